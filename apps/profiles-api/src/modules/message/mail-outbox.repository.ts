import type { Db } from '@ln/db';

/** One e-mail of the outbox, as the worker sends it. */
export interface OutboxMailRow {
  id: bigint;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

/**
 * The mail outbox's rows, for the worker that sends them (decision 022). Each statement stands
 * alone, outside any transaction: a claim is a lease, so a worker that dies holding rows
 * gives them back when the lease runs out.
 */
export function createMailOutboxRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` rows that are due and not leased to another worker
     * (`FOR UPDATE SKIP LOCKED`, so parallel workers never take the same row), for
     * `leaseSeconds`, and counts the attempt.
     */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxMailRow[]> {
      return db.$queryRaw<OutboxMailRow[]>`
        UPDATE mail_outbox
           SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
         WHERE id IN (SELECT id FROM mail_outbox
                       WHERE sent_at IS NULL AND next_attempt_at <= now()
                         AND (locked_until IS NULL OR locked_until < now())
                       ORDER BY id
                       LIMIT ${limit}
                       FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, attempts`;
    },

    async markSent(id: bigint): Promise<void> {
      await db.$executeRaw`
        UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL
         WHERE id = ${id}`;
    },

    /** Gives the row back with the failure's message, for another attempt in `retrySeconds`. */
    async markFailed(id: bigint, error: string, retrySeconds: number): Promise<void> {
      await db.$executeRaw`
        UPDATE mail_outbox
           SET locked_until = NULL, last_error = ${error.slice(0, 2000)},
               next_attempt_at = now() + make_interval(secs => ${retrySeconds})
         WHERE id = ${id}`;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
