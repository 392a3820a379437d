import type { DataSourceStatuses } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { DATA_SOURCES_PATH, dataSourceKeys } from './keys';

/** `GET v1.0/dataSources`: both sources, each with its state, schedule and runs. */
export function getDataSources(signal?: AbortSignal) {
  return api.get<DataSourceStatuses>('profiles-api', DATA_SOURCES_PATH, { signal });
}

export function getDataSourcesQueryOptions() {
  return queryOptions({
    queryKey: dataSourceKeys.sources(),
    queryFn: ({ signal }) => getDataSources(signal),
  });
}

export function useDataSources() {
  return useQuery(getDataSourcesQueryOptions());
}
