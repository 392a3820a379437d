import { defineProject } from 'vitest/config';
import { sharedTestOptions, sharedWorkerOptions } from '../../vitest.shared.js';

export default defineProject({
  test: {
    ...sharedTestOptions,
    ...sharedWorkerOptions,
    name: 'profiles-api',
    include: ['src/**/*.test.ts'],
    setupFiles: [
      '../../tests/setup/fail-on-console-error.ts',
      '../../tests/setup/pesel-canary.ts',
      '../../tests/setup/between-files.ts',
    ],
  },
});
