import { join } from 'node:path';
import { createRenderPool, type RenderPool } from '@ln/cv';
import { generateCvSigningKey } from '@ln/db';
import { createTxRunner, REPO_ROOT, type Db } from '@ln/db';
import {
  createAuditRepository,
  createProfileLifecycleRepository,
  createProfileLifecycleService,
} from '@ln/lifecycle';
import { createOutboxWorker, selectSearchEngine, type SearchEngine } from '@ln/search';
import { authPlugin, buildVersion, registerServiceBasics, serverOptions } from '@ln/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createTransport } from 'nodemailer';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { startJobQueue, type JobQueue } from '@ln/jobs';
import type { OrcidClient, RegistrySource } from '@ln/registry';
import type { ProfilesApiConfig } from './config/env.js';
import { createCitationRepository } from './modules/citation/citation.repository.js';
import { citationRoutes } from './modules/citation/citation.routes.js';
import { createCitationService } from './modules/citation/citation.service.js';
import { createReferenceCache } from './modules/citation/citation.fns.js';
import { platformConfigRoutes } from './modules/platform/platform.routes.js';
import { createProfileRepository } from './modules/profile/profile.repository.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { gremiumRoutes } from './modules/gremium/gremium.routes.js';
import { createGremiumAdminRepository } from './modules/gremium/gremium-admin.repository.js';
import { gremiumAdminRoutes } from './modules/gremium/gremium-admin.routes.js';
import { createGremiumAdminService } from './modules/gremium/gremium-admin.service.js';
import { createGremiumService } from './modules/gremium/gremium.service.js';
import { createFunctionImportRepository } from './modules/function-import/function-import.repository.js';
import { functionImportRoutes } from './modules/function-import/function-import.routes.js';
import { createFunctionImportService } from './modules/function-import/function-import.service.js';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.js';
import { createDictionaryService } from './modules/dictionary/dictionary.service.js';
import { publicationRoutes } from './modules/publication/publication.routes.js';
import { createPublicationService } from './modules/publication/publication.service.js';
import { achievementRoutes } from './modules/achievement/achievement.routes.js';
import { createAchievementService } from './modules/achievement/achievement.service.js';
import { patentRoutes } from './modules/patent/patent.routes.js';
import { createPatentService } from './modules/patent/patent.service.js';
import { projectRoutes } from './modules/project/project.routes.js';
import { createProjectService } from './modules/project/project.service.js';
import { researchWorkRoutes } from './modules/research-work/research-work.routes.js';
import { createResearchWorkService } from './modules/research-work/research-work.service.js';
import { createProfileEditRepository } from './modules/profile-edit/profile-edit.repository.js';
import { profileEditRoutes } from './modules/profile-edit/profile-edit.routes.js';
import { createProfileEditService } from './modules/profile-edit/profile-edit.service.js';
import { createOwnerPublicationRepository } from './modules/owner-publication/owner-publication.repository.js';
import { ownerPublicationRoutes } from './modules/owner-publication/owner-publication.routes.js';
import { createOwnerPublicationService } from './modules/owner-publication/owner-publication.service.js';
import { createOwnerRepository } from './modules/owner/owner.repository.js';
import { ownerRoutes } from './modules/owner/owner.routes.js';
import { createOwnerService } from './modules/owner/owner.service.js';
import { createSearchRepository, searchItemRow } from './modules/search/search.repository.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { createGremiumRepository } from './modules/gremium/gremium.repository.js';
import { createDictionaryRepository } from './modules/dictionary/dictionary.repository.js';
import { createPublicationRepository } from './modules/publication/publication.repository.js';
import { createAchievementRepository } from './modules/achievement/achievement.repository.js';
import { createPatentRepository } from './modules/patent/patent.repository.js';
import { createProjectRepository } from './modules/project/project.repository.js';
import { createResearchWorkRepository } from './modules/research-work/research-work.repository.js';
import { createProfileAdminRepository } from './modules/profile-admin/profile-admin.repository.js';
import { profileAdminRoutes } from './modules/profile-admin/profile-admin.routes.js';
import { createProfileAdminService } from './modules/profile-admin/profile-admin.service.js';
import { createCvRepository } from './modules/cv/cv.repository.js';
import { cvRoutes } from './modules/cv/cv.routes.js';
import { createCvDocumentService } from './modules/cv/cv-document.service.js';
import { createCvService } from './modules/cv/cv.service.js';
import { createCvSigner } from './modules/cv/cv-verification.fns.js';
import { createCvVerificationRepository } from './modules/cv/cv-verification.repository.js';
import { createCvVerificationService } from './modules/cv/cv-verification.service.js';
import { createExpertFinderRepository } from './modules/expert/expert-finder.repository.js';
import { createExpertFinderService } from './modules/expert/expert-finder.service.js';
import { createExpertRepository } from './modules/expert/expert.repository.js';
import { expertRoutes } from './modules/expert/expert.routes.js';
import { createExpertService } from './modules/expert/expert.service.js';
import { createMailOutboxRepository } from './modules/message/mail-outbox.repository.js';
import { createMailOutboxWorker } from './modules/message/mail-outbox.worker.js';
import { createAnnouncementRepository } from './modules/announcement/announcement.repository.js';
import { announcementRoutes } from './modules/announcement/announcement.routes.js';
import { createAnnouncementService } from './modules/announcement/announcement.service.js';
import { createMessageRepository } from './modules/message/message.repository.js';
import { messageRoutes } from './modules/message/message.routes.js';
import { createMessageService } from './modules/message/message.service.js';
import { createRegistrySyncRepository } from './modules/registry-sync/registry-sync.repository.js';
import { registrySyncRoutes } from './modules/registry-sync/registry-sync.routes.js';
import { createRegistrySyncService } from './modules/registry-sync/registry-sync.service.js';
import {
  createRegistrySyncWorker,
  type RegistrySyncSettings,
} from './modules/registry-sync/registry-sync.worker.js';
import type { SourceRunner } from './modules/registry-sync/source-runner.js';
import { createDiscoveryRepository } from './modules/discovery/discovery.repository.js';
import { discoveryRoutes } from './modules/discovery/discovery.routes.js';
import { createDiscoveryService } from './modules/discovery/discovery.service.js';
import {
  createDiscoveryRefresher,
  workDiscoveryJobs,
} from './modules/discovery/discovery.worker.js';
import { createOrcidRepository } from './modules/orcid/orcid.repository.js';
import { orcidRoutes } from './modules/orcid/orcid.routes.js';
import { createOrcidService } from './modules/orcid/orcid.service.js';
import { startOrcidWorker } from './modules/orcid/orcid.worker.js';
import { createPublicationMatchRepository } from './modules/registry-sync/publication-match.repository.js';
import { createPublicationMatcher } from './modules/registry-sync/publication-match.js';
import { languagePlugin } from './plugins/language.js';
import { peselMaskingPlugin } from './plugins/pesel-masking.js';
import { publicCachePlugin } from './plugins/public-cache.js';
import { createPublicProfileGuard } from './shared/public-profile.js';
import { createOpenDataRepository } from './modules/open-data/open-data.repository.js';
import { openDataRoutes } from './modules/open-data/open-data.routes.js';
import { createOpenDataService } from './modules/open-data/open-data.service.js';
import { workOpenDataDump } from './modules/open-data/open-data.worker.js';

export const PROFILES_API_PREFIX = '/api/profiles-api';

/** The tags of the OpenAPI document: the areas of the profile specification's calls. */
const PROFILES_API_TAGS = [
  {
    name: 'profile',
    description: 'Profile pages: the public profile and its parts (profiles-area §7)',
  },
  {
    name: 'search',
    description: 'Search of scientists, institutions and specialties (profiles-area §7 "Search")',
  },
  { name: 'publication', description: 'Public publications of a profile' },
  { name: 'citation', description: 'Publications as citations (BibTeX, RIS, CSL JSON)' },
  { name: 'achievement', description: 'Artistic achievements of a profile' },
  { name: 'patent', description: 'Patents of a profile' },
  { name: 'project', description: 'Research projects of a profile' },
  { name: 'openData', description: 'The bulk dump of public data (beside the spec)' },
  { name: 'research-work', description: 'Research works of a profile' },
  {
    name: 'gremium',
    description: 'Gremia (bodies of scientists), their memberships and functions',
  },
  {
    name: 'dictionary',
    description: 'Public lookups: posts, degree titles, disciplines, menus, units',
  },
  {
    name: 'owner',
    description: 'The own profile of the logged-in user, and administrators’ profile actions',
  },
  {
    name: 'profile edits',
    description: 'Edits of the own profile by its owner (profiles-area §7 "Profile edits")',
  },
  {
    name: 'owner publications',
    description: 'The owner’s publications: versions, visibility, fork and delete',
  },
  { name: 'cv', description: 'The CV generator (feature flag CV-GENERATOR)' },
  {
    name: 'experts',
    description: 'Expert registration and the expert finder (feature flag JSDE_MODULE)',
  },
  {
    name: 'gremium administration',
    description: 'Adding and editing gremia, their members and functions (operators, owners)',
  },
  {
    name: 'function import',
    description: 'Administrators’ import of functions in gremia from CSV or XLSX files',
  },
  {
    name: 'data sources',
    description: 'Administrators’ registry sync: RAD-on/POL-on and PBN, their runs and changes',
  },
  {
    name: 'discovery',
    description: 'Co-authors, their network and similar researchers of a profile (decision 047)',
  },
  { name: 'messages', description: 'Messages to scientists about calls and elections' },
  {
    name: 'announcements',
    description: 'Calls for proposals and election notices (MEIN_OP), public when published',
  },
  {
    name: 'orcid',
    description: 'The owner’s ORCID works: matched ones, the review queue, refreshes (issue 43)',
  },
  { name: 'notifications', description: 'The signed-in user’s messages and their read state' },
];

export interface ProfilesApiOptions {
  config: ProfilesApiConfig;
  db: Db;
  /** The search engine; by default the one `config.search` selects (SEARCH_ENGINE). */
  searchEngine?: SearchEngine;
  /** Keep the search index fresh from the outbox (default true). */
  searchWorker?: boolean;
  /** Drain the mail outbox over SMTP when `config.mail.smtpUrl` is set (default true). */
  mailWorker?: boolean;
  /**
   * Keys that verify access tokens. Default: users-api's JWKS at `config.usersApiJwksUrl`,
   * fetched and cached (separate processes); `pnpm start` passes users-api's own key set.
   */
  accessTokenKeys?: JWTVerifyGetKey;
  /**
   * PESEL_HASH_KEY (users-api's look-up key): the function import matches a PESEL of its file
   * by this keyed hash only. Without it, rows naming a person by PESEL find no one.
   */
  peselHashKey?: Buffer;
  /**
   * Start a CV render thread when the app is ready, so the first download does not wait for
   * one (the standalone server and `pnpm start`; tests start it with their first download).
   */
  warmRenderers?: boolean;
  /**
   * The PostgreSQL URL of the job queue (packages/jobs, decision 037). When given, this
   * process works discovery's build and refresh (decision 047) on it, and the registry sync
   * shares it. Tests leave it out and run the refresher themselves.
   */
  jobQueueUrl?: string;
  /** The CV documents' renderer; default: a pool of worker threads as `config.cv` bounds it. */
  renderer?: RenderPool;
  /**
   * The registry sync (decision 039): the sources with a client (`buildSourceRunners` of
   * modules/registry-sync/sources.ts) and the job queue's database. Without sources, or without
   * a connection string or job queue, no queue is started and every source is unconfigured.
   */
  registrySync?: {
    runners: Partial<Record<RegistrySource, SourceRunner>>;
    /** The job queue's database (pg-boss); or `jobQueue`, one the caller started and stops. */
    connectionString?: string;
    jobQueue?: JobQueue;
    /** Queue a full run of every source at start (`pnpm start` building its database so). */
    initialRun?: boolean;
  };
  /**
   * A job queue the caller started and stops (decision 037; `pnpm start` shares one with
   * users-api, whose logins queue ORCID refreshes). Else the one of `jobQueueUrl`.
   */
  jobs?: JobQueue | null;
  /** ORCID's public API client (null or absent: ORCID is not read). */
  orcid?: OrcidClient | null;
  /** Work the ORCID refresh queue in this process (default true when there is a queue). */
  orcidWorker?: boolean;
}

const VERSION = buildVersion(new URL('../package.json', import.meta.url));

/**
 * profiles-api as an encapsulated Fastify plugin: external plugins, then our own, then the
 * route modules (docs/conventions.md, "Services"). Registered under PROFILES_API_PREFIX both by buildApp and
 * by the one-origin gateway of `pnpm start`.
 */
export async function profilesApi(app: FastifyInstance, options: ProfilesApiOptions) {
  await registerServiceBasics(app, {
    title: 'Ludzie Nauki — profiles-api',
    description:
      'Public profiles of Polish researchers, search, gremia, CV. Public reads need no login; calls about the own profile take the access token of users-api. How to call it: /developers on the portal.',
    version: VERSION,
    tags: PROFILES_API_TAGS,
    publicApi: options.config.publicApi,
    checkDatabase: async () => {
      await options.db.$queryRaw`SELECT 1`;
    },
  });
  // request.auth for every route: bearer JWT checked against users-api's keys, account read.
  await app.register(authPlugin, {
    keys: options.accessTokenKeys ?? createRemoteJWKSet(new URL(options.config.usersApiJwksUrl)),
    db: options.db,
  });
  await app.register(languagePlugin);
  await app.register(publicCachePlugin);
  await app.register(peselMaskingPlugin);

  // The composition root (docs/ARCHITECTURE.md "Composition root"): every repository and
  // the transaction runner are made here, once, and handed to the service factories; then
  // the routes get their services. No service builds a repository or sees Prisma.
  const { db } = options;
  const tx = createTxRunner(db);
  // One job queue per process (decision 037), for the registry sync's and discovery's jobs:
  // the caller's, or one started on first use and stopped with the app.
  const givenQueue = options.jobs ?? options.registrySync?.jobQueue ?? null;
  const queueUrl = options.jobQueueUrl ?? options.registrySync?.connectionString ?? null;
  let ownQueue: Promise<JobQueue> | null = null;
  const jobQueue = (): Promise<JobQueue> =>
    givenQueue
      ? Promise.resolve(givenQueue)
      : (ownQueue ??= startJobQueue({
          connectionString: queueUrl!,
          onError: (error) => app.log.warn({ err: error.message }, 'job queue'),
        }));
  app.addHook('onClose', async () => {
    if (ownQueue) await (await ownQueue).stop(10_000);
  });
  const searchEngine =
    options.searchEngine ??
    (await selectSearchEngine(options.config.search, { db, log: app.log, hitRow: searchItemRow }));
  if (!options.searchEngine) app.addHook('onClose', () => searchEngine.close());
  if (options.searchWorker !== false) {
    // Drains search_outbox into the engine (docs/search.md "Freshness").
    const worker = createOutboxWorker({ db, engine: searchEngine, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
  const profiles = createProfileRepository(db);
  const guard = createPublicProfileGuard({ profiles });
  const audit = createAuditRepository(db);
  const lifecycle = createProfileLifecycleService({
    repo: createProfileLifecycleRepository(db),
    audit,
    tx,
  });
  const publicationService = createPublicationService({
    repo: createPublicationRepository(db),
    guard,
  });

  // The owner's ORCID works (issue 43): refreshes on the job queue, matched as the registry sync.
  const orcidService = createOrcidService({
    repo: createOrcidRepository(db),
    matcher: createPublicationMatcher(createPublicationMatchRepository(db)),
    audit,
    tx,
    client: options.orcid ?? null,
    jobs: givenQueue || queueUrl ? jobQueue : null,
  });
  if ((givenQueue || queueUrl) && options.orcidWorker !== false)
    app.addHook('onReady', async () => {
      await startOrcidWorker(await jobQueue(), orcidService, app.log);
    });
  await app.register(orcidRoutes, { service: orcidService });

  await app.register(platformConfigRoutes, { config: options.config });
  await app.register(profileRoutes, {
    service: createProfileService({
      repo: profiles,
      guard,
      orcidAffiliations: (profileId) => orcidService.publicAffiliations(profileId),
    }),
  });
  await app.register(gremiumRoutes, {
    service: createGremiumService({ repo: createGremiumRepository(db), guard }),
  });
  await app.register(gremiumAdminRoutes, {
    service: createGremiumAdminService({ repo: createGremiumAdminRepository(db), audit, tx }),
  });
  // The function import (decision 026): jobs run in the background of this process.
  const functionImport = createFunctionImportService({
    repo: createFunctionImportRepository(db),
    audit,
    peselHashKey: options.peselHashKey ?? null,
    log: app.log,
  });
  // Jobs a stopped process left running never end: mark them failed (their apply rolled back).
  // Not awaited, so a start without the database (OpenAPI export) is not held up.
  app.addHook('onReady', async () => {
    functionImport
      .failInterrupted()
      .catch((error: Error) =>
        app.log.warn({ err: error.name }, 'could not mark interrupted function imports'),
      );
  });
  app.addHook('onClose', () => functionImport.settled());
  await app.register(functionImportRoutes, { service: functionImport });
  await app.register(dictionaryRoutes, {
    service: createDictionaryService({ repo: createDictionaryRepository(db) }),
  });
  await app.register(publicationRoutes, { service: publicationService });
  // One citation service: the export's and the CV's formatted references share its cache.
  const citations = createCitationService({
    citationRepository: createCitationRepository(db),
    guard,
    references: createReferenceCache(),
  });
  await app.register(citationRoutes, { service: citations });
  await app.register(achievementRoutes, {
    service: createAchievementService({ repo: createAchievementRepository(db), guard }),
  });
  await app.register(patentRoutes, {
    service: createPatentService({ repo: createPatentRepository(db), guard }),
  });
  await app.register(projectRoutes, {
    service: createProjectService({ repo: createProjectRepository(db), guard }),
  });
  // Co-authors and similar researchers (decision 047): kept tables, computed by queue jobs.
  const discoveryRepository = createDiscoveryRepository(db);
  await app.register(discoveryRoutes, {
    service: createDiscoveryService({ repo: discoveryRepository, guard }),
  });
  if (options.jobQueueUrl)
    app.addHook('onReady', async () => {
      await workDiscoveryJobs(
        await jobQueue(),
        createDiscoveryRefresher({ repo: discoveryRepository }),
        discoveryRepository,
      );
    });
  // The bulk dump of open data (issue 44, docs/open-data.md): written on the job queue.
  const openDataDir = options.config.openData?.dir ?? join(REPO_ROOT, '.tmp', 'open-data');
  const openDataRepository = createOpenDataRepository(db);
  await app.register(openDataRoutes, {
    service: createOpenDataService({
      dir: openDataDir,
      queue: () => (givenQueue || queueUrl ? jobQueue() : null),
    }),
  });
  if (options.jobQueueUrl)
    app.addHook('onReady', async () => {
      await workOpenDataDump(await jobQueue(), {
        repo: openDataRepository,
        dir: openDataDir,
        cron: options.config.openData?.cron ?? null,
      });
    });
  await app.register(researchWorkRoutes, {
    service: createResearchWorkService({ repo: createResearchWorkRepository(db), guard }),
  });
  await app.register(searchRoutes, {
    service: createSearchService({ repo: createSearchRepository(db), engine: searchEngine }),
  });
  await app.register(ownerRoutes, {
    service: createOwnerService({
      repo: createOwnerRepository(db),
      profiles,
      publications: publicationService,
      onOrcidUpdated: (profileId) => orcidService.queueRefresh(profileId, 'UPDATE_ORCID'),
    }),
  });
  await app.register(profileAdminRoutes, {
    service: createProfileAdminService({ repo: createProfileAdminRepository(db), lifecycle }),
  });
  await app.register(profileEditRoutes, {
    service: createProfileEditService({
      profileEditRepository: createProfileEditRepository(db),
      profileRepository: profiles,
      audit,
      tx,
    }),
  });
  await app.register(ownerPublicationRoutes, {
    service: createOwnerPublicationService({
      ownerPublicationRepository: createOwnerPublicationRepository(db),
      audit,
      tx,
    }),
  });
  // CV documents render in worker threads (decision 034), started with the first download.
  const cvRepository = createCvRepository(db);
  const renderer =
    options.renderer ??
    createRenderPool({
      threads: options.config.cv.renderThreads,
      queue: options.config.cv.renderQueue,
    });
  if (options.warmRenderers && options.config.features.cvGenerator)
    app.addHook('onReady', async () => {
      renderer
        .warm()
        .catch((error: Error) =>
          app.log.warn({ err: error.name }, 'could not start the document renderers'),
        );
    });
  if (!options.renderer) app.addHook('onClose', () => renderer.close());
  // The facts of CV verification codes are signed with CV_SIGNING_KEY; a process without one
  // (the tests) signs with a key of its own, which nothing outside it needs to know.
  const verifications = createCvVerificationService({
    repo: createCvVerificationRepository(db),
    signer: await createCvSigner(options.config.cv.signingKeyPem ?? generateCvSigningKey()),
    audit,
    tx,
  });
  await app.register(cvRoutes, {
    service: createCvService({ repo: cvRepository, audit, tx }),
    documents: createCvDocumentService({
      repo: cvRepository,
      renderer,
      verifications,
      publicOrigin: options.config.cv.publicOrigin,
      citations,
      audit,
      tx,
    }),
    verifications,
    enabled: options.config.features.cvGenerator,
    downloadsPerMinute: options.config.cv.downloadsPerMinute,
    verifyLimit: {
      perMinute: options.config.cv.verifyPerMinute,
      publicApi: options.config.publicApi,
    },
  });
  // Messages to scientists: their e-mails leave through the mail outbox (decision 022).
  const { mail } = options.config;
  const mailWorker =
    mail.smtpUrl && options.mailWorker !== false
      ? createMailOutboxWorker({
          outbox: createMailOutboxRepository(db),
          transport: createTransport(mail.smtpUrl),
          from: mail.from,
          log: app.log,
        })
      : null;
  if (mailWorker) {
    app.addHook('onReady', async () => mailWorker.start());
    app.addHook('onClose', () => mailWorker.stop());
  }
  const messageService = createMessageService({
    repo: createMessageRepository(db),
    audit: createAuditRepository(db),
    tx,
    ...(mailWorker ? { onQueued: mailWorker.wake } : {}),
  });
  await app.register(messageRoutes, { service: messageService });
  // Calls and elections (decision 049): publishing one may message its scientists.
  await app.register(announcementRoutes, {
    service: createAnnouncementService({
      repo: createAnnouncementRepository(db),
      audit: createAuditRepository(db),
      tx,
      notify: (actor, body) => messageService.send(actor, body),
    }),
  });
  // The registry sync (decision 039): runs on the job queue, ADMIN calls beside the import.
  const syncConfig = options.config.registrySync ?? {
    fullCron: null,
    incrementalCron: null,
    timeZone: 'Europe/Warsaw',
    removalGuardShare: 0.02,
    worker: true,
  };
  const runners = options.registrySync?.runners ?? {};
  const syncSchedule = { full: syncConfig.fullCron, incremental: syncConfig.incrementalCron };
  const syncSettings: RegistrySyncSettings = {
    removalGuardShare: syncConfig.removalGuardShare,
    schedules: { RADON: syncSchedule, PBN: syncSchedule },
    timeZone: syncConfig.timeZone,
  };
  const syncRepo = createRegistrySyncRepository(db);
  const syncWorker = createRegistrySyncWorker({
    repo: syncRepo,
    audit,
    runners,
    settings: syncSettings,
    log: app.log,
  });
  const configuredSources = new Set(Object.keys(runners) as RegistrySource[]);
  if (
    configuredSources.size > 0 &&
    (options.registrySync?.jobQueue || options.registrySync?.connectionString)
  ) {
    app.addHook('onReady', async () => {
      const queue = await jobQueue();
      await syncWorker.start(queue, { work: syncConfig.worker });
      if (options.registrySync?.initialRun)
        for (const source of configuredSources) await syncWorker.enqueueScheduled(source, 'FULL');
      syncWorker
        .failOrphans()
        .catch((error: Error) => app.log.warn({ err: error.name }, 'could not check sync runs'));
    });
  }
  await app.register(registrySyncRoutes, {
    service: createRegistrySyncService({
      repo: syncRepo,
      audit,
      tx,
      worker: syncWorker,
      configured: configuredSources,
      settings: syncSettings,
    }),
  });
  // JSDE (experts): registration, consents, statements, the finder; behind JSDE_MODULE.
  await app.register(expertRoutes, {
    enabled: options.config.features.jsdeModule,
    finder: createExpertFinderService({ finder: createExpertFinderRepository(db) }),
    service: createExpertService({
      repo: createExpertRepository(db),
      audit: createAuditRepository(db),
      tx,
    }),
  });
}

/** A standalone profiles-api (tests and server.ts); it never listens by itself. */
export async function buildApp(
  options: ProfilesApiOptions & { fastify?: FastifyServerOptions },
): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.config.logLevel),
    ...options.fastify,
  });
  await app.register(profilesApi, { prefix: PROFILES_API_PREFIX, ...options });
  return app;
}

export { buildSourceRunners } from './modules/registry-sync/sources.js';
export type { SourceRunner } from './modules/registry-sync/source-runner.js';

/**
 * The registry sync outside a server (benchmarks, one-off tools): its worker over `db`, whose
 * `runNow(source, mode)` runs a source in this process without the job queue.
 */
export function buildRegistrySync(
  db: Db,
  runners: Partial<Record<RegistrySource, SourceRunner>>,
  settings: Partial<RegistrySyncSettings> = {},
  log: Parameters<typeof createRegistrySyncWorker>[0]['log'] = {
    info: () => {},
    warn: () => {},
    error: () => {},
  },
) {
  const none = { full: null, incremental: null };
  return createRegistrySyncWorker({
    repo: createRegistrySyncRepository(db),
    audit: createAuditRepository(db),
    runners,
    settings: {
      removalGuardShare: 0.02,
      schedules: { RADON: none, PBN: none },
      timeZone: 'Europe/Warsaw',
      ...settings,
    },
    log,
  });
}
