import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql in order and records each in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does (same table, same sha256
 * checksum of the file), so the standard CLI stays usable wherever it can run.
 * The Prisma CLI cannot run migrations on our machines (docs/conventions.md, "What the machines allow"; decision 002).
 */

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration?: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** Same key as Prisma's migrate advisory lock, so our runner and the CLI never overlap. */
const ADVISORY_LOCK_KEY = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function defaultMigrationsDir(): string {
  return new URL('../../../prisma/migrations', import.meta.url).pathname;
}

export function readMigrations(dir = defaultMigrationsDir()): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function migrate(
  connectionString: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = readMigrations(options.dir);
  const client = new pg.Client({ connectionString, application_name: 'ln-migrate' });
  client.on('error', () => {}); // a dropped connection surfaces through the awaited query
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and was not rolled back; fix the database and mark it rolled back before migrating again.`,
        failed.migration_name,
      );
    }
    const done = new Map(
      rows.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]),
    );
    const known = new Set(migrations.map((m) => m.name));
    const unknown = [...done.keys()].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new MigrationError(
        `The database has migrations this checkout does not know: ${unknown.join(', ')}.`,
      );
    }
    const result: MigrateResult = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.name} was changed after it was applied (checksum mismatch).`,
            migration.name,
          );
        }
        result.alreadyApplied.push(migration.name);
        continue;
      }
      const id = randomUUID();
      log(`applying ${migration.name}`);
      await client.query('BEGIN');
      try {
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 0)`,
          [id, migration.checksum, migration.name],
        );
        await client.query(migration.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${migration.name} failed: ${reason}`, migration.name);
      }
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
