import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, migrate } from '@ln/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@ln/db/embedded';
import { loadReferenceData } from '../reference.js';
import { withClient } from '../pg.js';

/**
 * Once per test run: a real PostgreSQL (the embedded one unless DATABASE_URL names a
 * server we may create databases on) and a template database migrated from zero with the
 * reference data loaded. Each test file then clones the template (see database.ts).
 */
export const TEMPLATE_DATABASE = 'ln_test_template';

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let scratch: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    scratch = mkdtempSync(join(tmpdir(), 'ln-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: join(scratch, 'data'), ephemeral: true });
    adminUrl = embedded.url();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`),
  );
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  await migrate(templateUrl.toString());
  await withClient(templateUrl.toString(), (client) => loadReferenceData(client));
  project.provide('lnAdminUrl', adminUrl);
  project.provide('lnTemplateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await embedded?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
}
