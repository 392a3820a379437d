import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineConfig({
    test: {
      ...sharedTestOptions,
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
      unstubGlobals: true,
      restoreMocks: true,
    },
  }),
);
