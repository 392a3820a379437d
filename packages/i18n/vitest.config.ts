import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    name: 'i18n',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
  },
});
