import { makePesel } from '@ln/pesel';
import { createProfile, makeOrcid } from '@ln/seeds';
import { describe, expect, it } from 'vitest';
import { browserFetch, CookieJar, useIdentityStack } from '@ln/testing/identity-stack';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.js';

const stack = useIdentityStack();
const base = '/api/users-api';

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function currentUser(token: string) {
  return stack().usersApi.inject({ url: `${base}/v1.0/auth/user`, headers: bearer(token) });
}

async function refresh(cookie: string, userAgent?: string) {
  return stack().usersApi.inject({
    method: 'POST',
    url: `${base}/v1.0/auth/session/refresh`,
    headers: { cookie, ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
}

function sessionCookie(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('ln_session='));
  if (!line) throw new Error('no session cookie');
  return line.split(';')[0]!;
}

describe('login through the national login node', () => {
  it('logs a persona in, returns to the page asked for and answers v1.0/auth/user with the PESEL to its owner', async () => {
    const owner = stack().persona('owner');
    const login = await stack().loginAs('owner', { returnTo: '/profiles/x/edit?tab=contact' });
    expect(login.location).toBe(`${stack().urls.usersApi}/profiles/x/edit?tab=contact`);
    expect(login.userId).toBe(owner.userId);
    const me = await currentUser(login.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      userId: owner.userId,
      profileId: owner.profileId,
      pesel: owner.pesel,
      orcid: null,
      firstname: 'Małgorzata',
      lastname: 'Źródłowska',
      email: owner.email,
      accountStatus: 'ACTIVE',
      roles: ['BASIC'],
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps the refresh token in an httpOnly, Secure, SameSite=Strict cookie scoped to the session routes', async () => {
    const jar = new CookieJar();
    const login = await stack().loginAs('admin');
    const res = await refresh(login.refreshCookie);
    expect(res.statusCode).toBe(200);
    const line = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('ln_session='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toContain(`Path=${base}/v1.0/auth/session`);
    // Beside it, a hint without a secret that the page can read (it skips the refresh without it).
    const hint = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('ln_session_hint='));
    expect(hint).toMatch(/^ln_session_hint=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Secure/i);
    expect(hint).toMatch(/SameSite=Strict/i);
    expect(hint).toContain('Path=/;');
    expect(hint).toContain('Max-Age=');
    expect(res.json()).toMatchObject({ tokenType: 'Bearer', expiresIn: 300 });
    // The access token names the admin's current roles.
    const me = await currentUser(res.json().accessToken);
    expect(me.json().roles).toEqual(['BASIC', 'ADMIN']);
    expect(jar.header(stack().urls.usersApi)).toBe('');
  });

  it('gives concurrent first logins of one person the same account (no error, no duplicate)', async () => {
    const { db, databaseUrl, peselKeys } = stack();
    const person = await createProfile(databaseUrl, peselKeys, { hidden: false, dead: false });
    const identity = {
      givenName: person.firstName,
      familyName: person.surname,
      pesel: person.pesel,
    };
    const logins = await Promise.all([1, 2, 3, 4].map(() => stack().loginAs(identity)));
    expect(new Set(logins.map((login) => login.userId)).size).toBe(1);
    expect(await db.user.count({ where: { profile: { id: person.profileId } } })).toBe(1);
  });

  it('creates the account at first login (role BASIC) and links the profile with the same PESEL', async () => {
    const { db, databaseUrl, peselKeys } = stack();
    const person = await createProfile(databaseUrl, peselKeys, { hidden: false, dead: false });
    const login = await stack().loginAs({
      givenName: person.firstName,
      familyName: person.surname,
      pesel: person.pesel,
      email: 'pierwsze.logowanie@example.pl',
    });
    const user = await db.user.findUniqueOrThrow({
      where: { id: login.userId },
      include: { roles: true, profile: true },
    });
    expect(user.roles.map((r) => r.role)).toEqual(['BASIC']);
    expect(user.profile?.id).toBe(person.profileId);
    expect(user.status).toBe('ACTIVE');
    expect(user.email).toBe('pierwsze.logowanie@example.pl');
    // The PESEL is stored encrypted, never in plain text.
    expect(Buffer.from(user.peselEncrypted!).toString('latin1')).not.toContain(person.pesel);
    // Terms are not accepted yet.
    expect((await currentUser(login.accessToken)).json().code).toBe('CONSENT_REQUIRED_ERROR');
    // The second login finds the same account.
    const again = await stack().loginAs({
      givenName: person.firstName,
      familyName: person.surname,
      pesel: person.pesel,
    });
    expect(again.userId).toBe(login.userId);
    expect(await db.user.count({ where: { profile: { id: person.profileId } } })).toBe(1);
  });

  it('creates an account without a profile when no profile has the PESEL', async () => {
    const login = await stack().loginAs({
      givenName: 'Anna',
      familyName: 'Bezprofilowa',
      pesel: makePesel(new Date(Date.UTC(2002, 6, 8)), 362, true),
    });
    const user = await stack().db.user.findUniqueOrThrow({
      where: { id: login.userId },
      include: { profile: true },
    });
    expect(user.profile).toBeNull();
    expect(user.firstName).toBe('Anna');
  });

  it('answers CONSENT_REQUIRED_ERROR until the terms are accepted, then the session works', async () => {
    const login = await stack().loginAs('new-user');
    const before = await currentUser(login.accessToken);
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe('CONSENT_REQUIRED_ERROR');
    const accept = await stack().usersApi.inject({
      method: 'POST',
      url: `${base}/v1.0/terms/acceptance`,
      headers: bearer(login.accessToken),
      payload: { version: 1 },
    });
    expect(accept.statusCode).toBe(200);
    expect((await currentUser(login.accessToken)).statusCode).toBe(200);
  });

  it('answers CONSENT_CHANGE_REQUIRED_ERROR after a terms revision', async () => {
    const login = await stack().loginAs('mein-operator');
    const { db } = stack();
    await db.termsVersion.create({
      data: { version: 90, publishedAt: new Date(), textPl: 'Regulamin 90', textEn: 'Terms 90' },
    });
    try {
      const res = await currentUser(login.accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('CONSENT_CHANGE_REQUIRED_ERROR');
    } finally {
      await db.termsVersion.delete({ where: { version: 90 } });
    }
    expect((await currentUser(login.accessToken)).statusCode).toBe(200);
  });
});

describe('login through ORCID', () => {
  it('logs in the owner of the profile with that ORCID iD and gives the account the iD', async () => {
    const persona = stack().persona('orcid-owner');
    const login = await stack().loginAs('orcid-owner', { provider: 'orcid' });
    expect(login.userId).toBe(persona.userId);
    const me = (await currentUser(login.accessToken)).json();
    expect(me).toMatchObject({ profileId: persona.profileId, orcid: persona.orcid });
  });

  it('creates an account linked to the profile with that ORCID iD, without a PESEL', async () => {
    const { db, databaseUrl, peselKeys } = stack();
    const orcid = makeOrcid(7_654_321);
    const person = await createProfile(databaseUrl, peselKeys, {
      orcid,
      hidden: false,
      dead: false,
    });
    const login = await stack().loginAs({ givenName: 'Jan', familyName: 'Orcidowy', orcid });
    const user = await db.user.findUniqueOrThrow({
      where: { id: login.userId },
      include: { profile: true, roles: true },
    });
    expect(user).toMatchObject({ orcid, peselHash: null, firstName: 'Jan', surname: 'Orcidowy' });
    expect(user.profile?.id).toBe(person.profileId);
    expect(user.roles.map((r) => r.role)).toEqual(['BASIC']);
  });

  it("refreshes the profile's ORCID iD from the account's at login", async () => {
    const { db } = stack();
    const owner = stack().persona('owner');
    const orcid = makeOrcid(7_100_001);
    await db.user.update({ where: { id: owner.userId }, data: { orcid } });
    await stack().loginAs('owner');
    expect((await db.profile.findUniqueOrThrow({ where: { id: owner.profileId! } })).orcid).toBe(
      orcid,
    );
  });
});

describe('blocked and closed accounts', () => {
  it('cannot log in: the browser lands on the status page, an API caller gets the code', async () => {
    const blocked = await stack().tryLogin('blocked');
    expect(blocked).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED' });
    expect(blocked.location).toBe(`${stack().urls.usersApi}/locked-account`);
    const closed = await stack().tryLogin('closed');
    expect(closed).toMatchObject({ ok: false, code: 'CLOSED_USER_ERROR' });
    expect(closed.location).toBe(`${stack().urls.usersApi}/closed-user-error`);
    expect(
      await stack().db.refreshToken.count({ where: { userId: stack().persona('blocked').userId } }),
    ).toBe(0);
  });

  it('ends an open session on both services as soon as the account is blocked, closed or deleted', async () => {
    const { db, usersApi, profilesApi } = stack();
    const login = await stack().loginAs({
      givenName: 'Ewa',
      familyName: 'Sesyjna',
      pesel: makePesel(new Date(Date.UTC(1985, 0, 1)), 321, true),
    });
    await db.user.update({
      where: { id: login.userId },
      data: { termsVersion: 1, termsAcceptedAt: new Date() },
    });
    const onBoth = async () => [
      await currentUser(login.accessToken),
      await profilesApi.inject({
        url: '/api/profiles-api/v1.0/profile/profileId',
        headers: bearer(login.accessToken),
      }),
    ];
    expect((await onBoth()).map((r) => r.statusCode)).toEqual([200, 200]);

    await db.user.update({ where: { id: login.userId }, data: { status: 'BLOCKED' } });
    for (const res of await onBoth()) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ACCOUNT_LOCKED');
    }
    await db.user.update({ where: { id: login.userId }, data: { status: 'CLOSED' } });
    for (const res of await onBoth()) expect(res.json().code).toBe('CLOSED_USER_ERROR');
    // The refresh token no longer gives access tokens either.
    const refused = await refresh(login.refreshCookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('CLOSED_USER_ERROR');

    await db.user.delete({ where: { id: login.userId } });
    for (const res of await onBoth()) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
      expect(res.headers.user_not_found).toBe('true');
    }
    void usersApi;
  });
});

describe('sessions', () => {
  it('rotate the refresh token; presenting a rotated one revokes the whole session', async () => {
    const login = await stack().loginAs('agent');
    const first = await refresh(login.refreshCookie);
    expect(first.statusCode).toBe(200);
    const next = sessionCookie(first.headers['set-cookie']);
    expect(next).not.toBe(login.refreshCookie);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
    const latest = sessionCookie(second.headers['set-cookie']);

    // A replay of the first (already rotated) token, once the grace for concurrent refreshes
    // is over: refused, and the family is revoked.
    await stack().db.refreshToken.updateMany({
      where: { userId: login.userId, rotatedAt: { not: null } },
      data: { rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) },
    });
    const replay = await refresh(login.refreshCookie);
    expect(replay.statusCode).toBe(401);
    // §8 "Refresh errors" told apart: a stale token here, an ended session below.
    expect(replay.headers.session_error).toBe('invalid_refresh_token');
    // A refused refresh clears the hint too, so the page stops trying.
    expect([replay.headers['set-cookie']].flat().join('\n')).toMatch(/ln_session_hint=;/);
    const ended = await refresh(latest);
    expect(ended.statusCode).toBe(401);
    expect(ended.headers.session_error).toBe('session_not_active');
    // Access tokens of the session stop working too.
    expect((await currentUser(second.json().accessToken)).statusCode).toBe(401);
    const unknown = await refresh('ln_session=not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers.session_error).toBe('invalid_refresh_token');
    expect((await refresh('')).statusCode).toBe(401);
  });

  /** The user agent that logged in (the browser that will refresh the session). */
  const loginAgent = async (userId: string) =>
    (
      await stack().db.refreshToken.findFirstOrThrow({
        where: { userId },
        orderBy: { createdAt: 'desc' },
      })
    ).userAgent ?? undefined;

  it('give a token of the session to two refreshes at once with one token (two tabs, a retry)', async () => {
    const login = await stack().loginAs('agent');
    const agent = await loginAgent(login.userId);
    const both = await Promise.all([
      refresh(login.refreshCookie, agent),
      refresh(login.refreshCookie, agent),
    ]);
    for (const res of both) expect(res.statusCode).toBe(200);
    const [a, b] = both.map((res) => sessionCookie(res.headers['set-cookie']));
    expect(a).not.toBe(b);
    // Both successors live on, and so do their access tokens.
    for (const res of both)
      expect((await currentUser(res.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(a!, agent)).statusCode).toBe(200);
    expect((await refresh(b!, agent)).statusCode).toBe(200);
  });

  it('treat a spent token from another user agent as a replay, even within the grace', async () => {
    const login = await stack().loginAs('agent');
    const agent = await loginAgent(login.userId);
    const first = await refresh(login.refreshCookie, agent);
    expect(first.statusCode).toBe(200);
    const replay = await refresh(login.refreshCookie, 'curl/8.0');
    expect(replay.statusCode).toBe(401);
    const successor = sessionCookie(first.headers['set-cookie']);
    expect((await refresh(successor, agent)).statusCode).toBe(401);
  });

  it('refresh and logout only from the portal itself: another Origin gets 403 and the session lives on', async () => {
    const login = await stack().loginAs('agent');
    for (const path of ['session/refresh', 'session/logout']) {
      const res = await stack().usersApi.inject({
        method: 'POST',
        url: `${base}/v1.0/auth/${path}`,
        headers: { cookie: login.refreshCookie, origin: 'https://ludzie-nauki.example.org' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const own = await stack().usersApi.inject({
      method: 'POST',
      url: `${base}/v1.0/auth/session/refresh`,
      headers: { cookie: login.refreshCookie, origin: stack().urls.usersApi },
    });
    expect(own.statusCode).toBe(200);
  });

  it('end at logout: refresh and access fail, and the identity provider session ends, landing on /profiles', async () => {
    const login = await stack().loginAs('opi-operator');
    const { usersApi, urls } = stack();
    const out = await usersApi.inject({
      method: 'POST',
      url: `${base}/v1.0/auth/session/logout`,
      headers: { cookie: login.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    const line = [out.headers['set-cookie']].flat().find((c) => c?.startsWith('ln_session='))!;
    expect(line).toMatch(/ln_session=;/);
    const hint = [out.headers['set-cookie']].flat().find((c) => c?.startsWith('ln_session_hint='));
    expect(hint).toMatch(/^ln_session_hint=;.*Path=\/;/);
    const { logoutUrl } = out.json() as { logoutUrl: string };
    expect(logoutUrl.startsWith(`${urls.idp}/idp/national/session/end`)).toBe(true);
    const afterLogout = await refresh(login.refreshCookie);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.headers.session_error).toBe('session_not_active');
    expect((await currentUser(login.accessToken)).statusCode).toBe(401);

    // Before the upstream logout the provider still knows the browser: a new login goes
    // straight back to the callback without the login page.
    const sso = await browserFetch(login.jar, `${urls.usersApi}${base}/v1.0/auth/login/national`);
    const authorize = await browserFetch(login.jar, sso.headers.get('location')!);
    expect(authorize.headers.get('location')).toContain(`${base}/v1.0/auth/callback/national`);

    // The browser follows logoutUrl: the provider's page submits its form, then /profiles.
    const page = await browserFetch(login.jar, logoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browserFetch(login.jar, new URL(action, logoutUrl).href, {
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${urls.usersApi}/profiles`);

    // The provider asks who logs in again.
    const start = await browserFetch(login.jar, `${urls.usersApi}${base}/v1.0/auth/login/national`);
    const again = await browserFetch(login.jar, start.headers.get('location')!);
    expect(again.headers.get('location')).toContain('/idp/national/interaction/');
  });
});
