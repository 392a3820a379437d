import type { InstitutionSuggestion, ScientistSearchData } from '@ln/contracts';
import { TYPEAHEAD_MIN_LENGTH } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How many people the person type-ahead offers. */
const PEOPLE_SUGGESTED = 10;

function suggestionOptions<T>(key: string, text: string, path: (text: string) => string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['gremium-suggestions', key, trimmed],
    queryFn: ({ signal }) =>
      // A failed suggestion list is an empty one: the form stays usable.
      api.get<T>('profiles-api', path(trimmed), { signal, redirectOnError: false }),
    enabled: trimmed.length >= TYPEAHEAD_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** People by name for a new member or function holder: the public search, by full text. */
export function usePersonSuggestions(text: string) {
  return useQuery(
    suggestionOptions<ScientistSearchData>(
      'people',
      text,
      (q) =>
        `/v1.1/public/profile/scientistSearchData?${new URLSearchParams({ fullQuery: q, size: String(PEOPLE_SUGGESTED) })}`,
    ),
  );
}

/** The body's university or institution (`findInstitutionsByName`). */
export function useInstitutionSuggestions(text: string) {
  return useQuery(
    suggestionOptions<InstitutionSuggestion[]>(
      'institutions',
      text,
      (q) => `/v1.0/public/profile/findInstitutionsByName?${new URLSearchParams({ name: q })}`,
    ),
  );
}
