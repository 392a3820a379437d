import type { EditSpecialtiesBody, PersonDetails } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `POST v1.0/profile/{profileId}/editSpecialties`: the whole list, order by position from 1. */
export function editSpecialties(
  profileId: string,
  specialties: EditSpecialtiesBody['specialties'],
): Promise<PersonDetails> {
  return api.post<PersonDetails>(
    'profiles-api',
    `/v1.0/profile/${encodeURIComponent(profileId)}/editSpecialties`,
    { body: { specialties: specialties.map((s, i) => ({ ...s, order: i + 1 })) } },
  );
}

export function useEditSpecialties(profileId: string) {
  return useProfileSave(profileId, (specialties: EditSpecialtiesBody['specialties']) =>
    editSpecialties(profileId, specialties),
  );
}
