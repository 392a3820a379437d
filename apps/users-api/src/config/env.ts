import {
  appEnvironmentVariable,
  databaseReadPoolVariable,
  databaseUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  PUBLIC_API_ENV_SHAPE,
  trustProxyVariable,
} from '@ln/server';
import { z } from 'zod';

/** An origin: scheme, host and port only. */
const origin = z
  .url('must be a URL')
  .refine(
    (value) => new URL(value).origin === value.replace(/\/$/, ''),
    'must be an origin (no path)',
  )
  .transform((value) => value.replace(/\/$/, ''));

const hexKey = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte key)')
  .optional();

/** The environment of users-api, parsed once at boot (README lists every variable). */
export const UsersApiEnvSchema = z
  .object({
    DATABASE_URL: databaseUrlVariable,
    /** Connections of the raw reads (default: one per core, at least two). */
    DATABASE_READ_POOL_MAX: databaseReadPoolVariable,
    PORT: portVariable(3001),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: logLevelVariable,
    APP_ENVIRONMENT: appEnvironmentVariable,
    /** AES-256-GCM key for PESEL at rest; generated for development when absent. */
    PESEL_ENCRYPTION_KEY: hexKey,
    /** HMAC key for PESEL look-ups; must differ from the encryption key. */
    PESEL_HASH_KEY: hexKey,
    /** Where the helpdesk button leads (accounts-and-platform §7 `helpdesk`). */
    HELPDESK_URL: z.url('must be a URL').default('https://pomoc.nauka.gov.pl/'),
    /** The CMS of the header and footer pages (`public/securityConfig` cmsUrl). */
    CMS_URL: z.url('must be a URL').default('https://ludzie.nauka.gov.pl/cms'),
    /** Institution short names → registry ids, a JSON object (`public/securityConfig`). */
    INSTITUTION_UUIDS: z
      .string()
      .default('{}')
      .transform((value, ctx) => {
        try {
          return z.record(z.string(), z.string()).parse(JSON.parse(value));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
          return z.NEVER;
        }
      }),
    // Identity (docs/identity.md).
    /** The origin users see (redirect URIs, the pages login failures and logout lead to). */
    PUBLIC_ORIGIN: origin.default('http://localhost:8080'),
    /** Issuer of the national login node (default: the dev identity provider on PUBLIC_ORIGIN). */
    OIDC_NATIONAL_ISSUER: z.url('must be a URL').optional(),
    OIDC_NATIONAL_CLIENT_ID: z.string().min(1).default('ln-web'),
    OIDC_NATIONAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** Issuer of ORCID (default: the dev identity provider on PUBLIC_ORIGIN). */
    OIDC_ORCID_ISSUER: z.url('must be a URL').optional(),
    OIDC_ORCID_CLIENT_ID: z.string().min(1).default('ln-web'),
    OIDC_ORCID_CLIENT_SECRET: z.string().min(1).optional(),
    /** Where users-api reaches the issuers' origin server to server, when browsers use another. */
    OIDC_INTERNAL_BASE_URL: origin.optional(),
    /** ES256 (P-256) private key, PKCS#8 PEM, that signs access tokens; required in production. */
    SESSION_SIGNING_KEY: z.string().optional(),
    /** Signs the login cookie (at least 32 characters); required in production. */
    SESSION_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .max(30 * 86_400)
      .default(43_200),
    /** Logins (and callbacks) per minute per client address; refresh allows three times as many. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Proxies in front of users-api (a hop count or addresses; never "true"). */
    TRUST_PROXY: trustProxyVariable,
    /** Rate limits of public reads: RATE_LIMIT_* (packages/server public-api.ts). */
    ...PUBLIC_API_ENV_SHAPE,
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENVIRONMENT === 'production') {
      for (const key of [
        'PESEL_ENCRYPTION_KEY',
        'PESEL_HASH_KEY',
        'SESSION_SIGNING_KEY',
        'SESSION_COOKIE_SECRET',
        'OIDC_NATIONAL_ISSUER',
        'OIDC_NATIONAL_CLIENT_SECRET',
        'OIDC_ORCID_ISSUER',
        'OIDC_ORCID_CLIENT_SECRET',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
      for (const key of ['PUBLIC_ORIGIN', 'OIDC_NATIONAL_ISSUER', 'OIDC_ORCID_ISSUER'] as const) {
        if (env[key]?.startsWith('http:'))
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be https in production' });
      }
    }
  });

export type UsersApiEnv = z.infer<typeof UsersApiEnvSchema>;

export function loadUsersApiEnv(env: NodeJS.ProcessEnv = process.env): UsersApiEnv {
  return parseEnv(UsersApiEnvSchema, env);
}
