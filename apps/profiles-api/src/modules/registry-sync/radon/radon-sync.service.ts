import { randomUUID } from 'node:crypto';
import type { Tx } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import {
  mapPbnPerson,
  mapRadonEmployee,
  mapRadonInstitution,
  mapRadonScientist,
  type PbnClient,
  type RadonClient,
  type RadonPersonRecord,
  type RadonRead,
} from '@ln/registry';
import { DATA_SOURCE_AUDIT_ACTIONS } from '@ln/contracts';
import {
  emptyOutcome,
  type PhaseRead,
  type SourceRunner,
  type SyncPhase,
} from '../source-runner.js';
import {
  countryCode,
  degreeKey,
  degreeLabel,
  deliveredPerson,
  employmentKey,
  isoDay,
  personLabel,
  type DeliveredPerson,
} from './radon-sync.fns.js';
import type {
  DegreeRow,
  EmploymentRow,
  MatchRow,
  ProfileFacts,
  RadonSyncRepository,
} from './radon-sync.repository.js';

/**
 * RAD-on (POL-on open data) → profiles (decision 039). Phases, in order:
 * 1. `links` (when PBN is configured): PBN's people reduced to POL-on uid → keyed PESEL hash,
 *    the identity link a new registry person is matched to a portal profile by;
 * 2. `institutions`: POL-on institutions by UUID;
 * 3. `scientists`: the scientist register: names, degrees and titles, the ORCID iD; people are
 *    matched by POL-on uid, then ORCID iD, then PESEL hash, and new ones get a profile; a
 *    person the register no longer holds is withdrawn from public view (kept);
 * 4. `employees`: the employees service: current employments and declared disciplines; a
 *    person it no longer lists has no current employment any more.
 */

function radonRead<T>(read: RadonRead<T>): PhaseRead<{ raw: T; fetchedAt: Date }> {
  return {
    complete: () => read.stats.missing === 0,
    async *[Symbol.asyncIterator]() {
      for await (const page of read)
        yield {
          records: page.records.map((raw) => ({ raw, fetchedAt: page.fetchedAt })),
          checkpoint: page.checkpoint,
          total: page.maxCount,
        };
    },
  };
}

export function createRadonSource(deps: {
  radon: RadonClient;
  pbn: PbnClient | null;
  repo: RadonSyncRepository;
  audit: AuditRepository;
  peselHashKey: Buffer | null;
  /** Records a RAD-on page (1..100; default 100) and a PBN page. */
  pageSize?: number;
  /** Records a transaction writes (default: the framework's). */
  batchRecords?: number;
}): SourceRunner {
  const { radon, pbn, repo, audit, peselHashKey } = deps;
  const RADON_PAGE = Math.min(100, deps.pageSize ?? 100);
  const PBN_PAGE = Math.min(1000, deps.pageSize ?? 1000);
  let dictionary: Promise<{ disciplines: Map<string, string>; fields: Set<string> }> | null = null;
  const codes = () =>
    (dictionary ??= Promise.all([repo.disciplines(), repo.fields()]).then(([d, f]) => ({
      disciplines: d,
      fields: f,
    })));

  const links: SyncPhase<{ raw: unknown; fetchedAt: Date }> = {
    name: 'links',
    entity: 'PERSON',
    recordEntity: 'PERSON_LINK',
    withdraws: false,
    // PBN lists its people whole; an incremental run leaves them to the nightly full one.
    incremental: false,
    read({ from, signal }) {
      const pages = pbn!.people({ fromPage: from ? Number(from) : 0, pageSize: PBN_PAGE, signal });
      return {
        complete: () => true,
        async *[Symbol.asyncIterator]() {
          for await (const page of pages)
            yield {
              records: page.records.map((raw) => ({ raw, fetchedAt: page.fetchedAt })),
              checkpoint: page.checkpoint === null ? null : String(page.checkpoint),
              total: page.totalElements,
            };
        },
      };
    },
    async apply(tx, page, ctx) {
      const out = emptyOutcome();
      if (!peselHashKey) return out;
      const mapped = page.records
        .map((r) => mapPbnPerson(r.raw as never, r.fetchedAt, { peselHashKey }))
        .filter((m) => m.data.polonUid);
      const stored = await repo.linkHashes(
        mapped.map((m) => m.data.polonUid!),
        tx,
      );
      const changed = mapped.filter((m) => stored.get(m.data.polonUid!) !== m.contentHash);
      if (!ctx.dryRun)
        await repo.upsertLinks(
          tx,
          changed.map((m) => ({
            polonUid: m.data.polonUid!,
            pbnId: m.sourceId,
            peselHash: m.data.peselHash,
            orcid: m.data.orcid,
            contentHash: m.contentHash,
            fetchedAt: m.fetchedAt,
          })),
        );
      // People created before their link arrived (an incremental run) get their hash now.
      if (!ctx.dryRun)
        await repo.fillPeselHashes(
          tx,
          changed.filter((m) => m.data.peselHash).map((m) => [m.data.polonUid!, m.data.peselHash!]),
        );
      return out;
    },
  };

  const institutions: SyncPhase<{ raw: unknown; fetchedAt: Date }> = {
    name: 'institutions',
    entity: 'INSTITUTION',
    recordEntity: 'INSTITUTION',
    withdraws: false,
    read: ({ from, since, signal }) =>
      radonRead(radon.institutions({ pageSize: RADON_PAGE, from: from ?? since, signal })),
    async apply(tx, page, ctx) {
      const out = emptyOutcome();
      const records = page.records.map((r) => mapRadonInstitution(r.raw as never, r.fetchedAt));
      const stored = await ctx.storedHashes(
        'INSTITUTION',
        records.map((r) => r.sourceId),
        tx,
      );
      const todo = records.filter((r) => stored.get(r.sourceId) !== r.contentHash);
      out.unchanged = records.length - todo.length;
      out.seen = records.map((r) => r.sourceId);
      if (!todo.length) return out;
      const known = await repo.institutionIds(
        todo.map((r) => r.sourceId),
        tx,
      );
      for (const r of todo) {
        const isNew = !known.has(r.sourceId);
        out[isNew ? 'new' : 'changed'] += 1;
        out.changes.push({
          change: isNew ? 'NEW' : 'CHANGED',
          sourceId: r.sourceId,
          label: r.data.name,
          profileId: null,
        });
      }
      if (ctx.dryRun) return out;
      const ids = await repo.upsertInstitutions(
        tx,
        todo.map((r) => ({
          externalId: r.sourceId,
          name: r.data.name || r.sourceId,
          city: r.data.city,
          countryCode: countryCode(r.data.countryCode) ?? 'PL',
          kind: (r.data.kindCode ?? 'OTHER').slice(0, 32),
        })),
      );
      await repo.upsertRecords(
        tx,
        'RADON',
        'INSTITUTION',
        todo.map((r) => ({
          sourceId: r.sourceId,
          contentHash: r.contentHash,
          fetchedAt: r.fetchedAt,
          targetId: ids.get(r.sourceId) ?? known.get(r.sourceId) ?? null,
          delivered: { label: r.data.name },
        })),
      );
      return out;
    },
  };

  /**
   * A page of people: the matched profile of each (or a new one), then the facts the phase
   * owns. `write` writes the phase's own rows for the profiles that changed.
   */
  async function applyPeople(
    tx: Tx,
    records: RadonPersonRecord[],
    ctx: Parameters<SyncPhase['apply']>[2],
    recordEntity: 'PERSON' | 'EMPLOYEE',
    write: (
      tx: Tx,
      people: Array<{ profileId: string; record: RadonPersonRecord }>,
    ) => Promise<void>,
  ) {
    const out = emptyOutcome();
    out.seen = records.map((r) => r.sourceId);
    const stored = await ctx.storedHashes(recordEntity, out.seen, tx);
    const todo = records.filter((r) => stored.get(r.sourceId) !== r.contentHash);
    out.unchanged = records.length - todo.length;
    if (!todo.length) return out;

    const uids = todo.map((r) => r.sourceId);
    const linked = await repo.links(uids, tx);
    const orcids = todo.map((r) => r.data.orcid).filter((o): o is string => !!o);
    const found = await repo.matches(
      { polonIds: uids, orcids, peselHashes: [...linked.values()] },
      tx,
    );
    const byPolon = new Map<string, MatchRow>();
    const byOrcid = new Map<string, MatchRow>();
    const byPesel = new Map<string, MatchRow>();
    for (const m of found) {
      if (m.polonId) byPolon.set(m.polonId, m);
      if (m.orcid) byOrcid.set(m.orcid, m);
      if (m.peselHash) byPesel.set(m.peselHash, m);
    }
    const returning = await repo.withdrawnOf('RADON', 'PERSON', uids, tx);
    const previous = await previousDelivered(tx, uids);
    const taken = new Set<string>();
    const creates: ProfileFacts[] = [];
    const updates: ProfileFacts[] = [];
    const people: Array<{ profileId: string; record: RadonPersonRecord }> = [];
    const heldOrcids = await repo.orcidHolders(orcids, tx);
    const peselTaken = await repo.peselHolders([...linked.values()], tx);

    for (const r of todo) {
      const hash = linked.get(r.sourceId) ?? null;
      // A profile already holding another registry person's uid is not this person.
      const free = (m: MatchRow | undefined) =>
        m && (m.polonId === null || m.polonId === r.sourceId) && !taken.has(m.id) ? m : undefined;
      const match =
        free(byPolon.get(r.sourceId)) ??
        free(r.data.orcid ? byOrcid.get(r.data.orcid) : undefined) ??
        free(hash ? byPesel.get(hash) : undefined);
      const d = deliveredPerson(r.data);
      const orcidFree =
        d.orcid && (!heldOrcids.has(d.orcid) || heldOrcids.get(d.orcid) === match?.id)
          ? d.orcid
          : null;
      const facts: ProfileFacts = {
        id: match?.id ?? randomUUID(),
        firstName: d.firstName || '-',
        secondName: recordEntity === 'PERSON' ? d.secondName : (match?.secondName ?? d.secondName),
        prevSecondName: previous.get(r.sourceId)?.secondName ?? match?.secondName ?? null,
        surname: d.surname || '-',
        prefix: d.prefix,
        calculatedEduLevel: d.calculatedEduLevel,
        orcid: recordEntity === 'PERSON' ? orcidFree : null,
        polonId: r.sourceId,
        peselHash: hash && !peselTaken.has(hash) ? hash : null,
        unhide: returning.has(r.sourceId) ? returning.get(r.sourceId)! : null,
      };
      if (orcidFree) heldOrcids.set(orcidFree, facts.id);
      if (facts.peselHash) peselTaken.add(facts.peselHash);
      taken.add(facts.id);
      const isNew = !match;
      if (isNew) creates.push(facts);
      else updates.push(facts);
      out[isNew ? 'new' : 'changed'] += 1;
      out.changes.push({
        change: isNew ? 'NEW' : 'CHANGED',
        sourceId: r.sourceId,
        label: d.label,
        profileId: isNew && ctx.dryRun ? null : facts.id,
      });
      people.push({ profileId: facts.id, record: r });
    }
    if (ctx.dryRun) return out;

    await repo.createProfiles(tx, creates);
    if (recordEntity === 'PERSON') await repo.updateProfiles(tx, updates);
    else {
      // The employees service names the person too; the register owns the names, so only
      // people it does not hold (yet) are written from here.
      await repo.updateProfiles(
        tx,
        updates.filter((u) => !previous.has(u.polonId)),
      );
    }
    await write(tx, people);
    await repo.upsertRecords(
      tx,
      'RADON',
      recordEntity,
      people.map(({ profileId, record }) => ({
        sourceId: record.sourceId,
        contentHash: record.contentHash,
        fetchedAt: record.fetchedAt,
        targetId: profileId,
        delivered:
          recordEntity === 'PERSON'
            ? deliveredPerson(record.data)
            : { label: personLabel(record.data) },
      })),
    );
    out.profileIds = people.map((p) => p.profileId);
    return out;
  }

  /** What the scientist register delivered last for these people (the owner's fields are theirs). */
  async function previousDelivered(tx: Tx, uids: string[]) {
    const rows = await repo.deliveredPeople(uids, tx);
    return new Map(rows.map((r) => [r.sourceId, r.delivered as unknown as DeliveredPerson]));
  }

  const scientists: SyncPhase<{ raw: unknown; fetchedAt: Date }> = {
    name: 'scientists',
    entity: 'PERSON',
    recordEntity: 'PERSON',
    withdraws: true,
    read: ({ from, since, signal }) =>
      radonRead(radon.scientists({ pageSize: RADON_PAGE, from: from ?? since, signal })),
    async apply(tx, page, ctx) {
      const records = page.records.map((r) => mapRadonScientist(r.raw as never, r.fetchedAt));
      const { disciplines, fields } = await codes();
      return applyPeople(tx, records, ctx, 'PERSON', async (t, people) => {
        const uuids = people.flatMap((p) =>
          p.record.data.degrees.map((d) => d.institutionSourceId).filter((u): u is string => !!u),
        );
        const institutionIds = await repo.institutionIds([...new Set(uuids)], t);
        const rows: DegreeRow[] = [];
        for (const { profileId, record } of people) {
          const seen = new Set<string>();
          for (const d of record.data.degrees) {
            const externalId = degreeKey(d);
            if (seen.has(externalId)) continue;
            seen.add(externalId);
            const disciplineCode =
              d.disciplineCode && disciplines.has(d.disciplineCode) ? d.disciplineCode : null;
            const fieldCode =
              d.fieldCode && fields.has(d.fieldCode)
                ? d.fieldCode
                : disciplineCode
                  ? disciplines.get(disciplineCode)!
                  : null;
            rows.push({
              profileId,
              externalId,
              type: d.kind,
              label: degreeLabel(d),
              year: d.year,
              fieldCode,
              disciplineCode,
              classificationLabel: d.disciplineName ?? d.fieldName,
              grantingInstitutionId: d.institutionSourceId
                ? (institutionIds.get(d.institutionSourceId) ?? null)
                : null,
              grantingInstitutionName: d.institutionName,
              grantingCountry: countryCode(d.country),
            });
          }
        }
        await repo.syncDegrees(
          t,
          people.map((p) => p.profileId),
          rows,
        );
      });
    },
    async withdraw(tx, records, ctx) {
      const out = emptyOutcome();
      out.withdrawn = records.length;
      out.changes = records.map((r) => ({
        change: 'WITHDRAWN' as const,
        sourceId: r.sourceId,
        label: r.label,
        profileId: r.targetId,
      }));
      if (ctx.dryRun) return out;
      const hidden = await repo.withdrawPeople(
        tx,
        'RADON',
        records.map((r) => r.sourceId),
      );
      for (const r of records)
        if (r.targetId)
          await audit.write(
            {
              actor: { userId: null, reqId: `registry-sync:${ctx.runId}` },
              action: DATA_SOURCE_AUDIT_ACTIONS.withdrawn,
              targetType: 'PROFILE',
              targetId: r.targetId,
              details: { source: 'RADON', sourceId: r.sourceId, runId: ctx.runId },
            },
            tx,
          );
      out.profileIds = hidden;
      return out;
    },
  };

  const employees: SyncPhase<{ raw: unknown; fetchedAt: Date }> = {
    name: 'employees',
    entity: 'PERSON',
    recordEntity: 'EMPLOYEE',
    withdraws: true,
    read: ({ from, since, signal }) =>
      radonRead(radon.employees({ pageSize: RADON_PAGE, from: from ?? since, signal })),
    async apply(tx, page, ctx) {
      const records = page.records.map((r) => mapRadonEmployee(r.raw as never, r.fetchedAt));
      const { disciplines } = await codes();
      return applyPeople(tx, records, ctx, 'EMPLOYEE', async (t, people) => {
        const uuids = people.flatMap((p) =>
          p.record.data.employments
            .map((e) => e.institutionSourceId)
            .filter((u): u is string => !!u),
        );
        const institutionIds = await repo.institutionIds([...new Set(uuids)], t);
        const employments: EmploymentRow[] = [];
        const held: Array<{ profileId: string; code: string; fieldCode: string; main: boolean }> =
          [];
        for (const { profileId, record } of people) {
          const seen = new Set<string>();
          for (const e of record.data.employments) {
            const externalId = employmentKey(e);
            if (seen.has(externalId)) continue;
            seen.add(externalId);
            employments.push({
              profileId,
              externalId,
              institutionId: e.institutionSourceId
                ? (institutionIds.get(e.institutionSourceId) ?? null)
                : null,
              institutionName: e.institutionName ?? '-',
              startDate: isoDay(e.startDate),
            });
          }
          const codesSeen = new Set<string>();
          for (const d of record.data.disciplines) {
            const fieldCode = disciplines.get(d.code);
            if (!fieldCode || codesSeen.has(d.code)) continue;
            codesSeen.add(d.code);
            held.push({ profileId, code: d.code, fieldCode, main: d.main });
          }
        }
        const ids = people.map((p) => p.profileId);
        await repo.syncEmployments(t, ids, employments);
        await repo.syncDisciplines(t, ids, held);
      });
    },
    async withdraw(tx, records, ctx) {
      const out = emptyOutcome();
      // Not a withdrawal from view: the person's registry employments have ended.
      out.changed = records.length;
      out.changes = records.map((r) => ({
        change: 'CHANGED' as const,
        sourceId: r.sourceId,
        label: r.label,
        profileId: r.targetId,
      }));
      if (ctx.dryRun) return out;
      out.profileIds = await repo.endEmployments(
        tx,
        'RADON',
        records.map((r) => r.sourceId),
      );
      return out;
    },
  };

  const phases = [...(pbn ? [links] : []), institutions, scientists, employees] as SyncPhase[];
  if (deps.batchRecords) for (const phase of phases) phase.batchRecords = deps.batchRecords;
  return { source: 'RADON', phases };
}
