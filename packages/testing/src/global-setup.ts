import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { withClient } from '@ln/db';
import { databaseUrl } from '@ln/db/testing';
import { startTestPostgres } from '@ln/db/testing/global-setup';
import { loadReferenceData } from '@ln/seeds';
import { SEEDED_TEMPLATE_PREFIX } from './seeded-database.js';

/**
 * The run's global set-up: one real PostgreSQL with the migrated template (@ln/db/testing),
 * the reference data loaded into it, and the PESEL keys of the seeded templates that test
 * files build on first use (seeded-database.ts).
 */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  await withClient(databaseUrl(postgres.adminUrl, postgres.template), (client) =>
    loadReferenceData(client),
  );
  // A server named by DATABASE_URL may keep the seeded templates of an earlier run.
  await withClient(postgres.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [SEEDED_TEMPLATE_PREFIX],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
  project.provide('lnAdminUrl', postgres.adminUrl);
  project.provide('lnTemplateDatabase', postgres.template);
  project.provide('lnSeedPeselKeys', {
    encryption: randomBytes(32).toString('hex'),
    hash: randomBytes(32).toString('hex'),
  });
  return () => postgres.stop();
}
