import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { sign } from '@fastify/cookie';
import { freePort } from '@ln/db';
import { SECURITY_HEADERS } from '@ln/server';
import { importPKCS8, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { browserFetch, buildIdp, CookieJar, useIdentityStack } from '@ln/testing/identity-stack';
import type { IdentityOptions } from './auth.module.js';

const logs: string[] = [];
const stack = useIdentityStack({
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  }),
});
const base = '/api/users-api';

/** Runs a login up to the provider's redirect to our callback (not followed). */
async function reachCallback(persona = 'owner', returnTo?: string) {
  const { urls } = stack();
  const jar = new CookieJar();
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const start = await browserFetch(jar, `${urls.usersApi}${base}/v1.0/auth/login/national${query}`);
  const authorize = start.headers.get('location')!;
  const toPage = await browserFetch(jar, authorize);
  const page = new URL(toPage.headers.get('location')!, authorize).href;
  await (await browserFetch(jar, page)).text();
  const chosen = await browserFetch(jar, `${page}/login`, { form: { identity: persona } });
  const resume = new URL(chosen.headers.get('location')!, page).href;
  const back = await browserFetch(jar, resume);
  const callback = new URL(back.headers.get('location')!, resume).href;
  const loginCookie = jar.get(callback, 'ln_login')!;
  return { jar, callback, loginCookie, authorize: new URL(authorize) };
}

async function callbackWith(url: string, cookie: string | null) {
  const res = await fetch(url, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(cookie !== null ? { cookie: `ln_login=${cookie}` } : {}) },
  });
  return {
    location: res.headers.get('location'),
    session: res.headers.getSetCookie().find((c) => c.startsWith('ln_session=')),
  };
}

function unsigned(cookie: string): Record<string, string> {
  const value = decodeURIComponent(cookie);
  return JSON.parse(value.slice(0, value.lastIndexOf('.')));
}

describe('the login flow rejects tampering', () => {
  it('sends PKCE (S256), state and nonce to the provider', async () => {
    const { authorize } = await reachCallback();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email');
  });

  it('completes with the untouched callback (the control case)', async () => {
    const { callback, loginCookie } = await reachCallback('owner', '/profiles');
    const done = await callbackWith(callback, loginCookie);
    expect(done.location).toBe(`${stack().urls.usersApi}/profiles`);
    expect(done.session).toBeDefined();
  });

  it('refuses a changed state, a missing or forged login cookie, and a replayed code', async () => {
    // The page names why (accounts-and-platform §8): ?reason= of LOGIN_ERROR_REASONS.
    const unauthorized = (reason: string) =>
      `${stack().urls.usersApi}/unauthorized?reason=${reason}`;
    const a = await reachCallback();
    const changed = new URL(a.callback);
    changed.searchParams.set('state', 'x'.repeat(43));
    expect(await callbackWith(changed.href, a.loginCookie)).toEqual({
      location: unauthorized('STATE_MISMATCH'),
      session: undefined,
    });

    // No login cookie (it lasts 10 minutes): the login took too long, "expired token".
    const b = await reachCallback();
    expect((await callbackWith(b.callback, null)).location).toBe(
      unauthorized('OAUTH_TOKEN_EXPIRED'),
    );
    const forged = encodeURIComponent(
      JSON.stringify({ ...unsigned(b.loginCookie), returnTo: '/x' }) + '.AAAA',
    );
    expect((await callbackWith(b.callback, forged)).location).toBe(
      unauthorized('OAUTH_TOKEN_EXPIRED'),
    );

    // A code is good once: the provider answers invalid_grant, as for an expired one.
    const c = await reachCallback();
    expect((await callbackWith(c.callback, c.loginCookie)).session).toBeDefined();
    expect(await callbackWith(c.callback, c.loginCookie)).toEqual({
      location: unauthorized('OAUTH_TOKEN_EXPIRED'),
      session: undefined,
    });
  });

  it('tells a login begun in another tab (its login cookie replaced) by STATE_MISMATCH', async () => {
    const first = await reachCallback();
    // The same browser starts a second login: its cookie replaces the first one's.
    const second = await browserFetch(
      first.jar,
      `${stack().urls.usersApi}${base}/v1.0/auth/login/national`,
    );
    expect(second.status).toBe(302);
    const done = await browserFetch(first.jar, first.callback);
    expect(done.headers.get('location')).toBe(
      `${stack().urls.usersApi}/unauthorized?reason=STATE_MISMATCH`,
    );
  });

  it('gives each failure the dev provider can produce its §8 reason and page', async () => {
    const origin = stack().urls.usersApi;
    const cases = [
      ['access_denied', `${origin}/terms-and-conditions?reason=ACCESS_DENIED`],
      ['server_error', `${origin}/unauthorized?reason=AUTH_SERVICE_SERVER_ERROR`],
      ['token_server_error', `${origin}/unauthorized-national-error?reason=OAUTH_SERVER_ERROR`],
      ['token_expired', `${origin}/unauthorized?reason=OAUTH_TOKEN_EXPIRED`],
      ['nonce_mismatch', `${origin}/unauthorized?reason=STATE_MISMATCH`],
    ] as const;
    for (const [failure, location] of cases) {
      const attempt = await stack().tryLogin('owner', { failure });
      expect(attempt.ok, failure).toBe(false);
      expect(attempt.location, failure).toBe(location);
    }
  });

  it('refuses a wrong PKCE verifier, a wrong nonce and another issuer', async () => {
    const unauthorized = (reason: string) =>
      `${stack().urls.usersApi}/unauthorized?reason=${reason}`;
    const resign = (cookie: string, change: Record<string, string>) =>
      encodeURIComponent(
        sign(JSON.stringify({ ...unsigned(cookie), ...change }), stack().identity.cookieSecret),
      );

    const a = await reachCallback();
    const verifier = resign(a.loginCookie, { codeVerifier: 'v'.repeat(43) });
    expect(await callbackWith(a.callback, verifier)).toEqual({
      location: unauthorized('OAUTH_TOKEN_EXPIRED'),
      session: undefined,
    });

    const b = await reachCallback();
    const nonce = resign(b.loginCookie, { nonce: 'n'.repeat(43) });
    expect((await callbackWith(b.callback, nonce)).location).toBe(unauthorized('STATE_MISMATCH'));

    const c = await reachCallback();
    const issuer = new URL(c.callback);
    issuer.searchParams.set('iss', `${stack().urls.idp}/idp/orcid`);
    expect((await callbackWith(issuer.href, c.loginCookie)).location).toBe(
      unauthorized('UNEXPECTED'),
    );
  });

  it('sends a login the provider answers with access_denied to the terms (§8)', async () => {
    const { urls } = stack();
    const jar = new CookieJar();
    const start = await browserFetch(jar, `${urls.usersApi}${base}/v1.0/auth/login/national`);
    const authorize = start.headers.get('location')!;
    const toPage = await browserFetch(jar, authorize);
    const page = new URL(toPage.headers.get('location')!, authorize).href;
    const aborted = await browserFetch(jar, `${page}/abort`, { form: {} });
    const resume = new URL(aborted.headers.get('location')!, page).href;
    const back = await browserFetch(jar, resume);
    const callback = new URL(back.headers.get('location')!, resume).href;
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const done = await browserFetch(jar, callback);
    expect(done.headers.get('location')).toBe(
      `${urls.usersApi}/terms-and-conditions?reason=ACCESS_DENIED`,
    );
  });
});

describe('the page to return to', () => {
  it('must be a path on this site', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'profiles',
      '/a\nb',
    ]) {
      const res = await stack().usersApi.inject({
        url: `${base}/v1.0/auth/login/national?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ key: 'returnTo', invalidValue: returnTo }],
      });
    }
    const ok = await stack().usersApi.inject({
      url: `${base}/v1.0/auth/login/orcid?returnTo=${encodeURIComponent('/profiles?q=ż')}`,
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toContain(`${stack().urls.idp}/idp/orcid/auth?`);
  });
});

describe('rate limits', () => {
  it('answer 429 RATE_LIMITED on login, callback and refresh', async () => {
    const one = { max: 2, timeWindow: 60_000 };
    const identity: IdentityOptions = {
      ...stack().identity,
      rateLimits: { login: one, callback: one, refresh: one },
    };
    const app = await buildApp({
      config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
      db: stack().db,
      peselKeys: stack().peselKeys,
      identity,
    });
    try {
      for (const [method, url] of [
        ['GET', `${base}/v1.0/auth/login/national`],
        ['GET', `${base}/v1.0/auth/callback/national?code=x&state=y`],
        ['POST', `${base}/v1.0/auth/session/refresh`],
      ] as const) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push(await app.inject({ method, url }));
        expect(statuses.map((r) => r.statusCode).slice(0, 2)).not.toContain(429);
        expect(statuses[2]!.statusCode).toBe(429);
        expect(statuses[2]!.json()).toMatchObject({
          code: 'RATE_LIMITED',
          reqId: expect.any(String),
        });
      }
      // Other routes are not limited.
      for (let i = 0; i < 4; i++) {
        expect((await app.inject(`${base}/public/info`)).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('an unreachable national login node', () => {
  it('gives NATIONAL_NODE_ERROR: the browser goes to /unauthorized-national-error', async () => {
    const port = await freePort();
    const identity: IdentityOptions = {
      ...stack().identity,
      providers: {
        national: {
          issuer: `http://127.0.0.1:${port}/idp/national`,
          clientId: 'ln-web',
          clientSecret: 'x',
        },
      },
    };
    const app = await buildApp({
      config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
      db: stack().db,
      peselKeys: stack().peselKeys,
      identity,
    });
    try {
      const browser = await app.inject(`${base}/v1.0/auth/login/national`);
      expect(browser.statusCode).toBe(302);
      expect(browser.headers.location).toBe(
        `${stack().urls.usersApi}/unauthorized-national-error?reason=AUTH_SERVICE_CONNECTION_ERROR`,
      );
      const api = await app.inject({
        url: `${base}/v1.0/auth/login/national`,
        headers: { accept: 'application/json' },
      });
      expect(api.statusCode).toBe(401);
      expect(api.json()).toMatchObject({ code: 'NATIONAL_NODE_ERROR' });
    } finally {
      await app.close();
    }
  });
});

describe('an issuer reached at another address than browsers use (docker compose)', () => {
  it('is discovered server to server while browsers are sent to its public URL', async () => {
    const port = await freePort();
    const publicIssuer = `http://idp.invalid:${port}/idp`;
    const idp = await buildIdp({
      issuerUrl: publicIssuer,
      relyingParty: {
        origin: stack().urls.usersApi,
        national: { clientId: 'ln-web', clientSecret: 'n' },
        orcid: { clientId: 'ln-web', clientSecret: 'o' },
      },
      identities: [],
      logLevel: 'silent',
    });
    await idp.listen({ port, host: '127.0.0.1' });
    const app = await buildApp({
      config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
      db: stack().db,
      peselKeys: stack().peselKeys,
      identity: {
        ...stack().identity,
        providers: {
          national: {
            issuer: `${publicIssuer}/national`,
            clientId: 'ln-web',
            clientSecret: 'n',
            internalBaseUrl: `http://127.0.0.1:${port}`,
          },
        },
      },
    });
    try {
      const res = await app.inject(`${base}/v1.0/auth/login/national`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(
        new RegExp(`^http://idp\\.invalid:${port}/idp/national/auth\\?`),
      );
    } finally {
      await app.close();
      await idp.close();
    }
  });
});

describe('security headers', () => {
  it('are on every answer of both services', async () => {
    for (const [app, url] of [
      [stack().usersApi, `${base}/public/info`],
      [stack().usersApi, `${base}/v1.0/auth/user`],
      [stack().profilesApi, '/api/profiles-api/public/info'],
      [stack().profilesApi, '/api/profiles-api/v1.0/nowhere'],
    ] as const) {
      const res = await app.inject(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      // Plain http here: HSTS only over TLS (tests/integration/security-headers.test.ts).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('access tokens', () => {
  it('are verified by profiles-api with the keys users-api publishes', async () => {
    const jwks = (await (
      await fetch(`${stack().urls.usersApi}${base}/.well-known/jwks.json`)
    ).json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const login = await stack().loginAs('owner');
    const profileId = (token: string) =>
      stack().profilesApi.inject({
        url: '/api/profiles-api/v1.0/profile/profileId',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profileId(login.accessToken)).statusCode).toBe(200);

    const [header, payload] = login.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString('utf8'))).toMatchObject({
      alg: 'ES256',
      kid: jwks.keys[0]!.kid,
    });
    // Same claims, another key (with the published kid): refused.
    const stranger = await importPKCS8(
      generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
      'ES256',
    );
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid })
      .sign(stranger);
    // Expired, though signed with the real key.
    const real = await importPKCS8(stack().identity.keys.privateKeyPem, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 600, exp: now - 60 })
      .setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid })
      .sign(real);
    const otherAudience = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'ES256', kid: jwks.keys[0]!.kid })
      .sign(real);
    const unsignedToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, expired, otherAudience, unsignedToken, 'garbage']) {
      for (const res of [
        await profileId(token),
        await stack().usersApi.inject({
          url: `${base}/v1.0/auth/user`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('logs', () => {
  it('carry request ids and never a PESEL, a token, a cookie or the authorization code', async () => {
    const owner = stack().persona('owner');
    const { callback, loginCookie } = await reachCallback('owner');
    const code = new URL(callback).searchParams.get('code')!;
    await callbackWith(callback, loginCookie);
    const login = await stack().loginAs('owner');
    await stack().usersApi.inject({
      url: `${base}/v1.0/auth/user`,
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    const text = logs.join('');
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(text).toContain('/v1.0/auth/callback/national');
    for (const secret of [
      owner.pesel,
      code,
      login.accessToken,
      login.refreshCookie.split('=')[1]!,
      decodeURIComponent(loginCookie).slice(0, 30),
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the login and session routes, the access token as a bearer scheme', async () => {
    const res = await stack().usersApi.inject(`${base}/docs/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/.well-known/jwks.json',
      '/v1.0/auth/login/{provider}',
      '/v1.0/auth/callback/{provider}',
      '/v1.0/auth/session/refresh',
      '/v1.0/auth/session/logout',
      '/v1.0/auth/user',
    ]) {
      expect(doc.paths, path).toHaveProperty([`${base}${path}`]);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
  });
});
