import type { GremiumShortFunctions } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `GET v1.1/public/{profileId}/functions`. */
export function getProfileFunctions(
  profileId: string,
  signal?: AbortSignal,
): Promise<GremiumShortFunctions> {
  return api.get<GremiumShortFunctions>(
    'profiles-api',
    `/v1.1/public/${encodeURIComponent(profileId)}/functions`,
    { signal },
  );
}

export function getProfileFunctionsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'functions'],
    queryFn: ({ signal }) => getProfileFunctions(profileId, signal),
  });
}

export function useProfileFunctions(profileId: string) {
  return useQuery(getProfileFunctionsQueryOptions(profileId));
}
