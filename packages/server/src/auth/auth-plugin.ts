import { ERROR_CODES, ROLE_NAMES, type AccountStatus, isUuid } from '@ln/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { UnauthorizedError } from '../errors.js';
import { createAccountStateReader, type AccountState } from './account-state.js';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
  ACCESS_TOKEN_ISSUER,
  type Actor,
  type Role,
  type SqlClient,
} from './types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller: set when the request carries a valid bearer token of an open session of an
     * ACTIVE account that accepted the current terms; null otherwise. Public routes may read
     * it; protected routes name a guard of guards.ts and hand `actorOf(request)` on.
     */
    auth: Actor | null;
    /** Why `auth` is null although a bearer token came (the protected-route answer). */
    [AUTH_PROBLEM]: AuthProblem | null;
    /** The caller whose only problem is the terms (for routes with allowPendingTerms). */
    [PENDING_TERMS_USER]: Actor | null;
  }
}

const AUTH_PROBLEM = Symbol('ln.authProblem');
const PENDING_TERMS_USER = Symbol('ln.pendingTermsUser');

type AuthProblem =
  | 'NO_TOKEN'
  | 'INVALID_TOKEN'
  | 'USER_NOT_FOUND'
  | 'SESSION_ENDED'
  | 'CONSENT_REQUIRED'
  | 'CONSENT_CHANGE_REQUIRED'
  // A blocked or closed account: accountStatusError's answer.
  | UnauthorizedError;

export interface AuthPluginOptions {
  /**
   * Keys that verify the access tokens: users-api passes its own key set
   * (`createLocalJWKSet`), profiles-api the published JWKS (`createRemoteJWKSet`, cached).
   */
  keys: JWTVerifyGetKey;
  /** The accounts are read from here on every authenticated request. */
  db: SqlClient;
  /** Defaults: ACCESS_TOKEN_ISSUER / ACCESS_TOKEN_AUDIENCE. */
  issuer?: string;
  audience?: string;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/i;

function termsProblem(state: AccountState): AuthProblem | null {
  if (state.currentTermsVersion === null) return null;
  if (state.termsVersion === null) return 'CONSENT_REQUIRED';
  if (state.termsVersion < state.currentTermsVersion) return 'CONSENT_CHANGE_REQUIRED';
  return null;
}

/**
 * Verifies the bearer JWT (signature by the JWKS, issuer, audience, expiry; clock skew 10 s,
 * accounts-and-platform §9) and then reads the account from the database: a token is never
 * trusted alone, so a blocked, closed or deleted account fails on its next request.
 * A request without a bearer token is anonymous (`request.auth === null`).
 */
export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const readState = createAccountStateReader(options.db);
    const issuer = options.issuer ?? ACCESS_TOKEN_ISSUER;
    const audience = options.audience ?? ACCESS_TOKEN_AUDIENCE;

    app.decorateRequest('auth', null);
    app.decorateRequest(AUTH_PROBLEM, null);
    app.decorateRequest(PENDING_TERMS_USER, null);

    app.addHook('onRequest', async (request) => {
      request.auth = null;
      request[PENDING_TERMS_USER] = null;
      const header = request.headers.authorization;
      if (!header) {
        request[AUTH_PROBLEM] = 'NO_TOKEN';
        return;
      }
      const token = BEARER.exec(header)?.[1];
      if (!token) {
        request[AUTH_PROBLEM] = 'INVALID_TOKEN';
        return;
      }
      let sub: string;
      let sid: string;
      try {
        const { payload } = await jwtVerify(token, options.keys, {
          issuer,
          audience,
          clockTolerance: ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
          algorithms: ['ES256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          throw new joseErrors.JWTClaimValidationFailed('sub and sid are required', payload);
        }
        sub = payload.sub;
        sid = payload.sid;
      } catch (error) {
        // Anything else (the key set unreachable, say) must not turn a public read into a 500:
        // the token simply cannot be verified now, so the request is treated as unauthenticated.
        if (!(error instanceof joseErrors.JOSEError)) {
          request.log.warn({ err: error }, 'access token not verifiable: key set unavailable');
        }
        request[AUTH_PROBLEM] = 'INVALID_TOKEN';
        return;
      }
      if (!isUuid(sub) || !isUuid(sid)) {
        request[AUTH_PROBLEM] = 'INVALID_TOKEN';
        return;
      }
      const state = await readState(sub, sid);
      if (!state) {
        request[AUTH_PROBLEM] = 'USER_NOT_FOUND';
        return;
      }
      const user: Actor = {
        userId: sub,
        profileId: state.profileId,
        roles: state.roles.filter((r): r is Role => (ROLE_NAMES as readonly string[]).includes(r)),
        reqId: String(request.id),
      };
      const problem: AuthProblem | null = !state.sessionOpen
        ? 'SESSION_ENDED'
        : (accountStatusError(state.status) ?? termsProblem(state));
      request[AUTH_PROBLEM] = problem;
      if (problem === null) request.auth = user;
      else if (problem === 'CONSENT_REQUIRED' || problem === 'CONSENT_CHANGE_REQUIRED')
        request[PENDING_TERMS_USER] = user;
    });
  },
  { name: 'ln-auth' },
);

/**
 * The one mapping of an account status to its error (accounts-and-platform §8): null for an
 * ACTIVE account, ACCOUNT_LOCKED for a blocked one, CLOSED_USER_ERROR for a closed one. Used by
 * the guards below, the session refresh and the login (which redirects with the same code).
 */
export function accountStatusError(status: AccountStatus): UnauthorizedError | null {
  switch (status) {
    case 'BLOCKED':
      return new UnauthorizedError('The account is locked.', ERROR_CODES.ACCOUNT_LOCKED);
    case 'CLOSED':
      return new UnauthorizedError('The account is closed.', ERROR_CODES.CLOSED_USER_ERROR);
    default:
      return null;
  }
}

/** A token whose account no longer exists (the header tells the web to forget the session). */
export function userNotFoundError(): UnauthorizedError {
  return new UnauthorizedError('User account not found.', ERROR_CODES.UNAUTHORIZED, {
    user_not_found: 'true',
  });
}

function failure(problem: AuthProblem | null): UnauthorizedError {
  if (problem instanceof UnauthorizedError) return problem;
  switch (problem) {
    case 'USER_NOT_FOUND':
      return userNotFoundError();
    case 'CONSENT_REQUIRED':
      return new UnauthorizedError(
        'The terms of use must be accepted.',
        ERROR_CODES.CONSENT_REQUIRED_ERROR,
      );
    case 'CONSENT_CHANGE_REQUIRED':
      return new UnauthorizedError(
        'The terms of use have changed and must be accepted again.',
        ERROR_CODES.CONSENT_CHANGE_REQUIRED_ERROR,
      );
    default:
      return new UnauthorizedError();
  }
}

/**
 * The caller of a request, or the 401 of why there is none (`allowPendingTerms`: an account
 * whose only problem is the terms passes, and becomes `request.auth`). Used by the guards.
 */
export function authenticated(request: FastifyRequest, allowPendingTerms: boolean): Actor {
  if (request.auth) return request.auth;
  if (allowPendingTerms && request[PENDING_TERMS_USER]) {
    request.auth = request[PENDING_TERMS_USER];
    return request.auth;
  }
  throw failure(request[AUTH_PROBLEM]);
}
