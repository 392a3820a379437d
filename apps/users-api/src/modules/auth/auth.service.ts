import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  type CurrentUser,
  type IdentityProvider,
  type LoginErrorReason,
  type LoginFailureCode,
  OIDC_SCOPE,
  SESSION_ERROR_HEADER,
  type SessionError,
} from '@ln/contracts';
import { decryptPesel, encryptPesel, hashPesel, isValidPesel, type PeselKeys } from '@ln/pesel';
import type { Tx, TxRunner } from '@ln/db';
import {
  accountStatusError,
  LoginFailedError,
  UnauthorizedError,
  userNotFoundError,
  type Role,
} from '@ln/server';
import * as client from 'openid-client';
import type { AccountRow, AuthRepository } from './auth.repository.js';
import { UpstreamUnavailableError, type OidcClients } from './oidc-clients.js';
import { hashRefreshToken, newRefreshToken } from './session-keys.js';

/**
 * How long a spent refresh token still counts as a concurrent refresh of the client that
 * spent it (same user agent) instead of a replay. Long enough for two requests in flight at
 * once or a retry after a lost answer; a replay after it revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** What the login cookie carries between the start of a login and its callback. */
export interface LoginTransaction {
  provider: IdentityProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface Session {
  userId: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  tx: TxRunner;
  oidc: OidcClients;
  peselKeys: PeselKeys;
  /** Signs an access token (@fastify/jwt with the ES256 key; kid, iss, aud, exp set there). */
  signAccessToken: (claims: { sub: string; sid: string; roles: Role[] }) => string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The origin users-api and the web share (redirect and post-logout URIs are built on it). */
  publicOrigin: string;
  /** Path of users-api on that origin (/api/users-api). */
  prefix: string;
  /**
   * Told after a login of an account with an ORCID iD and a profile (accounts §4: the
   * profile's ORCID refresh is triggered). Not awaited: the login never waits for it.
   */
  onOrcidLogin?: (account: {
    userId: string;
    profileId: string;
    orcid: string;
  }) => Promise<unknown>;
}

const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const SCOPE = OIDC_SCOPE;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
}

/** A unique-constraint violation (Prisma P2002). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}

/**
 * Runs a find-or-create login transaction. Two first logins of one person at the same moment
 * (two tabs, a double click) both find no account and both create one; the database's unique
 * keys let only one commit. The other is run once more and then finds that account.
 */
async function findOrCreate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}

function isUpstreamFailure(error: unknown): boolean {
  if (error instanceof UpstreamUnavailableError) return true;
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  // A 5xx page instead of the provider's JSON (openid-client: the response as the cause).
  if (isServerFailure(error)) return true;
  if (error instanceof client.ClientError) return false;
  if (error instanceof client.AuthorizationResponseError) return false;
  // fetch failures (connection refused, timeout) and unexpected upstream responses.
  return isConnectionFailure(error);
}

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof UpstreamUnavailableError) return true;
  return error instanceof TypeError || (error as Error)?.name === 'TimeoutError';
}

/** A server error answered by the provider (a 5xx, or an error page instead of its JSON). */
function isServerFailure(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  const status = (error as { cause?: { status?: unknown } })?.cause?.status;
  return typeof status === 'number' && status >= 500;
}

/** The message, with its cause's (openid-client puts oauth4webapi's exact one there). */
const messageOf = (error: unknown): string =>
  error instanceof Error
    ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
    : '';

/**
 * The §8 error type of a failed code flow. `phase` says which side failed: `authorize` the
 * authentication service (its metadata, its login page's answer), `token` the code exchange.
 */
export function loginErrorReason(
  error: unknown,
  phase: 'start' | 'authorize' | 'token',
): LoginErrorReason {
  if (error instanceof client.AuthorizationResponseError) {
    if (error.error === 'access_denied') return 'ACCESS_DENIED';
    if (error.error === 'server_error' || error.error === 'temporarily_unavailable')
      return 'AUTH_SERVICE_SERVER_ERROR';
    return 'UNEXPECTED';
  }
  const message = messageOf(error);
  if (/"state"|"nonce"/.test(message)) return 'STATE_MISMATCH';
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant')
    return 'OAUTH_TOKEN_EXPIRED';
  if ((error as { code?: unknown })?.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED')
    return 'OAUTH_TOKEN_EXPIRED';
  if (phase === 'token') {
    if (isConnectionFailure(error)) return 'OAUTH_CONNECTION_ERROR';
    if (isServerFailure(error)) return 'OAUTH_SERVER_ERROR';
    return 'UNEXPECTED';
  }
  if (isConnectionFailure(error)) return 'AUTH_SERVICE_CONNECTION_ERROR';
  if (isServerFailure(error)) return 'AUTH_SERVICE_SERVER_ERROR';
  return phase === 'start' ? 'OAUTH_INIT_ERROR' : 'UNEXPECTED';
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, oidc, peselKeys } = deps;
  const callbackUrl = (kind: IdentityProvider) =>
    `${deps.publicOrigin}${deps.prefix}/v1.0/auth/callback/${kind}`;

  /** A failed login: redirected to the web's failure page of its code (on our origin). */
  const loginFailed = (code: LoginFailureCode, message: string, reason?: LoginErrorReason) =>
    new LoginFailedError(code, message, deps.publicOrigin, reason);

  const upstreamFailure = (
    kind: IdentityProvider,
    error: unknown,
    phase: 'start' | 'authorize' | 'token',
  ): LoginFailedError => {
    const reason = loginErrorReason(error, phase);
    return kind === 'national' && isUpstreamFailure(error)
      ? loginFailed(ERROR_CODES.NATIONAL_NODE_ERROR, 'The national login node failed.', reason)
      : loginFailed(ERROR_CODES.UNAUTHORIZED, 'Authentication failed.', reason);
  };

  const checkStatus = (account: AccountRow) => {
    const error = accountStatusError(account.status);
    if (error) throw loginFailed(error.code as LoginFailureCode, error.message);
  };

  /** Finds or creates the account of a national-node identity, linking its profile by PESEL. */
  async function nationalAccount(claims: client.IDToken): Promise<AccountRow> {
    const pesel = text(claims.pesel, 11);
    const firstName = text(claims.given_name, 100);
    const surname = text(claims.family_name, 100);
    if (!pesel || !isValidPesel(pesel) || !firstName || !surname) {
      throw loginFailed(
        ERROR_CODES.NATIONAL_NODE_ERROR,
        'The national login node sent an incomplete identity.',
      );
    }
    const peselHash = hashPesel(pesel, peselKeys);
    return findOrCreate(() =>
      deps.tx(async (tx) => {
        let account = await repo.accountByPeselHash(peselHash, tx);
        if (!account) {
          const profile = await repo.profileByPeselHash(peselHash, tx);
          if (profile?.userId) {
            // An account that owns the profile but has no PESEL yet (e.g. created by ORCID).
            account = await repo.accountById(profile.userId, tx);
            if (account) {
              await repo.setPeselIfMissing(
                account.id,
                encryptPesel(pesel, peselKeys),
                peselHash,
                tx,
              );
            }
          }
          if (!account) {
            const id = await repo.createAccount(
              {
                firstName,
                surname,
                email: text(claims.email, 254),
                login: text(claims.sub, 128),
                peselEncrypted: encryptPesel(pesel, peselKeys),
                peselHash,
                orcid: null,
              },
              tx,
            );
            if (profile && !profile.userId) await repo.linkProfile(profile.id, id, tx);
            account = (await repo.accountById(id, tx))!;
          }
        }
        checkStatus(account);
        if (account.orcid && account.profileId) {
          await repo.refreshProfileOrcid(account.profileId, account.orcid, tx);
        }
        await repo.recordLogin(account.id, tx);
        return account;
      }),
    );
  }

  /** Finds or creates the account of an ORCID identity, linking its profile by ORCID iD. */
  async function orcidAccount(claims: client.IDToken): Promise<AccountRow> {
    const orcid = claims.sub;
    if (!ORCID.test(orcid)) {
      throw loginFailed(ERROR_CODES.UNAUTHORIZED, 'ORCID sent an unexpected identity.');
    }
    return findOrCreate(() =>
      deps.tx(async (tx) => {
        let account = await repo.accountByOrcid(orcid, tx);
        if (!account) {
          const profile = await repo.profileByOrcid(orcid, tx);
          if (profile?.userId) {
            account = await repo.accountById(profile.userId, tx);
            if (account) await repo.setAccountOrcid(account.id, orcid, tx);
          }
          if (!account) {
            const name = text(claims.name, 201) ?? '';
            const id = await repo.createAccount(
              {
                firstName: text(claims.given_name, 100) ?? name.split(' ')[0] ?? orcid,
                surname: text(claims.family_name, 100) ?? name.split(' ').slice(1).join(' '),
                email: null,
                login: null,
                peselEncrypted: null,
                peselHash: null,
                orcid,
              },
              tx,
            );
            if (profile && !profile.userId) await repo.linkProfile(profile.id, id, tx);
            account = (await repo.accountById(id, tx))!;
          }
        }
        checkStatus(account);
        if (account.profileId) await repo.refreshProfileOrcid(account.profileId, orcid, tx);
        await repo.recordLogin(account.id, tx);
        return account;
      }),
    );
  }

  async function openSession(
    userId: string,
    provider: IdentityProvider,
    familyId: string,
    userAgent: string | null,
    tx: Tx,
  ): Promise<Session> {
    const { token, hash } = newRefreshToken();
    const refreshExpiresAt = new Date(Date.now() + deps.refreshTokenTtlSeconds * 1000);
    await repo.insertRefreshToken(
      {
        userId,
        familyId,
        tokenHash: hash,
        provider,
        expiresAt: refreshExpiresAt,
        userAgent: userAgent?.slice(0, 256) ?? null,
      },
      tx,
    );
    return { userId, refreshToken: token, refreshExpiresAt };
  }

  return {
    /** The authorization request: PKCE (S256), state and nonce, kept in the login cookie. */
    async startLogin(
      kind: IdentityProvider,
      options: { returnTo: string; lang?: 'pl-PL' | 'en-EN' },
    ): Promise<{ url: string; transaction: LoginTransaction }> {
      let config: client.Configuration;
      try {
        config = await oidc.configuration(kind);
      } catch (error) {
        throw upstreamFailure(kind, error, 'start');
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const transaction: LoginTransaction = {
        provider: kind,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        returnTo: options.returnTo,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(kind),
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        ...(options.lang ? { ui_locales: options.lang === 'en-EN' ? 'en' : 'pl' } : {}),
      });
      return { url: url.href, transaction };
    },

    /**
     * The callback: code exchange with the PKCE verifier, state, nonce and issuer checks
     * (openid-client), then the account (created at first login) and a new session.
     */
    async completeLogin(
      kind: IdentityProvider,
      currentUrl: URL,
      transaction: LoginTransaction | null,
      userAgent: string | null,
    ): Promise<Session & { returnTo: string }> {
      if (!transaction || transaction.provider !== kind) {
        // The provider answered, but the login cookie (10 minutes) is gone: the login took
        // too long (§8 "expired token"), or it was begun in another browser.
        const answered = currentUrl.searchParams.has('state');
        throw loginFailed(
          ERROR_CODES.UNAUTHORIZED,
          'No login was started here.',
          answered && !currentUrl.searchParams.has('error') ? 'OAUTH_TOKEN_EXPIRED' : 'UNEXPECTED',
        );
      }
      let claims: client.IDToken | undefined;
      let config: client.Configuration;
      try {
        config = await oidc.configuration(kind);
      } catch (error) {
        throw upstreamFailure(kind, error, 'authorize');
      }
      // authorizationCodeGrant checks the provider's answer (iss, state, error=…) before the
      // code exchange; loginErrorReason tells those apart from the token endpoint's failures.
      try {
        const tokens = await client.authorizationCodeGrant(
          config,
          currentUrl,
          {
            pkceCodeVerifier: transaction.codeVerifier,
            expectedState: transaction.state,
            expectedNonce: transaction.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: callbackUrl(kind) },
        );
        claims = tokens.claims();
      } catch (error) {
        throw upstreamFailure(kind, error, 'token');
      }
      if (!claims) throw loginFailed(ERROR_CODES.UNAUTHORIZED, 'No ID token.', 'UNEXPECTED');
      const account =
        kind === 'national' ? await nationalAccount(claims) : await orcidAccount(claims);
      const session = await deps.tx((tx) =>
        openSession(account.id, kind, randomUUID(), userAgent, tx),
      );
      // An ORCID login's iD is the identity's (the account row may predate its link).
      const orcid = account.orcid ?? (kind === 'orcid' ? claims.sub : null);
      if (orcid && account.profileId && deps.onOrcidLogin) {
        const { profileId } = account;
        // In the background: a slow or failing queue never holds up or fails the login.
        void deps.onOrcidLogin({ userId: account.id, profileId, orcid }).catch(() => undefined);
      }
      return { ...session, returnTo: transaction.returnTo };
    },

    /**
     * Rotates the refresh token: the presented one is spent and a new one of the same family
     * returned with a new access token. A spent or revoked token presented again revokes the
     * whole family (it was stolen or replayed), with one exception: a token spent less than
     * REFRESH_REUSE_GRACE_MS ago, presented by the same user agent, is a concurrent refresh of
     * the same client (two tabs, a retried request), and gets a token of the family too.
     */
    async refresh(
      refreshToken: string | undefined,
      userAgent: string | null,
    ): Promise<Session & { accessToken: string; expiresIn: number }> {
      if (!refreshToken) throw new UnauthorizedError('No session.');
      // §8 "Refresh errors" tells a session that ended from a token that is stale or unknown.
      const refused = (message: string, kind: SessionError) =>
        new UnauthorizedError(message, ERROR_CODES.UNAUTHORIZED, { [SESSION_ERROR_HEADER]: kind });
      const outcome = await deps.tx(async (tx) => {
        const stored = await repo.lockRefreshToken(hashRefreshToken(refreshToken), tx);
        if (!stored)
          return { error: refused('The session is not valid.', 'invalid_refresh_token') };
        const concurrent =
          stored.rotatedAt !== null &&
          stored.revokedAt === null &&
          Date.now() - stored.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS &&
          stored.userAgent === userAgent;
        if (stored.revokedAt) {
          await repo.revokeFamily(stored.familyId, tx);
          return { error: refused('The session is not active.', 'session_not_active') };
        }
        if (stored.rotatedAt && !concurrent) {
          await repo.revokeFamily(stored.familyId, tx);
          return { error: refused('The session is not valid.', 'invalid_refresh_token') };
        }
        if (stored.expiresAt.getTime() <= Date.now()) {
          return { error: refused('The session has expired.', 'session_not_active') };
        }
        const account = await repo.accountById(stored.userId, tx);
        if (!account || account.status !== 'ACTIVE') {
          await repo.revokeFamily(stored.familyId, tx);
          return {
            error: !account ? userNotFoundError() : accountStatusError(account.status)!,
          };
        }
        if (!concurrent) await repo.markRotated(stored.id, tx);
        const session = await openSession(
          stored.userId,
          stored.provider as IdentityProvider,
          stored.familyId,
          userAgent,
          tx,
        );
        return { session, familyId: stored.familyId };
      });
      if ('error' in outcome) throw outcome.error;
      const user = await repo.currentUser(outcome.session.userId);
      const accessToken = deps.signAccessToken({
        sub: outcome.session.userId,
        sid: outcome.familyId,
        roles: (user?.roles.map((r) => r.role) ?? []) as Role[],
      });
      return { ...outcome.session, accessToken, expiresIn: deps.accessTokenTtlSeconds };
    },

    /**
     * Ends the session here (its refresh-token family is revoked, so its access tokens fail
     * at once too) and returns the upstream end-session URL that ends the provider's session
     * and lands on /profiles.
     */
    async logout(refreshToken: string | undefined): Promise<{ logoutUrl: string }> {
      const home = `${deps.publicOrigin}/profiles`;
      if (!refreshToken) return { logoutUrl: home };
      const stored = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (!stored) return { logoutUrl: home };
      await repo.revokeFamily(stored.familyId);
      const kind = stored.provider as IdentityProvider;
      try {
        const config = await oidc.configuration(kind);
        if (!config.serverMetadata().end_session_endpoint) return { logoutUrl: home };
        const url = client.buildEndSessionUrl(config, {
          client_id: config.clientMetadata().client_id,
          post_logout_redirect_uri: home,
        });
        return { logoutUrl: url.href };
      } catch {
        // The provider is unreachable: our session is over anyway.
        return { logoutUrl: home };
      }
    },

    /** `v1.0/auth/user`: the session's user, the PESEL included (to its owner only). */
    async currentUser(userId: string): Promise<CurrentUser> {
      const user = await repo.currentUser(userId);
      if (!user) {
        throw userNotFoundError();
      }
      return {
        userId: user.id,
        profileId: user.profile?.id ?? null,
        pesel: user.peselEncrypted ? decryptPesel(user.peselEncrypted, peselKeys) : null,
        orcid: user.orcid,
        firstname: user.firstName,
        lastname: user.surname,
        email: user.email,
        accountStatus: user.status,
        roles: user.roles.map((r) => r.role),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
