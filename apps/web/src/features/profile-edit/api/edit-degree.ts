import type { DegreeEditBody, ProfileEditData } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/degreeOrTitle/{degreeId}`: the owner's fields of one degree or title. */
export function editDegree(input: {
  degreeId: string;
  body: DegreeEditBody;
}): Promise<ProfileEditData> {
  return api.put<ProfileEditData>(
    'profiles-api',
    `/v1.0/profile/degreeOrTitle/${encodeURIComponent(input.degreeId)}`,
    { body: input.body },
  );
}

export function useEditDegree(profileId: string) {
  return useProfileSave(profileId, editDegree);
}
