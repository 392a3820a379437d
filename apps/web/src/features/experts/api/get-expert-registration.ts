import type { ExpertRegistration } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { ExpertRegistration };

/** `GET v1.0/expert/registration`: the own registration, contests, statements, history. */
export function getExpertRegistration(signal?: AbortSignal): Promise<ExpertRegistration> {
  return api.get<ExpertRegistration>('profiles-api', '/v1.0/expert/registration', { signal });
}

export function getExpertRegistrationQueryOptions() {
  return queryOptions({
    queryKey: ['experts', 'registration'],
    queryFn: ({ signal }) => getExpertRegistration(signal),
  });
}

export function useExpertRegistration() {
  return useQuery(getExpertRegistrationQueryOptions());
}
