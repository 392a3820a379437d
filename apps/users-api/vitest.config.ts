import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'users-api',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../tests/setup/fail-on-console-error.ts', '../../tests/setup/pesel-canary.ts'],
  },
});
