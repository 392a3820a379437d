import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api';

describe('GET v1.3/public/profile/{profileId}/detailsPerson', () => {
  it('gives the full profile with its lists and public contact data', async () => {
    const res = await get(`${base}/v1.3/public/profile/${FIXTURE.full}/detailsPerson`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      profileId: FIXTURE.full,
      name: 'Małgorzata',
      secondName: 'Jadwiga',
      surname: 'Źródłowska',
      previousSurname: 'Łęcka',
      calculatedEduLevel: expect.stringMatching(/^prof\. dr hab\./),
      dead: false,
      isProfileVisible: true,
      orcid: '0000-0010-7000-001X',
      orcidUrl: 'https://orcid.org/0000-0010-7000-001X',
      contactData: {
        email: 'malgorzata.zrodlowska@uj.edu.pl',
        phoneNumber: '+48 12 663 55 00',
        visibilityEmail: 'EVERYONE',
        visibilityPhone: 'EVERYONE',
      },
    });
    expect(body.aboutMe).toEqual(expect.any(String));
    expect(body.currentEmployments.length).toBeGreaterThan(0);
    expect(
      body.currentEmployments.every(
        (e: { statusEmployment: string }) => e.statusEmployment === 'CURRENT',
      ),
    ).toBe(true);
    expect(body.domainDisciplines[0]).toMatchObject({ main: true, domain: { code: 'DZ0106N' } });
    expect(body.domainIconCode).toEqual(expect.any(String));
    expect(body.specialties.map((s: { order: number }) => s.order)).toEqual(
      body.specialties.map((_: unknown, i: number) => i + 1),
    );
    expect(body.profileLinks.googleScholar).toMatch(/^https:\/\/scholar\.google\.com\//);
    expect(body.profileLinks.others).toEqual([
      { portalName: 'Strona domowa', link: expect.any(String) },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/pesel/i);
  });

  it('hides contact data whose visibility is not "everyone"', async () => {
    const rows = await api().db.profile.findMany({
      where: { visibilityEmail: 'ADMINS_ONLY', email: { not: null }, hidden: false, dead: false },
      select: { id: true },
      take: 1,
    });
    const res = await get(`${base}/v1.3/public/profile/${rows[0]!.id}/detailsPerson`);
    expect(res.json().contactData).toMatchObject({ email: null, visibilityEmail: 'ADMINS_ONLY' });
  });

  it('marks a deceased profile and shows no contact data', async () => {
    await api().db.profile.update({
      where: { id: FIXTURE.deceased },
      data: { email: 'still@there.pl', visibilityEmail: 'EVERYONE' },
    });
    const body = (
      await get(`${base}/v1.3/public/profile/${FIXTURE.deceased}/detailsPerson`)
    ).json();
    expect(body.dead).toBe(true);
    expect(body.contactData.email).toBeNull();
    expect(body.contactData.phoneNumber).toBeNull();
  });

  it('answers a hidden profile with HIDDEN_PROFILE_ERROR and none of its data', async () => {
    const res = await get(`${base}/v1.3/public/profile/${FIXTURE.hidden}/detailsPerson`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'HIDDEN_PROFILE_ERROR' });
    expect(res.body).not.toContain('Świątek');
  });

  it('answers an unknown id with 404 and a malformed one with the validation list', async () => {
    const unknown = await get(`${base}/v1.3/public/profile/${UNKNOWN_ID}/detailsPerson`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/v1.3/public/profile/12345/detailsPerson`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ key: 'profileId', invalidValue: '12345' }),
    ]);
  });

  it('gives labels in the language of Accept-Language', async () => {
    const plRes = await get(`${base}/v1.3/public/profile/${FIXTURE.full}/detailsPerson`);
    const enRes = await get(`${base}/v1.3/public/profile/${FIXTURE.full}/detailsPerson`, {
      'accept-language': 'en-EN',
    });
    expect(plRes.headers['content-language']).toBe('pl-PL');
    expect(enRes.headers['content-language']).toBe('en-EN');
    const pl = plRes.json();
    const en = enRes.json();
    expect(pl.domainDisciplines[0].domain.label).toMatch(/^dziedzina/);
    expect(en.domainDisciplines[0].domain.label).toBe('Natural sciences');
  });

  it('is cacheable as public data, with an ETag that answers 304', async () => {
    const first = await get(`${base}/v1.3/public/profile/${FIXTURE.full}/detailsPerson`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('Accept-Language, Authorization');
    const again = await get(`${base}/v1.3/public/profile/${FIXTURE.full}/detailsPerson`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the other profile reads', () => {
  it('GET public/profile/{id}/orcid', async () => {
    const res = await get(`${base}/v1.0/public/profile/${FIXTURE.orcid}/orcid`);
    expect(res.json()).toEqual({
      profileId: FIXTURE.orcid,
      orcid: '0000-0010-7000-0036',
      orcidUrl: 'https://orcid.org/0000-0010-7000-0036',
    });
    expect((await get(`${base}/v1.0/public/profile/${FIXTURE.hidden}/orcid`)).json().code).toBe(
      'HIDDEN_PROFILE_ERROR',
    );
  });

  it('GET public/profile/{id}/degreesAndTitles lists mgr to prof. in order with classification', async () => {
    const body = (await get(`${base}/v1.0/public/profile/${FIXTURE.full}/degreesAndTitles`)).json();
    expect(
      body.degreesAndTitles.map((d: { degreeOrTitleType: string }) => d.degreeOrTitleType),
    ).toEqual(['MASTER', 'DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR']);
    const doctor = body.degreesAndTitles[1];
    expect(doctor.classificationLabels.domain).toEqual({
      code: 'DZ0106N',
      label: expect.stringMatching(/^dziedzina/),
    });
    expect(doctor.grantingInstitution.institutionName).toEqual(expect.any(String));
    expect(
      (await get(`${base}/v1.0/public/profile/${FIXTURE.hidden}/degreesAndTitles`)).statusCode,
    ).toBe(400);
  });

  it('GET public/profile/profileId?bwnpId= finds the profile behind a legacy id', async () => {
    expect((await get(`${base}/v1.0/public/profile/profileId?bwnpId=100000`)).json()).toEqual({
      profileId: FIXTURE.full,
    });
    expect((await get(`${base}/v1.0/public/profile/profileId?bwnpId=999999999`)).statusCode).toBe(
      404,
    );
    const bad = await get(`${base}/v1.0/public/profile/profileId?bwnpId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'bwnpId', invalidValue: 'abc' });
    expect((await get(`${base}/v1.0/public/profile/profileId`)).statusCode).toBe(400);
  });

  it('GET public/profile/byIdentifier?orcid= finds a public profile; a hidden one is unknown', async () => {
    const url = (orcid: string) => `${base}/v1.0/public/profile/byIdentifier?orcid=${orcid}`;
    const found = await get(url('0000-0010-7000-0036'));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ profileId: FIXTURE.orcid });
    // The hidden profile, given an ORCID iD: answered as no profile at all.
    await api().db.profile.update({
      where: { id: FIXTURE.hidden },
      data: { orcid: '0000-0010-7999-0001' },
    });
    const hidden = await get(url('0000-0010-7999-0001'));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('PROFILE_NOT_FOUND');
    await api().db.profile.update({ where: { id: FIXTURE.hidden }, data: { orcid: null } });
    expect((await get(url('0000-0000-0000-0000'))).statusCode).toBe(404);
    const bad = await get(url('1234'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'orcid', invalidValue: '1234' });
    // Exactly one identifier.
    expect((await get(`${base}/v1.0/public/profile/byIdentifier`)).statusCode).toBe(400);
    expect((await get(`${url('0000-0010-7000-0036')}&pbnId=${'a'.repeat(24)}`)).statusCode).toBe(
      400,
    );
  });

  it("GET public/profile/byIdentifier?pbnId= finds the profile through PBN's link; a hidden one is unknown", async () => {
    const url = (pbnId: string) => `${base}/v1.0/public/profile/byIdentifier?pbnId=${pbnId}`;
    const link = async (polonId: string, pbnId: string) =>
      api().db
        .$executeRaw`INSERT INTO registry_person_link (polon_uid, pbn_id, content_hash, fetched_at)
        VALUES (${polonId}, ${pbnId}, ${'0'.repeat(64)}, now())`;
    const [orcidProfile, hidden] = await Promise.all(
      [FIXTURE.orcid, FIXTURE.hidden].map((id) =>
        api().db.profile.findUniqueOrThrow({ where: { id }, select: { polonId: true } }),
      ),
    );
    await link(orcidProfile!.polonId!, 'a'.repeat(24));
    await link(hidden!.polonId!, 'b'.repeat(24));
    expect((await get(url('a'.repeat(24)))).json()).toEqual({ profileId: FIXTURE.orcid });
    expect((await get(url('b'.repeat(24)))).statusCode).toBe(404);
    expect((await get(url('c'.repeat(24)))).statusCode).toBe(404);
    expect((await get(url('xyz'))).statusCode).toBe(400);
  });

  it('GET public/download/{id} gives the photo as base64 text, empty when there is none', async () => {
    const none = await get(`${base}/v1.0/public/download/${FIXTURE.orcid}`);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await api().db.profilePhoto.create({
      data: { profileId: FIXTURE.orcid, content: png, mimeType: 'image/png', fileName: 'me.png' },
    });
    const some = await get(`${base}/v1.0/public/download/${FIXTURE.orcid}`);
    expect(some.headers['content-type']).toMatch(/^text\/plain/);
    expect(Buffer.from(some.body, 'base64').equals(png)).toBe(true);
    expect((await get(`${base}/v1.0/public/download/${FIXTURE.hidden}`)).json().code).toBe(
      'HIDDEN_PROFILE_ERROR',
    );
  });

  it('GET public/images takes a bounded list of ids', async () => {
    const ids = [FIXTURE.orcid, FIXTURE.full, UNKNOWN_ID];
    const body = (await get(`${base}/v1.0/public/images?profileIds=${ids.join(',')}`)).json();
    expect(body.map((i: { profileId: string }) => i.profileId)).toEqual(ids);
    expect(body[0].content).toEqual(expect.any(String));
    expect(body[1].content).toBeNull();
    const tooMany = Array.from({ length: 51 }, () => FIXTURE.full).join(',');
    expect((await get(`${base}/v1.0/public/images?profileIds=${tooMany}`)).statusCode).toBe(400);
    expect((await get(`${base}/v1.0/public/images?profileIds=x`)).statusCode).toBe(400);
    expect((await get(`${base}/v1.0/public/images?profileIds=${FIXTURE.hidden}`)).json().code).toBe(
      'HIDDEN_PROFILE_ERROR',
    );
  });

  it('POST v1.1/public/profile/{id}/scientistDetailsInfo summarises the modules asked for', async () => {
    const res = await api().app.inject({
      method: 'POST',
      url: `${base}/v1.1/public/profile/${FIXTURE.full}/scientistDetailsInfo`,
      payload: { modules: ['publications', 'researchWorks'] },
    });
    expect(res.statusCode).toBe(200);
    const [publications, worksInfo] = res.json();
    expect(publications).toMatchObject({
      id: 'publications',
      link: `/profiles/${FIXTURE.full}/publications`,
    });
    const shortList = (
      await get(`${base}/v1.0/public/publications/${FIXTURE.full}/shortPublications`)
    ).json();
    // The count is the public list's, stated in the label and (beside the spec) as a number.
    expect(publications.datas[0]).toEqual({
      code: 'COUNT',
      label: `Liczba: ${shortList.totalElements}`,
      value: shortList.totalElements,
    });
    const works = (await get(`${base}/v1.0/public/${FIXTURE.full}/shortResearchWorks`)).json();
    expect(worksInfo.datas).toEqual([
      {
        code: 'AUTHOR',
        label: `Autor: ${works.authorList.length}`,
        value: works.authorList.length,
      },
      {
        code: 'PROMOTER',
        label: `Promotor: ${works.promoterList.length}`,
        value: works.promoterList.length,
      },
      {
        code: 'REVIEWER',
        label: `Recenzent: ${works.reviewerList.length}`,
        value: works.reviewerList.length,
      },
    ]);
    // A publication left public whose versions are all hidden is not listed, so not counted.
    const { db } = api();
    const publicationId = shortList.publications[0].publicationId as string;
    const visible = await db.publicationVersion.findMany({
      where: { publicationId, isVisible: true },
      select: { id: true },
    });
    await db.publicationVersion.updateMany({
      where: { publicationId },
      data: { isVisible: false },
    });
    try {
      const again = await api().app.inject({
        method: 'POST',
        url: `${base}/v1.1/public/profile/${FIXTURE.full}/scientistDetailsInfo`,
        payload: { modules: ['publications'] },
      });
      expect(again.json()[0].datas[0].value).toBe(shortList.totalElements - 1);
    } finally {
      await db.publicationVersion.updateMany({
        where: { id: { in: visible.map((v) => v.id) } },
        data: { isVisible: true },
      });
    }
    for (const payload of [
      {},
      { modules: [] },
      { modules: ['nope'] },
      { modules: ['patents', 'patents'] },
      { modules: ['patents'], extra: 1 },
    ]) {
      const bad = await api().app.inject({
        method: 'POST',
        url: `${base}/v1.1/public/profile/${FIXTURE.full}/scientistDetailsInfo`,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET v1.0/public/profile/newest (beside the spec: the home page)', () => {
  const newest = async (query = '') => {
    const res = await get(`${base}/v1.0/public/profile/newest${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Array<Record<string, unknown>> }).items;
  };

  it('lists the newest visible, living profiles first, without contact data', async () => {
    const { db } = api();
    const make = (surname: string, extra: { hidden?: boolean; dead?: boolean } = {}) =>
      db.profile.create({
        data: {
          firstName: 'Nowa',
          surname,
          email: `${surname.toLowerCase()}@example.pl`,
          visibilityEmail: 'EVERYONE',
          createdAt: new Date(Date.now() + 60_000),
          ...extra,
        },
      });
    const older = await make('Starsza');
    await db.profile.update({
      where: { id: older.id },
      data: { createdAt: new Date(Date.now() + 30_000) },
    });
    const newer = await make('Nowsza');
    const hidden = await make('Ukryta', { hidden: true });
    const dead = await make('Zmarła', { dead: true });

    const items = await newest('?limit=3');
    expect(items).toHaveLength(3);
    expect(items.slice(0, 2).map((item) => item.profileId)).toEqual([newer.id, older.id]);
    expect(items[0]).toEqual({
      profileId: newer.id,
      prefix: null,
      firstName: 'Nowa',
      surname: 'Nowsza',
      title: null,
      institutionName: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const all = await newest('?limit=20');
    expect(all.map((item) => item.profileId)).not.toContain(hidden.id);
    expect(all.map((item) => item.profileId)).not.toContain(dead.id);
    expect(JSON.stringify(all)).not.toContain('@example.pl');
    expect(await newest()).toHaveLength(6);
  });

  it('gives the current institution and the title of a seeded profile', async () => {
    const items = await newest('?limit=20');
    expect(items.some((item) => typeof item.institutionName === 'string')).toBe(true);
    expect(items.some((item) => typeof item.title === 'string')).toBe(true);
  });

  it('answers a bad limit with the validation list', async () => {
    for (const limit of ['0', '21', 'abc']) {
      const res = await get(`${base}/v1.0/public/profile/newest?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
