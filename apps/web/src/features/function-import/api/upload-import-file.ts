import type { FunctionImportJob, FunctionImportMode } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { IMPORT_PATH, importKeys } from './keys';

export interface UploadImportInput {
  file: File;
  mode: FunctionImportMode;
  dryRunJobId?: string;
}

/** `POST v1.0/functionImport?mode=`: multipart, field `file`; answers 202 with the job. */
export function uploadImportFile({ file, mode, dryRunJobId }: UploadImportInput) {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ mode, ...(dryRunJobId ? { dryRunJobId } : {}) });
  // The screen shows a refused file next to the file field itself.
  return api.post<FunctionImportJob>('profiles-api', `${IMPORT_PATH}?${query}`, {
    body,
    redirectOnError: false,
  });
}

export function useUploadImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImportFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
