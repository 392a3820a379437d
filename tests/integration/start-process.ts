// `pnpm start` as a child process for the tests that run it whole (start, database outage).
// It runs `tsx scripts/start.ts` in one Node process (tsx as a loader): the tsx command relays a
// signal to its child and, when the child has not answered within 30 ms (a busy machine),
// kills it and exits 130, which is tsx's code, not ours.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `pnpm start` with its embedded database (DATABASE_URL empty) and 30 profiles. */
export function startPortal(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_PROFILES: '30', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
