import { Prisma, type Db, type Tx } from '@ln/db';
import { visibleProfile } from '@ln/visibility';

// Discovery's tables (migration 20261202021500_discovery, decision 047): the co-authors and
// the similar researchers of every visible profile, computed here in PostgreSQL by the
// discovery jobs and read by the public calls as one index range each.

/** Similar researchers kept per profile (the read leaves the deceased out of them). */
export const SIMILAR_KEPT = 20;
/** Candidates among the holders of the same colleague key, on each side of a profile. */
const COLLEAGUES_EACH_SIDE = 15;

/**
 * The score of a pair, decision 047: 3 a shared discipline, 2 a shared specialty, 1 a shared
 * publication keyword, 1 a shared current institution, 2 a shared co-author, 3 for having
 * published together. The reasons a read gives are the very arrays this sums.
 */
const SCORE = Prisma.sql`(3 * intarray.icount(d) + 2 * intarray.icount(s) + intarray.icount(k)
  + intarray.icount(i) + 2 * intarray.icount(c) + CASE WHEN shared > 0 THEN 3 ELSE 0 END)`;

export interface CoauthorRow {
  profile_id: string;
  first_name: string;
  surname: string;
  calculated_edu_level: string | null;
  shared: number;
  first_year: number | null;
  last_year: number | null;
}

export interface NetworkLinkRow {
  source: string;
  target: string;
  shared: number;
}

export interface NetworkNodeRow {
  profile_id: string;
  first_name: string;
  surname: string;
}

export interface SimilarRow {
  profile_id: string;
  first_name: string;
  surname: string;
  calculated_edu_level: string | null;
  dead: boolean;
  score: number;
  disciplines: number[];
  specialties: number[];
  keywords: number[];
  institutions: number[];
  coauthors: number[];
  shared_publications: number;
}

export interface TermRow {
  id: number;
  kind: number;
  label_pl: string;
  label_en: string;
}

export function createDiscoveryRepository(db: Db) {
  return {
    /** One page of the profile's visible co-authors, most shared publications first. */
    async coauthors(profileId: string, limit: number, offset: number) {
      const [total] = await db.sql<Array<{ n: number }>>`
        SELECT count(*)::int AS n
          FROM discovery_coauthor c JOIN profile p ON p.id = c.coauthor_id
         WHERE c.profile_id = ${profileId}::uuid AND ${visibleProfile('p')}`;
      const rows = await db.sql<CoauthorRow[]>`
        SELECT p.id::text AS profile_id, p.first_name, p.surname, p.calculated_edu_level,
               c.shared, c.first_year, c.last_year
          FROM discovery_coauthor c JOIN profile p ON p.id = c.coauthor_id
         WHERE c.profile_id = ${profileId}::uuid AND ${visibleProfile('p')}
         ORDER BY c.shared DESC, c.coauthor_id
         LIMIT ${limit} OFFSET ${offset}`;
      return { total: total?.n ?? 0, rows };
    },

    /**
     * The network around a profile: its strongest `limit` links, among the profile and its
     * co-authors and between the co-authors themselves, with the people they join.
     */
    async network(profileId: string, limit: number) {
      const links = await db.sql<NetworkLinkRow[]>`
        WITH co AS (
          SELECT c.coauthor_id AS id
            FROM discovery_coauthor c JOIN profile p ON p.id = c.coauthor_id
           WHERE c.profile_id = ${profileId}::uuid AND ${visibleProfile('p')}
           ORDER BY c.shared DESC, c.coauthor_id
           LIMIT ${limit}
        )
        SELECT source, target, shared FROM (
          SELECT ${profileId}::uuid::text AS source, c.coauthor_id::text AS target, c.shared
            FROM discovery_coauthor c JOIN co ON co.id = c.coauthor_id
           WHERE c.profile_id = ${profileId}::uuid
          UNION ALL
          SELECT c.profile_id::text, c.coauthor_id::text, c.shared
            FROM co JOIN discovery_coauthor c ON c.profile_id = co.id
           WHERE c.coauthor_id IN (SELECT id FROM co) AND c.profile_id < c.coauthor_id
        ) l
        ORDER BY shared DESC, source, target
        LIMIT ${limit}`;
      const ids = [...new Set([profileId, ...links.flatMap((l) => [l.source, l.target])])];
      const nodes = await db.sql<NetworkNodeRow[]>`
        SELECT p.id::text AS profile_id, p.first_name, p.surname
          FROM profile p WHERE p.id = ANY (${ids}::uuid[]) AND ${visibleProfile('p')}`;
      return { links, nodes };
    },

    /** The kept similar researchers, best first, visible ones only (the living unless asked). */
    async similar(profileId: string, limit: number, withTheDead: boolean) {
      return db.sql<SimilarRow[]>`
        SELECT p.id::text AS profile_id, p.first_name, p.surname, p.calculated_edu_level, p.dead,
               s.score, s.disciplines, s.specialties, s.keywords, s.institutions, s.coauthors,
               s.shared_publications
          FROM discovery_similar s JOIN profile p ON p.id = s.similar_id
         WHERE s.profile_id = ${profileId}::uuid AND p.hidden IS NOT TRUE
           AND (${withTheDead}::boolean OR p.dead IS NOT TRUE)
         ORDER BY s.score DESC, s.similar_id
         LIMIT ${limit}`;
    },

    async terms(ids: number[]) {
      if (ids.length === 0) return [];
      return db.sql<TermRow[]>`
        SELECT id, kind, label_pl, label_en FROM discovery_term WHERE id = ANY (${ids}::int[])`;
    },

    /** Visible profiles by their discovery number (the shared co-authors a reason names). */
    async people(numbers: number[]) {
      if (numbers.length === 0) return [];
      return db.sql<Array<NetworkNodeRow & { n: number }>>`
        SELECT d.n, p.id::text AS profile_id, p.first_name, p.surname
          FROM discovery_profile d JOIN profile p ON p.id = d.profile_id
         WHERE d.n = ANY (${numbers}::int[]) AND ${visibleProfile('p')}`;
    },

    // --- The jobs' side -----------------------------------------------------------------

    /** Profile ids in id order, `limit` after `after` (the full build's batches). */
    async profileIdsAfter(after: string | null, limit: number): Promise<string[]> {
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        SELECT id::text FROM profile
         WHERE ${after}::uuid IS NULL OR id > ${after}::uuid
         ORDER BY id LIMIT ${limit}`;
      return rows.map((r) => r.id);
    },

    async countProfiles(): Promise<number> {
      const [row] = await db.$queryRaw<
        Array<{ n: number }>
      >`SELECT count(*)::int AS n FROM profile`;
      return row?.n ?? 0;
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.$queryRaw<Array<{ empty: boolean }>>`
        SELECT NOT EXISTS (SELECT 1 FROM discovery_profile) AS empty`;
      return row?.empty ?? true;
    },

    /**
     * Takes up to `limit` profiles off the outbox (rows other drainers hold are skipped), in
     * the caller's transaction: a failed refresh rolls back and leaves them queued.
     */
    async takeOutbox(limit: number, tx: Tx): Promise<string[]> {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        DELETE FROM discovery_outbox WHERE profile_id IN (
          SELECT profile_id FROM discovery_outbox ORDER BY queued_at
           LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING profile_id::text AS id`;
      return rows.map((r) => r.id);
    },

    async outboxSize(): Promise<number> {
      const [row] = await db.$queryRaw<
        Array<{ n: number }>
      >`SELECT count(*)::int AS n FROM discovery_outbox`;
      return row?.n ?? 0;
    },

    /** The co-authors these profiles have now (kept), to refresh their side too. */
    async keptCoauthors(ids: string[], tx: Tx): Promise<string[]> {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT DISTINCT coauthor_id::text AS id FROM discovery_coauthor
         WHERE profile_id = ANY (${ids}::uuid[])`;
      return rows.map((r) => r.id);
    },

    /** Profiles whose kept lists name one of these, and those these lists name. */
    async similarNeighbours(ids: string[], tx: Tx): Promise<string[]> {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT profile_id::text AS id FROM discovery_similar WHERE similar_id = ANY (${ids}::uuid[])
        UNION
        SELECT similar_id::text FROM discovery_similar WHERE profile_id = ANY (${ids}::uuid[])`;
      return rows.map((r) => r.id);
    },

    /**
     * Recomputes the co-author rows of these profiles (both directions): the publications the
     * two show publicly (each left the publication visible, and it has a visible register or
     * own version), between visible profiles.
     */
    async refreshCoauthors(ids: string[], tx: Tx) {
      await tx.$executeRaw`
        DELETE FROM discovery_coauthor
         WHERE profile_id = ANY (${ids}::uuid[]) OR coauthor_id = ANY (${ids}::uuid[])`;
      await tx.$executeRaw`
        WITH pairs AS (
          SELECT a.profile_id AS x, b.profile_id AS y, a.publication_id
            FROM publication_author a
            JOIN publication_author b ON b.publication_id = a.publication_id
                 AND b.profile_id IS NOT NULL AND b.profile_id <> a.profile_id AND b.publicly_visible
           WHERE a.profile_id = ANY (${ids}::uuid[]) AND a.publicly_visible
             AND EXISTS (SELECT 1 FROM publication_version v
                          WHERE v.publication_id = a.publication_id AND v.is_visible
                            AND (v.owner_profile_id IS NULL OR v.owner_profile_id IN (a.profile_id, b.profile_id)))
        ), counted AS (
          SELECT x, y, count(DISTINCT q.publication_id)::int AS shared,
                 min(pub.year) AS first_year, max(pub.year) AS last_year
            FROM pairs q JOIN publication pub ON pub.id = q.publication_id
            JOIN profile px ON px.id = q.x JOIN profile py ON py.id = q.y
           WHERE ${visibleProfile('px')} AND ${visibleProfile('py')}
           GROUP BY x, y
        )
        INSERT INTO discovery_coauthor (profile_id, coauthor_id, shared, first_year, last_year)
        SELECT x, y, shared, first_year, last_year FROM counted
        UNION ALL
        SELECT y, x, shared, first_year, last_year FROM counted WHERE NOT (y = ANY (${ids}::uuid[]))
        ON CONFLICT (profile_id, coauthor_id) DO NOTHING`;
    },

    /** Recomputes the term arrays of these profiles (a hidden one's row is removed). */
    async refreshTerms(ids: string[], tx: Tx) {
      await tx.$executeRaw`
        DELETE FROM discovery_profile d USING profile p
         WHERE d.profile_id = p.id AND p.id = ANY (${ids}::uuid[]) AND NOT ${visibleProfile('p')}`;
      // Every visible profile named, and their co-authors, get a number.
      await tx.$executeRaw`
        INSERT INTO discovery_profile (profile_id)
        SELECT p.id FROM profile p
         WHERE (p.id = ANY (${ids}::uuid[])
                OR p.id IN (SELECT coauthor_id FROM discovery_coauthor WHERE profile_id = ANY (${ids}::uuid[])))
           AND ${visibleProfile('p')}
        ORDER BY p.id
        ON CONFLICT (profile_id) DO NOTHING`;
      await tx.$executeRaw`
        WITH src AS (
          SELECT 1::smallint AS kind, pd.profile_id, d.code AS key, d.label_pl, d.label_en
            FROM profile_discipline pd JOIN science_discipline d ON d.code = pd.discipline_code
           WHERE pd.profile_id = ANY (${ids}::uuid[])
          UNION ALL
          SELECT 2::smallint, s.profile_id, lower(s.label_pl), s.label_pl, s.label_en
            FROM specialty s WHERE s.profile_id = ANY (${ids}::uuid[])
          UNION ALL
          SELECT 3::smallint, a.profile_id, lower(kw.value), kw.value, kw.value
            FROM publication_author a
            JOIN publication_version v ON v.publication_id = a.publication_id AND v.is_visible
                 AND v.kind <> ALL (a.hidden_versions)
                 AND (v.owner_profile_id IS NULL OR v.owner_profile_id = a.profile_id)
            CROSS JOIN LATERAL jsonb_array_elements_text(
                 CASE WHEN jsonb_typeof(v.data -> 'keyWords') = 'array'
                      THEN jsonb_path_query_array(v.data -> 'keyWords', '$[*] ? (@.type() == "string")')
                      ELSE '[]'::jsonb END) kw
           WHERE a.profile_id = ANY (${ids}::uuid[]) AND a.publicly_visible
          UNION ALL
          SELECT 4::smallint, e.profile_id, i.id::text, i.name_pl, coalesce(i.name_en, i.name_pl)
            FROM employment e JOIN institution i ON i.id = e.institution_id
           WHERE e.profile_id = ANY (${ids}::uuid[]) AND e.status = 'CURRENT'
        ), added AS (
          INSERT INTO discovery_term (kind, key, label_pl, label_en)
          SELECT DISTINCT ON (kind, key) kind, key, label_pl, label_en FROM src
           WHERE key <> '' ORDER BY kind, key
          ON CONFLICT (kind, key) DO NOTHING
          RETURNING id, kind, key
        ), known AS (
          SELECT id, kind, key FROM added
          UNION ALL
          SELECT t.id, t.kind, t.key FROM discovery_term t
           WHERE (t.kind, t.key) IN (SELECT kind, key FROM src)
        ), per AS (
          SELECT src.profile_id,
                 intarray.sort(intarray.uniq(intarray.sort(coalesce(array_agg(k.id) FILTER (WHERE k.kind = 1), '{}')))) AS d,
                 intarray.sort(intarray.uniq(intarray.sort(coalesce(array_agg(k.id) FILTER (WHERE k.kind = 2), '{}')))) AS s,
                 intarray.sort(intarray.uniq(intarray.sort(coalesce(array_agg(k.id) FILTER (WHERE k.kind = 3), '{}')))) AS kw,
                 intarray.sort(intarray.uniq(intarray.sort(coalesce(array_agg(k.id) FILTER (WHERE k.kind = 4), '{}')))) AS i
            FROM src JOIN known k ON k.kind = src.kind AND k.key = src.key
           GROUP BY src.profile_id
        ), main AS (
          SELECT DISTINCT ON (pd.profile_id) pd.profile_id, pd.discipline_code
            FROM profile_discipline pd WHERE pd.profile_id = ANY (${ids}::uuid[])
           ORDER BY pd.profile_id, pd.is_main DESC, pd.discipline_code
        ), workplace AS (
          SELECT DISTINCT ON (e.profile_id) e.profile_id, e.institution_id
            FROM employment e
           WHERE e.profile_id = ANY (${ids}::uuid[]) AND e.status = 'CURRENT' AND e.institution_id IS NOT NULL
           ORDER BY e.profile_id, e.start_date NULLS LAST, e.institution_id
        ), co AS (
          SELECT c.profile_id, intarray.sort(array_agg(d.n)) AS c
            FROM discovery_coauthor c JOIN discovery_profile d ON d.profile_id = c.coauthor_id
           WHERE c.profile_id = ANY (${ids}::uuid[])
           GROUP BY c.profile_id
        )
        UPDATE discovery_profile dp
           SET disciplines = coalesce(per.d, '{}'), specialties = coalesce(per.s, '{}'),
               keywords = coalesce(per.kw, '{}'), institutions = coalesce(per.i, '{}'),
               coauthors = coalesce(co.c, '{}'),
               colleague_key = CASE WHEN main.discipline_code IS NOT NULL AND workplace.institution_id IS NOT NULL
                                    THEN main.discipline_code || ':' || workplace.institution_id END,
               refreshed_at = now()
          FROM discovery_profile d0
          LEFT JOIN per ON per.profile_id = d0.profile_id
          LEFT JOIN co ON co.profile_id = d0.profile_id
          LEFT JOIN main ON main.profile_id = d0.profile_id
          LEFT JOIN workplace ON workplace.profile_id = d0.profile_id
         WHERE d0.profile_id = ANY (${ids}::uuid[]) AND dp.profile_id = d0.profile_id`;
    },

    /**
     * Recomputes the similar lists of these profiles. Candidates (decision 047): the
     * co-authors, the co-authors' co-authors, and the COLLEAGUES_EACH_SIDE nearest holders of
     * the same colleague key on each side; each is scored on everything the two share, and the
     * best SIMILAR_KEPT with a score above 0 are kept with what they share.
     */
    async refreshSimilar(ids: string[], tx: Tx) {
      await tx.$executeRaw`DELETE FROM discovery_similar WHERE profile_id = ANY (${ids}::uuid[])`;
      await tx.$executeRaw`
        WITH a AS (
          SELECT d.* FROM discovery_profile d WHERE d.profile_id = ANY (${ids}::uuid[])
        ), cand AS (
          SELECT a.profile_id, c AS n FROM a, unnest(a.coauthors) c
          UNION
          SELECT a.profile_id, c2 FROM a, unnest(a.coauthors) c
            JOIN discovery_profile p ON p.n = c, unnest(p.coauthors) c2
          UNION
          SELECT a.profile_id, x.n FROM a CROSS JOIN LATERAL (
            (SELECT n FROM discovery_profile WHERE colleague_key = a.colleague_key AND n > a.n
              ORDER BY n LIMIT ${COLLEAGUES_EACH_SIDE})
            UNION ALL
            (SELECT n FROM discovery_profile WHERE colleague_key = a.colleague_key AND n < a.n
              ORDER BY n DESC LIMIT ${COLLEAGUES_EACH_SIDE})) x
           WHERE a.colleague_key IS NOT NULL
        ), pairs AS (
          SELECT a.profile_id, b.profile_id AS similar_id,
                 a.disciplines OPERATOR(intarray.&) b.disciplines AS d,
                 a.specialties OPERATOR(intarray.&) b.specialties AS s,
                 a.keywords OPERATOR(intarray.&) b.keywords AS k,
                 a.institutions OPERATOR(intarray.&) b.institutions AS i,
                 a.coauthors OPERATOR(intarray.&) b.coauthors AS c,
                 coalesce(co.shared, 0) AS shared
            FROM cand JOIN a ON a.profile_id = cand.profile_id
            JOIN discovery_profile b ON b.n = cand.n AND b.profile_id <> a.profile_id
            LEFT JOIN discovery_coauthor co ON co.profile_id = a.profile_id AND co.coauthor_id = b.profile_id
        ), scored AS (
          SELECT pairs.*, ${SCORE} AS score FROM pairs
        ), ranked AS (
          SELECT scored.*, row_number() OVER (PARTITION BY profile_id ORDER BY score DESC, similar_id) AS r
            FROM scored WHERE score > 0
        )
        INSERT INTO discovery_similar (profile_id, similar_id, score, disciplines, specialties,
                                       keywords, institutions, coauthors, shared_publications)
        SELECT profile_id, similar_id, score, d, s, k, i, c, shared FROM ranked
         WHERE r <= ${SIMILAR_KEPT}`;
    },

    /** Runs `work` in one transaction (a refresh: all of it or none). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.$transaction(work, { maxWait: 10_000, timeout: 600_000 });
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
