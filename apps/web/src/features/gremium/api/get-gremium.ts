import type { Gremium } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.1/public/gremium/{gremiumId}`. */
export function getGremium(gremiumId: string, signal?: AbortSignal): Promise<Gremium> {
  return api.get<Gremium>('profiles-api', `/v1.1/public/gremium/${encodeURIComponent(gremiumId)}`, {
    signal,
  });
}

export function getGremiumQueryOptions(gremiumId: string) {
  return queryOptions({
    queryKey: ['gremiums', gremiumId],
    queryFn: ({ signal }) => getGremium(gremiumId, signal),
  });
}

export function useGremium(gremiumId: string) {
  return useQuery(getGremiumQueryOptions(gremiumId));
}
