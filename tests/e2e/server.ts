import { join } from 'node:path';

// The e2e server: `pnpm start` on its port with a fresh 300-profile embedded database. One
// definition for the Playwright configuration (which starts it when nothing listens yet) and
// for `pnpm test` (scripts/test.ts), which starts it while vitest runs so that its boot is
// over when the browser tests begin.
export const root = join(import.meta.dirname, '..', '..');
export const port = Number(process.env.E2E_PORT ?? 8099);
export const baseURL = `http://localhost:${port}`;
/** Answers once the whole stack is up (the gateway, users-api and profiles-api). */
export const readyURLOf = (on: number) => `http://localhost:${on}/api/profiles-api/health`;
export const readyURL = readyURLOf(port);
/**
 * The port of each further e2e server of a sharded run: each server takes its port and the two
 * after it (the mail catcher's SMTP and page, `pnpm start`'s defaults).
 */
export const shardPort = (shard: number) => port + 10 * (shard - 1);

export const serverCommand = [
  join(root, 'node_modules', '.bin', 'tsx'),
  join(root, 'scripts', 'start.ts'),
];

export function serverEnv(on = port): Record<string, string> {
  return {
    PORT: String(on),
    DATABASE_URL: '',
    // Inside .tmp/test-results, which pnpm test empties first: a fresh database each run.
    LN_DATA_DIR: join(root, '.tmp', 'test-results', `e2e-postgres-${on}`),
    // `pnpm test` builds the web app once for the whole run and names it here; otherwise its
    // own build, so e2e runs on other ports (E2E_PORT) never share one half-written dist.
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(root, '.tmp', `web-dist-${on}`),
    SEED_PROFILES: '300',
    LOG_LEVEL: 'warn',
  };
}
