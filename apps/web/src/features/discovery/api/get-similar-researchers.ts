import type { SimilarResearchers } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/{profileId}/similar`: up to 10, with the reasons (decision 047). */
export function getSimilarResearchers(
  profileId: string,
  signal?: AbortSignal,
): Promise<SimilarResearchers> {
  return api.get<SimilarResearchers>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/similar`,
    { signal },
  );
}

export function getSimilarResearchersQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'similar'],
    queryFn: ({ signal }) => getSimilarResearchers(profileId, signal),
  });
}

export function useSimilarResearchers(profileId: string) {
  return useQuery(getSimilarResearchersQueryOptions(profileId));
}
