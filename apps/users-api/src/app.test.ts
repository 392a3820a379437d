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

describe('users-api security config', () => {
  it('GET public/securityConfig gives the public login settings and no secret', async () => {
    const answer = await app.inject('/api/users-api/public/securityConfig');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      cmsUrl: 'https://ludzie.nauka.gov.pl/cms',
      oauthIssuerUrl: expect.stringMatching(/^https?:\/\//),
      oauthClientId: expect.any(String),
      oauthScope: 'openid profile email',
      oauthBackend: expect.stringMatching(/\/api\/users-api$/),
      institutionUuids: {},
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|PRIVATE KEY/i);
  });

  it('reads CMS_URL and INSTITUTION_UUIDS from the environment', () => {
    const env = loadUsersApiEnv({
      DATABASE_URL: 'postgresql://h/db',
      CMS_URL: 'https://cms.example/',
      INSTITUTION_UUIDS: '{"OPI":"8d9c4f3e-0000-4000-8000-000000000001"}',
    });
    expect(env.CMS_URL).toBe('https://cms.example/');
    expect(env.INSTITUTION_UUIDS).toEqual({ OPI: '8d9c4f3e-0000-4000-8000-000000000001' });
    expect(() =>
      loadUsersApiEnv({ DATABASE_URL: 'postgresql://h/db', INSTITUTION_UUIDS: '[1]' }),
    ).toThrow(/INSTITUTION_UUIDS: must be a JSON object of strings/);
  });
});
