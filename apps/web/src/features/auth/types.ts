import type { CurrentUser } from '@ln/contracts';

/**
 * The logged-in user: users-api's `v1.0/auth/user` (accounts-and-platform §3 "Auth user")
 * without the PESEL and the account status, which the app never keeps (getAuthUser drops them).
 */
export type SessionUser = Pick<
  CurrentUser,
  'userId' | 'profileId' | 'firstname' | 'lastname' | 'email' | 'roles'
>;

/**
 * - `loading`: the user is being fetched (guards wait, showing the spinner);
 * - `anonymous`: nobody is logged in;
 * - `authenticated`: `user` is set.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';
