// The portal as `pnpm start` runs it, started by a web benchmark on its own port, data folder
// and web build, and stopped again; what the server-rendering and Lighthouse benches share.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** `scripts/start.ts` on `port` (its mail catcher on the two after it), quiet but for warnings. */
export function startPortal(options: {
  port: number;
  /** The embedded PostgreSQL's data folder (seeded on the first start). */
  dataDir: string;
  /** Where the start builds the web app. */
  webDist: string;
  env?: Record<string, string>;
  /** Before the script, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
}): ChildProcess {
  return spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(root, 'scripts', 'start.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        DATABASE_URL: '',
        LN_DATA_DIR: options.dataDir,
        WEB_DIST_DIR: options.webDist,
        MAIL_CATCHER_SMTP_PORT: String(options.port + 1),
        MAIL_CATCHER_HTTP_PORT: String(options.port + 2),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    },
  );
}

/**
 * Waits for profiles-api's health answer at `baseUrl`; with `portal`, fails as soon as it has
 * exited, so a bench never measures someone else's server on that port.
 */
export async function waitForHealth(
  baseUrl: string,
  portal: ChildProcess | null,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (portal && portal.exitCode !== null)
      throw new Error(`pnpm start exited (${portal.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/profiles-api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

/** Stops a portal this bench started (Ctrl-C, so it stops its database too). */
export async function stopPortal(portal: ChildProcess | null): Promise<void> {
  if (!portal || portal.exitCode !== null) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  portal.kill('SIGINT');
  await exited;
}
