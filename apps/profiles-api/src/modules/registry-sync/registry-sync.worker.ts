import { DATA_SOURCE_AUDIT_ACTIONS, type RunMode } from '@ln/contracts';
import type { Prisma, Tx } from '@ln/db';
import type { JobContext, JobQueue } from '@ln/jobs';
import type { AuditRepository } from '@ln/lifecycle';
import { RegistryHttpError, RegistryUnavailableError, type RegistrySource } from '@ln/registry';
import type { RegistrySyncRepository, RunRow } from './registry-sync.repository.js';
import {
  emptyOutcome,
  type ApplyContext,
  type PageOutcome,
  type PhasePage,
  type SourceRunner,
  type SyncPhase,
} from './source-runner.js';

/**
 * The run framework of the registry sync (decision 039; the contract of a source is in
 * source-runner.ts): pg-boss jobs, one queue per source of the `singleton` kind, so one run of
 * a source at a time across every replica; a run's state, counts and checkpoint in our tables;
 * one transaction per page; the removal guard; resume after a crash from the last page written.
 */

export const REGISTRY_SYNC_QUEUES: Record<RegistrySource, string> = {
  RADON: 'registry-sync-radon',
  PBN: 'registry-sync-pbn',
};
const RETRY_LIMIT = 3;
/** A run's worker proves it is alive this often; a crashed one's run is taken up after ~2×. */
const HEARTBEAT_SECONDS = 30;
const WITHDRAW_PAGE = 500;
/** Records written in one transaction: the registry's pages (RAD-on: 100) are joined up to it. */
const BATCH_RECORDS = 500;

/**
 * Joins a read's pages into batches of at least `size` records (the last batch's checkpoint is
 * that of its last page), so a transaction carries more than one small page.
 */
async function* batches<R>(read: AsyncIterable<PhasePage<R>>, size: number) {
  let records: R[] = [];
  let checkpoint: string | null = null;
  let total: number | null = null;
  for await (const page of read) {
    records = records.concat(page.records);
    checkpoint = page.checkpoint ?? checkpoint;
    total = page.total;
    if (records.length >= size) {
      yield { records, checkpoint, total };
      records = [];
    }
  }
  if (records.length) yield { records, checkpoint, total };
}

/** Reads the next batch while the current one is written (one ahead: bounded memory). */
async function* readAhead<T>(source: AsyncIterable<T>) {
  const it = source[Symbol.asyncIterator]();
  let next = it.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = it.next();
      // A read that fails while this batch is written reports it at the next step.
      next.catch(() => undefined);
      yield item.value;
    }
  } finally {
    await it.return?.();
  }
}

export interface RegistrySyncSettings {
  /** Share of a source's records above which withdrawals wait for the operator (0..1). */
  removalGuardShare: number;
  schedules: Record<RegistrySource, { full: string | null; incremental: string | null }>;
  timeZone: string;
}

export interface JobData {
  /** The run to carry out (an operator's, or one the guard stopped and the operator confirmed). */
  runId?: string;
  /** A scheduled run: its mode. */
  mode?: RunMode;
  trigger?: 'SCHEDULE';
}

/** Where a run is: stored on the run after every page, read back when it resumes. */
interface Checkpoint {
  phase: string | null;
  stage: 'read' | 'withdraw';
  /** The client's checkpoint of the last page written, or the last source id withdrawn. */
  from: string | null;
  done: string[];
  /** Per phase, where its read ended (the next incremental run's start). */
  cursors: Record<string, string | null>;
}

class CancelledError extends Error {}
class AwaitingError extends Error {}

const SYSTEM = (runId: string) => ({ userId: null, reqId: `registry-sync:${runId}` });

/** A reason to show the operator: never a registry's body, a PESEL or a stack. */
function failureOf(error: unknown): string {
  if (error instanceof RegistryHttpError || error instanceof RegistryUnavailableError)
    return error.message.slice(0, 300);
  if (error instanceof Error && error.name === 'AbortError') return 'The run was stopped.';
  return `The run failed (${error instanceof Error ? error.name : 'error'}).`;
}

export function createRegistrySyncWorker(deps: {
  repo: RegistrySyncRepository;
  audit: AuditRepository;
  runners: Partial<Record<RegistrySource, SourceRunner>>;
  settings: RegistrySyncSettings;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}) {
  const { repo, audit, runners, settings, log } = deps;
  let jobs: JobQueue | null = null;

  function contextFor(run: RunRow): ApplyContext {
    return {
      runId: run.id,
      dryRun: run.dryRun,
      storedHashes: (entity, ids, tx) => repo.storedHashes(run.source, entity, ids, tx),
    };
  }

  /**
   * One page in one transaction: the run's row is locked first and must still be RUNNING (a
   * cancel in between wins), then the source applies the page, then its results and the new
   * checkpoint are stored. Facts and checkpoint commit together, or neither does.
   */
  async function writePage(
    run: RunRow,
    phase: SyncPhase,
    checkpoint: Checkpoint,
    work: (tx: Tx) => Promise<PageOutcome>,
    progress: { done: number; total: number | null },
  ) {
    return repo.transaction(async (tx) => {
      const locked = await repo.lockRun(run.id, tx);
      if (!locked || locked.state !== 'RUNNING') throw new CancelledError();
      const outcome = await work(tx);
      await repo.recordPage(tx, run.id, phase.entity, {
        changes: outcome.changes,
        errors: outcome.errors,
        seen: outcome.seen,
        phase: phase.name,
        counts: outcome,
        done: progress.done,
        total: progress.total,
        checkpoint: checkpoint as unknown as Prisma.InputJsonObject,
      });
      if (!run.dryRun && outcome.profileIds.length > 0)
        await audit.write(
          {
            actor: SYSTEM(run.id),
            action: DATA_SOURCE_AUDIT_ACTIONS.applied,
            targetType: 'REGISTRY_SYNC_RUN',
            targetId: run.id,
            details: {
              source: run.source,
              phase: phase.name,
              new: outcome.new,
              changed: outcome.changed,
              withdrawn: outcome.withdrawn,
              profileIds: outcome.profileIds.slice(0, 1000),
            },
          },
          tx,
        );
      return outcome;
    });
  }

  async function finish(run: RunRow, data: Prisma.RegistrySyncRunUncheckedUpdateInput) {
    await repo.transaction(async (tx) => {
      await repo.updateRun(run.id, { ...data, finishedAt: new Date() }, tx);
      await repo.releaseActive(run.source, run.id, tx);
    });
    await repo.clearSeen(run.id).catch(() => undefined);
  }

  /** Carries a run out from wherever it stands; returns when it ended or waits for the operator. */
  async function execute(runId: string, signal: AbortSignal) {
    let run = await repo.findRun(runId);
    if (!run || !['QUEUED', 'RUNNING', 'AWAITING_CONFIRMATION'].includes(run.state)) return;
    if (run.state === 'AWAITING_CONFIRMATION' && !run.confirmed) return;
    const runner = runners[run.source];
    if (!runner) {
      await finish(run, { state: 'FAILED', failure: 'The source is not configured.' });
      return;
    }
    run = await repo.updateRun(run.id, {
      state: 'RUNNING',
      ...(run.startedAt ? {} : { startedAt: new Date() }),
    });
    const states = await repo.sourceStates();
    const sourceCursors = (states.find((s) => s.source === run!.source)?.cursors ?? {}) as Record<
      string,
      string | null
    >;
    const cp: Checkpoint = (run.checkpoint as unknown as Checkpoint | null) ?? {
      phase: null,
      stage: 'read',
      from: null,
      done: [],
      cursors: {},
    };
    const ctx = contextFor(run);

    for (const phase of runner.phases) {
      if (cp.done.includes(phase.name)) continue;
      if (run.mode === 'INCREMENTAL' && phase.incremental === false) {
        cp.done.push(phase.name);
        continue;
      }
      const resuming = cp.phase === phase.name;
      if (!resuming) Object.assign(cp, { phase: phase.name, stage: 'read', from: null });
      if (cp.stage === 'read') {
        const since = run.mode === 'INCREMENTAL' ? (sourceCursors[phase.name] ?? null) : null;
        const read = phase.read({ mode: run.mode, from: cp.from, since, signal });
        const pages = readAhead(batches(read, phase.batchRecords ?? BATCH_RECORDS));
        let total: number | null = null;
        let last = cp.from ?? since;
        const base = (await repo.findRun(run.id))?.progressDone ?? 0;
        let read_ = 0;
        for await (const page of pages) {
          signal.throwIfAborted();
          total = page.total;
          const next: Checkpoint = { ...cp, from: page.checkpoint ?? last };
          read_ += page.records.length;
          await writePage(run, phase, next, (tx) => phase.apply(tx, page, ctx), {
            done: page.records.length,
            total: page.total === null ? null : base + Math.max(page.total, read_),
          });
          Object.assign(cp, next);
          last = cp.from;
        }
        cp.cursors[phase.name] = last;
        if (phase.withdraws && run.mode === 'FULL') {
          const seen = await repo.countSeen(run.id, phase.name);
          const complete = read.complete() && (total === null || seen >= total);
          if (!complete) {
            await writePage(
              run,
              phase,
              { ...cp, stage: 'read' },
              async () => ({
                ...emptyOutcome(),
                errors: [
                  {
                    sourceId: '-',
                    reason: `The read of ${phase.name} was not complete (${seen} of ${total ?? '?'} records): nothing was withdrawn.`,
                  },
                ],
              }),
              { done: 0, total: null },
            );
          } else {
            const wouldWithdraw = await repo.countUnseen(
              run.source,
              phase.recordEntity,
              run.id,
              phase.name,
            );
            const held = await repo.countHeld(run.source, phase.recordEntity);
            const share = held === 0 ? 0 : wouldWithdraw / held;
            if (wouldWithdraw > 0 && share > settings.removalGuardShare && !run.confirmed) {
              const guard = {
                wouldWithdraw,
                total: held,
                share,
                threshold: settings.removalGuardShare,
              };
              // A dry run withdraws nothing: it goes on to report what would be withdrawn, with
              // the figures of the first phase at which a real run would stop.
              if (run.dryRun) {
                if (!(await repo.findRun(run.id))?.guard) await repo.updateRun(run.id, { guard });
              } else {
                await repo.updateRun(run.id, {
                  state: 'AWAITING_CONFIRMATION',
                  guard,
                  checkpoint: {
                    ...cp,
                    stage: 'withdraw',
                    from: '',
                  } as unknown as Prisma.InputJsonObject,
                });
                log.warn(
                  { runId: run.id, source: run.source, wouldWithdraw, held },
                  'registry sync: the removal guard stopped the run',
                );
                throw new AwaitingError();
              }
            }
            Object.assign(cp, { stage: 'withdraw', from: '' });
          }
        }
      }
      if (cp.stage === 'withdraw' && phase.withdraw) {
        for (;;) {
          signal.throwIfAborted();
          const batch = await repo.unseen(
            run.source,
            phase.recordEntity,
            run.id,
            phase.name,
            cp.from ?? '',
            WITHDRAW_PAGE,
          );
          if (batch.length === 0) break;
          const next: Checkpoint = { ...cp, from: batch.at(-1)!.sourceId };
          await writePage(run, phase, next, (tx) => phase.withdraw!(tx, batch, ctx), {
            done: 0,
            total: null,
          });
          Object.assign(cp, next);
        }
      }
      cp.done.push(phase.name);
      Object.assign(cp, { phase: null, stage: 'read', from: null });
    }

    await repo.transaction(async (tx) => {
      const locked = await repo.lockRun(run!.id, tx);
      if (!locked || locked.state !== 'RUNNING') throw new CancelledError();
      await repo.succeed(run!.id, tx);
      // The next incremental run reads on from where this one's reads ended.
      if (!run!.dryRun) await repo.setCursors(run!.source, cp.cursors, tx);
      await repo.releaseActive(run!.source, run!.id, tx);
    });
    await repo.clearSeen(run.id).catch(() => undefined);
  }

  /** A job of a source's queue: the run it names, the source's queued run, or a scheduled one. */
  async function handle(source: RegistrySource, job: JobContext<JobData>) {
    let runId = job.data.runId ?? null;
    if (!runId) {
      const active = (await repo.activeRuns()).find((r) => r.source === source);
      if (active?.state === 'QUEUED') runId = active.id;
      else if (active)
        return; // one is running or waits for the operator: skip this slot
      else {
        const run = await repo
          .transaction(async (tx) => {
            const created = await repo.createRun(
              {
                source,
                mode: job.data.mode ?? 'INCREMENTAL',
                dryRun: false,
                trigger: 'SCHEDULE',
                jobId: job.id,
              },
              tx,
            );
            if (!(await repo.claimActive(source, created.id, tx))) throw new CancelledError();
            await audit.write(
              {
                actor: SYSTEM(created.id),
                action: DATA_SOURCE_AUDIT_ACTIONS.started,
                targetType: 'REGISTRY_SYNC_RUN',
                targetId: created.id,
                details: { source, mode: created.mode, dryRun: false, trigger: 'SCHEDULE' },
              },
              tx,
            );
            return created;
          })
          .catch((error: unknown) => {
            if (error instanceof CancelledError) return null;
            throw error;
          });
        if (!run) return;
        runId = run.id;
      }
    }
    await repo.updateRun(runId, { jobId: job.id }).catch(() => undefined);
    try {
      await execute(runId, job.signal);
    } catch (error) {
      if (error instanceof AwaitingError || error instanceof CancelledError) return;
      const run = await repo.findRun(runId);
      if (!run) return;
      const transient = error instanceof RegistryUnavailableError || job.signal.aborted;
      if (transient && job.retryCount < RETRY_LIMIT) {
        // pg-boss hands the job out again later; the run resumes from its checkpoint.
        log.warn(
          { runId, source, attempt: job.retryCount + 1, err: failureOf(error) },
          'registry sync: will retry',
        );
        throw error;
      }
      log.error({ runId, source, err: failureOf(error) }, 'registry sync failed');
      await finish(run, { state: 'FAILED', failure: failureOf(error) });
    }
  }

  return {
    execute,
    handle,

    /**
     * Runs the source now in this process, without the queue (benchmarks, one-off tools): a
     * system run, to its end or to the removal guard. Answers the run as it ended.
     */
    async runNow(source: RegistrySource, mode: RunMode, dryRun = false) {
      await repo.ensureSourceStates([source]);
      const run = await repo.transaction(async (tx) => {
        const created = await repo.createRun({ source, mode, dryRun, trigger: 'SCHEDULE' }, tx);
        if (!(await repo.claimActive(source, created.id, tx)))
          throw new Error(`a run of ${source} is active`);
        return created;
      });
      try {
        await execute(run.id, new AbortController().signal);
      } catch (error) {
        if (!(error instanceof AwaitingError)) {
          await finish(run, { state: 'FAILED', failure: failureOf(error) });
          throw error;
        }
      }
      return (await repo.findRun(run.id))!;
    },

    /** Defines the queues, their schedules, and works them in this process. */
    async start(queue: JobQueue, options: { work?: boolean } = {}) {
      jobs = queue;
      await repo.ensureSourceStates(['RADON', 'PBN']);
      for (const source of ['RADON', 'PBN'] as const) {
        const name = REGISTRY_SYNC_QUEUES[source];
        await queue.define({
          name,
          kind: 'singleton',
          retryLimit: RETRY_LIMIT,
          retryDelaySeconds: 60,
          heartbeatSeconds: HEARTBEAT_SECONDS,
          expireInSeconds: 12 * 3600,
        });
        const schedule = settings.schedules[source];
        for (const mode of ['full', 'incremental'] as const) {
          const cron = runners[source] ? schedule[mode] : null;
          if (cron)
            await queue.schedule(
              name,
              cron,
              { trigger: 'SCHEDULE', mode: mode === 'full' ? 'FULL' : 'INCREMENTAL' },
              settings.timeZone,
              mode,
            );
          else await queue.unschedule(name, mode).catch(() => undefined);
        }
        if (runners[source] && options.work !== false)
          await queue.work<JobData>(name, (job) => handle(source, job), {
            pollingIntervalSeconds: 1,
          });
      }
    },

    /** Queues a run's job (a start, a confirmation). */
    async enqueue(source: RegistrySource, runId: string) {
      if (!jobs) return null;
      return jobs.send(REGISTRY_SYNC_QUEUES[source], { runId } satisfies JobData);
    },

    /** Queues a run as the schedule would (a system run). */
    async enqueueScheduled(source: RegistrySource, mode: RunMode) {
      if (!jobs) return null;
      return jobs.send(REGISTRY_SYNC_QUEUES[source], {
        trigger: 'SCHEDULE',
        mode,
      } satisfies JobData);
    },

    /** Whether this process can queue runs (a job queue was started). */
    get ready() {
      return jobs !== null;
    },

    /**
     * Runs left active by a job that pg-boss no longer holds (its retries spent after a crash):
     * failed, so the source can run again.
     */
    async failOrphans() {
      if (!jobs) return;
      for (const run of await repo.activeRuns()) {
        if (run.state === 'AWAITING_CONFIRMATION' || !run.jobId) continue;
        const job = await jobs.job(REGISTRY_SYNC_QUEUES[run.source], run.jobId);
        if (!job || ['failed', 'cancelled', 'completed'].includes(job.state))
          await finish(run, { state: 'FAILED', failure: 'The run was interrupted.' });
      }
    },
  };
}

export type RegistrySyncWorker = ReturnType<typeof createRegistrySyncWorker>;
