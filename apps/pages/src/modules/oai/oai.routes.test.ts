// OAI-PMH 2.0 at /oai (decision 045), verb by verb and error by error, against the seeded
// database on PostgreSQL; each answer validated against the OAI-PMH, oai_dc and CERIF schemas.
import { createPrismaClient, withClient, type Db } from '@ln/db';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { eventually } from '@ln/testing/eventually';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeToken } from './oai.fns.js';
import { createOaiRepository } from './oai.repository.js';
import { oaiRoutes } from './oai.routes.js';
import { createOaiService } from './oai.service.js';
import { SCHEMA_DIR, schemaErrors, schemasPresent, wellFormed } from './testing/xml-schemas.js';

const ORIGIN = 'https://ludzie.example';
const HOST = 'ludzie.example';
// Fixture profiles of every seed (seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const HIDDEN = 'c16f7855-38f9-4d6a-a56b-6a18d5853004';
const PAGE = 25;

let database: SeededDatabase;
let db: Db;
let app: FastifyInstance;
let hiddenNames: { firstName: string; surname: string };

beforeAll(async () => {
  database = await createSeededDatabase({ profiles: 40 });
  db = createPrismaClient(database.url, { max: 2 });
  app = Fastify();
  const service = createOaiService({
    repo: createOaiRepository(db),
    publicOrigin: ORIGIN,
    adminEmail: 'opendata@ludzie.example',
    pageSize: PAGE,
  });
  await app.register(oaiRoutes, { service });
  hiddenNames = await withClient(database.url, async (client) => {
    const { rows } = await client.query<{ first_name: string; surname: string }>(
      'SELECT first_name, surname FROM profile WHERE id = $1',
      [HIDDEN],
    );
    return { firstName: rows[0]!.first_name, surname: rows[0]!.surname };
  });
});
afterAll(async () => {
  await app?.close();
  await db?.$disconnect();
  await database?.drop();
});

async function oai(query: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/oai?${query}` });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/xml; charset=utf-8');
  return answer.body;
}

/** The answer, after checking it against the schemas (well-formedness alone without them). */
async function valid(query: string): Promise<string> {
  const xml = await oai(query);
  expect(await (schemasPresent ? schemaErrors(xml) : wellFormed(xml))).toEqual([]);
  return xml;
}

const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1] ?? null;
const tokenOf = (xml: string) =>
  /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(xml)?.[1] ?? null;
const identifiers = (xml: string) =>
  [...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1]!);

/** Every page of a list, following its tokens. */
async function harvest(query: string, between?: (page: number) => Promise<void>) {
  const pages: string[] = [];
  let xml = await valid(query);
  pages.push(xml);
  let token = tokenOf(xml);
  while (token) {
    await between?.(pages.length);
    xml = await valid(
      `verb=${/verb=(\w+)/.exec(query)![1]}&resumptionToken=${encodeURIComponent(token)}`,
    );
    pages.push(xml);
    token = tokenOf(xml);
  }
  return pages;
}

it('runs its schema checks with the published schemas, or says where they are missing', () => {
  // The schemas are public files (docs/open-data.md); without them only well-formedness is checked.
  if (!schemasPresent) console.warn(`XML schemas not found in ${SCHEMA_DIR}: well-formedness only`);
  expect(typeof schemasPresent).toBe('boolean');
});

describe('the verbs', () => {
  it('Identify declares the repository, its granularity and its deleted-record policy', async () => {
    const xml = await valid('verb=Identify');
    expect(xml).toContain(`<baseURL>${ORIGIN}/oai</baseURL>`);
    expect(xml).toContain('<protocolVersion>2.0</protocolVersion>');
    expect(xml).toContain('<deletedRecord>persistent</deletedRecord>');
    expect(xml).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(xml).toContain(`<repositoryIdentifier>${HOST}</repositoryIdentifier>`);
    expect(xml).toMatch(/<earliestDatestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/earliestDatestamp>/);
  });

  it('ListMetadataFormats names oai_dc and the CERIF of the Guidelines, for the repository and for one item', async () => {
    for (const query of [
      'verb=ListMetadataFormats',
      `verb=ListMetadataFormats&identifier=oai:${HOST}:Persons/${FULL}`,
    ]) {
      const xml = await valid(query);
      expect(xml).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
      expect(xml).toContain('<metadataPrefix>oai_cerif_openaire</metadataPrefix>');
    }
  });

  it('ListSets gives the OpenAIRE sets and the disciplines below the publications', async () => {
    const xml = await valid('verb=ListSets');
    for (const spec of [
      'openaire_cris_persons',
      'openaire_cris_orgunits',
      'openaire_cris_publications',
      'openaire_cris_projects',
      'openaire_cris_patents',
      'openaire_cris_products',
    ])
      expect(xml).toContain(`<setSpec>${spec}</setSpec>`);
    expect(xml).toMatch(/<setSpec>openaire_cris_publications:DS\d{6}N<\/setSpec>/);
  });

  it('GetRecord gives each kind in both formats; a hidden profile is a deleted header only', async () => {
    const ids = await withClient(database.url, async (client) => {
      const one = async (sql: string) => (await client.query<{ id: string }>(sql)).rows[0]!.id;
      return {
        OrgUnits: await one('SELECT id FROM institution ORDER BY id LIMIT 1'),
        Publications: await one(
          `SELECT publication_id AS id FROM publication_author WHERE profile_id = '${FULL}' ORDER BY 1 LIMIT 1`,
        ),
        Projects: await one(
          `SELECT project_id AS id FROM project_person WHERE profile_id = '${FULL}' ORDER BY 1 LIMIT 1`,
        ),
        Patents: await one(
          `SELECT property_id AS id FROM industrial_property_creator WHERE profile_id = '${FULL}' ORDER BY 1 LIMIT 1`,
        ),
        Persons: FULL,
      };
    });
    const element = {
      Persons: 'Person',
      OrgUnits: 'OrgUnit',
      Publications: 'Publication',
      Projects: 'Project',
      Patents: 'Patent',
    };
    for (const [kind, id] of Object.entries(ids)) {
      const cerif = await valid(
        `verb=GetRecord&metadataPrefix=oai_cerif_openaire&identifier=oai:${HOST}:${kind}/${id}`,
      );
      expect(cerif).toContain(
        `<${element[kind as keyof typeof element]} xmlns="https://www.openaire.eu/cerif-profile/1.2/" id="${kind}/${id}">`,
      );
      const dc = await valid(
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:${kind}/${id}`,
      );
      expect(dc).toContain('<oai_dc:dc');
    }
    const hidden = await valid(
      `verb=GetRecord&metadataPrefix=oai_cerif_openaire&identifier=oai:${HOST}:Persons/${HIDDEN}`,
    );
    expect(hidden).toContain('<header status="deleted">');
    expect(hidden).not.toContain('<metadata>');
    expect(hidden).not.toContain(hiddenNames.surname);
  });

  it('accepts POST with the arguments as a form', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_orgunits',
    });
    expect(answer.statusCode).toBe(200);
    expect(identifiers(answer.body).length).toBeGreaterThan(0);
  });
});

describe('a whole harvest', () => {
  it('pages with tokens, cursor and completeListSize, no record twice, nothing of a hidden profile', async () => {
    const pages = await harvest('verb=ListRecords&metadataPrefix=oai_cerif_openaire');
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.flatMap(identifiers);
    expect(new Set(all).size).toBe(all.length);
    const size = Number(/completeListSize="(\d+)"/.exec(pages[0]!)![1]);
    expect(all.length).toBe(size);
    pages.forEach((page, index) => expect(page).toContain(`cursor="${index * PAGE}"`));
    expect(pages.at(-1)).toMatch(
      /<resumptionToken completeListSize="\d+" cursor="\d+"><\/resumptionToken>/,
    );
    const xml = pages.join('');
    // The hidden profile is its deleted header, and no record links it or names it as itself.
    expect(xml.split(HIDDEN).length - 1).toBe(1);
    expect(xml).toContain(
      `<header status="deleted"><identifier>oai:${HOST}:Persons/${HIDDEN}</identifier>`,
    );
    expect(xml).not.toContain(
      `<FamilyNames>${hiddenNames.surname}</FamilyNames><FirstNames>${hiddenNames.firstName}</FirstNames></PersonName><ORCID`,
    );
    for (const kind of ['Persons', 'OrgUnits', 'Publications', 'Projects', 'Patents'])
      expect(all.some((id) => id.startsWith(`oai:${HOST}:${kind}/`))).toBe(true);
  });

  it('stays stable while records change: what changes meanwhile waits for the next harvest', async () => {
    const before = await harvest(
      'verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_persons',
    );
    const listed = before.flatMap(identifiers);
    const first = listed[0]!.split('/')[1]!;
    const last = listed.at(-1)!.split('/')[1]!;
    let responseDate = '';
    const during = await harvest(
      'verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_persons',
      async (page) => {
        if (page !== 1) return;
        // One already harvested and one not yet: both change after the harvest began.
        await withClient(database.url, (client) =>
          client.query(
            `UPDATE profile SET about_me = coalesce(about_me, '') || '.' WHERE id = ANY ($1::uuid[])`,
            [[first, last]],
          ),
        );
      },
    );
    responseDate = /<responseDate>([^<]+)</.exec(during[0]!)![1]!;
    const seen = during.flatMap(identifiers);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(`oai:${HOST}:Persons/${first}`);
    expect(seen).not.toContain(`oai:${HOST}:Persons/${last}`);
    // The next harvest, from this one's responseDate, has both.
    // (once their second is over: a list ends before the current second, decision 045).
    await eventually(async () => {
      const next = await oai(
        `verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_persons&from=${responseDate}`,
      );
      expect(identifiers(next)).toEqual(
        expect.arrayContaining([`oai:${HOST}:Persons/${first}`, `oai:${HOST}:Persons/${last}`]),
      );
      return true;
    });
  });

  it('hiding a profile turns its record into a deleted header and restamps what linked it', async () => {
    const anyone = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `SELECT p.id FROM profile p WHERE NOT p.hidden AND p.id <> $1
            AND EXISTS (SELECT 1 FROM publication_author a WHERE a.profile_id = p.id) ORDER BY p.id LIMIT 1`,
        [FULL],
      );
      await client.query('UPDATE profile SET hidden = true WHERE id = $1', [rows[0]!.id]);
      return rows[0]!.id;
    });
    const xml = await valid(
      `verb=GetRecord&metadataPrefix=oai_cerif_openaire&identifier=oai:${HOST}:Persons/${anyone}`,
    );
    expect(xml).toContain('<header status="deleted">');
    const records = (
      await harvest(
        'verb=ListRecords&metadataPrefix=oai_cerif_openaire&set=openaire_cris_publications',
      )
    ).join('');
    expect(records).not.toContain(`Persons/${anyone}`);
    await withClient(database.url, (client) =>
      client.query('UPDATE profile SET hidden = false WHERE id = $1', [anyone]),
    );
  });

  it('selects by set, by discipline and by datestamps', async () => {
    const discipline = /<setSpec>(openaire_cris_publications:DS\d{6}N)<\/setSpec>/.exec(
      await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_publications'),
    )![1]!;
    const inDiscipline = await valid(
      `verb=ListIdentifiers&metadataPrefix=oai_dc&set=${discipline}`,
    );
    expect(identifiers(inDiscipline).every((id) => id.includes(':Publications/'))).toBe(true);
    expect(inDiscipline.match(/<header>/g)!.length).toBe(
      inDiscipline.split(`<setSpec>${discipline}</setSpec>`).length - 1,
    );
    expect(errorCode(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01'))).toBe(
      'noRecordsMatch',
    );
    expect(
      errorCode(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&until=1999-12-31')),
    ).toBe('noRecordsMatch');
    expect(
      errorCode(
        await oai(
          'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01&until=2999-01-01T00:00:00Z',
        ),
      ),
    ).toBe('badArgument');
    expect(
      identifiers(
        await oai(
          'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01T00:00:00Z&set=openaire_cris_orgunits',
        ),
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('every error, each for its case', () => {
  const cases: Array<[string, string]> = [
    ['', 'badVerb'],
    ['verb=Harvest', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&set=x', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T00:00:00.000Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&resumptionToken=bm90LWEtdG9rZW4', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=x', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    [
      `verb=GetRecord&metadataPrefix=mods&identifier=oai:${HOST}:Persons/${FULL}`,
      'cannotDisseminateFormat',
    ],
    [
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:Persons/00000000-0000-4000-8000-000000000000`,
      'idDoesNotExist',
    ],
    [
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.example:Persons/${FULL}`,
      'idDoesNotExist',
    ],
    ['verb=ListMetadataFormats&identifier=oai:x:y', 'idDoesNotExist'],
    [`verb=ListMetadataFormats&identifier=oai:${HOST}:Persons/${HIDDEN}`, 'noMetadataFormats'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=openaire_cris_events', 'noRecordsMatch'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=no_such_set', 'noRecordsMatch'],
    [
      'verb=ListRecords&metadataPrefix=oai_dc&set=openaire_cris_persons:DS010101N',
      'noSetHierarchy',
    ],
    [
      'verb=ListIdentifiers&metadataPrefix=oai_dc&set=openaire_cris_publications:DS010101N:x',
      'noSetHierarchy',
    ],
  ];
  it.each(cases)('%s → %s', async (query, code) => {
    const xml = await valid(query);
    expect(errorCode(xml)).toBe(code);
    // badVerb and badArgument echo no arguments in <request>.
    if (code === 'badVerb' || code === 'badArgument')
      expect(xml).toContain(`<request>${ORIGIN}/oai</request>`);
  });

  it('an expired token is badResumptionToken', async () => {
    const token = encodeToken({
      verb: 'ListRecords',
      prefix: 'oai_dc',
      set: null,
      from: null,
      before: new Date().toISOString(),
      after: null,
      cursor: 0,
      completeListSize: 1,
      expires: new Date(Date.now() - 1000).toISOString(),
    });
    const xml = await valid(`verb=ListRecords&resumptionToken=${token}`);
    expect(errorCode(xml)).toBe('badResumptionToken');
    expect(xml).toContain('expired');
  });
});
