import type { CvSummary } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{profileId}`: the owner's CVs, newest first. */
export function getCvs(profileId: string, signal?: AbortSignal): Promise<CvSummary[]> {
  return api.get<CvSummary[]>('profiles-api', cvPath(profileId), { signal });
}

export function getCvsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: cvKeys.list(profileId),
    queryFn: ({ signal }) => getCvs(profileId, signal),
  });
}

export function useCvs(profileId: string) {
  return useQuery(getCvsQueryOptions(profileId));
}
