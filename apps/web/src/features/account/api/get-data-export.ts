import { DATA_EXPORT_FILE_NAME, type DataExport } from '@ln/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { DataExport };

/**
 * `GET v1.0/user/dataExport` (beside the spec): everything the portal holds about the user.
 * Read on demand, never cached: it carries the owner's PESEL. 429 when asked too often.
 */
export function getDataExport(): Promise<DataExport> {
  return api.get<DataExport>('users-api', '/v1.0/user/dataExport', { redirectOnError: false });
}

/** Saves the export as a JSON file (called from a click, never during render). */
function saveAsFile(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = DATA_EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: async () => saveAsFile(await getDataExport()) });
}
