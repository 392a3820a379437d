import type { Transporter } from 'nodemailer';
import type { MailOutboxRepository } from './mail-outbox.repository.js';

export interface MailOutboxWorkerOptions {
  outbox: MailOutboxRepository;
  /** A nodemailer transport (SMTP). */
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often the outbox is looked at when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed row is left to its worker before another may take it. */
  leaseSeconds?: number;
  /** Wait before the next attempt after a failure (by attempts so far). */
  retryDelayMs?: (attempts: number) => number;
}

/** 2 s, 4 s, 8 s … at most 5 minutes. */
const defaultRetryDelay = (attempts: number) => Math.min(2 ** attempts * 1000, 300_000);

/** Rows claimed per pass. */
const BATCH = 20;

/**
 * Drains `mail_outbox` over SMTP. Rows are claimed with a lease (parallel workers never take
 * the same row; mail-outbox.repository.ts), sent, then marked sent; a failed send (SMTP
 * down, a 4xx/5xx answer) leaves the row for a later attempt, so nothing is lost while the
 * mail server is away. Each row is one e-mail with a fixed Message-ID (`<outbox-{id}@…>`):
 * the only way to see a row twice is a crash between the server's acceptance and the mark,
 * and then the copy carries the same Message-ID (docs/decisions/022).
 */
export function createMailOutboxWorker(options: MailOutboxWorkerOptions) {
  const { outbox, transport, from, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  /** One pass: claims a batch and sends it; answers how many rows it took. */
  async function drainOnce(): Promise<number> {
    const rows = await outbox.claim(BATCH, leaseSeconds);
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          messageId: `<outbox-${row.id}@ludzie-nauki.local>`,
        });
        await outbox.markSent(row.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { outboxId: String(row.id), attempts: row.attempts, err: message },
          'mail not sent, will retry',
        );
        await outbox.markFailed(row.id, message, retryDelayMs(row.attempts) / 1000);
      }
    }
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let took = 0;
      try {
        took = await drainOnce();
      } catch (error) {
        log.error({ err: error }, 'mail outbox pass failed');
      } finally {
        running = null;
      }
      const more = took > 0 || again;
      again = false;
      schedule(more ? 0 : pollMs);
    })();
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Looks at the outbox now (after a send) instead of at the next poll. */
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    drainOnce,
  };
}

export type MailOutboxWorker = ReturnType<typeof createMailOutboxWorker>;
