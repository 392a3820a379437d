import type { Db, PeselKeys } from '@ln/db';
import { buildVersion, registerServiceBasics } from '@ln/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export const USERS_API_PREFIX = '/api/users-api';

export interface UsersApiConfig {
  environment: string;
  logLevel: string;
  helpdeskUrl: string;
}

export interface UsersApiOptions {
  config: UsersApiConfig;
  db: Db;
  peselKeys: PeselKeys;
}

const VERSION = buildVersion(new URL('../package.json', import.meta.url));

/** users-api as an encapsulated Fastify plugin (see profiles-api's app.ts for the order). */
export async function usersApi(app: FastifyInstance, options: UsersApiOptions) {
  await registerServiceBasics(app, {
    title: 'Ludzie Nauki — users-api',
    description: 'Accounts, login, sessions, roles and administration.',
    version: VERSION,
    checkDatabase: async () => {
      await options.db.$queryRaw`SELECT 1`;
    },
  });
}

/** A standalone users-api (tests and server.ts); it never listens by itself. */
export async function buildApp(
  options: UsersApiOptions & { fastify?: FastifyServerOptions },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.config.logLevel }, ...options.fastify });
  await app.register(usersApi, { prefix: USERS_API_PREFIX, ...options });
  return app;
}
