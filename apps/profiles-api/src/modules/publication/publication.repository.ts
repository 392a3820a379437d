import {
  SHORT_PUBLICATIONS_LIMIT,
  type PublicationType,
  type PublicationVersionKind,
} from '@ln/contracts';
import { Prisma, type Db } from '@ln/db';
import { linkedWhileVisible, visibleProfile } from '@ln/visibility';

/**
 * The authors of publication `p` as a json array in their order; a person is linked while
 * their profile is visible. The public detail and the owner's view read the same list.
 */
export const publicationAuthorsJson = Prisma.sql`(SELECT coalesce(json_agg(json_build_object(
    'profile_id', ${linkedWhileVisible('pr', 'a.profile_id')},
    'first_name', a.first_name, 'surname_prefix', a.surname_prefix,
    'surname', a.surname, 'role', a.role,
    'affiliation_institution_id', a.affiliation_institution_id,
    'affiliation_name', a.affiliation_name)
  ORDER BY a.position), '[]'::json)
  FROM publication_author a
  LEFT JOIN profile pr ON pr.id = a.profile_id
 WHERE a.publication_id = p.id)`;

/** One publication of a profile's list, as built by PostgreSQL. */
export interface PublicationListItemRow {
  publication_id: string;
  type: PublicationType;
  title: string;
  year: number | null;
  doi: string | null;
  source: string;
  kind: PublicationVersionKind;
  position: number;
  all_authors_count: number;
  authors: Array<{ name: string; surname_prefix: string | null; surname: string }>;
  /** The owner's public-visibility toggle (the owner's list shows hidden ones too). */
  publicly_visible: boolean;
}

export interface PublicationListRow {
  total: number;
  invisible: boolean;
  items: PublicationListItemRow[];
  /** The profile's own `hidden` flag; null when there is no such profile. */
  hidden: boolean | null;
}

export interface PublicationVersionRow {
  id: string;
  kind: PublicationVersionKind;
  source: string;
  is_visible: boolean;
  title: string;
  year: number | null;
  doi: string | null;
  url: string | null;
  data: unknown;
}

export interface PublicationDetailRow {
  id: string;
  type: PublicationType;
  all_authors_count: number;
  publicly_visible: boolean;
  versions: PublicationVersionRow[];
  authors: Array<{
    profile_id: string | null;
    first_name: string;
    surname_prefix: string | null;
    surname: string;
    role: 'AUTHOR' | 'EDITOR' | 'TRANSLATOR';
    affiliation_institution_id: string | null;
    affiliation_name: string | null;
  }>;
}

export type PublicationSort = 'oldest' | 'newest' | 'title';

/** Authors named per list item; the rest are only counted (allAuthorsCount). */
const LIST_AUTHORS = 10;

/**
 * The publications shown on a profile: those its owner left publicly visible that have at
 * least one visible version the visitor may see (register versions this profile does not hide
 * (hidden_versions), and the author versions of this profile). Each comes with its recommended version: OPI golden record, else PBN,
 * else AUTHOR_LN, else AUTHOR. Driven by the index on publication_author(profile_id).
 */
export function shownPublications(profileId: string, owner = false) {
  return Prisma.sql`
    mine AS (
      SELECT DISTINCT ON (a.publication_id) a.publication_id, a.position, a.publicly_visible,
             coalesce(a.hidden_versions, '{}') AS hidden_versions
        FROM publication_author a
       WHERE a.profile_id = ${profileId}::uuid
       ORDER BY a.publication_id, a.position
    ),
    shown AS (
      SELECT m.publication_id, m.position, p.type::text AS type, p.all_authors_count,
             rv.kind::text AS kind, rv.source::text AS source, rv.title, rv.year, rv.doi,
             m.publicly_visible,
             m.publicly_visible AND rv.is_visible AND rv.kind <> ALL (m.hidden_versions) AS public
        FROM mine m
        JOIN publication p ON p.id = m.publication_id
        CROSS JOIN LATERAL (
          SELECT v.kind, v.source, v.title, v.year, v.doi, v.is_visible
            FROM publication_version v
           WHERE v.publication_id = m.publication_id
             AND ((v.is_visible AND v.kind <> ALL (m.hidden_versions)) OR ${owner}::boolean)
             AND (v.owner_profile_id IS NULL OR v.owner_profile_id = ${profileId}::uuid)
           ORDER BY v.is_visible AND v.kind <> ALL (m.hidden_versions) DESC, array_position(
                      ARRAY['OPI', 'PBN', 'AUTHOR_LN', 'AUTHOR']::publication_version_kind[], v.kind)
           LIMIT 1
        ) rv
       WHERE m.publicly_visible OR ${owner}::boolean
    )`;
}

/** A list item as JSON, its first authors included (index on publication_author(publication_id, position)). */
const itemJson = Prisma.sql`
  json_build_object(
    'publication_id', s.publication_id, 'type', s.type, 'title', s.title, 'year', s.year,
    'doi', s.doi, 'source', s.source, 'kind', s.kind, 'position', s.position,
    'all_authors_count', s.all_authors_count, 'publicly_visible', s.publicly_visible,
    'authors', (SELECT coalesce(json_agg(json_build_object(
                         'name', x.first_name, 'surname_prefix', x.surname_prefix, 'surname', x.surname)
                       ORDER BY x.position), '[]'::json)
                  FROM (SELECT x.first_name, x.surname_prefix, x.surname, x.position
                          FROM publication_author x
                         WHERE x.publication_id = s.publication_id
                         ORDER BY x.position
                         LIMIT ${LIST_AUTHORS}) x))`;

/** Order of a sort; ties fall back to the title, then the id, so pages never overlap. */
function orderBy(sort: PublicationSort) {
  const byTitle = Prisma.sql`s.title COLLATE "pl-PL-x-icu", s.publication_id`;
  switch (sort) {
    case 'oldest':
      return Prisma.sql`s.year ASC NULLS LAST, ${byTitle}`;
    case 'newest':
      return Prisma.sql`s.year DESC NULLS LAST, ${byTitle}`;
    case 'title':
      return Prisma.sql`${byTitle}`;
  }
}

/**
 * The columns of a short list over `shown`: how many are shown, whether any are not, and the
 * newest `limit` of them (after `offset`) as JSON.
 */
function shortListColumns(limit: number, offset: number) {
  return Prisma.sql`
    (SELECT count(*)::int FROM shown) AS total,
    (SELECT count(*) FROM mine) > (SELECT count(*) FROM shown WHERE shown.public) AS invisible,
    (SELECT coalesce(json_agg(${itemJson} ORDER BY s.rn), '[]'::json)
       FROM (SELECT s.*, row_number() OVER (ORDER BY ${orderBy('newest')}) AS rn
               FROM shown s) s
      WHERE s.rn > ${offset} AND s.rn <= ${offset + limit}) AS items`;
}

/**
 * The statement of the short list: the newest `limit` publications shown (after `offset`), how
 * many are shown, whether any are not, and the profile's visibility, in one round trip. With
 * `owner`, the owner's own list: every publication of the profile, those hidden from the public
 * included (each with its visibility), the recommended version chosen among the visible ones
 * first. Exported so that `pnpm bench profile-api` measures its raw baseline on this very
 * statement.
 */
export function shortListStatement(profileId: string, limit: number, owner = false, offset = 0) {
  return Prisma.sql`
    WITH ${shownPublications(profileId, owner)}
    SELECT (SELECT hidden FROM profile WHERE id = ${profileId}::uuid) AS hidden,
           ${shortListColumns(limit, offset)}`;
}

/**
 * The public short list as kept (table publication_short_list, decision 028): the profile's
 * visibility, read on its row at every call, and its list when it is kept and current
 * (`items` null otherwise). No row when there is no such profile. Exported for the bench's raw
 * baseline of the kept list.
 */
export function keptShortListStatement(profileId: string) {
  return Prisma.sql`
    SELECT p.hidden, l.total, l.invisible, l.items
      FROM profile p
      LEFT JOIN publication_short_list l ON l.profile_id = p.id AND l.items IS NOT NULL
     WHERE p.id = ${profileId}::uuid`;
}

/**
 * Builds the public short list (the newest SHORT_PUBLICATIONS_LIMIT) from the publications and
 * keeps it, unless
 * a change has made it stale since this statement's snapshot: the row's `gen` is still the one
 * the snapshot saw, or there was no row (a change since inserts one with gen 1, see the
 * migration). A change that is not committed yet holds the row's lock: the insert waits for it
 * and then finds the raised gen. Only a visible profile's list is kept.
 */
function fillShortListStatement(profileId: string) {
  return Prisma.sql`
    WITH ${shownPublications(profileId)},
    seen AS (
      SELECT coalesce((SELECT gen FROM publication_short_list WHERE profile_id = ${profileId}::uuid), 0) AS gen
    ),
    built AS (SELECT ${shortListColumns(SHORT_PUBLICATIONS_LIMIT, 0)}),
    kept AS (
      INSERT INTO publication_short_list AS l (profile_id, gen, total, invisible, items)
      SELECT ${profileId}::uuid, seen.gen, built.total, built.invisible, built.items
        FROM seen, built
       WHERE EXISTS (SELECT 1 FROM profile p WHERE p.id = ${profileId}::uuid AND ${visibleProfile('p')})
      ON CONFLICT (profile_id) DO UPDATE
        SET total = EXCLUDED.total, invisible = EXCLUDED.invisible, items = EXCLUDED.items
        WHERE l.gen = EXCLUDED.gen
    )
    SELECT (SELECT hidden FROM profile WHERE id = ${profileId}::uuid) AS hidden,
           built.total, built.invisible, built.items
      FROM built`;
}

/** Reads of a profile's publications; each call is one SQL statement. */
export function createPublicationRepository(db: Db) {
  return {
    /**
     * The public short list (the newest SHORT_PUBLICATIONS_LIMIT): the kept one when it is
     * current, else built and kept. The profile's visibility comes with it (one round trip when
     * kept, two when built).
     */
    async findPublicShortList(profileId: string): Promise<PublicationListRow> {
      const kept = await db.sql<
        Array<Omit<PublicationListRow, 'items'> & { items: PublicationListItemRow[] | null }>
      >`${keptShortListStatement(profileId)}`;
      const row = kept[0];
      if (!row) return { hidden: null, total: 0, invisible: false, items: [] };
      if (row.items) return row as PublicationListRow;
      if (row.hidden) return { hidden: true, total: 0, invisible: false, items: [] };
      const built = await db.sql<PublicationListRow[]>`${fillShortListStatement(profileId)}`;
      return built[0]!;
    },

    /**
     * A short list built from the publications (shortListStatement), the owner's (every
     * publication, paged) or the public one, its visibility check included.
     */
    async findShortList(
      profileId: string,
      limit: number,
      owner = false,
      offset = 0,
    ): Promise<PublicationListRow> {
      const rows = await db.sql<
        PublicationListRow[]
      >`${shortListStatement(profileId, limit, owner, offset)}`;
      return rows[0]!;
    },

    /** One page of the publications shown, in the order asked, optionally of one type. */
    async findPage(
      profileId: string,
      query: {
        page: number;
        size: number;
        sort: PublicationSort;
        type: PublicationType | null;
        /** Only those this visible profile also shows (the shared publications of a co-author). */
        coauthor?: string | null;
      },
    ): Promise<{ total: number; items: PublicationListItemRow[] }> {
      const coauthor = query.coauthor ?? null;
      const rows = await db.sql<Array<{ total: number; items: PublicationListItemRow[] }>>`
        WITH ${shownPublications(profileId)},
        filtered AS (
          SELECT * FROM shown
           WHERE (${query.type}::text IS NULL OR shown.type = ${query.type}::text)
             AND (${coauthor}::uuid IS NULL OR EXISTS (
                   SELECT 1 FROM publication_author c JOIN profile cp ON cp.id = c.profile_id
                    WHERE c.publication_id = shown.publication_id AND c.profile_id = ${coauthor}::uuid
                      AND c.publicly_visible AND ${visibleProfile('cp')}))
        ),
        paged AS (
          SELECT s.*, row_number() OVER (ORDER BY ${orderBy(query.sort)}) AS rn FROM filtered s
        )
        SELECT (SELECT count(*)::int FROM filtered) AS total,
               (SELECT coalesce(json_agg(${itemJson} ORDER BY s.rn), '[]'::json)
                  FROM paged s
                 WHERE s.rn > ${query.page * query.size}
                   AND s.rn <= ${(query.page + 1) * query.size}) AS items`;
      return rows[0]!;
    },

    /**
     * A publication as shown on this profile: the profile's authorship (null when it is not
     * an author), the versions a visitor may see (hidden ones never leave the database) and the
     * author list; authors whose profile is hidden lose their profile link.
     */
    async findDetail(
      profileId: string,
      publicationId: string,
    ): Promise<PublicationDetailRow | null> {
      const rows = await db.sql<PublicationDetailRow[]>`
        SELECT p.id, p.type::text AS type, p.all_authors_count, me.publicly_visible,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', v.id, 'kind', v.kind, 'source', v.source, 'is_visible', v.is_visible,
                         'title', v.title, 'year', v.year, 'doi', v.doi, 'url', v.url, 'data', v.data)
                       ORDER BY array_position(
                         ARRAY['OPI', 'PBN', 'AUTHOR_LN', 'AUTHOR']::publication_version_kind[], v.kind)),
                       '[]'::json)
                  FROM publication_version v
                 WHERE v.publication_id = p.id
                   AND v.is_visible
                   AND v.kind <> ALL (me.hidden_versions)
                   AND (v.owner_profile_id IS NULL OR v.owner_profile_id = ${profileId}::uuid)
               ) AS versions,
               ${publicationAuthorsJson} AS authors
          FROM publication p
          JOIN LATERAL (
            SELECT a.publicly_visible, coalesce(a.hidden_versions, '{}') AS hidden_versions
              FROM publication_author a
             WHERE a.publication_id = p.id AND a.profile_id = ${profileId}::uuid
             ORDER BY a.position
             LIMIT 1
          ) me ON true
         WHERE p.id = ${publicationId}::uuid`;
      return rows[0] ?? null;
    },
  };
}

export type PublicationRepository = ReturnType<typeof createPublicationRepository>;
