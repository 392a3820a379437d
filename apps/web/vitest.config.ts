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
      // Each file in a fresh VM context of a kept worker, not in a fresh process: 257 tests in
      // 31 s and 57 s of CPU instead of 77 s and 142 s in forks (docs/testing.md). It needs
      // tests that do not race the network: an unstubbed request never answers
      // (src/testing/test-utils.tsx), where its 404 used to send the app to not-found at a
      // moment that depended on the machine's load.
      pool: 'vmThreads',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
      unstubGlobals: true,
      restoreMocks: true,
    },
  }),
);
