import type { PUBLICATION_SORTS, PublicationPage, PublicationType } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type PublicationSort = (typeof PUBLICATION_SORTS)[number];

export interface PublicationsPageParams {
  /** Zero-based. */
  page: number;
  size: number;
  sort: PublicationSort;
  publicationType?: PublicationType | undefined;
  /** Only those shared with this co-author (decision 047). */
  coauthorId?: string | undefined;
}

/** `GET public/publications/{profileId}/publications`: paged, sorted, filtered by type. */
export function getPublicationsPage(
  profileId: string,
  params: PublicationsPageParams,
  signal?: AbortSignal,
): Promise<PublicationPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: params.sort,
  });
  if (params.publicationType) query.set('publicationType', params.publicationType);
  if (params.coauthorId) query.set('coauthorId', params.coauthorId);
  return api.get<PublicationPage>(
    'profiles-api',
    `/v1.0/public/publications/${encodeURIComponent(profileId)}/publications?${query.toString()}`,
    { signal },
  );
}

export function getPublicationsPageQueryOptions(profileId: string, params: PublicationsPageParams) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'publications', 'page', params],
    queryFn: ({ signal }) => getPublicationsPage(profileId, params, signal),
    // Keep showing the previous page while the next one loads (no flash of a spinner).
    placeholderData: keepPreviousData,
  });
}

export function usePublicationsPage(profileId: string, params: PublicationsPageParams) {
  return useQuery(getPublicationsPageQueryOptions(profileId, params));
}
