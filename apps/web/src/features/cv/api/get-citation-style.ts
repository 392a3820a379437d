import { CvCitationStyleAnswerSchema, type CvCitationStyleAnswer } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/citationStyle`: the list's style and the publications as they read in it. */
export async function getCitationStyle(
  cvId: string,
  signal?: AbortSignal,
): Promise<CvCitationStyleAnswer> {
  const data = await api.get<unknown>('profiles-api', `${cvPath(cvId)}/citationStyle`, { signal });
  return CvCitationStyleAnswerSchema.parse(data);
}

export function getCitationStyleQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'citationStyle'),
    queryFn: ({ signal }) => getCitationStyle(cvId, signal),
  });
}

export function useCitationStyle(cvId: string) {
  return useQuery(getCitationStyleQueryOptions(cvId));
}
