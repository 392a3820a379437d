import type { RunErrors } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { dataSourceKeys, runPath } from './keys';

export const ERRORS_PAGE_SIZE = 20;

/** `GET v1.0/dataSources/runs/{runId}/errors`: each failed record, its source id and reason. */
export function getRunErrors(runId: string, page: number, signal?: AbortSignal) {
  return api.get<RunErrors>(
    'profiles-api',
    `${runPath(runId)}/errors?page=${page}&size=${ERRORS_PAGE_SIZE}`,
    { signal },
  );
}

export function getRunErrorsQueryOptions(runId: string, page: number) {
  return queryOptions({
    queryKey: dataSourceKeys.errors(runId, page),
    queryFn: ({ signal }) => getRunErrors(runId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRunErrors(runId: string, page: number) {
  return useQuery(getRunErrorsQueryOptions(runId, page));
}
