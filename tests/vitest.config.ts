import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'integration',
    include: ['integration/**/*.test.ts'],
    setupFiles: ['./setup/fail-on-console-error.ts', './setup/pesel-canary.ts'],
  },
});
