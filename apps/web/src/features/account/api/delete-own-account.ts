import type { UserActionResult } from '@ln/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * The owner deletes their account (accounts-and-platform §4, §5): `DELETE
 * v1.0/user/{userId}/deleteAccount?confirmation=…`, or, from the terms page, the withdrawal of
 * the terms (`DELETE v1.0/terms/acceptance?confirmation=…`), which deletes it the same way.
 * Without the tick the server answers 400 with the item `confirmation` (§8's text).
 */
export function deleteOwnAccount(input: {
  via: 'account' | 'terms';
  userId?: string | undefined;
  confirmation: boolean;
}): Promise<UserActionResult> {
  const query = `confirmation=${String(input.confirmation)}`;
  const path =
    input.via === 'terms' || !input.userId
      ? `/v1.0/terms/acceptance?${query}`
      : `/v1.0/user/${encodeURIComponent(input.userId)}/deleteAccount?${query}`;
  return api.delete<UserActionResult>('users-api', path);
}

export function useDeleteOwnAccount() {
  return useMutation({ mutationFn: deleteOwnAccount });
}
