import type { PublicationFull } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/{profileId}/publication/{publicationId}`. */
export function getPublication(
  profileId: string,
  publicationId: string,
  signal?: AbortSignal,
): Promise<PublicationFull> {
  return api.get<PublicationFull>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/publication/${encodeURIComponent(publicationId)}`,
    { signal },
  );
}

export function getPublicationQueryOptions(profileId: string, publicationId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'publications', publicationId],
    queryFn: ({ signal }) => getPublication(profileId, publicationId, signal),
  });
}

export function usePublication(profileId: string, publicationId: string) {
  return useQuery(getPublicationQueryOptions(profileId, publicationId));
}
