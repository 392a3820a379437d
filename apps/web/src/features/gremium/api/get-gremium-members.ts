import type { GremiumMembersPage } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface GremiumListParams {
  /** Zero-based. */
  page: number;
  size: number;
  /** Words that must all occur in the person's names. */
  query?: string | undefined;
}

export function gremiumListSearch(params: GremiumListParams): string {
  const search = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.query) search.set('query', params.query);
  return search.toString();
}

/** `GET public/gremium/{gremiumId}/memberships` (paged, with query). */
export function getGremiumMembers(
  gremiumId: string,
  params: GremiumListParams,
  signal?: AbortSignal,
): Promise<GremiumMembersPage> {
  return api.get<GremiumMembersPage>(
    'profiles-api',
    `/v1.0/public/gremium/${encodeURIComponent(gremiumId)}/memberships?${gremiumListSearch(params)}`,
    { signal },
  );
}

export function getGremiumMembersQueryOptions(gremiumId: string, params: GremiumListParams) {
  return queryOptions({
    queryKey: ['gremiums', gremiumId, 'members', params],
    queryFn: ({ signal }) => getGremiumMembers(gremiumId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGremiumMembers(gremiumId: string, params: GremiumListParams) {
  return useQuery(getGremiumMembersQueryOptions(gremiumId, params));
}
