import { availableParallelism } from 'node:os';

/**
 * Options every vitest project shares. Projects referenced as config files do not inherit the
 * root config's test options, so each project spreads these into its own `test` block.
 * Set-ups that seed a database and build a search index need more than vitest's 5 s / 10 s
 * defaults on a busy two-core machine; these are limits against hangs, not expectations.
 */
export const sharedTestOptions = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // One file per core and one more, in every project (a project does not take the root's
  // value). Vitest's default for a run is one worker fewer than the cores: one file at a time
  // on two cores, where the files that wait on PostgreSQL, Meilisearch or a booting
  // `pnpm start` left the second core idle (vitest used 55% of two cores). Files never share
  // data: each has its own cloned database, ports and search index.
  maxWorkers: availableParallelism() + 1,
} as const;

/**
 * For the projects whose files start services over cloned databases (users-api, profiles-api,
 * tests/integration): the files of a worker share one process instead of one fresh module
 * graph each, so the apps' code is loaded once per worker, and an identity stack started by
 * one file is handed to the next (`useIdentityStack`, @ln/testing). Each file still gets its
 * own database with the seeded data; `tests/setup/between-files.ts` puts back what a file may
 * change in the process (the clock), and the PESEL canary keeps one state per worker.
 * docs/testing.md explains what a new test file must not rely on.
 */
export const sharedWorkerOptions = {
  isolate: false,
} as const;
