import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './testing/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, Prisma, type Db } from './client.js';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: what one statement leaves prepared, the next one sees.
  db = createPrismaClient(database.url, { max: 1 });
}, 60_000);
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const prepared = async () =>
  (
    await db.sqlPlanned<Array<{ n: number }>>`SELECT count(*)::int AS n FROM pg_prepared_statements`
  )[0]!.n;

describe('raw reads of db.sql and db.sqlPlanned', () => {
  it('give the same rows, with values as parameters and Prisma.sql fragments inlined', async () => {
    const order = Prisma.raw('n DESC');
    const only = Prisma.sql`n <> ${2}::int`;
    const read = (run: Db['sql']) =>
      run<Array<{ n: number; day: string; words: string[] }>>`
        SELECT n, DATE '2026-03-01' + n AS day, ARRAY[${"O'Brien"}::text, 'Łukasz'] AS words
          FROM generate_series(1, ${4}::int) AS n
         WHERE ${only} ORDER BY ${order}`;
    const expected = [4, 3, 1].map((n) => ({
      n,
      day: `2026-03-0${n + 1}`, // a DATE stays its text, never a shifted Date
      words: ["O'Brien", 'Łukasz'],
    }));
    expect(await read(db.sql)).toEqual(expected);
    expect(await read(db.sqlPlanned)).toEqual(expected);
    expect(await read(db.sqlGeneric)).toEqual(expected);
  });

  it('db.sql prepares a statement once per connection; db.sqlPlanned prepares nothing', async () => {
    const before = await prepared();
    await db.sqlPlanned`SELECT ${1}::int + 41 AS answer`;
    await db.sqlPlanned`SELECT ${1}::int + 41 AS answer`;
    expect(await prepared()).toBe(before);
    await db.sql`SELECT ${1}::int + 42 AS answer`;
    await db.sql`SELECT ${2}::int + 42 AS answer`;
    expect(await prepared()).toBe(before + 1);
  });

  it('db.sqlGeneric plans a prepared statement once, for any values (a generic plan)', async () => {
    const answer = (n: number) => db.sqlGeneric<Array<{ answer: number }>>`
      SELECT ${n}::int + 44 AS answer`;
    expect(await answer(1)).toEqual([{ answer: 45 }]);
    expect(await answer(2)).toEqual([{ answer: 46 }]);
    // The marker is a value, so this statement's own text does not contain it.
    const plans = await db.sqlGeneric<Array<{ generic: number; custom: number }>>`
      SELECT generic_plans::int AS generic, custom_plans::int AS custom
        FROM pg_prepared_statements WHERE statement LIKE '%' || ${'+ 44 AS answer'}::text`;
    // From the first call on, never a plan for the values at hand.
    expect(plans).toEqual([{ generic: 2, custom: 0 }]);
  });

  it('db.sqlGeneric keeps the server options of the connection string', async () => {
    const withOptions = createPrismaClient(
      `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c statement_timeout=4321')}`,
      { max: 1 },
    );
    try {
      const [settings] = await withOptions.sqlGeneric<
        Array<{ timeout: string; mode: string }>
      >`SELECT current_setting('statement_timeout') AS timeout,
               current_setting('plan_cache_mode') AS mode`;
      expect(settings).toEqual({ timeout: '4321ms', mode: 'force_generic_plan' });
    } finally {
      await withOptions.$disconnect();
    }
  });

  it('keeps a value a value: text that looks like SQL is never run', async () => {
    const text = "x'; DROP TABLE profile; --";
    const rows = await db.sqlPlanned<Array<{ t: string }>>`SELECT ${text}::text AS t`;
    expect(rows[0]!.t).toBe(text);
    const [table] = await db.sql<Array<{ exists: boolean }>>`
      SELECT to_regclass('profile') IS NOT NULL AS exists`;
    expect(table?.exists).toBe(true);
  });
});

describe('the pools of a client (decision 028)', () => {
  it('run at most readMax raw reads at once: the others wait in the pool, not in the database', async () => {
    const reads = createPrismaClient(database.url, { readMax: 2 });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      // Every read waits on a lock the holder has: five reads asked at once.
      await holder.query('SELECT pg_advisory_lock(4242)');
      const pids = Array.from(
        { length: 5 },
        () =>
          reads.sql<Array<{ pid: number }>>`
          SELECT pg_backend_pid() AS pid FROM (SELECT pg_advisory_xact_lock_shared(4242)) l`,
      );
      const waiting = async () =>
        (
          await holder.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event = 'advisory'`,
          )
        ).rows[0]!.n;
      await expect.poll(waiting).toBe(2);
      await holder.query('SELECT pg_advisory_unlock(4242)');
      const used = new Set((await Promise.all(pids)).map((rows) => rows[0]!.pid));
      expect(used.size).toBeLessThanOrEqual(2);
    } finally {
      await holder.end();
      await reads.$disconnect();
    }
  });

  it('answer raw reads while a transaction holds every connection of Prisma', async () => {
    const both = createPrismaClient(database.url, { max: 1, readMax: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    try {
      const transaction = both.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        opened();
        await released;
      });
      await open;
      // Prisma's only connection is in the transaction; the read has its own.
      expect(await both.sql<Array<{ one: number }>>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      release();
      await transaction;
    } finally {
      release();
      await both.$disconnect();
    }
  });
});
