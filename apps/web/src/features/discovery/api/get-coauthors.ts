import type { CoauthorPage } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How many co-authors the profile's main tab names (the rest: the co-author view). */
export const COAUTHORS_ON_PROFILE = 5;

/** `GET public/profile/{profileId}/coauthors`: a page of the co-authors (decision 047). */
export function getCoauthors(
  profileId: string,
  size: number,
  signal?: AbortSignal,
): Promise<CoauthorPage> {
  return api.get<CoauthorPage>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/coauthors?size=${size}`,
    { signal },
  );
}

export function getCoauthorsQueryOptions(profileId: string, size: number) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'coauthors', size],
    queryFn: ({ signal }) => getCoauthors(profileId, size, signal),
  });
}

export function useCoauthors(profileId: string, size: number) {
  return useQuery(getCoauthorsQueryOptions(profileId, size));
}
