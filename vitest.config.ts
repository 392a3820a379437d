import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from './vitest.shared.js';

// One vitest run covers every package; each project has its own vitest.config.ts.
// The global setups start one real PostgreSQL with its template databases (packages/testing,
// over @ln/db/testing) and one real Meilisearch (packages/search/src/meili/testing) for the
// whole run.
export default defineConfig({
  test: {
    globalSetup: [
      './packages/testing/src/global-setup.ts',
      './packages/search/src/meili/testing/global-setup.ts',
    ],
    projects: [
      'apps/*/vitest.config.ts',
      'packages/*/vitest.config.ts',
      'seeds/vitest.config.ts',
      'tests/vitest.config.ts',
    ],
    // The projects' own (vitest.shared.ts) for the run as a whole.
    maxWorkers: sharedTestOptions.maxWorkers,
    reporters: ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
