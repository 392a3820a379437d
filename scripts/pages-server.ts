// `pnpm serve:pages`: the server-rendered pages and the sitemap on their own port, for a
// reverse proxy that serves the web build's static files and the services itself (docker
// compose: apps/web/nginx.conf). `pnpm start` needs none of this: its gateway does both.
import './lib/node-version.js';
import { join } from 'node:path';
import { createPrismaClient, REPO_ROOT } from '@ln/db';
import {
  databaseUrlVariable,
  EnvError,
  logLevelVariable,
  parseEnv,
  portVariable,
  publicOriginVariable,
  trustProxyVariable,
} from '@ln/server';
import { z } from 'zod';
import { buildPagesApp } from './lib/pages-app.js';

const PagesEnvSchema = z.object({
  PORT: portVariable(3004),
  HOST: z.string().default('localhost'),
  LOG_LEVEL: logLevelVariable.default('info'),
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
  /**
   * How long a rendered public page is kept for the next anonymous readers; 0 (default): only
   * readers arriving while it renders share it (decision 024).
   */
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(60, "must be at most 60 (the pages' max-age)")
    .default(0),
  /**
   * The proxies in front (nginx: 1), so the reader's address reaches the services' public
   * limits with each read a page makes.
   */
  TRUST_PROXY: trustProxyVariable,
  /** The web build (default apps/web/dist, made by `pnpm build:web`). */
  WEB_DIST_DIR: z.string().default(join(REPO_ROOT, 'apps', 'web', 'dist')),
});

let env: z.infer<typeof PagesEnvSchema>;
try {
  env = parseEnv(PagesEnvSchema);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}

const db = createPrismaClient(env.DATABASE_URL, { max: 4 });
const app = await buildPagesApp({
  logLevel: env.LOG_LEVEL,
  webDist: env.WEB_DIST_DIR,
  publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PUBLISHED_PORT ?? env.PORT}`,
  services: { usersApi: env.USERS_API_URL, profilesApi: env.PROFILES_API_URL },
  db,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  trustProxy: env.TRUST_PROXY,
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(0), 4_000).unref();
    void app
      .close()
      .then(() => db.$disconnect())
      .finally(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
