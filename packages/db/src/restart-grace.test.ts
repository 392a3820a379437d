import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from './client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';

// A service's pools while its database restarts: the requests of the restart wait for it
// (within the grace), instead of failing; past the grace, and for a database that never
// answered, they fail at once.

let scratch: string;
let dataDir: string;
let server: EmbeddedDatabase | undefined;

const start = async (port?: number) =>
  (server = await startEmbeddedPostgres({ dataDir, sharedBuffers: '128MB', port }));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ln-grace-'));
  chmodSync(scratch, 0o755);
  dataDir = join(scratch, 'postgres');
  await start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the pools of createPrismaClient across a database restart', { timeout: 120_000 }, () => {
  it('a read made while the database is down waits for it and answers once it is back', async () => {
    const port = server!.port;
    // A grace longer than any start of the server on a loaded machine.
    const db = createPrismaClient(server!.url(), { max: 2, restartGraceMs: 60_000 });
    try {
      expect(await db.sql`SELECT ${1}::int AS n`).toEqual([{ n: 1 }]);
      await server!.stop();
      // Issued while nothing listens: it is still pending when the server starts again.
      let settled = false;
      const waiting = db.sql<Array<{ n: number }>>`SELECT ${2}::int AS n`.finally(() => {
        settled = true;
      });
      const generic = db.sqlGeneric<Array<{ n: number }>>`SELECT ${3}::int AS n`;
      const prisma = db.$queryRaw<Array<{ n: number }>>`SELECT 4::int AS n`;
      await start(port);
      expect(settled).toBe(false);
      expect(await waiting).toEqual([{ n: 2 }]);
      expect(await generic).toEqual([{ n: 3 }]);
      expect(await prisma).toEqual([{ n: 4 }]);
    } finally {
      await db.$disconnect();
    }
  });

  it('fails at once past the grace, and comes back with the database', async () => {
    const port = server!.port;
    const db = createPrismaClient(server!.url(), { max: 2, restartGraceMs: 300 });
    try {
      expect(await db.sql`SELECT ${1}::int AS n`).toEqual([{ n: 1 }]);
      await server!.stop();
      await expect(db.sql`SELECT ${2}::int AS n`).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await start(port);
      expect(await db.sql`SELECT ${3}::int AS n`).toEqual([{ n: 3 }]);
    } finally {
      await db.$disconnect();
    }
  });

  it('a database that never answered is no restart: the call fails at once', async () => {
    // A grace longer than the test's timeout: only failing at once lets this test pass.
    const db = createPrismaClient('postgresql://nobody:x@127.0.0.1:1/none', {
      restartGraceMs: 600_000,
    });
    try {
      await expect(db.sql`SELECT 1`).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await db.$disconnect();
    }
  });
});
