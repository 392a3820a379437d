import { startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RegistryUnavailableError } from '../http.js';
import { createRadonClient, type RadonRead } from './radon.client.js';
import { mapRadonEmployee, mapRadonScientist } from './radon.mapper.js';

// The RAD-on client against the stand-in over real HTTP (docs/registries.md). 1,000 people;
// three in a row share one lastRefresh, so a page of 100 ends inside a group.
const PEOPLE = 1_000;
let standIns: RunningStandIns;
let strict: RunningStandIns;
let sleeps: number[];

beforeAll(async () => {
  [standIns, strict] = await Promise.all([
    startStandIns({ people: PEOPLE }),
    startStandIns({ people: PEOPLE, strictTokens: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([standIns?.close(), strict?.close()]);
});
beforeEach(async () => {
  sleeps = [];
  await fetch(`${standIns.url}/_control/reset`, { method: 'POST' });
});

const client = (url = standIns.url, maxRetries = 6) =>
  createRadonClient({
    baseUrl: `${url}/radon`,
    http: { maxRetries, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 },
  });

async function all<T>(read: RadonRead<T>) {
  const records: T[] = [];
  let checkpoint: string | null = null;
  for await (const page of read) {
    records.push(...page.records);
    checkpoint = page.checkpoint;
  }
  return { records, checkpoint };
}

const control = (path: string, body: unknown, method = 'POST') =>
  fetch(`${standIns.url}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the time cursor', () => {
  it('loses records that share a lastRefresh across a page end when read by its token alone', async () => {
    // What a reader that follows pagination.token sees: the stand-in has the quirk.
    const ids = new Set<string>();
    let token: string | null = null;
    for (;;) {
      const query: string = token ? `&token=${encodeURIComponent(token)}` : '';
      const answer = (await (
        await fetch(`${standIns.url}/radon/opendata/polon/employees?resultNumbers=100${query}`)
      ).json()) as {
        results: Array<{ id: string }>;
        pagination: { token: string; maxCount: number };
      };
      if (answer.results.length === 0) break;
      for (const r of answer.results) ids.add(r.id);
      token = answer.pagination.token;
    }
    expect(ids.size).toBeLessThan(PEOPLE);
  });

  it('gives every record once: it reads the last instant again and merges by id', async () => {
    const read = client().employees({ pageSize: 100 });
    const { records } = await all(read);
    expect(records).toHaveLength(PEOPLE);
    expect(new Set(records.map((r) => r.id)).size).toBe(PEOPLE);
    expect(read.stats).toMatchObject({ missing: 0, extraPasses: 0 });
  });

  it('reads again with another page size when the registry refuses tokens it did not issue', async () => {
    const read = client(strict.url).employees({ pageSize: 100 });
    const { records } = await all(read);
    expect(new Set(records.map((r) => r.id)).size).toBe(PEOPLE);
    expect(records).toHaveLength(PEOPLE);
    expect(read.stats.extraPasses).toBeGreaterThan(0);
    expect(read.stats.missing).toBe(0);
  });

  it('reads the scientist register the same way, with the ORCID iD the employees lack', async () => {
    const { records } = await all(client().scientists({ pageSize: 100 }));
    expect(new Set(records.map((r) => r.personalData.id)).size).toBe(PEOPLE);
    const full = records.find((r) => r.personalData.lastName === 'Źródłowska')!;
    expect(mapRadonScientist(full, new Date()).data.orcid).toMatch(
      /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/,
    );
    const employee = (await all(client().employees({ pageSize: 10 }))).records.find(
      (r) => r.id === full.personalData.id,
    )!;
    expect(mapRadonEmployee(employee, new Date()).data.orcid).toBeUndefined();
  });

  it('resumes from a checkpoint with only what was refreshed since, a changed employment included', async () => {
    const first = await all(client().employees({ pageSize: 100 }));
    const before = first.records.find((r) => r.personalData.lastName === 'Zalewski')!;
    const index = 4; // the fixture 'blocked-owner' (seeds/src/personas.ts)
    const moved = {
      startDate: '2026-11-15',
      employingInstitutionName: 'Uniwersytet Warszawski',
      employingInstitutionUuid: before.employments![0]!.employingInstitutionUuid,
      basicPlaceOfWork: 'Tak',
      declaredDisciplines: before.employments![0]!.declaredDisciplines,
    };
    expect((await control(`/radon/people/${index}`, { employments: [moved] }, 'PUT')).status).toBe(
      200,
    );

    const next = await all(client().employees({ pageSize: 100, from: first.checkpoint }));
    expect(next.records.map((r) => r.id)).toEqual([before.id]);
    const was = mapRadonEmployee(before, new Date());
    const now = mapRadonEmployee(next.records[0]!, new Date());
    expect(now.data.employments[0]).toMatchObject({
      startDate: '2026-11-15',
      mainPlaceOfWork: true,
    });
    expect(now.contentHash).not.toBe(was.contentHash);
    // An unchanged record hashes alike on every read.
    const again = await all(client().employees({ pageSize: 100 }));
    const other = (r: { id: string }) => r.id === first.records[10]!.id;
    expect(mapRadonEmployee(again.records.find(other)!, new Date()).contentHash).toBe(
      mapRadonEmployee(first.records.find(other)!, new Date()).contentHash,
    );
  });

  it('reads nothing from an emptied source', async () => {
    await control('/radon/empty', {});
    const read = client().employees();
    expect((await all(read)).records).toEqual([]);
    expect(read.stats.missing).toBe(0);
  });
});

describe('limits and failures', () => {
  it('waits as long as a 429 Retry-After says, then goes on', async () => {
    await control('/faults', { source: 'radon', script: [{ status: 429, retryAfterSeconds: 7 }] });
    const { records } = await all(client().institutions());
    expect(records.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([7_000]);
  });

  it('retries 5xx with growing backoff, and gives up after its retries', async () => {
    await control('/faults', {
      source: 'radon',
      script: [{ status: 503 }, { status: 500 }, { status: 502 }],
    });
    expect((await all(client().institutions())).records.length).toBeGreaterThan(0);
    // random() = 0.5: half of 500, 1000, 2000 ms.
    expect(sleeps).toEqual([250, 500, 1_000]);

    sleeps = [];
    await control('/faults', {
      source: 'radon',
      script: [{ status: 503 }, { status: 503 }, { status: 503 }],
    });
    await expect(all(client(standIns.url, 2).institutions())).rejects.toBeInstanceOf(
      RegistryUnavailableError,
    );
    expect(sleeps).toHaveLength(2);
  });

  it('retries a 503 on the scientist search POST and gets the answer', async () => {
    // The stand-in answers a fault after it has read the body: answered before, the retry on
    // the same kept-alive connection can wait for an answer that never comes. The attempt's
    // timeout is low, so such a wait fails the test (an attempt timed out is a third failure)
    // instead of taking 30 s.
    const { records } = await all(client().scientists({ pageSize: 5 }));
    const uid = records[0]!.personalData.id;
    await control('/faults', { source: 'radon', script: [{ status: 503 }, { status: 503 }] });
    const quick = createRadonClient({
      baseUrl: `${standIns.url}/radon`,
      http: { timeoutMs: 3_000, maxRetries: 2, sleep: async (ms) => void sleeps.push(ms) },
    });
    expect((await quick.scientist(uid))?.personalData.id).toBe(uid);
    expect(sleeps).toHaveLength(2);
  });
});
