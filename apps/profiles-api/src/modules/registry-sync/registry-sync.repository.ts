import { Prisma, type Db, type Tx } from '@ln/db';
import type { RegistrySource } from '@ln/registry';
import type { ChangeEntry, ErrorEntry } from './source-runner.js';

/** The run framework's tables (decision 039): runs, per-source state, changes, errors, seen ids. */
/** What a source delivered for one record: its hash, when read, what it became. */
export interface RegistryRecordRow {
  sourceId: string;
  contentHash: string;
  fetchedAt: Date;
  targetId: string | null;
  delivered: object;
}

/**
 * Provenance rows of any source (decision 039): hash, when read, target and what was
 * delivered; a record seen again is no longer withdrawn. One statement a page.
 */
export async function upsertRegistryRecords(
  tx: Tx,
  source: RegistrySource,
  entity: string,
  rows: RegistryRecordRow[],
): Promise<void> {
  if (!rows.length) return;
  await tx.$executeRaw`
    INSERT INTO registry_record (source, entity, source_id, content_hash, fetched_at, target_id,
                                 delivered, updated_at)
    SELECT ${source}::registry_source, ${entity}, s, h, f, t, d, now()
      FROM unnest(${rows.map((r) => r.sourceId)}::text[], ${rows.map((r) => r.contentHash)}::text[],
                  ${rows.map((r) => r.fetchedAt)}::timestamptz[],
                  ${rows.map((r) => r.targetId)}::uuid[],
                  ${rows.map((r) => JSON.stringify(r.delivered))}::jsonb[]) AS x(s, h, f, t, d)
    ON CONFLICT (source, entity, source_id) DO UPDATE
      SET content_hash = EXCLUDED.content_hash, fetched_at = EXCLUDED.fetched_at,
          target_id = EXCLUDED.target_id, delivered = EXCLUDED.delivered,
          withdrawn_at = NULL, hidden_before = NULL, updated_at = now()`;
}

export function createRegistrySyncRepository(db: Db) {
  const runInclude = {} as const;
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) =>
      db.$transaction(work, { timeout: 120_000, maxWait: 30_000 }),

    async ensureSourceStates(sources: RegistrySource[]) {
      await db.registrySourceState.createMany({
        data: sources.map((source) => ({ source })),
        skipDuplicates: true,
      });
    },

    /**
     * Makes `runId` the source's one active run; false when another is active. The unique
     * `active_run_id` and the row's lock make this hold across replicas.
     */
    async claimActive(source: RegistrySource, runId: string, tx: Tx = db) {
      const { count } = await tx.registrySourceState.updateMany({
        where: { source, activeRunId: null },
        data: { activeRunId: runId },
      });
      return count === 1;
    },

    async releaseActive(source: RegistrySource, runId: string, tx: Tx = db) {
      await tx.registrySourceState.updateMany({
        where: { source, activeRunId: runId },
        data: { activeRunId: null },
      });
    },

    sourceStates: () => db.registrySourceState.findMany(),

    async setCursors(source: RegistrySource, cursors: Record<string, string | null>, tx: Tx = db) {
      const state = await tx.registrySourceState.findUnique({ where: { source } });
      const merged = { ...((state?.cursors as Record<string, string | null>) ?? {}), ...cursors };
      await tx.registrySourceState.update({
        where: { source },
        data: { cursors: merged as Prisma.InputJsonObject },
      });
    },

    createRun: (data: Prisma.RegistrySyncRunUncheckedCreateInput, tx: Tx = db) =>
      tx.registrySyncRun.create({ data, include: runInclude }),

    findRun: (id: string, tx: Tx = db) => tx.registrySyncRun.findUnique({ where: { id } }),

    async lockRun(id: string, tx: Tx) {
      await tx.$executeRaw`SELECT 1 FROM registry_sync_run WHERE id = ${id}::uuid FOR UPDATE`;
      return tx.registrySyncRun.findUnique({ where: { id } });
    },

    succeed: (id: string, tx: Tx = db) =>
      tx.registrySyncRun.update({
        where: { id },
        data: { state: 'SUCCEEDED', finishedAt: new Date(), checkpoint: Prisma.DbNull },
      }),

    updateRun: (id: string, data: Prisma.RegistrySyncRunUncheckedUpdateInput, tx: Tx = db) =>
      tx.registrySyncRun.update({ where: { id }, data }),

    async listRuns(source: RegistrySource, page: number, size: number) {
      const where = { source };
      const [content, total] = await Promise.all([
        db.registrySyncRun.findMany({
          where,
          orderBy: [{ queuedAt: 'desc' }, { id: 'desc' }],
          skip: page * size,
          take: size,
        }),
        db.registrySyncRun.count({ where }),
      ]);
      return { content, total };
    },

    lastFinishedRun: (source: RegistrySource) =>
      db.registrySyncRun.findFirst({
        where: { source, state: { in: ['SUCCEEDED', 'FAILED', 'CANCELLED'] } },
        orderBy: [{ finishedAt: 'desc' }, { queuedAt: 'desc' }],
      }),

    /** The page's results, in the page's transaction. */
    async recordPage(
      tx: Tx,
      runId: string,
      entity: string,
      page: {
        changes: ChangeEntry[];
        errors: ErrorEntry[];
        seen: string[];
        phase: string;
        counts: { new: number; changed: number; unchanged: number; withdrawn: number };
        done: number;
        total: number | null;
        checkpoint: Prisma.InputJsonObject;
      },
    ) {
      if (page.changes.length)
        await tx.registrySyncChange.createMany({
          data: page.changes.map((c) => ({
            runId,
            entity: c.entity ?? entity,
            change: c.change,
            sourceId: c.sourceId,
            label: c.label.slice(0, 500),
            profileId: c.profileId,
          })),
        });
      if (page.errors.length)
        await tx.registrySyncError.createMany({
          data: page.errors.map((e) => ({
            runId,
            entity: e.entity ?? entity,
            sourceId: e.sourceId.slice(0, 64),
            reason: e.reason.slice(0, 500),
          })),
        });
      if (page.seen.length)
        await tx.registrySyncSeen.createMany({
          data: page.seen.map((sourceId) => ({ runId, phase: page.phase, sourceId })),
          skipDuplicates: true,
        });
      await tx.registrySyncRun.update({
        where: { id: runId },
        data: {
          countNew: { increment: page.counts.new },
          countChanged: { increment: page.counts.changed },
          countUnchanged: { increment: page.counts.unchanged },
          countWithdrawn: { increment: page.counts.withdrawn },
          countErrors: { increment: page.errors.length },
          progressDone: { increment: page.done },
          ...(page.total !== null ? { progressTotal: page.total } : {}),
          checkpoint: page.checkpoint,
        },
      });
    },

    countSeen: (runId: string, phase: string) =>
      db.registrySyncSeen.count({ where: { runId, phase } }),

    async clearSeen(runId: string) {
      await db.registrySyncSeen.deleteMany({ where: { runId } });
    },

    /** Records of the source and entity the portal holds and shows (not withdrawn). */
    countHeld: (source: RegistrySource, entity: string) =>
      db.registryRecord.count({ where: { source, entity, withdrawnAt: null } }),

    /** How many held records the run's phase did not see. */
    async countUnseen(source: RegistrySource, entity: string, runId: string, phase: string) {
      const [row] = await db.$queryRaw<Array<{ n: bigint }>>`
        SELECT count(*) AS n FROM registry_record r
         WHERE r.source = ${source}::registry_source AND r.entity = ${entity}
           AND r.withdrawn_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM registry_sync_seen s
                            WHERE s.run_id = ${runId}::uuid AND s.phase = ${phase}
                              AND s.source_id = r.source_id)`;
      return Number(row?.n ?? 0);
    },

    /** The next held records the run did not see, after `after` (by source id). */
    unseen: (
      source: RegistrySource,
      entity: string,
      runId: string,
      phase: string,
      after: string,
      limit: number,
    ) =>
      db.$queryRaw<Array<{ sourceId: string; targetId: string | null; label: string }>>`
        SELECT r.source_id AS "sourceId", r.target_id::text AS "targetId",
               coalesce(r.delivered->>'label', r.source_id) AS label
          FROM registry_record r
         WHERE r.source = ${source}::registry_source AND r.entity = ${entity}
           AND r.withdrawn_at IS NULL AND r.source_id > ${after}
           AND NOT EXISTS (SELECT 1 FROM registry_sync_seen s
                            WHERE s.run_id = ${runId}::uuid AND s.phase = ${phase}
                              AND s.source_id = r.source_id)
         ORDER BY r.source_id
         LIMIT ${limit}`,

    async storedHashes(source: RegistrySource, entity: string, sourceIds: string[], tx: Tx = db) {
      if (sourceIds.length === 0) return new Map<string, string>();
      const rows = await tx.registryRecord.findMany({
        where: { source, entity, sourceId: { in: sourceIds } },
        select: { sourceId: true, contentHash: true, withdrawnAt: true },
      });
      // A withdrawn record that comes back is a change, whatever its hash.
      return new Map(rows.filter((r) => !r.withdrawnAt).map((r) => [r.sourceId, r.contentHash]));
    },

    async listErrors(runId: string, page: number, size: number) {
      const [content, total] = await Promise.all([
        db.registrySyncError.findMany({
          where: { runId },
          orderBy: { id: 'asc' },
          skip: page * size,
          take: size,
        }),
        db.registrySyncError.count({ where: { runId } }),
      ]);
      return { content, total };
    },

    async listChanges(runId: string, page: number, size: number) {
      const [content, total] = await Promise.all([
        db.registrySyncChange.findMany({
          where: { runId },
          orderBy: { id: 'asc' },
          skip: page * size,
          take: size,
        }),
        db.registrySyncChange.count({ where: { runId } }),
      ]);
      return { content, total };
    },

    /** Runs a stopped process left QUEUED or RUNNING without a job (none to resume them). */
    activeRuns: () =>
      db.registrySyncRun.findMany({
        where: { state: { in: ['QUEUED', 'RUNNING', 'AWAITING_CONFIRMATION'] } },
      }),
  };
}

export type RegistrySyncRepository = ReturnType<typeof createRegistrySyncRepository>;
export type RunRow = NonNullable<Awaited<ReturnType<RegistrySyncRepository['findRun']>>>;
