import { createServer } from 'node:net';
import { createPrismaClient } from '@ln/db';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { errorHandlerPlugin } from './error-handler.js';

declare module 'vitest' {
  export interface ProvidedContext {
    lnAdminUrl: string;
  }
}

/** A loopback port nobody listens on: a database server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

let downUrl: string;
let upUrl: string;
beforeAll(async () => {
  downUrl = `postgresql://postgres:postgres@127.0.0.1:${await closedPort()}/postgres`;
  upUrl = inject('lnAdminUrl');
});

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, through node-postgres and through Prisma', async () => {
    const pool = new pg.Pool({ connectionString: downUrl });
    pool.on('error', () => {});
    const prisma = createPrismaClient(downUrl, { max: 1 });
    try {
      expect(isDatabaseUnavailable(await caught(() => pool.query('SELECT 1')))).toBe(true);
      expect(isDatabaseUnavailable(await caught(() => prisma.sql`SELECT 1`))).toBe(true);
      expect(isDatabaseUnavailable(await caught(() => prisma.$queryRaw`SELECT 1`))).toBe(true);
      expect(isDatabaseUnavailable(await caught(() => prisma.profile.findFirst()))).toBe(true);
      expect(
        isDatabaseUnavailable(
          await caught(() => prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`)),
        ),
      ).toBe(true);
    } finally {
      await pool.end();
      await prisma.$disconnect();
    }
  });

  it('recognises a connection the server ended (a restart) and leaves bugs alone', async () => {
    const client = new pg.Client(upUrl);
    client.on('error', () => {});
    await client.connect();
    const ended = await caught(() => client.query('SELECT pg_terminate_backend(pg_backend_pid())'));
    expect(ended).toMatchObject({ code: '57P01' });
    expect(isDatabaseUnavailable(ended)).toBe(true);
    await client.end().catch(() => {});

    const prisma = createPrismaClient(upUrl, { max: 1 });
    try {
      expect(isDatabaseUnavailable(await caught(() => prisma.sql`SELEC 1`))).toBe(false);
      expect(isDatabaseUnavailable(await caught(() => prisma.$queryRaw`SELECT 1/0`))).toBe(false);
      expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  let prisma: ReturnType<typeof createPrismaClient>;
  beforeAll(async () => {
    prisma = createPrismaClient(downUrl, { max: 1 });
    await app.register(errorHandlerPlugin);
    app.get('/profiles', async () => prisma.profile.findMany({ take: 1 }));
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await prisma.$disconnect();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while the database is away', async () => {
    const response = await app.inject({ method: 'GET', url: '/profiles' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/),
      reqId: expect.any(String),
    });
    // The address of the database is not the client's business.
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('keeps 500 INTERNAL_ERROR for bugs', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});
