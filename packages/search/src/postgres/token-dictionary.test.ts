import { createPrismaClient, type Db } from '@ln/db';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { eventually } from '@ln/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocument, searchQuery } from '../testing/engine-contract.js';
import { createPostgresSearchEngine } from './postgres-engine.js';
import { createSearchIndexRepository } from './search-index.repository.js';
import { createSearchReadRepository } from './search-read.repository.js';
import {
  compareCodePoints,
  createTokenDictionary,
  expandFrom,
  mergeWords,
  sharedTokenDictionary,
} from './token-dictionary.js';

describe('token dictionary: look-ups in memory', () => {
  it('orders words by code point, as COLLATE "C" orders their UTF-8 bytes', () => {
    const words = ['zz', 'ła', 'la', 'l', 'lb', '\u{1F600}a', '\uFFFDb', 'ą', 'a', ''];
    const byBytes = [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...words].sort(compareCodePoints)).toEqual(byBytes);
  });

  it('expands a word as PostgreSQL does: itself, and the first words it starts as a prefix', () => {
    const sorted = ['kow', 'kowal', 'kowalczyk', 'kowalska', 'kowalski', 'kox', 'nowak'];
    expect(expandFrom(sorted, 'kowal', false, 10)).toEqual(['kowal']);
    expect(expandFrom(sorted, 'kowa', false, 10)).toEqual([]);
    expect(expandFrom(sorted, 'kowa', true, 10)).toEqual([
      'kowal',
      'kowalczyk',
      'kowalska',
      'kowalski',
    ]);
    expect(expandFrom(sorted, 'kowal', true, 2)).toEqual(['kowal', 'kowalczyk']);
    expect(expandFrom(sorted, 'zz', true, 10)).toEqual([]);
  });

  it('merges new words into a copy in order, each once, leaving the copy it was given', () => {
    const sorted = ['bak', 'kowal', 'nowak'];
    expect(mergeWords(sorted, ['zet', 'kowal', 'ala', 'kowalik', 'ala'])).toEqual([
      'ala',
      'bak',
      'kowal',
      'kowalik',
      'nowak',
      'zet',
    ]);
    expect(sorted).toEqual(['bak', 'kowal', 'nowak']);
    expect(mergeWords([], ['b', 'a'])).toEqual(['a', 'b']);
  });
});

describe('token dictionary: kept from search_token', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  const version = async () =>
    (await db.sql<Array<{ v: string }>>`SELECT version::text AS v FROM search_token_version`)[0]!.v;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    await createPostgresSearchEngine({ db, tuning: { tokenDictionary: false } }).upsert([
      makeDocument({ firstName: 'Anna', surname: 'Kowalska' }),
      makeDocument({ firstName: 'Jan', surname: 'Kowalski' }),
      makeDocument({ firstName: 'Łucja', surname: 'Kowalczyk-Nowak' }),
      makeDocument({ firstName: 'Zofia', surname: 'Żółkiewska', previousSurname: 'Kowal' }),
    ]);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it('gives the same words as the database for every word and prefix of the dictionary', async () => {
    const repo = createSearchReadRepository(db);
    const dictionary = createTokenDictionary(repo, { refreshMs: 20 });
    try {
      await eventually(() => dictionary.expand('kowal', true, 10) !== null);
      const { tokens } = await repo.tokenDictionary();
      expect(tokens.length).toBeGreaterThan(5);
      const words = [...new Set(tokens.flatMap((t) => [t, t.slice(0, 1), t.slice(0, 3)]))];
      for (const word of [...words, 'zzz', 'kowalskaa'])
        for (const [prefix, limit] of [
          [false, 5000],
          [true, 5000],
          [true, 2],
        ] as const) {
          const fromDb = (await repo.expand(word, prefix, limit)).map((r) => r.token);
          expect(
            dictionary.expand(word, prefix, limit)?.sort(),
            `${word} ${prefix} ${limit}`,
          ).toEqual(fromDb.sort());
        }
    } finally {
      dictionary.stop();
    }
  });

  it('raises the version when words are added or removed, not when a write adds none', async () => {
    const repo = createSearchIndexRepository(db);
    const before = await version();
    expect(await repo.addTokens(['kowalska', 'jan'])).toEqual([]);
    expect(await version()).toBe(before);
    expect(await repo.addTokens(['wersja'])).toEqual(['wersja']);
    const added = await version();
    expect(BigInt(added)).toBeGreaterThan(BigInt(before));
    await db.$executeRaw`DELETE FROM search_token WHERE token = 'wersja'`;
    expect(BigInt(await version())).toBeGreaterThan(BigInt(added));
  });

  it("finds a word that another process added, once that process's write has committed", async () => {
    // Two clients: two dictionaries, as in two profiles-api processes.
    const other = createPrismaClient(database.url, { max: 2 });
    const reader = createPostgresSearchEngine({ db, tuning: { tokenRefreshMs: 20 } });
    const writer = createPostgresSearchEngine({ db: other });
    try {
      // The reader's dictionary is loaded and in use.
      await eventually(
        async () => (await reader.search(searchQuery({ fullQuery: 'Kowalska' }))).totalHits === 1,
      );
      const doc = makeDocument({ firstName: 'Ewa', surname: 'Przybyszewska' });
      await writer.upsert([doc]);
      await eventually(async () => {
        const found = await reader.search(searchQuery({ fullQuery: 'Przybysz' }));
        return found.hits.some((h) => h.profileId === doc.profileId);
      });
    } finally {
      await reader.close();
      await writer.close();
      await other.$disconnect();
    }
  });

  it('knows at once what an engine on the same client wrote', async () => {
    const reader = createPostgresSearchEngine({ db });
    const writer = createPostgresSearchEngine({ db });
    try {
      await eventually(async () => {
        await reader.search(searchQuery({ fullQuery: 'Kowal' }));
        // Loaded: a second look-up of the same words comes from memory and agrees.
        return (await reader.search(searchQuery({ fullQuery: 'Kowalczyk' }))).totalHits === 1;
      });
      // The engines' shared dictionary has its words in memory (not PostgreSQL asked instead).
      const shared = sharedTokenDictionary(db, createSearchReadRepository(db));
      try {
        await eventually(() => shared.expand('kowalczyk', false, 10) !== null);
      } finally {
        shared.release();
      }
      const doc = makeDocument({ firstName: 'Ola', surname: 'Wierzbięta' });
      await writer.upsert([doc]);
      const found = await reader.search(searchQuery({ fullQuery: 'Wierzbie' }));
      expect(found.hits.map((h) => h.profileId)).toEqual([doc.profileId]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('is not trusted without its version row, and is again once the row is back', async () => {
    const dictionary = createTokenDictionary(createSearchReadRepository(db), {
      refreshMs: 20,
      staleMs: 200,
    });
    const before = await version();
    try {
      await eventually(() => dictionary.expand('kowal', true, 10) !== null);
      await db.$executeRaw`DELETE FROM search_token_version`;
      await eventually(() => dictionary.expand('kowal', true, 10) === null);
    } finally {
      await db.$executeRaw`INSERT INTO search_token_version (id, version)
                           VALUES (TRUE, ${BigInt(before) + 1n}) ON CONFLICT (id) DO NOTHING`;
    }
    try {
      await eventually(() => dictionary.expand('kowal', true, 10) !== null);
    } finally {
      dictionary.stop();
    }
  });

  it('is not used once its version could not be checked for a while', async () => {
    const own = createPrismaClient(database.url, { max: 1 });
    const dictionary = createTokenDictionary(createSearchReadRepository(own), {
      refreshMs: 20,
      staleMs: 200,
    });
    try {
      await eventually(() => dictionary.expand('kowal', true, 10) !== null);
      await own.$disconnect(); // every check fails from now on
      await eventually(() => dictionary.expand('kowal', true, 10) === null);
    } finally {
      dictionary.stop();
    }
  });
});
