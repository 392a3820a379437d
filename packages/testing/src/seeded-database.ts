import { parsePeselKeys, type PeselKeys } from '@ln/pesel';
import { createPrismaClient, withClient } from '@ln/db';
import { createTestDatabase, databaseUrl, type TestDatabase } from '@ln/db/testing';
import { createPostgresSearchEngine, reindexAll } from '@ln/search';
import { seedDatabase } from '@ln/seeds';
import { inject } from 'vitest';

/** Provided by global-setup.ts. */
declare module 'vitest' {
  export interface ProvidedContext {
    lnSeedPeselKeys: { encryption: string; hash: string };
  }
}

export const SEEDED_TEMPLATE_PREFIX = 'ln_test_seeded_';

export interface SeededDatabaseOptions {
  /** Profiles of the deterministic seed (at least the fixtures). */
  profiles: number;
  /** Build the PostgreSQL search index too, as `pnpm start` does after seeding. */
  searchIndex?: boolean;
}

export interface SeededDatabase extends TestDatabase {
  /** The keys the seed encrypted and hashed PESELs with. */
  peselKeys: PeselKeys;
  /** The seeded template it was cloned from (to put it back to that state). */
  template?: string;
}

/** The PESEL keys of every seeded database of this run. */
export function seedPeselKeys(): PeselKeys {
  const keys = inject('lnSeedPeselKeys');
  return parsePeselKeys(keys.encryption, keys.hash);
}

/**
 * A database of a test file's own with the deterministic seed in it. The seed (and its
 * search index) is built once per run into a template database, by the first file that
 * asks for it, under an advisory lock; every file then clones that template, which takes a
 * fraction of a second instead of seeding and indexing again.
 */
export async function createSeededDatabase(
  options: SeededDatabaseOptions,
): Promise<SeededDatabase & { template: string }> {
  const template = await ensureSeededTemplate(options);
  const database = await createTestDatabase({ template });
  return { ...database, peselKeys: seedPeselKeys(), template };
}

async function ensureSeededTemplate(options: SeededDatabaseOptions): Promise<string> {
  const adminUrl = inject('lnAdminUrl');
  const name = `${SEEDED_TEMPLATE_PREFIX}${options.profiles}${options.searchIndex ? '_indexed' : ''}`;
  await withClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (rowCount) return;
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('lnTemplateDatabase')}"`);
      try {
        await buildSeededTemplate(databaseUrl(adminUrl, name), options);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        throw error;
      }
      // A template cannot be cloned while anyone is connected to it.
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

async function buildSeededTemplate(url: string, options: SeededDatabaseOptions): Promise<void> {
  await seedDatabase(url, { profiles: options.profiles, peselKeys: seedPeselKeys() });
  if (!options.searchIndex) return;
  const db = createPrismaClient(url, { max: 4 });
  try {
    await reindexAll({ db, engine: createPostgresSearchEngine({ db }) });
  } finally {
    await db.$disconnect();
  }
}
