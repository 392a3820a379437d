import { randomBytes } from 'node:crypto';
import { createPrismaClient, parsePeselKeys, type Db, type PeselKeys } from '@ln/db';
import { createPostgresSearchEngine, reindexAll } from '@ln/search';
import { seedDatabase, seedId } from '@ln/seeds';
import { createTestDatabase, type TestDatabase } from '@ln/seeds/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../config/env.js';

export interface SeededApi {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  peselKeys: PeselKeys;
}

/** Fixture profiles of every seed (seeds/src/personas.ts). */
export const FIXTURE = {
  full: seedId('profile', 0),
  hidden: seedId('profile', 1),
  deceased: seedId('profile', 2),
  orcid: seedId('profile', 3),
  priest: seedId('profile', 5),
  previousSurname: seedId('profile', 6),
} as const;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * profiles-api over a database of this test file's own, seeded with the deterministic seed
 * (the fixtures above included). Call at the top level of a test file.
 */
export function useSeededApi(options: { profiles?: number } = {}): () => SeededApi {
  let api: SeededApi | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const peselKeys = parsePeselKeys(
      randomBytes(32).toString('hex'),
      randomBytes(32).toString('hex'),
    );
    await seedDatabase(database.url, { profiles: options.profiles ?? 120, peselKeys });
    const db = createPrismaClient(database.url, { max: 4 });
    // The search index of the seeded profiles, as `pnpm start` builds it after seeding.
    await reindexAll({ db, engine: createPostgresSearchEngine({ db }) });
    const env = loadProfilesApiEnv({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
    });
    const app = await buildApp({ config: configFromEnv(env), db });
    api = { app, db, database, peselKeys };
    // Seeding and indexing take a few seconds, more on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await api?.app.close();
    await api?.db.$disconnect();
    await api?.database.drop();
  });
  return () => {
    if (!api) throw new Error('the seeded API exists only inside tests and hooks');
    return api;
  };
}
