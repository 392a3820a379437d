import { makePesel } from '@ln/pesel';
import { describe, expect, it } from 'vitest';
import { useIdentityStack } from '@ln/testing/identity-stack';

const stack = useIdentityStack({ profilesApi: false });
const base = '/api/users-api';
/** Any run of 11 digits: what a PESEL looks like to a reader of the admin screen. */
const ELEVEN_DIGITS = /(?<!\d)\d{11}(?!\d)/;
/** Ids, whose last group may hold 11 digits by chance: no reader takes them for a PESEL. */
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const withoutIds = (body: string) => body.replace(UUIDS, '<id>');

const someone = {
  givenName: 'Jadwiga',
  familyName: 'Maskowana',
  pesel: makePesel(new Date(Date.UTC(1984, 6, 21)), 417, true),
  email: 'jadwiga.maskowana@example.org',
};

/** A first login: the new account accepts the terms, as the web asks it to. */
async function firstLogin(who: typeof someone) {
  const login = await stack().loginAs(who);
  const accept = await stack().usersApi.inject({
    method: 'POST',
    url: `${base}/v1.0/terms/acceptance`,
    headers: { authorization: `Bearer ${login.accessToken}` },
    payload: { version: 1 },
  });
  expect(accept.statusCode).toBe(200);
  return login;
}

async function asAdmin(url: string) {
  const token = await stack().accessToken('admin');
  return stack().usersApi.inject({ url, headers: { authorization: `Bearer ${token}` } });
}

describe('a PESEL reaches no one but its owner', () => {
  it('is not the subject the dev identity provider gives a custom login', async () => {
    const login = await firstLogin(someone);
    const own = await stack().usersApi.inject({
      url: `${base}/v1.0/auth/user`,
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(own.statusCode).toBe(200);
    // The owner sees their own PESEL there, and only there.
    expect(own.json().pesel).toBe(someone.pesel);

    const details = await asAdmin(`${base}/v1.0/user/${login.userId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().login).toEqual(expect.any(String));
    expect(details.body).not.toContain(someone.pesel);
    expect(withoutIds(details.body)).not.toMatch(ELEVEN_DIGITS);

    const list = await asAdmin(`${base}/v1.0/users?query=Maskowana`);
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toHaveLength(1);
    expect(withoutIds(list.body)).not.toMatch(ELEVEN_DIGITS);
  });

  it('is masked wherever users-api would show it, whatever the login node put in sub', async () => {
    const login = await firstLogin({
      ...someone,
      familyName: 'Węzłowa',
      pesel: makePesel(new Date(Date.UTC(1990, 1, 3)), 55, true),
    });
    // A node whose sub is the PESEL itself (or an account from before this fix).
    const pesel = makePesel(new Date(Date.UTC(1990, 1, 3)), 55, true);
    await stack().db
      .$executeRaw`UPDATE app_user SET login = ${`custom-${pesel}`} WHERE id = ${login.userId}::uuid`;

    const details = await asAdmin(`${base}/v1.0/user/${login.userId}`);
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain(pesel);
    expect(details.json().login).toBe('custom-***********');

    const own = await stack().usersApi.inject({
      url: `${base}/v1.0/auth/user`,
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(own.json().pesel).toBe(pesel);
    expect(JSON.stringify({ ...own.json(), pesel: null })).not.toContain(pesel);
  });

  it('leaves an id whole, even one whose last group holds digits that pass as a PESEL', async () => {
    const pesel = makePesel(new Date(Date.UTC(1984, 6, 21)), 417, true);
    const id = `8e2b5bd6-8f17-4157-8360-${pesel}d`;
    const login = await firstLogin({ ...someone, familyName: 'Identyfikatorowa' });
    await stack().db
      .$executeRaw`UPDATE app_user SET login = ${`custom-${id}`} WHERE id = ${login.userId}::uuid`;
    const details = await asAdmin(`${base}/v1.0/user/${login.userId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().login).toBe(`custom-${id}`);
    // A PESEL standing alone beside it is still masked.
    await stack().db.$executeRaw`UPDATE app_user SET login = ${`${id} ${pesel}`}
                                  WHERE id = ${login.userId}::uuid`;
    const again = await asAdmin(`${base}/v1.0/user/${login.userId}`);
    expect(again.json().login).toBe(`${id} ***********`);
  });
});
