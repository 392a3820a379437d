import type { EmploymentEditBody, ProfileEditData } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/employment/{employmentId}`: the owner's fields of one employment. */
export function editEmployment(input: {
  employmentId: string;
  body: EmploymentEditBody;
}): Promise<ProfileEditData> {
  return api.put<ProfileEditData>(
    'profiles-api',
    `/v1.0/profile/employment/${encodeURIComponent(input.employmentId)}`,
    { body: input.body },
  );
}

export function useEditEmployment(profileId: string) {
  return useProfileSave(profileId, editEmployment);
}
