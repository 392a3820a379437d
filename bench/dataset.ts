import { totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, migrate, REPO_ROOT, resolvePeselKeys, withClient } from '@ln/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@ln/db/embedded';
import { countProfiles, seedDatabase } from '@ln/seeds';

/**
 * shared_buffers of a kept benchmark cluster: a quarter of the machine's memory, PostgreSQL's
 * usual advice for a dedicated server (at least the 1 GB of a development cluster). At 200,000
 * profiles the indexes the publication lists read (~1.7 GB) do not fit 1 GB: every request
 * then evicts and re-reads pages another one needs.
 */
export function benchSharedBuffers(): string {
  return `${Math.max(1024, Math.floor(totalmem() / 4 / 2 ** 20))}MB`;
}

/**
 * A seeded benchmark database kept between runs in .data/bench-<N> (a 200,000-profile seed
 * takes about 8 minutes; it is made once). DATABASE_URL, when set, is used instead.
 */
export async function benchDatabase(
  profiles: number,
  log: (line: string) => void,
  /** The embedded server's port (default: a free one). */
  port = 0,
): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: join(REPO_ROOT, '.data', `bench-${profiles}`, 'postgres'),
      port,
      sharedBuffers: benchSharedBuffers(),
    });
    await ensureDatabase(embedded.url(), 'ln');
    url = embedded.url('ln');
  }
  await migrate(url);
  const existing = await withClient(url, countProfiles);
  if (existing === 0) {
    log(`seeding ${profiles} profiles (once; kept in .data/bench-${profiles})…`);
    const report = await seedDatabase(url, { profiles, peselKeys: resolvePeselKeys(), log });
    log(`seeded in ${(report.milliseconds / 1000).toFixed(1)} s`);
  } else if (existing !== profiles) {
    log(`note: the database has ${existing} profiles, not ${profiles}`);
  }
  return { url, embedded };
}
