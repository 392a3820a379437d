import type { Role } from '@ln/contracts';
import type { Locale } from '@ln/i18n';
import { catalogues } from '@ln/i18n/catalogues';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Mock } from 'vitest';
import { vi } from 'vitest';

import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import type { Session } from '../features/auth/session';
import { createSession } from '../features/auth/session';
import type { SessionStatus } from '../features/auth/types';
import { initI18n, readStoredLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (providers + route tree) at `path`, with a fresh i18n and query client. */
export function renderApp({
  path = '/',
  locale,
  session,
}: { path?: string; locale?: Locale; session?: Session } = {}) {
  const queryClient = createQueryClient({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  // Like main.tsx: the given locale, else the stored one.
  const active = locale ?? readStoredLocale();
  const i18n = initI18n(active, catalogues[active]);
  const result = render(
    <AppProvider i18n={i18n} queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, i18n };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What an answer of `stubFetch` is told about the request. */
export interface StubRequest {
  method: string;
  url: URL;
  /** The JSON body sent, parsed (undefined without one). */
  body: unknown;
}

/**
 * Answers for `stubFetch`, by request path; a function may throw to simulate a network error,
 * and may look at the request (method, query, body).
 */
export type FetchAnswers = Record<string, (request: StubRequest) => Response | Promise<Response>>;

/**
 * Replaces the global fetch (the HTTP boundary) with one answering by path. A path without an
 * answer never answers, like a server that is slow to: the part of the page waiting on it stays
 * loading, and the rest of the page is tested as it is. (An answer of 404 there would send the
 * whole app to the not-found page, §8, at whatever moment the request happened to be made, so a
 * test would pass or fail with the timing.) A test that wants a 404 stubs it. The request is
 * dropped when its signal aborts, as fetch does. Returns the mock so a test can inspect the
 * requests.
 */
export function stubFetch(answers: FetchAnswers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = answers[url.pathname];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (answer) return answer({ method: init?.method ?? 'GET', url, body });
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    signal?.throwIfAborted();
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs both services' `public/info` so the footer's calls have an answer. */
export function stubBuildInfo(versions: { usersApi?: string; profilesApi?: string } = {}) {
  return stubFetch({
    '/api/users-api/public/info': () =>
      jsonResponse({ build: { version: versions.usersApi ?? '1.0.0' } }),
    '/api/profiles-api/public/info': () =>
      jsonResponse({ build: { version: versions.profilesApi ?? '1.0.0' } }),
  });
}

/** `public/config` with the given feature flags (both off by default). */
export function appConfigAnswer(flags: { cvGenerator?: boolean; jsde?: boolean } = {}) {
  return () =>
    jsonResponse({
      environment: 'test',
      features: {
        profiles: { 'CV-GENERATOR': flags.cvGenerator ?? false },
        publications: {},
        jsde: { JSDE_MODULE: flags.jsde ?? false },
      },
    });
}

/** Stubs the platform calls every page makes (versions, config) plus any `extra` answers. */
export function stubPlatform(
  options: { cvGenerator?: boolean; jsde?: boolean; extra?: FetchAnswers } = {},
) {
  return stubFetch({
    '/api/users-api/public/info': () => jsonResponse({ build: { version: '1.0.0' } }),
    '/api/profiles-api/public/info': () => jsonResponse({ build: { version: '1.0.0' } }),
    '/api/profiles-api/public/config': appConfigAnswer(options),
    ...options.extra,
  });
}

export const USER_ID = '00000000-0000-4000-8000-0000000000aa';
export const OWN_PROFILE_ID = '00000000-0000-4000-8000-0000000000bb';

/** A session as a logged-in user (or anonymous/loading), with login/logout recorded. */
export function testSession(
  init: {
    status?: SessionStatus;
    roles?: Role[];
    profileId?: string | null;
    email?: string | null;
  } = {},
): Session & { login: Mock<(returnTo?: string) => void>; logout: Mock<() => void> } {
  const login = vi.fn<(returnTo?: string) => void>();
  const logout = vi.fn<() => void>();
  const status = init.status ?? 'authenticated';
  const session = createSession({
    status,
    user:
      status === 'authenticated'
        ? {
            userId: USER_ID,
            profileId: init.profileId === undefined ? OWN_PROFILE_ID : init.profileId,
            firstname: 'Anna',
            lastname: 'Kowalska',
            email: init.email === undefined ? 'anna.kowalska@example.pl' : init.email,
            roles: ['BASIC', ...(init.roles ?? [])],
          }
        : null,
    login,
    logout,
  });
  return { ...session, login, logout };
}
