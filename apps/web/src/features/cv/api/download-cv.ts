import type { CvDownloadType } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/all?cvType=`: the document, named by the server (person and date). */
export function downloadCv(cvId: string, cvType: CvDownloadType): Promise<File> {
  return api.file('profiles-api', `${cvPath(cvId)}/all?cvType=${cvType}`);
}
