import { randomUUID } from 'node:crypto';
import { createPrismaClient, type Db } from '@ln/db';
import { createTestDatabase, type TestDatabase } from '@ln/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_REACHABLE,
  type FacetCount,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
} from '../engine.js';
import { fold } from '../text.js';

/** Builds a document the way documents.ts does (sort keys folded). */
export function makeDocument(
  overrides: Partial<Omit<SearchDocument, 'sort'>> & { surname: string; firstName: string },
): SearchDocument {
  const base = {
    profileId: randomUUID(),
    secondName: null,
    previousName: null,
    previousSurname: null,
    prefix: null,
    title: null,
    highestDegree: null,
    dead: false,
    employments: [],
    specialties: [],
    disciplines: [],
    domains: [],
    ...overrides,
  };
  const current = base.employments.find((e) => e.current);
  return {
    ...base,
    sort: {
      surname: fold(`${base.surname} ${base.firstName}`),
      field: fold(FIELD_LABELS[base.domains[0] ?? ''] ?? ''),
      discipline: fold(DISCIPLINE_LABELS[base.disciplines[0] ?? ''] ?? ''),
      currentEmployment: current ? fold(current.institutionName) : '',
    },
  };
}

const FIELD_LABELS: Record<string, string> = {
  DZ0101N: 'Dziedzina nauk humanistycznych',
  DZ0102N: 'Dziedzina nauk inżynieryjno-technicznych',
  DZ0106N: 'Dziedzina nauk ścisłych i przyrodniczych',
};
const DISCIPLINE_LABELS: Record<string, string> = {
  DS010101N: 'archeologia',
  DS010102N: 'filozofia',
  DS010203N: 'automatyka, elektronika, elektrotechnika i technologie kosmiczne',
  DS010601N: 'astronomia',
  DS010602N: 'informatyka',
};

export function searchQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    onlyCurrent: false,
    withTheDead: false,
    degreeTitles: [],
    disciplines: [],
    domains: [],
    showMatching: false,
    page: 0,
    size: 20,
    sort: null,
    ...overrides,
  };
}

const UW = { id: randomUUID(), name: 'Uniwersytet Warszawski' };
const UJ = { id: randomUUID(), name: 'Uniwersytet Jagielloński w Krakowie' };
const PWR = { id: randomUUID(), name: 'Politechnika Wrocławska' };

/** The small, distinct data set of the contract (cases name people by key). */
function baseDocuments() {
  const people = {
    lukasiewicz: makeDocument({
      firstName: 'Zbigniew',
      surname: 'Łukasiewicz',
      title: 'prof. dr hab.',
      highestDegree: 'PROFESSOR',
      employments: [{ institutionId: UW.id, institutionName: UW.name, current: true }],
      specialties: [{ labelPl: 'logika matematyczna', labelEn: 'mathematical logic' }],
      disciplines: ['DS010102N'],
      domains: ['DZ0101N'],
    }),
    zolkiewska: makeDocument({
      firstName: 'Anna',
      secondName: 'Maria',
      surname: 'Żółkiewska',
      title: 'dr',
      highestDegree: 'DOCTOR',
      employments: [{ institutionId: UJ.id, institutionName: UJ.name, current: true }],
      specialties: [
        { labelPl: 'archeologia śródziemnomorska', labelEn: 'Mediterranean archaeology' },
      ],
      disciplines: ['DS010101N'],
      domains: ['DZ0101N'],
    }),
    gasiorowska: makeDocument({
      firstName: 'Ewa',
      surname: 'Gąsiorowska',
      previousSurname: 'Jaśkiewicz',
      title: 'dr hab.',
      highestDegree: 'HABILITATED_DOCTOR',
      employments: [
        { institutionId: PWR.id, institutionName: PWR.name, current: true },
        { institutionId: UW.id, institutionName: UW.name, current: false },
      ],
      specialties: [{ labelPl: 'robotyka', labelEn: 'robotics' }],
      disciplines: ['DS010203N'],
      domains: ['DZ0102N'],
    }),
    kowalczyk: makeDocument({
      firstName: 'Marek',
      surname: 'Kowalczyk',
      title: 'dr',
      highestDegree: 'DOCTOR',
      employments: [{ institutionId: PWR.id, institutionName: PWR.name, current: true }],
      specialties: [{ labelPl: 'uczenie maszynowe', labelEn: 'machine learning' }],
      disciplines: ['DS010602N'],
      domains: ['DZ0106N'],
    }),
    nowak: makeDocument({
      firstName: 'Jan',
      surname: 'Nowak',
      title: 'mgr',
      highestDegree: 'MASTER',
      employments: [{ institutionId: UJ.id, institutionName: UJ.name, current: true }],
      specialties: [{ labelPl: 'astrofizyka', labelEn: 'astrophysics' }],
      disciplines: ['DS010601N', 'DS010602N'],
      domains: ['DZ0106N'],
    }),
    ryba: makeDocument({
      firstName: 'Ola',
      surname: 'Ryba',
      employments: [{ institutionId: UW.id, institutionName: UW.name, current: false }],
      disciplines: ['DS010601N'],
      domains: ['DZ0106N'],
    }),
    // No degree, discipline or field: they change no count and no sorted list below.
    kowalski: makeDocument({ firstName: 'Piotr', surname: 'Kowalski' }),
    kowalska: makeDocument({ firstName: 'Teresa', surname: 'Kowalska-Konstantynowicz' }),
    deceased: makeDocument({
      firstName: 'Stanisław',
      surname: 'Zmarłowski',
      title: 'prof.',
      highestDegree: 'PROFESSOR',
      dead: true,
      employments: [{ institutionId: UW.id, institutionName: UW.name, current: false }],
      specialties: [{ labelPl: 'astrofizyka', labelEn: 'astrophysics' }],
      disciplines: ['DS010601N'],
      domains: ['DZ0106N'],
    }),
  };
  return people;
}

/** 1,050 look-alikes to prove the cap (one surname, numbered first names). */
function capDocuments(): SearchDocument[] {
  return Array.from({ length: 1050 }, (_, i) =>
    makeDocument({
      firstName: `Imię${String(i).padStart(4, '0')}`,
      surname: 'Seryjny',
      disciplines: ['DS010602N'],
      domains: ['DZ0106N'],
    }),
  );
}

async function* batches(docs: SearchDocument[], size = 200): AsyncIterable<SearchDocument[]> {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
}

const sortedFacet = (facet: FacetCount[]) =>
  [...facet].sort((a, b) => a.code.localeCompare(b.code));

/**
 * The cases every engine must pass (issue 4 "Rules"), run by each engine's own test file:
 * `describeSearchEngineContract('postgres', ({ db }) => createPostgresSearchEngine({ db }))`.
 * The engine gets a database of its own (a clone of the migrated template, no profiles);
 * the cases index synthetic documents through the engine's interface.
 */
export function describeSearchEngineContract(
  name: string,
  makeEngine: (ctx: { db: Db; databaseUrl: string }) => Promise<SearchEngine>,
) {
  describe(`search engine contract: ${name}`, { timeout: 30_000 }, () => {
    let database: TestDatabase;
    let db: Db;
    let engine: SearchEngine;
    const people = baseDocuments();
    const everyone = [...Object.values(people), ...capDocuments()];
    const idsOf = async (query: Partial<SearchQuery>) =>
      (await engine.search(searchQuery(query))).hits.map((h) => h.profileId);

    beforeAll(async () => {
      database = await createTestDatabase();
      db = createPrismaClient(database.url, { max: 4 });
      engine = await makeEngine({ db, databaseUrl: database.url });
      const progress: number[] = [];
      const result = await engine.reindex(batches(everyone), (p) => progress.push(p.indexed));
      expect(result.indexed).toBe(everyone.length);
      expect(progress.at(-1)).toBe(everyone.length);
    }, 120_000);

    afterAll(async () => {
      await engine?.close();
      await db?.$disconnect();
      await database?.drop();
    });

    it('reports itself healthy and counts its documents', async () => {
      expect((await engine.health()).ok).toBe(true);
      expect(await engine.count()).toBe(everyone.length);
    });

    it('finds names typed without diacritics, ł included, in any case', async () => {
      expect(await idsOf({ fullQuery: 'Lukasiewicz' })).toEqual([people.lukasiewicz.profileId]);
      expect(await idsOf({ fullQuery: 'zolkiewska' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ fullQuery: 'ŻÓŁKIEWSKA' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ surname: 'LUKASIEWICZ' })).toEqual([people.lukasiewicz.profileId]);
    });

    it('matches the last word as a prefix (search as you type)', async () => {
      expect(await idsOf({ fullQuery: 'zolk' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ fullQuery: 'anna żółk' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ surname: 'Kowalcz' })).toEqual([people.kowalczyk.profileId]);
      // Only the last word is a prefix: "zolk anna" asks for the word "zolk".
      expect(await idsOf({ fullQuery: 'zolk anna' })).toEqual([]);
    });

    it('matches a name or surname prefix of any length, ł and previous surnames included', async () => {
      expect(await idsOf({ fullQuery: 'luk' })).toEqual([people.lukasiewicz.profileId]);
      expect(await idsOf({ surname: 'ŁUK' })).toEqual([people.lukasiewicz.profileId]);
      expect(await idsOf({ name: 'zbig' })).toEqual([people.lukasiewicz.profileId]);
      expect(await idsOf({ surname: 'jaśk' })).toEqual([people.gasiorowska.profileId]);
      expect(await idsOf({ fullQuery: 'z' })).toEqual(
        expect.arrayContaining([people.lukasiewicz.profileId, people.zolkiewska.profileId]),
      );
      // Longer than any n-gram of the index: found through the word dictionary.
      expect(await idsOf({ surname: 'konstantynowi' })).toEqual([people.kowalska.profileId]);
      expect(await idsOf({ fullQuery: 'teresa konstantynowicz' })).toEqual([
        people.kowalska.profileId,
      ]);
    });

    it('ranks people found by name before those found by specialty only', async () => {
      // "a": Anna Żółkiewska by her first name, Jan Nowak by his specialty (astrofizyka), though
      // "Nowak" sorts before "Żółkiewska".
      expect(await idsOf({ fullQuery: 'a' })).toEqual([
        people.zolkiewska.profileId,
        people.nowak.profileId,
      ]);
    });

    it('ranks a name as typed before its one-typo neighbours, and finds those for a typo', async () => {
      const exact = await idsOf({ fullQuery: 'Kowalski' });
      expect(exact[0]).toBe(people.kowalski.profileId);
      expect(new Set(await idsOf({ fullQuery: 'Kowalsky' }))).toEqual(
        new Set([people.kowalski.profileId, people.kowalska.profileId]),
      );
      expect(await idsOf({ fullQuery: 'piotr kowalsky' })).toEqual([people.kowalski.profileId]);
    });

    it('tolerates one typo in words of five letters or more, not in shorter ones', async () => {
      expect(await idsOf({ fullQuery: 'Kowalczik' })).toEqual([people.kowalczyk.profileId]);
      expect(await idsOf({ fullQuery: 'Nowek' })).toEqual([people.nowak.profileId]);
      expect(await idsOf({ fullQuery: 'Lukasiewic zbigniew' })).toEqual([
        people.lukasiewicz.profileId,
      ]);
      expect(await idsOf({ surname: 'Kowalcsik' })).toEqual([]); // two typos
      expect(await idsOf({ fullQuery: 'Ryby' })).toEqual([]); // four letters: exact only
      expect(await idsOf({ fullQuery: 'Ryba' })).toEqual([people.ryba.profileId]);
    });

    it('finds people by their previous surname and says so in matchingInfos', async () => {
      const result = await engine.search(
        searchQuery({ fullQuery: 'jaskiewicz', showMatching: true }),
      );
      expect(result.hits).toEqual([
        {
          profileId: people.gasiorowska.profileId,
          matchingInfos: [{ field: 'PREVIOUS_SURNAME', value: 'Jaśkiewicz' }],
        },
      ]);
      expect(await idsOf({ surname: 'Jaśkiewicz' })).toEqual([people.gasiorowska.profileId]);
    });

    it('requires every word to match somewhere (names, specialties, institutions)', async () => {
      expect(await idsOf({ fullQuery: 'anna zolkiewska' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ fullQuery: 'maria zolkiewska' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ fullQuery: 'anna kowalczyk' })).toEqual([]);
      expect(await idsOf({ fullQuery: 'robotyka wroclawska' })).toEqual([
        people.gasiorowska.profileId,
      ]);
      expect(await idsOf({ fullQuery: 'archaeology' })).toEqual([people.zolkiewska.profileId]);
    });

    it('fills matchingInfos only when asked, naming field and value', async () => {
      const plain = await engine.search(searchQuery({ fullQuery: 'maria zolkiewska' }));
      expect(plain.hits[0]?.matchingInfos).toEqual([]);
      const shown = await engine.search(
        searchQuery({ fullQuery: 'maria zolkiewska', showMatching: true }),
      );
      expect(shown.hits[0]?.matchingInfos).toEqual(
        expect.arrayContaining([
          { field: 'SECOND_NAME', value: 'Maria' },
          { field: 'SURNAME', value: 'Żółkiewska' },
        ]),
      );
      const specialty = await engine.search(
        searchQuery({ fullQuery: 'robot', showMatching: true }),
      );
      // Both labels of the specialty start with "robot".
      expect(specialty.hits[0]?.matchingInfos).toHaveLength(2);
      expect(specialty.hits[0]?.matchingInfos).toEqual(
        expect.arrayContaining([
          { field: 'SPECIALTY', value: 'robotyka' },
          { field: 'SPECIALTY', value: 'robotics' },
        ]),
      );
    });

    it('filters by name, surname, specialty and institution fields', async () => {
      expect(await idsOf({ name: 'maria' })).toEqual([people.zolkiewska.profileId]);
      expect(await idsOf({ name: 'jan', surname: 'nowak' })).toEqual([people.nowak.profileId]);
      expect(await idsOf({ name: 'nowak' })).toEqual([]);
      expect(await idsOf({ specialty: 'machine learning' })).toEqual([people.kowalczyk.profileId]);
      expect(new Set(await idsOf({ institutionId: UJ.id }))).toEqual(
        new Set([people.zolkiewska.profileId, people.nowak.profileId]),
      );
    });

    it('keeps only current employments with onlyCurrent', async () => {
      const all = await idsOf({ institutionId: UW.id });
      expect(new Set(all)).toEqual(
        new Set([
          people.lukasiewicz.profileId,
          people.gasiorowska.profileId,
          people.ryba.profileId,
        ]),
      );
      expect(await idsOf({ institutionId: UW.id, onlyCurrent: true })).toEqual([
        people.lukasiewicz.profileId,
      ]);
      expect(await idsOf({ fullQuery: 'ryba warszawski' })).toEqual([people.ryba.profileId]);
      expect(await idsOf({ fullQuery: 'ryba warszawski', onlyCurrent: true })).toEqual([]);
    });

    it('shows deceased people only with withTheDead, in hits and in counts', async () => {
      const without = await engine.search(searchQuery({ fullQuery: 'astrofizyka' }));
      expect(without.hits.map((h) => h.profileId)).toEqual([people.nowak.profileId]);
      expect(without.totalHits).toBe(1);
      expect(sortedFacet(without.facets.titles)).toEqual([{ code: 'MASTER', count: 1 }]);
      const withDead = await engine.search(
        searchQuery({ fullQuery: 'astrofizyka', withTheDead: true }),
      );
      expect(new Set(withDead.hits.map((h) => h.profileId))).toEqual(
        new Set([people.nowak.profileId, people.deceased.profileId]),
      );
      expect(sortedFacet(withDead.facets.titles)).toEqual([
        { code: 'MASTER', count: 1 },
        { code: 'PROFESSOR', count: 1 },
      ]);
    });

    it('counts disciplines, domains and titles over every match', async () => {
      const result = await engine.search(searchQuery({ domains: ['DZ0106N'] }));
      expect(result.totalHits).toBe(3 + 1050);
      expect(sortedFacet(result.facets.domains)).toEqual([{ code: 'DZ0106N', count: 1053 }]);
      expect(sortedFacet(result.facets.disciplines)).toEqual([
        { code: 'DS010601N', count: 2 },
        { code: 'DS010602N', count: 1052 },
      ]);
      expect(sortedFacet(result.facets.titles)).toEqual([
        { code: 'DOCTOR', count: 1 },
        { code: 'MASTER', count: 1 },
      ]);
    });

    it('counts everyone visible for an empty query', async () => {
      const result = await engine.search(searchQuery());
      expect(result.totalHits).toBe(everyone.length - 1); // the deceased is left out
      expect(sortedFacet(result.facets.domains)).toEqual([
        { code: 'DZ0101N', count: 2 },
        { code: 'DZ0102N', count: 1 },
        { code: 'DZ0106N', count: 1053 },
      ]);
      const withDead = await engine.search(searchQuery({ withTheDead: true }));
      expect(withDead.totalHits).toBe(everyone.length);
      expect(sortedFacet(withDead.facets.titles)).toEqual([
        { code: 'DOCTOR', count: 2 },
        { code: 'HABILITATED_DOCTOR', count: 1 },
        { code: 'MASTER', count: 1 },
        { code: 'PROFESSOR', count: 2 },
      ]);
    });

    it('filters by disciplines, domains and degree titles', async () => {
      expect(new Set(await idsOf({ degreeTitles: ['DOCTOR'] }))).toEqual(
        new Set([people.zolkiewska.profileId, people.kowalczyk.profileId]),
      );
      expect(
        new Set(await idsOf({ disciplines: ['DS010101N', 'DS010203N'], withTheDead: true })),
      ).toEqual(new Set([people.zolkiewska.profileId, people.gasiorowska.profileId]));
      expect(await idsOf({ domains: ['DZ0101N'], degreeTitles: ['PROFESSOR'] })).toEqual([
        people.lukasiewicz.profileId,
      ]);
    });

    it('reaches at most 1,000 profiles however paged, and still gives the true total', async () => {
      const last = await engine.search(searchQuery({ surname: 'Seryjny', page: 9, size: 100 }));
      expect(last.totalHits).toBe(1050);
      expect(last.hits).toHaveLength(100);
      const past = await engine.search(searchQuery({ surname: 'Seryjny', page: 10, size: 100 }));
      expect(past.totalHits).toBe(1050);
      expect(past.hits).toEqual([]);
      const straddling = await engine.search(
        searchQuery({ surname: 'Seryjny', page: 41, size: 24 }),
      );
      expect(straddling.hits).toHaveLength(SEARCH_MAX_REACHABLE - 41 * 24);
      const seen = new Set<string>();
      for (let page = 0; page < 11; page += 1) {
        const r = await engine.search(
          searchQuery({
            surname: 'Seryjny',
            page,
            size: 100,
            sort: { field: 'surname', direction: 'asc' },
          }),
        );
        for (const hit of r.hits) seen.add(hit.profileId);
      }
      expect(seen.size).toBe(SEARCH_MAX_REACHABLE);
    });

    it('sorts by surname, field, discipline and current employment, both ways', async () => {
      const ids = (keys: (keyof typeof people)[]) => keys.map((k) => people[k].profileId);
      const named = { degreeTitles: DEGREES_OF_BASE };
      expect(await idsOf({ ...named, sort: { field: 'surname', direction: 'asc' } })).toEqual(
        ids(['gasiorowska', 'kowalczyk', 'lukasiewicz', 'nowak', 'zolkiewska']),
      );
      expect(await idsOf({ ...named, sort: { field: 'surname', direction: 'desc' } })).toEqual(
        ids(['zolkiewska', 'nowak', 'lukasiewicz', 'kowalczyk', 'gasiorowska']),
      );
      // archeologia < automatyka < filozofia < informatyka (twice: Kowalczyk and Nowak's main)
      const byDiscipline = await idsOf({
        ...named,
        domains: ['DZ0101N', 'DZ0102N'],
        sort: { field: 'discipline', direction: 'asc' },
      });
      expect(byDiscipline).toEqual(ids(['zolkiewska', 'gasiorowska', 'lukasiewicz']));
      const byField = await idsOf({
        ...named,
        domains: ['DZ0101N', 'DZ0102N'],
        sort: { field: 'field', direction: 'desc' },
      });
      expect(byField.at(0)).toBe(people.gasiorowska.profileId);
      // Politechnika Wrocławska < Uniwersytet Jagielloński < Uniwersytet Warszawski
      const byEmployment = await idsOf({
        ...named,
        sort: { field: 'currentEmployment', direction: 'desc' },
      });
      expect(byEmployment[0]).toBe(people.lukasiewicz.profileId);
      expect(byEmployment.slice(1, 3).sort()).toEqual(ids(['zolkiewska', 'nowak']).sort());
      expect(byEmployment.slice(3).sort()).toEqual(ids(['gasiorowska', 'kowalczyk']).sort());
    });

    it('replaces a document on upsert and forgets it on remove, in hits and in counts', async () => {
      const person = makeDocument({
        firstName: 'Tymczasowa',
        surname: 'Przejściowa',
        highestDegree: 'DOCTOR',
        disciplines: ['DS010101N'],
        domains: ['DZ0101N'],
      });
      const before = await engine.search(searchQuery());
      await engine.upsert([person]);
      expect(await idsOf({ fullQuery: 'przejsciowa' })).toEqual([person.profileId]);
      const added = await engine.search(searchQuery());
      expect(added.totalHits).toBe(before.totalHits + 1);
      expect(countOf(added.facets.domains, 'DZ0101N')).toBe(
        countOf(before.facets.domains, 'DZ0101N') + 1,
      );

      await engine.upsert([
        {
          ...person,
          surname: 'Zmieniona',
          sort: { ...person.sort, surname: 'zmieniona tymczasowa' },
        },
      ]);
      expect(await idsOf({ fullQuery: 'przejsciowa' })).toEqual([]);
      expect(await idsOf({ fullQuery: 'zmieniona' })).toEqual([person.profileId]);

      await engine.remove([person.profileId, randomUUID()]);
      expect(await idsOf({ fullQuery: 'zmieniona' })).toEqual([]);
      const after = await engine.search(searchQuery());
      expect(after.totalHits).toBe(before.totalHits);
      expect(sortedFacet(after.facets.domains)).toEqual(sortedFacet(before.facets.domains));
      expect(sortedFacet(after.facets.titles)).toEqual(sortedFacet(before.facets.titles));
    });

    it('drops on a full reindex whatever the new feed no longer has, in hits and in counts', async () => {
      const before = await engine.search(searchQuery());
      const rest = everyone.filter((doc) => doc.profileId !== people.lukasiewicz.profileId);
      expect((await engine.reindex(batches(rest))).indexed).toBe(rest.length);
      expect(await idsOf({ fullQuery: 'lukasiewicz' })).toEqual([]);
      expect(await engine.count()).toBe(rest.length);
      expect((await engine.search(searchQuery())).totalHits).toBe(before.totalHits - 1);

      await engine.reindex(batches(everyone));
      expect(await idsOf({ fullQuery: 'lukasiewicz' })).toEqual([people.lukasiewicz.profileId]);
      expect((await engine.search(searchQuery())).totalHits).toBe(before.totalHits);
    });
  });
}

/** Every base person but the deceased and Ryba has a degree; filtering by all of them picks those five. */
const DEGREES_OF_BASE: SearchQuery['degreeTitles'] = [
  'MASTER',
  'DOCTOR',
  'HABILITATED_DOCTOR',
  'PROFESSOR',
];

function countOf(facet: FacetCount[], code: string) {
  return facet.find((f) => f.code === code)?.count ?? 0;
}
