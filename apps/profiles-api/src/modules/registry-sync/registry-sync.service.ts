import {
  DATA_SOURCE_AUDIT_ACTIONS,
  DATA_SOURCE_ERROR_CODES,
  DATA_SOURCES,
  toPage,
  type DataSourceStatus,
  type DataSourceName,
  type PageQuery,
  type Run,
  type RunError,
  type RunChange,
  type StartRunBody,
} from '@ln/contracts';
import type { Tx, TxRunner } from '@ln/db';
import { nextCronRun } from '@ln/jobs';
import type { AuditRepository } from '@ln/lifecycle';
import { ConflictError, NotFoundError, type Actor } from '@ln/server';
import type { RegistrySyncRepository, RunRow } from './registry-sync.repository.js';
import type { RegistrySyncSettings, RegistrySyncWorker } from './registry-sync.worker.js';

class RunNotFoundError extends NotFoundError {
  constructor() {
    super(
      'No run of a data source with this id.',
      DATA_SOURCE_ERROR_CODES.DATA_SOURCE_RUN_NOT_FOUND,
    );
  }
}
class InProgressError extends ConflictError {
  constructor() {
    super(
      'A run of this source is queued, running or awaiting confirmation.',
      DATA_SOURCE_ERROR_CODES.RUN_IN_PROGRESS,
    );
  }
}

const ACTIVE = new Set(['QUEUED', 'RUNNING', 'AWAITING_CONFIRMATION']);

export function toRun(row: RunRow): Run {
  return {
    id: row.id,
    source: row.source,
    mode: row.mode,
    dryRun: row.dryRun,
    state: row.state,
    trigger: row.trigger as Run['trigger'],
    startedBy: row.startedById,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    progress: { done: row.progressDone, total: row.progressTotal },
    counts: {
      new: row.countNew,
      changed: row.countChanged,
      unchanged: row.countUnchanged,
      withdrawn: row.countWithdrawn,
      errors: row.countErrors,
    },
    guard:
      row.state === 'AWAITING_CONFIRMATION' || row.confirmed || row.dryRun
        ? ((row.guard ?? null) as Run['guard'])
        : null,
    failure: row.failure,
  };
}

/**
 * The operator's calls of the registry sync (ADMIN; docs/registries.md, decision 039): the
 * sources and their runs, starting a run, confirming what the removal guard stopped, cancelling.
 * Every start, confirmation and cancellation is audited with the operator as actor.
 */
export function createRegistrySyncService(deps: {
  repo: RegistrySyncRepository;
  audit: AuditRepository;
  tx: TxRunner;
  worker: RegistrySyncWorker;
  /** The sources with a client (their base URL set). */
  configured: ReadonlySet<DataSourceName>;
  settings: RegistrySyncSettings;
}) {
  const { repo, audit, tx, worker, configured, settings } = deps;

  async function find(runId: string) {
    const row = await repo.findRun(runId);
    if (!row) throw new RunNotFoundError();
    return row;
  }

  function auditRun(actor: Actor, action: string, row: RunRow, t: Tx, details: object = {}) {
    return audit.write(
      {
        actor,
        action,
        targetType: 'REGISTRY_SYNC_RUN',
        targetId: row.id,
        details: { source: row.source, mode: row.mode, dryRun: row.dryRun, ...details },
      },
      t,
    );
  }

  async function dataSource(source: DataSourceName): Promise<DataSourceStatus> {
    const [states, last] = await Promise.all([repo.sourceStates(), repo.lastFinishedRun(source)]);
    const activeId = states.find((s) => s.source === source)?.activeRunId ?? null;
    const current = activeId ? await repo.findRun(activeId) : null;
    const isConfigured = configured.has(source);
    const schedule = isConfigured ? settings.schedules[source] : { full: null, incremental: null };
    const next = [schedule.full, schedule.incremental]
      .filter((c): c is string => !!c)
      .map((c) => nextCronRun(c, settings.timeZone).getTime())
      .sort((a, b) => a - b)[0];
    return {
      source,
      configured: isConfigured,
      state: current?.state ?? last?.state ?? 'IDLE',
      schedule,
      nextRunAt: next === undefined ? null : new Date(next).toISOString(),
      lastRun: last ? toRun(last) : null,
      currentRun: current && ACTIVE.has(current.state) ? toRun(current) : null,
    };
  }

  return {
    dataSource,

    async dataSources() {
      return { items: await Promise.all(DATA_SOURCES.map(dataSource)) };
    },

    async startRun(actor: Actor, source: DataSourceName, body: StartRunBody): Promise<Run> {
      if (!configured.has(source) || !worker.ready)
        throw new ConflictError(
          `The source ${source} is not configured (its base URL is not set).`,
          DATA_SOURCE_ERROR_CODES.SOURCE_NOT_CONFIGURED,
        );
      await repo.ensureSourceStates([source]);
      const row = await tx(async (t) => {
        const created = await repo.createRun(
          {
            source,
            mode: body.mode,
            dryRun: body.dryRun,
            trigger: 'OPERATOR',
            startedById: actor.userId,
          },
          t,
        );
        if (!(await repo.claimActive(source, created.id, t))) throw new InProgressError();
        await auditRun(actor, DATA_SOURCE_AUDIT_ACTIONS.started, created, t, {
          trigger: 'OPERATOR',
        });
        return created;
      });
      await worker.enqueue(source, row.id);
      return toRun(row);
    },

    async runs(source: DataSourceName, query: PageQuery) {
      const { content, total } = await repo.listRuns(source, query.page, query.size);
      return toPage(content.map(toRun), total, query);
    },

    run: async (runId: string) => toRun(await find(runId)),

    async errors(runId: string, query: PageQuery) {
      await find(runId);
      const { content, total } = await repo.listErrors(runId, query.page, query.size);
      return toPage(
        content.map((e): RunError => ({
          sourceId: e.sourceId,
          entity: e.entity as RunError['entity'],
          reason: e.reason,
          at: e.at.toISOString(),
        })),
        total,
        query,
      );
    },

    async changes(runId: string, query: PageQuery) {
      await find(runId);
      const { content, total } = await repo.listChanges(runId, query.page, query.size);
      return toPage(
        content.map((c): RunChange => ({
          entity: c.entity as RunChange['entity'],
          change: c.change as RunChange['change'],
          sourceId: c.sourceId,
          label: c.label,
          profileId: c.profileId,
        })),
        total,
        query,
      );
    },

    /** The operator lets a run the removal guard stopped go on and withdraw. */
    async confirm(actor: Actor, runId: string): Promise<Run> {
      await find(runId);
      const row = await tx(async (t) => {
        const locked = await repo.lockRun(runId, t);
        if (!locked || locked.state !== 'AWAITING_CONFIRMATION')
          throw new ConflictError(
            'Only a run the removal guard stopped can be confirmed.',
            DATA_SOURCE_ERROR_CODES.RUN_NOT_AWAITING,
          );
        const updated = await repo.updateRun(runId, { state: 'QUEUED', confirmed: true }, t);
        await auditRun(actor, DATA_SOURCE_AUDIT_ACTIONS.confirmed, updated, t, {
          guard: locked.guard,
        });
        return updated;
      });
      await worker.enqueue(row.source, row.id);
      return toRun(row);
    },

    /** Cancels a queued, running or waiting run; one awaiting confirmation withdraws nothing. */
    async cancel(actor: Actor, runId: string): Promise<Run> {
      await find(runId);
      const row = await tx(async (t) => {
        const locked = await repo.lockRun(runId, t);
        if (!locked || !ACTIVE.has(locked.state))
          throw new ConflictError(
            'The run has ended already.',
            DATA_SOURCE_ERROR_CODES.RUN_FINISHED,
          );
        const updated = await repo.updateRun(
          runId,
          { state: 'CANCELLED', finishedAt: new Date() },
          t,
        );
        await repo.releaseActive(updated.source, runId, t);
        await auditRun(actor, DATA_SOURCE_AUDIT_ACTIONS.cancelled, updated, t, {
          was: locked.state,
        });
        return updated;
      });
      await repo.clearSeen(runId).catch(() => undefined);
      return toRun(row);
    },
  };
}

export type RegistrySyncService = ReturnType<typeof createRegistrySyncService>;
