import type { CvDescriptionFields } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { cvKeys, cvPath } from './keys';

/** `GET v1.0/cv/{cvId}/descriptionFields`: the narrative modules with their tips. */
export function getDescriptionFields(
  cvId: string,
  signal?: AbortSignal,
): Promise<CvDescriptionFields> {
  return api.get<CvDescriptionFields>('profiles-api', `${cvPath(cvId)}/descriptionFields`, {
    signal,
  });
}

export function getDescriptionFieldsQueryOptions(cvId: string) {
  return queryOptions({
    queryKey: cvKeys.part(cvId, 'descriptionFields'),
    queryFn: ({ signal }) => getDescriptionFields(cvId, signal),
  });
}

export function useDescriptionFields(cvId: string) {
  return useQuery(getDescriptionFieldsQueryOptions(cvId));
}
