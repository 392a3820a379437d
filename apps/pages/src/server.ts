// The standalone page server (`pnpm serve:pages`; docker compose's `pages`): listen and close
// gracefully. Everything else is in app.ts.
import { createPrismaClient } from '@ln/db';
import { listenAndServe, loadEnvOrExit } from '@ln/server';
import { buildApp } from './app.js';
import { loadPagesEnv } from './config/env.js';

const env = loadEnvOrExit(loadPagesEnv);
const db = createPrismaClient(env.DATABASE_URL, { max: 4 });
const app = await buildApp({
  logLevel: env.LOG_LEVEL,
  webDist: env.WEB_DIST_DIR,
  publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PUBLISHED_PORT ?? env.PORT}`,
  services: { usersApi: env.USERS_API_URL, profilesApi: env.PROFILES_API_URL },
  db,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  trustProxy: env.TRUST_PROXY,
});
await listenAndServe(app, { port: env.PORT, host: env.HOST, onClose: () => db.$disconnect() });
