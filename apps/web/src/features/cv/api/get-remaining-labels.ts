import type { CvRemainingLabels } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/basicDataRemainingLabels`: the basic data labels not used yet. */
export function getRemainingLabels(cvId: string, signal?: AbortSignal): Promise<CvRemainingLabels> {
  return api.get<CvRemainingLabels>('profiles-api', `${cvPath(cvId)}/basicDataRemainingLabels`, {
    signal,
  });
}

export function getRemainingLabelsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'remainingLabels'),
    queryFn: ({ signal }) => getRemainingLabels(cvId, signal),
  });
}

export function useRemainingLabels(cvId: string) {
  return useQuery(getRemainingLabelsQueryOptions(cvId));
}
