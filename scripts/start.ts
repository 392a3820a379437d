// `pnpm start`: the whole portal on one origin (http://localhost:8080 unless PORT says
// otherwise). Without DATABASE_URL it runs an embedded PostgreSQL kept in .data/postgres;
// it migrates, seeds an empty database, builds the web app when needed, and serves
// users-api, profiles-api, the dev identity provider and the web app. Ctrl-C stops it all.
// The embedded PostgreSQL is supervised: restarted when it dies, and when it keeps dying the
// whole process stops with exit code 1 for an outer supervisor to act (docs/runtime.md).
import './lib/node-version.js';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  createPrismaClient,
  type LocalDatabase,
  migrate,
  openLocalDatabase,
  REPO_ROOT,
  resolveCvSigningKey,
  resolvePeselKeys,
  resolveSessionSecrets,
  withClient,
} from '@ln/db';
import { DEV_IDP_PREFIX, identitiesFromPersonas } from '@ln/dev-idp';
import { pageCacheSecondsVariable } from '@ln/pages/config';
import { createStandInsState, DEV_ORCID_CLIENT, DEV_PBN_APP } from '@ln/stand-ins';
import { createAuditRepository } from '@ln/lifecycle';
import { buildSourceRunners } from '@ln/profiles-api';
import { orcidClientFromEnv, registryClientsFromEnv } from '@ln/registry';
import { startJobQueue } from '@ln/jobs';
import { configFromEnv, ProfilesApiEnvSchema } from '@ln/profiles-api/config';
import {
  appEnvironmentVariable,
  booleanFlag,
  databaseReadPoolVariable,
  EnvError,
  logLevelVariable,
  parseEnv,
  portVariable,
  publicOriginVariable,
} from '@ln/server';
import { reindexAll, selectSearchEngine } from '@ln/search';
import { countProfiles, DEFAULT_PROFILES, personaLogins, seedDatabase } from '@ln/seeds';
import { DEV_CLIENT_SECRETS, identityFromEnv, loadUsersApiEnv } from '@ln/users-api/config';
import { z } from 'zod';
import { buildGateway } from './lib/gateway.js';
import { ensureWebBuild } from './lib/web-build.js';
import { startMailCatcher } from './lib/mail-catcher.js';

const StartEnvSchema = z.object({
  PORT: portVariable(8080),
  HOST: z.string().default('localhost'),
  /**
   * The origin visitors use, when not the one served here (a proxy in front): canonical URLs,
   * Open Graph, JSON-LD and the sitemap name it. Default http://localhost:PORT.
   */
  PUBLIC_ORIGIN: publicOriginVariable,
  DATABASE_URL: z.string().optional(),
  /** Connections of each service's raw reads (default: one per core, at least two). */
  DATABASE_READ_POOL_MAX: databaseReadPoolVariable,
  LOG_LEVEL: logLevelVariable.default('warn'),
  APP_ENVIRONMENT: appEnvironmentVariable,
  FEATURE_CV_GENERATOR: booleanFlag(true),
  FEATURE_JSDE_MODULE: booleanFlag(true),
  SEED_PROFILES: z.coerce.number().int().min(10, 'must be at least 10').default(DEFAULT_PROFILES),
  /** Where the embedded PostgreSQL keeps its data (default .data/postgres). */
  LN_DATA_DIR: z.string().optional(),
  /**
   * How many times within a minute the embedded PostgreSQL may fail before `pnpm start` gives
   * up with exit code 1 (docs/runtime.md).
   */
  LN_DB_RESTART_LIMIT: z.coerce.number().int().min(0, 'must be 0 or more').default(5),
  /** Seconds a rendered public page is kept for the next anonymous readers (apps/pages). */
  PAGE_CACHE_SECONDS: pageCacheSecondsVariable,
  /** Where the built web app goes (default apps/web/dist); parallel starts each use their own. */
  WEB_DIST_DIR: z.string().optional(),
  HELPDESK_URL: z.url('must be a URL').default('https://pomoc.nauka.gov.pl/'),
  /** The local mail catcher: its SMTP port and its page (default PORT + 1 and PORT + 2). */
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MAIL_CATCHER_HTTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * How an empty database is filled: `seed` (default: the seed generator writes every table
   * directly, in seconds) or `sync` (the fixtures only, then the registry sync's first full run
   * from the stand-ins creates the other profiles; docs/registries.md "pnpm start").
   */
  LN_START_DATA: z.enum(['seed', 'sync']).default('seed'),
});

/** Profiles the seed writes before a `LN_START_DATA=sync` start: the fixtures and a few more. */
const SYNC_START_FIXTURES = 10;

function say(line: string) {
  console.info(`[ln] ${line}`);
}

function fail(message: string): never {
  console.error(`[ln] ${message}`);
  process.exit(1);
}

async function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

const started = Date.now();
let env: z.infer<typeof StartEnvSchema>;
try {
  env = parseEnv(StartEnvSchema);
  if (env.DATABASE_URL)
    parseEnv(ProfilesApiEnvSchema.pick({ DATABASE_URL: true }), { DATABASE_URL: env.DATABASE_URL });
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
if (!(await portIsFree(env.PORT, env.HOST))) {
  fail(`PORT ${env.PORT} is already in use; stop what uses it or set PORT to a free port.`);
}
let peselKeys;
let sessionSecrets;
try {
  peselKeys = resolvePeselKeys();
  sessionSecrets = resolveSessionSecrets();
} catch (error) {
  fail((error as Error).message);
}

// Set once the services exist; until then a lost database just ends the start-up.
const running: { stop?: (reason: string, exitCode: number) => Promise<void> } = {};
let database: LocalDatabase;
try {
  database = await openLocalDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.LN_DATA_DIR,
    supervise: {
      maxFailures: env.LN_DB_RESTART_LIMIT,
      onRestart: (line) => say(line),
      onGiveUp: (error) => {
        say(`${error.message}. Stopping: see the PostgreSQL log lines above and restart.`);
        if (running.stop) void running.stop('the database is lost', 1);
        else process.exit(1);
      },
    },
  });
  await withClient(database.url, (client) => client.query('SELECT 1'));
} catch (error) {
  fail(
    env.DATABASE_URL
      ? `DATABASE_URL: cannot connect (${(error as Error).message})`
      : `the embedded PostgreSQL did not start: ${(error as Error).message}`,
  );
}
if (env.DATABASE_URL) say('using the database of DATABASE_URL');
else if (database.embedded) {
  const { port, dataDir, binDir, relocated } = database.embedded;
  say(`embedded PostgreSQL on port ${port}, data in ${dataDir}`);
  // As root, the postgres user could not reach the checkout: both were moved, once.
  if (relocated) say(`  (the postgres user cannot reach this folder: binaries in ${binDir})`);
}

const migrated = await migrate(database.url);
if (migrated.applied.length > 0) say(`applied ${migrated.applied.length} migration(s)`);
let justSeeded = false;
if ((await withClient(database.url, countProfiles)) === 0) {
  justSeeded = true;
  // Through the sync: the seed's fixtures (the personas' accounts and profiles), then the
  // registry sync's first full run reads the stand-ins' other people into profiles.
  const profiles = env.LN_START_DATA === 'sync' ? SYNC_START_FIXTURES : env.SEED_PROFILES;
  say(`seeding ${profiles} profiles (first start only)…`);
  const report = await seedDatabase(database.url, { profiles, peselKeys });
  say(`seeded in ${(report.milliseconds / 1000).toFixed(1)} s`);
}

const webDist = env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps', 'web', 'dist');
try {
  if (ensureWebBuild(webDist, (line) => say(line)) === 'failed') {
    // Stop the database we started before giving up.
    await database.close().catch(() => {});
    fail('the web app did not build');
  }
} catch (error) {
  await database.close().catch(() => {});
  fail(String(error));
}

const profilesDb = createPrismaClient(database.url, { readMax: env.DATABASE_READ_POOL_MAX });
const usersDb = createPrismaClient(database.url, { readMax: env.DATABASE_READ_POOL_MAX });
const origin = `http://localhost:${env.PORT}`;
// Login through the dev identity provider mounted at /idp (docs/identity.md), on the origin
// served here whatever PUBLIC_ORIGIN says (that one only names the pages); OIDC_* and
// SESSION_* variables, when set, point users-api elsewhere as in production.
const identity = identityFromEnv(
  loadUsersApiEnv({ ...process.env, DATABASE_URL: database.url, PUBLIC_ORIGIN: origin }),
  sessionSecrets,
);
// --- Mail: the local SMTP catcher (unless SMTP_URL names a real server) ---------------------
// PORT + 1 and PORT + 2 by default; when one is taken, any free ports (printed below).
const mailCatcher = process.env.SMTP_URL
  ? null
  : await startMailCatcher({
      host: '127.0.0.1',
      smtpPort: env.MAIL_CATCHER_SMTP_PORT ?? env.PORT + 1,
      httpPort: env.MAIL_CATCHER_HTTP_PORT ?? env.PORT + 2,
    })
      .catch((error: unknown) => {
        if (env.MAIL_CATCHER_SMTP_PORT || env.MAIL_CATCHER_HTTP_PORT) throw error;
        return startMailCatcher({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
      })
      .catch((error: unknown) => fail(`the mail catcher could not start: ${String(error)}`));
// --------------------------------------------------------------------------------------------
const profilesConfig = configFromEnv({
  ...parseEnv(ProfilesApiEnvSchema, {
    ...process.env,
    DATABASE_URL: database.url,
    LOG_LEVEL: env.LOG_LEVEL,
    ...(mailCatcher ? { SMTP_URL: mailCatcher.smtpUrl } : {}),
    // The verify page's address on CV documents, and their signing key (docs/cv.md).
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? origin,
    CV_SIGNING_KEY: resolveCvSigningKey(),
  }),
  FEATURE_CV_GENERATOR: env.FEATURE_CV_GENERATOR,
  FEATURE_JSDE_MODULE: env.FEATURE_JSDE_MODULE,
});
// The search index: built after a seed or when it is empty; the outbox keeps it fresh after.
{
  const searchDb = createPrismaClient(database.url, { max: 4 });
  const log = {
    info: () => {},
    warn: (_: object, msg: string) => say(msg),
    error: (_: object, msg: string) => say(msg),
  };
  try {
    const engine = await selectSearchEngine(profilesConfig.search, { db: searchDb, log });
    if (justSeeded || (await engine.count()) === 0) {
      say(`building the search index (${engine.name})…`);
      const indexStarted = Date.now();
      const { indexed } = await reindexAll({ db: searchDb, engine });
      say(`indexed ${indexed} profiles in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
    }
    await engine.close();
  } finally {
    await searchDb.$disconnect();
  }
}
// The registries: the stand-ins on this origin unless RADON_BASE_URL / PBN_BASE_URL name real
// ones, so the registry sync can run (`/data-sources`; docs/registries.md).
const registryEnv = {
  ...process.env,
  RADON_BASE_URL: process.env.RADON_BASE_URL ?? `${origin}/stand-ins/radon`,
  PBN_BASE_URL: process.env.PBN_BASE_URL ?? `${origin}/stand-ins/pbn`,
  PBN_APP_ID: process.env.PBN_APP_ID ?? DEV_PBN_APP.id,
  PBN_APP_TOKEN: process.env.PBN_APP_TOKEN ?? DEV_PBN_APP.token,
};
// The job queue (decision 037) of both services, and ORCID: the stand-in unless ORCID_API_URL
// names another (docs/orcid.md).
const jobs = await startJobQueue({ connectionString: database.url });
const orcid = orcidClientFromEnv({
  ...process.env,
  ORCID_API_URL: process.env.ORCID_API_URL || `${origin}/stand-ins/orcid`,
  ORCID_CLIENT_ID: process.env.ORCID_CLIENT_ID || DEV_ORCID_CLIENT.id,
  ORCID_CLIENT_SECRET: process.env.ORCID_CLIENT_SECRET || DEV_ORCID_CLIENT.secret,
});
const gateway = await buildGateway({
  logLevel: env.LOG_LEVEL,
  // The job queue (decision 037) on the same database, shared with users-api (whose ORCID
  // logins queue refreshes): discovery's build and refresh, the ORCID refresh.
  profiles: {
    config: profilesConfig,
    db: profilesDb,
    warmRenderers: true,
    jobQueueUrl: database.url,
    registrySync: {
      connectionString: database.url,
      runners: buildSourceRunners({
        db: profilesDb,
        clients: registryClientsFromEnv(registryEnv),
        audit: createAuditRepository(profilesDb),
        peselHashKey: peselKeys.hashKey,
      }),
      // A database built through the sync: its first full run of RAD-on, queued at start.
      initialRun: justSeeded && env.LN_START_DATA === 'sync',
    },
    jobs,
    orcid,
  },
  users: {
    config: {
      environment: env.APP_ENVIRONMENT,
      logLevel: env.LOG_LEVEL,
      helpdeskUrl: env.HELPDESK_URL,
      publicApi: profilesConfig.publicApi,
    },
    db: usersDb,
    peselKeys,
    identity,
    jobs,
  },
  idp: {
    issuerUrl: `${origin}${DEV_IDP_PREFIX}`,
    relyingParty: {
      origin,
      national: { clientId: 'ln-web', clientSecret: DEV_CLIENT_SECRETS.national },
      orcid: { clientId: 'ln-web', clientSecret: DEV_CLIENT_SECRETS.orcid },
    },
    identities: identitiesFromPersonas(personaLogins(peselKeys)),
  },
  // The registries' stand-ins hold the seeded people (docs/registries.md).
  standIns: createStandInsState({ people: env.SEED_PROFILES }),
  webDist,
  publicOrigin: env.PUBLIC_ORIGIN ?? origin,
  pageCacheSeconds: env.PAGE_CACHE_SECONDS,
});

let closing = false;
async function shutdown(signal: string, exitCode = 0) {
  if (closing) return;
  closing = true;
  say(`${signal}: stopping…`);
  // Everything below is bounded: a server whose database is gone still stops in seconds.
  setTimeout(() => process.exit(exitCode), 4_000).unref();
  await gateway.close().catch(() => {});
  await jobs.stop(2_000).catch(() => {});
  await mailCatcher?.close().catch(() => {});
  await Promise.all([profilesDb.$disconnect(), usersDb.$disconnect()]).catch(() => {});
  await database.close().catch(() => {});
  process.exit(exitCode);
}
running.stop = shutdown;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutdown(signal));
}

try {
  await gateway.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  await database.close().catch(() => {});
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `PORT ${env.PORT} is already in use; set PORT to a free port.`
      : String(error),
  );
}
say(
  `Ludzie Nauki is running at ${origin} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
say(`  users-api:    ${origin}/api/users-api/docs`);
say(`  profiles-api: ${origin}/api/profiles-api/docs`);
if (mailCatcher) say(`  caught mail:  ${mailCatcher.pageUrl}`);
if (justSeeded && env.LN_START_DATA === 'sync')
  say(`  the registry sync is filling the database from the stand-ins: ${origin}/data-sources`);
say('Press Ctrl-C to stop.');
