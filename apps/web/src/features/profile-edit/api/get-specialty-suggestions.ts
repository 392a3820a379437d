import { TYPEAHEAD_MIN_LENGTH, type SpecialtySuggestion } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET public/profile/specialty/filter`: dictionary terms for the specialty editor. */
export function getSpecialtySuggestionsQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['profile-edit', 'specialty-terms', text],
    queryFn: ({ signal }) =>
      api.get<SpecialtySuggestion[]>(
        'profiles-api',
        `/v1.0/public/profile/specialty/filter?${new URLSearchParams({ name: text })}`,
        // A failed suggestion list is an empty one: the editor stays usable.
        { signal, redirectOnError: false },
      ),
    enabled: text.length >= TYPEAHEAD_MIN_LENGTH,
    staleTime: 60_000,
  });
}

export function useSpecialtySuggestions(name: string) {
  return useQuery(getSpecialtySuggestionsQueryOptions(name));
}
