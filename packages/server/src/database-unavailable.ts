/**
 * Whether an error means "the database cannot be reached right now" (a restart, a crash, a
 * network cut) rather than a bug: such requests answer 503 SERVICE_UNAVAILABLE with
 * Retry-After, never 500 (docs/runtime.md). The error may come from node-postgres directly
 * (`db.sql`) or wrapped by Prisma's pg adapter, so the whole chain is read.
 */

/** How long a client should wait before trying again: a supervised restart takes ~1–3 s. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Prisma: can't reach (P1001), timed out (P1002), server closed the connection (P1017). */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017']);

/** Prisma's driver-adapter error kinds for the same situations. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shut down by an administrator, by
 * a crash, or still starting up / recovering), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres's own messages for a connection that died or never came. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

interface Inspectable {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, kind, message, cause, meta } = current as Inspectable;
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || PRISMA_CODES.has(code) || SQLSTATE.test(code)) return true;
    }
    // (A PostgreSQL error passed through Prisma's adapter keeps its SQLSTATE as `code`.)
    if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    queue.push(cause, meta?.driverAdapterError);
  }
  return false;
}
