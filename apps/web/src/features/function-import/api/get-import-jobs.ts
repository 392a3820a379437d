import type { FunctionImportJobs } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { IMPORT_PATH, importKeys } from './keys';

export const HISTORY_PAGE_SIZE = 10;

/** `GET v1.0/functionImport`: the history, newest first. */
export function getImportJobs(page: number, signal?: AbortSignal) {
  return api.get<FunctionImportJobs>(
    'profiles-api',
    `${IMPORT_PATH}?page=${page}&size=${HISTORY_PAGE_SIZE}`,
    { signal },
  );
}

export function getImportJobsQueryOptions(page: number) {
  return queryOptions({
    queryKey: importKeys.jobs(page),
    queryFn: ({ signal }) => getImportJobs(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useImportJobs(page: number) {
  return useQuery(getImportJobsQueryOptions(page));
}
