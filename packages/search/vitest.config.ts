import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'search',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
  },
});
