import type { ProfileEditData } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `GET v1.0/profile/{profileId}/editData` ("profile edit data", accounts-and-platform §2):
 * where each field and record comes from and what the owner may change.
 */
export function getEditData(profileId: string, signal?: AbortSignal): Promise<ProfileEditData> {
  return api.get<ProfileEditData>(
    'profiles-api',
    `/v1.0/profile/${encodeURIComponent(profileId)}/editData`,
    { signal },
  );
}

export function getEditDataQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'edit-data'],
    queryFn: ({ signal }) => getEditData(profileId, signal),
  });
}

export function useEditData(profileId: string) {
  return useQuery(getEditDataQueryOptions(profileId));
}
