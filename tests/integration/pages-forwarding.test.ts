// The reads a page makes count against the public limits of the visitor it is rendered for,
// not all visitors' against one address (issue 41 #4): docker compose's page server behind
// nginx reads profiles-api over the network, `pnpm start`'s gateway in process.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrismaClient } from '@ln/db';
import { buildApp, PROFILES_API_PREFIX } from '@ln/profiles-api';
import { configFromEnv, loadProfilesApiEnv } from '@ln/profiles-api/config';
import { trustProxyOption } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildPagesApp } from '@ln/pages';
import { useTestGateway } from './test-gateway.js';

// Neither read below reaches the database: the limit answers first, or the read finds none.
const url = 'postgresql://nobody:x@127.0.0.1:1/none';
const db = createPrismaClient(url);
const PROFILE = 'a6879b65-6da0-4287-93a2-565c967e6d39';
// Loopback not exempt here, so the budget is visible.
const SMALL_BUDGETS = {
  rateLimitEnabled: true,
  rateLimitLoopback: true,
  perMinute: { search: 2, profile: 2, public: 2 },
};
let api: FastifyInstance;
let pages: FastifyInstance;

beforeAll(async () => {
  const config = configFromEnv(loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' }));
  // As in compose: TRUST_PROXY 1.
  api = await buildApp({
    config: {
      ...config,
      publicApi: SMALL_BUDGETS,
    },
    db,
    searchWorker: false,
    fastify: { trustProxy: trustProxyOption(1) },
  });
  const services = await api.listen({ port: 0, host: '127.0.0.1' });
  // A build without the server bundle: the photo route still reads the service.
  const webDist = mkdtempSync(join(tmpdir(), 'ln-pages-forwarding-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  pages = await buildPagesApp({
    logLevel: 'silent',
    webDist,
    publicOrigin: 'https://pages.example',
    services: { usersApi: services, profilesApi: services },
    db,
    trustProxy: 1,
  });
});

afterAll(async () => {
  await pages?.close();
  await api?.close();
  await db.$disconnect();
});

/** A reader's request as nginx passes it on: their address in X-Forwarded-For. */
const photoFor = (reader: string) =>
  pages.inject({
    url: `/profiles/${PROFILE}/photo`,
    headers: { 'x-forwarded-for': reader },
  });
const budgetLeft = async (reader: string) => {
  const answer = await api.inject({
    url: `${PROFILES_API_PREFIX}/public/info`,
    headers: { 'x-forwarded-for': reader },
  });
  return answer.statusCode === 429 ? 0 : Number(answer.headers['ratelimit-remaining']);
};

describe('the page server behind a proxy', () => {
  it("spends the reader's own public budget on the reads of a page, not a shared one", async () => {
    // Two pages' photo reads for 203.0.113.7 spend its public budget of 2 …
    await photoFor('203.0.113.7');
    await photoFor('203.0.113.7');
    expect(await budgetLeft('203.0.113.7')).toBe(0);
    // … and nobody else's: another reader starts with their whole budget.
    expect(await budgetLeft('198.51.100.20')).toBe(1);
  });
});

describe('the gateway of `pnpm start` (the services in process)', () => {
  // A build without the server bundle: the photo route still reads profiles-api.
  const gateway = useTestGateway(
    { 'index.html': '<!doctype html><div id="root"></div>' },
    { publicApi: SMALL_BUDGETS },
  );
  /** A visitor's request from their own address, as their socket gives it. */
  const photoFrom = (visitor: string, headers: Record<string, string> = {}) =>
    gateway().inject({ url: `/profiles/${PROFILE}/photo`, remoteAddress: visitor, headers });
  const budgetOf = async (visitor: string) => {
    const answer = await gateway().inject({
      url: `${PROFILES_API_PREFIX}/public/info`,
      remoteAddress: visitor,
    });
    return answer.statusCode === 429 ? 0 : Number(answer.headers['ratelimit-remaining']);
  };

  it("spends the visitor's own public budget on the reads of a page, not a shared one", async () => {
    expect((await photoFrom('203.0.113.7')).statusCode).toBe(404);
    await photoFrom('203.0.113.7');
    expect(await budgetOf('203.0.113.7')).toBe(0);
    // Another visitor starts with their whole budget.
    expect(await budgetOf('198.51.100.20')).toBe(1);
  });

  it('does not let a visitor move their reads to another address by a header', async () => {
    // The gateway trusts no proxy: X-Forwarded-For names nobody's budget.
    for (const forged of ['x-forwarded-for', 'x-real-ip']) {
      await photoFrom('192.0.2.55', { [forged]: '198.51.100.99' });
    }
    expect(await budgetOf('192.0.2.55')).toBe(0);
    expect(await budgetOf('198.51.100.99')).toBe(1);
  });
});
