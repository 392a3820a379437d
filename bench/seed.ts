// Seed benchmark: `pnpm bench seed --profiles N`. Seeds a fresh embedded PostgreSQL (or an
// empty DATABASE_URL) and prints the time, rows per table and the database size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate, resolvePeselKeys } from '@ln/db';
import { startEmbeddedPostgres } from '@ln/db/embedded';
import { seedDatabase } from '@ln/seeds';

export async function seedBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { profiles: { type: 'string', default: '3000' }, seed: { type: 'string' } },
  });
  const profiles = Number(values.profiles);
  const scratch = process.env.DATABASE_URL
    ? undefined
    : mkdtempSync(join(tmpdir(), 'ln-bench-seed-'));
  const embedded = scratch
    ? await startEmbeddedPostgres({ dataDir: join(scratch, 'data'), ephemeral: true })
    : undefined;
  const url = process.env.DATABASE_URL ?? embedded!.url();
  try {
    const t0 = Date.now();
    await migrate(url);
    const migrateMs = Date.now() - t0;
    const report = await seedDatabase(url, {
      profiles,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      peselKeys: resolvePeselKeys(),
      log: (line) => console.log(`  ${line}`),
    });
    const client = new pg.Client(url);
    await client.connect();
    const size = await client.query<{ size: string; bytes: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size, pg_database_size(current_database()) AS bytes',
    );
    const tables = await client.query<{ table: string; rows: string; size: string }>(
      `SELECT relname AS table, n_live_tup AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size
         FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC`,
    );
    await client.end();
    console.log(`\nseed of ${profiles} profiles`);
    console.log(`  migrate: ${(migrateMs / 1000).toFixed(1)} s`);
    console.log(`  seed:    ${(report.milliseconds / 1000).toFixed(1)} s`);
    console.log(`  rows:    ${Object.values(report.rows).reduce((a, b) => a + b, 0)}`);
    console.log(`  database size: ${size.rows[0]?.size}`);
    console.log('\n  table                              rows        size');
    for (const t of tables.rows) {
      console.log(
        `  ${t.table.padEnd(34)} ${String(report.rows[t.table] ?? t.rows).padStart(10)}  ${t.size.padStart(8)}`,
      );
    }
  } finally {
    await embedded?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
