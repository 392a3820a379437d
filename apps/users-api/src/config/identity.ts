import type { SessionSecrets } from '@ln/db';
import type { IdentityOptions } from '../modules/auth/auth.module.js';
import { sessionKeysFromPem } from '../modules/auth/session-keys.js';
import type { UsersApiEnv } from './env.js';

export type { IdentityOptions } from '../modules/auth/auth.module.js';
export { loadUsersApiEnv, type UsersApiEnv } from './env.js';

/** Rate limits per client address (docs/identity.md); tests lower or raise them. */
export const DEFAULT_AUTH_RATE_LIMITS: IdentityOptions['rateLimits'] = {
  login: { max: 20, timeWindow: 60_000 },
  callback: { max: 20, timeWindow: 60_000 },
  refresh: { max: 60, timeWindow: 60_000 },
};

/**
 * users-api's identity settings from its environment. Outside production the issuers default
 * to the dev identity provider on PUBLIC_ORIGIN (/idp/national, /idp/orcid) with its dev
 * client secrets, which docker compose and `pnpm start` also give the provider.
 */
export function identityFromEnv(env: UsersApiEnv, secrets: SessionSecrets): IdentityOptions {
  return {
    publicOrigin: env.PUBLIC_ORIGIN,
    providers: {
      national: {
        issuer: env.OIDC_NATIONAL_ISSUER ?? `${env.PUBLIC_ORIGIN}/idp/national`,
        clientId: env.OIDC_NATIONAL_CLIENT_ID,
        clientSecret: env.OIDC_NATIONAL_CLIENT_SECRET ?? DEV_CLIENT_SECRETS.national,
        internalBaseUrl: env.OIDC_INTERNAL_BASE_URL,
      },
      orcid: {
        issuer: env.OIDC_ORCID_ISSUER ?? `${env.PUBLIC_ORIGIN}/idp/orcid`,
        clientId: env.OIDC_ORCID_CLIENT_ID,
        clientSecret: env.OIDC_ORCID_CLIENT_SECRET ?? DEV_CLIENT_SECRETS.orcid,
        internalBaseUrl: env.OIDC_INTERNAL_BASE_URL,
      },
    },
    keys: sessionKeysFromPem(secrets.signingKeyPem),
    cookieSecret: secrets.cookieSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    rateLimits: {
      login: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      callback: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      refresh: { max: env.AUTH_RATE_LIMIT_PER_MINUTE * 3, timeWindow: 60_000 },
    },
  };
}

/** The dev identity provider's client secrets (never valid anywhere else). */
export const DEV_CLIENT_SECRETS = {
  national: 'dev-secret-national',
  orcid: 'dev-secret-orcid',
} as const;
