import type { PersonDetails } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.3/public/profile/{profileId}/detailsPerson`: the public view of a profile. */
export function getPersonDetails(profileId: string, signal?: AbortSignal): Promise<PersonDetails> {
  return api.get<PersonDetails>(
    'profiles-api',
    `/v1.3/public/profile/${encodeURIComponent(profileId)}/detailsPerson`,
    { signal },
  );
}

export function getPersonDetailsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'details'],
    queryFn: ({ signal }) => getPersonDetails(profileId, signal),
  });
}

export function usePersonDetails(profileId: string) {
  return useQuery(getPersonDetailsQueryOptions(profileId));
}
