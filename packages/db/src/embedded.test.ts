import {
  appendFileSync,
  chmodSync,
  cpSync,
  lstatSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@ln/testing/eventually';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { packagedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';

const scratches: string[] = [];
const running: EmbeddedDatabase[] = [];

function scratch(mode = 0o700): string {
  const dir = mkdtempSync(join(tmpdir(), 'ln-embedded-'));
  chmodSync(dir, mode);
  scratches.push(dir);
  return dir;
}

async function start(options: Parameters<typeof startEmbeddedPostgres>[0]) {
  const db = await startEmbeddedPostgres({ sharedBuffers: '128MB', ...options });
  running.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((db) => db.stop()));
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client(url);
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function killed(pid: number | undefined, signal: NodeJS.Signals) {
  if (!pid) throw new Error('the server is not running');
  process.kill(pid, signal);
}

describe('a kept embedded cluster', { timeout: 120_000 }, () => {
  it('keeps every acknowledged commit across an immediate restart (synchronous_commit=on)', async () => {
    const dataDir = join(scratch(), 'postgres');
    const first = await start({ dataDir });
    const url = first.url();
    expect(await query(url, 'SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
    const client = new pg.Client(url);
    client.on('error', () => {});
    await client.connect();
    await client.query('CREATE TABLE acknowledged (n int PRIMARY KEY)');
    const writes = 300;
    for (let n = 1; n <= writes; n++) {
      await client.query('INSERT INTO acknowledged VALUES ($1)', [n]);
    }
    // Immediate mode (pg_ctl stop -m immediate is SIGQUIT): no checkpoint, WAL replay on start.
    const exited = new Promise<void>((resolve) => client.once('error', () => resolve()));
    killed(first.pid(), 'SIGQUIT');
    await exited;
    await first.stop();
    await client.end().catch(() => {});

    const second = await start({ dataDir, port: first.port });
    const [row] = await query<{ n: number; top: number }>(
      second.url(),
      'SELECT count(*)::int AS n, max(n) AS top FROM acknowledged',
    );
    expect(row).toEqual({ n: writes, top: writes });
  });

  it('restarts a server that died, on the same port and data, and pools reconnect', async () => {
    const dataDir = join(scratch(), 'postgres');
    const restarts: string[] = [];
    const db = await start({
      dataDir,
      supervise: {
        onRestart: (line) => restarts.push(line),
        onGiveUp: (error) => restarts.push(`gave up: ${error.message}`),
      },
    });
    const pool = new pg.Pool({ connectionString: db.url(), max: 2 });
    pool.on('error', () => {});
    try {
      await pool.query('CREATE TABLE kept (v text)');
      await pool.query(`INSERT INTO kept VALUES ('before the crash')`);
      const before = db.pid();
      killed(before, 'SIGKILL'); // as the OOM killer would
      await eventually(() => restarts.some((l) => l.includes('is back')), {
        timeout: 30_000,
        what: 'the restart',
      });
      expect(db.pid()).not.toBe(before);
      expect(restarts[0]).toMatch(
        /PostgreSQL stopped unexpectedly \(killed by SIGKILL\); restarting/,
      );
      await eventually(async () => (await pool.query('SELECT 1')).rowCount === 1, {
        timeout: 10_000,
        what: 'the pool',
      });
      expect((await pool.query('SELECT v FROM kept')).rows).toEqual([{ v: 'before the crash' }]);
      expect(restarts.some((l) => l.startsWith('gave up'))).toBe(false);
    } finally {
      await pool.end();
    }
  });

  it('gives up with a clear error when the server keeps failing', async () => {
    const dataDir = join(scratch(), 'postgres');
    let gaveUp: Error | undefined;
    const restarts: string[] = [];
    const db = await start({
      dataDir,
      supervise: {
        onRestart: (line) => restarts.push(line),
        onGiveUp: (error) => (gaveUp = error),
        maxFailures: 2,
      },
    });
    // A setting the server refuses: every restart fails at once, as a broken disk would.
    appendFileSync(join(db.dataDir, 'postgresql.auto.conf'), "shared_buffers = 'plenty'\n");
    killed(db.pid(), 'SIGKILL');
    await eventually(() => gaveUp !== undefined, { timeout: 30_000, what: 'giving up' });
    expect(gaveUp?.message).toMatch(/PostgreSQL failed 3 times within 60 s .*giving up/);
    expect(restarts.filter((l) => l.includes('restarting in'))).toHaveLength(2);
    expect(db.pid()).toBeUndefined();
    await db.stop(); // returns at once: nothing left to stop
  });
});

describe('pnpm start from a folder the postgres user cannot reach', { timeout: 120_000 }, () => {
  it('runs the binaries and the data from a reachable folder, chosen once and kept', async () => {
    // A private checkout: mode 700 folders, as /root/ln or a mktemp -d clone.
    const home = scratch(0o700);
    const checkout = join(home, 'ln');
    const nativeDir = join(checkout, 'node_modules', 'postgres-native');
    cpSync(packagedPostgres(), nativeDir, { recursive: true, verbatimSymlinks: true });
    chmodSync(checkout, 0o700);
    const reachableBase = join(scratch(0o755), 'ludzie-nauki');
    const dataDir = join(checkout, '.data', 'postgres');

    const first = await start({ dataDir, nativeDir, reachableBase });
    await query(first.url(), 'CREATE TABLE survived (v text)');
    await query(first.url(), `INSERT INTO survived VALUES ('yes')`);
    await first.stop();
    running.pop();

    const second = await start({ dataDir, nativeDir, reachableBase });
    expect(await query(second.url(), 'SELECT v FROM survived')).toEqual([{ v: 'yes' }]);
    expect(second.dataDir).toBe(first.dataDir);
    if (process.getuid?.() === 0) {
      // Root runs the server as `postgres`, which cannot enter the checkout: both moved.
      expect(second.relocated).toBe(true);
      expect(second.binDir.startsWith(reachableBase)).toBe(true);
      expect(second.dataDir.startsWith(reachableBase)).toBe(true);
      expect(lstatSync(dataDir).isSymbolicLink()).toBe(true);
      expect(readlinkSync(dataDir)).toBe(second.dataDir);
    } else {
      // Anyone else runs the server as themselves: everything stays in the checkout.
      expect(second.relocated).toBe(false);
      expect(second.dataDir).toBe(dataDir);
    }
  });
});
