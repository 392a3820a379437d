import { hashPesel, parsePeselKeys } from '@ln/pesel';
import { DEV_PBN_APP, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RegistryHttpError } from '../http.js';
import { createPbnClient, type PbnListPage } from './pbn.client.js';
import { mapPbnPerson, mapPbnPublication } from './pbn.mapper.js';

// The PBN client against the stand-in over real HTTP (docs/registries.md, "PBN").
const PEOPLE = 150;
let standIns: RunningStandIns;
let sleeps: number[];
const keys = parsePeselKeys('11'.repeat(32), '22'.repeat(32));

beforeAll(async () => {
  standIns = await startStandIns({ people: PEOPLE });
});
afterAll(async () => {
  await standIns?.close();
});
beforeEach(async () => {
  sleeps = [];
  await fetch(`${standIns.url}/_control/reset`, { method: 'POST' });
});

const client = (credentials = { appId: DEV_PBN_APP.id, appToken: DEV_PBN_APP.token }) =>
  createPbnClient({
    baseUrl: `${standIns.url}/pbn`,
    credentials,
    http: { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 },
  });

async function first<T>(pages: AsyncIterable<PbnListPage<T>>) {
  for await (const page of pages) return page;
  throw new Error('no page');
}

async function all<T>(pages: AsyncIterable<PbnListPage<T>>) {
  const out: PbnListPage<T>[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

const control = (path: string, body: unknown, method = 'POST') =>
  fetch(`${standIns.url}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PBN', () => {
  it('refuses an application it does not know, and the client does not retry it', async () => {
    const wrong = () => client({ appId: DEV_PBN_APP.id, appToken: 'wrong' }).publications();
    await expect(all(wrong())).rejects.toMatchObject({ status: 403 });
    await expect(all(wrong())).rejects.toBeInstanceOf(RegistryHttpError);
    await expect(
      all(client({ appId: 'someone', appToken: DEV_PBN_APP.token }).people()),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(sleeps).toEqual([]);
  });

  it('pages through every publication, and resumes at a checkpoint where it stopped', async () => {
    const pages = await all(client().publications({ pageSize: 400 }));
    const ids = pages.flatMap((p) => p.records.map((r) => r.mongoId));
    expect(ids.length).toBe(pages[0]!.totalElements);
    expect(new Set(ids).size).toBe(ids.length);

    const resumed = await all(
      client().publications({ pageSize: 400, fromPage: pages[2]!.checkpoint! }),
    );
    expect(resumed.flatMap((p) => p.records.map((r) => r.mongoId))).toEqual(ids.slice(3 * 400));
    expect(pages.at(-1)!.checkpoint).toBeNull();
  });

  it('maps a publication with its authors in order, journal and normalised DOI', async () => {
    const page = await first(client().publications({ pageSize: 5 }));
    const record = mapPbnPublication(page!.records[0]!, page!.fetchedAt);
    expect(record).toMatchObject({
      source: 'PBN',
      kind: 'publication',
      sourceId: page!.records[0]!.mongoId,
    });
    // Person 0's first work: the seed's title and DOI (seeds/src/generate/publications.ts addPublication).
    expect(record.data.doi).toMatch(/^10\.5555\/ln\.\d{4}\.0\.0$/);
    expect(record.data.authors[0]).toMatchObject({ position: 0 });
    expect(record.data.authors.some((a) => a.lastName === 'Źródłowska')).toBe(true);
    expect(record.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists only what changed since a run, and a deleted work under DELETED', async () => {
    const since = new Date();
    const changed = (await (
      await control('/pbn/publications/7/1', { title: 'Nowy tytuł' }, 'PUT')
    ).json()) as { lastModifiedDate: string };
    expect((await control('/pbn/publications/8/0', {}, 'DELETE')).status).toBe(200);
    // Since before the registry's own works: everything.
    const everything = await first(client().publications({ modifiedSince: new Date(0) }));
    expect(everything.totalElements).toBeGreaterThan(2);
    const recent = await all(
      client().publications({ modifiedSince: new Date(Date.parse(changed.lastModifiedDate) - 1) }),
    );
    const titles = recent.flatMap((p) =>
      p.records.map((r) => mapPbnPublication(r, since).data.title),
    );
    expect(titles).toEqual(['Nowy tytuł']);
    const deleted = await all(client().publications({ status: 'DELETED' }));
    expect(
      deleted.flatMap((p) => p.records.map((r) => mapPbnPublication(r, since).data.status)),
    ).toEqual(['DELETED']);
  });

  it("links a person by the keyed hash of PBN's PESEL, which the record never holds", async () => {
    const page = await first(client().people({ pageSize: 20 }));
    const raw = page!.records[4]!;
    const pesel = raw.versions[0]!.object!.externalIdentifiers!.PESEL!;
    const record = mapPbnPerson(raw, page!.fetchedAt, { peselHashKey: keys.hashKey });
    expect(record.data.peselHash).toBe(hashPesel(pesel, keys).toString('hex'));
    expect(JSON.stringify(record)).not.toContain(pesel);
    expect(record.data.polonUid).toMatch(/^[0-9A-F]{40}$/);
    // Without the key, no link (and still no PESEL).
    expect(mapPbnPerson(raw, new Date(), { peselHashKey: null }).data.peselHash).toBeNull();
  });

  it('honours 429 Retry-After and retries a 5xx', async () => {
    await control('/faults', {
      source: 'pbn',
      script: [{ status: 429, retryAfterSeconds: 3 }, { status: 502 }],
    });
    const pages = await all(client().journals({ pageSize: 1000 }));
    expect(pages[0]!.records.length).toBeGreaterThan(10);
    // Retry-After first; then the backoff of a second attempt (random() = 0.5 of 1,000 ms).
    expect(sleeps).toEqual([3_000, 500]);
  });
});
