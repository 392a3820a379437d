import type { FunctionImportJob } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { IMPORT_PATH, importKeys } from './keys';

/** How often a running job's progress is asked for. */
const POLL_MS = 500;

export const isRunning = (job: FunctionImportJob | undefined) =>
  job?.status === 'RUNNING' || job?.status === 'PENDING';

/** `GET v1.0/functionImport/{jobId}`: status, progress and counts. */
export function getImportJob(jobId: string, signal?: AbortSignal) {
  return api.get<FunctionImportJob>('profiles-api', `${IMPORT_PATH}/${encodeURIComponent(jobId)}`, {
    signal,
  });
}

export function getImportJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: importKeys.job(jobId),
    queryFn: ({ signal }) => getImportJob(jobId, signal),
    // Polled while it runs: the progress bar follows rowsProcessed of rowsTotal.
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
}

export function useImportJob(jobId: string | null) {
  return useQuery({ ...getImportJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
