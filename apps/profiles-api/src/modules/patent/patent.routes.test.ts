import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api/v1.0/public';
const EN = { 'accept-language': 'en-EN' };

/** Ids of the property the profile is a creator of. */
async function patentsOf(profileId: string) {
  const rows = await api().db.industrialPropertyCreator.findMany({
    where: { profileId },
    select: { propertyId: true },
  });
  return [...new Set(rows.map((r) => r.propertyId))];
}

describe('GET public/{profileId}/shortPatents', () => {
  it('lists every property the profile is a creator of, newest application first', async () => {
    const ids = await patentsOf(FIXTURE.full);
    expect(ids.length).toBeGreaterThan(0);
    const res = await get(`${base}/${FIXTURE.full}/shortPatents`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.map((p: { industrialPropertyId: string }) => p.industrialPropertyId).sort(),
    ).toEqual([...ids].sort());
    expect(body[0]).toEqual({
      industrialPropertyId: expect.any(String),
      calculatedTitle: expect.any(String),
      typeCode: expect.stringMatching(/^(PATENT|UTILITY_MODEL|INDUSTRIAL_DESIGN)$/),
      typeLabel: expect.any(String),
      patenSource: 'POLON',
    });
    const rights = await api().db.industrialPropertyRight.findMany({
      where: { propertyId: { in: ids } },
      select: { propertyId: true, applicationDate: true },
    });
    const applied = (id: string) =>
      Math.max(...rights.filter((r) => r.propertyId === id).map((r) => +r.applicationDate!));
    const dates = body.map((p: { industrialPropertyId: string }) =>
      applied(p.industrialPropertyId),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives the type label in the language of Accept-Language', async () => {
    const [id] = await patentsOf(FIXTURE.full);
    await api().db.industrialProperty.update({
      where: { id: id! },
      data: { typeCode: 'UTILITY_MODEL' },
    });
    const find = (list: Array<{ industrialPropertyId: string; typeLabel: string }>) =>
      list.find((p) => p.industrialPropertyId === id)?.typeLabel;
    expect(find((await get(`${base}/${FIXTURE.full}/shortPatents`)).json())).toBe('Wzór użytkowy');
    expect(find((await get(`${base}/${FIXTURE.full}/shortPatents`, EN)).json())).toBe(
      'Utility model',
    );
  });

  it('answers an empty list for a profile with no industrial property', async () => {
    const profile = await api().db.profile.findFirst({
      where: { hidden: false, propertyCreators: { none: {} } },
      select: { id: true },
    });
    const res = await get(`${base}/${profile!.id}/shortPatents`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a hidden profile, an unknown one and a malformed id', async () => {
    const hidden = await get(`${base}/${FIXTURE.hidden}/shortPatents`);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(`${base}/${UNKNOWN_ID}/shortPatents`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/not-a-uuid/shortPatents`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'profileId', content: expect.any(String), invalidValue: 'not-a-uuid' }],
    });
  });
});

describe('GET public/{profileId}/patents/{patentId}', () => {
  it('gives details, rights and creators of a seeded patent', async () => {
    const [id] = await patentsOf(FIXTURE.full);
    const res = await get(`${base}/${FIXTURE.full}/patents/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(id);
    expect(body.source).toBe('POLON');
    expect(body.details).toMatchObject({
      typeCode: expect.any(String),
      typeName: expect.any(String),
      calculatedLanguage: 'pol',
      calculatedTitle: expect.any(String),
      botanicName: null,
      plantSpeciesName: null,
      plantVarietyName: null,
    });
    expect(body.details.titles.map((t: { languageCode: string }) => t.languageCode)).toEqual([
      'pol',
      'eng',
    ]);
    expect(body.details.titles[0].value).toBe(body.details.calculatedTitle);
    expect(body.details.abstracts[0]).toEqual({
      languageCode: 'pol',
      name: 'Streszczenie',
      value: expect.any(String),
    });
    expect(body.rights).toHaveLength(1);
    expect(body.rights[0]).toMatchObject({
      applicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      applicationNumber: expect.stringMatching(/^P\.\d+$/),
      publicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      grantingInstitutionCode: 'UPRP',
      grantingInstitutionName: 'Urząd Patentowy Rzeczypospolitej Polskiej',
      grantingInstitutionCountry: 'PL',
      protectionRegion: 'PL',
      priorityRegion: null,
      priorityNumber: null,
      showingEntity: null,
      registryLinks: {
        uprp: expect.stringContaining('uprp.gov.pl'),
        espacenet: expect.stringContaining('espacenet.com'),
        epo: null,
      },
    });
    const creators = await api().db.industrialPropertyCreator.findMany({
      where: { propertyId: id! },
      orderBy: { position: 'asc' },
      select: {
        profileId: true,
        firstName: true,
        surname: true,
        profile: { select: { hidden: true } },
      },
    });
    expect(body.creators).toEqual(
      creators.map((c) => ({
        profileId: c.profile?.hidden ? null : c.profileId,
        name: c.firstName,
        surname: c.surname,
      })),
    );
    expect(body.creators[0].profileId).toBe(FIXTURE.full);
  });

  it('maps a plant variety with a showing entity, priority and a hidden co-creator', async () => {
    const created = await api().db.industrialProperty.create({
      data: {
        typeCode: 'PLANT_VARIETY',
        calculatedTitle: 'Jabłoń Złota Reneta II',
        titles: [{ languageCode: 'pol', value: 'Jabłoń Złota Reneta II' }],
        abstracts: [],
        botanicName: 'Malus domestica',
        plantSpeciesName: 'jabłoń domowa',
        plantVarietyName: 'Złota Reneta II',
        source: 'USER',
        rights: {
          create: {
            applicationDate: new Date('2020-03-04'),
            priorityRegion: 'EU',
            priorityNumber: 'CPVO-2019/1',
            showingEntity: {
              name: 'COBORU',
              institutions: [{ uuid: 'x-1', name: 'Centralny Ośrodek Badania Odmian' }],
              persons: [{ firstName: 'Jan', surname: 'Sad' }, { bogus: true }],
            },
            registryLinks: { epo: 'https://epo.example/1' },
          },
        },
        creators: {
          create: [
            { position: 0, profileId: FIXTURE.full, firstName: 'Małgorzata', surname: 'Ź' },
            { position: 1, profileId: FIXTURE.hidden, firstName: 'Ukryty', surname: 'H' },
            { position: 2, firstName: 'Spoza', surname: 'Portalu' },
          ],
        },
      },
      select: { id: true },
    });
    const pl = (await get(`${base}/${FIXTURE.full}/patents/${created.id}`)).json();
    expect(pl.details).toMatchObject({
      typeName: 'Odmiana roślin',
      botanicName: 'Malus domestica',
      plantSpeciesName: 'jabłoń domowa',
      plantVarietyName: 'Złota Reneta II',
      abstracts: [],
    });
    expect(pl.rights[0]).toMatchObject({
      applicationDate: '2020-03-04',
      grantDate: null,
      priorityRegion: 'EU',
      priorityNumber: 'CPVO-2019/1',
      showingEntity: {
        name: 'COBORU',
        institutions: [{ uuid: 'x-1', name: 'Centralny Ośrodek Badania Odmian' }],
        persons: [{ name: 'Jan', surname: 'Sad' }],
      },
      registryLinks: { uprp: null, espacenet: null, epo: 'https://epo.example/1' },
    });
    expect(pl.creators.map((c: { profileId: string | null }) => c.profileId)).toEqual([
      FIXTURE.full,
      null,
      null,
    ]);
    const en = (await get(`${base}/${FIXTURE.full}/patents/${created.id}`, EN)).json();
    expect(en.details.typeName).toBe('Plant variety');
    expect((await get(`${base}/${FIXTURE.full}/shortPatents`)).json()).toContainEqual(
      expect.objectContaining({ industrialPropertyId: created.id, patenSource: 'USER' }),
    );
  });

  it('answers PATENT_NOT_FOUND for a patent of another profile and for an unknown id', async () => {
    const mine = new Set(await patentsOf(FIXTURE.full));
    const other = await api().db.industrialProperty.findFirst({
      where: { creators: { none: { profileId: FIXTURE.full } } },
      select: { id: true },
    });
    expect(mine.has(other!.id)).toBe(false);
    const foreign = await get(`${base}/${FIXTURE.full}/patents/${other!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PATENT_NOT_FOUND');
    const unknown = await get(`${base}/${FIXTURE.full}/patents/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PATENT_NOT_FOUND');
  });

  it('refuses the patent of a hidden profile with HIDDEN_PROFILE_ERROR', async () => {
    const [id] = await patentsOf(FIXTURE.hidden);
    expect(id).toBeDefined();
    const res = await get(`${base}/${FIXTURE.hidden}/patents/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    expect(res.body).not.toContain('rights');
  });

  it('answers malformed ids with the validation list', async () => {
    const res = await get(`${base}/123/patents/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'profileId', invalidValue: '123' }),
        expect.objectContaining({ key: 'patentId', invalidValue: 'abc' }),
      ]),
    );
  });
});

describe('OpenAPI', () => {
  it('documents both routes with a summary, the params and the error responses', async () => {
    const spec = (await get('/api/profiles-api/docs/json')).json();
    for (const path of ['shortPatents', 'patents/{patentId}']) {
      const op = spec.paths[`/api/profiles-api/v1.0/public/{profileId}/${path}`]?.get;
      expect(op?.summary).toEqual(expect.any(String));
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('profileId');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });
});
