// Standalone profiles-api: listen and close gracefully. Everything else is in app.ts.
import { createPrismaClient, resolveCvSigningKey, resolvePeselKeys } from '@ln/db';
import { createAuditRepository } from '@ln/lifecycle';
import { orcidClientFromEnv, registryClientsFromEnv } from '@ln/registry';
import { listenAndServe, loadEnvOrExit, trustProxyOption } from '@ln/server';
import { buildApp, buildSourceRunners } from './app.js';
import { configFromEnv, loadProfilesApiEnv } from './config/env.js';

const env = loadEnvOrExit(loadProfilesApiEnv);
const db = createPrismaClient(env.DATABASE_URL, { readMax: env.DATABASE_READ_POOL_MAX });
const peselHashKey = env.PESEL_HASH_KEY
  ? Buffer.from(env.PESEL_HASH_KEY, 'hex')
  : env.APP_ENVIRONMENT === 'production'
    ? undefined
    : resolvePeselKeys(process.env).hashKey;
const config = configFromEnv(env);
// CV_SIGNING_KEY (required in production, env.ts); elsewhere the development key.
config.cv.signingKeyPem ??= resolveCvSigningKey(process.env);
const app = await buildApp({
  config,
  db,
  peselHashKey,
  // The registry sync: a source whose base URL (RADON_BASE_URL, PBN_BASE_URL) is set.
  registrySync: {
    connectionString: env.DATABASE_URL,
    runners: buildSourceRunners({
      db,
      clients: registryClientsFromEnv(process.env),
      audit: createAuditRepository(db),
      peselHashKey: peselHashKey ?? null,
    }),
  },
  fastify: { trustProxy: trustProxyOption(env.TRUST_PROXY) },
  warmRenderers: true,
  jobQueueUrl: env.DATABASE_URL,
  // ORCID (ORCID_API_URL, …; docs/orcid.md): its refreshes run on the job queue.
  orcid: orcidClientFromEnv(process.env),
});
await listenAndServe(app, { port: env.PORT, host: env.HOST, onClose: () => db.$disconnect() });
