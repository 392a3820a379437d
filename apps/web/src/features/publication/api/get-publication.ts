import type { PublicationFullSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type Publication = z.infer<typeof PublicationFullSchema>;

/** `GET public/profile/{profileId}/publication/{publicationId}`. */
export function getPublication(
  profileId: string,
  publicationId: string,
  signal?: AbortSignal,
): Promise<Publication> {
  return api.get<z.output<typeof PublicationFullSchema>>(
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
