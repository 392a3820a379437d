import { hasRoleIn, type IdentityProvider, type Role, type SessionError } from '@ln/contracts';
import type { ReactNode } from 'react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

import { LOGIN_START_PATH } from '../../config/app';
import { paths } from '../../config/paths';
import { setAccessTokenProvider } from '../../lib/api-client';
import { readStoredLocale } from '../../lib/i18n';
import { logoutSession } from './api/logout-session';
import type { SessionSnapshot } from './session-manager';
import { SessionManager } from './session-manager';
import type { SessionStatus, SessionUser } from './types';

/** What every component reads through `useSession()`. */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  roles: readonly Role[];
  profileId: string | null;
  /**
   * Starts login and comes back to `returnTo` (a path of this app): at users-api for
   * `provider`; without one, on the login page offering the national node and ORCID.
   */
  login: (returnTo?: string, provider?: IdentityProvider) => void;
  /** Logs out at users-api; the user then lands on the profiles page. */
  logout: () => void;
  /** Reads the user again (e.g. after accepting the terms). */
  reload: () => void;
  /** The session was running and could not be extended (ended elsewhere or expired). */
  ended: boolean;
  /** Which of §8's refresh errors ended it (null: another refusal). */
  endedBy: SessionError | null;
}

/** users-api's login start for `provider`, returning to `returnTo`, in the current language. */
export function loginHref(returnTo = '/', provider: IdentityProvider = 'national'): string {
  const query = new URLSearchParams({ returnTo, lang: readStoredLocale() });
  return `${LOGIN_START_PATH}/${provider}?${query.toString()}`;
}

const navigateTo = (href: string) => window.location.assign(href);

/**
 * Login without a chosen provider goes to the login page with its choice (national node or
 * ORCID); from the login page itself, it stays there with the same `returnTo`.
 */
function startLogin(returnTo?: string, provider?: IdentityProvider): void {
  if (provider) navigateTo(loginHref(returnTo, provider));
  else if (returnTo?.split(/[?#]/)[0] === paths.login.path) navigateTo(returnTo);
  else navigateTo(paths.login.getHref(returnTo));
}

/** A session value from its status and user (login/logout default to users-api's routes). */
export function createSession(
  init: { status: SessionStatus; user?: SessionUser | null } & Partial<
    Pick<Session, 'login' | 'logout' | 'reload' | 'ended' | 'endedBy'>
  >,
): Session {
  const user = init.status === 'authenticated' ? (init.user ?? null) : null;
  return {
    status: init.status,
    user,
    roles: user?.roles ?? [],
    profileId: user?.profileId ?? null,
    login: init.login ?? startLogin,
    logout:
      init.logout ??
      (() => void logoutSession().then(navigateTo, () => navigateTo(paths.search.getHref()))),
    reload: init.reload ?? (() => {}),
    ended: init.ended ?? false,
    endedBy: init.endedBy ?? null,
  };
}

/** Whether the session holds a role of `group` (a ROLE_GROUPS entry, as the API's guards read). */
export function hasAnyRole(session: Pick<Session, 'roles'>, group: readonly Role[]): boolean {
  return hasRoleIn(session.roles, group);
}

const SERVER_SNAPSHOT: SessionSnapshot = { status: 'loading', user: null };

/**
 * The session's data source: a SessionManager created with the provider, that
 * refreshes the token from users-api's cookie, reads `v1.0/auth/user` and gives every API
 * call its bearer token (docs/web-session.md). Nothing runs at module scope or in a render
 * on the server.
 */
export function useSessionSource(): Session {
  const [manager] = useState(() => new SessionManager());
  useEffect(() => {
    setAccessTokenProvider(manager.accessToken, manager.renew);
    manager.start();
    return () => {
      manager.stop();
      setAccessTokenProvider(null);
    };
  }, [manager]);
  const snapshot = useSyncExternalStore(
    manager.subscribe,
    manager.getSnapshot,
    () => SERVER_SNAPSHOT,
  );
  return useMemo(
    () =>
      createSession({
        status: snapshot.status,
        user: snapshot.user,
        ended: snapshot.ended ?? false,
        endedBy: snapshot.endedBy ?? null,
        logout: () => void manager.logout(),
        reload: () => void manager.reload(),
      }),
    [manager, snapshot],
  );
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
