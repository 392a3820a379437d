import { SEARCH_MAX_REACHABLE, type ScientistSearchData } from '@ln/contracts';
import { createPostgresSearchEngine, fold } from '@ln/search';
import { eventually } from '@ln/testing/eventually';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';
import { FIXTURE, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const base = '/api/profiles-api';
const SEARCH = `${base}/v1.1/public/profile/scientistSearchData`;
const EN = { 'accept-language': 'en-EN' };

async function search(params: string, headers: Record<string, string> = {}) {
  const res = await api().app.inject({ method: 'GET', url: `${SEARCH}?${params}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScientistSearchData>();
}
const idsOf = (data: ScientistSearchData) => data.page.content.map((i) => i.profileId);

/** Counts of visible (and, unless withTheDead, living) profiles per field, from the database. */
async function domainCountsInDatabase(withTheDead: boolean) {
  const rows = await api().db.$queryRawUnsafe<Array<{ code: string; n: number }>>(
    `SELECT pd.field_code AS code, count(DISTINCT p.id)::int AS n
       FROM profile p JOIN profile_discipline pd ON pd.profile_id = p.id
      WHERE NOT p.hidden AND ($1 OR NOT p.dead)
      GROUP BY 1 ORDER BY 1`,
    withTheDead,
  );
  return rows.map((r) => ({ code: r.code, count: r.n }));
}
const codesAndCounts = (hint: ScientistSearchData['filterHint']['domains']) =>
  hint.map(({ code, count }) => ({ code, count })).sort((a, b) => a.code.localeCompare(b.code));

describe('GET v1.1/public/profile/scientistSearchData', () => {
  it('finds a scientist typed without diacritics and answers the item of the spec', async () => {
    const data = await search('fullQuery=malgorzata%20zrodlowska');
    expect(idsOf(data)).toEqual([FIXTURE.full]);
    const item = data.page.content[0]!;
    expect(item).toMatchObject({
      profileId: FIXTURE.full,
      names: { name: 'Małgorzata', surname: 'Źródłowska' },
      title: 'prof. dr hab.',
      dead: false,
      matchingInfos: [],
    });
    expect(item.domainCode).toMatch(/^DZ01\d\dN$/);
    expect(item.disciplines.length).toBeGreaterThan(0);
    expect(item.calculatedInstitutionName).toEqual(expect.any(String));
    expect(Object.keys(item).sort()).toEqual(
      [
        'profileId',
        'file',
        'names',
        'domainCode',
        'matchingInfos',
        'title',
        'calculatedInstitutionName',
        'disciplines',
        'dead',
      ].sort(),
    );
    expect(data.totalHits).toBe(1);
    // Small match sets are always counted exactly.
    expect(data.totalHitsEstimated).toBe(false);
    expect(data.page).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
  });

  it("lists an item's disciplines main first, then in the classification's order, labelled in the reader's language", async () => {
    const [pl, en] = await Promise.all([
      search('page=0&size=100&sort=surname,asc'),
      search('page=0&size=100&sort=surname,asc', EN),
    ]);
    const ids = idsOf(pl);
    expect(idsOf(en)).toEqual(ids);
    const rows = await api().db.$queryRawUnsafe<
      Array<{ id: string; code: string; pl: string; en: string; field: string }>
    >(
      `SELECT pd.profile_id::text AS id, d.code, d.label_pl AS pl, d.label_en AS en,
              pd.field_code AS field
         FROM profile_discipline pd JOIN science_discipline d ON d.code = pd.discipline_code
        WHERE pd.profile_id = ANY($1::uuid[])
        ORDER BY pd.is_main DESC, d."order", d.code`,
      ids,
    );
    const of = (id: string) => rows.filter((r) => r.id === id);
    // The seeded page holds people with several disciplines, so the order is put to the test.
    expect(ids.some((id) => of(id).length > 1)).toBe(true);
    for (const [i, item] of pl.page.content.entries()) {
      const expected = of(item.profileId);
      expect(item.disciplines).toEqual(expected.map((r) => ({ code: r.code, label: r.pl })));
      expect(en.page.content[i]!.disciplines).toEqual(
        expected.map((r) => ({ code: r.code, label: r.en })),
      );
      expect(item.domainCode).toBe(expected[0]?.field ?? null);
    }
  });

  it('never answers contact data', async () => {
    const full = await api().db.profile.findUniqueOrThrow({
      where: { id: FIXTURE.full },
      select: { email: true, phoneNumber: true },
    });
    const res = await api().app.inject({
      method: 'GET',
      url: `${SEARCH}?fullQuery=zrodlowska&showMatching=true`,
    });
    expect(full.email).toBeTruthy();
    expect(res.body).not.toContain(full.email!);
    expect(res.body).not.toMatch(/email|phone/i);
  });

  it('matches a previous surname and says so with showMatching', async () => {
    const data = await search('fullQuery=Jaskiewicz&showMatching=true');
    expect(idsOf(data)).toContain(FIXTURE.previousSurname);
    const item = data.page.content.find((i) => i.profileId === FIXTURE.previousSurname)!;
    expect(item.matchingInfos).toContainEqual({ field: 'PREVIOUS_SURNAME', value: 'Jaśkiewicz' });
    expect(item.names.previousSurname).toBe('Jaśkiewicz');
  });

  it('shows the deceased only with withTheDead', async () => {
    expect(idsOf(await search('surname=lukasiewicz'))).not.toContain(FIXTURE.deceased);
    const withDead = await search('surname=lukasiewicz&withTheDead=true');
    expect(withDead.page.content.find((i) => i.profileId === FIXTURE.deceased)).toMatchObject({
      dead: true,
    });
  });

  it('never shows nor counts a hidden profile', async () => {
    const hidden = await api().db.profile.findUniqueOrThrow({
      where: { id: FIXTURE.hidden },
      select: { firstName: true, surname: true },
    });
    const byName = await search(
      `fullQuery=${encodeURIComponent(`${hidden.firstName} ${hidden.surname}`)}&withTheDead=true`,
    );
    expect(idsOf(byName)).not.toContain(FIXTURE.hidden);
    const everyone = await search('withTheDead=true&size=100');
    const visible = await api().db.profile.count({ where: { hidden: false } });
    expect(everyone.totalHits).toBe(visible);
    expect(codesAndCounts(everyone.filterHint.domains)).toEqual(await domainCountsInDatabase(true));
    expect(codesAndCounts((await search('')).filterHint.domains)).toEqual(
      await domainCountsInDatabase(false),
    );
  });

  it('counts filter values for the current query and filters, with labels in the language asked', async () => {
    const domain = (await domainCountsInDatabase(false))[0]!;
    const pl = await search(`domains=${domain.code}`);
    expect(pl.totalHits).toBe(domain.count);
    // People with disciplines in several fields bring those fields along.
    expect(pl.filterHint.domains).toContainEqual({
      code: domain.code,
      label: expect.stringMatching(/^dziedzina/i),
      count: domain.count,
    });
    expect(pl.filterHint.domains.every((d) => d.count <= domain.count)).toBe(true);
    const disciplineTotal = pl.filterHint.disciplines.reduce((n, d) => n + d.count, 0);
    expect(disciplineTotal).toBeGreaterThanOrEqual(domain.count);
    const en = await search(`domains=${domain.code}`, EN);
    const labelsEn = await api().db.scienceField.findUniqueOrThrow({
      where: { code: domain.code },
      select: { labelEn: true },
    });
    expect(en.filterHint.domains).toContainEqual({
      code: domain.code,
      label: labelsEn.labelEn,
      count: domain.count,
    });
    expect(en.dictionaries.degreeTitles.map((d) => d.code)).toEqual([
      'MASTER',
      'DOCTOR',
      'HABILITATED_DOCTOR',
      'PROFESSOR',
    ]);
    expect(en.dictionaries.sorts.map((s) => s.code)).toContain('currentEmployment,desc');
  });

  it('sorts by surname A–Z and Z–A', async () => {
    const az = await search('sort=surname,asc&size=100');
    const surnames = az.page.content.map((i) => fold(`${i.names.surname} ${i.names.name}`));
    expect(surnames).toEqual([...surnames].sort());
    const za = await search('sort=surname,desc&size=100');
    const reversed = za.page.content.map((i) => fold(`${i.names.surname} ${i.names.name}`));
    expect(reversed).toEqual([...reversed].sort().reverse());
    expect(reversed[0]! >= surnames.at(-1)!).toBe(true);
  });

  it(`keeps the true total but reaches no page past ${SEARCH_MAX_REACHABLE} profiles`, async () => {
    const past = await search('page=10&size=100');
    expect(past.page.content).toEqual([]);
    expect(past.totalHits).toBeGreaterThan(0);
    expect(past.page.totalElements).toBe(Math.min(past.totalHits, SEARCH_MAX_REACHABLE));
  });

  it('answers 400 with the validation list for bad parameters', async () => {
    const cases: Array<[string, string]> = [
      ['sort=age,asc', 'sort'],
      ['page=-1', 'page'],
      ['size=101', 'size'],
      [`fullQuery=${'a'.repeat(201)}`, 'fullQuery'],
      [`name=${encodeURIComponent('a b c d e f g h i j k')}`, 'name'],
      ['degreeTitles=KING', 'degreeTitles'],
      ['institutionId=abc', 'institutionId'],
      ['withTheDead=maybe', 'withTheDead'],
      ['domains=dz%3B', 'domains'],
    ];
    for (const [params, key] of cases) {
      const res = await api().app.inject({ method: 'GET', url: `${SEARCH}?${params}` });
      expect(res.statusCode, params).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: expect.arrayContaining([
          expect.objectContaining({ key: expect.stringContaining(key) }),
        ]),
      });
    }
  });

  it('takes list parameters repeated or comma-separated', async () => {
    const a = await search('degreeTitles=DOCTOR&degreeTitles=PROFESSOR&size=100');
    const b = await search('degreeTitles=DOCTOR,PROFESSOR&size=100');
    expect(a.totalHits).toBe(b.totalHits);
    expect(a.filterHint.titles.map((t) => t.code).sort()).toEqual(['DOCTOR', 'PROFESSOR']);
  });
});

describe('search items read with the page', () => {
  /**
   * profiles-api on the same database with an engine that reads no display rows (as
   * Meilisearch's hits come), so the service reads every item itself after the search.
   */
  let itemsAfter: FastifyInstance | undefined;
  beforeAll(async () => {
    const env = loadProfilesApiEnv({
      DATABASE_URL: api().database.url,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
    });
    itemsAfter = await buildApp({
      config: configFromEnv(env),
      db: api().db,
      searchEngine: createPostgresSearchEngine({ db: api().db }),
      searchWorker: false,
    });
  });
  afterAll(async () => {
    await itemsAfter?.close();
  });
  const bothWays = async (params: string) => {
    const url = `${SEARCH}?${params}`;
    const [withPage, after] = await Promise.all([
      api().app.inject({ method: 'GET', url, headers: EN }),
      itemsAfter!.inject({ method: 'GET', url, headers: EN }),
    ]);
    expect(withPage.statusCode, withPage.body).toBe(200);
    expect(withPage.json(), params).toEqual(after.json());
    return withPage.json<ScientistSearchData>();
  };

  it('answers the same items as reading them after the search', async () => {
    const people = await api().db.profile.findMany({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { firstName: true, surname: true },
      orderBy: { id: 'asc' },
      take: 3,
    });
    const { previousSurname } = await api().db.profile.findUniqueOrThrow({
      where: { id: FIXTURE.previousSurname },
      select: { previousSurname: true },
    });
    // A photo: its content is part of the item.
    const [pictured] = people;
    const photo = await api().db.profile.findFirstOrThrow({
      where: { firstName: pictured!.firstName, surname: pictured!.surname },
      select: { id: true },
    });
    await api().db.profilePhoto.upsert({
      where: { profileId: photo.id },
      create: {
        profileId: photo.id,
        content: Buffer.from('zdjęcie'),
        mimeType: 'image/png',
        fileName: 'zdjecie.png',
      },
      update: {},
    });
    const cases = [
      '',
      'size=7&page=2&sort=surname,desc',
      'withTheDead=true&sort=currentEmployment,asc&size=50',
      'fullQuery=malgorzata%20zrodlowska',
      `fullQuery=${encodeURIComponent(previousSurname!)}&showMatching=true`,
      ...people.flatMap(({ firstName, surname }) => [
        `fullQuery=${encodeURIComponent(surname)}&showMatching=true`,
        `fullQuery=${encodeURIComponent(surname.slice(0, 3).toLowerCase())}&size=5&page=1`,
        `fullQuery=${encodeURIComponent(`${firstName} ${surname}`)}`,
        `surname=${encodeURIComponent(surname)}&withTheDead=true`,
      ]),
      'fullQuery=a&size=100',
      'degreeTitles=DOCTOR&size=30',
    ];
    let items = 0;
    for (const params of cases) items += (await bothWays(params)).page.content.length;
    expect(items).toBeGreaterThan(100);
    const found = await bothWays(`fullQuery=${encodeURIComponent(pictured!.surname)}`);
    expect(found.page.content.find((i) => i.profileId === photo.id)?.file).toEqual({
      id: photo.id,
      name: 'zdjecie.png',
      content: Buffer.from('zdjęcie').toString('base64'),
    });
  });

  it('leaves out a profile hidden a moment ago that the index still holds', async () => {
    const person = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { id: true, surname: true },
      skip: 3,
    });
    const query = `surname=${encodeURIComponent(person.surname)}&size=100`;
    expect(idsOf(await bothWays(query))).toContain(person.id);
    // Hidden, with the outbox entry gone: the index keeps the profile until a reindex.
    await api().db.$transaction([
      api().db.$executeRaw`UPDATE profile SET hidden = true WHERE id = ${person.id}::uuid`,
      api().db.$executeRaw`DELETE FROM search_outbox WHERE profile_id = ${person.id}::uuid`,
    ]);
    try {
      const [inIndex] = await api().db.$queryRaw<Array<{ n: number }>>`
        SELECT count(*)::int AS n FROM search_profile WHERE profile_id = ${person.id}::uuid`;
      expect(inIndex!.n).toBe(1);
      expect(idsOf(await bothWays(query))).not.toContain(person.id);
    } finally {
      await api().db.profile.update({ where: { id: person.id }, data: { hidden: false } });
    }
  });
});

describe('search freshness (outbox)', () => {
  it('finds a renamed scientist by the new surname within seconds, no longer by the old', async () => {
    const person = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { id: true, surname: true },
    });
    await api().db.profile.update({ where: { id: person.id }, data: { surname: 'Przemianowska' } });
    await eventually(async () => {
      expect(idsOf(await search('surname=przemianowska'))).toEqual([person.id]);
      return true;
    });
    expect(
      idsOf(await search(`surname=${encodeURIComponent(person.surname)}&size=100`)),
    ).not.toContain(person.id);
  });

  it('makes a new employment searchable by institution, current only with onlyCurrent', async () => {
    const person = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { id: true },
      skip: 3,
    });
    const institution = await api().db.institution.create({
      data: { namePl: 'Instytut Badań Świeżości', kind: 'INSTITUTE' },
    });
    await api().db.employment.create({
      data: {
        profileId: person.id,
        institutionId: institution.id,
        institutionName: institution.namePl,
        status: 'FORMER',
        source: 'USER',
      },
    });
    await eventually(async () => {
      expect(idsOf(await search(`institutionId=${institution.id}`))).toEqual([person.id]);
      return true;
    });
    expect(idsOf(await search(`institutionId=${institution.id}&onlyCurrent=true`))).toEqual([]);
    expect(idsOf(await search('fullQuery=swiezosci'))).toEqual([person.id]);
  });

  it('takes a hidden profile out of hits and of the empty-query counts, and back when shown', async () => {
    const person = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { id: true, surname: true, disciplines: { select: { fieldCode: true } } },
      skip: 7,
    });
    const before = await search('');
    const field = person.disciplines[0]!.fieldCode;
    const countOf = (data: ScientistSearchData) =>
      data.filterHint.domains.find((d) => d.code === field)?.count ?? 0;

    await api().db.profile.update({ where: { id: person.id }, data: { hidden: true } });
    await eventually(async () => {
      const after = await search('');
      expect(after.totalHits).toBe(before.totalHits - 1);
      expect(countOf(after)).toBe(countOf(before) - 1);
      return true;
    });
    expect(
      idsOf(await search(`surname=${encodeURIComponent(person.surname)}&size=100`)),
    ).not.toContain(person.id);

    await api().db.profile.update({ where: { id: person.id }, data: { hidden: false } });
    await eventually(async () => {
      const shown = await search('');
      expect(shown.totalHits).toBe(before.totalHits);
      expect(codesAndCounts(shown.filterHint.domains)).toEqual(
        codesAndCounts(before.filterHint.domains),
      );
      return true;
    });
  });

  it('marks a deceased profile so it leaves the default results', async () => {
    const person = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, dead: false, id: { notIn: Object.values(FIXTURE) } },
      select: { id: true, surname: true, firstName: true },
      skip: 11,
    });
    const query = `fullQuery=${encodeURIComponent(`${person.firstName} ${person.surname}`)}`;
    expect(idsOf(await search(query))).toContain(person.id);
    await api().db.profile.update({ where: { id: person.id }, data: { dead: true } });
    await eventually(async () => {
      expect(idsOf(await search(query))).not.toContain(person.id);
      return true;
    });
    expect(idsOf(await search(`${query}&withTheDead=true`))).toContain(person.id);
  });
});

describe('type-ahead look-ups', () => {
  it('finds institutions without regard to case and diacritics', async () => {
    const res = await api().app.inject({
      method: 'GET',
      url: `${base}/v1.0/public/profile/findInstitutionsByName?name=JAGIELLONSKI`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({ institutionName: 'Uniwersytet Jagielloński w Krakowie' }),
    );
    const wroclaw = await api().app.inject({
      method: 'GET',
      url: `${base}/v1.0/public/profile/findInstitutionsByName?name=wroclaw`,
    });
    const names = wroclaw.json<Array<{ institutionName: string }>>().map((i) => i.institutionName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(20);
    expect(names.every((n) => fold(n).includes('wroclaw'))).toBe(true);
  });

  it('finds specialties by Polish or English label', async () => {
    const pl = await api().app.inject({
      method: 'GET',
      url: `${base}/v1.0/public/profile/specialty/filter?name=srodziemnomorska`,
    });
    expect(pl.json()).toContainEqual(
      expect.objectContaining({ labelPl: 'archeologia śródziemnomorska' }),
    );
    const en = await api().app.inject({
      method: 'GET',
      url: `${base}/v1.0/public/profile/specialty/filter?name=robotics`,
    });
    expect(en.json()).toContainEqual(expect.objectContaining({ labelPl: 'robotyka' }));
  });

  it('needs at least two characters and treats % and _ literally', async () => {
    for (const url of [
      `${base}/v1.0/public/profile/findInstitutionsByName?name=a`,
      `${base}/v1.0/public/profile/specialty/filter`,
    ]) {
      const res = await api().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const wildcard = await api().app.inject({
      method: 'GET',
      url: `${base}/v1.0/public/profile/findInstitutionsByName?name=%25%25`,
    });
    expect(wildcard.json()).toEqual([]);
  });
});
