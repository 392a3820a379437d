import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'users-api',
    include: ['src/**/*.test.ts'],
    // Real logins through the dev identity provider (the first one warms it up).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['../../tests/setup/fail-on-console-error.ts', '../../tests/setup/pesel-canary.ts'],
  },
});
