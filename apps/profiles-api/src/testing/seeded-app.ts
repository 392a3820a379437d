import type { PeselKeys } from '@ln/pesel';
import { createPrismaClient, type Db } from '@ln/db';
import type { TestDatabase } from '@ln/db/testing';
import { seedId } from '@ln/seeds';
import { createSeededDatabase } from '@ln/testing';
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
 * (the fixtures above included) and its search index: a clone of the run's seeded template
 * (@ln/testing). Call at the top level of a test file.
 */
export function useSeededApi(options: { profiles?: number } = {}): () => SeededApi {
  let api: SeededApi | undefined;
  beforeAll(async () => {
    const database = await createSeededDatabase({
      profiles: options.profiles ?? 120,
      searchIndex: true,
    });
    const { peselKeys } = database;
    const db = createPrismaClient(database.url, { max: 4 });
    const env = loadProfilesApiEnv({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
    });
    const app = await buildApp({ config: configFromEnv(env), db });
    api = { app, db, database, peselKeys };
  });
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
