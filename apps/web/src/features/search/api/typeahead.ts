import type { InstitutionSuggestion, SpecialtySuggestion } from '@ln/contracts';
import { TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * The two type-ahead look-ups (at most 20 answers, asked from 2 characters):
 * `findInstitutionsByName` and `specialty/filter` (the most used first).
 */
const LOOKUPS = {
  institutions: '/v1.0/public/profile/findInstitutionsByName',
  specialties: '/v1.0/public/profile/specialty/filter',
} as const;

type Lookup = keyof typeof LOOKUPS;

function typeaheadQueryOptions<T>(lookup: Lookup, name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['search', lookup, text],
    queryFn: ({ signal }) =>
      api.get<T[]>('profiles-api', `${LOOKUPS[lookup]}?${new URLSearchParams({ name: text })}`, {
        signal,
        // A failed suggestion list is an empty one: the form stays usable.
        redirectOnError: false,
      }),
    enabled: text.length >= TYPEAHEAD_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

export function useInstitutionSuggestions(name: string) {
  return useQuery(typeaheadQueryOptions<InstitutionSuggestion>('institutions', name));
}

export function useSpecialtySuggestions(name: string) {
  return useQuery(typeaheadQueryOptions<SpecialtySuggestion>('specialties', name));
}
