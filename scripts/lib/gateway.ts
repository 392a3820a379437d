import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PeselKeys } from '@ln/pesel';
import type { Db } from '@ln/db';
import { DEV_IDP_PREFIX, devIdp, type DevIdpOptions } from '@ln/dev-idp';
import { inProcessFetch, pagesApp, SERVER_DIR } from '@ln/pages';
import { PROFILES_API_PREFIX, profilesApi, type ProfilesApiOptions } from '@ln/profiles-api';
import type { ProfilesApiConfig } from '@ln/profiles-api/config';
import { USERS_API_PREFIX, usersApi, type UsersApiConfig } from '@ln/users-api';
import type { IdentityOptions } from '@ln/users-api/config';
import { securityHeadersPlugin, serverOptions } from '@ln/server';
import {
  STAND_INS_MAX_PARAM_LENGTH,
  STAND_INS_PREFIX,
  standIns,
  type StandInsState,
} from '@ln/stand-ins';
import type { JobQueue } from '@ln/jobs';
import type { OrcidClient } from '@ln/registry';
import Fastify, { type FastifyInstance } from 'fastify';

export interface GatewayOptions {
  logLevel: string;
  profiles: {
    config: ProfilesApiConfig;
    db: Db;
    warmRenderers?: boolean;
    jobQueueUrl?: string;
    registrySync?: ProfilesApiOptions['registrySync'];

    jobs?: JobQueue | null;
    orcid?: OrcidClient | null;
  };
  users: {
    config: UsersApiConfig;
    db: Db;
    peselKeys: PeselKeys;
    identity: IdentityOptions;
    jobs?: JobQueue | null;
  };
  idp: DevIdpOptions;
  /** The registry stand-ins (RAD-on, PBN) under /stand-ins, when the registries are not real. */
  standIns?: StandInsState;
  /** The built web app (apps/web/dist). */
  webDist: string;
  /**
   * The origin visitors use (`https://ludzie.nauka.gov.pl`): canonical URLs, hreflang and
   * JSON-LD of the server-rendered pages name it. Never taken from a request's Host header.
   */
  publicOrigin?: string;
  /** How long a rendered public page is kept for the next anonymous readers (default 0). */
  pageCacheSeconds?: number;
}

/**
 * One origin for everything, as in production behind the reverse proxy: the two services
 * under /api/users-api and /api/profiles-api, the dev identity provider under /idp, and
 * the web app at / (any other path gets index.html, so client-side routes load).
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.logLevel),
    // ORCID's bulk read of 100 put-codes is one long path segment (the stand-ins' ORCID).
    ...(options.standIns ? { routerOptions: { maxParamLength: STAND_INS_MAX_PARAM_LENGTH } } : {}),
  });
  // One header set on every answer of the origin: pages, assets, both APIs, the identity
  // provider and every error (docs/security.md); nginx.conf sends the same in docker compose.
  await app.register(securityHeadersPlugin);
  await app.register(usersApi, { prefix: USERS_API_PREFIX, ...options.users });
  await app.register(profilesApi, {
    prefix: PROFILES_API_PREFIX,
    ...options.profiles,
    // One process: profiles-api verifies access tokens with users-api's key set directly.
    accessTokenKeys: options.users.identity.keys.keySet,
    // The function import matches a PESEL by users-api's look-up key (never the encryption key).
    peselHashKey: options.users.peselKeys.hashKey,
  });
  await app.register(devIdp, { prefix: DEV_IDP_PREFIX, ...options.idp });
  if (options.standIns)
    await app.register(standIns, { prefix: STAND_INS_PREFIX, state: options.standIns });

  const index = join(options.webDist, 'index.html');
  if (!existsSync(index)) throw new Error(`the web app is not built (${index} is missing)`);
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    // The server renderer's bundle sits in the build but is code, not an asset.
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_DIR}/`),
    // The web build writes .br and .gz beside each asset; send them to clients that accept them.
    preCompressed: true,
    // Our own cache policy below, not the plugin's max-age=0.
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite names assets by content hash, so they never change; index.html always may.
      res.raw.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The pages (apps/pages) read the services in this process, each read as from the visitor.
  await app.register(pagesApp, {
    webDist: options.webDist,
    publicOrigin: options.publicOrigin ?? 'http://localhost:8080',
    fetch: inProcessFetch(app),
    db: options.profiles.db,
    pageCacheSeconds: options.pageCacheSeconds,
  });
  return app;
}
