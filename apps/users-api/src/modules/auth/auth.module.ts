import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { PeselKeys } from '@ln/pesel';
import type { Db, TxRunner } from '@ln/db';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, authPlugin } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRepository } from './auth.repository.js';
import { authRoutes, type AuthRateLimits } from './auth.routes.js';
import { createAuthService, type AuthServiceDeps } from './auth.service.js';
import { createOidcClients, type OidcProviderConfig } from './oidc-clients.js';
import { peselMaskingPlugin } from './pesel-masking.js';
import type { SessionKeys } from './session-keys.js';

/** users-api's identity settings (config/identity.ts builds them from the environment). */
export interface IdentityOptions {
  /** The origin users and the web see (redirect URIs, post-logout and failure pages). */
  publicOrigin: string;
  providers: { national?: OidcProviderConfig; orcid?: OidcProviderConfig };
  keys: SessionKeys;
  /** Signs the login cookie. */
  cookieSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rateLimits: AuthRateLimits;
}

/**
 * The identity part of users-api, registered by its composition root (which hands it the
 * repository and the transaction runner): cookies, the access
 * token signer (@fastify/jwt, ES256 with a kid), the auth plugin every route reads
 * `request.auth` from, and the login/session routes.
 */
export const authModule = fp(
  async (
    app: FastifyInstance,
    options: {
      identity: IdentityOptions;
      db: Db;
      peselKeys: PeselKeys;
      /** From the composition root (app.ts), as every service's repositories. */
      repo: AuthRepository;
      tx: TxRunner;
      onOrcidLogin?: AuthServiceDeps['onOrcidLogin'];
    },
  ) => {
    const { identity, db } = options;
    await app.register(cookie, { secret: identity.cookieSecret });
    await app.register(jwt, {
      secret: { private: identity.keys.privateKeyPem, public: identity.keys.publicKeyPem },
      sign: {
        algorithm: 'ES256',
        kid: identity.keys.kid,
        iss: ACCESS_TOKEN_ISSUER,
        aud: ACCESS_TOKEN_AUDIENCE,
        // A number is seconds to @fastify/jwt (it converts to fast-jwt's milliseconds itself).
        expiresIn: identity.accessTokenTtlSeconds,
      },
    });
    await app.register(authPlugin, { keys: identity.keys.keySet, db });
    await app.register(peselMaskingPlugin);
    const service = createAuthService({
      repo: options.repo,
      tx: options.tx,
      oidc: createOidcClients(identity.providers),
      peselKeys: options.peselKeys,
      signAccessToken: (claims) => app.jwt.sign(claims),
      accessTokenTtlSeconds: identity.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: identity.refreshTokenTtlSeconds,
      publicOrigin: identity.publicOrigin,
      prefix: app.prefix,
      onOrcidLogin: options.onOrcidLogin,
    });
    await app.register(authRoutes, {
      service,
      keys: identity.keys,
      publicOrigin: identity.publicOrigin,
      refreshTokenTtlSeconds: identity.refreshTokenTtlSeconds,
      rateLimits: identity.rateLimits,
    });
  },
  // Not encapsulated: request.auth, cookies and app.jwt serve every users-api route.
  { name: 'ln-users-api-auth' },
);
