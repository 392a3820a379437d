// `pnpm db:draft-migration <name>`: writes the SQL that takes the schema as of the last
// commit (git HEAD) to the working schema.prisma, as
// prisma/migrations/<timestamp>_<name>/migration.sql. Review it before committing; the
// migration test proves that the migrations and schema.prisma agree.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded.js';
import { defaultMigrationsDir, readMigrations } from '../migrate.js';
import { REPO_ROOT } from '../paths.js';
import { diffDatamodels, readSchema } from '../schema-engine.js';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:draft-migration <name in snake_case>');
  process.exit(2);
}
let previous: string | null = null;
if (readMigrations().length > 0) {
  previous = execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
}
const scratch = mkdtempSync(join(tmpdir(), 'ln-draft-'));
const db = await startEmbeddedPostgres({ dataDir: join(scratch, 'data'), ephemeral: true });
let sql: string;
try {
  sql = await diffDatamodels(db.url(), previous, readSchema());
} finally {
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (!sql) {
  console.log('schema.prisma has not changed since HEAD; nothing to draft');
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(defaultMigrationsDir(), `${stamp}_${name}`);
  if (existsSync(dir)) throw new Error(`${dir} exists`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), sql);
  console.log(`wrote ${join(dir, 'migration.sql')}`);
}
