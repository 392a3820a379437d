import { eventually } from '@ln/testing/eventually';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';
import { DEV_ORCID_CLIENT, startStandIns } from '@ln/testing/stand-ins';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../../testing/seeded-app.js';

// The ORCID refresh (issue 43) through real logins, the job queue and the ORCID stand-in:
// login triggers it in the background, works match or wait in the queue, the owner decides,
// and the next refresh keeps every decision. docs/orcid.md.
const standIns = await startStandIns({ people: 40 });
afterAll(() => standIns.close());
const stack = useIdentityStack({
  orcid: {
    apiUrl: `${standIns.url}/orcid`,
    clientId: DEV_ORCID_CLIENT.id,
    clientSecret: DEV_ORCID_CLIENT.secret,
  },
});
const call = callerFor(stack, 'profilesApi', '/api/profiles-api');
const OWNER = 'orcid-owner';
const PROFILE = FIXTURE.orcid;
const ORCID_ONLY = [
  'Konferencyjny referat o metodach pomiaru (tylko w ORCID)',
  'Raport techniczny dla partnera przemysłowego (tylko w ORCID)',
  'Recenzja książki w czasopiśmie zagranicznym (tylko w ORCID)',
];

interface Work {
  putCode: string;
  status: string;
  title: string | null;
  publicationId: string | null;
  matchKey: string | null;
  reason: string | null;
}
interface Works {
  record: { state: string; fetchedAt: string | null; worksCount: number } | null;
  counts: Record<string, number>;
  items: Work[];
}

const works = async (): Promise<Works> => {
  const res = await call(OWNER, 'GET', `/v1.0/profile/${PROFILE}/orcid/works`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Works;
};
const byTitle = (all: Works, title: string) => all.items.find((w) => w.title === title)!;

/** Every text the public sees of the profile's publications: lists, export, search. */
async function publicText(): Promise<string> {
  const parts = await Promise.all([
    call(null, 'GET', `/v1.0/public/publications/${PROFILE}/shortPublications`),
    call(null, 'GET', `/v1.0/public/publications/${PROFILE}/publications?size=100`),
    call(null, 'GET', `/v1.0/public/publications/${PROFILE}/export?format=bibtex`),
    call(null, 'GET', `/v1.0/public/publications/${PROFILE}/export?format=csl-json`),
  ]);
  for (const p of parts) expect(p.statusCode, p.body).toBe(200);
  return parts.map((p) => p.body).join('\n');
}

describe('ORCID refresh', () => {
  it('runs at login in the background: the login does not wait for it', async () => {
    // ORCID answers the first request late (a 503 with Retry-After: 1), so the refresh is
    // still running when the login has already answered.
    standIns.state.faults.orcid.push({ status: 503, retryAfterSeconds: 1 });
    const login = await stack().loginAs(OWNER, { provider: 'orcid' });
    expect(login.accessToken).toBeTruthy();
    const { db } = stack();
    expect(await db.orcidRecord.findUnique({ where: { profileId: PROFILE } })).toBeNull();
    await eventually(
      async () => {
        const record = await db.orcidRecord.findUnique({ where: { profileId: PROFILE } });
        return record?.state === 'OK';
      },
      { timeout: 60_000, what: 'the refresh the login queued' },
    );
  });

  it('matches works to the profile’s publications, queues the rest, names the duplicate', async () => {
    const all = await works();
    expect(all.record).toMatchObject({ state: 'OK' });
    expect(all.counts.DUPLICATE).toBe(1);
    expect(all.counts.MATCHED).toBeGreaterThan(0);
    for (const title of ORCID_ONLY)
      expect(byTitle(all, title)).toMatchObject({ status: 'PENDING', publicationId: null });
    expect(byTitle(all, ORCID_ONLY[0]!).reason).toBe('NOT_FOUND');
    expect(byTitle(all, ORCID_ONLY[1]!).reason).toBe('NOT_FOUND');
    const matched = all.items.filter((w) => w.status === 'MATCHED');
    expect(matched.every((w) => w.publicationId !== null)).toBe(true);
    expect(new Set(matched.map((w) => w.matchKey)).size).toBeGreaterThan(1);
    // a matched work is that publication's ORCID version, hidden: nothing public changed
    const version = await stack().db.publicationVersion.findFirst({
      where: {
        publicationId: matched[0]!.publicationId!,
        source: 'ORCID',
        ownerProfileId: PROFILE,
      },
    });
    expect(version).toMatchObject({
      kind: 'AUTHOR_LN',
      isVisible: false,
      externalId: matched[0]!.putCode,
    });
    // the queue is the owner's: another person gets 404, an anonymous caller 401
    expect((await call('owner', 'GET', `/v1.0/profile/${PROFILE}/orcid/works`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/v1.0/profile/${PROFILE}/orcid/works`)).statusCode).toBe(401);
  });

  it('shows no work of the queue publicly until it is accepted', async () => {
    const text = await publicText();
    for (const title of ORCID_ONLY) expect(text).not.toContain(title);
    const search = await call(
      null,
      'GET',
      `/v1.1/public/profile/scientistSearchData?searchText=${encodeURIComponent('Konferencyjny referat o metodach')}`,
    );
    expect(search.body).not.toContain('tylko w ORCID');
  });

  it('accepts, rejects, undoes; the next refresh (updateOrcid) keeps every decision', async () => {
    const all = await works();
    const [a, b, c] = ORCID_ONLY.map((t) => byTitle(all, t).putCode);
    const post = (code: string, action: string) =>
      call(OWNER, 'POST', `/v1.0/profile/${PROFILE}/orcid/works/${code}/${action}`);
    const accepted = await post(a!, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'ACCEPTED',
      publicationId: expect.any(String),
    });
    expect((await post(b!, 'accept')).statusCode).toBe(200);
    expect((await post(c!, 'reject')).json()).toMatchObject({ status: 'REJECTED' });
    expect((await post(c!, 'accept')).json()).toMatchObject({ code: 'ORCID_WORK_STATE_ERROR' });
    expect((await post('999999999', 'accept')).json()).toMatchObject({
      code: 'ORCID_WORK_NOT_FOUND',
    });

    let text = await publicText();
    expect(text).toContain(ORCID_ONLY[0]);
    expect(text).toContain(ORCID_ONLY[1]);
    expect(text).not.toContain(ORCID_ONLY[2]);

    // undo takes the second one back out of every public answer
    expect((await post(b!, 'undo')).json()).toMatchObject({
      status: 'PENDING',
      publicationId: null,
    });
    text = await publicText();
    expect(text).not.toContain(ORCID_ONLY[1]);
    expect((await post(b!, 'accept')).statusCode).toBe(200);

    // the next refresh: PUT updateOrcid queues one
    const before = (await works()).record!.fetchedAt!;
    const update = await call(OWNER, 'PUT', '/v1.0/profile/updateOrcid');
    expect(update.statusCode, update.body).toBe(200);
    await eventually(async () => expect((await works()).record!.fetchedAt).not.toBe(before));
    const after = await works();
    expect(byTitle(after, ORCID_ONLY[0]!)).toMatchObject({ status: 'ACCEPTED' });
    expect(byTitle(after, ORCID_ONLY[1]!)).toMatchObject({ status: 'ACCEPTED' });
    expect(byTitle(after, ORCID_ONLY[2]!)).toMatchObject({ status: 'REJECTED' });
    // an accepted work is not matched to the publication it made, nor made twice
    const made = await stack().db.publication.count({ where: { mainTitle: ORCID_ONLY[0]! } });
    expect(made).toBe(1);

    // the public side: the affiliations read from ORCID, labelled
    const orcid = await call(null, 'GET', `/v1.0/public/profile/${PROFILE}/orcid`);
    expect(orcid.json()).toMatchObject({
      orcid: '0000-0010-7000-0036',
      educations: [{ source: 'ORCID', organization: 'Uniwersytet Warszawski' }],
    });
    expect(orcid.json().employments.length).toBeGreaterThan(0);
  });

  it('refreshes from the owner’s page, and tells a locked record', async () => {
    await fetch(`${standIns.url}/_control/orcid/records/0000-0010-7000-0036`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'LOCKED' }),
    });
    const res = await call(OWNER, 'POST', `/v1.0/profile/${PROFILE}/orcid/refresh`);
    expect(res.statusCode).toBe(202);
    await eventually(async () => expect((await works()).record!.state).toBe('LOCKED'));
    // the decisions stay
    expect((await works()).counts.ACCEPTED).toBe(2);
  });

  it('refreshes a record of 1,000 works (the time is printed: docs/orcid.md)', async () => {
    const id = '0000-0010-7000-0036';
    const change = (body: unknown) =>
      fetch(`${standIns.url}/_control/orcid/records/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const own = standIns.state.pbn.publicationsOf(3).length + 1 + 3;
    await change({ state: null, extraWorks: 1000 - own });
    const before = (await works()).record!.fetchedAt;
    const started = Date.now();
    expect((await call(OWNER, 'POST', `/v1.0/profile/${PROFILE}/orcid/refresh`)).statusCode).toBe(
      202,
    );
    await eventually(async () => (await works()).record!.fetchedAt !== before, {
      timeout: 120_000,
      what: 'the refresh of 1,000 works',
    });
    const ms = Date.now() - started;
    const after = await works();
    expect(after.record).toMatchObject({ state: 'OK', worksCount: 1000 });
    expect(after.items).toHaveLength(1000);
    expect(after.counts.ACCEPTED).toBe(2);
    console.info(`ORCID refresh of 1,000 works: ${ms} ms from the request to the stored result`);
  });
});
