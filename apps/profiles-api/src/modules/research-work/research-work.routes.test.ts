import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api/v1.0/public';
const EN = { 'accept-language': 'en-EN' };

type Role = 'AUTHOR' | 'PROMOTER' | 'REVIEWER';
type Short = { researchWorkId: string; researchKind: string; researchWorkKindId: number };

async function worksOf(profileId: string, role: Role) {
  const rows = await api().db.researchWorkPerson.findMany({
    where: { profileId, role },
    select: { researchWorkId: true },
  });
  return [...new Set(rows.map((r) => r.researchWorkId))].sort();
}

/** A visible profile that promotes and reviews (the seed draws them among earlier people). */
async function seniorWithAllRoles() {
  const profile = await api().db.profile.findFirst({
    where: {
      hidden: false,
      AND: [
        { researchWorkPeople: { some: { role: 'PROMOTER' } } },
        { researchWorkPeople: { some: { role: 'REVIEWER' } } },
        { researchWorkPeople: { some: { role: 'AUTHOR' } } },
      ],
    },
    select: { id: true },
  });
  return profile!.id;
}

/** The doctoral thesis (kind 202501) of the profile. */
async function thesisOf(profileId: string) {
  const work = await api().db.researchWork.findFirst({
    where: { kindId: 202501, people: { some: { profileId, role: 'AUTHOR' } } },
    select: { id: true },
  });
  return work!.id;
}

describe('GET public/{profileId}/shortResearchWorks', () => {
  it('gives the author, promoter and reviewer lists, each with its hit count', async () => {
    const senior = await seniorWithAllRoles();
    const res = await get(`${base}/${senior}/shortResearchWorks`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = (list: Short[]) => list.map((w) => w.researchWorkId).sort();
    expect(ids(body.authorList)).toEqual(await worksOf(senior, 'AUTHOR'));
    expect(ids(body.promoterList)).toEqual(await worksOf(senior, 'PROMOTER'));
    expect(ids(body.reviewerList)).toEqual(await worksOf(senior, 'REVIEWER'));
    expect(body.authorHits).toBe(body.authorList.length);
    expect(body.promoterHits).toBe(body.promoterList.length);
    expect(body.reviewerHits).toBe(body.reviewerList.length);
    expect(body.promoterHits).toBeGreaterThan(0);
    expect(body.reviewerHits).toBeGreaterThan(0);
    expect(body.promoterList.every((w: Short) => w.researchWorkKindId === 202501)).toBe(true);
  });

  it("lists the full profile's thesis and habilitation with kind labels in both languages", async () => {
    const pl = (await get(`${base}/${FIXTURE.full}/shortResearchWorks`)).json();
    const kinds = pl.authorList.map((w: Short) => w.researchWorkKindId);
    expect(kinds).toEqual(expect.arrayContaining([202501, 202502]));
    expect(pl.authorHits).toBe((await worksOf(FIXTURE.full, 'AUTHOR')).length);
    const thesis = pl.authorList.find((w: Short) => w.researchWorkKindId === 202501);
    expect(thesis).toEqual({
      researchWorkId: await thesisOf(FIXTURE.full),
      polishTitle: expect.any(String),
      researchKind: 'rozprawa doktorska',
      researchSources: [expect.stringMatching(/^(POLON|RADON)$/)],
      researchWorkKindId: 202501,
    });
    const en = (await get(`${base}/${FIXTURE.full}/shortResearchWorks`, EN)).json();
    expect(en.authorList.find((w: Short) => w.researchWorkKindId === 202501).researchKind).toBe(
      'doctoral dissertation',
    );
    expect(en.authorList.find((w: Short) => w.researchWorkKindId === 202502).researchKind).toBe(
      'habilitation proceedings',
    );
  });

  it('answers empty lists with zero hits for a profile with no research work', async () => {
    const profile = await api().db.profile.findFirst({
      where: { hidden: false, researchWorkPeople: { none: {} } },
      select: { id: true },
    });
    expect((await get(`${base}/${profile!.id}/shortResearchWorks`)).json()).toEqual({
      authorList: [],
      authorHits: 0,
      promoterList: [],
      promoterHits: 0,
      reviewerList: [],
      reviewerHits: 0,
    });
  });

  it('refuses a hidden profile, an unknown one and a malformed id', async () => {
    const hidden = await get(`${base}/${FIXTURE.hidden}/shortResearchWorks`);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(`${base}/${UNKNOWN_ID}/shortResearchWorks`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/1-2-3/shortResearchWorks`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'profileId', content: expect.any(String), invalidValue: '1-2-3' }],
    });
  });
});

describe('GET public/{profileId}/researchWorks/{researchWorkId}', () => {
  it('gives the full work with labels, institutions and people', async () => {
    const id = await thesisOf(FIXTURE.full);
    const res = await get(`${base}/${FIXTURE.full}/researchWorks/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = await api().db.researchWork.findUnique({
      where: { id },
      select: { number: true, keywords: true, sources: true, titleKind: true, polishTitle: true },
    });
    expect(body).toMatchObject({
      researchWorkId: id,
      number: row!.number,
      researchWorkKind: 'rozprawa doktorska',
      researchWorkKindId: 202501,
      previousTitles: [],
      abstracts: [],
      internationalCooperation: expect.any(Boolean),
      rangeUsages: [],
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      keywords: row!.keywords,
      sources: row!.sources,
      titleKind: row!.titleKind,
      isTitleOverratedByPolon: expect.any(Boolean),
      institutions: [{ role: 'GRANTING', name: expect.any(String) }],
      domainLabel: expect.stringMatching(/^dziedzina/),
      disciplineLabels: [expect.any(String)],
      canEdit: row!.titleKind !== 'POLON',
    });
    expect(body.titles[0]).toEqual({ languageCode: 'pol', value: row!.polishTitle });
    expect(body.classifications).toEqual([
      {
        domain: { code: 'DZ0106N', label: body.domainLabel },
        discipline: { code: expect.any(String), label: body.disciplineLabels[0] },
      },
    ]);
    expect(body.authors[0]).toMatchObject({ profileId: FIXTURE.full });
    expect(body.promoters).toEqual(expect.any(Array));
    expect(body.reviewers).toEqual(expect.any(Array));
    const en = (await get(`${base}/${FIXTURE.full}/researchWorks/${id}`, EN)).json();
    expect(en.researchWorkKind).toBe('doctoral dissertation');
    expect(en.domainLabel).toBe('Natural sciences');
    expect(en.classifications[0].domain.label).toBe('Natural sciences');
  });

  it('is readable through its promoter and reviewers, who are linked to their profiles', async () => {
    const senior = await seniorWithAllRoles();
    const [promoted] = await worksOf(senior, 'PROMOTER');
    const res = await get(`${base}/${senior}/researchWorks/${promoted}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.promoters).toContainEqual(
      expect.objectContaining({ profileId: senior, name: expect.any(String) }),
    );
    expect(body.authors).toHaveLength(1);
    const people = await api().db.researchWorkPerson.findMany({
      where: { researchWorkId: promoted!, role: 'REVIEWER' },
      orderBy: { position: 'asc' },
      select: {
        profileId: true,
        firstName: true,
        surname: true,
        profile: { select: { hidden: true } },
      },
    });
    expect(body.reviewers).toEqual(
      people.map((p) => ({
        profileId: p.profile?.hidden ? null : p.profileId,
        name: p.firstName,
        surname: p.surname,
      })),
    );
    const [reviewed] = await worksOf(senior, 'REVIEWER');
    expect((await get(`${base}/${senior}/researchWorks/${reviewed}`)).statusCode).toBe(200);
  });

  it('follows the canEdit rule: POLON titles and kind 202504 are read-only', async () => {
    const id = await thesisOf(FIXTURE.full);
    const canEdit = async (workId: string) =>
      (await get(`${base}/${FIXTURE.full}/researchWorks/${workId}`)).json().canEdit;
    const titles = [{ languageCode: 'pol', value: 'Tytuł z POL-on' }];

    await api().db.researchWork.update({ where: { id }, data: { titleKind: 'POLON', titles } });
    expect(await canEdit(id)).toBe(false);
    await api().db.researchWork.update({ where: { id }, data: { titleKind: 'POLON', titles: [] } });
    expect(await canEdit(id)).toBe(true);
    await api().db.researchWork.update({ where: { id }, data: { titleKind: 'USER', titles } });
    expect(await canEdit(id)).toBe(true);

    const readOnly = await api().db.researchWork.create({
      data: {
        kindId: 202504,
        polishTitle: 'Praca 202504',
        titles,
        titleKind: 'USER',
        people: {
          create: {
            role: 'AUTHOR',
            position: 0,
            profileId: FIXTURE.full,
            firstName: 'M',
            surname: 'Ź',
          },
        },
      },
      select: { id: true },
    });
    expect(await canEdit(readOnly.id)).toBe(false);
    const lists = (await get(`${base}/${FIXTURE.full}/shortResearchWorks`)).json();
    expect(lists.authorList).toContainEqual(
      expect.objectContaining({ researchWorkId: readOnly.id, researchWorkKindId: 202504 }),
    );
  });

  it('lists abstracts as attachment metadata, never their bytes', async () => {
    const id = await thesisOf(FIXTURE.full);
    const attachment = await api().db.researchWorkAttachment.create({
      data: {
        researchWorkId: id,
        name: 'streszczenie',
        ext: 'pdf',
        size: 11,
        content: new Uint8Array(Buffer.from('SECRETBYTES')),
      },
      select: { id: true },
    });
    const res = await get(`${base}/${FIXTURE.full}/researchWorks/${id}`);
    expect(res.json().abstracts).toEqual([
      { id: attachment.id, size: 11, ext: 'pdf', name: 'streszczenie' },
    ]);
    expect(res.body).not.toContain('SECRETBYTES');
    expect(res.body).not.toContain(Buffer.from('SECRETBYTES').toString('base64'));
  });

  it('answers RESEARCH_WORK_NOT_FOUND for a work the profile has no role in and for an unknown id', async () => {
    const other = await api().db.researchWork.findFirst({
      where: { people: { none: { profileId: FIXTURE.full } } },
      select: { id: true },
    });
    const foreign = await get(`${base}/${FIXTURE.full}/researchWorks/${other!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('RESEARCH_WORK_NOT_FOUND');
    const unknown = await get(`${base}/${FIXTURE.full}/researchWorks/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('RESEARCH_WORK_NOT_FOUND');
  });

  it('refuses the work of a hidden profile and hides a hidden person’s profile link', async () => {
    const hiddenWork = await thesisOf(FIXTURE.hidden);
    const res = await get(`${base}/${FIXTURE.hidden}/researchWorks/${hiddenWork}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');

    const shared = await api().db.researchWork.create({
      data: {
        kindId: 202501,
        polishTitle: 'Praca z ukrytym recenzentem',
        people: {
          create: [
            { role: 'AUTHOR', position: 0, profileId: FIXTURE.full, firstName: 'M', surname: 'Ź' },
            {
              role: 'REVIEWER',
              position: 0,
              profileId: FIXTURE.hidden,
              firstName: 'U',
              surname: 'H',
            },
          ],
        },
      },
      select: { id: true },
    });
    const body = (await get(`${base}/${FIXTURE.full}/researchWorks/${shared.id}`)).json();
    expect(body.reviewers).toEqual([{ profileId: null, name: 'U', surname: 'H' }]);
    expect(body).toMatchObject({
      titles: [],
      classifications: [],
      domainLabel: null,
      disciplineLabels: [],
      titleKind: null,
      canEdit: true,
    });
    // The hidden reviewer's own page still refuses the work.
    expect((await get(`${base}/${FIXTURE.hidden}/researchWorks/${shared.id}`)).statusCode).toBe(
      400,
    );
  });

  it('answers malformed ids with the validation list', async () => {
    const res = await get(`${base}/${FIXTURE.full}/researchWorks/nope`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'researchWorkId', content: expect.any(String), invalidValue: 'nope' }],
    });
  });
});

describe('OpenAPI', () => {
  it('documents both routes with a summary, the params and the error responses', async () => {
    const spec = (await get('/api/profiles-api/docs/json')).json();
    for (const path of ['shortResearchWorks', 'researchWorks/{researchWorkId}']) {
      const op = spec.paths[`/api/profiles-api/v1.0/public/{profileId}/${path}`]?.get;
      expect(op?.summary).toEqual(expect.any(String));
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('profileId');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });
});
