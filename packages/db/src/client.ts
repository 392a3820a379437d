import { createHash } from 'node:crypto';
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
 * `db.sql` runs a tagged-template query as a named prepared statement on the pool Prisma
 * uses too. PostgreSQL then plans each statement once per connection instead of on every
 * call, and the rows skip Prisma's result mapping: the way to run the hot raw reads
 * (HOUSE-STYLE: raw SQL lives in repositories). Values are always parameters, never text;
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

/**
 * The database client of a service: Prisma 7 over node-postgres (no query-engine binary;
 * ENVIRONMENT.md), plus `sql` for prepared raw reads on the same pool, `sqlPlanned` for raw
 * reads planned on each call and `sqlGeneric` for raw reads with one generic plan (a pool of
 * their own). `$disconnect()` also closes the pools.
 */
export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const max = options.max ?? 10;
  const pool = new pg.Pool({ connectionString, max });
  // Connections that always run a prepared statement's one generic plan (db.sqlGeneric). Made
  // only when first used. The connection string's own server options (which node-postgres
  // would let win over `options`) are kept beside the plan mode.
  const url = URL.canParse(connectionString) ? new URL(connectionString) : null;
  const given = url?.searchParams.get('options') ?? null;
  url?.searchParams.delete('options');
  const genericPool = new pg.Pool({
    connectionString: url?.toString() ?? connectionString,
    max,
    options: [given, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  genericPool.on('error', () => {});
  // The pools are ended by $disconnect() below, whether Prisma itself ever connected or not
  // (its adapter ends an external pool only then): a script that used only db.sql exits.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: false }) });
  let poolEnded: Promise<void> | undefined;
  let genericEnded: Promise<void> | undefined;
  const disconnect = prisma.$disconnect.bind(prisma);
  return Object.assign(prisma, {
    sql: createSql(pool, true),
    sqlPlanned: createSql(pool, false),
    sqlGeneric: createSql(genericPool, true),
    async $disconnect() {
      try {
        await disconnect();
      } finally {
        await Promise.all([(poolEnded ??= pool.end()), (genericEnded ??= genericPool.end())]);
      }
    },
  });
}

export type Db = ReturnType<typeof createPrismaClient>;
