import type { GremiumAdmin } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.0/gremium/{gremiumId}`: the edit view of a body (operators, or its owner-author). */
export function getGremiumAdmin(gremiumId: string, signal?: AbortSignal): Promise<GremiumAdmin> {
  return api.get<GremiumAdmin>('profiles-api', `/v1.0/gremium/${encodeURIComponent(gremiumId)}`, {
    signal,
  });
}

export function getGremiumAdminQueryOptions(gremiumId: string) {
  return queryOptions({
    queryKey: ['gremium-admin', gremiumId],
    queryFn: ({ signal }) => getGremiumAdmin(gremiumId, signal),
  });
}

export function useGremiumAdmin(gremiumId: string) {
  return useQuery(getGremiumAdminQueryOptions(gremiumId));
}
