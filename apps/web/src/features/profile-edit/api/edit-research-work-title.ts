import type { ProfileEditData, ResearchWorkTitleBody } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import { useProfileSave } from './use-profile-save';

/** `PUT v1.0/profile/researchWork/{researchWorkId}/title` (only where `canEdit`). */
export function editResearchWorkTitle(input: {
  researchWorkId: string;
  body: ResearchWorkTitleBody;
}): Promise<ProfileEditData> {
  return api.put<ProfileEditData>(
    'profiles-api',
    `/v1.0/profile/researchWork/${encodeURIComponent(input.researchWorkId)}/title`,
    { body: input.body },
  );
}

export function useEditResearchWorkTitle(profileId: string) {
  return useProfileSave(profileId, editResearchWorkTitle);
}
