import { createPrismaClient, type Db } from '@ln/db';
import { createPbnClient, type PbnClient } from '@ln/registry';
import { createSeededDatabase, type SeededDatabase } from '@ln/testing';
import { DEV_PBN_APP, startStandIns, type RunningStandIns } from '@ln/testing/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicationMatcher } from '../publication-match.js';
import { createPublicationMatchRepository } from '../publication-match.repository.js';
import { createPbnSyncRepository } from './pbn-sync.repository.js';
import {
  createPbnPublicationSync,
  emptyPbnOutcome,
  readDictionary,
  readPeople,
  readPublications,
  type PbnPageOutcome,
} from './pbn-sync.service.js';

// PBN's works into the seeded portal, over the real HTTP stand-in and real PostgreSQL
// (decision 041). A small run loop stands in for the run framework: a transaction a page.
const PEOPLE = 40;
let database: SeededDatabase;
let db: Db;
let standIns: RunningStandIns;
let pbn: PbnClient;
let sync: ReturnType<typeof createPbnPublicationSync>;

beforeAll(async () => {
  [database, standIns] = await Promise.all([
    createSeededDatabase({ profiles: PEOPLE }),
    startStandIns({ people: PEOPLE }),
  ]);
  db = createPrismaClient(database.url, { max: 2 });
  pbn = createPbnClient({
    baseUrl: `${standIns.url}/pbn`,
    credentials: { appId: DEV_PBN_APP.id, appToken: DEV_PBN_APP.token },
  });
  sync = createPbnPublicationSync({
    repo: createPbnSyncRepository(db),
    matcher: createPublicationMatcher(createPublicationMatchRepository(db)),
    peselHashKey: database.peselKeys.hashKey,
  });
});
afterAll(async () => {
  await db?.$disconnect();
  await standIns?.close();
  await database?.drop();
});

const add = (total: PbnPageOutcome, page: PbnPageOutcome) => {
  for (const k of ['new', 'changed', 'unchanged', 'withdrawn'] as const) total[k] += page[k];
  total.changes.push(...page.changes);
  total.errors.push(...page.errors);
  total.seen.push(...page.seen);
  return total;
};

let cursor: string | null = null;
/** A run: people (full runs), then publications; a full run withdraws what it did not see. */
async function run(mode: 'FULL' | 'INCREMENTAL', dryRun = false) {
  const ctx = { dryRun };
  const people = emptyPbnOutcome();
  if (mode === 'FULL')
    for await (const page of readPeople(pbn, sync, { from: null, pageSize: 25 }))
      add(people, await db.$transaction((tx) => sync.applyPeople(tx, page.records, ctx)));
  if (mode === 'FULL')
    for (const list of ['journals', 'publishers'] as const)
      for await (const page of readDictionary(pbn, list, { from: null })) {
        const entity = list === 'journals' ? 'JOURNAL' : 'PUBLISHER';
        const none = await db.$transaction((tx) =>
          sync.applyDictionary(tx, entity, page.records, ctx),
        );
        expect(none.new + none.changed + none.unchanged).toBe(0);
      }
  const works = emptyPbnOutcome();
  const read = readPublications(pbn, {
    from: null,
    since: mode === 'INCREMENTAL' ? cursor : null,
    pageSize: 50,
  });
  let last: string | null = null;
  for await (const page of read) {
    add(works, await db.$transaction((tx) => sync.applyPublications(tx, page.records, ctx)));
    last = page.checkpoint;
  }
  if (mode === 'FULL' && read.complete()) {
    const seen = new Set(works.seen);
    const held = await db.$queryRaw<Array<{ sourceId: string }>>`
      SELECT source_id AS "sourceId" FROM registry_record
       WHERE source = 'PBN' AND entity = 'PUBLICATION' AND withdrawn_at IS NULL`;
    const unseen = held.filter((h) => !seen.has(h.sourceId));
    add(works, await db.$transaction((tx) => sync.withdrawUnseen(tx, unseen, ctx)));
  }
  if (!dryRun) cursor = last;
  return { people, works };
}

const counts = (o: PbnPageOutcome) => ({
  new: o.new,
  changed: o.changed,
  unchanged: o.unchanged,
  withdrawn: o.withdrawn,
  errors: o.errors.length,
});

/** What a run could have written: rows and the newest change of each table. */
async function footprint() {
  const [row] = await db.$queryRaw<Array<Record<string, string>>>`
    SELECT (SELECT count(*) FROM publication)::text AS publications,
           (SELECT count(*) FROM publication_version)::text AS versions,
           (SELECT count(*) FROM publication_author)::text AS authors,
           (SELECT max(updated_at) FROM publication)::text AS p_at,
           (SELECT max(updated_at) FROM publication_version)::text AS v_at,
           (SELECT count(*) FROM registry_record)::text AS records,
           (SELECT max(updated_at) FROM registry_record)::text AS r_at,
           (SELECT count(*) FROM audit_log)::text AS audit,
           (SELECT count(*) FROM search_outbox)::text AS outbox,
           (SELECT coalesce(sum(gen), 0) FROM publication_short_list)::text AS short_lists`;
  return row!;
}

/**
 * The PBN id the stand-in serves a seeded publication under (its person's n-th work; the
 * stand-in's rows have ids of their own, so the title and year tell).
 */
async function workOf(publicationId: string): Promise<string> {
  const [p] = await db.$queryRaw<Array<{ title: string; year: number }>>`
    SELECT main_title AS title, year FROM publication WHERE id = ${publicationId}::uuid`;
  for (let i = 0; i < PEOPLE; i++) {
    const work = standIns.state.pbn
      .publicationsOf(i)
      .find((w) => w.object.title === p!.title && w.object.year === p!.year);
    if (work) return work.mongoId;
  }
  throw new Error(`no work for ${publicationId}`);
}

/** Where the stand-in serves a work: (person index, ordinal) of its PBN id. */
function locate(pbnId: string): [number, number] {
  for (let i = 0; i < PEOPLE; i++) {
    const work = standIns.state.pbn.publicationsOf(i).find((w) => w.mongoId === pbnId);
    if (work) return [i, work.ordinal];
  }
  throw new Error(`no work ${pbnId}`);
}

describe('the PBN publications sync', () => {
  let before: Awaited<ReturnType<typeof footprint>>;
  let total = 0;
  let loneWork = '';

  it('a dry run first: what would change, and nothing written', async () => {
    before = await footprint();
    const { people, works } = await run('FULL', true);
    expect(people.new).toBe(PEOPLE);
    total = works.seen.length;
    expect(total).toBeGreaterThan(PEOPLE);
    expect(works.new + works.changed).toBe(total);
    expect(works.errors).toEqual([]);
    expect(await footprint()).toEqual(before);
  });

  it('makes each PBN work a version of its seeded publication, never a duplicate', async () => {
    const unversioned = await db.$queryRaw<Array<{ id: string; profiles: string[] }>>`
      SELECT p.id::text, array(SELECT a.profile_id::text FROM publication_author a
                                WHERE a.publication_id = p.id ORDER BY a.position) AS profiles
        FROM publication p
       WHERE NOT EXISTS (SELECT 1 FROM publication_version v
                          WHERE v.publication_id = p.id AND v.kind = 'PBN')
       ORDER BY p.id`;
    // One of them PBN knows under another title and without DOI: nothing matches it.
    const [lone, ...matchable] = unversioned;
    loneWork = await workOf(lone!.id);
    standIns.state.pbn.change(...locate(loneWork), {
      title: 'Praca, której portal nie zna',
      doi: null,
    });
    const { people, works } = await run('FULL');
    expect(people.new).toBe(PEOPLE);
    expect(counts(works)).toMatchObject({ unchanged: 0, withdrawn: 0, errors: 0 });
    // The works the seed gave no PBN version were new to the portal and matched by DOI or title.
    expect(works.new).toBeGreaterThan(0);
    expect(works.new + works.changed).toBe(total);
    const fresh = new Set(works.changes.filter((c) => c.change === 'NEW').map((c) => c.sourceId));
    const provenance = await db.$queryRaw<Array<{ sourceId: string; match: string }>>`
      SELECT source_id AS "sourceId", delivered->>'match' AS match FROM registry_record
       WHERE source = 'PBN' AND entity = 'PUBLICATION' AND source_id = ANY (${[...fresh]}::text[])`;
    expect(provenance).toHaveLength(fresh.size);
    for (const { sourceId, match } of provenance)
      expect(match).toMatch(
        sourceId === loneWork
          ? /no match: NOT_FOUND; tried SOURCE_ID, TITLE_YEAR_FIRST_AUTHOR/
          : /matched by (DOI|TITLE_YEAR_FIRST_AUTHOR)/,
      );
    const after = await footprint();
    expect(Number(after.publications)).toBe(Number(before.publications) + 1);
    // The unknown work is a publication of PBN's, its authors linked to the same profiles.
    const [made] = await db.$queryRaw<Array<{ source: string; title: string; profiles: string[] }>>`
      SELECT p.source::text, p.main_title AS title,
             array(SELECT a.profile_id::text FROM publication_author a
                    WHERE a.publication_id = p.id ORDER BY a.position) AS profiles
        FROM publication p JOIN publication_version v ON v.publication_id = p.id
       WHERE v.kind = 'PBN' AND v.external_id = ${loneWork}`;
    expect(made).toEqual({
      source: 'PBN',
      title: 'Praca, której portal nie zna',
      profiles: lone!.profiles,
    });
    expect(lone!.profiles.some((p) => p !== null)).toBe(true);
    const [pbnVersions] = await db.$queryRaw<Array<{ n: number; per: number }>>`
      SELECT count(*)::int AS n, max(c)::int AS per
        FROM (SELECT count(*) AS c FROM publication_version WHERE kind = 'PBN'
               GROUP BY publication_id) x`;
    expect(pbnVersions).toEqual({ n: total, per: 1 });
    // The seeded ones without a PBN version now have the version of their PBN work.
    const [still] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM publication_version
       WHERE kind = 'PBN' AND publication_id = ANY (${matchable.map((u) => u.id)}::uuid[])`;
    expect(still!.n).toBe(matchable.length);
    // PBN's journal list gives an article's journal its publisher, as the seed has it.
    const [article] = await db.$queryRaw<Array<{ pbn: unknown; seed: unknown }>>`
      SELECT v.data->'articleSource'->'journal' AS pbn, o.data->'articleSource'->'journal' AS seed
        FROM publication_version v
        JOIN publication_version o ON o.publication_id = v.publication_id AND o.kind = 'OPI'
       WHERE v.kind = 'PBN' AND v.data ? 'articleSource'
       ORDER BY v.id LIMIT 1`;
    expect(article!.pbn).toEqual(article!.seed);
    // No audit entry or search outbox row of the facts (the run framework audits the run).
    expect(after.audit).toBe(before.audit);
    expect(after.outbox).toBe(before.outbox);
  });

  it('a second run changes nothing: no write, no outbox row, no audit entry', async () => {
    const before2 = await footprint();
    const { people, works } = await run('FULL');
    expect(counts(people)).toEqual({
      new: 0,
      changed: 0,
      unchanged: PEOPLE,
      withdrawn: 0,
      errors: 0,
    });
    expect(counts(works)).toEqual({
      new: 0,
      changed: 0,
      unchanged: total,
      withdrawn: 0,
      errors: 0,
    });
    expect(await footprint()).toEqual(before2);
    const incremental = await run('INCREMENTAL');
    expect(incremental.works.seen).toEqual([]);
  });

  it("a changed PBN record changes the PBN version only: the owner's version and choices stay", async () => {
    const [own] = await db.$queryRaw<
      Array<{ publicationId: string; pbnId: string; profileId: string; title: string }>
    >`
      SELECT v.publication_id::text AS "publicationId", p.external_id AS "pbnId",
             v.owner_profile_id::text AS "profileId", v.title
        FROM publication_version v
        JOIN publication_version p ON p.publication_id = v.publication_id AND p.kind = 'PBN'
       WHERE v.kind = 'AUTHOR'
       ORDER BY v.id LIMIT 1`;
    expect(own).toBeDefined();
    await db.$executeRaw`
      UPDATE publication_author SET hidden_versions = '{PBN}', publicly_visible = false
       WHERE publication_id = ${own!.publicationId}::uuid AND profile_id = ${own!.profileId}::uuid`;
    const [index, ordinal] = locate(own!.pbnId);
    standIns.state.pbn.change(index, ordinal, { title: 'Tytuł zmieniony w PBN', pages: '1–2' });

    const dry = await run('INCREMENTAL', true);
    expect(counts(dry.works)).toMatchObject({ changed: 1, new: 0 });
    const { works } = await run('INCREMENTAL');
    expect(counts(works)).toEqual({ new: 0, changed: 1, unchanged: 0, withdrawn: 0, errors: 0 });
    expect(works.changes[0]).toMatchObject({ change: 'CHANGED', sourceId: own!.pbnId });
    const versions = await db.$queryRaw<Array<{ kind: string; title: string; visible: boolean }>>`
      SELECT kind::text, title, is_visible AS visible FROM publication_version
       WHERE publication_id = ${own!.publicationId}::uuid ORDER BY kind`;
    expect(versions.find((v) => v.kind === 'PBN')).toMatchObject({
      title: 'Tytuł zmieniony w PBN',
      visible: true,
    });
    expect(versions.find((v) => v.kind === 'AUTHOR')).toMatchObject({ title: own!.title });
    const [mine] = await db.$queryRaw<Array<{ hidden: string[]; visible: boolean }>>`
      SELECT hidden_versions::text[] AS hidden, publicly_visible AS visible
        FROM publication_author
       WHERE publication_id = ${own!.publicationId}::uuid AND profile_id = ${own!.profileId}::uuid`;
    expect(mine).toEqual({ hidden: ['PBN'], visible: false });
    // And again: nothing more.
    expect(counts((await run('INCREMENTAL')).works).changed).toBe(0);
  });

  it("a publication PBN made follows PBN's author list, each profile's choices moving along", async () => {
    const [index, ordinal] = locate(loneWork);
    const work = standIns.state.pbn.publicationsOf(index)[ordinal]!;
    // An author PBN puts before the others: everyone moves one place on.
    const shifted = {
      '0123456789abcdef01234567': { name: 'Anna', lastName: 'Przednia' },
      ...(work.object.authors as Record<string, unknown>),
    };
    const [mine] = await db.$queryRaw<Array<{ publicationId: string; profileId: string }>>`
      SELECT a.publication_id::text AS "publicationId", a.profile_id::text AS "profileId"
        FROM publication_author a
        JOIN publication_version v ON v.publication_id = a.publication_id AND v.kind = 'PBN'
       WHERE v.external_id = ${loneWork} AND a.profile_id IS NOT NULL
       ORDER BY a.position LIMIT 1`;
    await db.$executeRaw`
      UPDATE publication_author SET hidden_versions = '{PBN}', publicly_visible = false
       WHERE publication_id = ${mine!.publicationId}::uuid AND profile_id = ${mine!.profileId}::uuid`;
    standIns.state.pbn.change(index, ordinal, { authors: shifted });
    const { works } = await run('INCREMENTAL');
    expect(counts(works)).toMatchObject({ changed: 1, new: 0, errors: 0 });
    const authors = await db.$queryRaw<
      Array<{ surname: string; profileId: string | null; hidden: string[]; visible: boolean }>
    >`
      SELECT surname, profile_id::text AS "profileId", hidden_versions::text[] AS hidden,
             publicly_visible AS visible
        FROM publication_author WHERE publication_id = ${mine!.publicationId}::uuid
       ORDER BY position`;
    expect(authors.map((a) => a.surname)).toEqual(
      Object.values(shifted).map((a) => (a as { lastName: string }).lastName),
    );
    expect(authors.find((a) => a.profileId === mine!.profileId)).toMatchObject({
      hidden: ['PBN'],
      visible: false,
    });
  });

  it('a work deleted in PBN is withdrawn from public view and kept', async () => {
    const [work] = await db.$queryRaw<Array<{ pbnId: string; publicationId: string }>>`
      SELECT external_id AS "pbnId", publication_id::text AS "publicationId"
        FROM publication_version WHERE kind = 'PBN' AND is_visible ORDER BY external_id LIMIT 1`;
    const [index, ordinal] = locate(work!.pbnId);
    standIns.state.pbn.remove(index, ordinal);
    const { works } = await run('INCREMENTAL');
    expect(works.withdrawn).toBe(1);
    expect(works.changes).toEqual([
      expect.objectContaining({ change: 'WITHDRAWN', sourceId: work!.pbnId }),
    ]);
    const [row] = await db.$queryRaw<Array<{ visible: boolean; withdrawn: boolean }>>`
      SELECT v.is_visible AS visible, r.withdrawn_at IS NOT NULL AS withdrawn
        FROM publication_version v
        JOIN registry_record r ON r.source = 'PBN' AND r.entity = 'PUBLICATION'
                              AND r.source_id = v.external_id
       WHERE v.kind = 'PBN' AND v.external_id = ${work!.pbnId}`;
    expect(row).toEqual({ visible: false, withdrawn: true });
    // A full read does not see it either: it stays withdrawn, counted once.
    expect((await run('FULL')).works.withdrawn).toBe(0);
  });

  it('a work whose publication was deleted on the portal is written again by the next run', async () => {
    const [work] = await db.$queryRaw<Array<{ pbnId: string; publicationId: string }>>`
      SELECT v.external_id AS "pbnId", v.publication_id::text AS "publicationId"
        FROM publication_version v JOIN publication p ON p.id = v.publication_id
       WHERE v.kind = 'PBN' AND v.is_visible AND p.source = 'OPI'
       ORDER BY v.external_id DESC LIMIT 1`;
    await db.$executeRaw`DELETE FROM publication WHERE id = ${work!.publicationId}::uuid`;
    const { works } = await run('FULL');
    expect(counts(works)).toMatchObject({ new: 1, changed: 0, withdrawn: 0, errors: 0 });
    const [back] = await db.$queryRaw<Array<{ source: string }>>`
      SELECT p.source::text FROM publication p JOIN publication_version v ON v.publication_id = p.id
       WHERE v.kind = 'PBN' AND v.external_id = ${work!.pbnId}`;
    expect(back).toEqual({ source: 'PBN' });
  });

  it('a read resumed from a checkpoint gives the rest, ACTIVE and then DELETED works', async () => {
    const ids = async (from: string | null, stopAfter = Infinity) => {
      const out: string[] = [];
      let checkpoint: string | null = null;
      let pages = 0;
      for await (const page of readPublications(pbn, { from, since: null, pageSize: 100 })) {
        out.push(...page.records.map((r) => r.sourceId));
        checkpoint = page.checkpoint;
        if (++pages >= stopAfter) break;
      }
      return { out, checkpoint };
    };
    const whole = await ids(null);
    const head = await ids(null, 2);
    const rest = await ids(head.checkpoint);
    expect([...head.out, ...rest.out]).toEqual(whole.out);
    expect(JSON.parse(rest.checkpoint!)).toMatchObject({ list: 'DONE' });
    expect(whole.out.length).toBe(new Set(whole.out).size);
  });

  it('keeps no PESEL: the people are linked by uid, ORCID iD or the keyed hash only', async () => {
    const answer = await fetch(`${standIns.url}/pbn/api/v1/person/page?page=0&size=100`, {
      headers: { 'x-app-id': DEV_PBN_APP.id, 'x-app-token': DEV_PBN_APP.token },
    });
    const body = (await answer.json()) as {
      content: Array<{ versions: Array<{ object: { externalIdentifiers: { PESEL: string } } }> }>;
    };
    const pesels = body.content.map((p) => p.versions[0]!.object.externalIdentifiers.PESEL);
    expect(pesels.length).toBe(PEOPLE);
    const [hits] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM registry_record r, unnest(${pesels}::text[]) p
       WHERE r.delivered::text LIKE '%' || p || '%' OR r.source_id = p`;
    expect(hits!.n).toBe(0);
    const [linked] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM registry_record
       WHERE source = 'PBN' AND entity = 'PERSON' AND target_id IS NOT NULL`;
    expect(linked!.n).toBe(PEOPLE);
  });
});
