import type { GremiumShortFunctionsSchema } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';

export type ProfileFunctions = z.infer<typeof GremiumShortFunctionsSchema>;

/** `GET v1.1/public/{profileId}/functions`. */
export function getProfileFunctions(
  profileId: string,
  signal?: AbortSignal,
): Promise<ProfileFunctions> {
  return api.get<z.output<typeof GremiumShortFunctionsSchema>>(
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
