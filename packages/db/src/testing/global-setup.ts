import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded.js';
import { ensureDatabase } from '../local-database.js';
import { migrate } from '../migrate.js';
import { withClient } from '../with-client.js';
import { databaseUrl } from './database.js';

/** The database every test database is cloned from: migrated from zero, nothing else. */
export const TEMPLATE_DATABASE = 'ln_test_template';

export interface TestPostgres {
  /** A superuser URL of the server (its `postgres` database). */
  adminUrl: string;
  template: string;
  stop(): Promise<void>;
}

/**
 * Once per test run (from the run's vitest global set-up): a real PostgreSQL (the embedded
 * one unless DATABASE_URL names a server we may create databases on) and the template
 * database migrated from zero. Each test file then clones a template (database.ts).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  let embedded: EmbeddedDatabase | undefined;
  let scratch: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    scratch = mkdtempSync(join(tmpdir(), 'ln-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: join(scratch, 'data'), ephemeral: true });
    adminUrl = embedded.url();
  }
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`),
  );
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  await migrate(databaseUrl(adminUrl, TEMPLATE_DATABASE));
  return {
    adminUrl,
    template: TEMPLATE_DATABASE,
    async stop() {
      // A server of DATABASE_URL keeps what the run left: the databases that test workers
      // still held when they were stopped (identity stacks kept between files).
      if (!embedded) {
        await withClient(adminUrl, async (client) => {
          const { rows } = await client.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE starts_with(datname, 'ln_test_')`,
          );
          for (const { datname } of rows) {
            await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
          }
        });
      }
      await embedded?.stop();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}
