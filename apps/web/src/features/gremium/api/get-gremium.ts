import type { GremiumSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type GremiumDetails = z.infer<typeof GremiumSchema>;

/** `GET v1.1/public/gremium/{gremiumId}`. */
export function getGremium(gremiumId: string, signal?: AbortSignal): Promise<GremiumDetails> {
  return api.get<z.output<typeof GremiumSchema>>(
    'profiles-api',
    `/v1.1/public/gremium/${encodeURIComponent(gremiumId)}`,
    { signal },
  );
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
