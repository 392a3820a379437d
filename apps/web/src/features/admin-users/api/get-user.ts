import type { AdminUserDetails } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { AdminUserDetails };

/** `GET v1.0/user/{userId}` (accounts-and-platform §3 "Admin user details", §7). */
export function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetails> {
  return api.get<AdminUserDetails>('users-api', `/v1.0/user/${encodeURIComponent(userId)}`, {
    signal,
  });
}

export function getUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['admin-users', 'details', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

export function useUser(userId: string) {
  return useQuery(getUserQueryOptions(userId));
}
