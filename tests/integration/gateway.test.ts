import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestGateway } from './test-gateway.js';

const gateway = useTestGateway({
  'index.html': '<!doctype html><html><body><div id="root">LN</div></body></html>',
  'assets/app-abc123.js': 'console.log(1)',
  'assets/app-abc123.js.gz': gzipSync('console.log(1)'),
});

describe('the one-origin gateway', () => {
  it('serves both services under their production prefixes and the identity provider', async () => {
    for (const path of ['/api/profiles-api/public/info', '/api/users-api/public/info']) {
      const res = await gateway().inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toHaveProperty('build.version');
    }
    expect((await gateway().inject('/idp/health')).statusCode).toBe(200);
  });

  it('serves the web app at / and at every client-side route', async () => {
    for (const path of ['/', '/profiles', '/profiles/123/publications', '/gremiums?page=2']) {
      const res = await gateway().inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and answers missing ones with 404', async () => {
    const asset = await gateway().inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await gateway().inject('/assets/nope.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset to a client that accepts gzip', async () => {
    const asset = await gateway().inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await gateway().inject('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with the JSON envelope, not the web page', async () => {
    const res = await gateway().inject('/api/profiles-api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const other = await gateway().inject('/api/other-service/x');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
