import type { RunChanges } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { dataSourceKeys, runPath } from './keys';

export const CHANGES_PAGE_SIZE = 20;

/**
 * `GET v1.0/dataSources/runs/{runId}/changes`: what the run changed, or for a dry run what it
 * would change; unchanged records are not listed.
 */
export function getRunChanges(runId: string, page: number, signal?: AbortSignal) {
  return api.get<RunChanges>(
    'profiles-api',
    `${runPath(runId)}/changes?page=${page}&size=${CHANGES_PAGE_SIZE}`,
    { signal },
  );
}

export function getRunChangesQueryOptions(runId: string, page: number) {
  return queryOptions({
    queryKey: dataSourceKeys.changes(runId, page),
    queryFn: ({ signal }) => getRunChanges(runId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRunChanges(runId: string, page: number) {
  return useQuery(getRunChangesQueryOptions(runId, page));
}
