import type { DataSourceStatuses } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { DATA_SOURCES_PATH, dataSourceKeys } from './keys';

/**
 * How often the sources are read again while the screen is open: a run the schedule (or
 * another administrator) starts shows up, and its card then watches it (api/get-run.ts).
 */
export const SOURCES_POLL_MS = 30_000;

/** `GET v1.0/dataSources`: both sources, each with its state, schedule and runs. */
export function getDataSources(signal?: AbortSignal) {
  return api.get<DataSourceStatuses>('profiles-api', DATA_SOURCES_PATH, { signal });
}

export function getDataSourcesQueryOptions() {
  return queryOptions({
    queryKey: dataSourceKeys.sources(),
    queryFn: ({ signal }) => getDataSources(signal),
    refetchInterval: SOURCES_POLL_MS,
  });
}

export function useDataSources() {
  return useQuery(getDataSourcesQueryOptions());
}
