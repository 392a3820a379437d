import type { DegreesAndTitles } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/{profileId}/degreesAndTitles`. */
export function getDegreesAndTitles(
  profileId: string,
  signal?: AbortSignal,
): Promise<DegreesAndTitles> {
  return api.get<DegreesAndTitles>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/degreesAndTitles`,
    { signal },
  );
}

export function getDegreesAndTitlesQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'degrees-and-titles'],
    queryFn: ({ signal }) => getDegreesAndTitles(profileId, signal),
  });
}

export function useDegreesAndTitles(profileId: string) {
  return useQuery(getDegreesAndTitlesQueryOptions(profileId));
}
