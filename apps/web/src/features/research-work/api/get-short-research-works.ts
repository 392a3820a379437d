import type { ResearchWorkShortListsSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ShortResearchWorks = z.infer<typeof ResearchWorkShortListsSchema>;

/** `GET public/{profileId}/shortResearchWorks`. */
export function getShortResearchWorks(
  profileId: string,
  signal?: AbortSignal,
): Promise<ShortResearchWorks> {
  return api.get<z.output<typeof ResearchWorkShortListsSchema>>(
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
