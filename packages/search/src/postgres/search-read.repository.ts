import { Prisma, type Db } from '@ln/db';
import type { SearchDocument, SearchQuery, SearchSortField } from '../engine.js';
import { EVERYONE } from './index-row.js';
import type {
  NameCountPlan,
  RangesRead,
  RowSet,
  Sample,
  SampleGate,
  SampleRead,
  Tier,
  TierCondition,
  TierSample,
} from './query-plan.js';

/** Counts of the facet values in a space-separated list (string_agg of the rows' facets). */
function countCodes(codes: string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  if (codes) for (const code of codes.split(' ')) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

const SORT_COLUMN: Record<SearchSortField, string> = {
  surname: 'sort_surname',
  field: 'sort_field',
  discipline: 'sort_discipline',
  currentEmployment: 'sort_employment',
};

/**
 * ORDER BY of a sort (whitelisted columns only); ties by surname, then id, the same way.
 * Relevance (no sort) is surname order (within each relevance tier, which the engine reads
 * one after the other).
 */
function orderBy(sort: SearchQuery['sort']): Prisma.Sql {
  if (!sort) return Prisma.sql`sort_surname, profile_id`;
  const dir = sort.direction === 'desc' ? 'DESC' : 'ASC';
  if (sort.field === 'surname') return Prisma.raw(`sort_surname ${dir}, profile_id ${dir}`);
  return Prisma.raw(`${SORT_COLUMN[sort.field]} ${dir}, sort_surname ${dir}, profile_id ${dir}`);
}

/** A tier's condition: one of `has` (when given), none of each of `hasNone`. */
function tierSql(tier: TierCondition): Prisma.Sql {
  const parts = [
    ...(tier.has ? [Prisma.sql`s.tokens && ${tier.has}::text[]`] : []),
    ...tier.hasNone.map((tokens) => Prisma.sql`NOT s.tokens && ${tokens}::text[]`),
  ];
  if (parts.length === 0) return Prisma.sql`TRUE`;
  return parts.length === 1 ? parts[0]! : Prisma.sql`(${Prisma.join(parts, ' AND ')})`;
}

/**
 * WHERE of a row set (query-plan.ts): every token list must overlap the row's tokens, the dead
 * left out; then the tier's condition and the sample buckets, when given.
 */
function whereOf(rows: RowSet): Prisma.Sql {
  const conditions = rows.filters.map((f) => Prisma.sql`s.tokens && ${f}::text[]`);
  if (!rows.withTheDead) conditions.push(Prisma.sql`NOT s.dead`);
  let where = conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
  if (rows.tier) where = Prisma.sql`${where} AND ${tierSql(rows.tier)}`;
  if (rows.within) where = Prisma.sql`${where} AND s.tokens && ${rows.within}::text[]`;
  return where;
}

/** The relevance tier of a row (an integer expression, 0 first; 0 without tiers). */
function tierOf(tiers: readonly Tier[]): Prisma.Sql {
  if (tiers.length <= 1) return Prisma.sql`0`;
  return Prisma.sql`CASE ${Prisma.join(
    tiers.slice(0, -1).map((t, i) => Prisma.sql`WHEN ${tierSql(t.only)} THEN ${i}::int`),
    ' ',
  )} ELSE ${tiers.length - 1}::int END`;
}

/**
 * `s.tokens && sample`, with the sample's bucket tokens written into the statement rather than
 * passed as a parameter: the planner then sees that `s.tokens && '{b:0}'` is the predicate of
 * search_profile_sample_tokens_idx (the GIN index of bucket 0's rows alone) and reads that
 * small index instead of intersecting the big one with bucket 0's long posting list (decision
 * 005, "2026-11-23 (late)"). Only bucket tokens (`b:` and a number) are ever written so.
 */
function inSample(sample: readonly string[]): Prisma.Sql {
  if (sample.length === 0 || !sample.every((t) => /^b:\d{1,3}$/.test(t)))
    throw new Error(`not sample bucket tokens: ${sample.join(', ')}`);
  return Prisma.raw(`s.tokens && '{${sample.join(',')}}'::text[]`);
}

/**
 * The CTE `gate` (one boolean, `small`) of a statement that reads its rows only when few rows
 * of `where` lie in the sample bucket. It stops at the first row past the limit, so a big set
 * costs no more than that; the statement's reads then stop at a one-time filter.
 */
function sampleGate(where: Prisma.Sql, gate: SampleGate): Prisma.Sql {
  return Prisma.sql`gate AS MATERIALIZED (
           SELECT count(*) <= ${gate.max}::int AS small
             FROM (SELECT FROM search_profile s
                    WHERE ${where} AND ${inSample(gate.sample)}
                    LIMIT ${gate.max + 1}::int) AS g)`;
}

/** A caller's display row of one profile: a json expression, given a uuid expression. */
export type HitRowSql = (id: Prisma.Sql) => Prisma.Sql;

/**
 * The caller's display rows of a page's profiles, read in the statement that finds the page
 * (SearchHit.row): `row(id)` is a json expression of the profile with that uuid (null when
 * there is none). Read for the ids `from`..`to` (0-based, `to` excluded) of those the statement
 * finds: the page within them.
 */
export interface PageRows {
  row: HitRowSql;
  from: number;
  to: number;
}

/** The rows of PageRows as one json object by profile id, for a text[] expression of ids. */
function rowsOf(ids: Prisma.Sql, rows: PageRows | undefined): Prisma.Sql {
  if (!rows || rows.to <= rows.from) return Prisma.sql`NULL::json`;
  return Prisma.sql`(SELECT json_object_agg(h.id, ${rows.row(Prisma.sql`h.id::uuid`)})
                       FROM unnest((${ids})[${rows.from + 1}::int:${rows.to}::int]) AS h(id))`;
}

/** The object of rowsOf() as a map (none read: empty). */
function rowMap(rows: Record<string, unknown> | null | undefined): Map<string, unknown> {
  return new Map(rows ? Object.entries(rows) : []);
}

/**
 * A tier's first rows are looked for early in the surname order (pageByRanges(), the spread)
 * only while that is at most this share of the order.
 */
const SPREAD_SHARE_MAX = 0.25;

/**
 * How long the histogram of sort_surname (pg_stats) is kept in memory. It changes only when
 * the table is analysed, and a stale one only places the spread's key less well: the spread
 * is taken only if it found its rows.
 */
const HISTOGRAM_TTL_MS = 60_000;

/**
 * The spread's key for each k (1 … kMax) `others` in the sample bucket: the histogram bound at
 * the share 2 · limit / (k · buckets) of the surname order, null past SPREAD_SHARE_MAX or
 * without a histogram (pageByRanges(), step 4). Index k − 1.
 */
export function spreadKeys(
  bounds: readonly string[] | null,
  limit: number,
  buckets: number,
  kMax: number,
): Array<string | null> {
  return Array.from({ length: kMax }, (_, i) => {
    const share = (2 * limit) / ((i + 1) * buckets);
    if (!bounds || bounds.length === 0 || share > SPREAD_SHARE_MAX) return null;
    return bounds[Math.min(bounds.length, Math.ceil(bounds.length * share) + 1) - 1] ?? null;
  });
}

/**
 * Without its one row, search_token_version says nothing about changes: the copy of the
 * dictionary in memory must not be trusted, so its check fails (and searches ask PostgreSQL).
 */
function missingVersion(): never {
  throw new Error('search_token_version has no row: the dictionary copy cannot be kept fresh');
}

/**
 * The index's reads (docs/conventions.md, "Services": raw SQL lives in repositories): the word dictionary, the
 * counts and pages of a search, and the documents of its hits. Searches come as the query
 * plan's row sets (query-plan.ts), turned into SQL here. The writes are in
 * search-index.repository.ts.
 */
export function createSearchReadRepository(db: Db) {
  // The histogram of sort_surname, read from pg_stats at most once a minute (~1.3 ms a read at
  // 1M, once in every spread search before: decision 017, "2026-11-23 (late)").
  let histogram: { bounds: string[]; at: number; refresh?: Promise<void> } | undefined;
  const readBounds = async (): Promise<string[] | null> => {
    const rows = await db.sql<Array<{ bounds: string[] | null }>>`
      SELECT histogram_bounds::text::text[] AS bounds FROM pg_stats
       WHERE schemaname = current_schema() AND tablename = 'search_profile'
         AND attname = 'sort_surname'`;
    return rows[0]?.bounds ?? null;
  };
  const surnameBounds = async (): Promise<string[] | null> => {
    const kept = histogram;
    if (kept && performance.now() - kept.at < HISTOGRAM_TTL_MS) return kept.bounds;
    if (kept) {
      // Stale: the old one answers while a new one is read.
      kept.refresh ??= readBounds().then(
        (bounds) => {
          histogram = bounds ? { bounds, at: performance.now() } : undefined;
        },
        () => {
          kept.refresh = undefined;
        },
      );
      return kept.bounds;
    }
    // None yet (or no statistics: asked again next time, as a table just analysed has them).
    const bounds = await readBounds();
    if (bounds) histogram = { bounds, at: performance.now() };
    return bounds;
  };

  return {
    /**
     * Dictionary words a query word stands for without typos: itself, and the words it starts
     * when it is typed as a prefix (capped, in alphabetical order).
     */
    async expand(
      word: string,
      prefix: boolean,
      prefixLimit: number,
    ): Promise<Array<{ token: string }>> {
      return db.sql`
        SELECT token FROM search_token WHERE token = ${word}::text
        UNION
        (SELECT token FROM search_token
          WHERE ${prefix}::boolean AND token >= ${word}::text AND token < ${word}::text || U&'\\+10FFFF'
          ORDER BY token LIMIT ${prefixLimit})`;
    },

    /** The dictionary's version (search_token_version), raised by every change of its words. */
    async tokenVersion(): Promise<string> {
      const rows = await db.sql<Array<{ version: string }>>`
        SELECT version::text AS version FROM search_token_version`;
      return rows[0]?.version ?? missingVersion();
    },

    /** Every dictionary word in order (COLLATE "C"), with the version they are, in one snapshot. */
    async tokenDictionary(): Promise<{ version: string; tokens: string[] }> {
      const rows = await db.sql<Array<{ version: string | null; tokens: string[] | null }>>`
        SELECT (SELECT version::text FROM search_token_version) AS version,
               (SELECT array_agg(token ORDER BY token) FROM search_token) AS tokens`;
      return { version: rows[0]?.version ?? missingVersion(), tokens: rows[0]?.tokens ?? [] };
    },

    /** Typo candidates: dictionary words sharing a one-letter deletion with the query word. */
    async typoCandidates(variants: string[]): Promise<Array<{ token: string }>> {
      return db.sql`
        SELECT DISTINCT token FROM search_token_variant WHERE variant = ANY(${variants}::text[])`;
    },

    /**
     * Counts of every facet value ('*': everyone) over a row set. The rows'
     * facet lists come back as one string and are counted here: PostgreSQL's unnest and
     * grouping cost ~2 µs a value, the string ~0.2 µs. An unnamed statement, so PostgreSQL
     * plans it for these very values (a prepared statement's generic plan cannot tell a rare
     * surname from a common word).
     */
    async counts(match: RowSet): Promise<Record<string, number>> {
      const rows = await db.sqlPlanned<Array<{ codes: string | null }>>`
        SELECT string_agg(array_to_string(s.facets, ' '), ' ') AS codes
          FROM search_profile s
         WHERE ${whereOf(match)}`;
      return countCodes(rows[0]?.codes ?? null);
    },

    /**
     * Exact counts of a one-word name search (decision 005, "name counts"): the rows holding any
     * of `keys` (each given by its name keys and the tokens it stands for, `keyTokens`), plus the
     * rows that match only through other tokens (`rest`: specialty and institution words).
     * - Each key's counts come from search_name_count (no row is read).
     * - A row holding several keys was counted once per key: the few such rows are found in the
     *   GIN index (pairs of keys) and counted again with their multiplicity, to be taken off.
     * - The rest (the rows with none of the keys' tokens) is counted from its rows if they are
     *   few: at most `restSample.max` in sample bucket `restSample.sample` (checked first, in
     *   the same statement). Otherwise it is counted in a sample and scaled up (`estimated`):
     *   that bucket, or a wider one when that is too thin (see `gate` below). The name part
     *   stays exact either way. A very big rest gets no answer (null).
     */
    async nameCounts(
      options: NameCountPlan,
    ): Promise<{ counts: Record<string, number>; estimated: boolean } | null> {
      const { keys, keyTokens, rest, withTheDead, restSample } = options;
      const { max, enough, buckets } = restSample;
      const keepAllFrom = Math.max(1, restSample.keepAllFrom);
      // Rest rows kept from the sample bucket: past `max`, or the exact case could not be told.
      const cap = Math.max(enough, max + 1);
      const alive = withTheDead ? Prisma.sql`TRUE` : Prisma.sql`NOT s.dead`;
      const restWhere = Prisma.sql`s.tokens && ${rest}::text[]
             AND NOT s.tokens && ${keyTokens.flat()}::text[] AND ${alive}`;
      const named = Prisma.sql`named AS MATERIALIZED (
               SELECT code, sum(n)::int AS n FROM search_name_count
                WHERE key = ANY(${keys}::text[]) AND n > 0
                  AND (${withTheDead}::boolean OR NOT dead)
                GROUP BY code)`;
      // The rest's rows in the sample bucket, kept up to `cap` (a huge rest costs no more than
      // that), and what to do with them (`gate`, one row):
      // - `exact`: so few that the whole rest is read (part 1);
      // - `many`: `cap` rows or more (a rest like a common specialty word's): no answer (part 3
      //   tells it), and the search counts from a sample of all its matches. Unless the name
      //   part fills the caller's page (`keepAllFrom`: the page then needs no such sample):
      //   then every rest row of the bucket is kept, for the next case;
      // - otherwise the kept rows (part 5) and those of m - 1 more buckets (part 4), scaled up
      //   by buckets / m. A count scaled up from j sampled rows by f is off by about f·√j, and
      //   the name part by nothing, so m is the fewest buckets (up to 1 + more) that make the
      //   estimate of the total T as good as a sample of `enough` rows: with k rows per
      //   bucket, (buckets/m)·√(m·k) ≤ T/√enough, i.e. m ≥ enough·k·buckets² / T², where
      //   T ≈ the name part + buckets·k.
      const nameTotal = Prisma.sql`coalesce((SELECT n FROM named WHERE code = '*'), 0)`;
      const restCtes = Prisma.sql`,
             sampled AS MATERIALIZED (
               SELECT s.facets FROM search_profile s
                WHERE ${restWhere} AND ${inSample(restSample.sample)}
                LIMIT CASE WHEN ${nameTotal} >= ${keepAllFrom}::int THEN NULL
                           ELSE ${cap}::int END),
             gate AS MATERIALIZED (
               SELECT c.k <= ${max}::int AS exact,
                      c.k >= ${cap}::int AND ${nameTotal} < ${keepAllFrom}::int AS many,
                      CASE WHEN c.k <= ${max}::int THEN 1
                           ELSE least(${restSample.more.length + 1}::int, greatest(1, ceil(
                                  ${enough}::float8 * c.k * ${buckets}::int * ${buckets}::int
                                  / (${nameTotal} + ${buckets}::int * c.k)::float8 ^ 2)))::int
                      END AS m
                 FROM (SELECT count(*)::int AS k FROM sampled) AS c)`;
      const restRows = (part: number, when: Prisma.Sql, within: Prisma.Sql | null) =>
        Prisma.sql`
          SELECT ${part}::int, (SELECT m FROM gate), string_agg(array_to_string(s.facets, ' '), ' ')
            FROM search_profile s
           WHERE (SELECT ${when} FROM gate) AND ${restWhere}
             ${within ? Prisma.sql`AND s.tokens && ${within}` : Prisma.empty}
          HAVING (SELECT ${when} FROM gate)`; // a row only from the part that ran
      const parts = [
        Prisma.sql`
          SELECT 0 AS part, 0 AS times, string_agg(code || ' ' || n, ' ') AS codes FROM named`,
      ];
      if (rest.length > 0)
        parts.push(
          restRows(1, Prisma.sql`exact`, null),
          restRows(
            4,
            Prisma.sql`m > 1`,
            Prisma.sql`(${restSample.more}::text[])[1:(SELECT m FROM gate) - 1]`,
          ),
          Prisma.sql`
          SELECT 5, (SELECT m FROM gate), string_agg(array_to_string(facets, ' '), ' ')
            FROM sampled
          HAVING (SELECT NOT (exact OR many) FROM gate)`,
          Prisma.sql`SELECT 3, 0, NULL WHERE (SELECT many FROM gate)`,
        );
      if (keyTokens.length > 1) {
        const pairs: Prisma.Sql[] = [];
        for (let i = 0; i < keyTokens.length; i += 1)
          for (let j = i + 1; j < keyTokens.length; j += 1)
            pairs.push(
              Prisma.sql`(s.tokens && ${keyTokens[i]}::text[] AND s.tokens && ${keyTokens[j]}::text[])`,
            );
        const times = Prisma.join(
          keyTokens.map((k) => Prisma.sql`(s.tokens && ${k}::text[])::int`),
          ' + ',
        );
        parts.push(Prisma.sql`
          SELECT 2, m.times, string_agg(array_to_string(m.facets, ' '), ' ')
            FROM (SELECT s.facets, ${times} AS times FROM search_profile s
                   WHERE (${Prisma.join(pairs, ' OR ')}) AND ${alive}) AS m
           GROUP BY m.times`);
      }
      const rows = await db.sqlGeneric<
        Array<{ part: number; times: number; codes: string | null }>
      >`
        WITH ${named} ${rest.length > 0 ? restCtes : Prisma.empty}
        ${Prisma.join(parts, ' UNION ALL ')}`;
      if (rows.some((r) => r.part === 3)) return null;
      // Parts 4 and 5 tell the number of buckets sampled (m).
      const scale = (row: { part: number; times: number }) =>
        row.part === 4 || row.part === 5 ? buckets / row.times : 1;
      const estimated = rows.some((r) => r.part >= 4);
      const counts: Record<string, number> = {};
      const add = (code: string, n: number) => {
        counts[code] = (counts[code] ?? 0) + n;
      };
      for (const row of rows) {
        if (!row.codes) continue;
        if (row.part === 0) {
          const items = row.codes.split(' ');
          for (let i = 0; i + 1 < items.length; i += 2) add(items[i]!, Number(items[i + 1]));
        } else
          for (const [code, n] of Object.entries(countCodes(row.codes)))
            add(code, row.part === 2 ? -(row.times - 1) * n : Math.round(n * scale(row)));
      }
      for (const [code, n] of Object.entries(counts)) if (n <= 0) delete counts[code];
      return { counts, estimated };
    },

    /**
     * The sample of a search (decision 005, "order buckets"): the matches in sample bucket 0
     * (1/64 of the rows, intersected inside the GIN index), per relevance tier: their number, their facet values and the first `keys` sort keys of
     * the tier in `direction`. When the sample puts the whole match set at `smallMax` rows or
     * fewer, the same statement also counts all of it exactly (`all`); otherwise that part is
     * skipped (a one-time filter) and `all` is null.
     */
    async probe(options: SampleRead): Promise<Sample> {
      const where = whereOf(options.match);
      const tier = tierOf(options.tiers);
      const keyOrder = options.direction === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
      const rows = await db.sqlPlanned<
        Array<{ tier: number; codes: string | null; keys: string[] | null }>
      >`
        WITH smp AS MATERIALIZED (
               SELECT ${tier} AS tier, s.facets, s.sort_surname
                 FROM search_profile s
                WHERE ${where} AND ${inSample(options.sample)}),
             gate AS MATERIALIZED (
               SELECT count(*) * ${options.buckets}::int <= ${options.smallMax}::int AS small FROM smp)
        SELECT tier, string_agg(array_to_string(facets, ' '), ' ') AS codes,
               (array_agg(sort_surname ORDER BY sort_surname ${keyOrder}))[1:${options.keys}::int] AS keys
          FROM smp
         GROUP BY tier
        UNION ALL
        SELECT -1, string_agg(array_to_string(s.facets, ' '), ' '), NULL
          FROM search_profile s
         WHERE (SELECT small FROM gate) AND ${where}
        HAVING (SELECT small FROM gate)`;
      const tiers = new Map<number, TierSample>();
      let all: Record<string, number> | null = null;
      for (const row of rows) {
        const counts = countCodes(row.codes);
        if (row.tier === -1) all = counts;
        else tiers.set(row.tier, { n: counts[EVERYONE] ?? 0, counts, keys: row.keys ?? [] });
      }
      return { tiers, all };
    },

    /**
     * The first `limit` rows of a row set (every match read, then sorted by relevance tier,
     * then `sort`) only if it is small: its rows in sample bucket `gate.sample` number at most
     * `gate.max` (checked first, inside the same statement; a big set is not read at all). Runs
     * beside probe(), so a name search's counts and page take one round trip side by side.
     */
    async pageIfSmall(options: {
      match: RowSet;
      sort: SearchQuery['sort'];
      limit: number;
      gate: SampleGate;
      tiers: readonly Tier[];
      rows?: PageRows;
    }): Promise<{ ids: string[]; rows: Map<string, unknown> } | null> {
      const { limit, gate, rows: pageRows } = options;
      const where = whereOf(options.match);
      const order = orderBy(options.sort);
      const tier = tierOf(options.tiers);
      const rows = await db.sqlPlanned<
        Array<{ small: boolean; ids: string[] | null; rows: Record<string, unknown> | null }>
      >`
        WITH ${sampleGate(where, gate)},
             picked AS MATERIALIZED (
        SELECT (SELECT small FROM gate) AS small,
               (SELECT array_agg(p.id ORDER BY p.n)
                  FROM (SELECT profile_id::text AS id,
                               row_number() OVER (ORDER BY tier, ${order}) AS n
                          FROM (SELECT s.profile_id, s.sort_surname, s.sort_field, s.sort_discipline,
                                       s.sort_employment, ${tier} AS tier
                                  FROM search_profile s
                                 WHERE (SELECT small FROM gate) AND ${where}
                                OFFSET 0) AS m
                         ORDER BY tier, ${order} LIMIT ${limit}::int) AS p) AS ids)
        SELECT small, ids, ${rowsOf(Prisma.sql`ids`, pageRows)} AS rows FROM picked`;
      const row = rows[0];
      return row?.small ? { ids: row.ids ?? [], rows: rowMap(row.rows) } : null;
    },

    /**
     * The first `limit` rows of `match` in surname order (ascending), exactly, read the
     * cheapest way that its numbers allow, each step in the same statement, run only if the
     * steps before it gave no answer (decision 005, "surname ranges", and 017, "2026-11-22 (closing)");
     * null when none of them applies.
     * 1. The walk (with `walk`; every row of `match` holds one of the name keys `walk.check`):
     *    when the rows of the keys `walk.plus` less those of `walk.minus` (search_name_count)
     *    make it dense enough that half of `walk.rows` rows hold `limit` of it on average, the
     *    first `walk.rows` rows of the surname index, each checked (its name keys first, the
     *    cheaper test). Taken if they hold `limit` rows of `match`. A first name's rows ("mar")
     *    lie all along the surname order: a few hundred rows of it hold a page.
     * 2. A tiny tier (at most `tiny.max` rows in sample bucket `gate.sample`) whose ranges may
     *    hold many rows of other tiers: every row, through the GIN index, sorted.
     * 3. Surname ranges when the `others` rows are few (at most `gate.few` in the sample
     *    bucket): in each range [start, start + U+10FFFF) of the surname index, the first
     *    `limit` rows meeting `match` (a walk that stops there), and through the GIN index every
     *    row meeting `match` that holds one of `others`; then the first `limit` of them all.
     *    Exact when every row of `match` lies in a range or holds one of `others`
     *    (surnameRanges() makes sure).
     * 4. The spread: more `others` than that lie along the whole surname order (first names,
     *    previous surnames), about k · buckets of them for k in the sample bucket. Their first
     *    2 · `limit` lie, on average, within the first share 2 · limit / (k · buckets) of the
     *    order: every row of `match` up to the key there in the planner's histogram of
     *    sort_surname, through the order buckets, sorted. Taken if they are `limit` or more.
     * 5. Else surname ranges still, while the `others` rows are at most `gate.max` in the sample
     *    bucket (reading them all costs up to ~20 ms at that).
     */
    async pageByRanges(options: RangesRead & { rows?: PageRows }): Promise<{
      ids: string[];
      how: 'walk' | 'whole' | 'ranges' | 'spread';
      rows: Map<string, unknown>;
    } | null> {
      const { starts, others, limit, gate, buckets, tiny } = options;
      const where = whereOf(options.match);
      const few = Math.min(gate.few, gate.max);
      // The rows of the keys `plus` less those of `minus`, from search_name_count.
      const keyRows = (plus: string[], minus: string[]) =>
        Prisma.sql`coalesce((SELECT sum(CASE WHEN key = ANY(${plus}::text[]) THEN n ELSE -n END)
                               FROM search_name_count
                              WHERE key = ANY(${[...plus, ...minus]}::text[]) AND code = '*'), 0)`;
      const walk = options.walk;
      // 1. (Left out without `walk`: one step fewer to start in each call.)
      const walkCtes = !walk
        ? Prisma.sql`done AS MATERIALIZED (SELECT FALSE AS yes),
             walked AS (SELECT NULL::uuid AS profile_id, NULL::text AS sort_surname WHERE FALSE),`
        : Prisma.sql`dense AS MATERIALIZED (
               SELECT cardinality(${walk.check}::text[]) > 0
                      AND ${keyRows(walk.plus, walk.minus)} * ${walk.rows}::int
                          >= 2 * ${limit}::int * (SELECT coalesce(sum(n), 0) FROM search_facet_count
                                                   WHERE facet = 'total') AS yes),
             -- 1. The first walk.rows rows of the surname index (LIMIT inside, so no condition
             --    reaches below it), then the first ones of them that match.
             walked AS MATERIALIZED (
               SELECT s.profile_id, s.sort_surname
                 FROM (SELECT w.profile_id, w.sort_surname, w.tokens, w.dead, w.name_keys
                         FROM search_profile w
                        WHERE (SELECT yes FROM dense)
                        ORDER BY w.sort_surname, w.profile_id LIMIT ${walk.rows}::int) AS s
                WHERE s.name_keys && ${walk.check}::text[] AND ${where}
                ORDER BY s.sort_surname, s.profile_id LIMIT ${limit}::int),
             done AS MATERIALIZED (SELECT count(*) >= ${limit}::int AS yes FROM walked),`;
      // A walk: the surname index in order from `start`, each row checked until `limit` pass.
      // `where` is checked on a copy of the row (a subquery kept apart by OFFSET 0), so the
      // planner cannot answer it from the GIN index and sort afterwards, which reads the range.
      const walks = starts.map(
        (start) => Prisma.sql`
          (SELECT s.profile_id, s.sort_surname
             FROM search_profile w
            CROSS JOIN LATERAL (SELECT w.profile_id, w.sort_surname, w.tokens, w.dead OFFSET 0) AS s
            WHERE (SELECT yes FROM ranged)
              AND w.sort_surname >= ${start}::text AND w.sort_surname < ${start}::text || U&'\\+10FFFF'
              AND ${where}
            ORDER BY w.sort_surname, w.profile_id LIMIT ${limit}::int)`,
      );
      // 4. (Left out when it may not be taken.)
      const spreadCtes = !options.spread
        ? Prisma.sql`early AS (SELECT NULL::uuid AS profile_id, NULL::text AS sort_surname WHERE FALSE),
             spreadDone AS MATERIALIZED (SELECT FALSE AS yes),`
        : Prisma.sql`-- 4. The key at the share 2 · limit / (k · buckets) of the surname order
             --    (spreadKeys(), from the histogram of sort_surname).
             spread AS MATERIALIZED (
               SELECT (${spreadKeys(await surnameBounds(), limit, buckets, gate.max + 1)}::text[])[k] AS key
                 FROM gate WHERE go AND k > ${few}::int),
             early AS MATERIALIZED (
               SELECT o.profile_id, o.sort_surname
                 FROM (SELECT s.profile_id, s.sort_surname FROM search_profile s
                        WHERE (SELECT key FROM spread) IS NOT NULL AND ${where}
                          AND s.tokens && search_order_upto(search_order_bucket((SELECT key FROM spread)))
                       OFFSET 0) AS o
                ORDER BY o.sort_surname, o.profile_id LIMIT ${limit}::int),
             spreadDone AS MATERIALIZED (SELECT count(*) >= ${limit}::int AS yes FROM early),`;
      const ids = (from: string) =>
        Prisma.raw(`(SELECT array_agg(r.profile_id::text ORDER BY r.sort_surname, r.profile_id)
                       FROM ${from} r)`);
      const rows = await db.sqlGeneric<
        Array<{ how: string | null; ids: string[] | null; rows: Record<string, unknown> | null }>
      >`
        WITH ${walkCtes}
             -- 2. A tiny tier, whole ("jan": no surname Jan, but every Janik and Janowski in
             --    the range).
             polluted AS MATERIALIZED (
               SELECT NOT (SELECT yes FROM done)
                      AND ${keyRows(tiny.plus, tiny.minus)} > ${tiny.above}::int AS go),
             tiny AS MATERIALIZED (
               SELECT (SELECT go FROM polluted) AND count(*) <= ${tiny.max}::int AS yes
                 FROM (SELECT FROM search_profile s
                        WHERE (SELECT go FROM polluted) AND ${where}
                          AND ${inSample(gate.sample)}
                        LIMIT ${tiny.max + 1}::int) AS t),
             whole AS MATERIALIZED (
               SELECT o.profile_id, o.sort_surname
                 FROM (SELECT s.profile_id, s.sort_surname FROM search_profile s
                        WHERE (SELECT yes FROM tiny) AND ${where}
                       OFFSET 0) AS o
                ORDER BY o.sort_surname, o.profile_id LIMIT ${limit}::int),
             -- The others in the sample bucket (k), up to gate.max + 1.
             gate AS MATERIALIZED (
               SELECT NOT (SELECT yes FROM done) AND NOT (SELECT yes FROM tiny) AS go,
                      count(*)::int AS k
                 FROM (SELECT FROM search_profile s
                        WHERE NOT (SELECT yes FROM done) AND NOT (SELECT yes FROM tiny)
                          AND ${where} AND s.tokens && ${others}::text[]
                          AND ${inSample(gate.sample)}
                        LIMIT ${gate.max + 1}::int) AS g),
             ${spreadCtes}
             -- 3 and 5. Surname ranges.
             ranged AS MATERIALIZED (
               SELECT go AND (k <= ${few}::int
                              OR (k <= ${gate.max}::int AND NOT (SELECT yes FROM spreadDone))) AS yes
                 FROM gate),
             found AS (
               ${Prisma.join(walks, ' UNION ALL ')}
               UNION ALL
               -- OFFSET 0: every such row through the GIN index, then sorted (never a walk of
               -- the whole surname index hoping to meet rows that may not exist).
               (SELECT o.profile_id, o.sort_surname
                  FROM (SELECT s.profile_id, s.sort_surname FROM search_profile s
                         WHERE (SELECT yes FROM ranged) AND ${where}
                           AND s.tokens && ${others}::text[]
                        OFFSET 0) AS o
                 ORDER BY o.sort_surname, o.profile_id LIMIT ${limit}::int)),
             ranges AS (
               SELECT DISTINCT profile_id, sort_surname FROM found
                ORDER BY sort_surname, profile_id LIMIT ${limit}::int),
             picked AS MATERIALIZED (
        SELECT CASE WHEN (SELECT yes FROM done) THEN 'walk'
                    WHEN (SELECT yes FROM tiny) THEN 'whole'
                    WHEN (SELECT yes FROM ranged) THEN 'ranges'
                    WHEN (SELECT yes FROM spreadDone) THEN 'spread' END AS how,
               CASE WHEN (SELECT yes FROM done) THEN ${ids('walked')}
                    WHEN (SELECT yes FROM tiny) THEN ${ids('whole')}
                    WHEN (SELECT yes FROM ranged) THEN ${ids('ranges')}
                    ELSE ${ids('early')} END AS ids)
        SELECT how, ids, ${rowsOf(Prisma.sql`ids`, options.rows)} AS rows FROM picked`;
      const how = rows[0]?.how as 'walk' | 'whole' | 'ranges' | 'spread' | null | undefined;
      return how ? { ids: rows[0]!.ids ?? [], how, rows: rowMap(rows[0]!.rows) } : null;
    },

    /**
     * Ids of the rows of `match` in `sort` order: every match is read, then sorted (the way for up to a
     * few thousand matches, or when nothing narrower is known). With `range`, only the matches
     * whose order bucket lies up to (`asc`) or from (`desc`) the bucket of `range.key` are
     * read: one more GIN condition, so a page deep in a broad match set reads about as many
     * rows as it needs (decision 005, "order buckets"). The caller checks that the range held
     * enough rows.
     */
    async page(
      match: RowSet,
      sort: SearchQuery['sort'],
      limit: number,
      offset: number,
      range?: { key: string; direction: 'asc' | 'desc' },
    ): Promise<string[]> {
      if (limit <= 0) return [];
      const where = whereOf(match);
      const order = orderBy(sort);
      const inRange = !range
        ? Prisma.sql`TRUE`
        : range.direction === 'asc'
          ? Prisma.sql`s.tokens && search_order_upto(search_order_bucket(${range.key}::text))`
          : Prisma.sql`s.tokens && search_order_from(search_order_bucket(${range.key}::text))`;
      // OFFSET 0 keeps the LIMIT out of the inner query: every match, then a top-N sort.
      const rows = await db.sqlPlanned<Array<{ id: string }>>`
        SELECT profile_id::text AS id
          FROM (SELECT s.profile_id, s.sort_surname, s.sort_field, s.sort_discipline,
                       s.sort_employment
                  FROM search_profile s
                 WHERE ${where} AND ${inRange}
                OFFSET 0) AS m
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
      return rows.map((r) => r.id);
    },

    /**
     * A page of everyone (no words, no filters): an index scan in sort order; with `row`, each
     * profile's display row too (PageRows).
     */
    async browse(
      withTheDead: boolean,
      sort: SearchQuery['sort'],
      limit: number,
      offset: number,
      row?: HitRowSql,
    ): Promise<{ ids: string[]; rows: Map<string, unknown> }> {
      const order = orderBy(sort);
      const rows = await db.sql<Array<{ id: string; row: unknown }>>`
        SELECT b.profile_id::text AS id,
               ${row ? row(Prisma.sql`b.profile_id`) : Prisma.sql`NULL::json`} AS row
          FROM (SELECT profile_id, sort_surname, sort_field, sort_discipline, sort_employment
                  FROM search_profile
                 WHERE ${withTheDead} OR NOT dead
                 ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS b
         ORDER BY ${order}`;
      return {
        ids: rows.map((r) => r.id),
        rows: new Map(row ? rows.map((r) => [r.id, r.row]) : []),
      };
    },

    /** The precomputed counts over everyone (search_facet_count, kept by triggers). */
    async everyoneCounts(withTheDead: boolean) {
      return db.sql<Array<{ facet: string; code: string; n: number }>>`
        SELECT facet, code, sum(n)::int AS n FROM search_facet_count
         WHERE ${withTheDead} OR NOT dead
         GROUP BY facet, code HAVING sum(n) > 0`;
    },

    async documents(profileIds: string[]): Promise<Map<string, SearchDocument>> {
      const rows = await db.sql<Array<{ doc: SearchDocument }>>`
        SELECT doc FROM search_document WHERE profile_id = ANY(${profileIds}::uuid[])`;
      return new Map(rows.map((r) => [r.doc.profileId, r.doc]));
    },

    async count(): Promise<number> {
      const rows = await db.sql<Array<{ n: number }>>`
        SELECT coalesce(sum(n), 0)::int AS n FROM search_facet_count WHERE facet = 'total'`;
      return rows[0]?.n ?? 0;
    },

    async ping(): Promise<void> {
      await db.sql`SELECT 1 FROM search_profile LIMIT 1`;
    },
  };
}

export type SearchReadRepository = ReturnType<typeof createSearchReadRepository>;
