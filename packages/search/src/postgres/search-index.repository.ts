import type { Db } from '@ln/db';
import type { SearchDocument } from '../engine.js';
import type { IndexRow } from './index-row.js';

/** How long one batch's write transaction may take (Prisma's default is 5 s). */
const WRITE_TIMEOUT_MS = 120_000;

/** How long counting every row's name keys may take (~1 min a million rows on 2 cores). */
const RECOUNT_TIMEOUT_MS = 30 * 60_000;

/**
 * The index's writes (docs/conventions.md, "Services": raw SQL lives in repositories): the word dictionary and its
 * typo variants, the rows and documents of search_profile and search_document, and the steps
 * of a full reindex. The reads are in search-read.repository.ts.
 */
export function createSearchIndexRepository(db: Db) {
  return {
    /**
     * Adds new words to the dictionary; answers the ones that were new. A statement of its own
     * (committed at once): its trigger raises search_token_version, whose one row it holds
     * until commit, so inside a long transaction it would make writers wait on each other.
     */
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

    /**
     * Writes the rows and documents of a batch in one transaction. With `deferCounts`, the
     * name-count triggers skip its statements (search.name_counts = 'deferred'): the caller
     * counts every row afterwards (recountNames()).
     */
    async write(rows: IndexRow[], docs: SearchDocument[], deferCounts = false): Promise<void> {
      await db.$transaction(
        [
          ...(deferCounts
            ? [db.$executeRaw`SELECT set_config('search.name_counts', 'deferred', true)`]
            : []),
          db.$executeRaw`
          INSERT INTO search_profile AS s (profile_id, tokens, name_keys, dead, highest_degree,
                 disciplines, domains, facets, sort_surname, sort_field, sort_discipline,
                 sort_employment, generation)
          SELECT profile_id, tokens || search_order_tokens(sort_surname), name_keys, dead,
                 highest_degree, disciplines, domains, facets, sort_surname, sort_field,
                 sort_discipline, sort_employment, generation
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
                 profile_id uuid, tokens text[], name_keys text[], dead boolean, highest_degree text,
                 disciplines text[], domains text[], facets text[], sort_surname text,
                 sort_field text, sort_discipline text, sort_employment text, generation bigint)
           ORDER BY profile_id
          ON CONFLICT (profile_id) DO UPDATE SET
                 tokens = excluded.tokens, name_keys = excluded.name_keys, dead = excluded.dead,
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
        ],
        // A batch of 1,000 rows that moves its ~240,000 counters (a reindex into an empty index
        // without deferring them, a migration's rewrite) takes seconds on 2 cores.
        { timeout: WRITE_TIMEOUT_MS },
      );
    },

    /**
     * search_name_count anew from every row, in one statement, with search_profile locked
     * against writes meanwhile (reads go on; a write waits, then counts as usual).
     */
    async recountNames(): Promise<void> {
      await db.$transaction(
        [
          // ~53 keys × ~4.5 facet values a row: 47 million pairs at 200,000 rows, ~570,000
          // counters (~50 MB of hash table: no spilling to disk; Memoize would cache every
          // row's keys for nothing).
          db.$executeRaw`SELECT set_config('work_mem', '256MB', true),
                                set_config('enable_memoize', 'off', true)`,
          db.$executeRaw`LOCK TABLE search_profile IN SHARE MODE`,
          db.$executeRaw`DELETE FROM search_name_count`,
          db.$executeRaw`
            INSERT INTO search_name_count (key, code, dead, n)
            SELECT k, f, s.dead, count(*)
              FROM search_profile s, unnest(s.name_keys) AS k, unnest(s.facets) AS f
             GROUP BY 1, 2, 3`,
        ],
        { timeout: RECOUNT_TIMEOUT_MS },
      );
    },

    /**
     * Puts search_profile's rows in surname order again (its clustering index, chosen by the
     * migration `…083000_search_cluster`) and renews the statistics the engine plans and
     * spreads by. Locks the table while it runs (~100 s at 1M, ~20 s at 200k).
     */
    async clusterBySurname(): Promise<void> {
      await db.$executeRaw`CLUSTER search_profile`;
      await db.$executeRaw`ANALYZE search_profile`;
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
  };
}

export type SearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;
