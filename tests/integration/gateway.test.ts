import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { createPrismaClient, generateSessionSigningKey, parsePeselKeys, type Db } from '@ln/db';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { useTestDatabase } from '@ln/db/testing';
import { identityFromEnv, loadUsersApiEnv } from '@ln/users-api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../scripts/lib/gateway.js';

const database = useTestDatabase();
let gateway: FastifyInstance;
let dbs: Db[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ln-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root">LN</div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  dbs = [createPrismaClient(database().url), createPrismaClient(database().url)];
  gateway = await buildGateway({
    logLevel: 'silent',
    profiles: {
      config: configFromEnv(
        loadProfilesApiEnv({ DATABASE_URL: database().url, LOG_LEVEL: 'silent' }),
      ),
      db: dbs[0]!,
    },
    users: {
      config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
      db: dbs[1]!,
      peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
      identity: identityFromEnv(loadUsersApiEnv({ DATABASE_URL: database().url }), {
        signingKeyPem: generateSessionSigningKey(),
        cookieSecret: randomBytes(32).toString('hex'),
      }),
    },
    idp: {
      issuerUrl: 'http://localhost/idp',
      relyingParty: {
        origin: 'http://localhost',
        national: { clientId: 'ln-web', clientSecret: 'n' },
        orcid: { clientId: 'ln-web', clientSecret: 'o' },
      },
      identities: [],
    },
    webDist: dist,
  });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all(dbs.map((db) => db.$disconnect()));
});

describe('the one-origin gateway', () => {
  it('serves both services under their production prefixes and the identity provider', async () => {
    for (const path of ['/api/profiles-api/public/info', '/api/users-api/public/info']) {
      const res = await gateway.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toHaveProperty('build.version');
    }
    expect((await gateway.inject('/idp/health')).statusCode).toBe(200);
  });

  it('serves the web app at / and at every client-side route', async () => {
    for (const path of ['/', '/profiles', '/profiles/123/publications', '/gremiums?page=2']) {
      const res = await gateway.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and answers missing ones with 404', async () => {
    const asset = await gateway.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await gateway.inject('/assets/nope.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset to a client that accepts gzip', async () => {
    const asset = await gateway.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await gateway.inject('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with the JSON envelope, not the web page', async () => {
    const res = await gateway.inject('/api/profiles-api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const other = await gateway.inject('/api/other-service/x');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
