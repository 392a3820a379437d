import type { Db } from '@ln/db';
import { buildVersion, registerServiceBasics } from '@ln/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ProfilesApiConfig } from './config/env.js';
import { platformConfigRoutes } from './modules/platform/platform.routes.js';

export const PROFILES_API_PREFIX = '/api/profiles-api';

export interface ProfilesApiOptions {
  config: ProfilesApiConfig;
  db: Db;
}

const VERSION = buildVersion(new URL('../package.json', import.meta.url));

/**
 * profiles-api as an encapsulated Fastify plugin: external plugins, then our own, then the
 * route modules (HOUSE-STYLE). Registered under PROFILES_API_PREFIX both by buildApp and
 * by the one-origin gateway of `pnpm start`.
 */
export async function profilesApi(app: FastifyInstance, options: ProfilesApiOptions) {
  await registerServiceBasics(app, {
    title: 'Ludzie Nauki — profiles-api',
    description: 'Public profiles of Polish researchers, search, gremia, CV.',
    version: VERSION,
    checkDatabase: async () => {
      await options.db.$queryRaw`SELECT 1`;
    },
  });
  await app.register(platformConfigRoutes, { config: options.config });
}

/** A standalone profiles-api (tests and server.ts); it never listens by itself. */
export async function buildApp(
  options: ProfilesApiOptions & { fastify?: FastifyServerOptions },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.config.logLevel },
    ...options.fastify,
  });
  await app.register(profilesApi, { prefix: PROFILES_API_PREFIX, ...options });
  return app;
}
