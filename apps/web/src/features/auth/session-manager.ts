import { COOKIE_NAMES, ERROR_CODES, type SessionError } from '@ln/contracts';

import { paths } from '../../config/paths';
import { ApiError, reportHttpError } from '../../lib/api-client';
import type { SessionStatus, SessionUser } from './types';
import { getAuthUser } from './api/get-auth-user';
import { logoutSession } from './api/logout-session';
import { refreshSession } from './api/refresh-session';

/** After a network error (or a busy users-api) the refresh is tried again this much later (issue 6). */
export const REFRESH_RETRY_DELAY_MS = 5000;
/** The access token is renewed this long before it expires (at most half its lifetime). */
export const REFRESH_AHEAD_MS = 60_000;
/** A token this close to its expiry is renewed before a call rather than sent. */
const EXPIRY_MARGIN_MS = 5000;

const LOCK_NAME = 'ln-session-refresh';
const CHANNEL_NAME = 'ln-session';

/** What the session context shows. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  /** A running session could not be extended (ended elsewhere, or expired): §8 says so. */
  readonly ended?: boolean;
  /**
   * Which of §8's refresh errors ended it: `session_not_active` (logged out elsewhere,
   * expired), `invalid_refresh_token` (stale or unknown), or null (another refusal, §8's
   * "OAuth token refresh error").
   */
  readonly endedBy?: SessionError | null;
}

/** Told to the other tabs of this origin. */
export type SessionMessage =
  | { type: 'token'; accessToken: string; expiresAt: number; lifetimeMs: number }
  | { type: 'logout' };

/**
 * The browser features the manager needs across tabs. users-api revokes the whole session
 * when a spent refresh token comes back, and the tabs share one cookie, so two tabs refreshing
 * at the same instant would end the session: refreshes run under one lock for the origin.
 */
export interface CrossTab {
  /** Runs `task` holding the origin-wide refresh lock (one holder at a time, in every tab). */
  lock<T>(task: () => Promise<T>): Promise<T>;
  post(message: SessionMessage): void;
  listen(onMessage: (message: SessionMessage) => void): () => void;
  close(): void;
}

/**
 * Web Locks (every current browser, secure contexts: https and localhost) and BroadcastChannel.
 * Without Web Locks only this tab's refreshes are serialised; a second tab racing it can end the
 * session, which is the safe failure (docs/web-session.md).
 */
export function browserCrossTab(): CrossTab {
  const locks: LockManager | null =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return {
    lock: (task) => (locks ? locks.request(LOCK_NAME, () => task()) : task()),
    post: (message) => channel?.postMessage(message),
    listen: (onMessage) => {
      if (!channel) return () => {};
      const handler = (event: MessageEvent<SessionMessage>) => onMessage(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel?.close(),
  };
}

/** users-api's cookie beside the session cookie, readable by the page (no secret in it). */
const SESSION_HINT_COOKIE = COOKIE_NAMES.sessionHint;

/** True when the browser holds users-api's session hint, i.e. a session cookie may exist. */
export function browserHasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

export interface SessionManagerOptions {
  /** Defaults to browserCrossTab() (created at start, never at module scope). */
  crossTab?: () => CrossTab;
  /** A full-page navigation (defaults to location.assign). */
  navigate?: (href: string) => void;
  /**
   * Whether a session cookie may exist (defaults to browserHasSessionHint()). The refresh
   * cookie is httpOnly, so the page reads users-api's hint cookie instead: without it the
   * visitor is anonymous at once, with no refresh call (that could only answer 401) and no
   * API call waiting for one.
   */
  hasSessionHint?: () => boolean;
}

interface HeldToken {
  accessToken: string;
  /** Milliseconds since the epoch on this machine's clock (from `expiresIn`, not the JWT's exp,
   * so a client clock that is off does not matter). */
  expiresAt: number;
  lifetimeMs: number;
}

type RefreshOutcome =
  | { kind: 'ok'; accessToken: string }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'unavailable' };

function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The `sub` claim (user id) of an access token, read without verifying (users-api verifies). */
function subjectOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch (_error) {
    return null;
  }
}

/**
 * The browser side of the session (docs/web-session.md): the access token in memory only,
 * refreshed one at a time (in this tab and across tabs), shortly before it expires and when a
 * call's token is refused; the user from `v1.0/auth/user`; logout. No React here: the session
 * context subscribes to it.
 */
export class SessionManager {
  private snapshot: SessionSnapshot = { status: 'loading', user: null };
  private readonly listeners = new Set<() => void>();
  private token: HeldToken | null = null;
  private inflight: Promise<RefreshOutcome> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** What to try again after REFRESH_RETRY_DELAY_MS (kept across stop/start). */
  private retryAction: (() => void) | null = null;
  private crossTab: CrossTab | null = null;
  private unlisten: (() => void) | null = null;
  private started = false;
  private bootstrapped = false;
  /** The user must be (re)read once a token is at hand. */
  private needsUser = false;
  private loadingUser = false;

  constructor(private readonly options: SessionManagerOptions = {}) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Starts (or resumes, after stop) the session: the first refresh, timers, other tabs. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.crossTab = (this.options.crossTab ?? browserCrossTab)();
    this.unlisten = this.crossTab.listen((message) => this.onMessage(message));
    if (!this.bootstrapped) {
      this.bootstrapped = true;
      if (!(this.options.hasSessionHint ?? browserHasSessionHint)()) {
        this.set({ status: 'anonymous', user: null });
        return;
      }
      this.needsUser = true;
      void this.refresh(null);
      return;
    }
    if (this.token) this.scheduleRefresh();
    if (this.retryAction) this.scheduleRetry(this.retryAction);
  }

  /** Stops timers and listening (unmount); the session itself goes on. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.clearTimer('refreshTimer');
    this.clearTimer('retryTimer');
    this.unlisten?.();
    this.unlisten = null;
    this.crossTab?.close();
    this.crossTab = null;
  }

  /** The bearer token for a call; renewed first when it is about to expire. */
  readonly accessToken = async (): Promise<string | null> => {
    // Calls made while the session starts wait for its first answer, so a logged-in user's
    // first requests already carry the token (e.g. contact data shown to logged-in users).
    if (!this.token && this.inflight && this.snapshot.status === 'loading') await this.inflight;
    const held = this.token;
    if (!held) return null;
    if (this.isFresh(held)) return held.accessToken;
    const outcome = await this.refresh(held.accessToken);
    return outcome.kind === 'ok' ? outcome.accessToken : (this.token?.accessToken ?? null);
  };

  /** A call's token was refused (401 UNAUTHORIZED): a new one, or null when there is none. */
  readonly renew = async (rejected: string): Promise<string | null> => {
    const outcome = await this.refresh(rejected);
    return outcome.kind === 'ok' ? outcome.accessToken : null;
  };

  /** Reads the user again (e.g. after the terms are accepted). */
  async reload(): Promise<void> {
    this.needsUser = true;
    if (this.token) await this.loadUser();
    else await this.refresh(null);
  }

  /** users-api logout, then the provider's end-session page (§2: it returns to /profiles). */
  async logout(): Promise<void> {
    let target = paths.search.getHref();
    try {
      target = await this.lock(() => logoutSession());
    } catch (_error) {
      // The session may be gone already; the user still leaves for the profiles page.
    }
    this.forget();
    this.crossTab?.post({ type: 'logout' });
    this.navigate(target);
  }

  // -------------------------------------------------------------------------------------------

  private navigate(href: string): void {
    (this.options.navigate ?? ((to: string) => window.location.assign(to)))(href);
  }

  private lock<T>(task: () => Promise<T>): Promise<T> {
    return this.crossTab ? this.crossTab.lock(task) : task();
  }

  private isFresh(token: HeldToken): boolean {
    return token.expiresAt - Date.now() > EXPIRY_MARGIN_MS;
  }

  private set(snapshot: SessionSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  /**
   * One refresh at a time: callers in this tab share the running one; tabs take turns under the
   * lock, and a tab that gets the lock after another refreshed uses the token it was sent.
   * `stale` is the token the caller found wanting (null: none).
   */
  private refresh(stale: string | null): Promise<RefreshOutcome> {
    if (this.inflight) return this.inflight;
    const run = this.lock(() => this.refreshHoldingLock(stale)).catch((): RefreshOutcome => ({
      kind: 'unavailable',
    }));
    const settled = run.then((outcome) => {
      this.inflight = null;
      this.settle(outcome);
      return outcome;
    });
    this.inflight = settled;
    return settled;
  }

  private async refreshHoldingLock(stale: string | null): Promise<RefreshOutcome> {
    const held = this.token;
    if (held && held.accessToken !== stale && this.isFresh(held)) {
      return { kind: 'ok', accessToken: held.accessToken };
    }
    try {
      const answer = await refreshSession();
      const lifetimeMs = answer.expiresIn * 1000;
      const token = {
        accessToken: answer.accessToken,
        expiresAt: Date.now() + lifetimeMs,
        lifetimeMs,
      };
      this.adopt(token);
      this.crossTab?.post({ type: 'token', ...token });
      return { kind: 'ok', accessToken: token.accessToken };
    } catch (error) {
      // 401: no, unknown, expired or reused cookie, or a locked/closed account; 403: another
      // origin; other 4xx: no such session route here. Network errors, 408, 429 and 5xx may
      // pass: try again later.
      if (error instanceof ApiError && isRefusal(error.status)) {
        return { kind: 'refused', error };
      }
      return { kind: 'unavailable' };
    }
  }

  private settle(outcome: RefreshOutcome): void {
    switch (outcome.kind) {
      case 'ok':
        this.retryAction = null;
        this.clearTimer('retryTimer');
        if (this.needsUser) void this.loadUser();
        return;
      case 'refused': {
        const wasAuthenticated = this.snapshot.status === 'authenticated';
        this.needsUser = false;
        this.forget();
        // A locked or closed account goes to its page (§8). A plain "no session" is quiet at
        // start; during a session it means it ended elsewhere or expired: the §8 dialog.
        const { code } = outcome.error;
        const accountRefused =
          code === ERROR_CODES.ACCOUNT_LOCKED || code === ERROR_CODES.CLOSED_USER_ERROR;
        const ended = wasAuthenticated && !accountRefused;
        this.set({
          status: 'anonymous',
          user: null,
          ended,
          endedBy: ended ? outcome.error.sessionError : null,
        });
        if (accountRefused) reportHttpError(outcome.error);
        return;
      }
      case 'unavailable':
        this.scheduleRetry(() => void this.refresh(this.token?.accessToken ?? null));
    }
  }

  private async loadUser(): Promise<void> {
    if (this.loadingUser) return;
    this.loadingUser = true;
    try {
      const user = await getAuthUser();
      this.needsUser = false;
      this.set({ status: 'authenticated', user });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        this.scheduleRetry(() => void this.loadUser());
        return;
      }
      this.needsUser = false;
      if (error.status === 401 && error.code === ERROR_CODES.UNAUTHORIZED) {
        this.forget();
      } else {
        // CONSENT_*, ACCOUNT_LOCKED, ... : the §8 table's page. The token stays, so the terms
        // page can record the acceptance; reload() reads the user afterwards.
        reportHttpError(error);
      }
      this.set({ status: 'anonymous', user: null });
    } finally {
      this.loadingUser = false;
    }
  }

  private adopt(token: HeldToken): void {
    this.token = token;
    this.scheduleRefresh();
  }

  private forget(): void {
    this.token = null;
    this.clearTimer('refreshTimer');
    this.clearTimer('retryTimer');
    this.retryAction = null;
  }

  private onMessage(message: SessionMessage): void {
    if (message.type === 'logout') {
      this.needsUser = false;
      this.forget();
      this.set({ status: 'anonymous', user: null });
      return;
    }
    if (this.token && this.token.expiresAt >= message.expiresAt) return;
    const { accessToken, expiresAt, lifetimeMs } = message;
    this.adopt({ accessToken, expiresAt, lifetimeMs });
    // Another tab logged in (or in as someone else): read the user it belongs to.
    if (this.snapshot.user?.userId !== subjectOf(accessToken)) {
      this.needsUser = true;
      void this.loadUser();
    }
  }

  private scheduleRefresh(): void {
    this.clearTimer('refreshTimer');
    const token = this.token;
    if (!this.started || !token) return;
    const ahead = Math.min(REFRESH_AHEAD_MS, token.lifetimeMs / 2);
    const delay = Math.max(0, token.expiresAt - ahead - Date.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh(token.accessToken);
    }, delay);
  }

  private scheduleRetry(action: () => void): void {
    this.retryAction = action;
    this.clearTimer('retryTimer');
    if (!this.started) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryAction = null;
      action();
    }, REFRESH_RETRY_DELAY_MS);
  }

  private clearTimer(name: 'refreshTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer !== null) clearTimeout(timer);
    this[name] = null;
  }
}
