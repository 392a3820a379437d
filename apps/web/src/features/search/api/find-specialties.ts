import type { z } from 'zod';
import { type SpecialtySuggestionsSchema, TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type SpecialtySuggestion = z.infer<typeof SpecialtySuggestionsSchema>[number];

/** `GET v1.0/public/profile/specialty/filter?name=`: at most 20, the most used first. */
export function findSpecialties(
  name: string,
  signal?: AbortSignal,
): Promise<SpecialtySuggestion[]> {
  const search = new URLSearchParams({ name });
  return api.get<z.output<typeof SpecialtySuggestionsSchema>>(
    'profiles-api',
    `/v1.0/public/profile/specialty/filter?${search.toString()}`,
    // A failed suggestion list is an empty one: the specialty is free text anyway.
    { signal, redirectOnError: false },
  );
}

export function findSpecialtiesQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['search', 'specialties', text],
    queryFn: ({ signal }) => findSpecialties(text, signal),
    enabled: text.length >= TYPEAHEAD_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

export function useSpecialtySuggestions(name: string) {
  return useQuery(findSpecialtiesQueryOptions(name));
}
