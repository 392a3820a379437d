import { randomBytes } from 'node:crypto';
import { isValidPesel, parsePeselKeys } from '@ln/pesel';
import { createPrismaClient } from '@ln/db';
import { PERSONAS, seedId } from '@ln/seeds';
import {
  EXAMPLE_FIXTURE,
  OPENAPI_EXAMPLES,
  openApiExampleProblems,
  openApiProblems,
  readOpenApiDocument,
} from '@ln/server';
import { describe, expect, it } from 'vitest';
import { USERS_API_PREFIX, usersApi } from './app.js';

describe('the OpenAPI document of users-api', () => {
  it('describes every route: operationId, summary, tags, security, described responses', async () => {
    const db = createPrismaClient('postgresql://nobody:x@127.0.0.1:1/none'); // no query is made
    const { doc, routes } = await readOpenApiDocument(USERS_API_PREFIX, (app) =>
      app.register(usersApi, {
        prefix: USERS_API_PREFIX,
        config: { environment: 'test', logLevel: 'silent', helpdeskUrl: 'https://pomoc.example/' },
        db,
        peselKeys: parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex')),
      }),
    );
    // Every route of the service (the account routes and login, session, platform).
    expect(routes.filter((r) => r.schema).length).toBeGreaterThanOrEqual(20);
    expect(openApiProblems(doc, routes)).toEqual([]);
    // The session routes take the refresh cookie, not the bearer token.
    expect(doc.paths['/api/users-api/v1.0/auth/session/refresh']?.post?.security).toEqual([
      { sessionCookie: [] },
    ]);
    expect(doc.paths['/api/users-api/v1.0/users']?.get?.security).toEqual([{ bearerAuth: [] }]);

    // The own account's example: the owner of the fixture profile, parsed as the route's
    // answer, and never a PESEL (rule: it leaves users-api only to its owner).
    const examples = openApiExampleProblems(routes);
    expect(examples.problems).toEqual([]);
    expect(examples.checked).toContain('getAuthUser');
    const user = doc.paths['/api/users-api/v1.0/auth/user']?.get?.responses?.['200'] as
      { content: { 'application/json': { example: Record<string, unknown> } } } | undefined;
    const owner = PERSONAS.findIndex((p) => p.key === 'owner');
    expect(user?.content['application/json'].example).toMatchObject({
      userId: seedId('user', owner),
      profileId: EXAMPLE_FIXTURE.profileId,
      firstname: PERSONAS[owner]?.firstName,
      lastname: PERSONAS[owner]?.surname,
      email: PERSONAS[owner]?.email,
      pesel: null,
    });
    // No PESEL anywhere in the examples of either document (11 digits with its checksum).
    const runs = JSON.stringify(OPENAPI_EXAMPLES).match(/(?<!\d)\d{11}(?!\d)/g) ?? [];
    expect(runs.filter(isValidPesel)).toEqual([]);
    await db.$disconnect();
  });
});
