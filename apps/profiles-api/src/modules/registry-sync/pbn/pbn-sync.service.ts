import { randomUUID } from 'node:crypto';
import type { Tx } from '@ln/db';
import {
  contentHash,
  mapPbnJournal,
  mapPbnPerson,
  mapPbnPublisher,
  mapPbnPublication,
  type PbnClient,
  type PbnPersonObject,
  type PbnPublicationObject,
  type PbnObject,
  type PbnJournalRecord,
  type PbnPersonRecord,
  type PbnPublicationRecord,
  type PbnPublisherRecord,
} from '@ln/registry';
import {
  describeMatch,
  type PublicationMatch,
  type PublicationMatcher,
} from '../publication-match.js';
import {
  authorLinks,
  authorsOf,
  decodeCheckpoint,
  encodeCheckpoint,
  invalidReason,
  later,
  linkPosition,
  matchInput,
  PBN_ENTITY,
  publicationFields,
  publicationHash,
  dictionaryIds,
  sameAuthors,
  versionFields,
  type PublicationsCheckpoint,
  type WorkDictionary,
} from './pbn-sync.fns.js';
import type { PbnRecordRow, PbnSyncRepository } from './pbn-sync.repository.js';

/**
 * PBN's publications in the portal (issue 42, decision 041): a page of PBN records applied in
 * the run's transaction. Each record is matched to a portal publication (publication-match.ts)
 * and becomes its PBN version; an unmatched one a new publication (source PBN) with its
 * authors. A record whose hash (its content and its authors' links) equals the stored one
 * writes nothing. What the owner wrote (own versions, visibility, per-profile hidden versions)
 * is never written; PBN's authors are linked to profiles through the PBN people the `people`
 * phase linked (POL-on uid, ORCID iD, keyed PESEL hash). A dry run decides the same and writes
 * nothing. The search documents hold no publication data (decision 019), so these writes give
 * the search outbox nothing; the kept short lists go stale by their triggers.
 */

export type ChangeKind = 'NEW' | 'CHANGED' | 'WITHDRAWN';

/** What one page did (or would do): the run framework's PageOutcome (source-runner.ts). */
export interface PbnPageOutcome {
  new: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  changes: Array<{
    change: ChangeKind;
    sourceId: string;
    label: string;
    profileId: string | null;
    entity?: 'PERSON' | 'PUBLICATION' | 'INSTITUTION';
  }>;
  errors: Array<{
    sourceId: string;
    reason: string;
    entity?: 'PERSON' | 'PUBLICATION' | 'INSTITUTION';
  }>;
  seen: string[];
  profileIds: string[];
}

export const emptyPbnOutcome = (): PbnPageOutcome => ({
  new: 0,
  changed: 0,
  unchanged: 0,
  withdrawn: 0,
  changes: [],
  errors: [],
  seen: [],
  profileIds: [],
});

export interface PbnApplyContext {
  dryRun: boolean;
}

const PBN_VERSION = { source: 'PBN', kind: 'PBN', ownerProfileId: null } as const;
const label = (title: string | null, sourceId: string) => (title ?? sourceId).slice(0, 300);

export function createPbnPublicationSync(deps: {
  repo: PbnSyncRepository;
  matcher: PublicationMatcher;
  peselHashKey: Buffer | null;
}) {
  const { repo, matcher, peselHashKey } = deps;

  /**
   * PBN people: each linked to a profile by POL-on uid, else ORCID iD, else the keyed PESEL
   * hash (made by the mapper; the PESEL itself is dropped there), stored as a PBN PERSON record
   * whose target is the profile. The hash covers the link, so a profile that appears later is a
   * change. People are never withdrawn and no profile is written.
   */
  async function applyPeople(
    tx: Tx,
    records: PbnPersonRecord[],
    ctx: PbnApplyContext,
  ): Promise<PbnPageOutcome> {
    const out = emptyPbnOutcome();
    out.seen = records.map((r) => r.sourceId);
    const profiles = await repo.profilesByKeys(
      {
        polonIds: records.flatMap((r) => (r.data.polonUid ? [r.data.polonUid] : [])),
        orcids: records.flatMap((r) => (r.data.orcid ? [r.data.orcid] : [])),
        peselHashes: records.flatMap((r) => (r.data.peselHash ? [r.data.peselHash] : [])),
      },
      tx,
    );
    const by = (key: 'polonId' | 'orcid' | 'peselHash') =>
      new Map(profiles.filter((p) => p[key]).map((p) => [p[key]!, p.id]));
    const byUid = by('polonId');
    const byOrcid = by('orcid');
    const byPesel = by('peselHash');
    const stored = await repo.storedRecords(PBN_ENTITY.person, out.seen, tx);
    const rows: PbnRecordRow[] = [];
    for (const r of records) {
      const profileId =
        (r.data.polonUid && byUid.get(r.data.polonUid)) ||
        (r.data.orcid && byOrcid.get(r.data.orcid)) ||
        (r.data.peselHash && byPesel.get(r.data.peselHash)) ||
        null;
      const hash = personHash(r.contentHash, profileId);
      const before = stored.get(r.sourceId);
      if (before && before.contentHash === hash && !before.withdrawn) {
        out.unchanged += 1;
        continue;
      }
      const name = [r.data.firstName, r.data.lastName].filter(Boolean).join(' ') || r.sourceId;
      if (before) out.changed += 1;
      else out.new += 1;
      out.changes.push({
        change: before ? 'CHANGED' : 'NEW',
        sourceId: r.sourceId,
        label: name,
        profileId,
        entity: 'PERSON',
      });
      if (profileId) out.profileIds.push(profileId);
      // Delivered: what PBN said of the link, never the PESEL hash (the profile holds its own).
      rows.push({
        sourceId: r.sourceId,
        contentHash: hash,
        fetchedAt: r.fetchedAt,
        targetId: profileId,
        delivered: { label: name, polonUid: r.data.polonUid, orcid: r.data.orcid },
      });
    }
    if (!ctx.dryRun) await repo.upsertRecords(tx, PBN_ENTITY.person, rows);
    return out;
  }

  /**
   * A page of PBN's journals or publishers: what the works name by id (a journal's publisher,
   * a publisher's place), kept as PBN JOURNAL / PUBLISHER records. Not counted as the run's
   * records: a change reaches the operator as the works it changes (their hashes cover it).
   */
  async function applyDictionary(
    tx: Tx,
    entity: typeof PBN_ENTITY.journal | typeof PBN_ENTITY.publisher,
    records: Array<PbnJournalRecord | PbnPublisherRecord>,
    ctx: PbnApplyContext,
  ): Promise<PbnPageOutcome> {
    const out = emptyPbnOutcome();
    const stored = await repo.storedRecords(
      entity,
      records.map((r) => r.sourceId),
      tx,
    );
    const changed = records.filter((r) => stored.get(r.sourceId)?.contentHash !== r.contentHash);
    if (!ctx.dryRun)
      await repo.upsertRecords(
        tx,
        entity,
        changed.map((r) => ({
          sourceId: r.sourceId,
          contentHash: r.contentHash,
          fetchedAt: r.fetchedAt,
          targetId: null,
          delivered: {
            label: 'title' in r.data ? r.data.title : r.data.name,
            ...r.data,
          },
        })),
      );
    return out;
  }

  /** One page of PBN publications (ACTIVE and DELETED ones alike). */
  async function applyPublications(
    tx: Tx,
    records: PbnPublicationRecord[],
    ctx: PbnApplyContext,
  ): Promise<PbnPageOutcome> {
    const out = emptyPbnOutcome();
    out.seen = records.map((r) => r.sourceId);
    const deleted = records.filter((r) => r.data.status === 'DELETED');
    const active = records.filter((r) => r.data.status !== 'DELETED');

    const people = await repo.personProfiles(
      [...new Set(active.flatMap((r) => r.data.authors.flatMap((a) => a.sourcePersonId ?? [])))],
      tx,
    );
    const stored = await repo.storedRecords(PBN_ENTITY.publication, out.seen, tx);
    const ids = active.map(dictionaryIds);
    const [journals, publishers] = await Promise.all([
      repo.dictionary(PBN_ENTITY.journal, [...new Set(ids.flatMap((i) => i.journalId ?? []))], tx),
      repo.dictionary(
        PBN_ENTITY.publisher,
        [...new Set(ids.flatMap((i) => i.publisherId ?? []))],
        tx,
      ),
    ]);
    const dictionaryOf = (n: number): WorkDictionary => {
      const journal = ids[n]!.journalId ? journals.get(ids[n]!.journalId!) : undefined;
      const publisher = ids[n]!.publisherId ? publishers.get(ids[n]!.publisherId!) : undefined;
      const said = (e: { delivered: Record<string, unknown> | null }, key: string) =>
        typeof e.delivered?.[key] === 'string' ? (e.delivered[key] as string) : null;
      return {
        journal: journal
          ? { contentHash: journal.contentHash, publisher: said(journal, 'publisher') }
          : null,
        publisher: publisher
          ? { contentHash: publisher.contentHash, place: said(publisher, 'place') }
          : null,
      };
    };

    // Decide: unchanged, invalid, or to be written (with its links and hash).
    const todo: Array<{
      record: PbnPublicationRecord;
      links: Array<string | null>;
      hash: string;
      dictionary: WorkDictionary;
    }> = [];
    for (const [n, record] of active.entries()) {
      const links = authorLinks(record, people);
      const dictionary = dictionaryOf(n);
      const hash = publicationHash(record, links, dictionary);
      const before = stored.get(record.sourceId);
      if (before && !before.withdrawn && !before.lost && before.contentHash === hash) {
        out.unchanged += 1;
        continue;
      }
      const invalid = invalidReason(record);
      if (invalid) {
        out.errors.push({ sourceId: record.sourceId, reason: invalid, entity: 'PUBLICATION' });
        continue;
      }
      todo.push({ record, links, hash, dictionary });
    }

    const matches = await matcher.match(
      tx,
      PBN_VERSION,
      todo.map((t) => matchInput(t.record)),
    );
    const heads = await repo.publicationHeads(
      [...new Set(matches.flatMap((m) => (m.matched ? [m.publicationId] : [])))],
      tx,
    );
    const rows: PbnRecordRow[] = [];
    const touched: string[] = [];
    const plan = emptyPlan();
    for (const [n, { record, links, hash, dictionary }] of todo.entries()) {
      const match: PublicationMatch = matches[n]!;
      const before = stored.get(record.sourceId);
      const isNew = (!before || before.lost) && !(match.matched && match.versionId);
      const publicationId = match.matched ? match.publicationId : randomUUID();
      if (!ctx.dryRun)
        await planWrite(tx, plan, record, links, dictionary, match, publicationId, heads);
      if (match.matched || !ctx.dryRun) touched.push(publicationId);
      if (isNew) out.new += 1;
      else out.changed += 1;
      out.changes.push({
        change: isNew ? 'NEW' : 'CHANGED',
        sourceId: record.sourceId,
        // The title alone: the screen's text is the catalogue's; how it matched is provenance.
        label: label(record.data.title, record.sourceId),
        profileId: links.find((l) => l !== null) ?? null,
        entity: 'PUBLICATION',
      });
      rows.push({
        sourceId: record.sourceId,
        contentHash: hash,
        fetchedAt: record.fetchedAt,
        targetId: publicationId,
        delivered: {
          label: label(record.data.title, record.sourceId),
          matchedBy: match.matched ? match.key : null,
          match: describeMatch(match),
        },
      });
    }
    if (!ctx.dryRun) await runPlan(tx, plan);
    if (!ctx.dryRun) await repo.upsertRecords(tx, PBN_ENTITY.publication, rows);

    // PBN's deleted works: withdrawn from public view, kept.
    const gone = await withdrawByIds(
      tx,
      deleted.map((r) => r.sourceId),
      ctx,
    );
    out.withdrawn += gone.withdrawn;
    out.unchanged += deleted.length - gone.withdrawn;
    out.changes.push(...gone.changes);
    touched.push(...gone.publicationIds);

    out.profileIds = await repo.authorProfiles([...new Set(touched)], tx);
    return out;
  }

  /**
   * What one record writes, added to the page's plan (written a statement a kind for the page):
   * its publication, authors and PBN version. Links to a publication of another register are
   * made here, one row each (few).
   */
  async function planWrite(
    tx: Tx,
    plan: WritePlan,
    record: PbnPublicationRecord,
    links: Array<string | null>,
    dictionary: WorkDictionary,
    match: PublicationMatch,
    publicationId: string,
    heads: Awaited<ReturnType<PbnSyncRepository['publicationHeads']>>,
  ) {
    const version = versionFields(record, dictionary);
    if (!match.matched) {
      plan.newPublications.push({ id: publicationId, ...publicationFields(record) });
      plan.authors.push(...authorsOf(record, links, []).map((a) => ({ ...a, publicationId })));
      plan.newVersions.push({ ...version, publicationId, externalId: record.sourceId });
      return;
    }
    const head = heads.get(publicationId);
    if (head?.source === 'PBN') {
      // A publication PBN made: PBN's record is its default one, authors included.
      plan.changedPublications.push({ id: publicationId, ...publicationFields(record) });
      const authors = authorsOf(record, links, head.authors);
      if (!sameAuthors(authors, head.authors)) {
        plan.reauthored.push(publicationId);
        plan.authors.push(...authors.map((a) => ({ ...a, publicationId })));
      }
    } else if (head) {
      // A publication of another register or of its author: PBN links its authors only.
      for (const [position, profileId] of links.entries()) {
        if (!profileId || head.authors.some((a) => a.profileId === profileId)) continue;
        const at = linkPosition(head.authors, position, record.data.authors[position]!.lastName);
        if (at !== null && (await repo.linkAuthor(tx, head.id, at, profileId)))
          head.authors.find((a) => a.position === at)!.profileId = profileId;
      }
    }
    if (match.versionId) plan.changedVersions.push({ ...version, versionId: match.versionId });
    else plan.newVersions.push({ ...version, publicationId, externalId: record.sourceId });
  }

  async function runPlan(tx: Tx, plan: WritePlan) {
    await repo.insertPublications(tx, plan.newPublications);
    await repo.updatePublications(tx, plan.changedPublications);
    await repo.deleteAuthors(tx, plan.reauthored);
    await repo.insertAuthors(tx, plan.authors);
    await repo.insertVersions(tx, plan.newVersions);
    await repo.updateVersions(tx, plan.changedVersions);
  }

  /** Withdraws the PBN versions of these PBN ids (deleted in PBN, or gone from a full read). */
  async function withdrawByIds(tx: Tx, sourceIds: string[], ctx: PbnApplyContext) {
    const hidden = ctx.dryRun
      ? await repo.visiblePbnVersions(sourceIds, tx)
      : await repo.hidePbnVersions(tx, sourceIds);
    const marked = ctx.dryRun
      ? [...(await repo.storedRecords(PBN_ENTITY.publication, sourceIds, tx)).values()]
          .filter((r) => !r.withdrawn)
          .map((r) => r.sourceId)
      : await repo.markWithdrawn(tx, PBN_ENTITY.publication, sourceIds);
    const titles = new Map(hidden.map((h) => [h.externalId, h.title]));
    const ids = [...new Set([...hidden.map((h) => h.externalId), ...marked])];
    return {
      withdrawn: ids.length,
      publicationIds: hidden.map((h) => h.publicationId),
      changes: ids.map((sourceId) => ({
        change: 'WITHDRAWN' as const,
        sourceId,
        label: label(titles.get(sourceId) ?? null, sourceId),
        profileId: null,
        entity: 'PUBLICATION' as const,
      })),
    };
  }

  /** The records a complete full read did not see: withdrawn as PBN's deleted ones are. */
  async function withdrawUnseen(
    tx: Tx,
    records: Array<{ sourceId: string }>,
    ctx: PbnApplyContext,
  ): Promise<PbnPageOutcome> {
    const out = emptyPbnOutcome();
    const gone = await withdrawByIds(
      tx,
      records.map((r) => r.sourceId),
      ctx,
    );
    out.withdrawn = gone.withdrawn;
    out.changes = gone.changes;
    out.profileIds = await repo.authorProfiles(gone.publicationIds, tx);
    return out;
  }

  /** PBN people pages, mapped (the PESEL becomes the keyed hash here and goes no further). */
  function mapPeople(raw: Array<PbnObject<PbnPersonObject>>, fetchedAt: Date) {
    return raw.map((r) => mapPbnPerson(r, fetchedAt, { peselHashKey }));
  }

  return { applyPeople, applyDictionary, applyPublications, withdrawUnseen, mapPeople };
}

/** A person's stored hash: its content's and the profile it is linked to. */
const personHash = (content: string, profileId: string | null) =>
  contentHash({ content, profileId });

export type PbnPublicationSync = ReturnType<typeof createPbnPublicationSync>;

type Repo = PbnSyncRepository;
type Rows<K extends keyof Repo> = Parameters<Repo[K]>[1];

/** A page's writes, a statement a kind. */
interface WritePlan {
  newPublications: Rows<'insertPublications'>;
  changedPublications: Rows<'updatePublications'>;
  reauthored: string[];
  authors: Rows<'insertAuthors'>;
  newVersions: Rows<'insertVersions'>;
  changedVersions: Rows<'updateVersions'>;
}

const emptyPlan = (): WritePlan => ({
  newPublications: [],
  changedPublications: [],
  reauthored: [],
  authors: [],
  newVersions: [],
  changedVersions: [],
});

/**
 * The publications' read: ACTIVE works (only those changed since `since` on an incremental
 * run), then the DELETED ones, each page with the checkpoint to resume after it; the last
 * page's names the latest `lastModifiedDate` seen, where the next incremental read starts.
 */
export function readPublications(
  pbn: PbnClient,
  options: { from: string | null; since: string | null; pageSize?: number; signal?: AbortSignal },
) {
  const resume = decodeCheckpoint(options.from);
  const sinceCp = decodeCheckpoint(options.since);
  const start: PublicationsCheckpoint = resume ?? {
    list: 'ACTIVE',
    page: 0,
    since: sinceCp?.seenUpTo ?? null,
    seenUpTo: sinceCp?.seenUpTo ?? null,
    activeTotal: 0,
  };
  let complete = false;
  const pageSize = options.pageSize ?? 500;
  return {
    complete: () => complete,
    async *[Symbol.asyncIterator]() {
      const cp = { ...start };
      for (const list of ['ACTIVE', 'DELETED'] as const) {
        if (cp.list === 'DONE' || (cp.list === 'DELETED' && list === 'ACTIVE')) continue;
        const pages = pbn.publications({
          status: list,
          pageSize,
          fromPage: cp.list === list ? cp.page : 0,
          ...(cp.since ? { modifiedSince: new Date(cp.since) } : {}),
          signal: options.signal,
        });
        for await (const page of pages) {
          for (const r of page.records) cp.seenUpTo = later(cp.seenUpTo, r.lastModifiedDate);
          if (list === 'ACTIVE') cp.activeTotal = page.totalElements;
          const next: PublicationsCheckpoint =
            page.checkpoint !== null
              ? { ...cp, list, page: page.checkpoint }
              : list === 'ACTIVE'
                ? { ...cp, list: 'DELETED', page: 0 }
                : { ...cp, list: 'DONE', page: 0 };
          Object.assign(cp, next);
          yield {
            records: page.records.map((raw: PbnObject<PbnPublicationObject>) =>
              mapPbnPublication(raw, page.fetchedAt),
            ),
            checkpoint: encodeCheckpoint(next),
            // The read's whole: the ACTIVE works, and the DELETED ones once they are read.
            total: list === 'ACTIVE' ? page.totalElements : cp.activeTotal + page.totalElements,
          };
        }
      }
      complete = true;
    },
  };
}

/** PBN people, a page at a time, with the next page as checkpoint. */
export function readPeople(
  pbn: PbnClient,
  sync: PbnPublicationSync,
  options: { from: string | null; pageSize?: number; signal?: AbortSignal },
) {
  let complete = false;
  return {
    complete: () => complete,
    async *[Symbol.asyncIterator]() {
      const pages = pbn.people({
        fromPage: options.from ? Number(options.from) || 0 : 0,
        pageSize: options.pageSize ?? 1000,
        signal: options.signal,
      });
      for await (const page of pages)
        yield {
          records: sync.mapPeople(page.records, page.fetchedAt),
          checkpoint: page.checkpoint === null ? null : String(page.checkpoint),
          total: page.totalElements,
        };
      complete = true;
    },
  };
}

/** PBN's journals or publishers, mapped, a page at a time (the next page as checkpoint). */
export function readDictionary(
  pbn: PbnClient,
  list: 'journals' | 'publishers',
  options: { from: string | null; pageSize?: number; signal?: AbortSignal },
) {
  let complete = false;
  return {
    complete: () => complete,
    async *[Symbol.asyncIterator]() {
      const read = { fromPage: Number(options.from) || 0, pageSize: options.pageSize ?? 1000 };
      if (list === 'journals') {
        for await (const page of pbn.journals({ ...read, signal: options.signal }))
          yield {
            records: page.records.map((raw) => mapPbnJournal(raw, page.fetchedAt)),
            checkpoint: page.checkpoint === null ? null : String(page.checkpoint),
            total: page.totalElements,
          };
      } else {
        for await (const page of pbn.publishers({ ...read, signal: options.signal }))
          yield {
            records: page.records.map((raw) => mapPbnPublisher(raw, page.fetchedAt)),
            checkpoint: page.checkpoint === null ? null : String(page.checkpoint),
            total: page.totalElements,
          };
      }
      complete = true;
    },
  };
}
