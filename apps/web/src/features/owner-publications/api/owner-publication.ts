import type {
  DeletePublicationResultSchema,
  ForkPublicationInput,
  ForkPublicationResultSchema,
  OwnerPublication,
  OwnerPublicationVisibility,
  PublicationShortListSchema,
  PublicVisibilityRequest,
} from '@ln/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;

/** `GET v1.1/publications/{profileId}/shortPublications`: the owner's list, hidden ones too. */
export function getOwnerShortPublicationsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['owner', profileId, 'publications'],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof PublicationShortListSchema>>(
        'profiles-api',
        `/v1.1/publications/${enc(profileId)}/shortPublications`,
        { signal },
      ),
  });
}

export function useOwnerShortPublications(profileId: string) {
  return useQuery(getOwnerShortPublicationsQueryOptions(profileId));
}

/** `GET v1.0/publications/{publicationId}`: every version, with this profile's flags. */
export function getOwnerPublicationQueryOptions(publicationId: string) {
  return queryOptions({
    queryKey: ['owner', 'publication', publicationId],
    queryFn: ({ signal }) =>
      api.get<OwnerPublication>('profiles-api', `/v1.0/publications/${enc(publicationId)}`, {
        signal,
      }),
  });
}

export function useOwnerPublication(publicationId: string) {
  return useQuery(getOwnerPublicationQueryOptions(publicationId));
}

/**
 * After a write the owner's queries and every public read of the profile are stale: they are
 * dropped so the next view asks the server (whose publication reads revalidate, no-cache).
 */
async function invalidate(queryClient: QueryClient, profileId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['owner'] }),
    queryClient.invalidateQueries({ queryKey: ['profiles', profileId] }),
  ]);
}

/** `POST v1.0/publication/{publicationId}/publicVisibility`. */
export function useSetPublicationVisibility(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { publicationId: string; body: PublicVisibilityRequest }) =>
      api.post<OwnerPublicationVisibility>(
        'profiles-api',
        `/v1.0/publication/${enc(input.publicationId)}/publicVisibility`,
        { body: input.body },
      ),
    onSettled: () => invalidate(queryClient, profileId),
  });
}

/** `PUT v1.0/publication/{publicationId}/fork`: 400 field errors stay with the form. */
export function useForkPublication(profileId: string, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ForkPublicationInput) =>
      api.put<z.output<typeof ForkPublicationResultSchema>>(
        'profiles-api',
        `/v1.0/publication/${enc(publicationId)}/fork`,
        { body },
      ),
    onSuccess: () => invalidate(queryClient, profileId),
  });
}

/** `DELETE v1.0/publication/{publicationId}`: the own version. */
export function useDeleteOwnVersion(profileId: string, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<z.output<typeof DeletePublicationResultSchema>>(
        'profiles-api',
        `/v1.0/publication/${enc(publicationId)}`,
      ),
    onSuccess: () => invalidate(queryClient, profileId),
  });
}
