import type { Run } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { dataSourceKeys, runPath } from './keys';

/**
 * `POST v1.0/dataSources/runs/{runId}/cancel`: the run ends CANCELLED (200 with the run); one that
 * awaited confirmation withdraws nothing.
 */
export function cancelRun(runId: string) {
  return api.post<Run>('profiles-api', `${runPath(runId)}/cancel`, { handles: [409] });
}

export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRun,
    onSuccess: (run) => {
      queryClient.setQueryData(dataSourceKeys.run(run.id), run);
      return queryClient.invalidateQueries({ queryKey: dataSourceKeys.all });
    },
  });
}
