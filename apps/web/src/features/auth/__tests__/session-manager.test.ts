import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HttpErrorAction } from '../../../lib/http-errors';
import {
  api,
  ApiError,
  setAccessTokenProvider,
  setHttpErrorHandler,
} from '../../../lib/api-client';
import type { CrossTab } from '../session-manager';
import { REFRESH_RETRY_DELAY_MS, SessionManager } from '../session-manager';
import { browserTabs, FAKE_USER_ID, fakeUsersApi } from './fake-users-api';

const managers: SessionManager[] = [];
let actions: HttpErrorAction[] = [];
let unregister: () => void = () => {};

/** A tab's session, wired to the API client as the session provider does. */
function openTab(crossTab: () => CrossTab = browserTabs()) {
  const navigate = vi.fn<(href: string) => void>();
  const manager = new SessionManager({ crossTab, navigate });
  managers.push(manager);
  setAccessTokenProvider(manager.accessToken, manager.renew);
  manager.start();
  return { manager, navigate };
}

/** Lets pending promise callbacks run (no timers involved). */
async function flush() {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

async function settled(manager: SessionManager) {
  await vi.waitFor(() => expect(manager.getSnapshot().status).not.toBe('loading'));
  return manager.getSnapshot();
}

beforeEach(() => {
  actions = [];
  unregister = setHttpErrorHandler((action) => actions.push(action));
});

afterEach(() => {
  for (const manager of managers.splice(0)) manager.stop();
  setAccessTokenProvider(null);
  unregister();
  vi.useRealTimers();
});

describe('session start', () => {
  it('is anonymous without a session cookie, quietly (no status page, no dialog)', async () => {
    const server = fakeUsersApi({ loggedIn: false });
    const { manager } = openTab();

    // No hint cookie: anonymous at once, without a refresh call that could only answer 401.
    expect(manager.getSnapshot()).toEqual({ status: 'anonymous', user: null });
    await expect(manager.accessToken()).resolves.toBeNull();
    expect(server.counts).toMatchObject({ refresh: 0, user: 0 });
    expect(actions).toEqual([]);
  });

  it('is anonymous, quietly, when the hint outlived the session (one refresh, answered 401)', async () => {
    const server = fakeUsersApi();
    server.state.familyRevoked = true; // e.g. the session was ended in another browser
    const { manager } = openTab();

    expect(manager.getSnapshot().status).toBe('loading');
    expect(await settled(manager)).toEqual({
      status: 'anonymous',
      user: null,
      ended: false,
      endedBy: null,
    });
    expect(server.counts).toMatchObject({ refresh: 1, user: 0 });
    expect(actions).toEqual([]);
    expect(document.cookie).not.toContain('ln_session_hint=1');
  });

  it('turns the cookie into a token kept in memory and reads the user, without the PESEL', async () => {
    const server = fakeUsersApi({ roles: ['BASIC', 'ADMIN'] });
    const { manager } = openTab();

    const snapshot = await settled(manager);
    expect(snapshot).toEqual({
      status: 'authenticated',
      user: {
        userId: FAKE_USER_ID,
        profileId: null,
        firstname: 'Anna',
        lastname: 'Kowalska',
        email: 'anna.kowalska@example.pl',
        roles: ['BASIC', 'ADMIN'],
      },
    });
    expect(JSON.stringify(snapshot)).not.toContain('90010112345');
    expect(server.counts).toMatchObject({ refresh: 1, user: 1 });
    // The token lives in memory only.
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('lets calls made while it starts wait for the token', async () => {
    const server = fakeUsersApi();
    const { manager } = openTab();

    await expect(api.get('profiles-api', '/v1.0/protected')).resolves.toEqual({
      ok: true,
    });
    expect(server.state.protectedCalls[0]).toBe(await manager.accessToken());
    expect(server.counts.refresh).toBe(1);
  });

  it('delivers a §8 action that came before the layout registered its handler', async () => {
    unregister();
    const server = fakeUsersApi();
    server.state.refreshRefusal = 'CLOSED_USER_ERROR';
    const { manager } = openTab();
    await settled(manager);
    expect(actions).toEqual([]);

    unregister = setHttpErrorHandler((action) => actions.push(action));

    expect(actions).toEqual([{ kind: 'navigate', to: '/closed-user-error' }]);
  });

  it('sends a locked account to its page (§8) and stays anonymous', async () => {
    const server = fakeUsersApi();
    server.state.refreshRefusal = 'ACCOUNT_LOCKED';
    const { manager } = openTab();

    expect((await settled(manager)).status).toBe('anonymous');
    expect(actions).toEqual([{ kind: 'navigate', to: '/locked-account' }]);
  });

  it.each([
    ['CONSENT_REQUIRED_ERROR', '/terms-and-conditions'],
    ['CONSENT_CHANGE_REQUIRED_ERROR', '/terms-and-conditions?modified=1'],
  ])('routes %s from the user call to the terms (§8)', async (code, to) => {
    const server = fakeUsersApi();
    server.state.userRefusal = code;
    const { manager } = openTab();

    expect((await settled(manager)).status).toBe('anonymous');
    expect(actions).toEqual([{ kind: 'navigate', to }]);
    // The token stays, so the terms page can record the acceptance; then the user is read.
    server.state.userRefusal = null;
    await manager.reload();
    expect(manager.getSnapshot().status).toBe('authenticated');
  });
});

describe('token refresh', () => {
  it('runs one refresh for two callers at once; the session survives', async () => {
    const server = fakeUsersApi();
    const { manager } = openTab();
    await settled(manager);
    const first = await manager.accessToken();

    const [a, b] = await Promise.all([manager.renew(first!), manager.renew(first!)]);

    expect(server.counts.refresh).toBe(2); // the start-up one and this one
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(server.state.familyRevoked).toBe(false);
    await expect(api.get('profiles-api', '/v1.0/protected')).resolves.toEqual({
      ok: true,
    });
  });

  it('takes turns across tabs: a tab that waited uses the token the other one got', async () => {
    const server = fakeUsersApi();
    const tabs = browserTabs();
    const one = openTab(tabs);
    await settled(one.manager);
    const two = openTab(tabs);
    await settled(two.manager);
    expect(server.counts.refresh).toBe(2);
    const stale = await two.manager.accessToken();

    await Promise.all([one.manager.renew(stale!), two.manager.renew(stale!)]);

    expect(server.counts.refresh).toBe(3);
    expect(server.state.familyRevoked).toBe(false);
    expect(await one.manager.accessToken()).toBe(await two.manager.accessToken());
    expect(one.manager.getSnapshot().status).toBe('authenticated');
    expect(two.manager.getSnapshot().status).toBe('authenticated');
  });

  it('refreshes shortly before the token expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeUsersApi({ expiresIn: 300 });
    const { manager } = openTab();
    await vi.waitFor(() => expect(manager.getSnapshot().status).toBe('authenticated'));
    const first = await manager.accessToken();

    await vi.advanceTimersByTimeAsync(230_000);
    expect(server.counts.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000); // 250 s: 50 s before expiry
    await vi.waitFor(() => expect(server.counts.refresh).toBe(2));

    const second = await manager.accessToken();
    expect(second).not.toBe(first);
    expect(manager.getSnapshot().status).toBe('authenticated');
  });

  it(`tries again ${REFRESH_RETRY_DELAY_MS / 1000} s after a network error`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeUsersApi();
    server.state.networkDown = true;
    const { manager } = openTab();
    await flush();
    expect(server.counts.refresh).toBe(1);
    server.state.networkDown = false;

    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS - 1);
    expect(server.counts.refresh).toBe(1);
    expect(manager.getSnapshot().status).toBe('loading'); // no verdict without an answer
    await vi.advanceTimersByTimeAsync(1);

    await vi.waitFor(() => expect(manager.getSnapshot().status).toBe('authenticated'));
    expect(server.counts.refresh).toBe(2);
    expect(actions).toEqual([]);
  });

  it('a 401 for the token refreshes it and retries the call once', async () => {
    const server = fakeUsersApi();
    const { manager } = openTab();
    await settled(manager);
    const first = await manager.accessToken();
    server.state.validAccessTokens.clear(); // e.g. the signing key rotated

    await expect(api.get('profiles-api', '/v1.0/protected')).resolves.toEqual({
      ok: true,
    });

    expect(server.counts.protected).toBe(2);
    expect(server.state.protectedCalls[0]).toBe(first);
    expect(server.state.protectedCalls[1]).not.toBe(first);
    expect(server.counts.refresh).toBe(2);
    expect(actions).toEqual([]);
  });

  it('never loops: a call still refused after the retry goes to the §8 page', async () => {
    const server = fakeUsersApi();
    const { manager } = openTab();
    await settled(manager);
    server.state.protectedRefusesAll = true;

    const error = await api.get('profiles-api', '/v1.0/protected').catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(server.counts.protected).toBe(2);
    expect(actions).toEqual([{ kind: 'navigate', to: '/unauthorized' }]);
  });

  it('a refused refresh (the session ended elsewhere) makes the tab anonymous', async () => {
    const server = fakeUsersApi();
    const { manager } = openTab();
    await settled(manager);
    const token = await manager.accessToken();
    server.state.familyRevoked = true;

    await expect(manager.renew(token!)).resolves.toBeNull();

    // §8: the tab says the session could not be extended (the security dialog), and which of
    // the two refresh errors it was: an ended session, not a stale token.
    expect(manager.getSnapshot()).toEqual({
      status: 'anonymous',
      user: null,
      ended: true,
      endedBy: 'session_not_active',
    });
    await expect(manager.accessToken()).resolves.toBeNull();
    expect(actions).toEqual([]);
  });
});

describe('logout', () => {
  it('ends the session at users-api, goes to the provider, and the other tabs are anonymous', async () => {
    const server = fakeUsersApi();
    const tabs = browserTabs();
    const one = openTab(tabs);
    const two = openTab(tabs);
    await settled(one.manager);
    await settled(two.manager);

    await one.manager.logout();

    expect(server.counts.logout).toBe(1);
    expect(server.state.cookie).toBeNull();
    expect(one.navigate).toHaveBeenCalledWith('http://localhost/idp/national/session/end?x=1');
    await expect(one.manager.accessToken()).resolves.toBeNull();
    expect(two.manager.getSnapshot().status).toBe('anonymous');
    await expect(two.manager.accessToken()).resolves.toBeNull();
  });
});
