import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api/v1.0/public';

/** Ids of the projects the profile is one of the people of. */
async function projectsOf(profileId: string) {
  const rows = await api().db.projectPerson.findMany({
    where: { profileId },
    select: { projectId: true },
  });
  return [...new Set(rows.map((r) => r.projectId))];
}

describe('GET public/{profileId}/shortProjects', () => {
  it('lists every project of the profile, latest start first, funds as a decimal string', async () => {
    const ids = await projectsOf(FIXTURE.full);
    expect(ids.length).toBeGreaterThan(0);
    const res = await get(`${base}/${FIXTURE.full}/shortProjects`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((p: { projectId: string }) => p.projectId).sort()).toEqual([...ids].sort());
    expect(body[0]).toEqual({
      projectId: expect.any(String),
      projectTitle: expect.any(String),
      projectClassification: expect.any(String),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      funds: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'PLN',
      projectSource: 'RADON',
    });
    const starts = body.map((p: { startDate: string }) => p.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const row = await api().db.project.findUnique({
      where: { id: body[0].projectId },
      select: { title: true, funds: true, classification: true },
    });
    expect(body[0]).toMatchObject({
      projectTitle: row!.title,
      projectClassification: row!.classification,
      funds: row!.funds!.toFixed(2),
    });
  });

  it('keeps exact amounts and null funds and dates', async () => {
    const created = await api().db.project.create({
      data: {
        title: 'Projekt bez dat',
        source: 'USER',
        funds: '12345678901234.56',
        people: {
          create: {
            position: 0,
            profileId: FIXTURE.full,
            firstName: 'M',
            surname: 'Ź',
            kindManager: 'MANAGER',
          },
        },
      },
      select: { id: true },
    });
    const free = await api().db.project.create({
      data: {
        title: 'Projekt bez środków',
        source: 'USER',
        people: {
          create: {
            position: 0,
            profileId: FIXTURE.full,
            firstName: 'M',
            surname: 'Ź',
            kindManager: 'MANAGER',
          },
        },
      },
      select: { id: true },
    });
    const body = (await get(`${base}/${FIXTURE.full}/shortProjects`)).json();
    const find = (id: string) => body.find((p: { projectId: string }) => p.projectId === id);
    expect(find(created.id)).toMatchObject({
      funds: '12345678901234.56',
      startDate: null,
      endDate: null,
      projectClassification: null,
      projectSource: 'USER',
    });
    expect(find(free.id).funds).toBeNull();
    // Projects with no start date come last.
    expect(
      body
        .slice(-2)
        .map((p: { projectId: string }) => p.projectId)
        .sort(),
    ).toEqual([created.id, free.id].sort());
  });

  it('refuses a hidden profile, an unknown one and a malformed id', async () => {
    const hidden = await get(`${base}/${FIXTURE.hidden}/shortProjects`);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(`${base}/${UNKNOWN_ID}/shortProjects`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/xyz/shortProjects`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'profileId', content: expect.any(String), invalidValue: 'xyz' }],
    });
  });
});

describe('GET public/{profileId}/projects/{projectId}', () => {
  it('gives number, titles, abstracts, institutions by role and managers', async () => {
    const [id] = await projectsOf(FIXTURE.full);
    const res = await get(`${base}/${FIXTURE.full}/projects/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = await api().db.project.findUnique({
      where: { id: id! },
      select: {
        projectNumber: true,
        edition: true,
        keyWords: true,
        linkRadon: true,
        institutions: { select: { role: true, name: true, institutionId: true } },
        people: {
          orderBy: { position: 'asc' },
          select: {
            profileId: true,
            firstName: true,
            surname: true,
            kindManager: true,
            profile: { select: { hidden: true } },
          },
        },
      },
    });
    expect(body).toMatchObject({
      projectId: id,
      projectNumber: row!.projectNumber,
      edition: row!.edition,
      keyWords: row!.keyWords,
      namePriority: null,
      showingEntity: null,
      linkRadon: row!.linkRadon,
      projectSource: 'RADON',
      funds: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(body.titles.map((t: { languageCode: string }) => t.languageCode)).toEqual([
      'pol',
      'eng',
    ]);
    expect(body.titles[0].value).toBe(body.projectTitle);
    expect(body.abstracts).toEqual([
      { languageCode: 'pol', value: expect.stringMatching(/^Celem projektu/) },
    ]);
    const financing = row!.institutions.find((i) => i.role === 'FINANCING')!;
    const implementing = row!.institutions.find((i) => i.role === 'IMPLEMENTING')!;
    expect(body.financingInstitutions).toEqual([
      { leader: false, name: financing.name, uuid: null },
    ]);
    expect(body.implementingInstitutions).toEqual([
      { leader: true, name: implementing.name, uuid: implementing.institutionId },
    ]);
    expect(body.projectManagers).toEqual(
      row!.people.map((p) => ({
        profileId: p.profile?.hidden ? null : p.profileId,
        name: p.firstName,
        surname: p.surname,
        idn: null,
        kindManager: p.kindManager,
      })),
    );
    expect(body.projectManagers[0]).toMatchObject({
      profileId: FIXTURE.full,
      kindManager: 'MANAGER',
    });
    expect(JSON.stringify(body)).not.toMatch(/pesel/i);
  });

  it('maps a showing entity and hides the profile link of a hidden person', async () => {
    const created = await api().db.project.create({
      data: {
        title: 'Projekt z podmiotem',
        titles: [{ languageCode: 'pol', value: 'Projekt z podmiotem' }, { bogus: 1 }],
        source: 'USER',
        namePriority: 'Priorytet 1',
        showingEntity: {
          name: 'NCN',
          institutions: [{ id: 'ncn-1', name: 'Narodowe Centrum Nauki' }],
          persons: [{ name: 'Anna', surname: 'Nowak' }],
        },
        people: {
          create: [
            {
              position: 0,
              profileId: FIXTURE.full,
              firstName: 'M',
              surname: 'Ź',
              kindManager: 'MANAGER',
              idn: 'IDN-7',
            },
            {
              position: 1,
              profileId: FIXTURE.hidden,
              firstName: 'U',
              surname: 'H',
              kindManager: 'CONTRACTOR',
            },
          ],
        },
      },
      select: { id: true },
    });
    const body = (await get(`${base}/${FIXTURE.full}/projects/${created.id}`)).json();
    expect(body).toMatchObject({
      titles: [{ languageCode: 'pol', value: 'Projekt z podmiotem' }],
      abstracts: [],
      keyWords: [],
      namePriority: 'Priorytet 1',
      funds: null,
      financingInstitutions: [],
      implementingInstitutions: [],
      showingEntity: {
        name: 'NCN',
        institutions: [{ uuid: 'ncn-1', name: 'Narodowe Centrum Nauki' }],
        persons: [{ name: 'Anna', surname: 'Nowak' }],
      },
      projectManagers: [
        { profileId: FIXTURE.full, idn: 'IDN-7', kindManager: 'MANAGER' },
        { profileId: null, name: 'U', surname: 'H', kindManager: 'CONTRACTOR' },
      ],
    });
  });

  it('answers PROJECT_NOT_FOUND for a project of another profile and for an unknown id', async () => {
    const other = await api().db.project.findFirst({
      where: { people: { none: { profileId: FIXTURE.full } } },
      select: { id: true },
    });
    const foreign = await get(`${base}/${FIXTURE.full}/projects/${other!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PROJECT_NOT_FOUND');
    const unknown = await get(`${base}/${FIXTURE.full}/projects/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROJECT_NOT_FOUND');
  });

  it('refuses the project of a hidden profile with HIDDEN_PROFILE_ERROR', async () => {
    const [id] = await projectsOf(FIXTURE.hidden);
    expect(id).toBeDefined();
    const res = await get(`${base}/${FIXTURE.hidden}/projects/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    expect(res.body).not.toContain('projectNumber');
  });

  it('answers malformed ids with the validation list', async () => {
    const res = await get(`${base}/${FIXTURE.full}/projects/12`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'projectId', content: expect.any(String), invalidValue: '12' }],
    });
  });
});

describe('OpenAPI', () => {
  it('documents both routes with a summary, the params and the error responses', async () => {
    const spec = (await get('/api/profiles-api/docs/json')).json();
    for (const path of ['shortProjects', 'projects/{projectId}']) {
      const op = spec.paths[`/api/profiles-api/v1.0/public/{profileId}/${path}`]?.get;
      expect(op?.summary).toEqual(expect.any(String));
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('profileId');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    }
  });
});
