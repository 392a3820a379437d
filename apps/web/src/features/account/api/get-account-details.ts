import type { AccountDetails } from '@ln/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { AccountDetails };

/** `GET v1.1/user/accountDetails` (accounts-and-platform §3 "Account details", §7). */
export function getAccountDetails(signal?: AbortSignal): Promise<AccountDetails> {
  return api.get<AccountDetails>('users-api', '/v1.1/user/accountDetails', { signal });
}

export function getAccountDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'details'],
    queryFn: ({ signal }) => getAccountDetails(signal),
  });
}

export function useAccountDetails() {
  return useQuery(getAccountDetailsQueryOptions());
}
