import type { PeselKeys } from '@ln/pesel';
import { createTxRunner, type Db } from '@ln/db';
import {
  createAuditRepository,
  createProfileLifecycleRepository,
  createProfileLifecycleService,
} from '@ln/lifecycle';
import { COOKIE_NAMES, OIDC_SCOPE } from '@ln/contracts';
import {
  buildVersion,
  type PublicApiConfig,
  registerServiceBasics,
  serverOptions,
} from '@ln/server';
import type { JobQueue } from '@ln/jobs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authModule, type IdentityOptions } from './modules/auth/auth.module.js';
import { ephemeralIdentityOptions } from './modules/auth/ephemeral-identity.js';
import { createAccountLifecycleRepository } from './modules/admin/account-lifecycle.repository.js';
import { createAdminRepository } from './modules/admin/admin.repository.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createAuditLogRepository } from './modules/admin/audit-log.repository.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createDataExportRepository } from './modules/data-export/data-export.repository.js';
import { dataExportRoutes } from './modules/data-export/data-export.routes.js';
import { createDataExportService } from './modules/data-export/data-export.service.js';
import { helpdeskRoutes } from './modules/helpdesk/helpdesk.routes.js';
import { securityConfigRoutes } from './modules/platform/security-config.routes.js';
import { createTermsRepository } from './modules/terms/terms.repository.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { createTermsService } from './modules/terms/terms.service.js';
import { createUserRepository } from './modules/user/user.repository.js';
import { userRoutes } from './modules/user/user.routes.js';
import { createUserService } from './modules/user/user.service.js';

export const USERS_API_PREFIX = '/api/users-api';

/** Where the CMS pages live unless CMS_URL says otherwise (the web's VITE_CMS_URL default). */
export const DEFAULT_CMS_URL = 'https://ludzie.nauka.gov.pl/cms';

/** The tags of the OpenAPI document: the areas of the accounts specification's calls. */
const USERS_API_TAGS = [
  {
    name: 'auth',
    description: 'Login (OpenID Connect), the session, its access tokens and their keys',
  },
  { name: 'user', description: 'The own account: details, edits, consents, data export' },
  { name: 'terms', description: 'The terms of use and their acceptance' },
  { name: 'admin', description: 'Administration of accounts: users, roles, status, audit log' },
];

export interface UsersApiConfig {
  environment: string;
  logLevel: string;
  helpdeskUrl: string;
  /** The CMS the header and footer pages live on (CMS_URL); default the portal's. */
  cmsUrl?: string;
  /** Institution short names → registry ids (INSTITUTION_UUIDS, JSON); default none. */
  institutionUuids?: Record<string, string>;
  /** CORS and rate limits of public reads (RATE_LIMIT_*); default: DEFAULT_PUBLIC_API_CONFIG. */
  publicApi?: PublicApiConfig;
}

export interface UsersApiOptions {
  config: UsersApiConfig;
  db: Db;
  peselKeys: PeselKeys;
  /** Login and sessions (config/identity.ts); absent: no identity providers, a throwaway key. */
  identity?: IdentityOptions;
  /**
   * The job queue (decision 037): a login of an account with an ORCID iD queues its profile's
   * ORCID refresh there (accounts §4), which profiles-api works. Absent: none is queued.
   */
  jobs?: JobQueue | null;
}

/**
 * The ORCID refresh at login: a job on profiles-api's queue `orcid-refresh` (one waiting per
 * profile, by its singleton key), which profiles-api defines and works (docs/orcid.md).
 */
export const ORCID_REFRESH_QUEUE = 'orcid-refresh';
function orcidLoginRefresh(jobs: JobQueue) {
  return ({ profileId }: { profileId: string }) =>
    jobs.send(ORCID_REFRESH_QUEUE, { profileId, trigger: 'LOGIN' }, { singletonKey: profileId });
}

const VERSION = buildVersion(new URL('../package.json', import.meta.url));

/** users-api as an encapsulated Fastify plugin (see profiles-api's app.ts for the order). */
export async function usersApi(app: FastifyInstance, options: UsersApiOptions) {
  await registerServiceBasics(app, {
    title: 'Ludzie Nauki — users-api',
    description:
      'Accounts, login, sessions, roles and administration. The access token that the other calls take comes from the login here (an OpenID Connect code flow) and the session refresh. How to call it: /developers on the portal.',
    version: VERSION,
    tags: USERS_API_TAGS,
    publicApi: options.config.publicApi,
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: COOKIE_NAMES.session,
        description: 'The refresh token of a browser session; only the portal’s own pages send it',
      },
    },
    checkDatabase: async () => {
      await options.db.$queryRaw`SELECT 1`;
    },
  });
  // The composition root (docs/ARCHITECTURE.md "Composition root"): the repositories and
  // the transaction runner are made here, once, and handed to the service factories.
  const { db } = options;
  const tx = createTxRunner(db);
  const audit = createAuditRepository(db);
  const profileLifecycle = createProfileLifecycleService({
    repo: createProfileLifecycleRepository(db),
    audit,
    tx,
  });
  const adminService = createAdminService({
    repo: createAdminRepository(db),
    accounts: createAccountLifecycleRepository(db),
    auditLog: createAuditLogRepository(db),
    audit,
    profiles: profileLifecycle,
    tx,
  });

  // Identity first: request.auth, cookies and the token signer serve every module below.
  const identity = options.identity ?? ephemeralIdentityOptions();
  await app.register(authModule, {
    identity,
    db,
    peselKeys: options.peselKeys,
    repo: createAuthRepository(db),
    tx,
    ...(options.jobs ? { onOrcidLogin: orcidLoginRefresh(options.jobs) } : {}),
  });

  // Accounts: own account, terms, administration, helpdesk.
  await app.register(userRoutes, {
    service: createUserService({ repo: createUserRepository(db) }),
  });
  await app.register(termsRoutes, {
    service: createTermsService({ repo: createTermsRepository(db), admin: adminService }),
  });
  await app.register(adminRoutes, { service: adminService });
  await app.register(helpdeskRoutes, { helpdeskUrl: options.config.helpdeskUrl });
  const national = identity.providers.national;
  await app.register(securityConfigRoutes, {
    securityConfig: {
      cmsUrl: options.config.cmsUrl ?? DEFAULT_CMS_URL,
      oauthIssuerUrl: national?.issuer ?? `${identity.publicOrigin}/idp/national`,
      oauthClientId: national?.clientId ?? 'ln-web',
      oauthScope: OIDC_SCOPE,
      oauthBackend: `${identity.publicOrigin}${USERS_API_PREFIX}`,
      institutionUuids: options.config.institutionUuids ?? {},
    },
  });
  // One's own data export (beside the spec, GDPR art. 15 and 20).
  await app.register(dataExportRoutes, {
    service: createDataExportService({
      repository: createDataExportRepository(db),
      peselKeys: options.peselKeys,
    }),
  });
}

/** A standalone users-api (tests and server.ts); it never listens by itself. */
export async function buildApp(
  options: UsersApiOptions & { fastify?: FastifyServerOptions },
): Promise<FastifyInstance> {
  const app = Fastify({ ...serverOptions(options.config.logLevel), ...options.fastify });
  await app.register(usersApi, { prefix: USERS_API_PREFIX, ...options });
  return app;
}
