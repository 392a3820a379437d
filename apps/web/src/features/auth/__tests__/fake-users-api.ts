import { vi } from 'vitest';

import type { CrossTab, SessionMessage } from '../session-manager';

/**
 * users-api's session routes as the browser meets them, at the HTTP boundary (global fetch):
 * the browser's cookie jar holds one `ln_session`; a refresh spends the token it carries and
 * sets the next one; a token presented again revokes the whole family (docs/identity.md), so
 * two refreshes in flight with the same cookie end the session, exactly as on the server.
 * Access tokens are JWT-shaped (`sub` is read by the app) and valid until the family ends or
 * the test expires them.
 */
export interface FakeUsersApiOptions {
  /** The browser starts with a session cookie (default true). */
  loggedIn?: boolean;
  userId?: string;
  roles?: string[];
  expiresIn?: number;
  /** Answers for other paths (else 404 NOT_FOUND). */
  extra?: Record<string, () => Response>;
}

export const FAKE_USER_ID = '00000000-0000-4000-8000-0000000000aa';

function jwt(sub: string, serial: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'ES256' })}.${encode({ sub, n: serial })}.signature${serial}`;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const envelope = (code: string, status: number, headers?: Record<string, string>) =>
  json({ code, message: code, reqId: 'req-1' }, status, headers);

/** Lets other requests start before this one answers (requests really overlap). */
const later = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

export function fakeUsersApi(options: FakeUsersApiOptions = {}) {
  const userId = options.userId ?? FAKE_USER_ID;
  // users-api sets and clears its readable hint cookie together with the session cookie.
  const hint = (present: boolean) => {
    document.cookie = present ? 'ln_session_hint=1; path=/' : 'ln_session_hint=; path=/; max-age=0';
  };
  let jar: string | null = options.loggedIn === false ? null : 'refresh-0';
  hint(jar !== null);
  const state = {
    /** The browser's `ln_session` (null: none); the hint cookie follows it. */
    get cookie(): string | null {
      return jar;
    },
    set cookie(value: string | null) {
      jar = value;
      hint(value !== null);
    },
    serial: 0,
    spent: new Set<string>(),
    familyRevoked: false,
    validAccessTokens: new Set<string>(),
    /** Answers the next refreshes with a network error (a TypeError, as fetch does). */
    networkDown: false,
    /** A code for the next refresh (e.g. ACCOUNT_LOCKED). */
    refreshRefusal: null as string | null,
    /** A code for `v1.0/auth/user` (e.g. CONSENT_REQUIRED_ERROR). */
    userRefusal: null as string | null,
    /** The bearer tokens `/api/profiles-api/v1.0/protected` was called with. */
    protectedCalls: [] as (string | null)[],
    /** That route refuses every token (401 UNAUTHORIZED). */
    protectedRefusesAll: false,
  };
  const counts = { refresh: 0, user: 0, logout: 0, protected: 0 };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    const bearerValid = bearer !== null && state.validAccessTokens.has(bearer);

    switch (url.pathname) {
      case '/api/users-api/v1.0/auth/session/refresh': {
        counts.refresh += 1;
        if (state.networkDown) throw new TypeError('Failed to fetch');
        const presented = state.cookie; // sent with the request, before any answer
        await later();
        // A refused refresh clears the session cookie (and so the hint), as users-api does.
        if (state.refreshRefusal) {
          state.cookie = null;
          return envelope(state.refreshRefusal, 401);
        }
        // users-api's header of §8's two refresh errors (SESSION_ERROR_HEADER).
        if (!presented || state.familyRevoked) {
          state.cookie = null;
          return presented
            ? envelope('UNAUTHORIZED', 401, { session_error: 'session_not_active' })
            : envelope('UNAUTHORIZED', 401);
        }
        if (state.spent.has(presented)) {
          state.familyRevoked = true;
          state.validAccessTokens.clear();
          state.cookie = null;
          return envelope('UNAUTHORIZED', 401, { session_error: 'invalid_refresh_token' });
        }
        state.spent.add(presented);
        state.serial += 1;
        state.cookie = `refresh-${state.serial}`;
        const accessToken = jwt(userId, state.serial);
        state.validAccessTokens.add(accessToken);
        return json({ accessToken, tokenType: 'Bearer', expiresIn: options.expiresIn ?? 300 });
      }
      case '/api/users-api/v1.0/auth/user': {
        counts.user += 1;
        await later();
        if (!bearerValid) return envelope('UNAUTHORIZED', 401);
        if (state.userRefusal) return envelope(state.userRefusal, 401);
        return json({
          userId,
          profileId: null,
          pesel: '90010112345',
          orcid: null,
          firstname: 'Anna',
          lastname: 'Kowalska',
          email: 'anna.kowalska@example.pl',
          accountStatus: 'ACTIVE',
          roles: options.roles ?? ['BASIC'],
        });
      }
      case '/api/users-api/v1.0/auth/session/logout': {
        counts.logout += 1;
        await later();
        state.familyRevoked = true;
        state.validAccessTokens.clear();
        state.cookie = null;
        return json({ logoutUrl: 'http://localhost/idp/national/session/end?x=1' });
      }
      case '/api/profiles-api/v1.0/protected': {
        counts.protected += 1;
        state.protectedCalls.push(bearer);
        await later();
        return bearerValid && !state.protectedRefusesAll
          ? json({ ok: true })
          : envelope('UNAUTHORIZED', 401);
      }
      default: {
        const answer = options.extra?.[url.pathname];
        return answer ? answer() : envelope('NOT_FOUND', 404);
      }
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, counts, fetchMock };
}

/**
 * Tabs of one browser: a FIFO lock shared by all (what `navigator.locks` gives) and a
 * broadcast to the others (BroadcastChannel).
 */
export function browserTabs() {
  let tail: Promise<unknown> = Promise.resolve();
  const listeners = new Set<{ tab: number; onMessage: (message: SessionMessage) => void }>();
  let next = 0;
  return (): CrossTab => {
    const tab = (next += 1);
    return {
      lock: <T>(task: () => Promise<T>) => {
        const run = tail.then(task);
        tail = run.catch(() => undefined);
        return run;
      },
      post: (message) => {
        for (const listener of listeners) if (listener.tab !== tab) listener.onMessage(message);
      },
      listen: (onMessage) => {
        const listener = { tab, onMessage };
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {},
    };
  };
}
