import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@ln/db';
import {
  CONTENT_SECURITY_POLICY,
  EMBED_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  securityHeadersPlugin,
  STRICT_TRANSPORT_SECURITY,
} from '@ln/server';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestGateway } from './test-gateway.js';

const gateway = useTestGateway({
  'index.html': readFileSync(join(REPO_ROOT, 'apps/web/index.html')),
  'assets/index-abc123.js': 'console.log(1)',
  'assets/style-abc123.css': 'body{margin:0}',
});

/** Every kind of answer the origin gives under `pnpm start` (issue: HTML, asset, JSON, errors, 404s, idp). */
const KINDS: Array<{ kind: string; url: string; status: number; type?: RegExp }> = [
  {
    kind: 'the API documentation (Swagger UI)',
    url: '/api/users-api/docs',
    status: 200,
    type: /text\/html/,
  },
  { kind: 'HTML: the home page', url: '/', status: 200, type: /text\/html/ },
  {
    kind: 'HTML: a client-side route',
    url: '/profiles?name=Kowalska',
    status: 200,
    type: /text\/html/,
  },
  { kind: 'an asset', url: '/assets/index-abc123.js', status: 200, type: /javascript/ },
  { kind: 'a stylesheet', url: '/assets/style-abc123.css', status: 200, type: /text\/css/ },
  { kind: 'JSON of profiles-api', url: '/api/profiles-api/public/info', status: 200, type: /json/ },
  { kind: 'JSON of users-api', url: '/api/users-api/public/info', status: 200, type: /json/ },
  {
    kind: 'the OpenAPI document',
    url: '/api/users-api/docs/json',
    status: 200,
    type: /json/,
  },
  { kind: 'an error: 401', url: '/api/users-api/v1.0/auth/user', status: 401, type: /json/ },
  {
    kind: 'an error: 400 of a schema',
    url: '/api/profiles-api/v1.0/public/achievements/not-a-uuid/shortArtisticAchievement',
    status: 400,
    type: /json/,
  },
  {
    kind: 'an error: bad percent-encoding',
    url: '/api/profiles-api/v1.0/public/profile/%ZZ/detailsPerson',
    status: 400,
    type: /json/,
  },
  { kind: "a service's 404", url: '/api/profiles-api/v1.0/nowhere', status: 404, type: /json/ },
  { kind: "the gateway's 404", url: '/api/nowhere', status: 404, type: /json/ },
  { kind: "the gateway's 404 of an asset", url: '/assets/missing.js', status: 404, type: /json/ },
  {
    kind: 'an identity-provider page (its stylesheet)',
    url: '/idp/static/pages.css',
    status: 200,
    type: /text\/css/,
  },
  {
    kind: 'an identity-provider document',
    url: '/idp/national/.well-known/openid-configuration',
    status: 200,
    type: /json/,
  },
  {
    kind: 'an identity-provider error page',
    url: '/idp/national/auth?client_id=nobody',
    status: 400,
    type: /text\/html/,
  },
];

describe('the security headers', () => {
  it.each(KINDS)('are the one set on $kind', async ({ url, status, type }) => {
    const res = await gateway().inject(url);
    expect(res.statusCode).toBe(status);
    if (type) expect(res.headers['content-type']).toMatch(type);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(res.headers[name], name).toBe(value);
    }
    // Plain http: no HSTS (it is sent over TLS only).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('never contradict each other: frame-ancestors none, X-Frame-Options DENY', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('allow what the pages use: the web page and the identity provider load nothing inline', async () => {
    const page = (await gateway().inject('/')).body;
    // A script or style element without src/href would need 'unsafe-inline'.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style[\s>]|\sstyle="/);
    const idpError = (await gateway().inject('/idp/national/auth?client_id=nobody')).body;
    expect(idpError).toContain('<link rel="stylesheet" href="/idp/static/pages.css">');
    expect(idpError).not.toMatch(/<style[\s>]|<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('add HSTS where the request came over TLS', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(securityHeadersPlugin);
    app.get('/', async () => ({ ok: true }));
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('are the same in docker compose: nginx.conf sends the set on every answer, once', () => {
    const conf = readFileSync(join(REPO_ROOT, 'apps/web/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    const added = new Map<string, string>();
    for (const [, name, value, always] of conf.matchAll(
      /^\s*add_header\s+([\w-]+)\s+("[^"]*"|\S+)(\s+always)?\s*;/gm,
    )) {
      if (name!.toLowerCase() === 'cache-control') continue;
      expect(always, `${name} on errors too`).toBeDefined();
      added.set(name!.toLowerCase(), value!.replace(/^"|"$/g, ''));
    }
    // A header sent through a map by path: its default is the set's value, and its /embed/
    // entry the widget's (issue 44), which nothing else gets.
    const embedded = new Map<string, string>();
    for (const [name, value] of [...added]) {
      if (name === 'strict-transport-security' || !/^\$\w+$/.test(value)) continue;
      const body = new RegExp(`map\\s+\\$uri\\s+\\${value}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      added.set(name, /default\s+"([^"]*)";/.exec(body)?.[1] ?? value);
      embedded.set(name, /~\^\/embed\/\s+"([^"]*)";/.exec(body)?.[1] ?? value);
    }
    expect(Object.fromEntries(embedded)).toEqual({
      'content-security-policy': EMBED_CONTENT_SECURITY_POLICY,
      'x-frame-options': '',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(
      Object.fromEntries([...added].filter(([name]) => name !== 'strict-transport-security')),
    ).toEqual(SECURITY_HEADERS);
    const hsts = added.get('strict-transport-security');
    expect(hsts).toMatch(/^\$\w+$/);
    const map = new RegExp(`map\\s+\\S+\\s+\\${hsts}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
    expect(map).toContain(`"${STRICT_TRANSPORT_SECURITY}"`);
    expect(map).toMatch(/default\s+"";/);
    // The upstreams send the set too: hidden, so nothing is doubled.
    for (const name of [...Object.keys(SECURITY_HEADERS), 'strict-transport-security']) {
      expect(conf.toLowerCase(), name).toContain(`proxy_hide_header ${name};`);
    }
    // add_header inside a location would drop the server's set there.
    for (const [, body] of conf.matchAll(/location[^{]*\{([^}]*)\}/g))
      expect(body).not.toContain('add_header');
  });
});
