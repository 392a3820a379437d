import type { DictionaryClassification } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `GET v1.0/public/profile/disciplinesInNewClassification`: the fields of science with their
 * disciplines (labels in the request language), for the advanced form's field/discipline lists.
 */
export function getScienceClassification(signal?: AbortSignal): Promise<DictionaryClassification> {
  return api.get<DictionaryClassification>(
    'profiles-api',
    '/v1.0/public/profile/disciplinesInNewClassification',
    // Without the list the form still works (text criteria): no error page for it.
    { signal, redirectOnError: false },
  );
}

export function getScienceClassificationQueryOptions() {
  return queryOptions({
    queryKey: ['search', 'classification'],
    queryFn: ({ signal }) => getScienceClassification(signal),
    staleTime: Infinity,
  });
}

export function useScienceClassification() {
  return useQuery(getScienceClassificationQueryOptions());
}
