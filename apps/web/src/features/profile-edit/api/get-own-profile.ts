import type { PersonDetails } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.3/profile/{profileId}/shortPerson`: the own profile in edit view (hidden or not). */
export function getOwnProfile(profileId: string, signal?: AbortSignal): Promise<PersonDetails> {
  return api.get<PersonDetails>(
    'profiles-api',
    `/v1.3/profile/${encodeURIComponent(profileId)}/shortPerson`,
    { signal },
  );
}

export function getOwnProfileQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'edit-view'],
    queryFn: ({ signal }) => getOwnProfile(profileId, signal),
  });
}

export function useOwnProfile(profileId: string) {
  return useQuery(getOwnProfileQueryOptions(profileId));
}
