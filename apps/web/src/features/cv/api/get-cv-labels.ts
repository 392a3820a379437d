import type { CvLabel, CvLanguage } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.0/cv/labels?language=`: the CV labels of one language. */
export function getCvLabels(language: CvLanguage, signal?: AbortSignal): Promise<CvLabel[]> {
  return api.get<CvLabel[]>('profiles-api', `/v1.0/cv/labels?language=${language}`, { signal });
}

export function getCvLabelsQueryOptions(language: CvLanguage) {
  return queryOptions({
    queryKey: ['cv', 'labels', language],
    queryFn: ({ signal }) => getCvLabels(language, signal),
    staleTime: Infinity,
  });
}

export function useCvLabels(language: CvLanguage) {
  return useQuery(getCvLabelsQueryOptions(language));
}
