import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { withClient } from '../with-client.js';

/** Provided by the run's global set-up (packages/testing/src/global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    lnAdminUrl: string;
    lnTemplateDatabase: string;
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database: a clone of the migrated template with the reference data, a clone of
 * another `template` (a seeded one, packages/testing), or, with `empty`, a database with
 * nothing in it.
 */
export async function createTestDatabase(
  options: { empty?: boolean; template?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('lnAdminUrl');
  const template = options.empty ? 'template0' : (options.template ?? inject('lnTemplateDatabase'));
  const name = `ln_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** A database of this test file's own, created before its tests and dropped after. */
export function useTestDatabase(options: { empty?: boolean } = {}): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return () => {
    if (!db) throw new Error('the test database exists only inside tests and hooks');
    return db;
  };
}
