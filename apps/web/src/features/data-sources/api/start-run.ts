import type { StartRunBody, Run, DataSourceName } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { DATA_SOURCES_PATH, dataSourceKeys } from './keys';

/**
 * `POST v1.0/dataSources/{source}/runs`: 202 with the queued run; 409 RUN_IN_PROGRESS or
 * SOURCE_NOT_CONFIGURED are left to the screen (the §8 table names no 409), every other
 * failure takes the app's usual way (status pages, the error dialog).
 */
export function startRun({ source, ...body }: StartRunBody & { source: DataSourceName }) {
  return api.post<Run>('profiles-api', `${DATA_SOURCES_PATH}/${source}/runs`, {
    body,
    handles: [409],
  });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSuccess: (run) => {
      queryClient.setQueryData(dataSourceKeys.run(run.id), run);
      return queryClient.invalidateQueries({ queryKey: dataSourceKeys.all });
    },
  });
}
