import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// e2e: Playwright drives the system Chromium (never a downloaded browser; ENVIRONMENT.md)
// against `pnpm start` on its own port, with its own embedded database.
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 8099);
// Runs on another port (E2E_PORT) keep their results apart from the default run's.
const suffix = port === 8099 ? '' : `-${port}`;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      testMatch: 'layout/**/*.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: {
    command: `${join(root, 'node_modules', '.bin', 'tsx')} ${join(root, 'scripts', 'start.ts')}`,
    cwd: root,
    url: `${baseURL}/api/profiles-api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: '',
      // Inside .tmp/test-results, which pnpm test empties first: a fresh database each run.
      LN_DATA_DIR: join(root, '.tmp', 'test-results', `e2e-postgres-${port}`),
      // `pnpm test` builds the web app once for the whole run and names it here; otherwise its
      // own build, so e2e runs on other ports (E2E_PORT) never share one half-written dist.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(root, '.tmp', `web-dist-${port}`),
      SEED_PROFILES: '300',
      LOG_LEVEL: 'warn',
    },
  },
});
