// Standalone users-api: listen and close gracefully. Everything else is in app.ts.
import { createPrismaClient, resolvePeselKeys, resolveSessionSecrets } from '@ln/db';
import {
  listenAndServe,
  loadEnvOrExit,
  publicApiConfigFromEnv,
  trustProxyOption,
} from '@ln/server';
import { startJobQueue } from '@ln/jobs';
import { buildApp } from './app.js';
import { loadUsersApiEnv } from './config/env.js';
import { identityFromEnv } from './config/identity.js';

const env = loadEnvOrExit(loadUsersApiEnv);
const peselKeys = loadEnvOrExit(() => resolvePeselKeys(process.env));
const identity = loadEnvOrExit(() => identityFromEnv(env, resolveSessionSecrets(process.env)));
const db = createPrismaClient(env.DATABASE_URL, { readMax: env.DATABASE_READ_POOL_MAX });
const jobs = await startJobQueue({
  connectionString: env.DATABASE_URL,
  schedules: false,
  maintenance: false,
  maxConnections: 2,
});
const app = await buildApp({
  config: {
    environment: env.APP_ENVIRONMENT,
    logLevel: env.LOG_LEVEL,
    helpdeskUrl: env.HELPDESK_URL,
    cmsUrl: env.CMS_URL,
    institutionUuids: env.INSTITUTION_UUIDS,
    publicApi: publicApiConfigFromEnv(env),
  },
  db,
  peselKeys,
  identity,
  // The job queue (decision 037), to queue a profile's ORCID refresh at login (profiles-api
  // works it); no cron pass or maintenance here, profiles-api runs those.
  jobs,
  fastify: { trustProxy: trustProxyOption(env.TRUST_PROXY) },
});
await listenAndServe(app, {
  port: env.PORT,
  host: env.HOST,
  onClose: async () => {
    await jobs.stop(5_000);
    await db.$disconnect();
  },
});
