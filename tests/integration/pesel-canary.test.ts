import { randomBytes } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, type Db } from '@ln/db';
import { seedId } from '@ln/seeds';
import { useTestDatabase } from '@ln/db/testing';
import { buildApp } from '@ln/users-api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoPeselLeak, takeCanaryHits, watchedPeselCount } from '../setup/pesel-canary.js';

// README "Personas": the owner's and the admin's PESELs in every default seed.
const OWNER_PESEL = '63010100003';
const ADMIN_PESEL = '79051499882';

const database = useTestDatabase();
let db: Db;
let usersApi: FastifyInstance;

beforeAll(async () => {
  db = createPrismaClient(database().url, { max: 2 });
  usersApi = await buildApp({
    config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
    db,
    peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
  });
});

afterAll(async () => {
  await usersApi?.close();
  await db?.$disconnect();
});

/** A stand-in service that leaks on purpose, mounted where users-api lives. */
async function leakyService(auth: { userId: string } | null) {
  const app = Fastify({ logger: false });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    (request as unknown as { auth: unknown }).auth = auth;
  });
  app.get('/api/users-api/leak', async () => ({ note: `PESEL ${OWNER_PESEL} in a body` }));
  app.get('/api/users-api/redirect', async (_request, reply) =>
    reply.header('location', `/profiles?p=${ADMIN_PESEL}`).code(302).send(),
  );
  app.get('/api/users-api/v1.0/auth/user', async () => ({ pesel: OWNER_PESEL }));
  app.get('/idp/me', async () => ({ pesel: OWNER_PESEL }));
  return app;
}

describe('the PESEL canary', () => {
  it('watches the seeded PESELs: the personas and the seeded people', async () => {
    expect(await watchedPeselCount()).toBeGreaterThanOrEqual(200);
  });

  it('catches a PESEL in a body and in a header of users-api or profiles-api', async () => {
    const app = await leakyService(null);
    await app.inject('/api/users-api/leak');
    await app.inject('/api/users-api/redirect');
    const hits = takeCanaryHits();
    expect(hits).toEqual([
      expect.objectContaining({ pesel: OWNER_PESEL, url: '/api/users-api/leak', where: 'body' }),
      expect.objectContaining({
        pesel: ADMIN_PESEL,
        url: '/api/users-api/redirect',
        where: 'header location',
      }),
    ]);
    expect(() => assertNoPeselLeak(hits)).toThrow(
      /PESEL canary: a seeded PESEL left the services in 2 answer/,
    );
    await app.close();
  });

  it('lets v1.0/auth/user give the owner their own PESEL, and nobody else', async () => {
    const asOwner = await leakyService({ userId: seedId('user', 0) }); // persona "owner"
    await asOwner.inject('/api/users-api/v1.0/auth/user');
    expect(takeCanaryHits()).toEqual([]);
    const asAdmin = await leakyService({ userId: seedId('user', 4) }); // persona "admin"
    await asAdmin.inject('/api/users-api/v1.0/auth/user');
    expect(takeCanaryHits()).toEqual([
      expect.objectContaining({ pesel: OWNER_PESEL, url: '/api/users-api/v1.0/auth/user' }),
    ]);
    await asOwner.close();
    await asAdmin.close();
  });

  it('ignores the dev identity provider, which hands PESELs to users-api by design', async () => {
    const app = await leakyService(null);
    await app.inject('/idp/me');
    expect(takeCanaryHits()).toEqual([]);
    await app.close();
  });

  it('finds nothing on the real users-api: a PESEL echoed in a validation error is masked', async () => {
    // A public route (protected ones answer an anonymous caller 401 before validating). Before
    // users-api masked its answers (docs/security.md) this echo was the canary's catch.
    const res = await usersApi.inject(
      `/api/users-api/v1.0/auth/login/national?returnTo=${OWNER_PESEL}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ key: 'returnTo', invalidValue: '***********' }),
    ]);
    expect(takeCanaryHits()).toEqual([]);
  });
});
