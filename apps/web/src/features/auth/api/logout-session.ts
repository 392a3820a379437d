import type { LogoutResponse } from '@ln/contracts';

import { LOGOUT_API_PATH } from '../../../config/app';
import { api } from '../../../lib/api-client';

/**
 * `POST v1.0/auth/session/logout`: ends the session (its refresh-token family and every access
 * token of it) and clears the cookie; answers the provider's end-session URL.
 */
export async function logoutSession(): Promise<string> {
  const { logoutUrl } = await api.post<LogoutResponse>('users-api', LOGOUT_API_PATH, {
    authenticate: false,
    redirectOnError: false,
  });
  return logoutUrl;
}
