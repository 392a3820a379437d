import type { z } from 'zod';
import { type InstitutionSuggestionsSchema, TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type InstitutionSuggestion = z.infer<typeof InstitutionSuggestionsSchema>[number];

/** `GET v1.0/public/profile/findInstitutionsByName?name=`: at most 20, ≥ 2 characters asked. */
export function findInstitutions(
  name: string,
  signal?: AbortSignal,
): Promise<InstitutionSuggestion[]> {
  const search = new URLSearchParams({ name });
  return api.get<z.output<typeof InstitutionSuggestionsSchema>>(
    'profiles-api',
    `/v1.0/public/profile/findInstitutionsByName?${search.toString()}`,
    // A failed suggestion list is an empty one: the form stays usable.
    { signal, redirectOnError: false },
  );
}

export function findInstitutionsQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['search', 'institutions', text],
    queryFn: ({ signal }) => findInstitutions(text, signal),
    enabled: text.length >= TYPEAHEAD_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

export function useInstitutionSuggestions(name: string) {
  return useQuery(findInstitutionsQueryOptions(name));
}
