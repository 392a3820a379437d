// The workspace's test harness (docs/ARCHITECTURE.md, "Tests"): it sits above the apps and
// seeds, and only tests import it. The identity stack is its own entry (./identity-stack):
// it loads all three services. The polling helper is one too (./eventually): it loads
// nothing, so the tests of any package can wait for a condition with it.
export * from './seeded-database.js';
// The seed's factories, for the tests of packages below seeds/ (which may not import it).
export { createProfile } from '@ln/seeds';
