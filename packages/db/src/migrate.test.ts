import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/index.js';
import { catalogSnapshot, HAND_WRITTEN_OBJECTS, withoutHandWritten } from './catalog-snapshot.js';
import { defaultMigrationsDir, migrate, MigrationError, readMigrations } from './migrate.js';
import { diffDatamodels, readSchema } from './schema-engine.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function snapshot(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await catalogSnapshot(client);
  } finally {
    await client.end();
  }
}

// Each case creates and migrates databases: seconds each on a busy machine.
describe('migrations', { timeout: 60_000 }, () => {
  it('take an empty database to exactly the schema that schema.prisma describes', async () => {
    const migrated = await createTestDatabase({ empty: true });
    const reference = await createTestDatabase({ empty: true });
    try {
      await migrate(migrated.url);
      // The reference database is built straight from schema.prisma by Prisma's own
      // schema engine; our migrations must produce the same catalog.
      const fromSchema = await diffDatamodels(reference.url, null, readSchema());
      const client = new pg.Client(reference.url);
      await client.connect();
      await client.query(fromSchema);
      await client.end();

      const [actual, expected] = await Promise.all([
        snapshot(migrated.url),
        snapshot(reference.url),
      ]);
      expect(actual.columns.length).toBeGreaterThan(300);
      // Hand-written objects (search) exist in the migrated database, and only they differ.
      expect(
        [...new Set(actual.columns.map((c) => c.table_name as string))].filter((t) =>
          (HAND_WRITTEN_OBJECTS.tables as readonly string[]).includes(t),
        ),
      ).toEqual([...HAND_WRITTEN_OBJECTS.tables]);
      expect(
        actual.indexes
          .map((i) => i.indexname as string)
          .filter((i) => (HAND_WRITTEN_OBJECTS.indexes as readonly string[]).includes(i)),
      ).toEqual([...HAND_WRITTEN_OBJECTS.indexes]);
      expect(withoutHandWritten(expected)).toEqual(expected);
      expect(withoutHandWritten(actual)).toEqual(expected);
    } finally {
      await migrated.drop();
      await reference.drop();
    }
  });

  it('give every foreign key an index that starts with its columns', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      await migrate(db.url);
      const unindexed = await query<{ fk: string }>(
        db.url,
        `SELECT con.conrelid::regclass || '.' || con.conname AS fk
           FROM pg_constraint con
          WHERE con.contype = 'f'
            AND NOT EXISTS (
              SELECT 1 FROM pg_index i
               WHERE i.indrelid = con.conrelid
                 AND (i.indkey::int2[])[0:array_length(con.conkey, 1) - 1] = con.conkey::int2[])
          ORDER BY 1`,
      );
      expect(unindexed.map((r) => r.fk)).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('record each migration in _prisma_migrations as prisma migrate deploy does, once', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const first = await migrate(db.url);
      const files = readMigrations();
      expect(first.applied).toEqual(files.map((f) => f.name));
      const rows = await query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
      }>(db.url, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
      expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(
        files.map((f) => [f.name, f.checksum, 1]),
      );
      expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);

      const second = await migrate(db.url);
      expect(second.applied).toEqual([]);
      expect(second.alreadyApplied).toEqual(files.map((f) => f.name));
    } finally {
      await db.drop();
    }
  });

  it('serialise concurrent runners so each migration is applied exactly once', async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const results = await Promise.all([migrate(db.url), migrate(db.url), migrate(db.url)]);
      const appliedCounts = results.map((r) => r.applied.length).sort();
      expect(appliedCounts).toEqual([0, 0, readMigrations().length]);
      const rows = await query(db.url, 'SELECT 1 FROM "_prisma_migrations"');
      expect(rows).toHaveLength(readMigrations().length);
    } finally {
      await db.drop();
    }
  });

  it('rename the audit entries of makeInvisible to PROFILE_HIDDEN, the one name of that act', async () => {
    const db = await createTestDatabase({ empty: true });
    const before = mkdtempSync(join(tmpdir(), 'ln-migrations-'));
    try {
      const rename = '20261122120000_audit_profile_hidden';
      for (const m of readMigrations().filter((m) => m.name < rename))
        cpSync(join(defaultMigrationsDir(), m.name), join(before, m.name), { recursive: true });
      await migrate(db.url, { dir: before });
      await query(
        db.url,
        `INSERT INTO audit_log (action, target_type, target_id, details)
         VALUES ('PROFILE_MADE_INVISIBLE', 'PROFILE', 'p1', '{"reason": "duplicate"}'),
                ('PROFILE_MARKED_DECEASED', 'PROFILE', 'p2', '{}')`,
      );
      await migrate(db.url);
      const rows = await query<{ action: string; details: unknown }>(
        db.url,
        'SELECT action, details FROM audit_log ORDER BY target_id',
      );
      expect(rows).toEqual([
        { action: 'PROFILE_HIDDEN', details: { reason: 'duplicate', via: 'makeInvisible' } },
        { action: 'PROFILE_MARKED_DECEASED', details: {} },
      ]);
    } finally {
      await db.drop();
    }
  });

  it('refuse a migration that was edited after it was applied', async () => {
    const db = await createTestDatabase({ empty: true });
    const dir = mkdtempSync(join(tmpdir(), 'ln-migrations-'));
    try {
      cpSync(defaultMigrationsDir(), dir, { recursive: true });
      await migrate(db.url, { dir });
      const [first] = readMigrations(dir);
      writeFileSync(join(dir, first!.name, 'migration.sql'), `${first!.sql}\n-- edited\n`);
      await expect(migrate(db.url, { dir })).rejects.toThrow(/checksum mismatch/);
    } finally {
      await db.drop();
    }
  });

  it('roll back a failing migration entirely and report which one failed', async () => {
    const db = await createTestDatabase({ empty: true });
    const dir = mkdtempSync(join(tmpdir(), 'ln-migrations-'));
    try {
      mkdirSync(join(dir, '20000101000000_good'));
      writeFileSync(join(dir, '20000101000000_good', 'migration.sql'), 'CREATE TABLE a (id int);');
      mkdirSync(join(dir, '20000101000001_bad'));
      writeFileSync(
        join(dir, '20000101000001_bad', 'migration.sql'),
        'CREATE TABLE b (id int); SELECT * FROM no_such_table;',
      );
      const failure = await migrate(db.url, { dir }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).migration).toBe('20000101000001_bad');
      const tables = await query<{ table_name: string }>(
        db.url,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      );
      // The good one stays applied; nothing of the bad one (not even its first statement).
      expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'a']);
    } finally {
      await db.drop();
    }
  });
});
