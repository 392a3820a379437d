import { randomBytes } from 'node:crypto';
import { createPrismaClient, parsePeselKeys } from '@ln/db';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USERS_API_PREFIX, usersApi } from '../../app.js';

/** The account routes (user, terms, admin, helpdesk) as users-api's OpenAPI document shows them. */
const ACCOUNT_ROUTES = /\/(v1\.[01]\/(user|users|auditLog|terms|public\/terms)\b|helpdesk$)/;

describe('the OpenAPI document of the account routes', () => {
  it('describes each with a summary, its answer, 400 for input and 404 for ids', async () => {
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
    const doc = res.json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: object }>>;
    };
    const served = routes.filter((r) => ACCOUNT_ROUTES.test(r.url) && r.method !== 'HEAD');
    expect(served.length).toBeGreaterThanOrEqual(15);
    for (const route of served) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const operation = doc.paths[path]?.[method.toLowerCase()];
        expect(operation?.summary, `${method} ${path}`).toEqual(expect.any(String));
        const responses = Object.keys(operation?.responses ?? {});
        expect(responses, `${method} ${path}`).toContain('200');
        const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown };
        if (schema?.params || schema?.querystring || schema?.body)
          expect(responses, `${method} ${path} documents no 400`).toContain('400');
        if (path.includes('{'))
          expect(responses, `${method} ${path} documents no 404`).toContain('404');
        // Protected routes document 401 (every one but the public terms and the helpdesk link).
        if (!/public\/terms|helpdesk/.test(path))
          expect(responses, `${method} ${path} documents no 401`).toContain('401');
      }
    }
    await app.close();
    await db.$disconnect();
  });
});
