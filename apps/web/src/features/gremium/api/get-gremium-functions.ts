import type { GremiumFunctionHoldersPage } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { GremiumListParams } from './get-gremium-members';
import { gremiumListSearch } from './get-gremium-members';

/** `GET public/gremium/{gremiumId}/functions` (paged, with query). */
export function getGremiumFunctions(
  gremiumId: string,
  params: GremiumListParams,
  signal?: AbortSignal,
): Promise<GremiumFunctionHoldersPage> {
  return api.get<GremiumFunctionHoldersPage>(
    'profiles-api',
    `/v1.0/public/gremium/${encodeURIComponent(gremiumId)}/functions?${gremiumListSearch(params)}`,
    { signal },
  );
}

export function getGremiumFunctionsQueryOptions(gremiumId: string, params: GremiumListParams) {
  return queryOptions({
    queryKey: ['gremiums', gremiumId, 'functions', params],
    queryFn: ({ signal }) => getGremiumFunctions(gremiumId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGremiumFunctions(gremiumId: string, params: GremiumListParams) {
  return useQuery(getGremiumFunctionsQueryOptions(gremiumId, params));
}
