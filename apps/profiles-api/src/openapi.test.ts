import { createPrismaClient } from '@ln/db';
import { openApiProblems, type OpenApiDocument } from '@ln/server';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROFILES_API_PREFIX, profilesApi } from './app.js';
import { configFromEnv, loadProfilesApiEnv } from './config/env.js';

describe('the OpenAPI document', () => {
  it('describes every route: operationId, summary, tags, security, described responses', async () => {
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
      searchWorker: false,
    });
    await app.ready();
    const res = await app.inject(`${PROFILES_API_PREFIX}/docs/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDocument & {
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(routes.filter((r) => r.schema).length).toBeGreaterThan(50);
    expect(openApiProblems(doc, routes)).toEqual([]);

    // Named components, referenced: the envelope once, the profile under its contract name.
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorEnvelope', 'PersonDetails', 'Uuid']),
    );
    const details =
      doc.paths['/api/profiles-api/v1.3/public/profile/{profileId}/detailsPerson']?.get;
    expect(details?.responses?.['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PersonDetails' } } },
    });
    // A public read that a session enriches; an owner route that needs one.
    expect(details?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(
      doc.paths['/api/profiles-api/v1.3/profile/{profileId}/shortPerson']?.get?.security,
    ).toEqual([{ bearerAuth: [] }]);
    expect(
      doc.paths['/api/profiles-api/v1.1/public/profile/scientistSearchData']?.get?.security,
    ).toEqual([]);
    await app.close();
    await db.$disconnect();
  });
});
