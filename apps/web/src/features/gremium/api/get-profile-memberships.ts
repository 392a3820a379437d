import type { GremiumShortMemberships } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.1/public/{profileId}/memberships`. */
export function getProfileMemberships(
  profileId: string,
  signal?: AbortSignal,
): Promise<GremiumShortMemberships> {
  return api.get<GremiumShortMemberships>(
    'profiles-api',
    `/v1.1/public/${encodeURIComponent(profileId)}/memberships`,
    { signal },
  );
}

export function getProfileMembershipsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'memberships'],
    queryFn: ({ signal }) => getProfileMemberships(profileId, signal),
  });
}

export function useProfileMemberships(profileId: string) {
  return useQuery(getProfileMembershipsQueryOptions(profileId));
}
