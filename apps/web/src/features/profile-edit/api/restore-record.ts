import type { ProfileEditData } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/**
 * `POST v1.0/profile/employment/{id}/restore` and `POST v1.0/profile/degreeOrTitle/{id}/restore`:
 * the values the state system delivered come back (accounts-and-platform §4).
 */
export function restoreRecord(input: {
  kind: 'employment' | 'degreeOrTitle';
  id: string;
}): Promise<ProfileEditData> {
  return api.post<ProfileEditData>(
    'profiles-api',
    `/v1.0/profile/${input.kind}/${encodeURIComponent(input.id)}/restore`,
  );
}

export function useRestoreRecord(profileId: string) {
  return useProfileSave(profileId, restoreRecord);
}
