import type { CvQualifications } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/qualifications`: functions, memberships, specialties, years. */
export function getQualifications(cvId: string, signal?: AbortSignal): Promise<CvQualifications> {
  return api.get<CvQualifications>('profiles-api', `${cvPath(cvId)}/qualifications`, { signal });
}

export function getQualificationsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'qualifications'),
    queryFn: ({ signal }) => getQualifications(cvId, signal),
  });
}

export function useQualifications(cvId: string) {
  return useQuery(getQualificationsQueryOptions(cvId));
}
