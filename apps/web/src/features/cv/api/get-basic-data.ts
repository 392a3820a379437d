import type { CvBasicData } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/basicData`: the basic data (key, value, order). */
export function getBasicData(cvId: string, signal?: AbortSignal): Promise<CvBasicData> {
  return api.get<CvBasicData>('profiles-api', `${cvPath(cvId)}/basicData`, { signal });
}

export function getBasicDataQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'basicData'),
    queryFn: ({ signal }) => getBasicData(cvId, signal),
  });
}

export function useBasicData(cvId: string) {
  return useQuery(getBasicDataQueryOptions(cvId));
}
