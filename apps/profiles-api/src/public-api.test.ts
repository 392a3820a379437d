import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { createPrismaClient } from '@ln/db';
import { DEFAULT_PUBLIC_API_CONFIG, type PublicApiConfig } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, PROFILES_API_PREFIX } from './app.js';
import { configFromEnv, loadProfilesApiEnv } from './config/env.js';

// The routes called here answer without the database: public/info, and an owner route that
// its guard refuses (no token) before any query.
const url = 'postgresql://nobody:x@127.0.0.1:1/none';
const db = createPrismaClient(url);
const apps: FastifyInstance[] = [];

async function app(publicApi: PublicApiConfig, trustProxy?: string) {
  const config = configFromEnv(loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' }));
  const built = await buildApp({
    config: { ...config, publicApi },
    db,
    searchWorker: false,
    fastify: trustProxy ? { trustProxy } : {},
  });
  apps.push(built);
  return built;
}

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await db.$disconnect();
});

const PUBLIC = `${PROFILES_API_PREFIX}/public/info`;
const OWNER = `${PROFILES_API_PREFIX}/v1.0/profile/profileId`;
const ELSEWHERE = 'https://uczelnia.example.edu.pl';

describe('CORS of the public reads', () => {
  it('lets a page on any origin read a public route: preflight and GET, no credentials', async () => {
    const api = await app(DEFAULT_PUBLIC_API_CONFIG);
    const preflight = await api.inject({
      method: 'OPTIONS',
      url: PUBLIC,
      headers: {
        origin: ELSEWHERE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/If-None-Match/i);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers['access-control-max-age']).toBe('86400');
    expect(preflight.headers['cache-control']).toBe('max-age=86400');

    const read = await api.inject({ url: PUBLIC, headers: { origin: ELSEWHERE } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(read.headers['access-control-expose-headers'])).toMatch(/ETag/);
    // The answer is the same whatever the origin ("*"); it varies by language and session.
    expect(read.headers.vary).toBe('Accept-Language, Authorization');
    expect(String(read.headers['access-control-expose-headers'])).toMatch(/RateLimit-Remaining/);
  });

  it('keeps routes that need a session same-origin: no preflight, no CORS header', async () => {
    const api = await app(DEFAULT_PUBLIC_API_CONFIG);
    const preflight = await api.inject({
      method: 'OPTIONS',
      url: OWNER,
      headers: {
        origin: ELSEWHERE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await api.inject({ url: OWNER, headers: { origin: ELSEWHERE } });
    expect(call.statusCode).toBe(401);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    // A write to a public path is not a read: no preflight either.
    const write = await api.inject({
      method: 'OPTIONS',
      url: `${PROFILES_API_PREFIX}/v1.1/public/profile/00000000-0000-4000-8000-000000000000/scientistDetailsInfo`,
      headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST' },
    });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits of the public reads', () => {
  const tight: PublicApiConfig = {
    rateLimitEnabled: true,
    rateLimitLoopback: true,
    perMinute: { search: 2, profile: 2, public: 3 },
  };

  it('answer a burst over the budget with 429 in the envelope, RateLimit-* and Retry-After', async () => {
    const api = await app(tight);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await api.inject({ url: PUBLIC }));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
    expect(answers[2]!.headers['ratelimit-remaining']).toBe('0');
    const refused = answers[3]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', reqId: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Routes that need a session are not in the public budget.
    expect((await api.inject({ url: OWNER })).statusCode).toBe(401);
  });

  it('count each client address behind the configured proxy on its own', async () => {
    const api = await app(tight, '127.0.0.1');
    const from = (client: string) =>
      api.inject({ url: PUBLIC, headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    expect((await from('198.51.100.20')).statusCode).toBe(200);
  });

  it('leave loopback alone by default, so tests and benches are never limited', async () => {
    const api = await app({ ...tight, rateLimitLoopback: false });
    for (let i = 0; i < 6; i++) expect((await api.inject({ url: PUBLIC })).statusCode).toBe(200);
  });

  it('never answer 500 for a client that left before its turn: it has no address to count', async () => {
    const api = await app(tight);
    const failures: unknown[] = [];
    const settled: number[] = [];
    // Holds each request until its client has hung up, so the limit runs on a closed socket
    // (no remote address), as it does when a reader gives up under load.
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    api.addHook('onRequest', async (request) => {
      const socket = request.raw.socket;
      arrived();
      if (!socket.destroyed) await once(socket, 'close');
    });
    api.addHook('onError', async (_request, _reply, error) => {
      failures.push(error);
    });
    // onSend: the answer is made even though nobody is left to read it.
    api.addHook('onSend', async (_request, reply) => {
      settled.push(reply.statusCode);
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.server.address() as AddressInfo;
    const client = connect(port, '127.0.0.1');
    await once(client, 'connect');
    client.write(`GET ${PUBLIC} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await arrival;
    client.destroy();
    await expect.poll(() => settled.length).toBe(1);
    expect(failures).toEqual([]);
    expect(settled).toEqual([200]);
  });
});
