import type { GremiumShortMembershipsSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ProfileMemberships = z.infer<typeof GremiumShortMembershipsSchema>;

/** `GET v1.1/public/{profileId}/memberships`. */
export function getProfileMemberships(
  profileId: string,
  signal?: AbortSignal,
): Promise<ProfileMemberships> {
  return api.get<z.output<typeof GremiumShortMembershipsSchema>>(
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
