import type { ContactBody, PersonDetails } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/contact`. */
export function updateContact(body: ContactBody): Promise<PersonDetails> {
  return api.put<PersonDetails>('profiles-api', '/v1.0/profile/contact', { body });
}

export function useUpdateContact(profileId: string) {
  return useProfileSave(profileId, updateContact);
}
