import { readFileSync } from 'node:fs';
import { createPrismaClient, type Db } from '@ln/db';
import { useTestDatabase } from '@ln/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { configFromEnv, loadProfilesApiEnv } from '../../config/env.js';

const database = useTestDatabase();
let app: FastifyInstance;
let db: Db;
const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

beforeAll(async () => {
  db = createPrismaClient(database().url);
  const env = loadProfilesApiEnv({
    DATABASE_URL: database().url,
    APP_ENVIRONMENT: 'test',
    FEATURE_CV_GENERATOR: 'true',
    FEATURE_JSDE_MODULE: 'false',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config: configFromEnv(env), db });
});

afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
});

describe('profiles-api platform routes', () => {
  it('GET public/info gives the build version', async () => {
    const res = await app.inject('/api/profiles-api/public/info');
    expect(res.statusCode).toBe(200);
    expect(res.json().build.version.startsWith(version)).toBe(true);
  });

  it('GET public/config gives the environment and the feature flags from the environment', async () => {
    const res = await app.inject('/api/profiles-api/public/config');
    expect(res.json()).toEqual({
      environment: 'test',
      features: {
        profiles: { 'CV-GENERATOR': true },
        publications: {},
        jsde: { JSDE_MODULE: false },
      },
    });
  });

  it('GET health reports the database', async () => {
    const res = await app.inject('/api/profiles-api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET health answers 503 when the database is unreachable', async () => {
    const deadDb = createPrismaClient('postgresql://nobody:x@127.0.0.1:1/none');
    const broken = await buildApp({
      config: configFromEnv(
        loadProfilesApiEnv({
          DATABASE_URL: 'postgresql://nobody:x@127.0.0.1:1/none',
          LOG_LEVEL: 'silent',
        }),
      ),
      db: deadDb,
    });
    try {
      const res = await broken.inject('/api/profiles-api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await broken.close();
      await deadDb.$disconnect();
    }
  });

  it('documents its routes in OpenAPI', async () => {
    const res = await app.inject('/api/profiles-api/docs/json');
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/profiles-api/public/info', '/api/profiles-api/public/config']),
    );
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const res = await app.inject('/api/profiles-api/v1.0/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', reqId: expect.any(String) });
  });
});
