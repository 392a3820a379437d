import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, withClient } from '@ln/db';
import { startTestPostgres } from '@ln/db/testing/global-setup';
import { createPostgresSearchEngine, reindexAll } from '@ln/search';
import { loadReferenceData, seedDatabase } from '@ln/seeds';

/**
 * `pnpm bench test-setup [--rounds 3]`: what a profiles-api test file waits for before its
 * first test, the two ways, alternating on one PostgreSQL (so machine load hits both alike):
 * - seed: clone the migrated template, seed 120 profiles, build the search index (each file
 *   used to);
 * - clone: clone the seeded and indexed template (built once per run).
 */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function testSetupBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { rounds: { type: 'string' } } });
  const rounds = Number(values.rounds ?? 3);
  const postgres = await startTestPostgres();
  const peselKeys = parsePeselKeys(
    randomBytes(32).toString('hex'),
    randomBytes(32).toString('hex'),
  );
  const admin = (sql: string) => withClient(postgres.adminUrl, (c) => c.query(sql));
  try {
    await withClient(databaseUrl(postgres.adminUrl, postgres.template), (c) =>
      loadReferenceData(c),
    );
    let n = 0;
    const seeded = async (template: string) => {
      const name = `bench_${n++}`;
      await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return { name, url: databaseUrl(postgres.adminUrl, name) };
    };
    const seedAndIndex = async (template: string) => {
      const db = await seeded(template);
      await seedDatabase(db.url, { profiles: 120, peselKeys });
      const client = createPrismaClient(db.url, { max: 4 });
      await reindexAll({ db: client, engine: createPostgresSearchEngine({ db: client }) });
      await client.$disconnect();
      return db;
    };
    const started = Date.now();
    const template = await seedAndIndex(postgres.template);
    console.info(`seeded template built once: ${Date.now() - started} ms`);
    const times = { seed: [] as number[], clone: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const way of ['seed', 'clone'] as const) {
        const t0 = Date.now();
        const db =
          way === 'seed' ? await seedAndIndex(postgres.template) : await seeded(template.name);
        times[way].push(Date.now() - t0);
        await admin(`DROP DATABASE "${db.name}" WITH (FORCE)`);
      }
    }
    for (const [way, ms] of Object.entries(times)) {
      const sorted = [...ms].sort((a, b) => a - b);
      console.info(
        `${way}: median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]}, max ${sorted.at(-1)} (${ms.join(', ')})`,
      );
    }
  } finally {
    await postgres.stop();
  }
}
