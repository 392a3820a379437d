import { randomBytes } from 'node:crypto';
import { createPrismaClient, parsePeselKeys } from '@ln/db';
import { openApiProblems, type OpenApiDocument } from '@ln/server';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USERS_API_PREFIX, usersApi } from './app.js';

describe('the OpenAPI document of users-api', () => {
  it('describes every route: operationId, summary, tags, security, described responses', async () => {
    const url = 'postgresql://nobody:x@127.0.0.1:1/none'; // no query is made
    const db = createPrismaClient(url);
    const app = Fastify({ logger: false });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.register(usersApi, {
      prefix: USERS_API_PREFIX,
      config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
      db,
      peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
    });
    await app.ready();
    const res = await app.inject(`${USERS_API_PREFIX}/docs/json`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json() as OpenApiDocument;
    // Every route of the service (the account routes and login, session, platform).
    expect(routes.filter((r) => r.schema).length).toBeGreaterThanOrEqual(20);
    expect(openApiProblems(doc, routes)).toEqual([]);
    // The session routes take the refresh cookie, not the bearer token.
    expect(doc.paths['/api/users-api/v1.0/auth/session/refresh']?.post?.security).toEqual([
      { sessionCookie: [] },
    ]);
    expect(doc.paths['/api/users-api/v1.0/users']?.get?.security).toEqual([{ bearerAuth: [] }]);
    await app.close();
    await db.$disconnect();
  });
});
