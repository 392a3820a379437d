import type { Run } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { dataSourceKeys, runPath } from './keys';

/**
 * `POST v1.0/dataSources/runs/{runId}/confirm`: a run stopped by the removal guard goes on
 * and withdraws (202 with the run); 409 RUN_NOT_AWAITING when it no longer waits.
 */
export function confirmRun(runId: string) {
  return api.post<Run>('profiles-api', `${runPath(runId)}/confirm`, { handles: [409] });
}

export function useConfirmRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRun,
    onSuccess: (run) => {
      queryClient.setQueryData(dataSourceKeys.run(run.id), run);
      return queryClient.invalidateQueries({ queryKey: dataSourceKeys.all });
    },
  });
}
