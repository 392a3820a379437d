import { fold } from '@ln/search';
import { describe, expect, it } from 'vitest';
import { FIXTURE, UNKNOWN_ID, useSeededApi } from '../../testing/seeded-app.js';
import { positionStatus, queryWords } from './gremium.fns.js';

const api = useSeededApi();
const get = (url: string, headers: Record<string, string> = {}) =>
  api().app.inject({ method: 'GET', url, headers });
const base = '/api/profiles-api';
const EN = { 'accept-language': 'en-EN' };

/** Today in Poland (YYYY-MM-DD), where the periods' dates are meant; not the UTC date. */
const todayInWarsaw = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
/** The seed has no status overrides: a period is current while open or not yet ended. */
const isCurrent = (periods: Array<{ dateTo: Date | null }>) =>
  periods.some((p) => p.dateTo === null || p.dateTo.toISOString().slice(0, 10) >= todayInWarsaw());

/** Runs `body` with the profile hidden, then makes it visible again. */
async function whileHidden(profileId: string, body: () => Promise<void>) {
  await api().db.profile.update({ where: { id: profileId }, data: { hidden: true } });
  try {
    await body();
  } finally {
    await api().db.profile.update({ where: { id: profileId }, data: { hidden: false } });
  }
}

/** The body with the most members whose profiles are visible. */
async function biggestGremium() {
  const rows = await api().db.gremiumMembership.groupBy({
    by: ['gremiumId'],
    where: { profile: { hidden: false } },
    _count: { _all: true },
    orderBy: { _count: { id: 'desc' } },
    take: 1,
  });
  return { id: rows[0]!.gremiumId, visibleMembers: rows[0]!._count._all };
}

describe('GET v1.1/public/gremium/{gremiumId}', () => {
  it('gives a current body with its fields and CURRENT status', async () => {
    const g = await api().db.gremium.findFirstOrThrow({
      where: { endDate: null, webSite: { not: null }, nameEn: { not: null } },
      orderBy: { name: 'asc' },
    });
    const res = await get(`${base}/v1.1/public/gremium/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gremium: { id: g.id, name: g.name, nameHtml: g.nameHtml },
      organizationStructure: g.organizationStructure,
      description: g.description,
      status: 'CURRENT',
      institutionType: { code: g.institutionTypeCode, label: g.institutionTypeLabel },
      webSite: g.webSite,
      phoneNumber: g.phoneNumber,
      address: { street: g.street, postalCode: g.postalCode, city: g.city },
      source: g.source,
      userSource: null,
      userGremium: null,
      userInstitution: null,
    });
    const en = (await get(`${base}/v1.1/public/gremium/${g.id}`, EN)).json();
    expect(en.gremium.name).toBe(g.nameEn);
  });

  it('marks a body with an end date FORMER', async () => {
    const formers = await api().db.gremium.findMany({ where: { endDate: { not: null } } });
    expect(formers.length).toBeGreaterThan(0);
    for (const g of formers) {
      const res = await get(`${base}/v1.1/public/gremium/${g.id}`);
      expect(res.json().status).toBe('FORMER');
    }
  });

  it('answers an unknown id with 404 GREMIUM_NOT_FOUND and a malformed one with 400', async () => {
    const unknown = await get(`${base}/v1.1/public/gremium/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GREMIUM_NOT_FOUND');
    const malformed = await get(`${base}/v1.1/public/gremium/abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [expect.objectContaining({ key: 'gremiumId', invalidValue: 'abc' })],
    });
  });

  it('is public data that caches revalidate on every use (edits show at once)', async () => {
    const g = await api().db.gremium.findFirstOrThrow({ select: { id: true } });
    const res = await get(`${base}/v1.1/public/gremium/${g.id}`);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toEqual(expect.any(String));
  });
});

describe('GET v1.0/public/gremium (the list of bodies)', () => {
  type Item = {
    gremiumId: string;
    name: string;
    status: string;
    membersCount: number;
  };
  const list = async (search = '', headers: Record<string, string> = {}) => {
    const res = await get(`${base}/v1.0/public/gremium${search ? `?${search}` : ''}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as { content: Item[]; totalElements: number; totalPages: number };
  };
  const names = (body: { content: Item[] }) => body.content.map((g) => g.name);
  const byPolishName = (a: string, b: string) => a.localeCompare(b, 'pl');

  it('lists every body by name in Polish order with its fields', async () => {
    const all = await api().db.gremium.findMany();
    expect(all.length).toBeGreaterThan(5);
    const body = await list('size=100');
    expect(body).toMatchObject({ page: 0, size: 100, totalElements: all.length, totalPages: 1 });
    expect(names(body)).toEqual(all.map((g) => g.name).sort(byPolishName));
    const g = all.find((x) => x.id === body.content[0]!.gremiumId)!;
    expect(body.content[0]).toEqual({
      gremiumId: g.id,
      name: g.name,
      organizationStructure: g.organizationStructure,
      status: g.endDate ? 'FORMER' : 'CURRENT',
      institutionType: g.institutionTypeCode
        ? { code: g.institutionTypeCode, label: g.institutionTypeLabel }
        : null,
      membersCount: expect.any(Number),
    });
    const en = await list('size=100', EN);
    expect(names(en)).toEqual(all.map((x) => x.nameEn ?? x.name).sort(byPolishName));
  });

  it('pages with totalPages = ceil(total / size), 20 by default, an empty page past the end', async () => {
    const total = await api().db.gremium.count();
    const all = await list('size=100');
    const page1 = await list('page=1&size=4');
    expect(page1).toMatchObject({ page: 1, size: 4, totalElements: total });
    expect(page1.totalPages).toBe(Math.ceil(total / 4));
    expect(page1.content).toEqual(all.content.slice(4, 8));
    const past = await list('page=99&size=4');
    expect(past).toMatchObject({ content: [], totalElements: total });
    expect((await list()).content).toHaveLength(Math.min(20, total));
  });

  it('filters by name with or without Polish letters, every word, Polish or English name', async () => {
    const expected = (await api().db.gremium.findMany({ where: { name: { contains: 'Młod' } } }))
      .map((g) => g.name)
      .sort(byPolishName);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const q of ['Młodych', 'mlodych', 'MŁODYCH', 'MLODYCH']) {
      const body = await list(`query=${encodeURIComponent(q)}`);
      expect(names(body), q).toEqual(expected);
      expect(body.totalElements).toBe(expected.length);
    }
    const twoWords = await list(`query=${encodeURIComponent('naukowcow rada')}`);
    expect(names(twoWords)).toEqual(['Rada Młodych Naukowców']);
    const english = await list(`query=${encodeURIComponent('young council')}`);
    expect(names(english)).toEqual(['Rada Młodych Naukowców']);
    const none = await list('query=zzzqqq');
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const blank = await list('query=%20%20');
    expect(blank.totalElements).toBe(await api().db.gremium.count());
  });

  it('filters by status: CURRENT without an end date, FORMER with one', async () => {
    const current = await api().db.gremium.count({ where: { endDate: null } });
    const former = await api().db.gremium.count({ where: { endDate: { not: null } } });
    expect(current).toBeGreaterThan(0);
    expect(former).toBeGreaterThan(0);
    const c = await list('status=CURRENT&size=100');
    expect(c.totalElements).toBe(current);
    expect(c.content.every((g) => g.status === 'CURRENT')).toBe(true);
    const f = await list('status=FORMER&size=100');
    expect(f.totalElements).toBe(former);
    expect(f.content.every((g) => g.status === 'FORMER')).toBe(true);
  });

  it("counts the members like the body's members list, leaving out hidden profiles", async () => {
    const { id, visibleMembers } = await biggestGremium();
    const find = async () => (await list('size=100')).content.find((g) => g.gremiumId === id)!;
    expect((await find()).membersCount).toBe(visibleMembers);
    const members = (await get(`${base}/v1.0/public/gremium/${id}/memberships`)).json();
    expect(members.totalElements).toBe(visibleMembers);
    const member = await api().db.gremiumMembership.findFirstOrThrow({
      where: { gremiumId: id, profile: { hidden: false } },
    });
    await whileHidden(member.profileId!, async () => {
      expect((await find()).membersCount).toBe(visibleMembers - 1);
    });
  });

  it('answers bad paging, a too short or too long query and an unknown status with 400', async () => {
    const cases: Array<[string, string]> = [
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['page=-1', 'page'],
      ['page=x', 'page'],
      ['query=ab', 'query'],
      [`query=${'a'.repeat(201)}`, 'query'],
      ['status=current', 'status'],
      ['status=ALL', 'status'],
    ];
    for (const [q, key] of cases) {
      const res = await get(`${base}/v1.0/public/gremium?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [expect.objectContaining({ key })],
      });
    }
  });

  it('is public data that caches revalidate on every use (edits show at once)', async () => {
    const res = await get(`${base}/v1.0/public/gremium`);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('GET public/gremium/{gremiumId}/memberships', () => {
  it('lists the members in list order with names, kind, terms and source', async () => {
    const { id, visibleMembers } = await biggestGremium();
    const res = await get(`${base}/v1.0/public/gremium/${id}/memberships?size=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      page: 0,
      size: 100,
      totalElements: visibleMembers,
      totalPages: 1,
    });
    expect(body.content).toHaveLength(visibleMembers);
    const rows = await api().db.gremiumMembership.findMany({
      where: { gremiumId: id, profile: { hidden: false } },
      orderBy: [{ positionOnList: 'asc' }, { surname: 'asc' }],
      include: { profile: true, terms: true },
    });
    expect(body.content.map((m: { membershipId: string }) => m.membershipId)).toEqual(
      rows.map((r) => r.id),
    );
    const first = rows[0]!;
    expect(body.content[0]).toEqual({
      profileId: first.profileId,
      names: {
        name: first.profile!.firstName,
        secondName: first.profile!.secondName,
        surname: first.profile!.surname,
      },
      prefix: first.prefix ?? first.profile!.prefix,
      calculateEduLevel: first.profile!.calculatedEduLevel,
      membershipKind: { code: first.memberKind, label: expect.any(String) },
      membershipId: first.id,
      terms: first.terms.map((t) => ({
        from: t.dateFrom?.toISOString().slice(0, 10) ?? null,
        to: t.dateTo?.toISOString().slice(0, 10) ?? null,
      })),
      source: 'RADON',
      sourceName: 'RAD-on',
    });
  });

  it('labels the kind of membership in the request language', async () => {
    const m = await api().db.gremiumMembership.findFirstOrThrow({
      where: { memberKind: 'CORRESPONDING', profile: { hidden: false } },
      orderBy: [{ positionOnList: 'asc' }],
    });
    const find = (content: Array<{ membershipId: string; membershipKind: unknown }>) =>
      content.find((x) => x.membershipId === m.id)?.membershipKind;
    const url = `${base}/v1.0/public/gremium/${m.gremiumId}/memberships?size=100`;
    expect(find((await get(url)).json().content)).toEqual({
      code: 'CORRESPONDING',
      label: 'członek korespondent',
    });
    expect(find((await get(url, EN)).json().content)).toEqual({
      code: 'CORRESPONDING',
      label: 'corresponding member',
    });
  });

  it('pages with totalPages = ceil(total / size) and an empty page past the end', async () => {
    const { id, visibleMembers } = await biggestGremium();
    const all = (await get(`${base}/v1.0/public/gremium/${id}/memberships?size=100`)).json();
    const page1 = (await get(`${base}/v1.0/public/gremium/${id}/memberships?page=1&size=3`)).json();
    expect(page1).toMatchObject({
      page: 1,
      size: 3,
      totalElements: visibleMembers,
      totalPages: Math.ceil(visibleMembers / 3),
    });
    expect(page1.content).toEqual(all.content.slice(3, 6));
    const past = (await get(`${base}/v1.0/public/gremium/${id}/memberships?page=50&size=3`)).json();
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(visibleMembers);
    const byDefault = (await get(`${base}/v1.0/public/gremium/${id}/memberships`)).json();
    expect(byDefault.size).toBe(20);
  });

  it('filters by name ignoring case and Polish diacritics, every word in any order', async () => {
    const member = await api().db.gremiumMembership.findFirstOrThrow({
      where: {
        profile: { hidden: false, surname: { contains: 'ł' } },
      },
      include: { profile: true },
    });
    const surname = member.profile!.surname;
    const folded = fold(surname);
    expect(folded).not.toContain('ł');
    const url = (q: string) =>
      `${base}/v1.0/public/gremium/${member.gremiumId}/memberships?size=100&query=${encodeURIComponent(q)}`;
    const res = (await get(url(folded.toUpperCase()))).json();
    expect(res.content.map((m: { membershipId: string }) => m.membershipId)).toContain(member.id);
    expect(res.totalElements).toBe(res.content.length);
    for (const m of res.content as Array<{ names: { surname: string; name: string } }>) {
      expect(fold(`${m.names.name} ${m.names.surname}`)).toContain(folded);
    }
    const both = (await get(url(`${surname} ${member.profile!.firstName}`))).json();
    expect(both.content.map((m: { membershipId: string }) => m.membershipId)).toContain(member.id);
    const none = (await get(url('zzzqqq'))).json();
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const blank = (await get(url('   '))).json();
    expect(blank.totalElements).toBeGreaterThan(1);
  });

  it('folds every diacritic, not only Polish ones: "helene" finds Hélène', async () => {
    const member = await api().db.gremiumMembership.findFirstOrThrow({
      where: { profile: { hidden: false } },
      include: { profile: true },
      orderBy: { id: 'asc' },
    });
    const profile = member.profile!;
    const url = (q: string) =>
      `${base}/v1.0/public/gremium/${member.gremiumId}/memberships?size=100&query=${encodeURIComponent(q)}`;
    const ids = (body: { content: Array<{ membershipId: string }> }) =>
      body.content.map((m) => m.membershipId);
    await api().db.profile.update({
      where: { id: profile.id },
      data: { firstName: 'Hélène', surname: 'Müller-Łęcka' },
    });
    try {
      for (const q of ['helene', 'HELENE', 'Hélène', 'muller lecka', 'hélène müller-łęcka']) {
        expect(ids((await get(url(q))).json()), q).toContain(member.id);
      }
      expect(ids((await get(url('helena'))).json())).not.toContain(member.id);
    } finally {
      await api().db.profile.update({
        where: { id: profile.id },
        data: { firstName: profile.firstName, surname: profile.surname },
      });
    }
  });

  it("never lists or counts a hidden profile's membership", async () => {
    const { id, visibleMembers } = await biggestGremium();
    const member = await api().db.gremiumMembership.findFirstOrThrow({
      where: { gremiumId: id, profile: { hidden: false } },
      include: { profile: true },
    });
    await whileHidden(member.profileId!, async () => {
      const res = await get(`${base}/v1.0/public/gremium/${id}/memberships?size=100`);
      const body = res.json();
      expect(body.totalElements).toBe(visibleMembers - 1);
      expect(body.content.map((m: { profileId: string }) => m.profileId)).not.toContain(
        member.profileId,
      );
      const q = await get(
        `${base}/v1.0/public/gremium/${id}/memberships?query=${encodeURIComponent(member.profile!.surname)}`,
      );
      expect(q.body).not.toContain(member.profileId);
    });
  });

  it("lists a person without a profile under the list's own names, with profileId null", async () => {
    const m = await api().db.gremiumMembership.findFirstOrThrow({
      where: { profile: { hidden: false } },
    });
    await api().db.gremiumMembership.update({
      where: { id: m.id },
      data: { profileId: null, firstName: 'Zenon', surname: 'Bezprofilowy' },
    });
    try {
      const body = (
        await get(`${base}/v1.0/public/gremium/${m.gremiumId}/memberships?query=bezprofilowy`)
      ).json();
      expect(body.totalElements).toBe(1);
      expect(body.content[0]).toMatchObject({
        profileId: null,
        membershipId: m.id,
        names: { name: 'Zenon', secondName: null, surname: 'Bezprofilowy' },
        calculateEduLevel: null,
      });
    } finally {
      await api().db.gremiumMembership.update({
        where: { id: m.id },
        data: { profileId: m.profileId, firstName: m.firstName, surname: m.surname },
      });
    }
  });

  it('rejects bad paging and unknown or malformed bodies', async () => {
    const { id } = await biggestGremium();
    for (const q of ['size=0', 'size=101', 'page=-1', 'page=x']) {
      const res = await get(`${base}/v1.0/public/gremium/${id}/memberships?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await get(`${base}/v1.0/public/gremium/${UNKNOWN_ID}/memberships`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GREMIUM_NOT_FOUND');
    const malformed = await get(`${base}/v1.0/public/gremium/1/memberships`);
    expect(malformed.statusCode).toBe(400);
    const long = await get(
      `${base}/v1.0/public/gremium/${id}/memberships?query=${'a'.repeat(201)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ key: 'query' });
  });
});

describe('GET public/gremium/{gremiumId}/functions', () => {
  it('lists the holders with function, periods, statusCode and current flag', async () => {
    const fn = await api().db.gremiumFunction.findFirstOrThrow({
      where: { profile: { hidden: false } },
      orderBy: [{ gremiumId: 'asc' }, { positionOnList: 'asc' }],
      include: { periods: true, profile: true },
    });
    const total = await api().db.gremiumFunction.count({
      where: { gremiumId: fn.gremiumId, profile: { hidden: false } },
    });
    const res = await get(`${base}/v1.0/public/gremium/${fn.gremiumId}/functions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 20, totalElements: total, totalPages: 1 });
    const item = body.content.find((x: { functionId: string }) => x.functionId === fn.id);
    const open = isCurrent(fn.periods);
    expect(item).toEqual({
      profileId: fn.profileId,
      names: {
        name: fn.profile!.firstName,
        secondName: fn.profile!.secondName,
        surname: fn.profile!.surname,
      },
      prefix: fn.profile!.prefix,
      calculateEduLevel: fn.profile!.calculatedEduLevel,
      function: fn.functionPl,
      functionId: fn.id,
      periods: fn.periods.map((p) => ({
        dateFrom: p.dateFrom?.toISOString().slice(0, 10) ?? null,
        dateTo: p.dateTo?.toISOString().slice(0, 10) ?? null,
      })),
      statusCode: open ? 'CURRENT' : 'INACTIVE',
      current: open,
      source: 'RADON',
      sourceName: 'RAD-on',
    });
    const en = (await get(`${base}/v1.0/public/gremium/${fn.gremiumId}/functions`, EN)).json();
    expect(en.content.find((x: { functionId: string }) => x.functionId === fn.id).function).toBe(
      fn.functionEn,
    );
  });

  it('takes the status from the override, else from the end date (future counts as current)', async () => {
    const fn = await api().db.gremiumFunction.findFirstOrThrow({
      where: { profile: { hidden: false }, periods: { some: { dateTo: { not: null } } } },
      include: { periods: true },
    });
    const period = fn.periods[0]!;
    const statusOf = async () =>
      (await get(`${base}/v1.0/public/gremium/${fn.gremiumId}/functions?size=100`))
        .json()
        .content.find((x: { functionId: string }) => x.functionId === fn.id) as {
        statusCode: string;
        current: boolean;
      };
    try {
      await api().db.gremiumFunctionPeriod.updateMany({
        where: { functionId: fn.id },
        data: { dateTo: new Date('2001-12-31'), statusOverride: null },
      });
      expect(await statusOf()).toMatchObject({ statusCode: 'INACTIVE', current: false });
      await api().db.gremiumFunctionPeriod.update({
        where: { id: period.id },
        data: { dateTo: new Date(Date.now() + 365 * 86_400_000) },
      });
      expect(await statusOf()).toMatchObject({ statusCode: 'CURRENT', current: true });
      await api().db.gremiumFunctionPeriod.update({
        where: { id: period.id },
        data: { dateTo: null, dateFrom: null, statusOverride: 'INACTIVE' },
      });
      expect(await statusOf()).toMatchObject({ statusCode: 'INACTIVE', current: false });
      await api().db.gremiumFunctionPeriod.update({
        where: { id: period.id },
        data: { dateTo: new Date('2001-12-31'), statusOverride: 'CURRENT' },
      });
      expect(await statusOf()).toMatchObject({ statusCode: 'CURRENT', current: true });
    } finally {
      for (const p of fn.periods) {
        await api().db.gremiumFunctionPeriod.update({
          where: { id: p.id },
          data: { dateFrom: p.dateFrom, dateTo: p.dateTo, statusOverride: p.statusOverride },
        });
      }
    }
  });

  it('filters by query and leaves out hidden profiles', async () => {
    const fn = await api().db.gremiumFunction.findFirstOrThrow({
      where: { profile: { hidden: false } },
      include: { profile: true },
    });
    const url = (q = '') =>
      `${base}/v1.0/public/gremium/${fn.gremiumId}/functions?size=100${q ? `&query=${encodeURIComponent(q)}` : ''}`;
    const found = (await get(url(fn.profile!.surname.toLowerCase()))).json();
    expect(found.content.map((x: { functionId: string }) => x.functionId)).toContain(fn.id);
    const before = (await get(url())).json().totalElements;
    await whileHidden(fn.profileId!, async () => {
      const body = (await get(url())).json();
      expect(body.totalElements).toBe(before - 1);
      expect(body.content.map((x: { functionId: string }) => x.functionId)).not.toContain(fn.id);
    });
  });

  it('answers 404 for an unknown body and 400 for bad paging', async () => {
    const unknown = await get(`${base}/v1.0/public/gremium/${UNKNOWN_ID}/functions`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GREMIUM_NOT_FOUND');
    const fn = await api().db.gremiumFunction.findFirstOrThrow();
    const bad = await get(`${base}/v1.0/public/gremium/${fn.gremiumId}/functions?size=1000`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'size' });
  });
});

describe('GET public/profile/{profileId}/gremium/{gremiumId}/memberships', () => {
  it("gives the profile's memberships in that body with their terms", async () => {
    const m = await api().db.gremiumMembership.findFirstOrThrow({
      where: { profile: { hidden: false } },
      include: { gremium: true, terms: true },
    });
    const res = await get(
      `${base}/v1.0/public/profile/${m.profileId}/gremium/${m.gremiumId}/memberships`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profileId: m.profileId,
      gremium: { id: m.gremiumId, name: m.gremium.name, nameHtml: m.gremium.nameHtml },
      gremiumStatus: m.gremium.endDate ? 'FORMER' : 'CURRENT',
      memberships: [
        {
          membershipId: m.id,
          membershipKind: { code: m.memberKind, label: expect.any(String) },
          status: isCurrent(m.terms) ? 'CURRENT' : 'INACTIVE',
          terms: m.terms.map((t) => ({
            from: t.dateFrom?.toISOString().slice(0, 10) ?? null,
            to: t.dateTo?.toISOString().slice(0, 10) ?? null,
          })),
          positionOnList: m.positionOnList,
          source: 'RADON',
          sourceName: 'RAD-on',
        },
      ],
    });
  });

  it('answers 404 when the profile is not a member or the body is unknown', async () => {
    const m = await api().db.gremiumMembership.findFirstOrThrow({
      where: { profile: { hidden: false } },
    });
    const other = await api().db.gremium.findFirstOrThrow({
      where: { memberships: { none: { profileId: m.profileId } } },
    });
    const notMember = await get(
      `${base}/v1.0/public/profile/${m.profileId}/gremium/${other.id}/memberships`,
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().code).toBe('GREMIUM_NOT_FOUND');
    const unknown = await get(
      `${base}/v1.0/public/profile/${m.profileId}/gremium/${UNKNOWN_ID}/memberships`,
    );
    expect(unknown.json().code).toBe('GREMIUM_NOT_FOUND');
    const unknownProfile = await get(
      `${base}/v1.0/public/profile/${UNKNOWN_ID}/gremium/${m.gremiumId}/memberships`,
    );
    expect(unknownProfile.statusCode).toBe(404);
    expect(unknownProfile.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/v1.0/public/profile/x/gremium/y/memberships`);
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .errors.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['gremiumId', 'profileId']);
  });

  it('answers a hidden profile with HIDDEN_PROFILE_ERROR', async () => {
    const m = await api().db.gremiumMembership.findFirstOrThrow({
      where: { profile: { hidden: false } },
    });
    await whileHidden(m.profileId!, async () => {
      const res = await get(
        `${base}/v1.0/public/profile/${m.profileId}/gremium/${m.gremiumId}/memberships`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    });
  });
});

/** A visible profile with the most rows in the given relation. */
describe('hostile input', () => {
  it('answers a NUL byte or SQL in the name query with 400 or an ordinary result, never 500', async () => {
    const { id } = await biggestGremium();
    const nul = await get(`${base}/v1.0/public/gremium/${id}/memberships?query=a%00b`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0]).toMatchObject({ key: 'query' });
    const sql = await get(
      `${base}/v1.0/public/gremium/${id}/memberships?query=${encodeURIComponent("'; DROP TABLE gremium; --")}`,
    );
    expect(sql.statusCode).toBe(200);
    expect(sql.json().totalElements).toBe(0);
    expect((await get(`${base}/v1.1/public/gremium/${id}`)).statusCode).toBe(200);
  });
});

async function busiestProfile(kind: 'membership' | 'function') {
  const rows =
    kind === 'membership'
      ? await api().db.gremiumMembership.groupBy({
          by: ['profileId'],
          where: { profile: { hidden: false } },
          _count: { _all: true },
          orderBy: { _count: { id: 'desc' } },
          take: 1,
        })
      : await api().db.gremiumFunction.groupBy({
          by: ['profileId'],
          where: { profile: { hidden: false } },
          _count: { _all: true },
          orderBy: { _count: { id: 'desc' } },
          take: 1,
        });
  return { id: rows[0]!.profileId!, count: rows[0]!._count._all };
}

describe('GET v1.1/public/{profileId}/memberships', () => {
  it('gives the short memberships, current ones first', async () => {
    const { id, count } = await busiestProfile('membership');
    expect(count).toBeGreaterThan(1);
    const res = await get(`${base}/v1.1/public/${id}/memberships`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown> & { status: string }>;
    expect(body).toHaveLength(count);
    const rows = await api().db.gremiumMembership.findMany({
      where: { profileId: id },
      include: { gremium: true, terms: true },
    });
    for (const item of body) {
      const row = rows.find((r) => r.id === item.membershipId)!;
      expect(item).toEqual({
        gremiumId: row.gremiumId,
        membershipId: row.id,
        memberKind: { code: row.memberKind, label: expect.any(String) },
        status: isCurrent(row.terms) ? 'CURRENT' : 'INACTIVE',
        gremiumName: row.gremium.name,
        organizationStructure: row.gremium.organizationStructure,
        source: 'RADON',
        sourceName: 'RAD-on',
        terms: row.terms.map((t) => ({
          from: t.dateFrom?.toISOString().slice(0, 10) ?? null,
          to: t.dateTo?.toISOString().slice(0, 10) ?? null,
        })),
        positionOnList: row.positionOnList,
      });
    }
    const statuses = body.map((m) => m.status);
    expect(statuses).toEqual([...statuses].sort());
    const en = (await get(`${base}/v1.1/public/${id}/memberships`, EN)).json();
    const row = rows.find((r) => r.id === en[0].membershipId)!;
    expect(en[0].gremiumName).toBe(row.gremium.nameEn ?? row.gremium.name);
  });

  it('answers a hidden profile with 400, an unknown one with 404, a malformed one with 400', async () => {
    const hidden = await get(`${base}/v1.1/public/${FIXTURE.hidden}/memberships`);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('HIDDEN_PROFILE_ERROR');
    const unknown = await get(`${base}/v1.1/public/${UNKNOWN_ID}/memberships`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    const malformed = await get(`${base}/v1.1/public/nope/memberships`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ key: 'profileId', invalidValue: 'nope' });
  });
});

describe('GET v1.1/public/{profileId}/functions', () => {
  it('gives the short functions with status and labels in the request language', async () => {
    const { id, count } = await busiestProfile('function');
    const res = await get(`${base}/v1.1/public/${id}/functions`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown> & { status: string }>;
    expect(body).toHaveLength(count);
    const rows = await api().db.gremiumFunction.findMany({
      where: { profileId: id },
      include: { gremium: true, periods: true },
    });
    for (const item of body) {
      const row = rows.find((r) => r.id === item.functionId)!;
      expect(item).toEqual({
        gremiumId: row.gremiumId,
        functionId: row.id,
        gremiumFunction: row.functionPl,
        status: isCurrent(row.periods) ? 'CURRENT' : 'INACTIVE',
        gremiumName: row.gremium.name,
        structure: row.gremium.organizationStructure,
        source: 'RADON',
        sourceName: 'RAD-on',
        positionOnList: row.positionOnList,
        periods: row.periods.map((p) => ({
          dateFrom: p.dateFrom?.toISOString().slice(0, 10) ?? null,
          dateTo: p.dateTo?.toISOString().slice(0, 10) ?? null,
        })),
      });
    }
    const statuses = body.map((m) => m.status);
    expect(statuses).toEqual([...statuses].sort());
    const en = (await get(`${base}/v1.1/public/${id}/functions`, EN)).json();
    const first = rows.find((r) => r.id === en[0].functionId)!;
    expect(en[0].gremiumFunction).toBe(first.functionEn);
  });

  it('gives an empty list to a profile with no function', async () => {
    const p = await api().db.profile.findFirstOrThrow({
      where: { hidden: false, gremiumFunctions: { none: {} } },
    });
    expect((await get(`${base}/v1.1/public/${p.id}/functions`)).json()).toEqual([]);
  });

  it('answers a hidden profile with HIDDEN_PROFILE_ERROR and an unknown one with 404', async () => {
    const { id } = await busiestProfile('function');
    await whileHidden(id, async () => {
      const res = await get(`${base}/v1.1/public/${id}/functions`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HIDDEN_PROFILE_ERROR');
    });
    const unknown = await get(`${base}/v1.1/public/${UNKNOWN_ID}/functions`);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('gremium rules (pure)', () => {
  const period = (
    date_to: string | null,
    status_override: 'CURRENT' | 'INACTIVE' | null = null,
  ) => ({
    date_from: '2020-01-01',
    date_to,
    status_override,
  });

  it('positionStatus: override first, then open or not yet ended', () => {
    expect(positionStatus([], '2025-06-01')).toBe('INACTIVE');
    expect(positionStatus([period(null)], '2025-06-01')).toBe('CURRENT');
    expect(positionStatus([period('2025-06-01')], '2025-06-01')).toBe('CURRENT');
    expect(positionStatus([period('2025-05-31')], '2025-06-01')).toBe('INACTIVE');
    expect(positionStatus([period(null, 'INACTIVE')], '2025-06-01')).toBe('INACTIVE');
    expect(positionStatus([period('2001-01-01', 'CURRENT')], '2025-06-01')).toBe('CURRENT');
    expect(positionStatus([period('2001-01-01'), period(null)], '2025-06-01')).toBe('CURRENT');
  });

  it('queryWords splits on white space and leaves folding to SQL', () => {
    expect(queryWords('  Łukasz  ŻÓŁĆ ')).toEqual(['Łukasz', 'ŻÓŁĆ']);
    expect(queryWords(undefined)).toEqual([]);
  });
});
