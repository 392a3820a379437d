import {
  ORCID_ERROR_CODES,
  type OrcidAffiliation,
  type OrcidWork,
  type OrcidWorks,
  type ProfileOrcid,
} from '@ln/contracts';
import type { Prisma, TxRunner } from '@ln/db';
import type { JobQueue } from '@ln/jobs';
import type { AuditRepository } from '@ln/lifecycle';
import { OrcidRecordUnavailableError, type OrcidClient, type OrcidReadWork } from '@ln/registry';
import { ConflictError, NotFoundError } from '@ln/server';
import type {
  PublicationMatch,
  PublicationMatcher,
  PublicationMatchInput,
  SourceVersionKey,
} from '../registry-sync/publication-match.js';
import type { OrcidRepository, OrcidWorkRow, OrcidWorkWrite } from './orcid.repository.js';

/** The refresh's queue on the job queue (decision 037): one waiting refresh per profile. */
export const ORCID_REFRESH_QUEUE = 'orcid-refresh';
export interface OrcidRefreshJob {
  profileId: string;
  /** What asked for it: LOGIN, UPDATE_ORCID, OWNER. */
  trigger: string;
}

/** Works matched and written a transaction at a time. */
const BATCH = 250;

const SYSTEM = { userId: null as unknown as string, reqId: 'orcid-refresh' };

type Actor = { userId: string; reqId: string };

const TYPES: Record<string, 'ARTICLE' | 'BOOK' | 'EDITED_BOOK' | 'CHAPTER' | 'PROCEEDINGS'> = {
  'journal-article': 'ARTICLE',
  book: 'BOOK',
  'edited-book': 'EDITED_BOOK',
  'book-chapter': 'CHAPTER',
  'conference-paper': 'PROCEEDINGS',
};

/** The surname of a credit name ("Jan Kowalski" → "Kowalski"; "Kowalski, Jan" → "Kowalski"). */
export function surnameOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const text = name.trim();
  if (text.includes(',')) return text.split(',')[0]!.trim() || null;
  return text.split(/\s+/).at(-1) ?? null;
}

function splitName(name: string): { firstName: string; surname: string } {
  const text = name.trim();
  if (text.includes(',')) {
    const [surname, first] = text.split(',', 2);
    return { firstName: (first ?? '').trim(), surname: surname!.trim() };
  }
  const parts = text.split(/\s+/);
  return { firstName: parts.slice(0, -1).join(' '), surname: parts.at(-1) ?? text };
}

function workData(work: OrcidReadWork): Record<string, unknown> {
  return {
    journal: work.journal,
    type: work.type,
    subtitle: work.subtitle,
    month: work.month,
    day: work.day,
    pbnId: work.pbnId,
    isbn: work.isbn,
    issn: work.issn,
    url: work.url,
    externalIds: work.externalIds,
    contributors: work.contributors,
    sourceName: work.sourceName,
    problems: work.problems,
  };
}

function toDto(row: OrcidWorkRow): OrcidWork {
  const data = (row.data ?? {}) as {
    journal?: string | null;
    type?: string | null;
    contributors?: Array<{ name: string }>;
    problems?: string[];
  };
  return {
    putCode: row.putCode.toString(),
    status: row.status,
    title: row.title,
    year: row.year,
    doi: row.doi,
    journal: data.journal ?? null,
    type: data.type ?? null,
    contributors: (data.contributors ?? []).map((c) => c.name),
    publicationId: row.publicationId,
    matchKey: (row.matchKey as OrcidWork['matchKey']) ?? null,
    reason: row.reason,
    duplicateOf: row.duplicateOf === null ? null : row.duplicateOf.toString(),
    problems: data.problems ?? [],
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export interface OrcidServiceDeps {
  repo: OrcidRepository;
  matcher: PublicationMatcher;
  audit: AuditRepository;
  tx: TxRunner;
  /** null: ORCID is not configured (ORCID_API_URL unset). */
  client: OrcidClient | null;
  /** The process's job queue (started on first use); null: none (refreshes are not queued). */
  jobs: (() => Promise<JobQueue>) | null;
}

/**
 * The owner's ORCID works (issue 43, docs/orcid.md): a refresh reads the ORCID record and
 * matches each work as the registry sync does (the put-code of the owner's ORCID version, the
 * DOI, a PBN id among its external ids, then title + year + first author); a matched work
 * becomes that publication's ORCID version (hidden until the owner shows it), an unmatched one
 * waits in the owner's review queue, in no public read, until accepted.
 */
export function createOrcidService(deps: OrcidServiceDeps) {
  const { repo, matcher, audit, tx, client, jobs } = deps;

  async function matchBatch(
    t: Prisma.TransactionClient,
    profileId: string,
    works: OrcidReadWork[],
  ): Promise<PublicationMatch[]> {
    const own: SourceVersionKey = { source: 'ORCID', kind: 'AUTHOR_LN', ownerProfileId: profileId };
    const pbn: SourceVersionKey = { source: 'PBN', kind: 'PBN', ownerProfileId: null };
    const input = (w: OrcidReadWork, keys: 'id+doi' | 'title'): PublicationMatchInput =>
      keys === 'id+doi'
        ? {
            externalId: String(w.putCode),
            doi: w.doi,
            title: null,
            year: null,
            firstAuthorSurname: null,
          }
        : {
            externalId: String(w.putCode),
            doi: null,
            title: w.title,
            year: w.year,
            firstAuthorSurname: surnameOf(w.contributors[0]?.name),
          };
    // 1. put-code (the ORCID version made before) and DOI
    const results = await matcher.match(
      t,
      own,
      works.map((w) => input(w, 'id+doi')),
    );
    // 2. a PBN id among the external ids: the PBN version carrying it
    const byPbn = works.flatMap((w, n) => (!results[n]!.matched && w.pbnId ? [n] : []));
    if (byPbn.length) {
      const hits = await matcher.match(
        t,
        pbn,
        byPbn.map((n) => ({
          externalId: works[n]!.pbnId,
          doi: null,
          title: null,
          year: null,
          firstAuthorSurname: null,
        })),
      );
      byPbn.forEach((n, k) => {
        if (hits[k]!.matched) results[n] = hits[k]!;
      });
    }
    // 3. title + year + first author
    const byTitle = works.flatMap((w, n) => (!results[n]!.matched ? [n] : []));
    if (byTitle.length) {
      const hits = await matcher.match(
        t,
        own,
        byTitle.map((n) => input(works[n]!, 'title')),
      );
      byTitle.forEach((n, k) => {
        const before = results[n]!;
        const hit = hits[k]!;
        if (hit.matched) results[n] = hit;
        else if (!before.matched)
          results[n] = {
            matched: false,
            reason:
              before.reason === 'NO_KEYS'
                ? hit.reason
                : before.reason === 'CLAIMED'
                  ? 'CLAIMED'
                  : hit.reason === 'NO_KEYS'
                    ? before.reason
                    : hit.reason,
            tried: [...new Set([...before.tried, ...hit.tried])],
          };
      });
    }
    return results;
  }

  const service = {
    /** Queues a refresh (the login, updateOrcid, the owner's page); false: one waits already. */
    async queueRefresh(profileId: string, trigger: string): Promise<boolean> {
      if (!jobs) return false;
      const id = await (
        await jobs()
      ).send<OrcidRefreshJob>(
        ORCID_REFRESH_QUEUE,
        { profileId, trigger },
        { singletonKey: profileId },
      );
      return id !== null;
    },

    /** Reads the profile's ORCID record and brings its works, affiliations and fundings in. */
    async refresh(
      profileId: string,
      options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
    ) {
      const profile = await repo.profileOrcid(profileId);
      if (!profile?.orcid) return { state: 'NO_ORCID' as const, works: 0 };
      const orcid = profile.orcid;
      if (!client) {
        await tx((t) =>
          repo.saveRecord(t, profileId, { orcid, state: 'NOT_CONFIGURED', fetchedAt: null }),
        );
        return { state: 'NOT_CONFIGURED' as const, works: 0 };
      }
      let read;
      try {
        read = await client.read(orcid, { signal: options.signal, onProgress: options.onProgress });
      } catch (error) {
        if (!(error instanceof OrcidRecordUnavailableError)) throw error;
        await tx(async (t) => {
          await repo.saveRecord(t, profileId, {
            orcid,
            state: error.reason,
            fetchedAt: new Date(),
          });
          await audit.write(
            {
              actor: SYSTEM,
              action: 'ORCID_REFRESHED',
              targetType: 'PROFILE',
              targetId: profileId,
              details: { state: error.reason },
            },
            t,
          );
        });
        return { state: error.reason, works: 0 };
      }
      const seenAt = new Date();
      const existing = new Map((await repo.works(profileId)).map((w) => [w.putCode.toString(), w]));
      const firsts = read.works.filter((w) => w.duplicateOf === null);
      const counts: Record<string, number> = {};
      for (let i = 0; i < read.works.length; i += BATCH) {
        const batch = read.works.slice(i, i + BATCH);
        await tx(async (t) => {
          const open = batch.filter((w) => {
            const before = existing.get(String(w.putCode));
            return (
              w.duplicateOf === null &&
              w.putCode > 0 &&
              before?.status !== 'ACCEPTED' &&
              before?.status !== 'REJECTED'
            );
          });
          const matches = await matchBatch(t, profileId, open);
          const matchOf = new Map(open.map((w, n) => [w.putCode, matches[n]!]));
          const matchedIds = [
            ...new Set(matches.flatMap((m) => (m.matched ? [m.publicationId] : []))),
          ];
          const authored = await repo.authored(t, profileId, matchedIds);
          const writes: OrcidWorkWrite[] = [];
          const versions: Parameters<OrcidRepository['addOrcidVersions']>[2] = [];
          for (const w of batch) {
            const match = matchOf.get(w.putCode);
            const base = {
              putCode: w.putCode,
              title: w.title,
              year: w.year,
              doi: w.doi,
              duplicateOf: w.duplicateOf,
              data: workData(w),
            };
            let write: OrcidWorkWrite;
            if (w.duplicateOf !== null) {
              write = {
                ...base,
                status: 'DUPLICATE',
                publicationId: null,
                matchKey: null,
                reason: 'DUPLICATE',
              };
            } else if (!match) {
              // decided by the owner: the upsert keeps the decision
              const before = existing.get(String(w.putCode))!;
              write = {
                ...base,
                status: before.status,
                publicationId: before.publicationId,
                matchKey: before.matchKey,
                reason: before.reason,
              };
            } else if (match.matched && authored.has(match.publicationId)) {
              write = {
                ...base,
                status: 'MATCHED',
                publicationId: match.publicationId,
                matchKey: match.key,
                reason: null,
              };
              if (w.title)
                versions.push({
                  publicationId: match.publicationId,
                  putCode: w.putCode,
                  title: w.title,
                  year: w.year,
                  doi: w.doi,
                  data: workData(w),
                });
            } else if (match.matched) {
              // the publication is the portal's, but not on this profile: the owner decides
              write = {
                ...base,
                status: 'PENDING',
                publicationId: match.publicationId,
                matchKey: match.key,
                reason: 'NOT_ON_PROFILE',
              };
            } else {
              write = {
                ...base,
                status: 'PENDING',
                publicationId: null,
                matchKey: null,
                reason: w.problems.includes('MISSING_TITLE') ? 'MISSING_TITLE' : match.reason,
              };
            }
            counts[write.status] = (counts[write.status] ?? 0) + 1;
            writes.push(write);
          }
          await repo.upsertWorks(t, profileId, writes, seenAt);
          await repo.addOrcidVersions(t, profileId, versions);
        });
      }
      await tx(async (t) => {
        const dropped = await repo.dropUnseen(t, profileId, seenAt);
        const affiliation = (a: (typeof read.employments)[number]) => ({
          source: 'ORCID',
          kind: a.kind,
          organization: a.organization,
          city: a.city,
          country: a.country,
          department: a.department,
          role: a.role,
          startYear: a.startYear,
          endYear: a.endYear,
        });
        await repo.saveRecord(t, profileId, {
          orcid,
          state: 'OK',
          fetchedAt: read.fetchedAt,
          employments: read.employments.map(affiliation),
          educations: read.educations.map(affiliation),
          fundings: read.fundings as unknown as Prisma.InputJsonValue,
          worksCount: read.works.length,
        });
        await audit.write(
          {
            actor: SYSTEM,
            action: 'ORCID_REFRESHED',
            targetType: 'PROFILE',
            targetId: profileId,
            details: {
              state: 'OK',
              works: read.works.length,
              groups: firsts.length,
              counts,
              dropped,
            },
          },
          t,
        );
      });
      return { state: 'OK' as const, works: read.works.length, counts };
    },

    async works(profileId: string, status?: OrcidWork['status']): Promise<OrcidWorks> {
      const [profile, record, rows, counts] = await Promise.all([
        repo.profileOrcid(profileId),
        repo.record(profileId),
        repo.works(profileId, status),
        repo.counts(profileId),
      ]);
      return {
        profileId,
        orcid: profile?.orcid ?? null,
        record: record
          ? {
              state: record.state as NonNullable<OrcidWorks['record']>['state'],
              fetchedAt: record.fetchedAt ? record.fetchedAt.toISOString() : null,
              worksCount: record.worksCount,
            }
          : null,
        refresh: null,
        counts,
        items: rows.map(toDto),
      };
    },

    async accept(actor: Actor, profileId: string, putCode: string): Promise<OrcidWork> {
      return tx(async (t) => {
        const row = await locked(t, profileId, putCode);
        await acceptRow(t, actor, profileId, row);
        return toDto((await repo.lockWork(t, profileId, row.putCode))!);
      });
    },

    async acceptAll(actor: Actor, profileId: string) {
      return tx(async (t) => {
        const pending = await repo.works(profileId, 'PENDING', t);
        let accepted = 0;
        let skipped = 0;
        for (const row of pending) {
          if (!row.title) {
            skipped += 1;
            continue;
          }
          await acceptRow(t, actor, profileId, (await repo.lockWork(t, profileId, row.putCode))!);
          accepted += 1;
        }
        return { accepted, skipped };
      });
    },

    async reject(actor: Actor, profileId: string, putCode: string): Promise<OrcidWork> {
      return tx(async (t) => {
        const row = await locked(t, profileId, putCode);
        if (row.status !== 'PENDING')
          throw stateError('Only a work waiting for a decision can be rejected.');
        const decidedAt = new Date();
        await repo.setDecision(t, profileId, row.putCode, {
          status: 'REJECTED',
          publicationId: row.publicationId,
          createdPublication: false,
          decidedAt,
        });
        await audit.write(
          {
            actor,
            action: 'ORCID_WORK_REJECTED',
            targetType: 'PROFILE',
            targetId: profileId,
            details: { putCode },
          },
          t,
        );
        return toDto({ ...row, status: 'REJECTED', decidedAt });
      });
    },

    /** Takes a decision back: an accepted or rejected work waits in the queue again. */
    async undo(actor: Actor, profileId: string, putCode: string): Promise<OrcidWork> {
      return tx(async (t) => {
        const row = await locked(t, profileId, putCode);
        const work = row as OrcidWorkRow & { createdPublication: boolean };
        if (row.status !== 'ACCEPTED' && row.status !== 'REJECTED')
          throw stateError('Only an accepted or rejected work can be taken back.');
        let publicationId = row.publicationId;
        if (row.status === 'ACCEPTED' && row.publicationId) {
          if (work.createdPublication) {
            await repo.deletePublication(t, row.publicationId);
            publicationId = null;
          } else
            await repo.setOrcidVersionVisible(t, profileId, row.publicationId, row.putCode, false);
        }
        await repo.setDecision(t, profileId, row.putCode, {
          status: 'PENDING',
          publicationId,
          createdPublication: false,
          decidedAt: null,
        });
        await audit.write(
          {
            actor,
            action: 'ORCID_WORK_DECISION_UNDONE',
            targetType: 'PROFILE',
            targetId: profileId,
            details: { putCode, was: row.status },
          },
          t,
        );
        return toDto({ ...row, status: 'PENDING', publicationId, decidedAt: null });
      });
    },

    /** The public side: the ORCID iD and the affiliations the last refresh read. */
    async publicAffiliations(profileId: string): Promise<Partial<ProfileOrcid>> {
      const record = await repo.record(profileId);
      if (!record || record.state !== 'OK') return {};
      return {
        fetchedAt: record.fetchedAt ? record.fetchedAt.toISOString() : null,
        employments: record.employments as unknown as OrcidAffiliation[],
        educations: record.educations as unknown as OrcidAffiliation[],
      };
    },
  };

  function stateError(message: string) {
    return new ConflictError(message, ORCID_ERROR_CODES.ORCID_WORK_STATE_ERROR);
  }

  async function locked(t: Prisma.TransactionClient, profileId: string, putCode: string) {
    const row = await repo.lockWork(t, profileId, BigInt(putCode));
    if (!row)
      throw new NotFoundError(
        'No such ORCID work on this profile.',
        ORCID_ERROR_CODES.ORCID_WORK_NOT_FOUND,
      );
    return row;
  }

  async function acceptRow(
    t: Prisma.TransactionClient,
    actor: Actor,
    profileId: string,
    row: OrcidWorkRow,
  ) {
    if (row.status !== 'PENDING')
      throw stateError('Only a work waiting for a decision can be accepted.');
    if (!row.title) throw stateError('A work without a title cannot be accepted.');
    const data = (row.data ?? {}) as {
      type?: string | null;
      contributors?: Array<{ name: string; orcid: string | null }>;
    };
    let publicationId: string;
    let created = false;
    if (row.publicationId) {
      // it matched a publication the profile is not an author of: its ORCID version, shown
      publicationId = row.publicationId;
      await repo.addOrcidVersions(
        t,
        profileId,
        [
          {
            publicationId,
            putCode: Number(row.putCode),
            title: row.title,
            year: row.year,
            doi: row.doi,
            data: row.data as Record<string, unknown>,
          },
        ],
        true,
      );
      await repo.setOrcidVersionVisible(t, profileId, publicationId, row.putCode, true);
    } else {
      const profile = (await repo.profileOrcid(profileId, t))!;
      const contributors = data.contributors ?? [];
      const surname = profile.surname.toLowerCase();
      let own = contributors.findIndex((c) => c.orcid && c.orcid === profile.orcid);
      if (own < 0)
        own = contributors.findIndex((c) => surnameOf(c.name)?.toLowerCase() === surname);
      const authors = contributors.map((c, k) => ({ ...splitName(c.name), own: k === own }));
      if (own < 0)
        authors.push({ firstName: profile.firstName, surname: profile.surname, own: true });
      publicationId = await repo.createPublication(t, profileId, {
        type: TYPES[data.type ?? ''] ?? 'ARTICLE',
        putCode: row.putCode,
        title: row.title,
        year: row.year,
        doi: row.doi,
        data: { ...(row.data as Prisma.InputJsonObject), source: 'ORCID' },
        authors,
      });
      created = true;
    }
    await repo.setDecision(t, profileId, row.putCode, {
      status: 'ACCEPTED',
      publicationId,
      createdPublication: created,
      decidedAt: new Date(),
    });
    await audit.write(
      {
        actor,
        action: 'ORCID_WORK_ACCEPTED',
        targetType: 'PROFILE',
        targetId: profileId,
        details: { putCode: row.putCode.toString(), publicationId, created },
      },
      t,
    );
  }

  return service;
}

export type OrcidService = ReturnType<typeof createOrcidService>;
