/**
 * Options every vitest project shares. Projects referenced as config files do not inherit the
 * root config's test options, so each project spreads these into its own `test` block.
 * Set-ups that seed a database and build a search index need more than vitest's 5 s / 10 s
 * defaults on a busy two-core machine; these are limits against hangs, not expectations.
 */
export const sharedTestOptions = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;
