import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrismaClient, freePort, type Db } from '@ln/db';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '../engine.js';
import { selectSearchEngine, SearchEnvSchema, searchConfigFromEnv } from '../select-engine.js';
import { makeDocument, searchQuery } from '../testing/engine-contract.js';
import type { SearchLog } from './fallback.js';
import { startMeilisearch, type MeilisearchServer } from './server.js';

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log: SearchLog = {
    info: (_obj, msg) => lines.push({ level: 'info', msg }),
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
    error: (_obj, msg) => lines.push({ level: 'error', msg }),
  };
  return { log, lines };
}

async function* once<T>(items: T[]): AsyncIterable<T[]> {
  yield items;
}

const ada = makeDocument({
  firstName: 'Ada',
  surname: 'Żmigrodzka',
  disciplines: ['DS010602N'],
  domains: ['DZ0106N'],
});
const bolek = makeDocument({
  firstName: 'Bolesław',
  surname: 'Łopata',
  disciplines: ['DS010101N'],
  domains: ['DZ0101N'],
});

describe('SEARCH_ENGINE=meilisearch with PostgreSQL as the fallback', () => {
  let database: TestDatabase;
  let db: Db;
  let server: MeilisearchServer;
  let dataDir: string;
  let port: number;
  const masterKey = 'fallback-test-master-key-0123456789';
  const { log, lines } = recordingLog();
  let engine: SearchEngine;
  const ids = async (fullQuery: string) =>
    (await engine.search(searchQuery({ fullQuery }))).hits.map((h) => h.profileId);
  // The fallback's clock: the test moves it past the retry time instead of sleeping.
  let clock = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    dataDir = mkdtempSync(join(tmpdir(), 'ln-meili-fallback-'));
    port = await freePort();
    server = await startMeilisearch({ dataDir, port, masterKey });
    const env = SearchEnvSchema.parse({
      SEARCH_ENGINE: 'meilisearch',
      MEILI_URL: server.url,
      MEILI_MASTER_KEY: masterKey,
    });
    engine = await selectSearchEngine(searchConfigFromEnv(env), {
      db,
      log,
      retryAfterMs: 300,
      now: () => clock,
    });
    await engine.reindex(once([ada]));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await db?.$disconnect();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('searches Meilisearch while it is up, PostgreSQL while it is down, and Meilisearch again after', async () => {
    expect(await ids('zmigrodzka')).toEqual([ada.profileId]);
    expect(lines).toEqual([]);

    await server.stop();
    expect(await ids('zmigrodzka')).toEqual([ada.profileId]);
    expect(await ids('zmigrodzka')).toEqual([ada.profileId]);
    expect(lines).toEqual([
      { level: 'warn', msg: expect.stringContaining('meilisearch is unreachable') },
    ]);

    // A write while Meilisearch is down reaches PostgreSQL and then fails (the outbox retries).
    await expect(engine.upsert([bolek])).rejects.toThrow();
    expect(await ids('lopata')).toEqual([bolek.profileId]);

    server = await startMeilisearch({ dataDir, port, masterKey });
    clock += 350; // past the 300 ms after which Meilisearch is tried again
    await engine.upsert([bolek]); // the outbox's retry
    expect(await ids('lopata')).toEqual([bolek.profileId]);
    expect(lines.at(-1)).toEqual({ level: 'info', msg: expect.stringContaining('is back') });
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect((await engine.health()).engine).toBe('meilisearch');
  }, 60_000);

  it('answers the browse of everyone from PostgreSQL, whose counts are precomputed', async () => {
    await server.stop();
    const warnings = lines.filter((l) => l.level === 'warn').length;
    const everyone = await engine.search(searchQuery());
    expect(everyone.totalHits).toBe(2);
    expect(everyone.facets.domains).toEqual(
      expect.arrayContaining([
        { code: 'DZ0101N', count: 1 },
        { code: 'DZ0106N', count: 1 },
      ]),
    );
    // Meilisearch was not asked: no new "unreachable" warning.
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(warnings);
    server = await startMeilisearch({ dataDir, port, masterKey });
  }, 60_000);
});

describe('selectSearchEngine', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 2 });
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it('uses PostgreSQL by default', async () => {
    const { log } = recordingLog();
    const engine = await selectSearchEngine(searchConfigFromEnv(SearchEnvSchema.parse({})), {
      db,
      log,
    });
    expect(engine.name).toBe('postgres');
  });

  it('starts and searches when nothing listens at MEILI_URL, logging the fallback', async () => {
    const { log, lines } = recordingLog();
    const url = `http://127.0.0.1:${await freePort()}`;
    const engine = await selectSearchEngine(
      searchConfigFromEnv(
        SearchEnvSchema.parse({
          SEARCH_ENGINE: 'meilisearch',
          MEILI_URL: url,
          MEILI_MASTER_KEY: 'k',
        }),
      ),
      { db, log },
    );
    await engine.reindex(once([ada])).catch(() => undefined); // PostgreSQL gets it; Meilisearch cannot
    expect((await engine.search(searchQuery({ fullQuery: 'Żmigrodzka' }))).hits).toEqual([
      { profileId: ada.profileId, matchingInfos: [] },
    ]);
    expect(lines.some((l) => l.level === 'warn' && /unreachable/.test(l.msg))).toBe(true);
    expect((await engine.health()).engine).toBe('postgres');
  });

  it('rejects SEARCH_ENGINE=meilisearch without its URL and key, naming both', () => {
    const result = SearchEnvSchema.safeParse({ SEARCH_ENGINE: 'meilisearch' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'MEILI_MASTER_KEY',
      'MEILI_URL',
    ]);
    expect(SearchEnvSchema.safeParse({ SEARCH_ENGINE: 'elastic' }).success).toBe(false);
    expect(
      SearchEnvSchema.safeParse({
        SEARCH_ENGINE: 'meilisearch',
        MEILI_URL: 'ftp://x',
        MEILI_MASTER_KEY: 'k',
      }).success,
    ).toBe(false);
  });
});
