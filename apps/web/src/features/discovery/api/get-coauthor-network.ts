import type { CoauthorNetwork } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/{profileId}/coauthorNetwork`: the strongest 50 links around it. */
export function getCoauthorNetwork(
  profileId: string,
  signal?: AbortSignal,
): Promise<CoauthorNetwork> {
  return api.get<CoauthorNetwork>(
    'profiles-api',
    `/v1.0/public/profile/${encodeURIComponent(profileId)}/coauthorNetwork`,
    { signal },
  );
}

export function getCoauthorNetworkQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'coauthor-network'],
    queryFn: ({ signal }) => getCoauthorNetwork(profileId, signal),
  });
}

export function useCoauthorNetwork(profileId: string) {
  return useQuery(getCoauthorNetworkQueryOptions(profileId));
}
