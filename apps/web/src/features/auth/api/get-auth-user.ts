import type { CurrentUser } from '@ln/contracts';

import { api } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export const AUTH_USER_API_PATH = '/v1.0/auth/user';

/**
 * `GET v1.0/auth/user`: the session's user. The answer carries the owner's PESEL; it is dropped
 * right here, so it is never kept, shown or logged by the app (rule 4).
 */
export async function getAuthUser(): Promise<SessionUser> {
  const user = await api.get<CurrentUser>('users-api', AUTH_USER_API_PATH, {
    redirectOnError: false,
  });
  return {
    userId: user.userId,
    profileId: user.profileId,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    roles: user.roles,
  };
}
