import { join } from 'node:path';
import { REPO_ROOT } from '@ln/db';
import {
  appEnvironmentVariable,
  booleanFlag,
  databaseReadPoolVariable,
  databaseUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  PUBLIC_API_ENV_SHAPE,
  publicApiConfigFromEnv,
  publicOriginVariable,
  trustProxyVariable,
  type PublicApiConfig,
} from '@ln/server';
import {
  checkSearchEnv,
  SEARCH_ENV_SHAPE,
  searchConfigFromEnv,
  type SearchConfig,
} from '@ln/search';
import { DEFAULT_RENDER_QUEUE, DEFAULT_RENDER_THREADS } from '@ln/cv';
import { isCronExpression } from '@ln/jobs';
import { z } from 'zod';

/** A cron expression (five fields), or empty for none. */
const cronVariable = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => v.trim())
    .refine((v) => v === '' || isCronExpression(v), 'must be a cron expression or empty')
    .transform((v) => (v === '' ? null : v));

/** The environment of profiles-api, parsed once at boot (README lists every variable). */
export const ProfilesApiEnvSchema = z.object({
  /** PostgreSQL connection string. */
  DATABASE_URL: databaseUrlVariable,
  /** Connections of the raw reads (default: one per core, at least two). */
  DATABASE_READ_POOL_MAX: databaseReadPoolVariable,
  /** Port of the standalone server (server.ts). */
  PORT: portVariable(3002),
  /** Interface the standalone server binds. */
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: logLevelVariable,
  /** Shown by public/config: development, test, docker, production, … */
  APP_ENVIRONMENT: appEnvironmentVariable,
  /** Feature flag CV-GENERATOR (accounts-and-platform §6). */
  FEATURE_CV_GENERATOR: booleanFlag(false),
  /** Feature flag JSDE_MODULE (accounts-and-platform §6). */
  FEATURE_JSDE_MODULE: booleanFlag(false),
  /** SEARCH_ENGINE (postgres | meilisearch), MEILI_URL, MEILI_MASTER_KEY, MEILI_INDEX. */
  ...SEARCH_ENV_SHAPE,
  /** SMTP server of the mail outbox (smtp://host:port); unset: e-mails wait in the outbox. */
  SMTP_URL: z.url('must be a URL').optional(),
  /** Sender of the portal's e-mails. */
  MAIL_FROM: z.string().default('Ludzie Nauki <powiadomienia@ludzie-nauki.local>'),
  /** users-api's base URL: access tokens are verified with its JWKS (fetched and cached). */
  USERS_API_URL: z
    .url('must be a URL')
    .default('http://localhost:3001')
    .transform((value) => value.replace(/\/$/, '')),
  /**
   * users-api's PESEL look-up key (64 hex characters): the function import matches a PESEL by
   * this keyed hash only. Unset outside production: the development key of `pnpm start`.
   */
  PESEL_HASH_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte key)')
    .optional(),
  /** Proxies in front of profiles-api (a hop count or addresses; never "true"). */
  TRUST_PROXY: trustProxyVariable,
  /** Rate limits of public reads: RATE_LIMIT_* (packages/server public-api.ts). */
  ...PUBLIC_API_ENV_SHAPE,
  /**
   * Worker threads that render CV documents (decision 034); default: the cores less one, at
   * least 1, at most 4.
   */
  CV_RENDER_THREADS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(16, 'must be at most 16')
    .default(DEFAULT_RENDER_THREADS),
  /** Documents that may wait for a render thread; one more is answered 503 (decision 034). */
  CV_RENDER_QUEUE: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1000, 'must be at most 1000')
    .default(DEFAULT_RENDER_QUEUE),
  /** The registry sync's nightly full run (cron, REGISTRY_SYNC_TIME_ZONE); empty: none. */
  REGISTRY_SYNC_FULL_CRON: cronVariable('30 2 * * *'),
  /** The registry sync's incremental run (cron); empty: none. */
  REGISTRY_SYNC_INCREMENTAL_CRON: cronVariable('15 * * * *'),
  REGISTRY_SYNC_TIME_ZONE: z.string().min(1).default('Europe/Warsaw'),
  /**
   * A run that would withdraw more than this share of a source's records (0..1) stops before
   * writing and waits for the operator's confirmation (decision 039).
   */
  REGISTRY_SYNC_REMOVAL_GUARD_SHARE: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(1, 'must be at most 1')
    .default(0.02),
  /** Whether this process works the sync's queues (false: it only queues runs and answers). */
  REGISTRY_SYNC_WORKER: booleanFlag(true),
  /**
   * Where the open-data dump is written and served from (issue 44, docs/open-data.md): a
   * folder every replica shares (a volume in docker compose). Default .tmp/open-data.
   */
  OPEN_DATA_DIR: z.string().default(join(REPO_ROOT, '.tmp', 'open-data')),
  /** When the dump is written (cron, Europe/Warsaw); empty: only on an ADMIN's demand. */
  OPEN_DATA_DUMP_CRON: z
    .string()
    .default('15 3 * * *')
    .refine((value) => value === '' || isCronExpression(value), 'must be a cron expression'),
  /** CV downloads (`cv/{cvId}/all`) per user and minute; one more is answered 429. */
  CV_DOWNLOADS_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  /**
   * Ed25519 private key (PKCS#8 PEM; `\n` may stand for new lines) that signs the facts of
   * CV verification codes. Required in production; elsewhere the development key of
   * `.data/dev-secrets.json` (pnpm start, server.ts) or a key of the process (tests).
   */
  CV_SIGNING_KEY: z.string().min(1).optional(),
  /** The origin visitors use: the verify page's address printed on CV documents. */
  PUBLIC_ORIGIN: publicOriginVariable,
  /** Reads of the public CV verify call per client address and minute. */
  CV_VERIFY_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
});

export type ProfilesApiEnv = z.infer<typeof ProfilesApiEnvSchema>;

export interface ProfilesApiConfig {
  environment: string;
  features: { cvGenerator: boolean; jsdeModule: boolean };
  logLevel: ProfilesApiEnv['LOG_LEVEL'];
  search: SearchConfig;
  /** Where the keys that verify access tokens are published (users-api's JWKS). */
  usersApiJwksUrl: string;
  /** CORS and rate limits of public reads; default: DEFAULT_PUBLIC_API_CONFIG. */
  publicApi?: PublicApiConfig;
  /** The mail outbox's SMTP server (null: no worker runs) and sender. */
  mail: { smtpUrl: string | null; from: string };
  /** The CV documents' render pool and the per-user download limit (decision 034). */
  cv: {
    renderThreads: number;
    renderQueue: number;
    downloadsPerMinute: number;
    /** CV_SIGNING_KEY; null: server.ts and `pnpm start` resolve the development key. */
    signingKeyPem: string | null;
    /** The origin the verify page's address starts with (no trailing slash). */
    publicOrigin: string;
    verifyPerMinute: number;
  };
  /** The open-data dump's folder and schedule (null: on demand only). */
  openData?: { dir: string; cron: string | null };
  /** The registry sync's schedules, removal guard and whether this process works its queues. */
  registrySync?: {
    fullCron: string | null;
    incrementalCron: string | null;
    timeZone: string;
    removalGuardShare: number;
    worker: boolean;
  };
}

export function loadProfilesApiEnv(env: NodeJS.ProcessEnv = process.env): ProfilesApiEnv {
  return parseEnv(
    ProfilesApiEnvSchema.superRefine(checkSearchEnv).superRefine((value, ctx) => {
      if (value.APP_ENVIRONMENT === 'production' && !value.CV_SIGNING_KEY)
        ctx.addIssue({
          code: 'custom',
          path: ['CV_SIGNING_KEY'],
          message: 'is required in production',
        });
    }),
    env,
  );
}

export function configFromEnv(env: ProfilesApiEnv): ProfilesApiConfig {
  return {
    environment: env.APP_ENVIRONMENT,
    features: { cvGenerator: env.FEATURE_CV_GENERATOR, jsdeModule: env.FEATURE_JSDE_MODULE },
    logLevel: env.LOG_LEVEL,
    search: searchConfigFromEnv(env),
    usersApiJwksUrl: `${env.USERS_API_URL}/api/users-api/.well-known/jwks.json`,
    publicApi: publicApiConfigFromEnv(env),
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    cv: {
      renderThreads: env.CV_RENDER_THREADS,
      renderQueue: env.CV_RENDER_QUEUE,
      downloadsPerMinute: env.CV_DOWNLOADS_PER_MINUTE,
      signingKeyPem: env.CV_SIGNING_KEY?.replaceAll('\\n', '\n') ?? null,
      publicOrigin: (env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, ''),
      verifyPerMinute: env.CV_VERIFY_PER_MINUTE,
    },
    openData: { dir: env.OPEN_DATA_DIR, cron: env.OPEN_DATA_DUMP_CRON || null },
    registrySync: {
      fullCron: env.REGISTRY_SYNC_FULL_CRON,
      incrementalCron: env.REGISTRY_SYNC_INCREMENTAL_CRON,
      timeZone: env.REGISTRY_SYNC_TIME_ZONE,
      removalGuardShare: env.REGISTRY_SYNC_REMOVAL_GUARD_SHARE,
      worker: env.REGISTRY_SYNC_WORKER,
    },
  };
}
