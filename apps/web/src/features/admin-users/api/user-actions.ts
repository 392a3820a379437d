import type { RoleName } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * The administrator's actions on an account (accounts-and-platform §4, §6, §7). Each is one
 * call; a refusal (409 LAST_ADMIN_ERROR, CLOSED_ACCOUNT_ERROR, 404 NO_PROFILE_ERROR, ...) is
 * not a page change but a message on the details page, so the §8 redirects are off here.
 */
export type UserAction =
  | { kind: 'roles'; userRoles: RoleName[] }
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'hide-profile' }
  | { kind: 'show-profile' }
  | { kind: 'mark-deceased'; profileId: string }
  | { kind: 'make-invisible'; profileId: string }
  | { kind: 'delete' };

const enc = encodeURIComponent;

/** Sends `action` for the account `userId`, with the administrator's optional `reason`. */
export function runUserAction(
  userId: string,
  action: UserAction,
  reason?: string | undefined,
): Promise<unknown> {
  const user = `/v1.0/user/${enc(userId)}`;
  const reasonQuery = reason ? `?${new URLSearchParams({ reason }).toString()}` : '';
  const quiet = { redirectOnError: false } as const;
  const withReason = reason ? { reason } : {};
  switch (action.kind) {
    case 'roles':
      return api.post('users-api', `${user}/roles`, {
        ...quiet,
        body: { userRoles: action.userRoles, ...withReason },
      });
    case 'block':
    case 'unblock':
      return api.put('users-api', `${user}/status`, {
        ...quiet,
        body: { accountStatus: action.kind === 'block' ? 'BLOCKED' : 'ACTIVE', ...withReason },
      });
    case 'hide-profile':
      return api.put('users-api', `${user}/hideProfile${reasonQuery}`, quiet);
    case 'show-profile':
      return api.put('users-api', `${user}/showProfile${reasonQuery}`, quiet);
    case 'delete':
      return api.delete('users-api', `${user}/deleteAccount${reasonQuery}`, quiet);
    case 'mark-deceased':
      return api.post(
        'profiles-api',
        `/v1.0/public/profile/postmortem/${enc(action.profileId)}${reasonQuery}`,
        quiet,
      );
    case 'make-invisible':
      return api.post(
        'profiles-api',
        `/v1.0/public/profile/${enc(action.profileId)}/makeInvisible${reasonQuery}`,
        quiet,
      );
  }
}

/**
 * Runs an action, then reads the account, the list and the audit entries again. After a
 * deletion the account is gone: nothing is read again now (the details would answer 404); the
 * list and the log are read when next shown.
 */
export function useUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: UserAction; reason?: string | undefined }) =>
      runUserAction(userId, input.action, input.reason),
    onSettled: (_data, _error, input) => {
      const refetchType = input.action.kind === 'delete' ? 'none' : 'active';
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-users'], refetchType }),
        queryClient.invalidateQueries({ queryKey: ['audit'], refetchType }),
      ]);
    },
  });
}
