import type { ScientistSearchData } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { SearchFilter } from '../search-params';
import { toApiQuery, toQueryKey } from '../search-params';

/**
 * `GET v1.1/public/profile/scientistSearchData`: a page of profiles, the counts of each filter
 * value (`filterHint`), the labels (`dictionaries`, in the request language) and `totalHits`.
 */
export function getScientistSearchData(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<ScientistSearchData> {
  return api.get<ScientistSearchData>(
    'profiles-api',
    `/v1.1/public/profile/scientistSearchData?${toApiQuery(filter).toString()}`,
    { signal },
  );
}

export function getScientistSearchDataQueryOptions(filter: SearchFilter) {
  return queryOptions({
    queryKey: ['search', 'scientists', toQueryKey(filter)],
    queryFn: ({ signal }) => getScientistSearchData(filter, signal),
    // The previous answer stays on screen while the next one loads (no flash of a spinner).
    placeholderData: keepPreviousData,
  });
}

export function useScientistSearchData(filter: SearchFilter) {
  return useQuery(getScientistSearchDataQueryOptions(filter));
}
