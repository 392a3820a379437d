import type { MainImage } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `POST v1.0/profile/uploadMainImage`: multipart, field `file`. */
export function uploadMainImage(file: File): Promise<MainImage> {
  const body = new FormData();
  body.append('file', file);
  return api.post('profiles-api', '/v1.0/profile/uploadMainImage', { body });
}

export function useUploadMainImage(profileId: string) {
  return useProfileSave(profileId, uploadMainImage);
}
