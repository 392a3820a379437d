import type { SearchableMenu } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * `GET v1.0/public/profile/searchableMenu`: for each area of a profile, the fields a search can
 * look in, with their labels in the request language. `/profiles` resolves it before the page
 * shows (accounts-and-platform §2); the results name the field a hit matched with its label.
 */
export function getSearchableMenu(signal?: AbortSignal): Promise<SearchableMenu> {
  return api.get<SearchableMenu>('profiles-api', '/v1.0/public/profile/searchableMenu', {
    signal,
    // Without the menu the page still works (the catalogue's own labels): no error page.
    redirectOnError: false,
  });
}

export function getSearchableMenuQueryOptions() {
  return queryOptions({
    queryKey: ['search', 'searchable-menu'],
    queryFn: ({ signal }) => getSearchableMenu(signal),
    staleTime: Infinity,
  });
}

export function useSearchableMenu() {
  return useQuery(getSearchableMenuQueryOptions());
}

/** The label of a field code in the menu's areas, or null when the menu does not name it. */
export function searchableFieldLabel(
  menu: SearchableMenu | undefined,
  code: string,
): string | null {
  if (!menu) return null;
  for (const items of Object.values(menu)) {
    const found = items.find((item) => item.code === code);
    if (found) return found.label;
  }
  return null;
}
