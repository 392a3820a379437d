import { DEV_ORCID_CLIENT, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RegistryHttpError, type RetryEvent } from '../http.js';
import { createOrcidClient, OrcidRecordUnavailableError } from './orcid.client.js';

// The ORCID client against the stand-in over real HTTP (docs/registries.md, "ORCID").
let standIns: RunningStandIns;
let retries: RetryEvent[];
// The fixture profile 3's ORCID iD (seeds: makeOrcid(7_000_003); persona orcid-owner).
const OWNER = '0000-0010-7000-0036';

beforeAll(async () => {
  standIns = await startStandIns({ people: 40 });
});
afterAll(async () => {
  await standIns?.close();
});
beforeEach(async () => {
  retries = [];
  await fetch(`${standIns.url}/_control/reset`, { method: 'POST' });
});

const client = (options: { secret?: string; rate?: { perSecond: number; burst: number } } = {}) =>
  createOrcidClient({
    apiUrl: `${standIns.url}/orcid`,
    tokenUrl: `${standIns.url}/orcid`,
    credentials: {
      clientId: DEV_ORCID_CLIENT.id,
      clientSecret: options.secret ?? DEV_ORCID_CLIENT.secret,
    },
    rate: options.rate,
    http: { baseDelayMs: 50, maxDelayMs: 500, onRetry: (e) => void retries.push(e) },
  });

const control = (path: string, body: unknown, method = 'PUT') =>
  fetch(`${standIns.url}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('ORCID', () => {
  it('reads a seeded record whole: works (the duplicate named), employments, educations, fundings', async () => {
    const orcid = client();
    const read = await orcid.read(OWNER);
    const own = standIns.state.pbn.publicationsOf(3);
    expect(own.length).toBeGreaterThan(2);
    // the person's works, the first one twice, and three on ORCID only
    expect(read.works).toHaveLength(own.length + 1 + 3);
    const duplicate = read.works.filter((w) => w.duplicateOf !== null);
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0]!.duplicateOf).toBe(read.works[0]!.putCode);
    expect(read.works[0]!.title).toBe(own[0]!.object.title);
    const firsts = read.works.filter((w) => w.duplicateOf === null);
    expect(firsts[1]!.pbnId).toBe(own[1]!.mongoId);
    expect(firsts[2]).toMatchObject({ doi: null, pbnId: null, title: own[2]!.object.title });
    expect(read.works.every((w) => w.problems.length === 0)).toBe(true);
    expect(read.works[0]!.contributors[0]).toMatchObject({ orcid: OWNER, sequence: 'first' });
    expect(read.name).toMatchObject({ given: 'Łukasz', family: 'Żółkiewski' });
    expect(read.employments.length).toBeGreaterThan(0);
    expect(read.employments[0]).toMatchObject({ kind: 'EMPLOYMENT', country: 'PL' });
    expect(read.educations[0]).toMatchObject({
      kind: 'EDUCATION',
      organization: 'Uniwersytet Warszawski',
      organizationId: { source: 'ROR', id: 'https://ror.org/039bjqg32' },
    });
    expect(read.fundings[0]).toMatchObject({ title: 'Grant OPUS', startYear: 2019 });
    // a token, the record, the summaries, one bulk read, three sections
    expect(orcid.requests).toBe(1 + 1 + 1 + 1 + 3);
    expect(retries).toEqual([]);
  });

  it('is refused with wrong credentials, and does not retry', async () => {
    await expect(client({ secret: 'wrong' }).read(OWNER)).rejects.toMatchObject({
      status: 401,
      path: '/oauth/token',
    });
    await expect(client({ secret: 'wrong' }).token()).rejects.toBeInstanceOf(RegistryHttpError);
    expect(retries).toEqual([]);
  });

  it('asks for a new token when ORCID no longer takes its own (expired or revoked)', async () => {
    const orcid = client();
    const first = await orcid.token();
    await orcid.record(OWNER);
    await control('/orcid/expire-tokens', {}, 'POST');
    const record = await orcid.record(OWNER);
    expect(record['orcid-identifier']?.path).toBe(OWNER);
    expect(await orcid.token()).not.toBe(first);
    expect(orcid.requests).toBe(1 + 1 + 1 + 1 + 1); // token, record, refused, token, record
  });

  it('tells a locked, a deactivated and an unknown record apart (409, 409, 404)', async () => {
    await control(`/orcid/records/${OWNER}`, { state: 'LOCKED' });
    await expect(client().read(OWNER)).rejects.toEqual(
      new OrcidRecordUnavailableError(OWNER, 'LOCKED'),
    );
    await control(`/orcid/records/${OWNER}`, { state: 'DEACTIVATED' });
    await expect(client().works(OWNER)).rejects.toMatchObject({ reason: 'DEACTIVATED' });
    await expect(client().record('0000-0002-1825-0097')).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
    await expect(client().record('not-an-orcid')).rejects.toMatchObject({ status: 400 });
    expect(retries).toEqual([]);
  });

  it('reads a record of 10,000 works in bulk reads of 100', async () => {
    await control(`/orcid/records/${OWNER}`, { extraWorks: 10_000 });
    const orcid = client({ rate: { perSecond: 10_000, burst: 10_000 } });
    await control('/orcid/rate', { perSecond: 10_000, burst: 10_000 });
    const progress: number[] = [];
    const read = await orcid.read(OWNER, { onProgress: (done) => void progress.push(done) });
    expect(read.works.length).toBeGreaterThan(10_000);
    expect(new Set(read.works.map((w) => w.putCode)).size).toBe(read.works.length);
    const bulks = Math.ceil(read.works.length / 100);
    expect(progress).toHaveLength(bulks);
    // a token, the record, the summaries, the bulk reads, three sections
    expect(read.stats).toMatchObject({ requests: 1 + 1 + 1 + bulks + 3, unreadable: 0 });
    expect(read.works.at(-1)).toMatchObject({ title: 'Praca wygenerowana nr 10000' });
    await expect(
      orcid.worksBulk(
        OWNER,
        Array.from({ length: 101 }, (_, i) => i + 1),
      ),
    ).rejects.toThrow(RangeError);
  });

  it('names what it could not read of malformed works, and keeps them', async () => {
    await control(`/orcid/records/${OWNER}`, { malformed: true });
    const read = await client().read(OWNER);
    const byTitle = (t: string | null) => read.works.find((w) => w.title === t)!;
    expect(byTitle(null).problems).toEqual(['MISSING_TITLE']);
    expect(byTitle('Praca z niemożliwą datą')).toMatchObject({
      year: null,
      month: null,
      problems: ['BAD_DATE'],
    });
    expect(byTitle('Praca z dziwnymi identyfikatorami')).toMatchObject({
      doi: null,
      year: 2021,
      month: 2,
      day: null,
      problems: ['BAD_DATE', 'ODD_EXTERNAL_ID'],
    });
  });

  it('backs off and retries the 503s past the burst, and a paced client meets none', async () => {
    await control('/orcid/rate', { perSecond: 20, burst: 3 });
    const eager = client({ rate: { perSecond: 10_000, burst: 10_000 } });
    const read = await eager.read(OWNER);
    expect(read.works.length).toBeGreaterThan(3);
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.every((r) => r.reason === 'HTTP 503')).toBe(true);

    await fetch(`${standIns.url}/_control/reset`, { method: 'POST' });
    await control('/orcid/rate', { perSecond: 20, burst: 3 });
    retries = [];
    // a little under the stand-in's limit, as network delays differ from one request to the next
    await client({ rate: { perSecond: 15, burst: 2 } }).read(OWNER);
    expect(retries).toEqual([]);
    const stats = (await (await fetch(`${standIns.url}/_control/stats`)).json()) as {
      orcid: { limited: number };
    };
    expect(stats.orcid.limited).toBe(0);
  });
});
