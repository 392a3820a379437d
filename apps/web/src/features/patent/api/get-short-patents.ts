import type { PatentShortList } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/shortPatents`. */
export function getShortPatents(profileId: string, signal?: AbortSignal): Promise<PatentShortList> {
  return api.get<PatentShortList>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/shortPatents`,
    { signal },
  );
}

export function getShortPatentsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'short-patents'],
    queryFn: ({ signal }) => getShortPatents(profileId, signal),
  });
}

export function useShortPatents(profileId: string) {
  return useQuery(getShortPatentsQueryOptions(profileId));
}
