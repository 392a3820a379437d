import type { Db } from '@ln/db';
import { loadSearchDocuments, streamSearchDocuments } from './documents.js';
import type { SearchEngine } from './engine.js';

/** The logger the worker needs (a pino/Fastify logger fits). */
export interface OutboxLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

function createOutboxRepository(db: Db) {
  return {
    /** Whether any row waits (the index on processed_at): one statement, no transaction. */
    async hasPending(): Promise<boolean> {
      const rows = await db.sql<Array<{ pending: boolean }>>`
        SELECT EXISTS (SELECT 1 FROM search_outbox WHERE processed_at IS NULL) AS pending`;
      return rows[0]?.pending === true;
    },
    async maxId(): Promise<string | null> {
      const rows = await db.sql<Array<{ id: string | null }>>`
        SELECT max(id)::text AS id FROM search_outbox`;
      return rows[0]?.id ?? null;
    },
    /** Rows up to `maxId` are covered by a full reindex that started after them. */
    async markProcessedUpTo(maxId: string) {
      await db.sql`UPDATE search_outbox SET processed_at = now()
                    WHERE processed_at IS NULL AND id <= ${maxId}::bigint`;
    },
    /**
     * Changes made while a reindex ran may have been applied before the reindex wrote an older
     * state of the same profile: they are applied once more.
     */
    async requeueAfter(maxId: string | null) {
      await db.sql`UPDATE search_outbox SET processed_at = NULL
                    WHERE id > ${maxId ?? '0'}::bigint AND processed_at IS NOT NULL`;
    },
    /** Processed rows are kept a day for diagnosis, then dropped. */
    async prune() {
      await db.sql`DELETE FROM search_outbox
                    WHERE processed_at < now() - interval '1 day'`;
    },
  };
}

/**
 * Advisory lock key of the outbox: one drainer at a time across every profiles-api instance.
 * Rows are then applied in their order (two instances applying two changes of one profile at
 * once could leave the older state last), and never twice.
 */
const OUTBOX_LOCK_KEY = 7_301_917_042;

/**
 * Applies one batch of the outbox to the engine: the documents of the profiles named, as the
 * database has them now (hidden or deleted profiles are removed). Answers how many rows it
 * consumed; 0 when there is nothing to do or another instance is draining (it holds the lock).
 * The batch runs in a transaction holding the outbox lock; rows are marked only after the
 * engine took the change, so a failure retries.
 */
export async function drainOutboxOnce(
  deps: { db: Db; engine: SearchEngine },
  batchSize = 500,
): Promise<number> {
  let failure: unknown;
  const consumed = await deps.db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<Array<{ locked: boolean }>>`
        SELECT pg_try_advisory_xact_lock(${OUTBOX_LOCK_KEY}::bigint) AS locked`;
      if (!lock?.locked) return 0;
      // The oldest unprocessed rows (index on processed_at, id).
      const rows = await tx.$queryRaw<Array<{ id: string; profile_id: string }>>`
        SELECT id::text AS id, profile_id::text AS profile_id FROM search_outbox
         WHERE processed_at IS NULL ORDER BY id LIMIT ${batchSize}`;
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      try {
        const { docs, absent } = await loadSearchDocuments(
          deps.db,
          rows.map((r) => r.profile_id),
        );
        await deps.engine.upsert(docs);
        await deps.engine.remove(absent);
      } catch (error) {
        failure = error;
        await tx.$executeRaw`
          UPDATE search_outbox
             SET attempts = attempts + 1, last_error = ${(error as Error).message.slice(0, 1000)}
           WHERE id = ANY(${ids}::bigint[])`;
        return 0;
      }
      await tx.$executeRaw`
        UPDATE search_outbox SET processed_at = now()
         WHERE id = ANY(${ids}::bigint[]) AND processed_at IS NULL`;
      return rows.length;
    },
    // The engine's writes happen inside (a large batch to Meilisearch can take seconds).
    { maxWait: 10_000, timeout: 120_000 },
  );
  if (failure !== undefined) throw failure;
  return consumed;
}

/**
 * The profiles-api worker that keeps the index fresh: it polls the outbox (cheap: an index
 * range on processed_at) every `pollMs` and drains it batch by batch, so a committed change
 * is searchable well within 5 s.
 */
export function createOutboxWorker(deps: {
  db: Db;
  engine: SearchEngine;
  log: OutboxLog;
  pollMs?: number;
}) {
  const pollMs = deps.pollMs ?? 250;
  const repo = createOutboxRepository(deps.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let failures = 0;
  let ticks = 0;

  async function tick() {
    try {
      // An idle poll is one cheap statement: the draining transaction (four round trips, and
      // Prisma's own work) only when something waits. Polls run beside the searches of the
      // same process and database, and most find nothing.
      if (await repo.hasPending())
        while (!stopped && (await drainOutboxOnce(deps)) > 0) {
          // keep draining while there is work
        }
      failures = 0;
      ticks += 1;
      if (ticks % 14_400 === 0) await repo.prune();
    } catch (error) {
      failures += 1;
      deps.log.error({ err: error, failures }, 'search outbox: applying changes failed');
    }
  }

  function schedule() {
    if (stopped) return;
    // Back off while the engine fails (at most 10 s), so a broken engine is not hammered.
    const delay = failures === 0 ? pollMs : Math.min(10_000, pollMs * 2 ** failures);
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Rebuilds the whole index from the database. Outbox rows written before it started are
 * covered by it and marked processed at the end.
 */
export async function reindexAll(deps: {
  db: Db;
  engine: SearchEngine;
  batchSize?: number;
  onProgress?: (indexed: number) => void;
}): Promise<{ indexed: number }> {
  const repo = createOutboxRepository(deps.db);
  const maxId = await repo.maxId();
  const result = await deps.engine.reindex(
    streamSearchDocuments(deps.db, { batchSize: deps.batchSize }),
    (p) => deps.onProgress?.(p.indexed),
  );
  if (maxId) await repo.markProcessedUpTo(maxId);
  await repo.requeueAfter(maxId);
  return result;
}
