import type { ResearchWork } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/researchWorks/{researchWorkId}`. */
export function getResearchWork(
  profileId: string,
  researchWorkId: string,
  signal?: AbortSignal,
): Promise<ResearchWork> {
  return api.get<ResearchWork>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/researchWorks/${encodeURIComponent(researchWorkId)}`,
    { signal },
  );
}

export function getResearchWorkQueryOptions(profileId: string, researchWorkId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'research-works', researchWorkId],
    queryFn: ({ signal }) => getResearchWork(profileId, researchWorkId, signal),
  });
}

export function useResearchWork(profileId: string, researchWorkId: string) {
  return useQuery(getResearchWorkQueryOptions(profileId, researchWorkId));
}
