import type { PersonalDataBody, PersonDetails } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/personalData`: with current employment only `secondName` is sent (§5). */
export function updatePersonalData(body: Partial<PersonalDataBody>): Promise<PersonDetails> {
  return api.put<PersonDetails>('profiles-api', '/v1.0/profile/personalData', { body });
}

export function useUpdatePersonalData(profileId: string) {
  return useProfileSave(profileId, updatePersonalData);
}
