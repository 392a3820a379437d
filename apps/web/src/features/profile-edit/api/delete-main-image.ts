import type { DeletedMainImage } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `DELETE v1.0/profile/deleteMainImage`. */
export function deleteMainImage(): Promise<DeletedMainImage> {
  return api.delete('profiles-api', '/v1.0/profile/deleteMainImage');
}

export function useDeleteMainImage(profileId: string) {
  return useProfileSave(profileId, deleteMainImage);
}
