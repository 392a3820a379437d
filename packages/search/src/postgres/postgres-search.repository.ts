import { Prisma, type Db } from '@ln/db';
import type { SearchDocument, SearchSortField, SortDirection } from '../engine.js';

/** A row of search_profile as written by the engine. */
export interface IndexRow {
  profile_id: string;
  tokens: string[];
  dead: boolean;
  highest_degree: string | null;
  disciplines: string[];
  domains: string[];
  /** '*', then d:/f:/g: values: what one search counts in a single pass. */
  facets: string[];
  sort_surname: string;
  sort_field: string;
  sort_discipline: string;
  sort_employment: string;
  generation: number;
}

const SORT_COLUMN: Record<SearchSortField, string> = {
  surname: 'sort_surname',
  field: 'sort_field',
  discipline: 'sort_discipline',
  currentEmployment: 'sort_employment',
};

/**
 * ORDER BY of a sort (whitelisted columns only); ties by surname, then id, the same way.
 * Relevance (no sort) is surname order within each relevance tier (see the engine).
 */
export function orderBy(
  sort: { field: SearchSortField; direction: SortDirection } | null,
  rank = false,
): Prisma.Sql {
  if (!sort)
    return rank ? Prisma.sql`rank, sort_surname, profile_id` : Prisma.sql`sort_surname, profile_id`;
  const dir = sort.direction === 'desc' ? 'DESC' : 'ASC';
  if (sort.field === 'surname') return Prisma.raw(`sort_surname ${dir}, profile_id ${dir}`);
  return Prisma.raw(`${SORT_COLUMN[sort.field]} ${dir}, sort_surname ${dir}, profile_id ${dir}`);
}

/** Raw SQL of the PostgreSQL engine (HOUSE-STYLE: raw SQL lives in repositories). */
export function createPostgresSearchRepository(db: Db) {
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

    /** Typo candidates: dictionary words sharing a one-letter deletion with the query word. */
    async typoCandidates(variants: string[]): Promise<Array<{ token: string }>> {
      return db.sql`
        SELECT DISTINCT token FROM search_token_variant WHERE variant = ANY(${variants}::text[])`;
    },

    /**
     * Counts of every facet value ('*': everyone) over the rows matching `where`, in one pass; `tags` adds one more value per row (the engine's relevance tier). An
     * unnamed statement, so PostgreSQL plans it for these very values (a prepared statement's
     * generic plan cannot tell a rare surname from a common word).
     */
    async counts(where: Prisma.Sql, tags?: Prisma.Sql): Promise<Record<string, number>> {
      const values = tags ? Prisma.sql`s.facets || ${tags}` : Prisma.sql`s.facets`;
      // Rows share a few hundred distinct facet lists: group by the list, then unnest those.
      const rows = await db.$queryRaw<Array<{ code: string; n: number }>>`
        SELECT code, sum(g.n)::int AS n
          FROM (SELECT ${values} AS codes, count(*) AS n
                  FROM search_profile s
                 WHERE ${where}
                 GROUP BY 1) AS g,
               unnest(g.codes) AS code
         GROUP BY code`;
      return Object.fromEntries(rows.map((r) => [r.code, r.n]));
    },

    /**
     * The sample pass: like counts(), and for each value also the first `sort_surname` (in
     * JavaScript's order, close enough for an estimate) of the rows holding it.
     */
    async sample(
      where: Prisma.Sql,
      tags?: Prisma.Sql,
    ): Promise<{ counts: Record<string, number>; first: Record<string, string> }> {
      const values = tags ? Prisma.sql`s.facets || ${tags}` : Prisma.sql`s.facets`;
      const groups = await db.$queryRaw<Array<{ codes: string[]; n: number; first: string }>>`
        SELECT ${values} AS codes, count(*)::int AS n, min(s.sort_surname) AS first
          FROM search_profile s
         WHERE ${where}
         GROUP BY 1`;
      const counts: Record<string, number> = {};
      const first: Record<string, string> = {};
      for (const g of groups)
        for (const code of g.codes) {
          counts[code] = (counts[code] ?? 0) + g.n;
          if (first[code] === undefined || g.first < first[code]) first[code] = g.first;
        }
      return { counts, first };
    },

    /** Bounds of the planner's histogram of sort_surname (101 quantiles; [] before ANALYZE). */
    async sortQuantiles(): Promise<string[]> {
      const rows = await db.$queryRaw<Array<{ b: string }>>`
        SELECT unnest(histogram_bounds::text::text[]) AS b
          FROM pg_stats
         WHERE schemaname = current_schema() AND tablename = 'search_profile'
           AND attname = 'sort_surname'`;
      return rows.map((r) => r.b);
    },

    /**
     * Ids of matching rows in `order`, read one of two ways (an unnamed statement, like
     * counts()):
     * - `collect`: every match is read, then sorted (the way for up to a few thousand);
     * - `walk`: the sort index is walked in order, each row checked, until the page is full
     *   (the way for a broad query, whose matches are everywhere). The bitmap scans that the
     *   GIN index needs are switched off for this one statement, because PostgreSQL cannot
     *   know how many rows two overlapping word conditions share and would otherwise read
     *   every match. (No time limit: a statement cancelled inside Prisma's transaction kept
     *   its connection for seconds, which starved the pool at 10 concurrent searches.)
     */
    async page(
      where: Prisma.Sql,
      order: Prisma.Sql,
      limit: number,
      offset: number,
      options: { walk: boolean; rank?: Prisma.Sql },
    ): Promise<string[]> {
      if (limit <= 0) return [];
      const rank = options.rank ?? Prisma.sql`0`;
      if (options.walk) {
        const [, rows] = await db.$transaction([
          db.$executeRaw`SET LOCAL enable_bitmapscan = off`,
          db.$queryRaw<Array<{ id: string }>>`
            SELECT s.profile_id::text AS id, ${rank} AS rank
              FROM search_profile s
             WHERE ${where}
             ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        ]);
        return rows.map((r) => r.id);
      }
      // OFFSET 0 keeps the LIMIT out of the inner query: every match, then a top-N sort.
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT profile_id::text AS id
          FROM (SELECT s.profile_id, s.sort_surname, s.sort_field, s.sort_discipline,
                       s.sort_employment, ${rank} AS rank
                  FROM search_profile s
                 WHERE ${where}
                OFFSET 0) AS m
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
      return rows.map((r) => r.id);
    },

    /** A page of everyone (no words, no filters): an index scan in sort order. */
    async browse(
      withTheDead: boolean,
      order: Prisma.Sql,
      limit: number,
      offset: number,
    ): Promise<string[]> {
      const rows = await db.sql<Array<{ id: string }>>`
        SELECT profile_id::text AS id FROM search_profile
         WHERE ${withTheDead} OR NOT dead
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
      return rows.map((r) => r.id);
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

    /** Adds new words to the dictionary; answers the ones that were new. */
    async addTokens(tokens: string[]): Promise<string[]> {
      if (tokens.length === 0) return [];
      const rows = await db.sql<Array<{ token: string }>>`
        INSERT INTO search_token (token) SELECT unnest(${tokens}::text[])
        ON CONFLICT DO NOTHING RETURNING token`;
      return rows.map((r) => r.token);
    },

    async addVariants(pairs: Array<[string, string]>): Promise<void> {
      if (pairs.length === 0) return;
      await db.sql`
        INSERT INTO search_token_variant (variant, token)
        SELECT * FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[])
        ON CONFLICT DO NOTHING`;
    },

    /** Writes the rows and documents of a batch in one transaction. */
    async write(rows: IndexRow[], docs: SearchDocument[]): Promise<void> {
      await db.$transaction([
        db.$executeRaw`
          INSERT INTO search_profile AS s (profile_id, tokens, dead, highest_degree, disciplines,
                 domains, facets, sort_surname, sort_field, sort_discipline, sort_employment,
                 generation)
          SELECT profile_id, tokens, dead, highest_degree, disciplines, domains, facets,
                 sort_surname, sort_field, sort_discipline, sort_employment, generation
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
                 profile_id uuid, tokens text[], dead boolean, highest_degree text,
                 disciplines text[], domains text[], facets text[], sort_surname text,
                 sort_field text, sort_discipline text, sort_employment text, generation bigint)
           ORDER BY profile_id
          ON CONFLICT (profile_id) DO UPDATE SET
                 tokens = excluded.tokens, dead = excluded.dead,
                 highest_degree = excluded.highest_degree, disciplines = excluded.disciplines,
                 domains = excluded.domains, facets = excluded.facets,
                 sort_surname = excluded.sort_surname,
                 sort_field = excluded.sort_field, sort_discipline = excluded.sort_discipline,
                 sort_employment = excluded.sort_employment, generation = excluded.generation`,
        db.$executeRaw`
          INSERT INTO search_document (profile_id, doc)
          SELECT (d->>'profileId')::uuid, d FROM jsonb_array_elements(${JSON.stringify(docs)}::jsonb) d
           ORDER BY 1
          ON CONFLICT (profile_id) DO UPDATE SET doc = excluded.doc`,
      ]);
    },

    async remove(profileIds: string[]): Promise<void> {
      await db.$transaction([
        db.$executeRaw`DELETE FROM search_profile WHERE profile_id = ANY(${profileIds}::uuid[])`,
        db.$executeRaw`DELETE FROM search_document WHERE profile_id = ANY(${profileIds}::uuid[])`,
      ]);
    },

    /**
     * After a full reindex: drop what neither it nor a later write wrote. One statement (so no
     * client-side transaction time limit applies at a million rows) that touches only the
     * stale rows; documents are only ever written together with their profile row.
     */
    async removeOlderGenerations(generation: number): Promise<void> {
      await db.sql`
        WITH gone AS (DELETE FROM search_profile WHERE generation < ${generation} RETURNING profile_id)
        DELETE FROM search_document d USING gone WHERE d.profile_id = gone.profile_id`;
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

export type PostgresSearchRepository = ReturnType<typeof createPostgresSearchRepository>;
