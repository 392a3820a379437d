import type { IndustrialProperty } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/{profileId}/patents/{patentId}`. */
export function getPatent(
  profileId: string,
  patentId: string,
  signal?: AbortSignal,
): Promise<IndustrialProperty> {
  return api.get<IndustrialProperty>(
    'profiles-api',
    `/v1.0/public/${encodeURIComponent(profileId)}/patents/${encodeURIComponent(patentId)}`,
    { signal },
  );
}

export function getPatentQueryOptions(profileId: string, patentId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'patents', patentId],
    queryFn: ({ signal }) => getPatent(profileId, patentId, signal),
  });
}

export function usePatent(profileId: string, patentId: string) {
  return useQuery(getPatentQueryOptions(profileId, patentId));
}
