import { FUNCTION_IMPORT_COLUMNS } from '@ln/contracts';
import { createProfile, createUser, PERSONAS as SEEDED_PERSONAS, seedId } from '@ln/seeds';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

/**
 * The authorization matrix: every guarded route of users-api and profiles-api (each operation
 * whose OpenAPI security asks for the bearer token, read from the two services' documents at
 * run time) × every seeded persona and the anonymous caller → the status the route must
 * answer. A guarded route without a row fails the run. Sessions come from the real login flow
 * (dev-idp → users-api; the ORCID owner through the provider's ORCID path); profiles-api
 * verifies them with users-api's keys. ONE table below; each cell is one request.
 */
// The stack (three servers, a seed) and real logins take longer than the default timeouts.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();

const PERSONAS = {
  anonymous: null,
  newUser: 'new-user', // logged in, has not accepted the terms yet
  other: 'no-profile', // another logged-in user, no profile of their own
  owner: 'owner', // the owner of the full fixture profile
  orcidOwner: 'orcid-owner', // the owner of another profile, logged in through ORCID
  admin: 'admin',
  opi: 'opi-operator',
  mein: 'mein-operator',
  agent: 'agent',
  blocked: 'blocked',
  closed: 'closed',
} as const;
type Persona = keyof typeof PERSONAS;
const COLUMNS = Object.keys(PERSONAS) as Persona[];

const OWNER_USER = seedId('user', 0);
const OWNER_PROFILE = seedId('profile', 0);
const UNLINKED = '00000000-0000-4000-8000-000000000000';

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The client's address (a rate-limited route gets one per cell). */
  remoteAddress?: string;
}
interface Row {
  service: 'users' | 'profiles';
  /** The operation as its OpenAPI document names it: method and path, without the prefix. */
  route: string;
  /** What this row asks, when a route has more than one row. */
  variant?: string;
  /** The request a persona sends (destructive rows get a fresh target for each cell). */
  request: (persona: Persona) => Promise<Request> | Request;
  expected: Record<Persona, number>;
  /**
   * The same route with a malformed body, id or query (absent: the route takes no input).
   * Authentication, authorization and ownership come first: every cell that is 401 or 403
   * above stays so, and so does a 404 for another person's resource (the guard's, before
   * parsing); a persona the guard lets through gets the 400 (which proves the input is bad).
   */
  malformed?: {
    request: Request | (() => Promise<Request>);
    expected?: Record<Persona, number>;
  };
}

/**
 * Each cell status in column order:
 * anonymous, newUser, other, owner, orcidOwner, admin, opi, mein, agent, blocked, closed.
 */
function statuses(...codes: number[]): Record<Persona, number> {
  return Object.fromEntries(COLUMNS.map((c, i) => [c, codes[i]!])) as Record<Persona, number>;
}
/** Before the terms are accepted, every protected route answers 401 CONSENT_REQUIRED_ERROR… */
const ANY_USER = statuses(401, 401, 200, 200, 200, 200, 200, 200, 200, 401, 401);
/** …except the terms routes, which let such an account in to accept (or refuse) them. */
const ANY_USER_PENDING_TERMS_TOO = statuses(401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401);
const ADMIN_ONLY = statuses(401, 401, 403, 403, 403, 200, 403, 403, 403, 401, 401);
/**
 * A resource of the owner's profile (the profile itself, a CV, a publication, an employment,
 * degree or research work): an account without a profile gets 403; the owner of another
 * profile gets the resource's 404, as for an unknown id (decision 029: its existence is not
 * given away).
 */
const OWNER_ONLY = statuses(401, 401, 403, 200, 404, 403, 403, 403, 403, 401, 401);
/** Routes about the caller's own profile (no id in the path): every profile owner. */
const PROFILE_OWNERS = statuses(401, 401, 403, 200, 200, 403, 403, 403, 403, 401, 401);
const NOT_A_UUID = 'not-a-uuid';

/**
 * The malformed request's statuses: the guard's 401, 403 and 404 unchanged, 400 past the
 * guard. A path id that is not a UUID is nobody's: the owner guards leave it to validation,
 * so a caller the guard would have answered 404 gets the 400 then.
 */
function malformedExpected(row: Row, request: Request): Record<Persona, number> {
  if (row.malformed?.expected) return row.malformed.expected;
  const guardAnswers = new Set([401, 403, ...(request.url.includes(NOT_A_UUID) ? [] : [404])]);
  return Object.fromEntries(
    COLUMNS.map((c) => [c, guardAnswers.has(row.expected[c]) ? row.expected[c] : 400]),
  ) as Record<Persona, number>;
}

/** A published announcement of its own for a cell (an election of the first body). */
async function freshAnnouncement(kind: 'CALL' | 'ELECTION' = 'CALL') {
  const { db } = stack();
  const gremium =
    kind === 'ELECTION' ? await db.gremium.findFirstOrThrow({ select: { id: true } }) : null;
  const row = await db.announcement.create({
    data: {
      kind,
      titlePl: 'Ogłoszenie',
      titleEn: 'Notice',
      bodyPl: 'Treść',
      bodyEn: 'Text',
      opensOn: new Date('2026-12-01T00:00:00.000Z'),
      gremiumId: gremium?.id ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

const ANNOUNCEMENT = {
  kind: 'CALL',
  titlePl: 'Nabór',
  titleEn: 'Call',
  bodyPl: 'Treść',
  bodyEn: 'Text',
  opensOn: '2026-12-01',
};
const MEIN_ONLY = statuses(401, 401, 403, 403, 403, 403, 403, 200, 403, 401, 401);

function announcementRows(): Row[] {
  return [
    {
      service: 'profiles',
      route: 'POST v1.0/announcements',
      request: () => ({ method: 'POST', url: '/v1.0/announcements', payload: ANNOUNCEMENT }),
      expected: statuses(401, 401, 403, 403, 403, 403, 403, 201, 403, 401, 401),
      malformed: {
        request: { method: 'POST', url: '/v1.0/announcements', payload: { kind: 'X' } },
      },
    },
    {
      service: 'profiles',
      route: 'PUT v1.0/announcements/{announcementId}',
      request: async () => ({
        method: 'PUT',
        url: `/v1.0/announcements/${await freshAnnouncement()}`,
        payload: ANNOUNCEMENT,
      }),
      expected: MEIN_ONLY,
      malformed: {
        request: { method: 'PUT', url: `/v1.0/announcements/${NOT_A_UUID}`, payload: ANNOUNCEMENT },
      },
    },
    {
      service: 'profiles',
      route: 'PUT v1.0/announcements/{announcementId}/withdraw',
      request: async () => ({
        method: 'PUT',
        url: `/v1.0/announcements/${await freshAnnouncement()}/withdraw`,
      }),
      expected: MEIN_ONLY,
      malformed: {
        request: { method: 'PUT', url: `/v1.0/announcements/${NOT_A_UUID}/withdraw` },
      },
    },
    {
      service: 'profiles',
      route: 'POST v1.0/announcements/{announcementId}/result',
      request: async () => ({
        method: 'POST',
        url: `/v1.0/announcements/${await freshAnnouncement('ELECTION')}/result`,
        payload: { elected: [{ profileId: OWNER_PROFILE }] },
      }),
      expected: MEIN_ONLY,
      malformed: {
        request: {
          method: 'POST',
          url: `/v1.0/announcements/${UNLINKED}/result`,
          payload: { elected: [] },
        },
      },
    },
  ];
}

async function freshUser(withProfile = false) {
  const { peselKeys, databaseUrl } = stack();
  const profile = withProfile ? await createProfile(databaseUrl, peselKeys) : null;
  const user = await createUser(
    databaseUrl,
    peselKeys,
    profile ? { profileId: profile.profileId } : {},
  );
  return { userId: user.userId, profileId: profile?.profileId ?? UNLINKED };
}

/**
 * A body an operator entered: operators only. Neither an operator nor a profile owner: 403; a
 * profile owner (who manages only bodies they added): 404 GREMIUM_NOT_FOUND (decision 029).
 */
const OPERATORS_ONLY = statuses(401, 401, 403, 404, 404, 403, 200, 200, 403, 401, 401);
const OPERATORS_CREATE = statuses(401, 401, 403, 404, 404, 403, 201, 201, 403, 401, 401);
const GREMIUM_BODY = { name: 'Rada Macierzy', type: 'STATE_BODY' };
const MEMBERSHIP = { profileId: OWNER_PROFILE, memberKind: 'MEMBER', terms: [{ fromYear: 2024 }] };
const GREMIUM_FUNCTION = {
  profileId: OWNER_PROFILE,
  functionPl: 'sekretarz',
  functionEn: 'secretary',
  periods: [{ dateFrom: '2024-01-01' }],
};

/** A body an operator entered on the portal (source USER), for one cell. */
async function freshGremium() {
  const row = await stack().db.gremium.create({
    data: { name: 'Rada Macierzy', source: 'USER', userGremium: 'OPERATOR' },
    select: { id: true },
  });
  return row.id;
}

/** A fresh body with one membership or function, added by an operator, for one cell. */
async function freshEntry(kind: 'memberships' | 'functions') {
  const gremiumId = await freshGremium();
  const res = await stack().profilesApi.inject({
    method: 'POST',
    url: `/api/profiles-api/v1.0/gremium/${gremiumId}/${kind}`,
    headers: { authorization: `Bearer ${tokens.get('opi')}` },
    payload: kind === 'memberships' ? MEMBERSHIP : GREMIUM_FUNCTION,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { membershipId?: string; functionId?: string };
  return `/v1.0/gremium/${gremiumId}/${kind}/${body.membershipId ?? body.functionId}`;
}

/** A multipart/form-data body with one `file` part. */
function multipart(fileName: string, type: string, content: Buffer | string) {
  const boundary = '----ln-matrix-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** The names a profile owner sends to keep their own (registry names must stay as they are). */
async function ownNames(persona: Persona) {
  const key = PERSONAS[persona];
  const profileId = key ? stack().persona(key).profileId : null;
  if (!profileId) return { name: 'Anna', surname: 'Nowak' };
  const p = await stack().db.profile.findUniqueOrThrow({ where: { id: profileId } });
  return { name: p.firstName, surname: p.surname, secondName: p.secondName };
}

/**
 * An employment, a degree and an editable research work of the owner's profile; with
 * `edited`, the employment and degree carry a delivered original, so restore has work to do.
 */
async function ownerRecords(edited = false) {
  const { db } = stack();
  const employment = await db.employment.findFirstOrThrow({ where: { profileId: OWNER_PROFILE } });
  const degree = await db.degreeTitle.findFirstOrThrow({ where: { profileId: OWNER_PROFILE } });
  if (edited) {
    await db.employment.update({
      where: { id: employment.id },
      data: { source: 'POLON', original: { position: employment.position } },
    });
    await db.degreeTitle.update({
      where: { id: degree.id },
      data: { source: 'POLON', original: { label: degree.label } },
    });
  }
  const kind = await db.researchWorkKind.findFirstOrThrow({ where: { id: { not: 202504 } } });
  const work = await db.researchWork.create({
    data: {
      kindId: kind.id,
      polishTitle: 'Praca do zmiany tytułu',
      titles: [{ languageCode: 'pol', value: 'Praca do zmiany tytułu' }],
      titleKind: 'USER',
      people: {
        create: [
          { role: 'AUTHOR', position: 0, profileId: OWNER_PROFILE, firstName: 'M', surname: 'Ź' },
        ],
      },
    },
  });
  return { employmentId: employment.id, degreeId: degree.id, researchWorkId: work.id };
}

/** A CV of the owner's profile (a fixed id, so the malformed rows can name it too). */
const OWNER_CV = '00000000-0000-4000-8000-0000000c0001';
/** A verification code of that CV (issue 49). */
const OWNER_CV_CODE = 'c0de'.repeat(6);
/** A publication of the owner's profile that the ORCID owner is no author of. */
let ownerPublication = UNLINKED;
beforeAll(async () => {
  await stack().db.cv.create({ data: { id: OWNER_CV, profileId: OWNER_PROFILE, language: 'PL' } });
  await stack().db.cvVerification.create({
    data: {
      code: OWNER_CV_CODE,
      cvId: OWNER_CV,
      profileId: OWNER_PROFILE,
      contentHash: new Uint8Array(32),
      facts: {},
      signature: new Uint8Array(64),
      keyId: 'matrix',
    },
  });
  const orcidProfile = stack().persona('orcid-owner').profileId!;
  const [row] = await stack().db.$queryRaw<Array<{ id: string }>>`
    SELECT a.publication_id AS id FROM publication_author a
     WHERE a.profile_id = ${OWNER_PROFILE}::uuid
       AND NOT EXISTS (SELECT 1 FROM publication_author b
                        WHERE b.publication_id = a.publication_id
                          AND b.profile_id = ${orcidProfile}::uuid)
     ORDER BY a.publication_id LIMIT 1`;
  ownerPublication = row!.id;
});

/** The own version a fork writes (accounts-and-platform §5). */
const OWN_VERSION = {
  type: 'ARTICLE',
  titles: [{ title: 'Wersja właścicielki', mainTitle: true }],
  year: 2024,
  authors: [{ name: 'Małgorzata', surname: 'Źródłowska' }],
  journal: { title: 'Nature', issn: '0028-0836', eissn: null },
};
const FUNCTION_IMPORT_HEADER = FUNCTION_IMPORT_COLUMNS.join(',');

/** A small photo to upload. */
async function photo() {
  return sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
}

const MATRIX: Row[] = [
  // users-api: the own account (every logged-in user is the owner of their own account).
  {
    service: 'users',
    route: 'GET v1.0/auth/user',
    request: () => ({ method: 'GET', url: '/v1.0/auth/user' }),
    expected: ANY_USER,
  },
  {
    service: 'users',
    route: 'GET v1.1/user/accountDetails',
    request: () => ({ method: 'GET', url: '/v1.1/user/accountDetails' }),
    expected: ANY_USER,
  },
  {
    service: 'users',
    route: 'PUT v1.0/user/editUserData',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/user/editUserData',
      payload: { firstName: 'Anna', surname: 'Nowak', email: 'anna@example.pl' },
    }),
    expected: ANY_USER,
    malformed: {
      request: { method: 'PUT', url: '/v1.0/user/editUserData', payload: { firstName: 7 } },
    },
  },
  {
    service: 'users',
    route: 'PUT v1.0/user/changeNotificationsConsent',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/user/changeNotificationsConsent',
      payload: { notificationsConsent: true },
    }),
    expected: ANY_USER,
    malformed: {
      request: {
        method: 'PUT',
        url: '/v1.0/user/changeNotificationsConsent',
        payload: { notificationsConsent: 'maybe' },
      },
    },
  },
  {
    service: 'users',
    route: 'GET v1.0/user/dataExport',
    // Rate-limited per client: each cell from its own address (TEST-NET-2), so the matrix
    // spends no other test's allowance.
    request: (p) => ({
      method: 'GET',
      url: '/v1.0/user/dataExport',
      remoteAddress: `198.51.100.${COLUMNS.indexOf(p) + 1}`,
    }),
    expected: ANY_USER,
  },
  {
    service: 'users',
    route: 'GET v1.0/terms/acceptance',
    request: () => ({ method: 'GET', url: '/v1.0/terms/acceptance' }),
    expected: ANY_USER_PENDING_TERMS_TOO,
  },
  {
    service: 'users',
    route: 'POST v1.0/terms/acceptance',
    request: () => ({ method: 'POST', url: '/v1.0/terms/acceptance', payload: { version: 1 } }),
    expected: ANY_USER_PENDING_TERMS_TOO,
    malformed: {
      request: { method: 'POST', url: '/v1.0/terms/acceptance', payload: { version: 'first' } },
    },
  },
  {
    // Without the confirmation flag: a logged-in user gets past the guard to the 400.
    service: 'users',
    route: 'DELETE v1.0/terms/acceptance',
    variant: 'unconfirmed',
    request: () => ({ method: 'DELETE', url: '/v1.0/terms/acceptance' }),
    expected: statuses(401, 400, 400, 400, 400, 400, 400, 400, 400, 401, 401),
    malformed: {
      request: { method: 'DELETE', url: '/v1.0/terms/acceptance?confirmation=perhaps' },
    },
  },
  // users-api: administration.
  {
    service: 'users',
    route: 'GET v1.0/users',
    request: () => ({ method: 'GET', url: '/v1.0/users' }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/users?page=-1&status=GONE' } },
  },
  {
    service: 'users',
    route: 'GET v1.0/auditLog',
    request: () => ({ method: 'GET', url: '/v1.0/auditLog' }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/auditLog?size=many' } },
  },
  {
    service: 'users',
    route: 'GET v1.0/user/{userId}',
    request: () => ({ method: 'GET', url: `/v1.0/user/${OWNER_USER}` }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/user/no-such-user' } },
  },
  {
    service: 'users',
    route: 'POST v1.0/user/{userId}/roles',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/user/${(await freshUser()).userId}/roles`,
      payload: { userRoles: ['AGENT'] },
    }),
    expected: ADMIN_ONLY,
    malformed: {
      request: {
        method: 'POST',
        url: `/v1.0/user/${NOT_A_UUID}/roles`,
        payload: { userRoles: ['KING'] },
      },
    },
  },
  {
    service: 'users',
    route: 'PUT v1.0/user/{userId}/status',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/user/${(await freshUser()).userId}/status`,
      payload: { accountStatus: 'BLOCKED' },
    }),
    expected: ADMIN_ONLY,
    malformed: {
      request: {
        method: 'PUT',
        url: `/v1.0/user/${NOT_A_UUID}/status`,
        payload: { accountStatus: 'ASLEEP' },
      },
    },
  },
  {
    service: 'users',
    route: 'PUT v1.0/user/{userId}/hideProfile',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/user/${(await freshUser(true)).userId}/hideProfile`,
    }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'PUT', url: `/v1.0/user/${NOT_A_UUID}/hideProfile` } },
  },
  {
    service: 'users',
    route: 'PUT v1.0/user/{userId}/showProfile',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/user/${(await freshUser(true)).userId}/showProfile`,
    }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'PUT', url: `/v1.0/user/${NOT_A_UUID}/showProfile` } },
  },
  {
    // The owner's own deletion without confirmation stops at the 400; an administrator
    // deletes a fresh account; for anyone else it answers as an unknown account (decision 029).
    service: 'users',
    route: 'DELETE v1.0/user/{userId}/deleteAccount',
    request: async (p) => ({
      method: 'DELETE',
      url: `/v1.0/user/${p === 'admin' ? (await freshUser(true)).userId : OWNER_USER}/deleteAccount`,
    }),
    expected: statuses(401, 401, 404, 400, 404, 200, 404, 404, 404, 401, 401),
    // A malformed id is nobody's account: validation answers it, for every signed-in caller.
    malformed: { request: { method: 'DELETE', url: `/v1.0/user/${NOT_A_UUID}/deleteAccount` } },
  },
  // profiles-api: the owner's calls.
  {
    service: 'profiles',
    route: 'GET v1.0/profile/profileId',
    request: () => ({ method: 'GET', url: '/v1.0/profile/profileId' }),
    expected: ANY_USER,
  },
  {
    // Only the two owners have a profile (and an ORCID iD on the account): the others have none.
    service: 'profiles',
    route: 'PUT v1.0/profile/updateOrcid',
    request: () => ({ method: 'PUT', url: '/v1.0/profile/updateOrcid' }),
    expected: statuses(401, 401, 404, 200, 200, 404, 404, 404, 404, 401, 401),
  },
  {
    service: 'profiles',
    route: 'GET v1.3/profile/{profileId}/shortPerson',
    request: () => ({ method: 'GET', url: `/v1.3/profile/${OWNER_PROFILE}/shortPerson` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.3/profile/${NOT_A_UUID}/shortPerson` },
    },
  },
  {
    service: 'profiles',
    route: 'GET v1.0/profile/{profileId}/degreesAndTitles',
    request: () => ({ method: 'GET', url: `/v1.0/profile/${OWNER_PROFILE}/degreesAndTitles` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/profile/${NOT_A_UUID}/degreesAndTitles` },
    },
  },
  // --- ORCID works of the own profile (issue 43) --------------------------------------------
  {
    service: 'profiles',
    route: 'GET v1.0/profile/{profileId}/orcid/works',
    request: () => ({ method: 'GET', url: `/v1.0/profile/${OWNER_PROFILE}/orcid/works` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/profile/${NOT_A_UUID}/orcid/works` },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/{profileId}/orcid/refresh',
    request: () => ({ method: 'POST', url: `/v1.0/profile/${OWNER_PROFILE}/orcid/refresh` }),
    expected: statuses(401, 401, 403, 202, 404, 403, 403, 403, 403, 401, 401),
    malformed: {
      request: { method: 'POST', url: `/v1.0/profile/${NOT_A_UUID}/orcid/refresh` },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/{profileId}/orcid/works/acceptAll',
    request: () => ({
      method: 'POST',
      url: `/v1.0/profile/${OWNER_PROFILE}/orcid/works/acceptAll`,
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'POST', url: `/v1.0/profile/${NOT_A_UUID}/orcid/works/acceptAll` },
    },
  },
  ...(['accept', 'reject', 'undo'] as const).map((action): Row => ({
    service: 'profiles',
    route: `POST v1.0/profile/{profileId}/orcid/works/{putCode}/${action}`,
    // The owner has no ORCID work of that put-code: 404 ORCID_WORK_NOT_FOUND.
    request: () => ({
      method: 'POST',
      url: `/v1.0/profile/${OWNER_PROFILE}/orcid/works/123/${action}`,
    }),
    expected: statuses(401, 401, 403, 404, 404, 403, 403, 403, 403, 401, 401),
    malformed: {
      request: {
        method: 'POST',
        url: `/v1.0/profile/${OWNER_PROFILE}/orcid/works/not-a-put-code/${action}`,
      },
      expected: statuses(401, 401, 403, 400, 404, 403, 403, 403, 403, 401, 401),
    },
  })),
  {
    service: 'profiles',
    route: 'GET v1.1/publications/{profileId}/shortPublications',
    request: () => ({
      method: 'GET',
      url: `/v1.1/publications/${OWNER_PROFILE}/shortPublications`,
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.1/publications/${NOT_A_UUID}/shortPublications` },
    },
  },
  // profiles-api: administration.
  {
    service: 'profiles',
    route: 'GET v1.0/profile/{userId}/profileId',
    request: () => ({ method: 'GET', url: `/v1.0/profile/${OWNER_USER}/profileId` }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: `/v1.0/profile/${NOT_A_UUID}/profileId` } },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/public/profile/postmortem/{profileId}',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/public/profile/postmortem/${(await freshUser(true)).profileId}`,
    }),
    expected: ADMIN_ONLY,
    malformed: {
      request: { method: 'POST', url: `/v1.0/public/profile/postmortem/${NOT_A_UUID}` },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/public/profile/{profileId}/makeInvisible',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/public/profile/${(await freshUser(true)).profileId}/makeInvisible`,
    }),
    expected: ADMIN_ONLY,
    malformed: {
      request: { method: 'POST', url: `/v1.0/public/profile/${NOT_A_UUID}/makeInvisible` },
    },
  },
  // profiles-api: the function import (ADMIN); an unknown job is looked up only past the guard.
  {
    service: 'profiles',
    route: 'POST v1.0/functionImport',
    request: () => ({
      method: 'POST',
      url: '/v1.0/functionImport',
      ...multipart(
        'functions.csv',
        'text/csv',
        `${FUNCTION_IMPORT_HEADER}\n,Rada Macierzy,${OWNER_PROFILE},,,sekretarz,secretary,2024-01-01,\n`,
      ),
    }),
    expected: statuses(401, 401, 403, 403, 403, 202, 403, 403, 403, 401, 401),
    malformed: {
      request: {
        method: 'POST',
        url: '/v1.0/functionImport',
        ...multipart('functions.csv', 'text/csv', 'gremiumName,functionPl\nx,y\n'),
      },
    },
  },
  {
    service: 'profiles',
    route: 'GET v1.0/functionImport',
    request: () => ({ method: 'GET', url: '/v1.0/functionImport' }),
    expected: ADMIN_ONLY,
  },
  {
    service: 'profiles',
    route: 'GET v1.0/functionImport/template',
    request: () => ({ method: 'GET', url: '/v1.0/functionImport/template?format=csv' }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/functionImport/template?format=pdf' } },
  },
  ...(['', '/rows', '/errors.csv'] as const).map((tail): Row => ({
    service: 'profiles',
    route: `GET v1.0/functionImport/{jobId}${tail}`,
    request: () => ({ method: 'GET', url: `/v1.0/functionImport/${UNLINKED}${tail}` }),
    expected: statuses(401, 401, 403, 403, 403, 404, 403, 403, 403, 401, 401),
    malformed: { request: { method: 'GET', url: `/v1.0/functionImport/${NOT_A_UUID}${tail}` } },
  })),
  // profiles-api: the open-data dump on demand (ADMIN; issue 44). This stack runs no job
  // queue, so an administrator's call is 503 past the guard.
  {
    service: 'profiles',
    route: 'POST v1.0/openData/dump',
    request: () => ({ method: 'POST', url: '/v1.0/openData/dump' }),
    expected: statuses(401, 401, 403, 403, 403, 503, 403, 403, 403, 401, 401),
  },
  // profiles-api: the registry sync's data sources (ADMIN); no source is configured in this
  // stack, so a start is 409 SOURCE_NOT_CONFIGURED, and an unknown run 404, past the guard.
  {
    service: 'profiles',
    route: 'GET v1.0/dataSources',
    request: () => ({ method: 'GET', url: '/v1.0/dataSources' }),
    expected: ADMIN_ONLY,
  },
  {
    service: 'profiles',
    route: 'GET v1.0/dataSources/{source}',
    request: () => ({ method: 'GET', url: '/v1.0/dataSources/RADON' }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/dataSources/ORCID' } },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/dataSources/{source}/runs',
    request: () => ({
      method: 'POST',
      url: '/v1.0/dataSources/RADON/runs',
      payload: { mode: 'FULL', dryRun: true },
    }),
    expected: statuses(401, 401, 403, 403, 403, 409, 403, 403, 403, 401, 401),
    malformed: {
      request: {
        method: 'POST',
        url: '/v1.0/dataSources/RADON/runs',
        payload: { mode: 'SOMETIMES', dryRun: 'yes' },
      },
    },
  },
  {
    service: 'profiles',
    route: 'GET v1.0/dataSources/{source}/runs',
    request: () => ({ method: 'GET', url: '/v1.0/dataSources/PBN/runs' }),
    expected: ADMIN_ONLY,
    malformed: { request: { method: 'GET', url: '/v1.0/dataSources/PBN/runs?size=0' } },
  },
  ...(['', '/errors', '/changes'] as const).map((tail): Row => ({
    service: 'profiles',
    route: `GET v1.0/dataSources/runs/{runId}${tail}`,
    request: () => ({ method: 'GET', url: `/v1.0/dataSources/runs/${UNLINKED}${tail}` }),
    expected: statuses(401, 401, 403, 403, 403, 404, 403, 403, 403, 401, 401),
    malformed: {
      request: { method: 'GET', url: `/v1.0/dataSources/runs/${NOT_A_UUID}${tail}` },
    },
  })),
  ...(['confirm', 'cancel'] as const).map((action): Row => ({
    service: 'profiles',
    route: `POST v1.0/dataSources/runs/{runId}/${action}`,
    request: () => ({ method: 'POST', url: `/v1.0/dataSources/runs/${UNLINKED}/${action}` }),
    expected: statuses(401, 401, 403, 403, 403, 404, 403, 403, 403, 401, 401),
    malformed: {
      request: { method: 'POST', url: `/v1.0/dataSources/runs/${NOT_A_UUID}/${action}` },
    },
  })),
  // profiles-api: administration of bodies (gremia): operators; a profile owner may add a body.
  {
    service: 'profiles',
    route: 'POST v1.0/gremium',
    request: () => ({ method: 'POST', url: '/v1.0/gremium', payload: GREMIUM_BODY }),
    expected: statuses(401, 401, 403, 201, 201, 403, 201, 201, 403, 401, 401),
    malformed: { request: { method: 'POST', url: '/v1.0/gremium', payload: { name: '' } } },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/gremium/{gremiumId}',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/gremium/${await freshGremium()}`,
      payload: GREMIUM_BODY,
    }),
    expected: OPERATORS_ONLY,
    malformed: {
      request: { method: 'PUT', url: `/v1.0/gremium/${NOT_A_UUID}`, payload: GREMIUM_BODY },
    },
  },
  {
    service: 'profiles',
    route: 'DELETE v1.0/gremium/{gremiumId}',
    request: async () => ({ method: 'DELETE', url: `/v1.0/gremium/${await freshGremium()}` }),
    expected: OPERATORS_ONLY,
    malformed: { request: { method: 'DELETE', url: `/v1.0/gremium/${NOT_A_UUID}` } },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/gremium/{gremiumId}/memberships',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/gremium/${await freshGremium()}/memberships`,
      payload: { profileId: OWNER_PROFILE, memberKind: 'MEMBER', terms: [{ fromYear: 2024 }] },
    }),
    expected: OPERATORS_CREATE,
    malformed: {
      request: { method: 'POST', url: `/v1.0/gremium/${NOT_A_UUID}/memberships`, payload: {} },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/gremium/{gremiumId}/functions',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/gremium/${await freshGremium()}/functions`,
      payload: {
        profileId: OWNER_PROFILE,
        functionPl: 'sekretarz',
        functionEn: 'secretary',
        periods: [{ dateFrom: '2024-01-01' }],
      },
    }),
    expected: OPERATORS_CREATE,
    malformed: {
      request: { method: 'POST', url: `/v1.0/gremium/${NOT_A_UUID}/functions`, payload: {} },
    },
  },
  ...(['', '/memberships', '/functions'] as const).map((tail): Row => ({
    service: 'profiles',
    route: `GET v1.0/gremium/{gremiumId}${tail}`,
    request: async () => ({ method: 'GET', url: `/v1.0/gremium/${await freshGremium()}${tail}` }),
    expected: OPERATORS_ONLY,
    malformed: { request: { method: 'GET', url: `/v1.0/gremium/${NOT_A_UUID}${tail}` } },
  })),
  ...(
    [
      ['memberships', 'membershipId', MEMBERSHIP],
      ['functions', 'functionId', GREMIUM_FUNCTION],
    ] as const
  ).flatMap(([kind, param, payload]): Row[] => [
    {
      service: 'profiles',
      route: `PUT v1.0/gremium/{gremiumId}/${kind}/{${param}}`,
      request: async () => ({ method: 'PUT', url: await freshEntry(kind), payload }),
      expected: OPERATORS_ONLY,
      malformed: {
        request: {
          method: 'PUT',
          url: `/v1.0/gremium/${NOT_A_UUID}/${kind}/${NOT_A_UUID}`,
          payload,
        },
      },
    },
    {
      service: 'profiles',
      route: `DELETE v1.0/gremium/{gremiumId}/${kind}/{${param}}`,
      request: async () => ({ method: 'DELETE', url: await freshEntry(kind) }),
      expected: OPERATORS_ONLY,
      malformed: {
        request: { method: 'DELETE', url: `/v1.0/gremium/${NOT_A_UUID}/${kind}/${NOT_A_UUID}` },
      },
    },
  ]),
  // profiles-api: the bodies the owner added themselves (decision 021).
  {
    service: 'profiles',
    route: 'GET v1.0/profile/{profileId}/ownGremia',
    request: () => ({ method: 'GET', url: `/v1.0/profile/${OWNER_PROFILE}/ownGremia` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/profile/${NOT_A_UUID}/ownGremia` },
    },
  },
  // profiles-api: the owner's edits of their own profile (profiles-area §7 "Profile edits").
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/personalData',
    request: async (p) => ({
      method: 'PUT',
      url: '/v1.0/profile/personalData',
      payload: await ownNames(p),
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: { method: 'PUT', url: '/v1.0/profile/personalData', payload: { name: ['Anna'] } },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/aboutMe',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/profile/aboutMe',
      payload: { aboutMe: 'Historia nauki.', aboutMeEn: 'History of science.' },
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: { method: 'PUT', url: '/v1.0/profile/aboutMe', payload: { aboutMe: '<b>x</b>' } },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/contact',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/profile/contact',
      payload: { email: 'kontakt@uj.edu.pl', visibilityEmail: 'LOGGED_IN' },
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: { method: 'PUT', url: '/v1.0/profile/contact', payload: { email: 'nope' } },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/myProfiles',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/profile/myProfiles',
      payload: { wikipedia: 'https://pl.wikipedia.org/wiki/Nauka' },
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: {
        method: 'PUT',
        url: '/v1.0/profile/myProfiles',
        payload: { wikipedia: 'javascript:alert(1)' },
      },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/{profileId}/editSpecialties',
    request: () => ({
      method: 'POST',
      url: `/v1.0/profile/${OWNER_PROFILE}/editSpecialties`,
      payload: { specialties: [{ labelPl: 'historia nauki', labelEn: 'history of science' }] },
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: {
        method: 'POST',
        url: `/v1.0/profile/${OWNER_PROFILE}/editSpecialties`,
        payload: { specialties: 'many' },
      },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/uploadMainImage',
    request: async () => ({
      method: 'POST',
      url: '/v1.0/profile/uploadMainImage',
      ...multipart('photo.png', 'image/png', await photo()),
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: {
        method: 'POST',
        url: '/v1.0/profile/uploadMainImage',
        ...multipart('photo.png', 'image/png', 'not an image'),
      },
    },
  },
  {
    service: 'profiles',
    route: 'DELETE v1.0/profile/deleteMainImage',
    request: () => ({ method: 'DELETE', url: '/v1.0/profile/deleteMainImage' }),
    expected: PROFILE_OWNERS,
  },
  // profiles-api: the owner's publications (profiles-area §7 "Publications"); a publication of
  // the owner's profile that the other owner is no author of.
  ...(
    [
      ['GET', 'publications/{publicationId}', '', undefined],
      ['GET', 'publications/{publicationId}/visibility', '/visibility', undefined],
      [
        'POST',
        'publication/{publicationId}/publicVisibility',
        '/publicVisibility',
        { publiclyVisible: true },
      ],
      ['PUT', 'publication/{publicationId}/fork', '/fork', OWN_VERSION],
    ] as const
  ).map(([method, route, tail, payload]): Row => {
    const url = (id: string) =>
      `/v1.0/${route.startsWith('publications/') ? 'publications' : 'publication'}/${id}${tail}`;
    return {
      service: 'profiles',
      route: `${method} v1.0/${route}`,
      request: () => ({ method, url: url(ownerPublication), ...(payload ? { payload } : {}) }),
      expected: OWNER_ONLY,
      malformed: {
        request: { method, url: url(NOT_A_UUID), ...(payload ? { payload } : {}) },
      },
    };
  }),
  {
    // The owner's own version goes; each cell forks one first, so there is one to delete.
    service: 'profiles',
    route: 'DELETE v1.0/publication/{publicationId}',
    request: async (p) => {
      if (p === 'owner') {
        const fork = await send('profiles', 'owner', {
          method: 'PUT',
          url: `/v1.0/publication/${ownerPublication}/fork`,
          payload: OWN_VERSION,
        });
        expect(fork.statusCode, fork.body).toBe(200);
      }
      return { method: 'DELETE', url: `/v1.0/publication/${ownerPublication}` };
    },
    expected: OWNER_ONLY,
    malformed: { request: { method: 'DELETE', url: `/v1.0/publication/${NOT_A_UUID}` } },
  },
  // profiles-api: the owner's employments, degrees and research-work titles.
  {
    service: 'profiles',
    route: 'GET v1.0/profile/{profileId}/editData',
    request: () => ({ method: 'GET', url: `/v1.0/profile/${OWNER_PROFILE}/editData` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/profile/${NOT_A_UUID}/editData` },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/employment/{employmentId}',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/profile/employment/${(await ownerRecords()).employmentId}`,
      payload: { position: 'Kierownik pracowni' },
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: async () => ({
        method: 'PUT',
        url: `/v1.0/profile/employment/${(await ownerRecords()).employmentId}`,
        payload: { position: ['not', 'text'] },
      }),
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/employment/{employmentId}/restore',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/profile/employment/${(await ownerRecords(true)).employmentId}/restore`,
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'POST', url: `/v1.0/profile/employment/${NOT_A_UUID}/restore` },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/degreeOrTitle/{degreeId}',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/profile/degreeOrTitle/${(await ownerRecords()).degreeId}`,
      payload: { label: 'dr inż.', year: 2001 },
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: async () => ({
        method: 'PUT',
        url: `/v1.0/profile/degreeOrTitle/${(await ownerRecords()).degreeId}`,
        payload: { label: '', year: 'soon' },
      }),
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/profile/degreeOrTitle/{degreeId}/restore',
    request: async () => ({
      method: 'POST',
      url: `/v1.0/profile/degreeOrTitle/${(await ownerRecords(true)).degreeId}/restore`,
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'POST', url: `/v1.0/profile/degreeOrTitle/${NOT_A_UUID}/restore` },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/profile/researchWork/{researchWorkId}/title',
    request: async () => ({
      method: 'PUT',
      url: `/v1.0/profile/researchWork/${(await ownerRecords()).researchWorkId}/title`,
      payload: { polishTitle: 'Nowy tytuł pracy' },
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: async () => ({
        method: 'PUT',
        url: `/v1.0/profile/researchWork/${(await ownerRecords()).researchWorkId}/title`,
        payload: { polishTitle: 7 },
      }),
    },
  },
  // profiles-api: the CV builder (owner-only; the flag CV-GENERATOR is on in the stack).
  {
    service: 'profiles',
    route: 'GET v1.0/cv/{profileId}',
    request: () => ({ method: 'GET', url: `/v1.0/cv/${OWNER_PROFILE}` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/cv/${NOT_A_UUID}` },
    },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/cv/{profileId}',
    request: () => ({ method: 'POST', url: `/v1.0/cv/${OWNER_PROFILE}?language=pl` }),
    expected: OWNER_ONLY,
    malformed: { request: { method: 'POST', url: `/v1.0/cv/${OWNER_PROFILE}?language=xx` } },
  },
  ...(
    [
      ['GET', 'basicData'],
      ['GET', 'basicDataRemainingLabels'],
      ['GET', 'qualifications'],
      ['GET', 'publications'],
      ['GET', 'publications/forChoose'],
      ['GET', 'descriptionFields'],
      ['GET', 'citationStyle'],
    ] as const
  ).map(([method, path]): Row => ({
    service: 'profiles',
    route: `${method} v1.0/cv/{cvId}/${path}`,
    request: () => ({ method, url: `/v1.0/cv/${OWNER_CV}/${path}` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method, url: `/v1.0/cv/${NOT_A_UUID}/${path}` },
    },
  })),
  {
    service: 'profiles',
    route: 'GET v1.0/cv/{cvId}/all',
    request: () => ({ method: 'GET', url: `/v1.0/cv/${OWNER_CV}/all?cvType=PLAIN_DOCX` }),
    expected: OWNER_ONLY,
    malformed: {
      request: { method: 'GET', url: `/v1.0/cv/${NOT_A_UUID}/all?cvType=XLSX` },
    },
  },
  // Verification codes of the CV (issue 49): the owner lists and revokes them.
  {
    service: 'profiles',
    route: 'GET v1.0/cv/{cvId}/verificationCodes',
    request: () => ({ method: 'GET', url: `/v1.0/cv/${OWNER_CV}/verificationCodes` }),
    expected: OWNER_ONLY,
    malformed: { request: { method: 'GET', url: `/v1.0/cv/${NOT_A_UUID}/verificationCodes` } },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/cv/{cvId}/verificationCodes/{code}/revoke',
    request: () => ({
      method: 'POST',
      url: `/v1.0/cv/${OWNER_CV}/verificationCodes/${OWNER_CV_CODE}/revoke`,
    }),
    expected: OWNER_ONLY,
    malformed: {
      request: {
        method: 'POST',
        url: `/v1.0/cv/${NOT_A_UUID}/verificationCodes/${OWNER_CV_CODE}/revoke`,
      },
    },
  },
  ...(
    [
      ['basicInfo', { values: [{ key: 'ORCID', value: '0000-0002-1825-0097' }] }, { values: 7 }],
      ['qualification', { experienceYears: 3 }, { experienceYears: -1 }],
      ['publication', { publications: [] }, { publications: [{ publicationType: 'POEM' }] }],
      ['descriptionFields', { values: [] }, { values: [{ key: 7 }] }],
      ['citationStyle', { citationStyle: 'ieee' }, { citationStyle: 'mla' }],
    ] as const
  ).map(([path, payload, bad]): Row => ({
    service: 'profiles',
    route: `POST v1.0/cv/{cvId}/${path}`,
    request: () => ({ method: 'POST', url: `/v1.0/cv/${OWNER_CV}/${path}`, payload }),
    expected: OWNER_ONLY,
    malformed: { request: { method: 'POST', url: `/v1.0/cv/${OWNER_CV}/${path}`, payload: bad } },
  })),
  ...(['publicationTypes', 'labels'] as const).map((path): Row => ({
    service: 'profiles',
    route: `GET v1.0/cv/${path}`,
    request: () => ({ method: 'GET', url: `/v1.0/cv/${path}?language=en` }),
    expected: ANY_USER,
    malformed: { request: { method: 'GET', url: `/v1.0/cv/${path}?language=xx` } },
  })),
  // profiles-api: the expert registration (JSDE), for a scientist with a profile. The rows run
  // in order: each owner joins first, then gives a consent and a statement, then withdraws one.
  {
    service: 'profiles',
    route: 'GET v1.0/expert/registration',
    request: () => ({ method: 'GET', url: '/v1.0/expert/registration' }),
    expected: PROFILE_OWNERS,
    malformed: { request: { method: 'GET', url: '/v1.0/expert/registration?page=1' } },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/expert/registration',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/expert/registration',
      payload: { consents: ['RDN'], email: 'ekspert@uj.edu.pl' },
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: { method: 'PUT', url: '/v1.0/expert/registration', payload: { consents: 'RDN' } },
    },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/expert/consent/{entity}',
    request: () => ({ method: 'PUT', url: '/v1.0/expert/consent/MEIN' }),
    expected: PROFILE_OWNERS,
    malformed: { request: { method: 'PUT', url: '/v1.0/expert/consent/NOPE' } },
  },
  {
    service: 'profiles',
    route: 'PUT v1.0/expert/statement/{statementCode}',
    request: () => ({
      method: 'PUT',
      url: '/v1.0/expert/statement/AVAILABILITY',
      payload: { contestId: '6a1e0000-0000-4000-8000-000000000001', version: 1 },
    }),
    expected: PROFILE_OWNERS,
    malformed: {
      request: {
        method: 'PUT',
        url: '/v1.0/expert/statement/AVAILABILITY',
        payload: { contestId: NOT_A_UUID, version: 1 },
      },
    },
  },
  {
    service: 'profiles',
    route: 'DELETE v1.0/expert/consent/{entity}',
    request: () => ({ method: 'DELETE', url: '/v1.0/expert/consent/MEIN' }),
    expected: PROFILE_OWNERS,
    malformed: { request: { method: 'DELETE', url: '/v1.0/expert/consent/MEIN?confirmEnd=maybe' } },
  },
  {
    // The expert finder: MEIN_OP and ADMIN only.
    service: 'profiles',
    route: 'POST v1.0/expert/search',
    request: () => ({ method: 'POST', url: '/v1.0/expert/search', payload: { entity: 'MEIN' } }),
    expected: statuses(401, 401, 403, 403, 403, 200, 403, 200, 403, 401, 401),
    malformed: {
      request: { method: 'POST', url: '/v1.0/expert/search', payload: { entity: 'NOPE' } },
    },
  },
  // profiles-api: messages to scientists (MEIN_OP, AGENT) and the own notifications.
  {
    service: 'profiles',
    route: 'POST v1.0/message/preview',
    request: () => ({
      method: 'POST',
      url: '/v1.0/message/preview',
      payload: { disciplineCodes: ['DS010601N'] },
    }),
    expected: statuses(401, 401, 403, 403, 403, 403, 403, 200, 200, 401, 401),
    malformed: { request: { method: 'POST', url: '/v1.0/message/preview', payload: {} } },
  },
  {
    service: 'profiles',
    route: 'POST v1.0/message',
    request: () => ({
      method: 'POST',
      url: '/v1.0/message',
      payload: {
        kind: 'ELECTION',
        subject: 'Wybory',
        body: 'Treść',
        audience: { disciplineCodes: ['DS010601N'] },
      },
    }),
    expected: statuses(401, 401, 403, 403, 403, 403, 403, 200, 200, 401, 401),
    malformed: { request: { method: 'POST', url: '/v1.0/message', payload: { kind: 'X' } } },
  },
  // profiles-api: calls for proposals and election notices (MEIN_OP, decision 049).
  ...announcementRows(),
  {
    service: 'profiles',
    route: 'GET v1.0/notifications',
    request: () => ({ method: 'GET', url: '/v1.0/notifications' }),
    expected: ANY_USER,
    malformed: { request: { method: 'GET', url: '/v1.0/notifications?page=-1' } },
  },
  {
    service: 'profiles',
    route: 'GET v1.0/notifications/unreadCount',
    request: () => ({ method: 'GET', url: '/v1.0/notifications/unreadCount' }),
    expected: ANY_USER,
    malformed: { request: { method: 'GET', url: '/v1.0/notifications/unreadCount?page=1' } },
  },
  {
    // Nobody received this message: every signed-in caller gets 404.
    service: 'profiles',
    route: 'PUT v1.0/notifications/{messageId}/read',
    request: () => ({ method: 'PUT', url: `/v1.0/notifications/${UNLINKED}/read` }),
    expected: statuses(401, 401, 404, 404, 404, 404, 404, 404, 404, 401, 401),
    malformed: { request: { method: 'PUT', url: `/v1.0/notifications/${NOT_A_UUID}/read` } },
  },
];

const tokens = new Map<Persona, string>();

beforeAll(async () => {
  const { db } = stack();
  // The owner's account carries the ORCID iD of their profile (as after an ORCID login).
  const profile = await db.profile.findUniqueOrThrow({ where: { id: OWNER_PROFILE } });
  await db.user.update({ where: { id: OWNER_USER }, data: { orcid: profile.orcid } });
  for (const column of COLUMNS) {
    const key = PERSONAS[column];
    if (key === null) continue;
    if (column === 'orcidOwner') {
      tokens.set(column, (await stack().loginAs(key, { provider: 'orcid' })).accessToken);
    } else if (column === 'blocked' || column === 'closed') {
      // A blocked or closed account cannot log in: log in while active, then restore.
      const user = await db.user.findFirstOrThrow({ where: { login: key } });
      await db.user.update({ where: { id: user.id }, data: { status: 'ACTIVE' } });
      tokens.set(column, await stack().accessToken(key));
      await db.user.update({ where: { id: user.id }, data: { status: user.status } });
    } else {
      tokens.set(column, await stack().accessToken(key));
    }
  }
});

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/**
 * The guarded operations of a service, read from its OpenAPI document: those whose security
 * asks for the bearer token with no anonymous alternative (the document derives it from the
 * route's guard, packages/server/src/openapi.ts), as `METHOD path` without the prefix.
 */
async function guardedRoutes(app: FastifyInstance, service: Row['service']): Promise<string[]> {
  const prefix = `/api/${service}-api/`;
  const res = await app.inject(`${prefix}docs/json`);
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
  };
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const security = operation.security ?? [];
      const anonymousToo = security.some((s) => Object.keys(s).length === 0);
      if (security.some((s) => 'bearerAuth' in s) && !anonymousToo)
        routes.push(`${method.toUpperCase()} ${path.slice(prefix.length)}`);
    }
  }
  return routes.sort();
}

const rowTitle = (row: Row) =>
  `${row.service}-api ${row.route}${row.variant ? ` (${row.variant})` : ''}`;

describe('the authorization matrix', () => {
  it(`covers ${MATRIX.length} routes × ${COLUMNS.length} personas`, () => {
    // Every seeded persona that can log in, and the anonymous caller.
    expect(COLUMNS).toHaveLength(SEEDED_PERSONAS.length + 1);
    expect(MATRIX.length * COLUMNS.length).toBeGreaterThanOrEqual(180);
  });

  it('has a row for every guarded route of the two OpenAPI documents, and none for another', async () => {
    for (const service of ['users', 'profiles'] as const) {
      const app = service === 'users' ? stack().usersApi : stack().profilesApi;
      const documented = await guardedRoutes(app, service);
      expect(documented.length, `${service}-api's guarded routes`).toBeGreaterThan(10);
      const rows = new Set(MATRIX.filter((r) => r.service === service).map((r) => r.route));
      // Named in the failure: a guarded route without a row, or a row for a route that is gone.
      expect(
        {
          withoutRow: documented.filter((route) => !rows.has(route)),
          notGuarded: [...rows].filter((route) => !documented.includes(route)),
        },
        `${service}-api: the rows against its OpenAPI document`,
      ).toEqual({
        withoutRow: [],
        notGuarded: [],
      });
    }
  });

  for (const row of MATRIX) {
    it(rowTitle(row), async () => {
      const got: Record<string, number> = {};
      for (const column of COLUMNS) {
        const res = await send(row.service, column, await row.request(column));
        got[column] = res.statusCode;
        if (column === 'newUser')
          expect(res.statusCode === 401 ? res.json().code : 'CONSENT_REQUIRED_ERROR').toBe(
            'CONSENT_REQUIRED_ERROR',
          );
        if (column === 'blocked')
          expect(res.statusCode === 401 ? res.json().code : 'ACCOUNT_LOCKED').toBe(
            'ACCOUNT_LOCKED',
          );
        if (column === 'closed')
          expect(res.statusCode === 401 ? res.json().code : 'CLOSED_USER_ERROR').toBe(
            'CLOSED_USER_ERROR',
          );
      }
      expect(got).toEqual(row.expected);
    });
  }
});

describe('the authorization matrix with malformed input: 401 and 403 before any 400', () => {
  const withInput = MATRIX.filter((row) => row.malformed);

  it('sends malformed input to every route that takes a body, an id or a query', () => {
    // The routes without input: the own account, session, terms and data-export reads,
    // updateOrcid, the photo's deletion, the function import's history, the open-data dump and
    // the data sources.
    expect(MATRIX.filter((row) => !row.malformed).map(rowTitle)).toEqual([
      'users-api GET v1.0/auth/user',
      'users-api GET v1.1/user/accountDetails',
      'users-api GET v1.0/user/dataExport',
      'users-api GET v1.0/terms/acceptance',
      'profiles-api GET v1.0/profile/profileId',
      'profiles-api PUT v1.0/profile/updateOrcid',
      'profiles-api GET v1.0/functionImport',
      'profiles-api POST v1.0/openData/dump',
      'profiles-api GET v1.0/dataSources',
      'profiles-api DELETE v1.0/profile/deleteMainImage',
    ]);
  });

  for (const row of withInput) {
    it(`${rowTitle(row)}, malformed`, async () => {
      const { request: make } = row.malformed!;
      const request = typeof make === 'function' ? await make() : make;
      const got: Record<string, number> = {};
      for (const column of COLUMNS) {
        const res = await send(row.service, column, request);
        got[column] = res.statusCode;
        if (column === 'anonymous') {
          // Nothing about the input reaches a caller who is not logged in.
          expect(res.statusCode, 'a protected route validated before authenticating').not.toBe(400);
          expect(res.json()).not.toHaveProperty('errors');
        }
      }
      expect(got).toEqual(malformedExpected(row, request));
    });
  }
});

async function send(service: Row['service'], column: Persona, request: Request) {
  const app = service === 'users' ? stack().usersApi : stack().profilesApi;
  // The new user stays new: an acceptance in one cell (POST v1.0/terms/acceptance) is undone.
  if (column === 'newUser') {
    await stack().db.user.update({
      where: { id: stack().persona('new-user').userId },
      data: { termsVersion: null, termsAcceptedAt: null },
    });
  }
  const token = tokens.get(column);
  return app.inject({
    method: request.method,
    url: `/api/${service}-api${request.url}`,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload ? { payload: request.payload } : {}),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}
