import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export { Prisma, PrismaClient } from './generated/prisma/client.js';
export * as enums from './generated/prisma/enums.js';

const DATE_OID = 1082;

/**
 * Type parsers of `db.sql`: like node-postgres's, except DATE stays the 'YYYY-MM-DD' text
 * (a JS Date would shift it by the server's time zone).
 */
const SQL_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface Statement {
  name: string;
  text: string;
}

/** A composable fragment made with `Prisma.sql` (its strings and values, already flat). */
interface SqlFragment {
  strings: readonly string[];
  values: readonly unknown[];
}

function isFragment(value: unknown): value is SqlFragment {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SqlFragment).strings) &&
    Array.isArray((value as SqlFragment).values)
  );
}

function statementName(text: string): string {
  return `ln_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * `db.sql` runs a tagged-template query as a named prepared statement on the reads' pool
 * (createPrismaClient). PostgreSQL then plans each statement once per connection instead of on every
 * call, and the rows skip Prisma's result mapping: the way to run the hot raw reads
 * (docs/conventions.md, "Services": raw SQL lives in repositories). Values are always parameters, never text;
 * `Prisma.sql` fragments (e.g. a chosen ORDER BY) are inlined with their own parameters.
 *
 * With `prepared: false` (`db.sqlPlanned`) the statement is unnamed instead: PostgreSQL plans
 * it for its very values on every call, as `$queryRaw` does, for reads whose best plan
 * depends on the values (a rare surname or a common word), still without Prisma's mapping
 * (~1 ms a statement).
 *
 * `db.sqlGeneric` is `db.sql` on connections set to `plan_cache_mode = force_generic_plan`:
 * one plan per connection for all values from the first call on, never re-planned (PostgreSQL
 * would otherwise plan each call for its values as long as that looks cheaper). For
 * statements whose shape fixes their plan (CTE fences, one-time filters): planning a complex
 * statement costs ~1 ms, more than running it.
 */
function createSql(pool: pg.Pool, prepared: boolean) {
  const plain = new WeakMap<TemplateStringsArray, Statement>();
  const composed = new Map<string, string>();
  return async function sql<T extends unknown[]>(
    strings: TemplateStringsArray,
    ...values: unknown[]
  ): Promise<T> {
    let statement: Statement;
    let params: unknown[];
    if (!values.some(isFragment)) {
      let known = plain.get(strings);
      if (!known) {
        const text = strings.reduce((acc, part, i) => (i === 0 ? part : `${acc}$${i}${part}`), '');
        known = { text, name: prepared ? statementName(text) : '' };
        plain.set(strings, known);
      }
      statement = known;
      params = values;
    } else {
      params = [];
      let text = strings[0] ?? '';
      values.forEach((value, i) => {
        if (isFragment(value)) {
          text += value.strings[0] ?? '';
          value.values.forEach((inner, j) => {
            params.push(inner);
            text += `$${params.length}${value.strings[j + 1] ?? ''}`;
          });
        } else {
          params.push(value);
          text += `$${params.length}`;
        }
        text += strings[i + 1] ?? '';
      });
      let name = prepared ? composed.get(text) : '';
      if (name === undefined) {
        name = statementName(text);
        composed.set(text, name);
      }
      statement = { text, name };
    }
    const result = await pool.query({
      ...(prepared ? { name: statement.name } : {}),
      text: statement.text,
      values: params,
      types: SQL_TYPES,
    });
    return result.rows as T;
  };
}

/** How long a pool that was connected waits for its database to come back (docs/runtime.md). */
export const DATABASE_RESTART_GRACE_MS = 10_000;

/** Errors of a connection that could not be made because the server is away or starting. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // admin shutdown, crash shutdown, starting up or recovering
  '57P01',
  '57P02',
  '57P03',
]);

function isUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) ||
    (typeof message === 'string' && /Connection terminated/.test(message))
  );
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool that rides out a restart of its database. Once it has been connected, a connection
 * that cannot be made because the server is away or still recovering is tried again (50 ms,
 * growing to 250 ms) for up to `graceMs` from the first such failure, so the requests of a
 * restart wait for it (a supervised restart takes 1–3 s) instead of failing. After the grace
 * every call fails at once (503 with Retry-After) until a connection succeeds again. A pool
 * that never connected fails at once: a wrong address is no restart. Only the making of a
 * connection is repeated, never a statement: nothing was sent when it failed.
 */
class RestartTolerantPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    /** Shared by the pools of one client: they reach the same server. */
    private readonly server: { graceMs: number; connectedOnce: boolean; awaySince: number | null },
  ) {
    super(config);
  }

  /*
   * The callback form throughout, as pg-pool's own query() uses it: the caller gets the client
   * in the same tick pg-pool hands it out, and puts its error listener on it before any
   * further message of the server (a promise would leave a client without one for a moment).
   */
  private connectWithGrace(callback: ConnectCallback, delay = 50): void {
    const server = this.server;
    super.connect((error: Error | undefined, client, done) => {
      if (!error) {
        server.connectedOnce = true;
        server.awaySince = null;
        callback(undefined, client, done);
        return;
      }
      const now = Date.now();
      const waitable = server.connectedOnce && !this.ending && isUnreachable(error);
      if (waitable) server.awaySince ??= now;
      if (!waitable || now + delay - server.awaySince! > server.graceMs) {
        callback(error, undefined, done);
        return;
      }
      setTimeout(() => this.connectWithGrace(callback, Math.min(delay * 2, 250)), delay);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return this.connectWithGrace(callback);
    return new Promise((resolve, reject) =>
      this.connectWithGrace((error, client) => (error ? reject(error) : resolve(client!))),
    );
  }
}

/**
 * Connections of the raw reads' pools when not given (DATABASE_READ_POOL_MAX): one per core of
 * this machine, at least two. A read is work for the database's CPU, and more statements at
 * once than there are cores only queue in the scheduler instead of in the pool: at 10
 * connections on two cores a short list cost PostgreSQL 3.9 ms of CPU instead of 1.6–1.9 ms
 * with two (docs/owner-publications.md, "Speed").
 */
function defaultReadPoolMax(): number {
  return Math.max(2, availableParallelism());
}

/**
 * The database client of a service: Prisma 7 over node-postgres (no query-engine binary;
 * docs/conventions.md, "What the machines allow"), plus `sql` for prepared raw reads, `sqlPlanned` for raw reads planned on
 * each call and `sqlGeneric` for raw reads with one generic plan. Prisma (writes, transactions)
 * has its pool of `max` connections; the raw reads, the public API's hot path, have pools of
 * their own of `readMax` (default: one per core, at least two, at most `max`), so that a burst of reads runs as
 * many statements at once as the database has cores, and a long transaction (an import) never
 * holds a connection the reads wait for. `$disconnect()` also closes the pools.
 */
export function createPrismaClient(
  connectionString: string,
  options: { max?: number; readMax?: number; restartGraceMs?: number } = {},
) {
  const max = options.max ?? 10;
  const readMax = options.readMax ?? Math.min(max, defaultReadPoolMax());
  const server = {
    graceMs: options.restartGraceMs ?? DATABASE_RESTART_GRACE_MS,
    connectedOnce: false,
    awaySince: null,
  };
  const pool = new RestartTolerantPool({ connectionString, max }, server);
  const readPool = new RestartTolerantPool({ connectionString, max: readMax }, server);
  // Connections that always run a prepared statement's one generic plan (db.sqlGeneric). Made
  // only when first used. The connection string's own server options (which node-postgres
  // would let win over `options`) are kept beside the plan mode.
  const url = URL.canParse(connectionString) ? new URL(connectionString) : null;
  const given = url?.searchParams.get('options') ?? null;
  url?.searchParams.delete('options');
  const genericPool = new RestartTolerantPool(
    {
      connectionString: url?.toString() ?? connectionString,
      max: readMax,
      options: [given, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
    },
    server,
  );
  // An idle client's error (e.g. the server restarting) must not crash the process.
  for (const each of [pool, readPool, genericPool]) each.on('error', () => {});
  // The pools are ended by $disconnect() below, whether Prisma itself ever connected or not
  // (its adapter ends an external pool only then): a script that used only db.sql exits.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: false }) });
  let poolsEnded: Promise<unknown> | undefined;
  const disconnect = prisma.$disconnect.bind(prisma);
  return Object.assign(prisma, {
    sql: createSql(readPool, true),
    sqlPlanned: createSql(readPool, false),
    sqlGeneric: createSql(genericPool, true),
    async $disconnect() {
      try {
        await disconnect();
      } finally {
        poolsEnded ??= Promise.all([pool.end(), readPool.end(), genericPool.end()]);
        await poolsEnded;
      }
    },
  });
}

export type Db = ReturnType<typeof createPrismaClient>;
