import type { TestProject } from 'vitest/node';
import { startMeilisearch } from '../server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A real Meilisearch for the whole run (tests use their own index names). */
    lnMeiliUrl: string;
    lnMeiliMasterKey: string;
  }
}

/**
 * Once per test run: one real Meilisearch (the pinned, hash-checked binary) on a free port
 * with a temporary data folder, as packages/testing/src/global-setup.ts does for PostgreSQL.
 * MEILI_URL (+ MEILI_MASTER_KEY) names an existing server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.MEILI_URL) {
    project.provide('lnMeiliUrl', process.env.MEILI_URL);
    project.provide('lnMeiliMasterKey', process.env.MEILI_MASTER_KEY ?? '');
    return;
  }
  const server = await startMeilisearch({ maxIndexingThreads: 1 });
  project.provide('lnMeiliUrl', server.url);
  project.provide('lnMeiliMasterKey', server.masterKey);
  return () => server.stop();
}
