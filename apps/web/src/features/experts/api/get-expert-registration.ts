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

/**
 * The one scope of every write of the registration (save, give a statement, end): TanStack
 * Query runs mutations of a scope one after another, so each answer (the whole registration,
 * put into the cache) is newer than the one before it. Two writes at once could otherwise be
 * answered out of order, and the older answer would show over the newer state.
 */
export const EXPERT_REGISTRATION_WRITES = { id: 'expert-registration' } as const;
