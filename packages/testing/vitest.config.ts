import { defineProject } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

export default defineProject({
  test: {
    ...sharedTestOptions,
    name: 'testing',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
  },
});
