import { createPrismaClient, Prisma, type Db } from '@ln/db';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FacetCount,
  SearchDocument,
  SearchEngine,
  SearchQuery,
  SearchResult,
} from '../engine.js';
import { makeDocument, searchQuery } from '../testing/engine-contract.js';
import { edgeNgrams } from '../words.js';
import { indexRow, sampleBucket } from './index-row.js';
import { createPostgresSearchEngine } from './postgres-engine.js';
import { TINY_TIER } from './query-plan.js';
import { spreadKeys } from './search-read.repository.js';

// What only the PostgreSQL engine does (decision 017, "2026-11-22: speed at 1M"): n-gram and
// sample-bucket tokens, typos only as a fallback, estimated counts of huge match sets. The
// shared contract (postgres-engine.test.ts) covers everything both engines must do.

/** Ids of the documents in surname order, then by id: the order of a relevance tier. */
const bySurname = (docs: SearchDocument[]) =>
  [...docs]
    .sort((a, b) =>
      a.sort.surname === b.sort.surname
        ? a.profileId.localeCompare(b.profileId)
        : a.sort.surname < b.sort.surname
          ? -1
          : 1,
    )
    .map((d) => d.profileId);

/** Ids whose last byte runs 0, 1, 2, …, so the 64 sample buckets are filled evenly. */
const evenId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

describe('postgres engine: index rows', () => {
  it('hold edge n-grams of name and surname words (up to ten letters) and a sample bucket', () => {
    const doc = makeDocument({
      profileId: evenId(70),
      firstName: 'Łucja',
      surname: 'Konstantynowicz-Ryba',
      previousSurname: 'Nowak',
      specialties: [{ labelPl: 'robotyka', labelEn: 'robotics' }],
    });
    const tokens = indexRow(doc, 1).tokens;
    expect(tokens).toEqual(
      expect.arrayContaining(['n:lucja', 'n^l', 'n^lucj', 's^konstantyn', 's^r', 's^nowa', 'b:6']),
    );
    // Never the whole word as an n-gram, nothing past ten letters, none for specialties.
    expect(tokens).not.toContain('n^lucja');
    expect(tokens).not.toContain('s^konstantyno');
    expect(tokens.filter((t) => t.startsWith('p^'))).toEqual([]);
    expect(edgeNgrams('ryba', 10)).toEqual(['r', 'ry', 'ryb']);
    expect(sampleBucket(evenId(70))).toBe(6);
  });
});

describe('postgres engine: search behaviour', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  let engine: SearchEngine;
  let sampling: SearchEngine;
  let byTier: SearchEngine;
  const kowalski = makeDocument({
    profileId: evenId(5000),
    firstName: 'Piotr',
    surname: 'Kowalski',
  });
  const kowalska = makeDocument({
    profileId: evenId(5001),
    firstName: 'Teresa',
    surname: 'Kowalska',
  });
  // 1,280 people of one field: 20 in each sample bucket; every fifth one a doctor (4 per bucket).
  const crowd: SearchDocument[] = Array.from({ length: 1280 }, (_, i) =>
    makeDocument({
      profileId: evenId(i),
      firstName: `Osoba${i}`,
      surname: 'Tłumna',
      domains: ['DZ0106N'],
      disciplines: ['DS010602N'],
      highestDegree: i % 5 === 0 ? 'DOCTOR' : null,
    }),
  );

  // Relevance tiers of the query "tlumna": the surname (crowd), a first name, a longer surname.
  const namesakes = Array.from({ length: 150 }, (_, i) =>
    i % 2 === 0
      ? makeDocument({ firstName: 'Tłumna', surname: `Abacka${i}`, highestDegree: 'DOCTOR' })
      : makeDocument({ firstName: 'Ewa', surname: `Tłumnasz${i}`, highestDegree: 'DOCTOR' }),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    engine = createPostgresSearchEngine({ db });
    // The same index, counted exactly only up to 100 matches.
    sampling = createPostgresSearchEngine({ db, tuning: { exactCountMax: 100 } });
    // …and pages of more than 100 matches read tier by tier in surname order.
    byTier = createPostgresSearchEngine({
      db,
      tuning: { exactCountMax: 100, collectMax: 100 },
    });
    await engine.upsert([kowalski, kowalska, ...crowd, ...namesakes]);
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it('reads search_profile without parallel workers, which a part skipped by its gate still launched', async () => {
    // Decision 005, "no parallel workers": a storage parameter set by a migration.
    const [table] = await db.sql<Array<{ options: string[] }>>`
      SELECT reloptions AS options FROM pg_class WHERE relname = 'search_profile'`;
    expect(table?.options).toContain('parallel_workers=0');
  });

  it('looks for one-typo neighbours only when the words as typed find nobody', async () => {
    const exact = await engine.search(searchQuery({ fullQuery: 'kowalski' }));
    expect(exact.hits.map((h) => h.profileId)).toEqual([kowalski.profileId]);
    expect(exact.totalHits).toBe(1);
    const typo = await engine.search(searchQuery({ fullQuery: 'Kowalsky', showMatching: true }));
    expect(new Set(typo.hits.map((h) => h.profileId))).toEqual(
      new Set([kowalski.profileId, kowalska.profileId]),
    );
    expect(typo.hits.flatMap((h) => h.matchingInfos)).toEqual(
      expect.arrayContaining([
        { field: 'SURNAME', value: 'Kowalski' },
        { field: 'SURNAME', value: 'Kowalska' },
      ]),
    );
  });

  it('counts a small match set exactly', async () => {
    const result = await sampling.search(searchQuery({ surname: 'kowalsk' }));
    expect(result.totalHits).toBe(2);
    expect(result.estimated).toBeUndefined();
  });

  it('estimates the counts of a huge match set from a sample and says so', async () => {
    const exact = await engine.search(searchQuery({ fullQuery: 'tlumna', domains: ['DZ0106N'] }));
    expect(exact.estimated).toBeUndefined();
    expect(exact.totalHits).toBe(1280);

    const estimated = await sampling.search(
      searchQuery({ fullQuery: 'tlumna', domains: ['DZ0106N'] }),
    );
    expect(estimated.estimated).toBe(true);
    // Evenly filled buckets: the sample scales back to the true numbers.
    expect(estimated.totalHits).toBe(1280);
    expect(estimated.facets.domains).toEqual([{ code: 'DZ0106N', count: 1280 }]);
    expect(estimated.facets.titles).toEqual([{ code: 'DOCTOR', count: 256 }]);
    // The page itself is exact: surname order, then id.
    expect(estimated.hits).toHaveLength(20);
    expect(estimated.hits.map((h) => h.profileId)).toEqual(exact.hits.map((h) => h.profileId));
  });

  it('applies filters before sampling and never counts removed profiles', async () => {
    const doctors = await sampling.search(
      searchQuery({ fullQuery: 'tlumna', domains: ['DZ0106N'], degreeTitles: ['DOCTOR'] }),
    );
    expect(doctors.totalHits).toBe(256);
    expect(doctors.facets.titles).toEqual([{ code: 'DOCTOR', count: 256 }]);

    await engine.remove(crowd.filter((_, i) => i % 5 === 0).map((d) => d.profileId));
    const left = await sampling.search(
      searchQuery({ fullQuery: 'tlumna', domains: ['DZ0106N'], degreeTitles: ['DOCTOR'] }),
    );
    expect(left.totalHits).toBe(0);
    expect(left.facets.titles).toEqual([]);
    await engine.upsert(crowd.filter((_, i) => i % 5 === 0));
  });

  it('orders a big match set the same whether it is sorted whole or read tier by tier', async () => {
    const pages = async (search: SearchEngine) => {
      const ids: string[] = [];
      for (let page = 0; page < 5; page += 1) {
        const query = searchQuery({
          fullQuery: 'tlumna',
          degreeTitles: ['DOCTOR'],
          page,
          size: 100,
        });
        ids.push(...(await search.search(query)).hits.map((h) => h.profileId));
      }
      return ids;
    };
    const whole = await pages(engine);
    // The surname as typed (256 doctors of the crowd), then the first name, then the longer
    // surnames: each tier in surname order.
    expect(whole).toEqual([
      ...bySurname(crowd.filter((d) => d.highestDegree === 'DOCTOR')),
      ...bySurname(namesakes.filter((d) => d.firstName === 'Tłumna')),
      ...bySurname(namesakes.filter((d) => d.firstName !== 'Tłumna')),
    ]);
    expect(await pages(byTier)).toEqual(whole);
  });
});

describe('postgres engine: pages deep in a big match set', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  let whole: SearchEngine;
  let ranged: SearchEngine;
  let short: SearchEngine;
  const reads: string[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // 640 people whose surnames spread over the alphabet (so over many order buckets), every one
  // with the specialty "robotyka"; a tenth with "robotykant" only (a prefix match: the last tier).
  const people = Array.from({ length: 640 }, (_, i) =>
    makeDocument({
      profileId: evenId(i),
      firstName: 'Jan',
      surname: `${letters[(i * 7) % 26]}${letters[(i * 11) % 26]}${letters[(i * 3) % 26]}ski`,
      specialties: [{ labelPl: i % 10 === 0 ? 'robotykant' : 'robotyka', labelEn: 'robotics' }],
    }),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    whole = createPostgresSearchEngine({ db });
    // Tiers of more than 50 rows read by order range (the sample's keys say how far)…
    ranged = createPostgresSearchEngine({
      db,
      tuning: { exactCountMax: 50, collectMax: 50, tinyTier: -1, onRead: (how) => reads.push(how) },
    });
    // …and with a range that always ends too early, so the tier is then read whole.
    short = createPostgresSearchEngine({
      db,
      tuning: {
        exactCountMax: 50,
        collectMax: 50,
        rangeFactor: 0,
        rangeSlack: 1,
        tinyTier: -1,
        onRead: (how) => reads.push(how),
      },
    });
    await whole.upsert(people);
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  const pages = async (search: SearchEngine, sort: SearchQuery['sort'] = null) => {
    const ids: string[] = [];
    for (let page = 0; page < 8; page += 1) {
      const query = searchQuery({ fullQuery: 'robotyka', page, size: 80, sort });
      ids.push(...(await search.search(query)).hits.map((h) => h.profileId));
    }
    return ids;
  };

  it('reads a page through the order buckets in the same order as sorting every match', async () => {
    const expected = [
      ...bySurname(people.filter((_, i) => i % 10 !== 0)),
      ...bySurname(people.filter((_, i) => i % 10 === 0)),
    ];
    expect(await pages(whole)).toEqual(expected);

    reads.length = 0;
    expect(await pages(ranged)).toEqual(expected);
    expect(reads).toContain('range');
    expect(reads).not.toContain('range, then whole');

    reads.length = 0;
    expect(await pages(short)).toEqual(expected);
    expect(reads).toContain('range, then whole');
  });

  it('reads surname order Z–A through the order buckets too', async () => {
    const sort = { field: 'surname', direction: 'desc' } as const;
    const expected = await pages(whole, sort);
    expect(expected).toHaveLength(640);
    reads.length = 0;
    expect(await pages(ranged, sort)).toEqual(expected);
    expect(reads).toContain('range');
    reads.length = 0;
    expect(await pages(short, sort)).toEqual(expected);
    expect(reads).toContain('range, then whole');
  });

  it("puts a key in the bucket of how many of 'aaa' … 'zzz' sort at or before it", async () => {
    // The definition (width_bucket over every threshold), against search_order_bucket(), which
    // halves the range of threshold numbers instead of building the 17,576 thresholds.
    const keys = [
      ...['', ' ', 'a', 'aa', 'aaa', 'aaa ', 'aaaa', 'aab', 'ab c', 'abc', 'az', 'azz', 'b'],
      ...['kowalski jan', 'kox', 'nowak', 'nowakowski adam', 'z', 'zz', 'zzy', 'zzz', 'zzzz'],
      ...['0', '9abc', '-', '~', 'ą', 'łukasz', 'żak', 'ü'],
    ];
    const rows = await db.sqlPlanned<Array<{ key: string; bucket: number; expected: number }>>`
      SELECT key, search_order_bucket(key) AS bucket,
             width_bucket(key, ARRAY(
               SELECT chr(97 + a) || chr(97 + b) || chr(97 + c)
                 FROM generate_series(0, 25) AS a, generate_series(0, 25) AS b,
                      generate_series(0, 25) AS c
                ORDER BY a, b, c)) AS expected
        FROM unnest(${keys}::text[]) AS key`;
    expect(rows).toHaveLength(keys.length);
    for (const row of rows) expect(row.bucket, row.key).toBe(row.expected);
    expect(rows.find((r) => r.key === 'aaa')?.bucket).toBe(1);
    expect(rows.find((r) => r.key === 'zzz')?.bucket).toBe(17_576);
  });

  it('gives the order tokens of a sort key from SQL, rising with the surname order', async () => {
    const rows = await db.$queryRaw<Array<{ key: string; bucket: number; tokens: string[] }>>`
      SELECT key, search_order_bucket(key) AS bucket, search_order_tokens(key) AS tokens
        FROM unnest(ARRAY['a', 'aaa', 'kowalski jan', 'kox', 'zzz', 'zzzz', '0', 'żak']) AS key
       ORDER BY key`;
    const buckets = rows.map((r) => r.bucket);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(rows.find((r) => r.key === 'kowalski jan')?.tokens).toEqual([
      'o1:10',
      'o2:274',
      'o3:7147',
    ]);
  });
});

describe('postgres engine: a tier spread along the surname order', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // 640 people named Jan, every one with a surname of their own, spread over the alphabet.
  const people = Array.from({ length: 640 }, (_, i) =>
    makeDocument({
      profileId: evenId(i),
      firstName: 'Jan',
      surname: `${letters[(i * 7) % 26]}${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}ski`,
    }),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { max: 4 });
    await createPostgresSearchEngine({ db }).upsert(people);
    await db.$executeRawUnsafe('ANALYZE search_profile');
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it('reads its first pages up to a key of the surname histogram', async () => {
    // "jan": everyone's first name, so the exact tier's rows outside its surname range are too
    // many for the ranges first (10 in sample bucket 0, over 8); no walk, no tier read whole.
    // Its first four pages are read up to a key of the planner's histogram of sort_surname (the
    // share 2 · 20 / (10 · 64) of the surname order for the first, 2 · 80 / 640 for the
    // fourth); past a quarter of the order, by its ranges after all.
    const reads: string[] = [];
    const spread = createPostgresSearchEngine({
      db,
      tuning: { walkRows: 0, tinyTier: -1, onRead: (how) => reads.push(how) },
    });
    const expected = bySurname(people);
    const found: string[] = [];
    for (let page = 0; page < 8; page += 1) {
      const result = await spread.search(searchQuery({ fullQuery: 'jan', page, size: 20 }));
      expect(result.totalHits).toBe(640);
      found.push(...result.hits.map((h) => h.profileId));
    }
    expect(found).toEqual(expected.slice(0, 160));
    expect(reads.filter((how) => how === 'spread')).toHaveLength(4);
    // …and the empty exact-surname tier before it, on each of the eight pages.
    expect(reads.filter((how) => how === 'ranges')).toHaveLength(4 + 8);
  });

  it("places the spread's key where PostgreSQL's own histogram arithmetic does", async () => {
    // The keys come from the histogram kept in memory (spreadKeys()); they must be the bounds
    // the statement itself picked when it read pg_stats each time.
    const [histogram] = await db.$queryRaw<Array<{ bounds: string[] }>>`
      SELECT histogram_bounds::text::text[] AS bounds FROM pg_stats
       WHERE schemaname = current_schema() AND tablename = 'search_profile'
         AND attname = 'sort_surname'`;
    const bounds = histogram!.bounds;
    expect(bounds.length).toBeGreaterThan(100);
    for (const limit of [20, 40, 80, 1000]) {
      const inSql = await db.$queryRaw<Array<{ k: number; key: string | null }>>`
        SELECT x.k, CASE WHEN x.share <= 0.25 THEN
                      h.bounds[least(cardinality(h.bounds),
                                     ceil(cardinality(h.bounds) * x.share)::int + 1)] END AS key
          FROM (SELECT histogram_bounds::text::text[] AS bounds FROM pg_stats
                 WHERE schemaname = current_schema() AND tablename = 'search_profile'
                   AND attname = 'sort_surname') AS h,
               (SELECT k, 2 * ${limit}::int / (k * 64)::float8 AS share
                  FROM generate_series(1, 63) AS k) AS x
         ORDER BY x.k`;
      expect(spreadKeys(bounds, limit, 64, 63)).toEqual(inSql.map((r) => r.key));
    }
    expect(spreadKeys(null, 20, 64, 3)).toEqual([null, null, null]);
  });
});

describe(
  'postgres engine: name searches (counts from search_name_count, pages by surname ranges)',
  { timeout: 120_000 },
  () => {
    let database: TestDatabase;
    let db: Db;
    let engine: SearchEngine;
    let rowsOnly: SearchEngine;
    let shortWalk: SearchEngine;
    const used: string[][] = [];
    const reads: string[] = [];
    const shortWalkReads: string[] = [];
    const doc = (firstName: string, surname: string, extra: Partial<SearchDocument> = {}) =>
      makeDocument({
        firstName,
        surname,
        disciplines: ['DS010602N'],
        domains: ['DZ0106N'],
        highestDegree: 'DOCTOR',
        ...extra,
      });
    // Names that meet under one key in several ways: a first name and a surname alike, a
    // double-barrelled surname, a previous surname, a specialty and an institution word starting
    // like the names, the dead, and typo neighbours (nowak, nowik, nowek) on one person.
    const people = [
      doc('Anna', 'Nowak'),
      doc('Nowak', 'Nowakowski', { disciplines: ['DS010101N'], domains: ['DZ0101N'] }),
      doc('Jan', 'Kowal-Nowak', { highestDegree: 'MASTER' }),
      doc('Ewa', 'Zielińska', { previousSurname: 'Nowak', secondName: 'Nowina' }),
      doc('Piotr', 'Nowak', { dead: true }),
      doc('Olga', 'Nowak', {
        profileId: evenId(66), // sample bucket 2
        specialties: [{ labelPl: 'nowatorskie metody', labelEn: 'novel methods' }],
      }),
      doc('Marek', 'Lis', {
        profileId: evenId(64), // sample bucket 0
        specialties: [{ labelPl: 'nowatorskie metody', labelEn: 'novel methods' }],
        highestDegree: null,
      }),
      doc('Adam', 'Wrona', {
        profileId: evenId(65), // sample bucket 1
        employments: [{ institutionId: null, institutionName: 'Nowa Szkoła', current: false }],
      }),
      doc('Nowak', 'Nowik', { previousSurname: 'Nowek' }),
      doc('Zofia', 'Nowik', { dead: true, highestDegree: 'PROFESSOR' }),
      doc('Konstanty', 'Konstantynowicz'),
      doc('Bogdan', 'Nowak-Kowal'),
      doc('Cezary', 'Nowakowska', { previousSurname: 'Kowal' }),
      doc('Aleksander', 'Nowak'),
      doc('Żaneta', 'Nowak'),
      doc('Łucja', 'Łukasiewicz', { disciplines: ['DS010101N'], domains: ['DZ0101N'] }),
    ];
    const queries = [
      'n',
      'no',
      'now',
      'nowa',
      'nowak',
      'Nowakowski',
      'nowi',
      'nowek',
      'nowuk',
      'kowal',
      'konstantynowicz',
      'konstantynowicx',
      'konstantyno',
      'lukasiewicz',
      'zielinska',
      'nowatorskie',
      'szkola',
      'x',
    ];

    beforeAll(async () => {
      database = await createTestDatabase();
      db = createPrismaClient(database.url, { max: 4 });
      // Tiers read by walks and ranges (every tier of these few people would be read whole).
      engine = createPostgresSearchEngine({
        db,
        tuning: {
          tinyTier: -1,
          onNameCounts: (keys) => used.push(keys),
          onRead: (how) => reads.push(how),
        },
      });
      rowsOnly = createPostgresSearchEngine({
        db,
        tuning: { nameCounts: false, surnameRanges: false },
      });
      // Walks of eight rows: a name tier that looks dense by its keys ("nowak": 11 of the 16
      // rows hold ^nowak) but whose rows lie past them (Nowakowska, Nowakowski) is then read
      // another way after all; and small tiers read whole.
      shortWalk = createPostgresSearchEngine({
        db,
        tuning: {
          walkRows: 8,
          tinyTier: TINY_TIER, // checked here however few rows the ranges hold
          onRead: (how) => shortWalkReads.push(how),
        },
      });
      await engine.upsert(people);
    }, 60_000);
    afterAll(async () => {
      await db?.$disconnect();
      await database?.drop();
    });

    /** Facet values in code order (the API orders them by its dictionaries). */
    const byCode = (result: SearchResult): SearchResult => {
      const sorted = (counts: FacetCount[]) =>
        [...counts].sort((a, b) => a.code.localeCompare(b.code));
      const { disciplines, domains, titles } = result.facets;
      return {
        ...result,
        facets: {
          disciplines: sorted(disciplines),
          domains: sorted(domains),
          titles: sorted(titles),
        },
      };
    };

    /**
     * Every query, with and without the dead, whole and in pages of two (across the relevance
     * tiers), sorted by relevance and by surname: the same answer as reading every matching row.
     */
    const expectSameAsRows = async () => {
      for (const fullQuery of queries)
        for (const withTheDead of [false, true])
          for (const sort of [null, { field: 'surname', direction: 'asc' } as const])
            for (const [size, page] of [
              [50, 0],
              [2, 0],
              [2, 1],
              [2, 2],
              [2, 3],
              [2, 4],
            ] as const) {
              const query = searchQuery({ fullQuery, withTheDead, sort, size, page });
              const [fromTable, fromShortWalk, fromRows] = await Promise.all([
                engine.search(query).then(byCode),
                shortWalk.search(query).then(byCode),
                rowsOnly.search(query).then(byCode),
              ]);
              const expected = { fullQuery, withTheDead, sort, page, size, ...fromRows };
              expect({ fullQuery, withTheDead, sort, page, size, ...fromTable }).toEqual(expected);
              expect({ fullQuery, withTheDead, sort, page, size, ...fromShortWalk }).toEqual(
                expected,
              );
            }
    };

    /** search_name_count equals counting the rows' name keys again. */
    const expectTableKept = async () => {
      const differences = await db.$queryRaw<Array<{ key: string }>>`
      WITH recount AS (
             SELECT k AS key, f AS code, s.dead, count(*)::int AS n
               FROM search_profile s, unnest(s.name_keys) AS k, unnest(s.facets) AS f
              GROUP BY 1, 2, 3),
           kept AS (SELECT key, code, dead, n FROM search_name_count WHERE n <> 0)
      (SELECT * FROM recount EXCEPT SELECT * FROM kept)
      UNION ALL
      (SELECT * FROM kept EXCEPT SELECT * FROM recount)`;
      expect(differences).toEqual([]);
    };

    it('gives the keys of a row: words and prefixes up to ten letters, and words whole', () => {
      const keys = indexRow(
        doc('Ewa', 'Konstantynowicz', { previousSurname: 'Nowak' }),
        1,
      ).name_keys;
      expect(keys).toEqual(
        expect.arrayContaining(['^e', '^ewa', '=ewa', '^konstantyn', '=konstantynowicz', '^nowak']),
      );
      expect(keys).not.toContain('^konstantyno');
      expect(keys).not.toContain('=nowa');
      // The first three and four letters of every word, specialties and institutions too.
      const wide = indexRow(
        doc('Ewa', 'Lis', {
          specialties: [{ labelPl: 'Żółw błotny', labelEn: 'pond turtle' }],
          employments: [{ institutionId: null, institutionName: 'Szkoła Główna', current: false }],
        }),
        1,
      ).name_keys;
      expect(wide).toEqual(
        expect.arrayContaining(['~ewa', '~zol', '~zolw', '~blo', '~blot', '~pon', '~pond']),
      );
      expect(wide).toEqual(expect.arrayContaining(['~tur', '~turt', '~szk', '~szko', '~glo']));
      for (const k of ['~lis', '~glow']) expect(wide).toContain(k);
      for (const k of ['~ew', '~li', '~zolwb', '~szkol']) expect(wide).not.toContain(k);
    });

    it("counts a short prefix by its '~' key only where it means every field", async () => {
      used.length = 0;
      const all = await engine.search(searchQuery({ fullQuery: 'nowa' }));
      expect(used).toEqual([['~nowa']]);
      // Ten by name, Marek by a specialty, Adam by a school he has left.
      expect(all.totalHits).toBe(12);
      // Current institutions only: Adam's school is no longer one, and the key cannot tell.
      used.length = 0;
      const current = searchQuery({ fullQuery: 'nowa', onlyCurrent: true });
      const onlyCurrent = await engine.search(current);
      expect(used).toEqual([['^nowa']]);
      expect(onlyCurrent.totalHits).toBe(11);
      expect(byCode(onlyCurrent)).toEqual(byCode(await rowsOnly.search(current)));
    });

    it("marks the surname words that a row's sort key does not start with", () => {
      const tokens = indexRow(
        doc('Ewa', 'Kowal-Nowak', { previousSurname: 'Kowalczyk' }),
        1,
      ).tokens;
      expect(tokens).toEqual(expect.arrayContaining(['x:nowak', 'x^n', 'x^nowa', 'x:kowalczyk']));
      expect(tokens).toEqual(expect.arrayContaining(['x^kowalc', 'x^kowalczy']));
      // The sort key "kowal-nowak ewa" starts with these: no marker.
      expect(tokens).not.toEqual(expect.arrayContaining(['x:kowal']));
      for (const t of ['x:kowal', 'x^k', 'x^kowal', 'x^kow']) expect(tokens).not.toContain(t);
    });

    it('counts one-word searches exactly and pages them by surname ranges, the same as reading every matching row', async () => {
      used.length = 0;
      reads.length = 0;
      await expectSameAsRows();
      // Pages of two of a name tier held by most rows: a walk from the start of the surname
      // order; whole pages of 50: its ranges.
      expect(reads).toEqual(expect.arrayContaining(['ranges', 'walk']));
      expect(shortWalkReads).toEqual(expect.arrayContaining(['tier whole', 'walk']));
      // The table answered the name searches, typos included: nowuk stands for nowak, nowek and
      // nowik, all three names of one person.
      // A prefix longer than the n-grams: the words it starts, each exactly.
      // A prefix of three or four letters: its '~' key, every field at once.
      expect(used).toEqual(
        expect.arrayContaining([['^nowak'], ['~now'], ['~nowa'], ['^n'], ['=konstantynowicz']]),
      );
      expect(used).toContainEqual(expect.arrayContaining(['^nowuk', '=nowak', '=nowek', '=nowik']));
      const nowak = await engine.search(searchQuery({ fullQuery: 'nowak', withTheDead: true }));
      // Anna, Nowak Nowakowski, Jan Kowal-Nowak, Ewa (née Nowak), Piotr, Olga, Nowak Nowik,
      // Bogdan Nowak-Kowal, Cezary Nowakowska, Aleksander and Żaneta Nowak.
      expect(nowak.totalHits).toBe(11);
      expect(nowak.facets.titles).toEqual(
        expect.arrayContaining([
          { code: 'DOCTOR', count: 10 },
          { code: 'MASTER', count: 1 },
        ]),
      );
      await expectTableKept();
    });

    it('reads the display rows of a page in the statement that finds it, the same page and counts as without', async () => {
      const [anna, , , , , , , , , , , , , , zaneta] = people;
      // A display row from the index itself (a caller's rows come from its own tables); none
      // for Żaneta, as for a profile deleted since it was indexed.
      const gone = zaneta!.profileId;
      const withRows = createPostgresSearchEngine({
        db,
        tuning: { tinyTier: -1 },
        hitRow: (id) => Prisma.sql`(
          SELECT json_build_object('id', d.profile_id::text, 'surname', d.doc->>'surname')
            FROM search_document d WHERE d.profile_id = ${id} AND d.profile_id <> ${gone}::uuid)`,
      });
      const expectedRow = (id: string) => {
        const person = people.find((p) => p.profileId === id)!;
        return id === gone ? null : { id, surname: person.surname };
      };
      let withRow = 0;
      let without = 0;
      const search = async (query: SearchQuery) => {
        const [read, plain] = await Promise.all([withRows.search(query), engine.search(query)]);
        for (const hit of read.hits) {
          if (!('row' in hit)) without += 1;
          else {
            withRow += 1;
            expect(hit.row, `${query.fullQuery ?? ''} ${hit.profileId}`).toEqual(
              expectedRow(hit.profileId),
            );
          }
        }
        const hits = read.hits.map(({ profileId, matchingInfos }) => ({
          profileId,
          matchingInfos,
        }));
        expect(byCode({ ...read, hits })).toEqual(byCode(plain));
        return read;
      };
      for (const fullQuery of queries)
        for (const [size, page] of [
          [50, 0],
          [2, 0],
          [2, 1],
          [2, 3],
        ] as const)
          await search(searchQuery({ fullQuery, withTheDead: true, size, page }));
      // Most hits come with their rows; those of tiers read after the first do not.
      expect(withRow).toBeGreaterThan(without);
      expect(without).toBeGreaterThan(0);
      // A page within the first tier (exact surname Nowak, by surname ranges): every row.
      const nowak = await search(searchQuery({ fullQuery: 'nowak', size: 2, page: 1 }));
      expect(nowak.hits.map((h) => h.row)).toEqual(nowak.hits.map((h) => expectedRow(h.profileId)));
      // A small match set read whole (two words), and everyone (no words): every row, Żaneta's
      // null.
      const two = await search(searchQuery({ fullQuery: 'nowak anna' }));
      expect(two.hits.map((h) => h.row)).toEqual([expectedRow(anna!.profileId)]);
      const everyone = await search(searchQuery({ size: 50, withTheDead: true }));
      expect(everyone.hits).toHaveLength(people.length);
      expect(everyone.hits.map((h) => h.row)).toEqual(
        everyone.hits.map((h) => expectedRow(h.profileId)),
      );
      expect(everyone.hits.find((h) => h.profileId === gone)?.row).toBeNull();
      // Without hitRow, no hit has a row.
      const plain = await engine.search(searchQuery({ size: 50 }));
      expect(plain.hits.filter((h) => 'row' in h)).toEqual([]);
      await withRows.close();
    });

    it('lists the people found by name before those found by specialty or institution only', async () => {
      const [anna, , , , , , marek, adam] = people;
      // "now" is no word (no exact tier): prefixes of names, of a specialty and of a school.
      const now = await engine.search(searchQuery({ fullQuery: 'now', size: 50 }));
      const ids = now.hits.map((h) => h.profileId);
      // Marek Lis (a specialty) and Adam Wrona (a school) last, though "Lis" sorts before "Nowak".
      expect(ids.slice(-2)).toEqual([marek!.profileId, adam!.profileId]);
      expect(ids).toContain(anna!.profileId);
      expect(ids).toHaveLength(12);
    });

    it('counts a long word typed with a typo from the table too', async () => {
      // Fifteen letters, past the n-grams, and no word itself: its own name tokens are on no
      // row, so its typo word is the one key.
      used.length = 0;
      const query = searchQuery({ fullQuery: 'konstantynowicx' });
      const [fromTable, fromRows] = await Promise.all([
        engine.search(query),
        rowsOnly.search(query),
      ]);
      expect(used).toEqual([['=konstantynowicz']]);
      expect(fromTable).toEqual(fromRows);
      expect(fromTable.totalHits).toBe(1);
    });

    it('estimates only the specialty and institution matches when they are many', async () => {
      // Counted exactly up to no such match at all: any of them in the sample is too many. A
      // prefix of four letters by its name keys (as one of five or more letters is).
      used.length = 0;
      const strict = (sampleEnough?: number) =>
        createPostgresSearchEngine({
          db,
          tuning: {
            exactCountMax: 0,
            wordPrefixCounts: false,
            ...(sampleEnough === undefined ? {} : { sampleEnough }),
            onNameCounts: (keys) => used.push(keys),
          },
        });
      const nowa = (sampleEnough?: number, size = 20) =>
        strict(sampleEnough).search(searchQuery({ fullQuery: 'nowa', size }));
      const doctors = (result: SearchResult) =>
        result.facets.titles.find((t) => t.code === 'DOCTOR')?.count;
      // "nowa": ten living people by name (Piotr and Zofia are dead; nine doctors and Jan),
      // counted exactly by the table, plus Marek's specialty (sample bucket 0, no degree) and
      // Adam's school (bucket 1, a doctor), counted in a sample and scaled up.
      // One match in bucket 0 against ten exact ones is too thin a sample: buckets 0–3 are read,
      // times 16.
      const wide = await nowa();
      expect(used).toEqual([['^nowa']]);
      expect(wide.estimated).toBe(true);
      expect(wide.totalHits).toBe(10 + 2 * 16);
      expect(doctors(wide)).toBe(9 + 16);
      expect(wide.facets.titles).toContainEqual({ code: 'MASTER', count: 1 });
      expect(wide.facets.domains).toContainEqual({ code: 'DZ0106N', count: 9 + 2 * 16 });
      // A lower bar: buckets 0 and 1 are enough (times 32).
      const two = await nowa(2);
      expect([two.totalHits, doctors(two), two.estimated]).toEqual([10 + 2 * 32, 9 + 32, true]);
      // A rest of `sampleEnough` rows or more in bucket 0 (one will do here). On a page of ten,
      // the ten people found by name, who rank first, fill it: the page needs no sample of
      // every match, so every rest row of bucket 0 is read for the counts: Marek, times 64.
      const all = await nowa(0, 10);
      expect([all.totalHits, doctors(all), all.estimated]).toEqual([10 + 64, 9, true]);
      // "nowat" is no one's name: its rest is left to the sample of every match.
      used.length = 0;
      const nowat = searchQuery({ fullQuery: 'nowat' });
      const many = await strict(0).search(nowat);
      expect(used).toEqual([['^nowat']]);
      expect(many.estimated).toBe(true);
      expect(many).toEqual(
        await createPostgresSearchEngine({
          db,
          tuning: { exactCountMax: 0, sampleEnough: 0, nameCounts: false },
        }).search(nowat),
      );
      // "nowak": no specialty or institution matches, so the table answers, exactly.
      const nowak = await strict().search(searchQuery({ fullQuery: 'nowak' }));
      expect(nowak.estimated).toBeUndefined();
      expect(nowak.totalHits).toBe(10); // Piotr, dead, left out
      // With the default threshold, the same search is exact: 10 by name, Marek and Adam.
      const exact = await engine.search(searchQuery({ fullQuery: 'nowa' }));
      expect(exact.estimated).toBeUndefined();
      expect(exact.totalHits).toBe(12);
    });

    it('keeps the counts through renames, deaths, removals and a full reindex', async () => {
      const [anna, , jan, ewa, piotr, , marek, , nowik] = people;
      await engine.upsert([
        { ...anna!, surname: 'Lis', sort: { ...anna!.sort, surname: 'lis anna' } },
        { ...piotr!, dead: false },
        { ...marek!, highestDegree: 'DOCTOR', firstName: 'Nowomir' },
      ]);
      await engine.remove([jan!.profileId]);
      await expectTableKept();
      await expectSameAsRows();

      // A reindex without Ewa and Nowak Nowik drops them from the counts as well.
      await engine.reindex(
        (async function* () {
          yield people.filter((p) => p !== ewa && p !== nowik && p !== jan);
        })(),
      );
      await expectTableKept();
      await expectSameAsRows();
      const nowak = await engine.search(searchQuery({ fullQuery: 'nowak', withTheDead: true }));
      expect(nowak.totalHits).toBe(8);
    });

    it('counts names once at the end of a reindex into an empty index', async () => {
      const [, , jan, ewa, , , marek, , nowik] = people;
      // Into an empty index the counts are made at the end, in one pass: the same table.
      await db.$executeRawUnsafe(
        'TRUNCATE search_profile, search_document, search_name_count, search_facet_count',
      );
      const during: number[] = [];
      const kept = people.filter((p) => p !== ewa && p !== nowik && p !== jan);
      await engine.reindex(
        (async function* () {
          for (let i = 0; i < kept.length; i += 5) {
            yield kept.slice(i, i + 5);
            // While the reindex runs, its batches leave the counts alone.
            const [row] = await db.$queryRaw<Array<{ n: number }>>`
              SELECT count(*)::int AS n FROM search_name_count`;
            during.push(row!.n);
          }
        })(),
      );
      expect(during).toEqual([0, 0, 0]);
      await expectTableKept();
      // Written in the feed's order, the rows end up in surname order (CLUSTER), where a name's
      // rows lie together.
      const idsIn = async (order: Prisma.Sql) =>
        (
          await db.$queryRaw<Array<{ id: string }>>`
            SELECT profile_id::text AS id FROM search_profile ORDER BY ${order}`
        ).map((r) => r.id);
      const stored = await idsIn(Prisma.sql`ctid`);
      expect(stored).toEqual(await idsIn(Prisma.sql`sort_surname, profile_id`));
      expect(stored).not.toEqual(kept.map((p) => p.profileId));
      for (const fullQuery of ['nowak', 'now', 'nowuk', 'konstantynowicz']) {
        const query = searchQuery({ fullQuery, withTheDead: true });
        expect(byCode(await engine.search(query))).toEqual(byCode(await rowsOnly.search(query)));
      }
      // A later write counts as it goes again.
      await engine.upsert([{ ...marek!, firstName: 'Nowosław' }]);
      await expectTableKept();
      expect(
        (await engine.search(searchQuery({ fullQuery: 'nowak', withTheDead: true }))).totalHits,
      ).toBe(8);
    });
  },
);
