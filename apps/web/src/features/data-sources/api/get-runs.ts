import type { Runs, DataSourceName } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { DATA_SOURCES_PATH, dataSourceKeys } from './keys';

export const RUNS_PAGE_SIZE = 10;

/** `GET v1.0/dataSources/{source}/runs`: the source's runs, newest first. */
export function getRuns(source: DataSourceName, page: number, signal?: AbortSignal) {
  return api.get<Runs>(
    'profiles-api',
    `${DATA_SOURCES_PATH}/${source}/runs?page=${page}&size=${RUNS_PAGE_SIZE}`,
    { signal },
  );
}

export function getRunsQueryOptions(source: DataSourceName, page: number) {
  return queryOptions({
    queryKey: dataSourceKeys.runsPage(source, page),
    queryFn: ({ signal }) => getRuns(source, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRuns(source: DataSourceName, page: number) {
  return useQuery(getRunsQueryOptions(source, page));
}
