import type { GremiumProfileMemberships } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/{profileId}/gremium/{gremiumId}/memberships`. */
export function getProfileGremiumMemberships(
  profileId: string,
  gremiumId: string,
  signal?: AbortSignal,
): Promise<GremiumProfileMemberships> {
  return api.get<GremiumProfileMemberships>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/gremium/${encodeURIComponent(gremiumId)}/memberships`,
    { signal },
  );
}

export function getProfileGremiumMembershipsQueryOptions(profileId: string, gremiumId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'gremiums', gremiumId],
    queryFn: ({ signal }) => getProfileGremiumMemberships(profileId, gremiumId, signal),
  });
}

export function useProfileGremiumMemberships(profileId: string, gremiumId: string) {
  return useQuery(getProfileGremiumMembershipsQueryOptions(profileId, gremiumId));
}
