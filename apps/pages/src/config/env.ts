import { join } from 'node:path';
import { REPO_ROOT } from '@ln/db';
import {
  databaseUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  publicOriginVariable,
  trustProxyVariable,
} from '@ln/server';
import { z } from 'zod';

/**
 * PAGE_CACHE_SECONDS: how long a rendered public page is kept for the next anonymous readers;
 * 0 (default): only readers arriving while it renders share it (decision 024). `pnpm start`
 * reads it too.
 */
export const pageCacheSecondsVariable = z.coerce
  .number()
  .int()
  .min(0, 'must be 0 or more')
  .max(60, "must be at most 60 (the pages' max-age)")
  .default(0);

/** The environment of the page server, parsed once at boot (docs/environment.md). */
export const PagesEnvSchema = z.object({
  /** Port of the standalone server (server.ts). */
  PORT: portVariable(3004),
  /** Interface the standalone server binds. */
  HOST: z.string().default('localhost'),
  LOG_LEVEL: logLevelVariable,
  /** Read by the sitemap (visible profiles, gremia). */
  DATABASE_URL: databaseUrlVariable,
  /**
   * The origin visitors use (`https://ludzie.nauka.gov.pl`): canonical URLs, Open Graph,
   * JSON-LD and the sitemap name it. Default http://localhost:PUBLISHED_PORT.
   */
  PUBLIC_ORIGIN: publicOriginVariable,
  /** The port a proxy in front publishes the origin on (docker compose: PORT); default PORT. */
  PUBLISHED_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  USERS_API_URL: z.url('must be a URL such as http://users-api:3001'),
  PROFILES_API_URL: z.url('must be a URL such as http://profiles-api:3002'),
  PAGE_CACHE_SECONDS: pageCacheSecondsVariable,
  /**
   * The proxies in front (nginx: 1), so the reader's address reaches the services' public
   * limits with each read a page makes.
   */
  TRUST_PROXY: trustProxyVariable,
  /** The web build (default apps/web/dist, made by `pnpm build:web`). */
  WEB_DIST_DIR: z.string().default(join(REPO_ROOT, 'apps', 'web', 'dist')),
});

export type PagesEnv = z.infer<typeof PagesEnvSchema>;

export function loadPagesEnv(env: NodeJS.ProcessEnv = process.env): PagesEnv {
  return parseEnv(PagesEnvSchema, env);
}
