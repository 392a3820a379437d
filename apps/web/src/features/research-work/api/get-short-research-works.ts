import type { ResearchWorkShortLists } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/shortResearchWorks`. */
export function getShortResearchWorks(
  profileId: string,
  signal?: AbortSignal,
): Promise<ResearchWorkShortLists> {
  return api.get<ResearchWorkShortLists>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/shortResearchWorks`,
    { signal },
  );
}

export function getShortResearchWorksQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'short-research-works'],
    queryFn: ({ signal }) => getShortResearchWorks(profileId, signal),
  });
}

export function useShortResearchWorks(profileId: string) {
  return useQuery(getShortResearchWorksQueryOptions(profileId));
}
