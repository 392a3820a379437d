import type { CvPublications } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/publications`: the publications of the CV. */
export function getPublications(cvId: string, signal?: AbortSignal): Promise<CvPublications> {
  return api.get<CvPublications>('profiles-api', `${cvPath(cvId)}/publications`, { signal });
}

export function getPublicationsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'publications'),
    queryFn: ({ signal }) => getPublications(cvId, signal),
  });
}

export function usePublications(cvId: string) {
  return useQuery(getPublicationsQueryOptions(cvId));
}
