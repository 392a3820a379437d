import type { NewestProfile, NewestProfiles } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET profiles-api v1.0/public/profile/newest?limit=`: the home page's new profiles. */
export async function getNewestProfiles(
  limit: number,
  signal?: AbortSignal,
): Promise<NewestProfile[]> {
  // Like the news, the block fails on its own (a message) rather than leaving the home page.
  const { items } = await api.get<NewestProfiles>(
    'profiles-api',
    `/v1.0/public/profile/newest?limit=${limit}`,
    { signal, redirectOnError: false },
  );
  return items;
}

export function getNewestProfilesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['profiles', 'newest', limit],
    queryFn: ({ signal }) => getNewestProfiles(limit, signal),
  });
}

export function useNewestProfiles(limit: number) {
  return useQuery(getNewestProfilesQueryOptions(limit));
}
