import { api } from '../../../lib/api-client';
import { IMPORT_PATH } from './keys';

/** `GET v1.0/functionImport/template?format=`: the template file. */
export function downloadTemplate(format: 'csv' | 'xlsx'): Promise<File> {
  return api.file('profiles-api', `${IMPORT_PATH}/template?format=${format}`);
}

/** `GET v1.0/functionImport/{jobId}/errors.csv`: a job's error report. */
export function downloadErrorReport(jobId: string): Promise<File> {
  return api.file('profiles-api', `${IMPORT_PATH}/${encodeURIComponent(jobId)}/errors.csv`);
}
