import type { PublicationShortListSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ShortPublications = z.infer<typeof PublicationShortListSchema>;

/** `GET public/publications/{profileId}/shortPublications`. */
export function getShortPublications(
  profileId: string,
  signal?: AbortSignal,
): Promise<ShortPublications> {
  return api.get<z.output<typeof PublicationShortListSchema>>(
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
