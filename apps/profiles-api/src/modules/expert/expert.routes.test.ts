import type { ExpertRegistration } from '@ln/contracts';
import { EXPERT_CONTESTS } from '@ln/seeds';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';

/**
 * The expert registration (JSDE, accounts-and-platform §3–§5): real logins through the dev
 * identity provider, real PostgreSQL. Consents with their append-only history, the
 * at-least-one-consent and contact-channel rules, statements carried across contests.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api/v1.0/expert';
const [SOCIETY, EXCELLENT, PEARLS] = EXPERT_CONTESTS.map((c) => c.id) as [string, string, string];

type Registration = ExpertRegistration;

const call = callerFor(stack, 'profilesApi', base);

const given = (r: Registration) => r.consents.filter((c) => c.given).map((c) => c.entity);
const errorKeys = (res: { json(): { errors?: Array<{ key: string }> } }) =>
  (res.json().errors ?? []).map((e) => e.key).sort();
const statement = (r: Registration, contestId: string, code: string) =>
  r.contests.find((c) => c.contestId === contestId)!.statements.find((s) => s.code === code)!;

async function auditActions(userId: string) {
  const rows = await stack().db.auditLog.findMany({
    where: { targetType: 'USER', targetId: userId, action: { startsWith: 'EXPERT_' } },
    orderBy: { id: 'asc' },
    select: { action: true },
  });
  return rows.map((r) => r.action);
}

describe('expert registration', () => {
  it('starts empty, prefilled from the profile, with every contest and its statements', async () => {
    const res = await call('owner', 'GET', '/registration');
    expect(res.statusCode).toBe(200);
    const body = res.json<Registration>();
    expect(body.status).toBe('NONE');
    expect(given(body)).toEqual([]);
    expect(body.history).toEqual([]);
    expect(body.prefill.email).toBe('malgorzata.zrodlowska@uj.edu.pl');
    expect(body.prefill.disciplines.length).toBeGreaterThan(0);
    expect(body.prefill.disciplines[0]!.label).not.toBe(body.prefill.disciplines[0]!.code);
    expect(body.contests.map((c) => c.contestId).sort()).toEqual(
      [SOCIETY, EXCELLENT, PEARLS].sort(),
    );
    expect(statement(body, SOCIETY, 'CONFLICT_OF_INTEREST')).toMatchObject({
      given: false,
      version: 1,
    });
  });

  it('refuses to join without a consent or without a contact channel, and keeps nothing', async () => {
    const noConsent = await call('owner', 'PUT', '/registration', {
      consents: [],
      email: 'expert@uj.edu.pl',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().code).toBe('VALIDATION_ERROR');
    expect(errorKeys(noConsent)).toEqual(['consents']);

    const noContact = await call('owner', 'PUT', '/registration', {
      consents: ['MEIN'],
      phone: '',
      email: null,
    });
    expect(noContact.statusCode).toBe(400);
    expect(errorKeys(noContact)).toEqual(['email', 'phone']);

    const badContact = await call('owner', 'PUT', '/registration', {
      consents: ['MEIN'],
      phone: '12',
      email: 'not-an-address',
    });
    expect(errorKeys(badContact)).toEqual(['email', 'phone']);

    const badDiscipline = await call('owner', 'PUT', '/registration', {
      consents: ['MEIN'],
      email: 'expert@uj.edu.pl',
      disciplineCodes: ['NO_SUCH'],
    });
    expect(badDiscipline.statusCode).toBe(400);
    expect(errorKeys(badDiscipline)).toEqual(['disciplineCodes[0]']);

    const after = (await call('owner', 'GET', '/registration')).json<Registration>();
    expect(after.status).toBe('NONE');
  });

  it('joins with one consent and an e-mail; each give and withdraw is kept in the history', async () => {
    const prefill = (await call('owner', 'GET', '/registration')).json<Registration>().prefill;
    const joined = await call('owner', 'PUT', '/registration', {
      consents: ['MEIN'],
      email: 'expert@uj.edu.pl',
      disciplineCodes: prefill.disciplines.map((d) => d.code),
      keywords: ['kataliza', 'kataliza', 'chemia zielona'],
    });
    expect(joined.statusCode).toBe(200);
    const body = joined.json<Registration>();
    expect(body.status).toBe('ACTIVE');
    expect(body.contactChannel).toBe('EMAIL');
    expect(body.keywords).toEqual(['kataliza', 'chemia zielona']);
    expect(body.disciplines).toEqual(prefill.disciplines);
    expect(given(body)).toEqual(['MEIN']);
    expect(body.history.map((e) => [e.entity, e.action])).toEqual([['MEIN', 'GIVEN']]);

    const opi = (await call('owner', 'PUT', '/consent/OPI')).json<Registration>();
    expect(given(opi)).toEqual(['MEIN', 'OPI']);
    const again = (await call('owner', 'PUT', '/consent/OPI')).json<Registration>();
    expect(again.history).toHaveLength(2); // giving a given consent records nothing

    const withdrawn = (await call('owner', 'DELETE', '/consent/MEIN')).json<Registration>();
    expect(given(withdrawn)).toEqual(['OPI']);
    expect(withdrawn.status).toBe('ACTIVE');
    expect(withdrawn.history.map((e) => [e.entity, e.action])).toEqual([
      ['MEIN', 'GIVEN'],
      ['OPI', 'GIVEN'],
      ['MEIN', 'WITHDRAWN'],
    ]);
    const times = withdrawn.history.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The history cannot be rewritten, even by a direct UPDATE.
    await expect(
      stack().db.$executeRaw`UPDATE expert_consent_event SET action = 'GIVEN'`,
    ).rejects.toThrow(/append-only/);

    expect(await auditActions(stack().persona('owner').userId)).toEqual([
      'EXPERT_REGISTERED',
      'EXPERT_CONSENT_GIVEN',
      'EXPERT_CONSENT_WITHDRAWN',
    ]);
  });

  it('gives a statement in one contest and shows it given in every other contest that needs it', async () => {
    const res = await call('owner', 'PUT', '/statement/CONFLICT_OF_INTEREST', {
      contestId: SOCIETY,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Registration>();
    const inSociety = statement(body, SOCIETY, 'CONFLICT_OF_INTEREST');
    const inExcellent = statement(body, EXCELLENT, 'CONFLICT_OF_INTEREST');
    expect(inSociety).toMatchObject({ given: true, givenVersion: 1, givenInContestId: SOCIETY });
    expect(inExcellent).toMatchObject({ given: true, givenVersion: 1, givenInContestId: SOCIETY });
    expect(inExcellent.givenAt).toBe(inSociety.givenAt);
    // Other statements stay as they were.
    expect(statement(body, SOCIETY, 'AVAILABILITY').given).toBe(false);
    expect(statement(body, PEARLS, 'AVAILABILITY').given).toBe(false);

    const stale = await call('owner', 'PUT', '/statement/AVAILABILITY', {
      contestId: SOCIETY,
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STATEMENT_VERSION_CHANGED');

    const notNeeded = await call('owner', 'PUT', '/statement/CONFIDENTIALITY', {
      contestId: SOCIETY,
      version: 1,
    });
    expect(notNeeded.statusCode).toBe(400);
    expect(errorKeys(notNeeded)).toEqual(['contestId']);
  });

  it('asks for confirmation before the last consent goes, then ends the registration', async () => {
    const refused = await call('owner', 'DELETE', '/consent/OPI');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXPERT_LAST_CONSENT');
    const still = (await call('owner', 'GET', '/registration')).json<Registration>();
    expect(given(still)).toEqual(['OPI']);

    const ended = await call('owner', 'DELETE', '/consent/OPI?confirmEnd=true');
    expect(ended.statusCode).toBe(200);
    const body = ended.json<Registration>();
    expect(body.status).toBe('ENDED');
    expect(given(body)).toEqual([]);
    expect(body.history.at(-1)).toMatchObject({ entity: 'OPI', action: 'WITHDRAWN' });

    // An ended registration takes no statements until it is renewed.
    const statementAfter = await call('owner', 'PUT', '/statement/AVAILABILITY', {
      contestId: PEARLS,
      version: 1,
    });
    expect(statementAfter.statusCode).toBe(409);
    expect(statementAfter.json().code).toBe('EXPERT_NOT_REGISTERED');

    // Renewing gives the consent anew; the history keeps everything before it.
    const renewed = (await call('owner', 'PUT', '/consent/RDN')).json<Registration>();
    expect(renewed.status).toBe('ACTIVE');
    expect(given(renewed)).toEqual(['RDN']);
    expect(renewed.history.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'MEIN:GIVEN',
      'OPI:GIVEN',
      'MEIN:WITHDRAWN',
      'OPI:WITHDRAWN',
      'RDN:GIVEN',
    ]);
  });

  it('answers statements and contest names in the asked language', async () => {
    const token = await stack().accessToken('owner');
    const res = await stack().profilesApi.inject({
      method: 'GET',
      url: `${base}/registration`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-EN' },
    });
    const body = res.json<Registration>();
    expect(body.contests.find((c) => c.contestId === SOCIETY)!.name).toBe('Science for Society');
    expect(statement(body, SOCIETY, 'AVAILABILITY').text).toMatch(/^I declare/);
  });

  it('is only for a signed-in scientist with a profile, decided before the body is read', async () => {
    expect((await call(null, 'PUT', '/registration', { consents: 'x' })).statusCode).toBe(401);
    expect((await call('no-profile', 'PUT', '/registration', { consents: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('no-profile', 'GET', '/registration')).statusCode).toBe(403);
    expect((await call('owner', 'DELETE', '/consent/NOPE')).statusCode).toBe(400);
  });
});

describe('with JSDE_MODULE off', () => {
  let off: FastifyInstance | undefined;
  afterAll(async () => off?.close());

  it('every route of the module answers 404 FEATURE_DISABLED, signed in or not', async () => {
    const env = loadProfilesApiEnv({
      DATABASE_URL: stack().databaseUrl,
      LOG_LEVEL: 'silent',
      APP_ENVIRONMENT: 'test',
      USERS_API_URL: stack().urls.usersApi,
      FEATURE_JSDE_MODULE: 'false',
    });
    off = await buildApp({ config: configFromEnv(env), db: stack().db, searchWorker: false });
    const token = await stack().accessToken('owner');
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await off.inject({ method: 'GET', url: `${base}/registration`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    }
  });
});
