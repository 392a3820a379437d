import type { UserListPage, AccountStatus, RoleName } from '@ln/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type { UserListPage };

export type UserListItem = UserListPage['content'][number];

export interface UserListParams {
  /** Zero-based. */
  page: number;
  size: number;
  /** Part of the first name, surname or e-mail; sent only with at least 3 characters (§5). */
  query?: string | undefined;
  status?: AccountStatus | undefined;
  role?: RoleName | undefined;
  sort: 'surname' | 'createDate';
  direction: 'asc' | 'desc';
}

/** `GET v1.0/users` (beside the spec): the administrator's user list, paged and filtered. */
export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<UserListPage> {
  const search = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: params.sort,
    direction: params.direction,
  });
  if (params.query) search.set('query', params.query);
  if (params.status) search.set('status', params.status);
  if (params.role) search.set('role', params.role);
  return api.get<UserListPage>('users-api', `/v1.0/users?${search.toString()}`, { signal });
}

export function getUsersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: ['admin-users', 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(getUsersQueryOptions(params));
}
