import type { IdentityProvider, RoleName } from '@ln/contracts';
import { LogoutResponseSchema } from '@ln/contracts';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

import { LOGIN_START_PATH, LOGOUT_API_PATH } from '../config/app';
import { paths } from '../config/paths';
import { api } from './api-client';
import { readStoredLocale } from './i18n';

/** Roles of accounts-and-platform §3 (BASIC is given to everyone). */
export type Role = RoleName;

/** The logged-in user as users-api's `v1.0/auth/user` describes them (§3 "Auth user"). */
export interface SessionUser {
  userId: string;
  /** null when the account has no scientist profile. */
  profileId: string | null;
  firstname: string;
  lastname: string;
  email: string | null;
  roles: readonly Role[];
}

/**
 * - `loading`: the user is being fetched (guards wait, showing the spinner);
 * - `anonymous`: nobody is logged in;
 * - `authenticated`: `user` is set.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

/** What every component reads through `useSession()`. */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  roles: readonly Role[];
  profileId: string | null;
  /** Starts login at users-api and comes back to `returnTo` (a path of this app). */
  login: (returnTo?: string, provider?: IdentityProvider) => void;
  /** Logs out at users-api; the user then lands on the profiles page. */
  logout: () => void;
}

/** users-api's login start for `provider`, returning to `returnTo`, in the current language. */
export function loginHref(returnTo = '/', provider: IdentityProvider = 'national'): string {
  const query = new URLSearchParams({ returnTo, lang: readStoredLocale() });
  return `${LOGIN_START_PATH}/${provider}?${query.toString()}`;
}

const navigateTo = (href: string) => window.location.assign(href);

/** Ends the session at users-api, then lets the provider end its own (§2: lands on /profiles). */
async function logoutAtUsersApi(): Promise<void> {
  try {
    const { logoutUrl } = await api.post('users-api', LOGOUT_API_PATH, LogoutResponseSchema, {
      redirectOnError: false,
    });
    navigateTo(logoutUrl);
  } catch (_error) {
    navigateTo(paths.search.getHref());
  }
}

/** A session value from its status and user (login/logout default to users-api's routes). */
export function createSession(
  init: { status: SessionStatus; user?: SessionUser | null } & Partial<
    Pick<Session, 'login' | 'logout'>
  >,
): Session {
  const user = init.status === 'authenticated' ? (init.user ?? null) : null;
  return {
    status: init.status,
    user,
    roles: user?.roles ?? [],
    profileId: user?.profileId ?? null,
    login: init.login ?? ((returnTo, provider) => navigateTo(loginHref(returnTo, provider))),
    logout: init.logout ?? (() => void logoutAtUsersApi()),
  };
}

export function hasAnyRole(session: Pick<Session, 'roles'>, roles: readonly Role[]): boolean {
  return roles.some((role) => session.roles.includes(role));
}

/**
 * The session's data source. Until users-api's `v1.0/auth/user` and token refresh are wired
 * (the identity issue), nobody is ever logged in: this reports `anonymous`. Replace this hook,
 * not the context, when wiring them.
 */
export function useSessionSource(): Session {
  return useMemo(() => createSession({ status: 'anonymous' }), []);
}

const SessionContext = createContext<Session | null>(null);

/** Provides the session; tests pass `session` to render a page as a given user. */
export function SessionProvider({ children, session }: { children: ReactNode; session?: Session }) {
  return session ? (
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  ) : (
    <SourcedSessionProvider>{children}</SourcedSessionProvider>
  );
}

function SourcedSessionProvider({ children }: { children: ReactNode }) {
  const session = useSessionSource();
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}
