import type { ExpertSearchBody, ExpertSearchResult } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { ExpertSearchBody, ExpertSearchResult };

/**
 * `POST v1.0/expert/search` (MEIN_OP, ADMIN): the experts who consented to the asking entity,
 * each with the conflict-of-interest flags against the applicants and their evidence.
 */
export function searchExperts(
  body: ExpertSearchBody,
  signal?: AbortSignal,
): Promise<ExpertSearchResult> {
  return api.post<ExpertSearchResult>('profiles-api', '/v1.0/expert/search', { body, signal });
}

/** A read, though sent with POST (the applicants list is too long for a URL): cached by body. */
export function getExpertSearchQueryOptions(body: ExpertSearchBody | null) {
  return queryOptions({
    queryKey: ['experts', 'search', body],
    queryFn: ({ signal }) => searchExperts(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useExpertSearch(body: ExpertSearchBody | null) {
  return useQuery(getExpertSearchQueryOptions(body));
}
