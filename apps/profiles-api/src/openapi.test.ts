import { createPrismaClient } from '@ln/db';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROFILES_API_PREFIX, profilesApi } from './app.js';
import { configFromEnv, loadProfilesApiEnv } from './config/env.js';

describe('the OpenAPI document', () => {
  it('describes every route of the service, with a summary and its responses', async () => {
    const url = 'postgresql://nobody:x@127.0.0.1:1/none'; // no query is made
    const db = createPrismaClient(url);
    const app = Fastify({ logger: false });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.register(profilesApi, {
      prefix: PROFILES_API_PREFIX,
      config: configFromEnv(loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' })),
      db,
    });
    await app.ready();
    const res = await app.inject(`${PROFILES_API_PREFIX}/docs/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { summary?: string; responses?: Record<string, unknown> }>
      >;
    };
    expect(doc.openapi).toMatch(/^3\.1/);

    const served = routes.filter((r) => !r.url.includes('/docs'));
    expect(served.length).toBeGreaterThan(8);
    for (const route of served) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const operation = doc.paths[path]?.[method.toLowerCase()];
        expect(operation, `${method} ${path} is not documented`).toBeDefined();
        expect(operation?.summary, `${method} ${path} has no summary`).toEqual(expect.any(String));
        const responses = Object.keys(operation?.responses ?? {});
        expect(responses, `${method} ${path}`).toContain('200');
        const schema = route.schema as
          { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
        if (schema?.params || schema?.querystring || schema?.body) {
          expect(responses, `${method} ${path} documents no 400`).toContain('400');
        }
        if (path.includes('{'))
          expect(responses, `${method} ${path} documents no 404`).toContain('404');
      }
    }
    await app.close();
    await db.$disconnect();
  });
});
