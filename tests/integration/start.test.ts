import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ln/db';
import { createTestDatabase } from '@ln/db/testing';
import { eventually } from '@ln/testing/eventually';
import { describe, expect, it } from 'vitest';
import { startPortal, type Run } from './start-process.js';

const start = startPortal;

async function waitFor(run: Run, text: string, ms: number): Promise<void> {
  const seen = await eventually(
    () => run.output().includes(text) || (run.child.exitCode !== null && 'exited'),
    { timeout: ms, what: `"${text}"` },
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}:\n${run.output()}`);
  });
  if (seen === 'exited') throw new Error(`exited early:\n${run.output()}`);
}

async function checkPortal(port: number) {
  const info = await fetch(`http://localhost:${port}/api/profiles-api/public/info`);
  expect(info.status).toBe(200);
  expect(await info.json()).toHaveProperty('build.version');
  const page = await fetch(`http://localhost:${port}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
}

describe('pnpm start', { timeout: 240_000 }, () => {
  it('runs the portal on one origin with DATABASE_URL, seeding an empty database, and stops on Ctrl-C', async () => {
    const db = await createTestDatabase();
    const port = await freePort();
    const run = start({ DATABASE_URL: db.url, PORT: String(port) });
    try {
      await waitFor(run, 'is running at', 180_000);
      expect(run.output()).toContain('seeding 30 profiles');
      await checkPortal(port);
      const search = await fetch(`http://localhost:${port}/api/users-api/health`);
      expect(await search.json()).toEqual({ status: 'ok', database: 'up' });
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await db.drop();
    }
  });

  it('without DATABASE_URL runs its own embedded PostgreSQL and keeps the data between runs', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ln-start-')), 'postgres');
    const port = await freePort();
    try {
      const first = start({ LN_DATA_DIR: dataDir, PORT: String(port) });
      await waitFor(first, 'is running at', 180_000);
      expect(first.output()).toContain('embedded PostgreSQL');
      await checkPortal(port);
      first.child.kill('SIGINT');
      expect(await first.exited).toBe(0);

      const second = start({ LN_DATA_DIR: dataDir, PORT: String(port) });
      await waitFor(second, 'is running at', 120_000);
      expect(second.output()).not.toContain('seeding');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('refuses a busy port with one line naming PORT', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(port, 'localhost', () => r()));
    try {
      const run = start({ PORT: String(port), LN_DATA_DIR: '/nonexistent/never-used' });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`PORT ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('names the variable when a setting is bad', async () => {
    const badUrl = start({ DATABASE_URL: 'mysql://somewhere/db', PORT: String(await freePort()) });
    expect(await badUrl.exited).toBe(1);
    expect(badUrl.output()).toMatch(/DATABASE_URL: must be a postgresql/);

    const unreachable = start({
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:1/db',
      PORT: String(await freePort()),
    });
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.output()).toMatch(/DATABASE_URL: cannot connect/);

    const badPort = start({ PORT: 'eighty' });
    expect(await badPort.exited).toBe(1);
    expect(badPort.output()).toMatch(/PORT: /);
  });
});
