import type { PatentShortListSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ShortPatents = z.infer<typeof PatentShortListSchema>;

/** `GET public/{profileId}/shortPatents`. */
export function getShortPatents(profileId: string, signal?: AbortSignal): Promise<ShortPatents> {
  return api.get<z.output<typeof PatentShortListSchema>>(
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
