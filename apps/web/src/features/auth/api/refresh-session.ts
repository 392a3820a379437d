import type { AccessTokenResponse } from '@ln/contracts';

import { api } from '../../../lib/api-client';

/** users-api's session refresh (docs/identity.md): the cookie is sent only to this path. */
export const REFRESH_API_PATH = '/v1.0/auth/session/refresh';

/**
 * `POST v1.0/auth/session/refresh`: spends the `ln_session` cookie (httpOnly, rotated by the
 * answer) for a new access token. Never with a bearer token and never through the §8 table:
 * the session decides what a refusal means. Throws ApiError (refused) or a TypeError (network).
 * Callers must never run two at once (see session-manager.ts).
 */
export function refreshSession(): Promise<AccessTokenResponse> {
  return api.post<AccessTokenResponse>('users-api', REFRESH_API_PATH, {
    authenticate: false,
    redirectOnError: false,
  });
}
