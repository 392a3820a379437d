import { defineProject } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared.js';

export default defineProject({
  test: {
    ...sharedTestOptions,
    name: 'integration',
    include: ['integration/**/*.test.ts'],
    setupFiles: ['./setup/fail-on-console-error.ts', './setup/pesel-canary.ts'],
  },
});
