import { withClient } from '@ln/db';
import { hashPesel } from '@ln/pesel';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandIns, DEV_PBN_APP } from './app.js';

// The registries hold the seeded people and works (docs/registries.md, "Stand-ins"): a sync
// over a seeded database finds each person and work by its registry id, with the same data.
const PEOPLE = 40;
let database: SeededDatabase;
let standIns: Awaited<ReturnType<typeof buildStandIns>>;

beforeAll(async () => {
  database = await createSeededDatabase({ profiles: PEOPLE });
  standIns = await buildStandIns({ people: PEOPLE });
});
afterAll(async () => {
  await standIns?.app.close();
  await database?.drop();
});

const get = async <T>(url: string, headers: Record<string, string> = {}) =>
  (await standIns.app.inject({ url, headers })).json<T>();
const pbnHeaders = { 'x-app-id': DEV_PBN_APP.id, 'x-app-token': DEV_PBN_APP.token };

interface Employee {
  id: string;
  personalData: { firstName: string; lastName: string };
  employments: Array<{ employingInstitutionUuid: string; startDate: string }>;
  calculatedEduLevel: string;
}

describe('the stand-ins serve the seeded people', () => {
  it('with their POL-on uid, names, degree level and current employment', async () => {
    const answer = await get<{ results: Employee[] }>(
      '/radon/opendata/polon/employees?resultNumbers=100',
    );
    const byId = new Map(answer.results.map((r) => [r.id, r]));
    const profiles = await withClient(
      database.url,
      async (client) =>
        (
          await client.query<{
            polon_id: string;
            first_name: string;
            surname: string;
            calculated_edu_level: string;
            external_id: string | null;
            start_date: string | null;
          }>(
            `SELECT p.polon_id, p.first_name, p.surname, p.calculated_edu_level, i.external_id,
                  to_char(e.start_date, 'YYYY-MM-DD') AS start_date
             FROM profile p
             LEFT JOIN employment e ON e.profile_id = p.id AND e.status = 'CURRENT'
             LEFT JOIN institution i ON i.id = e.institution_id`,
          )
        ).rows,
    );
    expect(profiles).toHaveLength(PEOPLE);
    for (const profile of profiles) {
      const employee = byId.get(profile.polon_id);
      expect(employee, profile.polon_id).toBeDefined();
      expect(employee!.personalData).toMatchObject({
        firstName: profile.first_name,
        lastName: profile.surname,
      });
      expect(employee!.calculatedEduLevel).toBe(profile.calculated_edu_level);
      if (profile.start_date)
        expect(employee!.employments[0]).toMatchObject({
          employingInstitutionUuid: profile.external_id,
          startDate: profile.start_date,
        });
    }
  });

  it("and PBN's people carry the PESEL whose keyed hash the seeded profile holds", async () => {
    const answer = await get<{
      content: Array<{
        versions: Array<{ object: { polonUid: string; externalIdentifiers: { PESEL: string } } }>;
      }>;
    }>(`/pbn/api/v1/person/page?size=${PEOPLE}`, pbnHeaders);
    const hashes = await withClient(
      database.url,
      async (client) =>
        new Map(
          (
            await client.query<{ polon_id: string; h: string }>(
              `SELECT polon_id, encode(pesel_hash, 'hex') AS h FROM profile`,
            )
          ).rows.map((r) => [r.polon_id, r.h]),
        ),
    );
    for (const person of answer.content) {
      const { polonUid, externalIdentifiers } = person.versions[0]!.object;
      expect(hashPesel(externalIdentifiers.PESEL, database.peselKeys).toString('hex')).toBe(
        hashes.get(polonUid),
      );
    }
  });

  it("and PBN's works are the seeded PBN versions, with the same title, year, DOI and journal", async () => {
    const answer = await get<{
      content: Array<{
        mongoId: string;
        versions: Array<{
          object: { title: string; year: number; doi: string | null; journal?: { title: string } };
        }>;
      }>;
      totalElements: number;
    }>('/pbn/api/v1/publications/page?size=1000', pbnHeaders);
    expect(answer.content.length).toBe(answer.totalElements);
    const works = new Map(answer.content.map((w) => [w.mongoId, w.versions[0]!.object]));
    const versions = await withClient(
      database.url,
      async (client) =>
        (
          await client.query<{
            external_id: string;
            title: string;
            year: number;
            doi: string | null;
            journal: string | null;
          }>(
            `SELECT v.external_id, v.title, v.year, v.doi, v.data #>> '{articleSource,journal,title}' AS journal
             FROM publication_version v WHERE v.kind = 'PBN'`,
          )
        ).rows,
    );
    expect(versions.length).toBeGreaterThan(100);
    for (const version of versions) {
      const work = works.get(version.external_id);
      expect(work, version.external_id).toBeDefined();
      expect(work).toMatchObject({ title: version.title, year: version.year, doi: version.doi });
      // The journal is drawn after the co-authors: equal only if the co-author draws replay.
      if (version.journal) expect(work!.journal?.title).toBe(version.journal);
    }
  });
});

describe("the stand-ins' faults", () => {
  it("answer RAD-on's POST after its body is read (a retry on the connection does not hang)", async () => {
    // A body it cannot read is refused before a scripted fault is taken: the fault comes
    // after the body, so no answer leaves a request's body unread on the connection.
    standIns.state.faults.radon.push({ status: 503 });
    const post = (payload: string) =>
      standIns.app.inject({
        method: 'POST',
        url: '/radon/opendata/scientist/search',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{not json')).statusCode).toBe(400);
    const body = JSON.stringify({ resultNumbers: 1, token: null, body: {} });
    expect((await post(body)).statusCode).toBe(503);
    expect((await post(body)).statusCode).toBe(200);
  });
});
