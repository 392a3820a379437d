import { CronExpressionParser } from 'cron-parser';
import { PgBoss, type Job } from 'pg-boss';
import pg from 'pg';
import { createProgressStore, type JobProgress, type ProgressStore } from './progress.js';

/**
 * The portal's one job queue (docs/decisions/037-job-queue.md): pg-boss over the portal's own
 * PostgreSQL. Every replica of a service starts one; the database, not the process, decides
 * who runs what:
 * - a queue of the `singleton` kind has at most one active job at a time across all replicas
 *   (pg-boss's unique index on the active job), and at most one more waiting: a second "run
 *   now" while one waits is dropped (`send` answers null);
 * - a schedule is a row of pg-boss's; one cron pass a minute, taken under an advisory lock,
 *   sends its job, so two replicas never send the same scheduled run twice;
 * - a job whose worker died (a crash, a killed replica) stops sending heartbeats and is
 *   handed out again after `heartbeatSeconds`, to resume from the checkpoint its handler keeps.
 */

/** What a queue is for. `singleton`: one run at a time, one waiting (a registry source). */
export type QueueKind = 'singleton' | 'standard';

export interface QueueDefinition {
  name: string;
  kind: QueueKind;
  /** Attempts after the first, with exponential backoff (pg-boss's retryBackoff). */
  retryLimit?: number;
  /** First retry delay in seconds. */
  retryDelaySeconds?: number;
  /** A run longer than this is failed (and retried). */
  expireInSeconds?: number;
  /**
   * A worker proves it is alive this often; a job whose heartbeats stop is handed out again.
   * Long runs (a full registry sync) need it: without, a crashed replica's job waits for its
   * expiry.
   */
  heartbeatSeconds?: number;
}

export interface JobContext<T> {
  id: string;
  queue: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the queue stops (shutdown) or the job expires: stop at the next page. */
  signal: AbortSignal;
  /** Records how far the run is, for an operator's progress bar. */
  progress(done: number, total?: number | null, note?: string | null): Promise<void>;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface WorkOptions {
  /** How often an idle worker asks for a job (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobQueueOptions {
  connectionString: string;
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema?: string;
  /** Whether this process runs the cron pass (send scheduled jobs). Default true. */
  schedules?: boolean;
  /** Whether this process runs pg-boss's maintenance (expiry, retention). Default true. */
  maintenance?: boolean;
  /** Connections of pg-boss's own pool. */
  maxConnections?: number;
  onError?: (error: Error) => void;
}

export interface JobQueue {
  /** Creates the queue if it is new, or brings its options up to date. */
  define(queue: QueueDefinition): Promise<void>;
  /**
   * Queues a run; null when a singleton queue already has one waiting. With `singletonKey`, a
   * singleton queue's one-active-one-waiting holds per key (one ORCID refresh per profile).
   */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /** Runs jobs of the queue in this process, one at a time. */
  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * A recurring run, on a cron expression (time zone Europe/Warsaw unless given). `key` tells
   * several schedules of one queue apart (a nightly full and an hourly incremental sync).
   */
  schedule<T extends object>(
    queue: string,
    cron: string,
    data: T,
    tz?: string,
    key?: string,
  ): Promise<void>;
  unschedule(queue: string, key?: string): Promise<void>;
  /** The job as pg-boss knows it (state, times) with its progress, or null. */
  job(queue: string, id: string): Promise<JobStatus | null>;
  progress: ProgressStore;
  /** Stops taking jobs, lets the running ones finish (bounded), and closes the pools. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobStatus {
  id: string;
  queue: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  retryCount: number;
  progress: JobProgress | null;
}

const DEFAULT_SCHEMA = 'pgboss';

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? DEFAULT_SCHEMA,
    // pg-boss installs and upgrades its own schema at start, in one transaction under an
    // advisory lock, so replicas starting together are safe (decision 037).
    migrate: true,
    schedule: options.schedules ?? true,
    supervise: options.maintenance ?? true,
    max: options.maxConnections ?? 4,
    application_name: 'ln-jobs',
  });
  const onError =
    options.onError ?? ((error: Error) => console.error('job queue:', error.message ?? error));
  boss.on('error', onError);
  await boss.start();

  const pool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  pool.on('error', onError);
  const progress = createProgressStore(pool);

  return {
    async define(queue) {
      const settings = {
        retryLimit: queue.retryLimit ?? 3,
        retryDelay: queue.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds ?? 4 * 3600,
        ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
      };
      const existing = await boss.getQueue(queue.name);
      if (!existing) {
        // `stately`: one job per state, so one active and one waiting (decision 037).
        const policy = queue.kind === 'singleton' ? 'stately' : 'standard';
        try {
          await boss.createQueue(queue.name, { policy, ...settings });
          return;
        } catch (error) {
          // Another replica created it between our look and our create.
          if (!(await boss.getQueue(queue.name))) throw error;
        }
      }
      await boss.updateQueue(queue.name, settings);
    },

    send: (queue, data, sendOptions) =>
      boss.send(
        queue,
        data,
        sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : undefined,
      ),

    async work<T>(queue: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      await boss.work<T>(
        queue,
        {
          batchSize: 1,
          pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
        },
        async ([job]: Job<T>[]) => {
          if (!job) return;
          await handler({
            id: job.id,
            queue,
            data: job.data,
            retryCount: job.retryCount,
            signal: job.signal,
            progress: (done, total = null, note = null) =>
              progress.report({ jobId: job.id, queue, done, total, note }),
          });
        },
      );
    },

    schedule: (queue, cron, data, tz = 'Europe/Warsaw', key) =>
      boss.schedule(queue, cron, data, { tz, ...(key ? { key } : {}) }),

    unschedule: (queue, key) => boss.unschedule(queue, key),

    async job(queue, id) {
      const [found] = await boss.findJobs(queue, { id });
      if (!found) return null;
      return {
        id: found.id,
        queue,
        state: found.state,
        createdOn: found.createdOn,
        startedOn: found.startedOn ?? null,
        completedOn: found.completedOn,
        retryCount: found.retryCount,
        progress: await progress.get(found.id),
      };
    },

    progress,

    async stop(timeoutMs = 30_000) {
      try {
        await boss.stop({ graceful: true, timeout: timeoutMs });
      } finally {
        await pool.end();
      }
    },
  };
}

/** The next time a cron expression comes due after `from` (what an operator's screen shows). */
export function nextCronRun(cron: string, tz = 'Europe/Warsaw', from = new Date()): Date {
  return CronExpressionParser.parse(cron, { tz, currentDate: from }).next().toDate();
}

/** Whether a cron expression is one pg-boss can schedule (five or six fields). */
export function isCronExpression(cron: string): boolean {
  try {
    CronExpressionParser.parse(cron);
    return cron.trim().split(/\s+/).length >= 5;
  } catch {
    return false;
  }
}
