import type { MyProfilesBody, PersonDetails } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/myProfiles`: the links (empty "other" entries are dropped by the server). */
export function updateMyProfiles(body: MyProfilesBody): Promise<PersonDetails> {
  return api.put<PersonDetails>('profiles-api', '/v1.0/profile/myProfiles', { body });
}

export function useUpdateMyProfiles(profileId: string) {
  return useProfileSave(profileId, updateMyProfiles);
}
