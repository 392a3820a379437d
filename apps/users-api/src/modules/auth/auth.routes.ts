import {
  AccessTokenResponseSchema,
  CallbackQuerySchema,
  CurrentUserSchema,
  COOKIE_NAMES,
  JwksSchema,
  LoginParamsSchema,
  LoginQuerySchema,
  LogoutResponseSchema,
} from '@ln/contracts';
import {
  actorOf,
  errorResponses,
  requireSameOrigin,
  requireUser,
  UnauthorizedError,
} from '@ln/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService, LoginTransaction } from './auth.service.js';
import type { SessionKeys } from './session-keys.js';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface AuthRateLimits {
  login: RateLimit;
  callback: RateLimit;
  refresh: RateLimit;
}

export interface AuthRoutesOptions {
  service: AuthService;
  keys: SessionKeys;
  publicOrigin: string;
  refreshTokenTtlSeconds: number;
  rateLimits: AuthRateLimits;
}

const LOGIN_COOKIE = COOKIE_NAMES.login;
const SESSION_COOKIE = COOKIE_NAMES.session;
/** The session routes act on the refresh-token cookie (the sessionCookie scheme of app.ts). */
const SESSION_COOKIE_SECURITY = [{ sessionCookie: [] }];
const SESSION_HINT_COOKIE = COOKIE_NAMES.sessionHint;

const TransactionSchema = z.object({
  provider: z.enum(['national', 'orcid']),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

/**
 * Login through the national login node or ORCID (users-api as the OpenID relying party),
 * the session (a rotating refresh token in a cookie, short access tokens), logout, the JWKS
 * that verifies access tokens, and the session's user (docs/identity.md).
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  const base = app.prefix;
  const callbackPath = `${base}/v1.0/auth/callback`;
  const sessionPath = `${base}/v1.0/auth/session`;
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply
      .setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        path: sessionPath,
        maxAge: options.refreshTokenTtlSeconds,
      })
      .setCookie(SESSION_HINT_COOKIE, '1', {
        httpOnly: false,
        secure: true,
        sameSite: 'strict',
        path: '/',
        maxAge: options.refreshTokenTtlSeconds,
      });
  const clearSessionCookie = (reply: FastifyReply) =>
    reply
      .clearCookie(SESSION_COOKIE, {
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        path: sessionPath,
      })
      .clearCookie(SESSION_HINT_COOKIE, { secure: true, sameSite: 'strict', path: '/' });

  r.get(
    '/.well-known/jwks.json',
    {
      schema: {
        operationId: 'getJwks',
        tags: ['auth'],
        summary: 'Public keys (JWKS) that verify the access tokens users-api issues',
        response: { 200: JwksSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { keys: [options.keys.publicJwk] };
    },
  );

  r.get(
    '/v1.0/auth/login/:provider',
    {
      config: { rateLimit: options.rateLimits.login },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Start a login at the national login node or ORCID (redirects there)',
        description:
          'Authorization code flow with PKCE, state and nonce. After the login the browser returns to `returnTo` (a path on this site, default /).',
        params: LoginParamsSchema,
        querystring: LoginQuerySchema,
        response: {
          302: z.null().describe('Redirect to the identity provider'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    // A LoginFailedError leaves through the error handler: a redirect to its failure page.
    async (request, reply) => {
      const { url, transaction } = await service.startLogin(request.params.provider, {
        returnTo: request.query.returnTo ?? '/',
        lang: request.query.lang,
      });
      void reply.setCookie(LOGIN_COOKIE, JSON.stringify(transaction), {
        signed: true,
        httpOnly: true,
        secure: true,
        // The callback is a top-level navigation from the provider's site.
        sameSite: 'lax',
        path: callbackPath,
        maxAge: 600,
      });
      void reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
    },
  );

  r.get(
    '/v1.0/auth/callback/:provider',
    {
      config: { rateLimit: options.rateLimits.callback },
      schema: {
        operationId: 'loginCallback',
        tags: ['auth'],
        summary: 'Authorization response of the identity provider (the login callback)',
        description:
          'Creates the account at first login (role BASIC, linked to the profile with the same PESEL or ORCID iD), sets the session cookie and redirects to the path the login started with. Failures redirect to the failure page of their code (LOGIN_FAILURE_PAGES: /closed-user-error, /locked-account, /unauthorized-national-error, /unauthorized), or answer a JSON 401 with that code for Accept: application/json.',
        params: LoginParamsSchema,
        querystring: CallbackQuerySchema,
        response: {
          302: z.null().describe('Redirect to the requested page'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const raw = request.cookies[LOGIN_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      let transaction: LoginTransaction | null = null;
      if (unsigned?.valid && unsigned.value) {
        try {
          transaction = TransactionSchema.parse(JSON.parse(unsigned.value));
        } catch {
          transaction = null;
        }
      }
      void reply.clearCookie(LOGIN_COOKIE, {
        path: callbackPath,
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
      });
      void reply.header('cache-control', 'no-store');
      // A LoginFailedError leaves through the error handler: a redirect to its failure page.
      const session = await service.completeLogin(
        request.params.provider,
        new URL(request.url, options.publicOrigin),
        transaction,
        userAgent(request),
      );
      setSessionCookie(reply, session.refreshToken);
      return reply.redirect(`${options.publicOrigin}${session.returnTo}`, 302);
    },
  );

  // The session routes act on a cookie: a browser must be on our own origin to call them.
  const sameOriginOnly = requireSameOrigin(options.publicOrigin);

  r.post(
    '/v1.0/auth/session/refresh',
    {
      preHandler: sameOriginOnly,
      config: { rateLimit: options.rateLimits.refresh },
      schema: {
        operationId: 'refreshSession',
        security: SESSION_COOKIE_SECURITY,
        tags: ['auth'],
        summary: 'A new access token for the session cookie (the cookie rotates)',
        description:
          'Presenting a refresh token that was already rotated revokes the whole session. 401 UNAUTHORIZED, ACCOUNT_LOCKED or CLOSED_USER_ERROR when the session cannot continue; 403 FORBIDDEN from another origin.',
        response: { 200: AccessTokenResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      try {
        const result = await service.refresh(request.cookies[SESSION_COOKIE], userAgent(request));
        setSessionCookie(reply, result.refreshToken);
        void reply.header('cache-control', 'no-store');
        return {
          accessToken: result.accessToken,
          tokenType: 'Bearer' as const,
          expiresIn: result.expiresIn,
        };
      } catch (error) {
        if (error instanceof UnauthorizedError) clearSessionCookie(reply);
        throw error;
      }
    },
  );

  r.post(
    '/v1.0/auth/session/logout',
    {
      preHandler: sameOriginOnly,
      schema: {
        operationId: 'logout',
        security: SESSION_COOKIE_SECURITY,
        tags: ['auth'],
        summary: 'End the session; answers the URL that ends the identity provider’s session',
        description:
          'The browser goes to `logoutUrl` next: the provider ends its session and returns to /profiles. 403 FORBIDDEN from another origin.',
        response: { 200: LogoutResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const result = await service.logout(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      void reply.header('cache-control', 'no-store');
      return result;
    },
  );

  r.get(
    '/v1.0/auth/user',
    {
      onRequest: requireUser(),
      config: { ownPesel: ['pesel'] },
      schema: {
        operationId: 'getAuthUser',
        tags: ['auth'],
        summary: 'The logged-in user (the only answer that carries a PESEL: the owner’s own)',
        response: { 200: CurrentUserSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.currentUser(actorOf(request).userId);
    },
  );
}
