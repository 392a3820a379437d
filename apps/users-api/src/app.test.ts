import { randomBytes } from 'node:crypto';
import { parsePeselKeys } from '@ln/pesel';
import { createPrismaClient, type Db } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadUsersApiEnv } from './config/env.js';

const database = useTestDatabase();
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = createPrismaClient(database().url);
  app = await buildApp({
    config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
    db,
    peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
  });
});

afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
});

describe('users-api platform routes', () => {
  it('GET public/info and health answer', async () => {
    const info = await app.inject('/api/users-api/public/info');
    expect(info.json()).toEqual({ build: { version: expect.stringMatching(/^\d+\.\d+\.\d+/) } });
    const health = await app.inject('/api/users-api/health');
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('users-api environment', () => {
  it('requires the PESEL keys in production and checks their form', () => {
    expect(() =>
      loadUsersApiEnv({ DATABASE_URL: 'postgresql://h/db', APP_ENVIRONMENT: 'production' }),
    ).toThrow(
      /PESEL_ENCRYPTION_KEY: is required in production[\s\S]*PESEL_HASH_KEY: is required in production/,
    );
    expect(() =>
      loadUsersApiEnv({ DATABASE_URL: 'postgresql://h/db', PESEL_HASH_KEY: 'abc' }),
    ).toThrow(/PESEL_HASH_KEY: must be 64 hexadecimal characters/);
  });
});
