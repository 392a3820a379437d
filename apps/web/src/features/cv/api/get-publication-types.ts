import type { CodeLabel, CvLanguage } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.0/cv/publicationTypes?language=`: the publication types, labelled. */
export function getPublicationTypes(
  language: CvLanguage,
  signal?: AbortSignal,
): Promise<CodeLabel[]> {
  return api.get<CodeLabel[]>('profiles-api', `/v1.0/cv/publicationTypes?language=${language}`, {
    signal,
  });
}

export function getPublicationTypesQueryOptions(language: CvLanguage) {
  return queryOptions({
    queryKey: ['cv', 'publicationTypes', language],
    queryFn: ({ signal }) => getPublicationTypes(language, signal),
    staleTime: Infinity,
  });
}

export function usePublicationTypes(language: CvLanguage) {
  return useQuery(getPublicationTypesQueryOptions(language));
}
