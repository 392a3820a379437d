import type { GremiumListPage, GremiumStatus } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface GremiaParams {
  /** Zero-based. */
  page: number;
  size: number;
  /** Words that must all occur in the body's name (at least 3 characters). */
  query?: string | undefined;
  status?: GremiumStatus | undefined;
}

/** `GET v1.0/public/gremium`: the list of bodies, by name (paged, with query and status). */
export function getGremia(params: GremiaParams, signal?: AbortSignal): Promise<GremiumListPage> {
  const search = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.query) search.set('query', params.query);
  if (params.status) search.set('status', params.status);
  return api.get<GremiumListPage>('profiles-api', `/v1.0/public/gremium?${search.toString()}`, {
    signal,
  });
}

export function getGremiaQueryOptions(params: GremiaParams) {
  return queryOptions({
    queryKey: ['gremiums', 'list', params],
    queryFn: ({ signal }) => getGremia(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGremia(params: GremiaParams) {
  return useQuery(getGremiaQueryOptions(params));
}
