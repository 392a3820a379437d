import type { AboutMeBody, PersonDetails } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/aboutMe`. */
export function updateAboutMe(body: AboutMeBody): Promise<PersonDetails> {
  return api.put<PersonDetails>('profiles-api', '/v1.0/profile/aboutMe', { body });
}

export function useUpdateAboutMe(profileId: string) {
  return useProfileSave(profileId, updateAboutMe);
}
