import { SHORT_PUBLICATIONS_LIMIT } from '@ln/contracts';
import type {
  DeletePublicationResult,
  ForkPublicationInput,
  ForkPublicationResult,
  OwnerPublication,
  OwnerPublicationVisibility,
  PublicationShortList,
  PublicVisibilityRequest,
} from '@ln/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;

/**
 * `GET v1.1/publications/{profileId}/shortPublications`: the owner's list, hidden ones too, in
 * pages of SHORT_PUBLICATIONS_LIMIT (newest first); the next page is asked for while the pages
 * loaded hold fewer than `totalElements`. The data is one list of every page loaded.
 */
export function getOwnerShortPublicationsQueryOptions(profileId: string) {
  return infiniteQueryOptions({
    queryKey: ['owner', profileId, 'publications'],
    queryFn: ({ signal, pageParam }) =>
      api.get<PublicationShortList>(
        'profiles-api',
        `/v1.1/publications/${enc(profileId)}/shortPublications?${new URLSearchParams({ page: String(pageParam), size: String(SHORT_PUBLICATIONS_LIMIT) }).toString()}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, page) => n + page.publications.length, 0) < last.totalElements &&
      last.publications.length > 0
        ? lastPage + 1
        : undefined,
    select: (data): PublicationShortList => ({
      invisible: data.pages[0]?.invisible ?? false,
      totalElements: data.pages.at(-1)?.totalElements ?? 0,
      publications: data.pages.flatMap((page) => page.publications),
    }),
  });
}

export function useOwnerShortPublications(profileId: string) {
  return useInfiniteQuery(getOwnerShortPublicationsQueryOptions(profileId));
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
      api.put<ForkPublicationResult>(
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
      api.delete<DeletePublicationResult>(
        'profiles-api',
        `/v1.0/publication/${enc(publicationId)}`,
      ),
    onSuccess: () => invalidate(queryClient, profileId),
  });
}
