import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, port, readyURL, root, serverCommand, serverEnv } from './server.js';
import { exactly, shardFromEnv, specsOfShard } from './shards.js';

// e2e: Playwright drives the system's Chromium (never a downloaded browser; docs/conventions.md)
// against `pnpm start` on its own port, with its own embedded database (./server.ts).
// Runs on another port (E2E_PORT) keep their results apart from the default run's.
const suffix = port === 8099 ? '' : `-${port}`;
export { baseURL };

// One shard of the specs (E2E_SHARD=1/2; ./shards.ts), as `pnpm test` runs them: each shard
// against its own server, so the specs of one shard run one at a time as before.
const shard = shardFromEnv();
const shardSpecs = shard && specsOfShard(shard.current, shard.total);
const LAYOUT_SPECS = 'layout/**/*.spec.ts';

// Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Blink
// and the same rendering without the full browser around it. Chromium is 80% of the CPU of an
// e2e run, and the shell needs half of what `chromium --headless` needs: public-pages and the
// layout specs (26 tests) took 144 s instead of 213 s, Chromium's CPU 140 s instead of 275 s.
// CHROMIUM_PATH=/usr/bin/chromium for `--headed` or `--debug`, which the shell cannot do.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: shardSpecs ? exactly(shardSpecs) : '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.tmp', `e2e${suffix}.json`),
      },
    ],
  ],
  use: {
    baseURL,
    locale: 'pl-PL',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  outputDir: join(root, '.tmp', `e2e-results${suffix}`),
  projects: [
    // 1280 × 720: every spec.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // A 375 px phone: only the layout specs (tests/e2e/layout), which check every page template
    // at both widths; the behaviour specs are the same at any width.
    {
      name: 'mobile',
      testMatch: shardSpecs
        ? exactly(shardSpecs.filter((spec) => spec.startsWith('layout/')))
        : LAYOUT_SPECS,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: {
    command: serverCommand.join(' '),
    cwd: root,
    url: readyURL,
    timeout: 180_000,
    // `pnpm test` starts this server itself while vitest runs (E2E_SERVER_STARTED), so its boot
    // overlaps the unit tests; on its own the suite starts a fresh one and never reuses a stray.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    env: serverEnv(),
  },
});
