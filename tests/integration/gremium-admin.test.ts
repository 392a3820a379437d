import { OWNER_GREMIA_MAX, OWNER_GREMIA_PER_DAY } from '@ln/contracts';
import { seedId } from '@ln/seeds';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

/**
 * Administration of bodies (accounts-and-platform §3–§6): add and edit a body, its members and
 * functions, delete it; every role; the §4/§5 rules as 400s with their `errors`; state-system
 * data read-only; and what the public pages show right after each write.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api';
const FULL = seedId('profile', 0); // the owner's profile
const HIDDEN = seedId('profile', 1); // a hidden profile
const ORCID = seedId('profile', 3);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const call = callerFor(stack, 'profilesApi', base);

const BODY = {
  name: 'Rada Testowa do Spraw Nauki',
  nameEn: 'Test Council for Science',
  type: 'ADVISORY_BODY',
  organizationStructure: 'Ministerstwo Nauki',
  webSite: 'https://rada.example.pl',
  address: { street: 'ul. Wspólna 1/3', postalCode: '00-529', city: 'Warszawa' },
  phoneNumber: '+48 22 529 27 18',
  description: 'Organ opiniodawczy.',
  source: 'Zarządzenie ministra z 2024 r.',
  startDate: '2024-01-01',
  endDate: null,
};

async function createBody(persona = 'opi-operator', body: object = BODY) {
  const res = await call(persona, 'POST', '/v1.0/gremium', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { gremiumId: string; userGremium: string };
}

const member = (profileId = FULL, overrides: object = {}) => ({
  profileId,
  memberKind: 'MEMBER',
  terms: [{ fromYear: 2024, toYear: null }],
  ...overrides,
});
const fn = (profileId = FULL, overrides: object = {}) => ({
  profileId,
  functionPl: 'przewodniczący',
  functionEn: 'chair',
  periods: [{ dateFrom: '2024-02-01', dateTo: null }],
  ...overrides,
});

async function auditActions(gremiumId: string) {
  const rows = await stack().db.auditLog.findMany({
    where: { targetType: 'GREMIUM', targetId: gremiumId },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.action);
}

function expectErrors(res: { statusCode: number; json: () => unknown }, keys: string[]) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; errors: Array<{ key: string }> };
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.errors.map((e) => e.key).sort()).toEqual([...keys].sort());
}

describe('adding and editing a body', () => {
  it('an operator adds a body; it is public at once and audited', async () => {
    const res = await call('opi-operator', 'POST', '/v1.0/gremium', {
      ...BODY,
      institutionId: (await stack().db.institution.findFirstOrThrow()).id,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: BODY.name,
      nameEn: BODY.nameEn,
      type: { code: 'ADVISORY_BODY', label: 'organ opiniodawczo-doradczy ministra' },
      status: 'CURRENT',
      address: BODY.address,
      source: 'USER',
      userSource: BODY.source,
      userGremium: 'OPERATOR',
      userInstitution: expect.any(String),
      institution: { id: expect.any(String), name: expect.any(String) },
      startDate: '2024-01-01',
      endDate: null,
      editable: true,
      membersCount: 0,
    });
    const pub = await call(null, 'GET', `/v1.1/public/gremium/${created.gremiumId}`);
    expect(pub.statusCode).toBe(200);
    // Revalidated on every use, so no cache keeps showing the state before an edit.
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    expect(pub.json()).toMatchObject({
      gremium: { id: created.gremiumId, name: BODY.name },
      status: 'CURRENT',
      webSite: BODY.webSite,
      address: BODY.address,
      source: 'USER',
      userGremium: 'OPERATOR',
    });
    const list = await call(null, 'GET', '/v1.0/public/gremium?query=Testowa&size=100');
    expect(list.json().content.map((g: { gremiumId: string }) => g.gremiumId)).toContain(
      created.gremiumId,
    );
    expect(await auditActions(created.gremiumId)).toEqual(['GREMIUM_CREATED']);
  });

  it('MEIN_OP edits it; an end date makes it FORMER at once on the public page', async () => {
    const { gremiumId } = await createBody();
    const res = await call('mein-operator', 'PUT', `/v1.0/gremium/${gremiumId}`, {
      ...BODY,
      name: 'Rada Zmieniona',
      endDate: '2025-06-30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Rada Zmieniona', status: 'FORMER' });
    const pub = (await call(null, 'GET', `/v1.1/public/gremium/${gremiumId}`)).json();
    expect(pub).toMatchObject({ gremium: { name: 'Rada Zmieniona' }, status: 'FORMER' });
    expect(await auditActions(gremiumId)).toEqual(['GREMIUM_CREATED', 'GREMIUM_UPDATED']);
  });

  it('answers each rule with a 400 whose errors name the fields', async () => {
    expectErrors(
      await call('opi-operator', 'POST', '/v1.0/gremium', {
        ...BODY,
        startDate: '2025-01-01',
        endDate: '2024-12-31',
      }),
      ['endDate'],
    );
    expectErrors(
      await call('opi-operator', 'POST', '/v1.0/gremium', {
        ...BODY,
        name: ' ',
        type: 'NOPE',
        webSite: 'ftp://x',
        address: { postalCode: '00529' },
        startDate: '224-01-01',
      }),
      ['name', 'type', 'webSite', 'address.postalCode', 'startDate'],
    );
    expectErrors(
      await call('opi-operator', 'POST', '/v1.0/gremium', { ...BODY, institutionId: UNKNOWN }),
      ['institutionId'],
    );
  });

  it('nothing is written when a request is refused', async () => {
    const before = await stack().db.gremium.count();
    await call('opi-operator', 'POST', '/v1.0/gremium', { ...BODY, institutionId: UNKNOWN });
    await call('agent', 'POST', '/v1.0/gremium', BODY);
    expect(await stack().db.gremium.count()).toBe(before);
  });
});

describe('members and functions', () => {
  it('adds, edits and removes a member; the public list and the profile follow at once', async () => {
    const { gremiumId } = await createBody();
    const added = await call(
      'opi-operator',
      'POST',
      `/v1.0/gremium/${gremiumId}/memberships`,
      member(),
    );
    expect(added.statusCode).toBe(201);
    const { membershipId } = added.json();
    const members = await call(null, 'GET', `/v1.0/public/gremium/${gremiumId}/memberships`);
    expect(members.headers['cache-control']).toBe('public, no-cache');
    expect(members.json().content).toEqual([
      expect.objectContaining({
        profileId: FULL,
        membershipId,
        membershipKind: { code: 'MEMBER', label: 'członek' },
        terms: [{ from: '2024-01-01', to: null }],
      }),
    ]);
    const short = (await call(null, 'GET', `/v1.1/public/${FULL}/memberships`)).json();
    expect(short).toContainEqual(
      expect.objectContaining({ gremiumId, membershipId, status: 'CURRENT' }),
    );

    // A term with an unknown end marked INACTIVE by the user's choice.
    const edited = await call(
      'mein-operator',
      'PUT',
      `/v1.0/gremium/${gremiumId}/memberships/${membershipId}`,
      member(FULL, {
        memberKind: 'EXPERT',
        terms: [
          { fromYear: 2016, toYear: 2019 },
          { fromYear: 2020, toYear: null, status: 'INACTIVE' },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const after = (await call(null, 'GET', `/v1.1/public/${FULL}/memberships`)).json();
    expect(after).toContainEqual(
      expect.objectContaining({
        gremiumId,
        memberKind: { code: 'EXPERT', label: 'ekspert' },
        status: 'INACTIVE',
        terms: [
          { from: '2016-01-01', to: '2019-12-31' },
          { from: '2020-01-01', to: null },
        ],
      }),
    );
    const editorsView = (
      await call('opi-operator', 'GET', `/v1.0/gremium/${gremiumId}/memberships`)
    ).json();
    expect(editorsView[0]).toMatchObject({
      membershipId,
      editable: true,
      status: 'INACTIVE',
      terms: [
        { fromYear: 2016, toYear: 2019, status: null },
        { fromYear: 2020, toYear: null, status: 'INACTIVE' },
      ],
    });

    const removed = await call(
      'opi-operator',
      'DELETE',
      `/v1.0/gremium/${gremiumId}/memberships/${membershipId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(null, 'GET', `/v1.0/public/gremium/${gremiumId}/memberships`)).json().content,
    ).toEqual([]);
    expect(await auditActions(gremiumId)).toEqual([
      'GREMIUM_CREATED',
      'GREMIUM_MEMBERSHIP_ADDED',
      'GREMIUM_MEMBERSHIP_UPDATED',
      'GREMIUM_MEMBERSHIP_REMOVED',
    ]);
  });

  it('answers the membership rules (§5) with 400s mapped to the term fields', async () => {
    const { gremiumId } = await createBody();
    const url = `/v1.0/gremium/${gremiumId}/memberships`;
    expectErrors(await call('opi-operator', 'POST', url, member(FULL, { terms: [] })), ['terms']);
    expectErrors(
      await call('opi-operator', 'POST', url, member(FULL, { terms: [{ toYear: 2020 }] })),
      ['terms.0.fromYear'],
    );
    expectErrors(
      await call('opi-operator', 'POST', url, member(FULL, { terms: [{ fromYear: 202 }] })),
      ['terms.0.fromYear'],
    );
    expectErrors(
      await call(
        'opi-operator',
        'POST',
        url,
        member(FULL, { terms: [{ fromYear: 2021, toYear: 2020 }] }),
      ),
      ['terms.0.toYear'],
    );
    expectErrors(
      await call(
        'opi-operator',
        'POST',
        url,
        member(FULL, { terms: [{ fromYear: 2019, toYear: 2020, status: 'CURRENT' }] }),
      ),
      ['terms.0.status'],
    );
    expectErrors(await call('opi-operator', 'POST', url, member(UNKNOWN)), ['profileId']);
    expectErrors(await call('opi-operator', 'POST', url, member(FULL, { memberKind: 'KING' })), [
      'memberKind',
    ]);
    expect(await stack().db.gremiumMembership.count({ where: { gremiumId } })).toBe(0);
  });

  it('keeps a hidden profile out of the public lists, but shows it to the editors', async () => {
    const { gremiumId } = await createBody();
    await call('opi-operator', 'POST', `/v1.0/gremium/${gremiumId}/memberships`, member(HIDDEN));
    await call('opi-operator', 'POST', `/v1.0/gremium/${gremiumId}/memberships`, member(ORCID));
    await call('opi-operator', 'POST', `/v1.0/gremium/${gremiumId}/functions`, fn(HIDDEN));
    const pub = (await call(null, 'GET', `/v1.0/public/gremium/${gremiumId}/memberships`)).json();
    expect(pub.totalElements).toBe(1);
    expect(pub.content.map((m: { profileId: string }) => m.profileId)).toEqual([ORCID]);
    const fns = (await call(null, 'GET', `/v1.0/public/gremium/${gremiumId}/functions`)).json();
    expect(fns.totalElements).toBe(0);
    const list = (await call(null, 'GET', '/v1.0/public/gremium?query=Testowa&size=100')).json();
    expect(
      list.content.find((g: { gremiumId: string }) => g.gremiumId === gremiumId),
    ).toMatchObject({ membersCount: 1 });
    const editors = (
      await call('opi-operator', 'GET', `/v1.0/gremium/${gremiumId}/memberships`)
    ).json();
    expect(editors.map((m: { profileHidden: boolean }) => m.profileHidden).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('adds, edits and removes a function; the rules of §5 are 400s', async () => {
    const { gremiumId } = await createBody();
    const url = `/v1.0/gremium/${gremiumId}/functions`;
    expectErrors(
      await call(
        'opi-operator',
        'POST',
        url,
        fn(FULL, { functionEn: '', periods: [{ dateTo: '2025-01-01' }] }),
      ),
      ['functionEn', 'periods.0.dateFrom'],
    );
    expectErrors(
      await call(
        'opi-operator',
        'POST',
        url,
        fn(FULL, { periods: [{ dateFrom: '2025-02-01', dateTo: '2025-01-01' }] }),
      ),
      ['periods.0.dateTo'],
    );
    const added = await call('opi-operator', 'POST', url, fn());
    expect(added.statusCode).toBe(201);
    const { functionId } = added.json();
    const pub = (await call(null, 'GET', `${url.replace('/v1.0/', '/v1.0/public/')}`)).json();
    expect(pub.content).toEqual([
      expect.objectContaining({
        profileId: FULL,
        functionId,
        function: 'przewodniczący',
        periods: [{ dateFrom: '2024-02-01', dateTo: null }],
        statusCode: 'CURRENT',
        current: true,
      }),
    ]);
    const edited = await call(
      'mein-operator',
      'PUT',
      `${url}/${functionId}`,
      fn(FULL, {
        functionPl: 'sekretarz',
        functionEn: 'secretary',
        periods: [{ dateFrom: '2020-01-01', dateTo: '2021-12-31' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const short = (await call(null, 'GET', `/v1.1/public/${FULL}/functions`, undefined)).json();
    expect(short).toContainEqual(
      expect.objectContaining({
        gremiumId,
        functionId,
        gremiumFunction: 'sekretarz',
        status: 'INACTIVE',
      }),
    );
    expect((await call('opi-operator', 'DELETE', `${url}/${functionId}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/v1.1/public/${FULL}/functions`)).json()).not.toContainEqual(
      expect.objectContaining({ functionId }),
    );
    expect((await call('opi-operator', 'DELETE', `${url}/${functionId}`)).json().code).toBe(
      'GREMIUM_FUNCTION_NOT_FOUND',
    );
  });
});

describe('DELETE v1.0/gremium/{id}', () => {
  it('is refused while the body has members, then deletes it with its functions', async () => {
    const { gremiumId } = await createBody();
    const { membershipId } = (
      await call('opi-operator', 'POST', `/v1.0/gremium/${gremiumId}/memberships`, member())
    ).json();
    await call('opi-operator', 'POST', `/v1.0/gremium/${gremiumId}/functions`, fn());
    const refused = await call('opi-operator', 'DELETE', `/v1.0/gremium/${gremiumId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GREMIUM_HAS_MEMBERS_ERROR',
      message: expect.stringContaining('member'),
    });
    await call('opi-operator', 'DELETE', `/v1.0/gremium/${gremiumId}/memberships/${membershipId}`);
    const deleted = await call('mein-operator', 'DELETE', `/v1.0/gremium/${gremiumId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ gremiumId, deleted: true });
    expect((await call(null, 'GET', `/v1.1/public/gremium/${gremiumId}`)).statusCode).toBe(404);
    expect(await stack().db.gremiumFunction.count({ where: { gremiumId } })).toBe(0);
    expect(await auditActions(gremiumId)).toEqual([
      'GREMIUM_CREATED',
      'GREMIUM_MEMBERSHIP_ADDED',
      'GREMIUM_FUNCTION_ADDED',
      'GREMIUM_MEMBERSHIP_REMOVED',
      'GREMIUM_DELETED',
    ]);
    expect((await call('opi-operator', 'DELETE', `/v1.0/gremium/${gremiumId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('who may do what', () => {
  it('BASIC, AGENT and ADMIN may not add, edit or delete an official body', async () => {
    const { gremiumId } = await createBody();
    // Neither an operator nor a profile owner: 403; a profile owner: it is not theirs, so it
    // answers as an unknown body (decision 029).
    for (const [persona, status] of [
      ['no-profile', 403],
      ['agent', 403],
      ['admin', 403],
      ['owner', 404],
    ] as const) {
      expect((await call(persona, 'PUT', `/v1.0/gremium/${gremiumId}`, BODY)).statusCode).toBe(
        status,
      );
      expect((await call(persona, 'DELETE', `/v1.0/gremium/${gremiumId}`)).statusCode).toBe(status);
      expect(
        (await call(persona, 'POST', `/v1.0/gremium/${gremiumId}/memberships`, member()))
          .statusCode,
      ).toBe(status);
    }
    for (const persona of ['no-profile', 'agent']) {
      // Neither an operator nor a profile owner: they add no body either.
      expect((await call(persona, 'POST', '/v1.0/gremium', BODY)).statusCode).toBe(403);
    }
    expect((await call(null, 'POST', '/v1.0/gremium', BODY)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/v1.0/gremium/${gremiumId}`)).statusCode).toBe(401);
  });

  it("a profile owner adds a body of their own, manages it and deletes it; no one else's", async () => {
    const own = await createBody('owner', { ...BODY, name: 'Koło Naukowe Właścicielki' });
    expect(own.userGremium).toBe('OWNER');
    const { membershipId } = (
      await call('owner', 'POST', `/v1.0/gremium/${own.gremiumId}/memberships`, member())
    ).json();
    expect(
      (await call('owner', 'PUT', `/v1.0/gremium/${own.gremiumId}`, { ...BODY, name: 'Koło' }))
        .statusCode,
    ).toBe(200);
    // Another owner may not touch it (it answers as an unknown body); an operator may.
    expect((await call('orcid-owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).statusCode).toBe(
      404,
    );
    expect((await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).statusCode).toBe(409);
    await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}/memberships/${membershipId}`);
    expect((await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).statusCode).toBe(200);

    const operators = await createBody('opi-operator');
    expect((await call('owner', 'DELETE', `/v1.0/gremium/${operators.gremiumId}`)).statusCode).toBe(
      404,
    );
    const theirs = await createBody('orcid-owner');
    expect(
      (await call('mein-operator', 'GET', `/v1.0/gremium/${theirs.gremiumId}`)).json(),
    ).toMatchObject({ userGremium: 'OWNER', editable: true });
  });
});

describe('data from state systems is read-only', () => {
  it('a body from a state system can be viewed, not changed', async () => {
    const state = await stack()
      .db.gremium.findFirstOrThrow({
        where: { source: { not: 'USER' }, memberships: { none: {} } },
        select: { id: true },
      })
      .catch(() =>
        stack().db.gremium.findFirstOrThrow({
          where: { source: { not: 'USER' } },
          select: { id: true },
        }),
      );
    const view = await call('opi-operator', 'GET', `/v1.0/gremium/${state.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ editable: false });
    for (const res of [
      await call('opi-operator', 'PUT', `/v1.0/gremium/${state.id}`, BODY),
      await call('mein-operator', 'DELETE', `/v1.0/gremium/${state.id}`),
      await call('opi-operator', 'POST', `/v1.0/gremium/${state.id}/memberships`, member()),
      await call('opi-operator', 'POST', `/v1.0/gremium/${state.id}/functions`, fn()),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('STATE_SYSTEM_DATA_ERROR');
    }
    expect(await auditActions(state.id)).toEqual([]);
  });

  it("a state system's entries in a portal body can be viewed, not changed", async () => {
    const entry = await stack().db.gremiumMembership.findFirstOrThrow({
      where: { source: { not: 'USER' }, gremium: { source: 'USER' } },
      select: { id: true, gremiumId: true, profileId: true },
    });
    const editors = (
      await call('opi-operator', 'GET', `/v1.0/gremium/${entry.gremiumId}/memberships`)
    ).json();
    expect(
      editors.find((m: { membershipId: string }) => m.membershipId === entry.id),
    ).toMatchObject({ editable: false });
    const url = `/v1.0/gremium/${entry.gremiumId}/memberships/${entry.id}`;
    const put = await call('opi-operator', 'PUT', url, member(entry.profileId ?? FULL));
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('STATE_SYSTEM_DATA_ERROR');
    expect((await call('opi-operator', 'DELETE', url)).statusCode).toBe(409);
    expect(await stack().db.gremiumMembership.count({ where: { id: entry.id } })).toBe(1);
  });
});

describe("the profile owner's own body", () => {
  it('is listed in their edit mode, shows on their public profile and goes when they delete it', async () => {
    const own = await createBody('owner', { ...BODY, name: 'Pracownia Historii Nauki' });
    expect(own.userGremium).toBe('OWNER');
    const listed = await call('owner', 'GET', `/v1.0/profile/${FULL}/ownGremia`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({
      gremiumId: own.gremiumId,
      name: 'Pracownia Historii Nauki',
      status: 'CURRENT',
      membersCount: 0,
      functionsCount: 0,
    });
    // Someone else's list is theirs alone (their profile answers as an unknown one); an
    // operator's body is not the owner's.
    expect((await call('orcid-owner', 'GET', `/v1.0/profile/${FULL}/ownGremia`)).statusCode).toBe(
      404,
    );
    const operators = await createBody('opi-operator');
    expect(
      (await call('owner', 'GET', `/v1.0/profile/${FULL}/ownGremia`))
        .json()
        .map((g: { gremiumId: string }) => g.gremiumId),
    ).not.toContain(operators.gremiumId);

    const added = await call(
      'owner',
      'POST',
      `/v1.0/gremium/${own.gremiumId}/memberships`,
      member(),
    );
    expect(added.statusCode).toBe(201);
    const fnAdded = await call('owner', 'POST', `/v1.0/gremium/${own.gremiumId}/functions`, fn());
    expect(fnAdded.statusCode).toBe(201);
    const onProfile = await call(null, 'GET', `/v1.1/public/${FULL}/memberships`);
    expect(onProfile.json().map((m: { gremiumId: string }) => m.gremiumId)).toContain(
      own.gremiumId,
    );

    // Deleting is refused while they are its member (§4, §8); then it goes, with its audit.
    expect((await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).json().code).toBe(
      'GREMIUM_HAS_MEMBERS_ERROR',
    );
    const url = `/v1.0/gremium/${own.gremiumId}/memberships/${added.json().membershipId}`;
    expect((await call('owner', 'DELETE', url)).statusCode).toBe(200);
    expect((await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).statusCode).toBe(200);
    expect(await auditActions(own.gremiumId)).toEqual([
      'GREMIUM_CREATED',
      'GREMIUM_MEMBERSHIP_ADDED',
      'GREMIUM_FUNCTION_ADDED',
      'GREMIUM_MEMBERSHIP_REMOVED',
      'GREMIUM_DELETED',
    ]);
    expect(
      (await call(null, 'GET', `/v1.1/public/${FULL}/memberships`))
        .json()
        .map((m: { gremiumId: string }) => m.gremiumId),
    ).not.toContain(own.gremiumId);
    expect(
      (await call('owner', 'GET', `/v1.0/profile/${FULL}/ownGremia`))
        .json()
        .map((g: { gremiumId: string }) => g.gremiumId),
    ).not.toContain(own.gremiumId);
  });

  it('lists only its owner, edits only their own entries, and is no one else’s to change', async () => {
    const own = await createBody('owner', { ...BODY, name: 'Zespół Właścicielki' });
    // On a body they added, an owner lists only themselves (400 on the field otherwise).
    expectErrors(
      await call('owner', 'POST', `/v1.0/gremium/${own.gremiumId}/memberships`, member(ORCID)),
      ['profileId'],
    );
    expectErrors(
      await call('owner', 'POST', `/v1.0/gremium/${own.gremiumId}/functions`, fn(ORCID)),
      ['profileId'],
    );
    // An operator may put others on it: the owner reads them, but may not change them.
    const theirs = (
      await call(
        'opi-operator',
        'POST',
        `/v1.0/gremium/${own.gremiumId}/memberships`,
        member(ORCID),
      )
    ).json().membershipId as string;
    const hiddenEntry = (
      await call(
        'opi-operator',
        'POST',
        `/v1.0/gremium/${own.gremiumId}/memberships`,
        member(HIDDEN),
      )
    ).json().membershipId as string;
    const ownersView = (
      await call('owner', 'GET', `/v1.0/gremium/${own.gremiumId}/memberships`)
    ).json() as Array<{ membershipId: string; profileId: string; editable: boolean }>;
    expect(ownersView.find((m) => m.membershipId === theirs)).toMatchObject({ editable: false });
    // A hidden profile is nobody's business but the operators'.
    expect(ownersView.map((m) => m.profileId)).not.toContain(HIDDEN);
    expect(
      (await call('opi-operator', 'GET', `/v1.0/gremium/${own.gremiumId}/memberships`))
        .json()
        .map((m: { profileId: string }) => m.profileId),
    ).toContain(HIDDEN);
    // Another person's entry on the owner's body answers as an unknown entry (decision 029).
    const theirsUrl = `/v1.0/gremium/${own.gremiumId}/memberships/${theirs}`;
    expect((await call('owner', 'PUT', theirsUrl, member(FULL))).statusCode).toBe(404);
    expect((await call('owner', 'DELETE', theirsUrl)).json().code).toBe(
      'GREMIUM_MEMBERSHIP_NOT_FOUND',
    );
    // So the entry of a hidden profile, which the owner is not shown, is not given away either.
    const entryAnswer = async (membershipId: string) => {
      const url = `/v1.0/gremium/${own.gremiumId}/memberships/${membershipId}`;
      const { reqId: _reqId, ...answer } = (await call('owner', 'DELETE', url)).json();
      return answer;
    };
    expect(await entryAnswer(hiddenEntry)).toEqual(
      await entryAnswer('00000000-0000-4000-8000-00000000dead'),
    );
    expect(await stack().db.gremiumMembership.count({ where: { id: hiddenEntry } })).toBe(1);

    // Another owner: 404 GREMIUM_NOT_FOUND on every call about it, whatever the body; the
    // owner edits it.
    for (const [method, url, body] of [
      ['GET', `/v1.0/gremium/${own.gremiumId}`],
      ['PUT', `/v1.0/gremium/${own.gremiumId}`, BODY],
      ['DELETE', `/v1.0/gremium/${own.gremiumId}`],
      ['POST', `/v1.0/gremium/${own.gremiumId}/memberships`, member(ORCID)],
    ] as const)
      expect((await call('orcid-owner', method, url, body)).json().code, `${method} ${url}`).toBe(
        'GREMIUM_NOT_FOUND',
      );
    const edited = await call('owner', 'PUT', `/v1.0/gremium/${own.gremiumId}`, {
      ...BODY,
      name: 'Zespół Właścicielki (edytowany)',
      endDate: '2025-12-31',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'FORMER', userGremium: 'OWNER' });

    // Official and state bodies are never the owner's to change or delete.
    const official = await createBody('mein-operator');
    const state = await stack().db.gremium.findFirstOrThrow({
      where: { source: { not: 'USER' } },
      select: { id: true },
    });
    for (const id of [official.gremiumId, state.id]) {
      expect((await call('owner', 'PUT', `/v1.0/gremium/${id}`, BODY)).statusCode).toBe(404);
      expect((await call('owner', 'DELETE', `/v1.0/gremium/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('odd input and abuse (issue 41)', () => {
  /** The owners' day limit counts the audit log's additions: a day passes for this account. */
  const aDayPasses = (persona: string) =>
    stack().db.auditLog.updateMany({
      where: { actorUserId: stack().persona(persona).userId, action: 'GREMIUM_CREATED' },
      data: { at: new Date(Date.now() - 2 * 24 * 3600_000) },
    });

  it('refuses markup in the name, description and structure of a body, as profile fields do', async () => {
    const res = await call('owner', 'POST', '/v1.0/gremium', {
      ...BODY,
      name: 'Rada <script>alert(1)</script>',
      organizationStructure: '<img src=x onerror=alert(1)>',
      description: 'Opis <b>pogrubiony</b>',
      source: '<a href="https://example.com">źródło</a>',
    });
    expectErrors(res, ['name', 'organizationStructure', 'description', 'source']);
    // One line but the description; a body is never saved from a refused request.
    expectErrors(
      await call('owner', 'POST', '/v1.0/gremium', { ...BODY, name: 'Rada\r\nTestowa' }),
      ['name'],
    );
    const multiLine = await call('owner', 'POST', '/v1.0/gremium', {
      ...BODY,
      name: 'Rada Wielowierszowa',
      description: 'Pierwszy akapit.\n\nDrugi akapit.',
    });
    expect(multiLine.statusCode).toBe(201);
    expect(multiLine.json().description).toBe('Pierwszy akapit.\n\nDrugi akapit.');
  });

  it('hands out nameHtml built only from sanitised registry markup', async () => {
    // A body entered here: its name is text, escaped; nothing stored as markup is passed on.
    const own = await createBody('owner', { ...BODY, name: 'Koło "Fizyka & Chemia"' });
    await stack().db.gremium.update({
      where: { id: own.gremiumId },
      data: { nameHtml: '<script>alert(1)</script>' }, // what earlier versions stored
    });
    const mine = (await call(null, 'GET', `/v1.1/public/gremium/${own.gremiumId}`)).json();
    expect(mine.gremium).toMatchObject({
      name: 'Koło "Fizyka & Chemia"',
      nameHtml: 'Koło &#34;Fizyka &#38; Chemia&#34;',
    });
    // A registry's markup keeps only the allow-list: emphasis, sub/superscripts, line breaks.
    const state = await stack().db.gremium.findFirstOrThrow({
      where: { source: { not: 'USER' } },
      select: { id: true },
    });
    await stack().db.gremium.update({
      where: { id: state.id },
      data: {
        nameHtml:
          'Komitet <i onclick="x()">Fizyki</i> H<sub>2</sub>O<script>alert(1)</script><a href="javascript:x">!</a>',
      },
    });
    const registry = (await call(null, 'GET', `/v1.1/public/gremium/${state.id}`)).json();
    expect(registry.gremium.nameHtml).toBe('Komitet <i>Fizyki</i> H<sub>2</sub>O!');
  });

  it('refuses a year-0000 date and a lone surrogate with 400, where PostgreSQL answered 500', async () => {
    expectErrors(
      await call('opi-operator', 'POST', '/v1.0/gremium', { ...BODY, startDate: '0000-01-01' }),
      ['startDate'],
    );
    const { gremiumId } = await createBody();
    expectErrors(
      await call(
        'opi-operator',
        'POST',
        `/v1.0/gremium/${gremiumId}/functions`,
        fn(FULL, { periods: [{ dateFrom: '0000-02-29', dateTo: null }] }),
      ),
      ['periods.0.dateFrom'],
    );
    // JSON can carry "\ud800"; the audit entry is jsonb, which cannot.
    const surrogate = await stack().profilesApi.inject({
      method: 'POST',
      url: `${base}/v1.0/gremium`,
      headers: {
        authorization: `Bearer ${await stack().accessToken('opi-operator')}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ ...BODY, name: 'Rada X' }).replace('Rada X', 'Rada \\ud800'),
    });
    expectErrors(surrogate, ['name']);
    expect(await auditActions(gremiumId)).toEqual(['GREMIUM_CREATED']);
  });

  it('limits the bodies a profile owner adds, per day and in all (decision 036)', async () => {
    const owner = stack().persona('orcid-owner');
    const before = await stack().db.auditLog.count({
      where: {
        actorUserId: owner.userId,
        action: 'GREMIUM_CREATED',
        at: { gt: new Date(Date.now() - 24 * 3600_000) },
      },
    });
    // The day's limit counts additions (a body added and deleted again still counts).
    for (let i = before; i < OWNER_GREMIA_PER_DAY; i += 1) {
      const { gremiumId } = await createBody('orcid-owner', { ...BODY, name: `Koło ${i}` });
      if (i === 0) await call('orcid-owner', 'DELETE', `/v1.0/gremium/${gremiumId}`);
    }
    const day = await call('orcid-owner', 'POST', '/v1.0/gremium', BODY);
    expect(day.statusCode).toBe(429);
    expect(day.json().code).toBe('RATE_LIMITED');
    expect(Number(day.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(day.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    // Operators are not limited.
    expect((await call('opi-operator', 'POST', '/v1.0/gremium', BODY)).statusCode).toBe(201);

    // In all: the bodies an owner keeps, whenever added.
    await aDayPasses('orcid-owner');
    const kept = await stack().db.gremium.count({
      where: { createdByUserId: owner.userId, userGremium: 'OWNER' },
    });
    await stack().db.gremium.createMany({
      data: Array.from({ length: OWNER_GREMIA_MAX - kept }, (_, i) => ({
        name: `Dawne koło ${i}`,
        source: 'USER' as const,
        userGremium: 'OWNER',
        createdByUserId: owner.userId,
      })),
    });
    const all = await call('orcid-owner', 'POST', '/v1.0/gremium', BODY);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({
      code: 'GREMIUM_LIMIT_REACHED',
      message: expect.stringContaining(String(OWNER_GREMIA_MAX)),
    });
  });

  it('the 409 of a delete says what the caller can act on, never counting what they cannot see', async () => {
    await aDayPasses('owner');
    const own = await createBody('owner', { ...BODY, name: 'Koło z ukrytym członkiem' });
    await call('owner', 'POST', `/v1.0/gremium/${own.gremiumId}/memberships`, member());
    await call(
      'opi-operator',
      'POST',
      `/v1.0/gremium/${own.gremiumId}/memberships`,
      member(HIDDEN),
    );
    const refused = await call('owner', 'DELETE', `/v1.0/gremium/${own.gremiumId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GREMIUM_HAS_MEMBERS_ERROR',
      message:
        'You can remove 1 member(s) of this gremium; the others can only be removed by an operator: remove yours and ask an operator before deleting it.',
    });
    // The operator sees both, and may remove both.
    expect(
      (await call('opi-operator', 'DELETE', `/v1.0/gremium/${own.gremiumId}`)).json(),
    ).toMatchObject({
      message: 'This gremium has 2 member(s): remove them before deleting it.',
    });
  });
});
