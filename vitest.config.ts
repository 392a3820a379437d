import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'packages/*/vitest.config.ts', 'seeds/vitest.config.ts'],
  },
});
