import { randomBytes } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { freePort } from '@ln/db';
import { personaLogins } from '@ln/seeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, identitiesFromPersonas } from './app.js';

let app: FastifyInstance;
let base: string;
const personas = personaLogins(
  parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
);

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp({
    issuerUrl: `${base}/idp`,
    relyingParty: {
      origin: 'http://rp.example',
      national: { clientId: 'ln-web', clientSecret: 'n' },
      orcid: { clientId: 'ln-web', clientSecret: 'o' },
    },
    identities: identitiesFromPersonas(personas),
    logLevel: 'silent',
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

/** The login page of an authorization request, and the cookies it set. */
async function loginPage(kind: 'national' | 'orcid', lang = '') {
  const query = new URLSearchParams({
    client_id: 'ln-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `http://rp.example/api/users-api/v1.0/auth/callback/${kind}`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 's'.repeat(20),
    nonce: 'n'.repeat(20),
  });
  const authorize = await fetch(`${base}/idp/${kind}/auth?${query}`, { redirect: 'manual' });
  const cookie = authorize.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const url = new URL(authorize.headers.get('location')!, base).href;
  const page = await fetch(`${url}${lang}`, { headers: { cookie } });
  return { url, cookie, status: page.status, html: await page.text() };
}

describe('the dev identity provider', () => {
  it('publishes two issuers with PKCE S256 and the claims users-api reads', async () => {
    for (const kind of ['national', 'orcid'] as const) {
      const res = await fetch(`${base}/idp/${kind}/.well-known/openid-configuration`);
      const meta = (await res.json()) as Record<string, unknown>;
      expect(meta.issuer).toBe(`${base}/idp/${kind}`);
      expect(meta.code_challenge_methods_supported).toEqual(['S256']);
      expect(meta.end_session_endpoint).toBe(`${base}/idp/${kind}/session/end`);
      if (kind === 'national') expect(meta.claims_supported).toContain('pesel');
      else expect(meta.claims_supported).not.toContain('pesel');
    }
  });

  it('lists the personas on an accessible login page, in Polish by default and in English', async () => {
    const pl = await loginPage('national');
    expect(pl.status).toBe(200);
    expect(pl.html).toContain('<html lang="pl">');
    expect(pl.html).toContain('Zaloguj jako Małgorzata Źródłowska');
    expect(pl.html).toContain('<legend>Osoby z danych przykładowych</legend>');
    expect(pl.html).toMatch(/<label for="pesel">PESEL<\/label><input id="pesel"/);
    // Its own (empty) icon: no look-up of /favicon.ico, whose 404 a browser logs as an error.
    expect(pl.html).toContain('<link rel="icon" href="data:,">');
    for (const persona of personas) {
      expect(pl.html).toContain(`value="${persona.key}"`);
      // The page never shows a PESEL.
      expect(pl.html).not.toContain(persona.pesel);
    }
    const en = await loginPage('national', '?lang=en');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Log in as Łukasz Żółkiewski');
  });

  it('offers at ORCID only the people with an ORCID iD', async () => {
    const page = await loginPage('orcid');
    const withOrcid = personas.filter((p) => p.orcid);
    expect(withOrcid.length).toBeGreaterThan(0);
    for (const persona of personas) {
      expect(page.html.includes(`value="${persona.orcid}"`)).toBe(persona.orcid !== null);
    }
    expect(page.html).not.toContain('value="admin"');
  });

  it('refuses an invalid PESEL in the "someone else" form with a message', async () => {
    const { url, cookie } = await loginPage('national');
    const res = await fetch(`${url}/custom`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        givenName: 'Jan',
        familyName: 'Kowalski',
        pesel: '12345678901',
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('role="alert"');
  });
});
