import { defineProject } from 'vitest/config';
import { sharedTestOptions, sharedWorkerOptions } from '../vitest.shared.js';

export default defineProject({
  test: {
    ...sharedTestOptions,
    ...sharedWorkerOptions,
    name: 'integration',
    include: ['integration/**/*.test.ts'],
    setupFiles: [
      './setup/fail-on-console-error.ts',
      './setup/pesel-canary.ts',
      './setup/between-files.ts',
    ],
  },
});
