import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, migrate, REPO_ROOT, resolvePeselKeys, withClient } from '@ln/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@ln/db/embedded';
import { countProfiles, seedDatabase } from '@ln/seeds';
import { benchSharedBuffers } from '../dataset.js';

/**
 * The database a search benchmark runs on. A full bench dataset (.data/bench-<N>, made by the
 * other benches) is used when it exists; otherwise a search-only one (.data/bench-<N>-search:
 * profiles, names, disciplines, specialties, degrees, employments; no publications and the
 * like, which search never reads) is seeded once and kept. At 1M profiles the full seed would
 * take ~45 GB and ~42 min; the search-only one a fraction of both. DATABASE_URL wins when set.
 */
export async function searchBenchDatabase(
  profiles: number,
  log: (line: string) => void,
): Promise<{ url: string; embedded?: EmbeddedDatabase; dataDir?: string }> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  if (!url) {
    const full = join(REPO_ROOT, '.data', `bench-${profiles}`);
    dataDir = existsSync(join(full, 'postgres'))
      ? full
      : join(REPO_ROOT, '.data', `bench-${profiles}-search`);
    // At 1M the search tables and the profile tables read for the items (~3.7 GB) no longer
    // fit the 1 GB a kept development cluster gets.
    embedded = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      sharedBuffers: benchSharedBuffers(),
    });
    await ensureDatabase(embedded.url(), 'ln');
    url = embedded.url('ln');
  }
  const t0 = Date.now();
  await migrate(url);
  const migrated = Date.now() - t0;
  if (migrated > 2_000) log(`migrations applied in ${(migrated / 1000).toFixed(1)} s`);
  const existing = await withClient(url, countProfiles);
  if (existing === 0) {
    log(
      `seeding ${profiles} profiles, search data only (once; kept in ${dataDir ?? 'DATABASE_URL'})…`,
    );
    const report = await seedDatabase(url, {
      profiles,
      peselKeys: resolvePeselKeys(),
      searchOnly: true,
      log,
    });
    log(`seeded in ${(report.milliseconds / 1000).toFixed(1)} s`);
  } else if (existing !== profiles) {
    log(`note: the database has ${existing} profiles, not ${profiles}`);
  }
  return { url, embedded, dataDir };
}
