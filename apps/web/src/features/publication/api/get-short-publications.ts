import type { PublicationShortList } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/publications/{profileId}/shortPublications`. */
export function getShortPublications(
  profileId: string,
  signal?: AbortSignal,
): Promise<PublicationShortList> {
  return api.get<PublicationShortList>(
    'profiles-api',
    `/v1.0/public/publications/${encodeURIComponent(profileId)}/shortPublications`,
    { signal },
  );
}

export function getShortPublicationsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'short-publications'],
    queryFn: ({ signal }) => getShortPublications(profileId, signal),
  });
}

export function useShortPublications(profileId: string) {
  return useQuery(getShortPublicationsQueryOptions(profileId));
}
