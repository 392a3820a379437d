import { createPrismaClient } from '@ln/db';
import { FIXTURE_PROFILES, makeOrcid, seedId } from '@ln/seeds';
import {
  EXAMPLE_FIXTURE,
  OPENAPI_EXAMPLES,
  openApiExampleProblems,
  openApiProblems,
  readOpenApiDocument,
  type OpenApiDocument,
} from '@ln/server';
import { describe, expect, it } from 'vitest';
import { PROFILES_API_PREFIX, profilesApi } from './app.js';
import { configFromEnv, loadProfilesApiEnv } from './config/env.js';

describe('the OpenAPI document', () => {
  it('describes every route: operationId, summary, tags, security, described responses', async () => {
    const url = 'postgresql://nobody:x@127.0.0.1:1/none'; // no query is made
    const db = createPrismaClient(url);
    const { doc, routes } = await readOpenApiDocument<
      OpenApiDocument & {
        components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
      }
    >(PROFILES_API_PREFIX, (app) =>
      app.register(profilesApi, {
        prefix: PROFILES_API_PREFIX,
        config: configFromEnv(loadProfilesApiEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' })),
        db,
        searchWorker: false,
      }),
    );
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

    // Examples from the fixture profile: each parses as its route's answer, and the main
    // public reads, a publication list, a search and the error answers have one.
    const examples = openApiExampleProblems(routes);
    expect(examples.problems).toEqual([]);
    expect(examples.checked).toEqual(
      expect.arrayContaining([
        'getDetailsPerson',
        'getProfileOrcid',
        'getShortPatents',
        'getShortProjects',
        'getPublications',
        'getScientistSearchData',
      ]),
    );
    const media = (response: unknown) =>
      (response as { content: { 'application/json': { example?: unknown; examples?: object } } })
        .content['application/json'];
    expect(media(details?.responses?.['200']).example).toEqual(
      OPENAPI_EXAMPLES.responses.getDetailsPerson?.['200'],
    );
    const shared = doc.components.responses;
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'])
      expect(Object.keys(media(shared[name]).examples ?? {}), name).not.toEqual([]);
    const badRequests = Object.values(OPENAPI_EXAMPLES.errors.BadRequest ?? {}).map(
      (example) => example.value as { code: string; errors?: unknown[] },
    );
    expect(badRequests.find((e) => e.code === 'VALIDATION_ERROR')?.errors).not.toHaveLength(0);
    expect(badRequests.map((e) => e.code)).toContain('HIDDEN_PROFILE_ERROR');
    const search = doc.paths['/api/profiles-api/v1.1/public/profile/scientistSearchData']?.get as
      { parameters: { name: string; example?: unknown }[] } | undefined;
    expect(search?.parameters.find((p) => p.name === 'fullQuery')?.example).toBe('Źródłowska');

    // …and they are the seeded fixture profile `full`, not an invented one.
    const full = FIXTURE_PROFILES.find((f) => f.key === 'full')!;
    const person = OPENAPI_EXAMPLES.responses.getDetailsPerson?.['200'] as Record<string, unknown>;
    expect(EXAMPLE_FIXTURE.profileId).toBe(seedId('profile', full.index));
    expect(person).toMatchObject({
      profileId: EXAMPLE_FIXTURE.profileId,
      name: full.overrides.firstName,
      secondName: full.overrides.secondName,
      surname: full.overrides.surname,
      previousSurname: full.overrides.previousSurname,
      orcid: makeOrcid(7_000_001),
      contactData: { email: full.overrides.email, phoneNumber: full.overrides.phoneNumber },
    });
    await db.$disconnect();
  });
});
