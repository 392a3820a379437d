import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

import { LOGIN_START_PATH, LOGOUT_PATH } from '../config/app';

/** Roles of accounts-and-platform §3 (BASIC is given to everyone). */
export type Role = 'BASIC' | 'ADMIN' | 'AGENT' | 'MEIN_OP' | 'OPI_OP';

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
  login: (returnTo?: string) => void;
  /** Logs out at users-api; the user then lands on the profiles page. */
  logout: () => void;
}

export function loginHref(returnTo?: string): string {
  return returnTo
    ? `${LOGIN_START_PATH}?returnTo=${encodeURIComponent(returnTo)}`
    : LOGIN_START_PATH;
}

const navigateTo = (href: string) => window.location.assign(href);

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
    login: init.login ?? ((returnTo) => navigateTo(loginHref(returnTo))),
    logout: init.logout ?? (() => navigateTo(LOGOUT_PATH)),
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
