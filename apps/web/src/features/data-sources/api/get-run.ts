import type { Run } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { dataSourceKeys, runPath } from './keys';

/** How often a queued or running run's progress is asked for. */
export const RUN_POLL_MS = 1000;

/** Queued or running: the run moves on by itself, so it is polled. */
export const isMoving = (run: Run | undefined | null) =>
  run?.state === 'QUEUED' || run?.state === 'RUNNING';

/** Not finished: queued, running, or stopped by the removal guard until the operator answers. */
export const isOpen = (run: Run | undefined | null) =>
  isMoving(run) || run?.state === 'AWAITING_CONFIRMATION';

/** `GET v1.0/dataSources/runs/{runId}`: state, progress, counts, the guard's numbers. */
export function getRun(runId: string, signal?: AbortSignal) {
  return api.get<Run>('profiles-api', runPath(runId), { signal });
}

export function getRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: dataSourceKeys.run(runId),
    queryFn: ({ signal }) => getRun(runId, signal),
    // Polled while it moves; a finished run, or one waiting for the operator, is not.
    refetchInterval: (query) => (isMoving(query.state.data) ? RUN_POLL_MS : false),
  });
}

export function useRun(runId: string | null) {
  return useQuery({ ...getRunQueryOptions(runId ?? ''), enabled: runId !== null });
}
