import type { PublicationType } from '@ln/contracts';
import type { Db, Tx } from '@ln/db';
import { upsertRegistryRecords } from '../registry-sync.repository.js';

/** A provenance row of a PBN record (registry_record, source PBN). */
export interface StoredPbnRecord {
  sourceId: string;
  contentHash: string;
  targetId: string | null;
  withdrawn: boolean;
  /** A publication's record whose PBN version the portal no longer has. */
  lost: boolean;
}

export interface PbnRecordRow {
  sourceId: string;
  contentHash: string;
  fetchedAt: Date;
  targetId: string | null;
  delivered: Record<string, unknown>;
}

export interface DictionaryEntry {
  contentHash: string;
  delivered: Record<string, unknown> | null;
}

export interface ProfileKeyRow {
  id: string;
  polonId: string | null;
  orcid: string | null;
  peselHash: string | null;
}

export interface AuthorRow {
  position: number;
  profileId: string | null;
  firstName: string;
  surname: string;
  publiclyVisible: boolean;
  hiddenVersions: string[];
}

export interface PublicationHeadRow {
  id: string;
  source: string;
  authors: AuthorRow[];
}

export interface NewAuthor {
  position: number;
  profileId: string | null;
  firstName: string;
  surname: string;
  role: 'AUTHOR' | 'EDITOR';
  publiclyVisible: boolean;
  hiddenVersions: string[];
}

export interface PublicationFields {
  type: PublicationType;
  year: number | null;
  doi: string | null;
  mainTitle: string;
  mainLanguage: string;
  allAuthorsCount: number;
}

export interface VersionFields {
  title: string;
  year: number | null;
  doi: string | null;
  url: string | null;
  data: Record<string, unknown>;
}

/**
 * The PBN publications' writes (decision 041), all on the caller's transaction: provenance in
 * registry_record (source PBN), publications and their authors, and the PBN version
 * (kind PBN, source PBN, no owner). No statement touches an owner's version (AUTHOR,
 * AUTHOR_LN) or a profile's own choices (publicly_visible, hidden_versions) other than to
 * carry them over when PBN reorders the authors of a publication it made.
 */
export function createPbnSyncRepository(db: Db) {
  return {
    async storedRecords(entity: string, sourceIds: string[], tx: Tx = db) {
      if (sourceIds.length === 0) return new Map<string, StoredPbnRecord>();
      // A work whose PBN version is gone from the portal (a publication deleted there) is
      // written again, whatever its hash.
      const rows = await tx.$queryRaw<StoredPbnRecord[]>`
        SELECT r.source_id AS "sourceId", r.content_hash AS "contentHash",
               r.target_id::text AS "targetId", r.withdrawn_at IS NOT NULL AS withdrawn,
               (r.entity = 'PUBLICATION' AND NOT EXISTS (
                  SELECT 1 FROM publication_version v
                   WHERE v.external_id = r.source_id AND v.kind = 'PBN'
                     AND v.publication_id = r.target_id)) AS lost
          FROM registry_record r
         WHERE r.source = 'PBN' AND r.entity = ${entity}
           AND r.source_id = ANY (${sourceIds}::text[])`;
      return new Map(rows.map((r) => [r.sourceId, r]));
    },

    /** PBN's journals or publishers as last read: hash and what they delivered. */
    async dictionary(entity: string, sourceIds: string[], tx: Tx = db) {
      if (sourceIds.length === 0) return new Map<string, DictionaryEntry>();
      const rows = await tx.$queryRaw<Array<DictionaryEntry & { sourceId: string }>>`
        SELECT source_id AS "sourceId", content_hash AS "contentHash", delivered
          FROM registry_record
         WHERE source = 'PBN' AND entity = ${entity} AND source_id = ANY (${sourceIds}::text[])
           AND withdrawn_at IS NULL`;
      return new Map(rows.map((r) => [r.sourceId, r]));
    },

    upsertRecords: (tx: Tx, entity: string, rows: PbnRecordRow[]) =>
      upsertRegistryRecords(tx, 'PBN', entity, rows),

    /** Marks these records withdrawn (kept for the audit); returns those it marked. */
    async markWithdrawn(tx: Tx, entity: string, sourceIds: string[]) {
      if (sourceIds.length === 0) return [] as string[];
      const rows = await tx.$queryRaw<Array<{ sourceId: string }>>`
        UPDATE registry_record SET withdrawn_at = now(), updated_at = now()
         WHERE source = 'PBN' AND entity = ${entity} AND source_id = ANY (${sourceIds}::text[])
           AND withdrawn_at IS NULL
        RETURNING source_id AS "sourceId"`;
      return rows.map((r) => r.sourceId);
    },

    /** The profiles PBN people were linked to (registry_record PBN PERSON). */
    async personProfiles(pbnPersonIds: string[], tx: Tx = db) {
      if (pbnPersonIds.length === 0) return new Map<string, string>();
      const rows = await tx.$queryRaw<Array<{ sourceId: string; profileId: string }>>`
        SELECT r.source_id AS "sourceId", r.target_id::text AS "profileId"
          FROM registry_record r
         WHERE r.source = 'PBN' AND r.entity = 'PERSON' AND r.withdrawn_at IS NULL
           AND r.target_id IS NOT NULL AND r.source_id = ANY (${pbnPersonIds}::text[])`;
      return new Map(rows.map((r) => [r.sourceId, r.profileId]));
    },

    /** Profiles by POL-on uid, ORCID iD or keyed PESEL hash (hex), the keys of a PBN person. */
    profilesByKeys(
      keys: { polonIds: string[]; orcids: string[]; peselHashes: string[] },
      tx: Tx = db,
    ): Promise<ProfileKeyRow[]> {
      return tx.$queryRaw<ProfileKeyRow[]>`
        SELECT id::text, polon_id AS "polonId", orcid, encode(pesel_hash, 'hex') AS "peselHash"
          FROM profile
         WHERE polon_id = ANY (${keys.polonIds}::text[])
            OR orcid = ANY (${keys.orcids}::text[])
            OR pesel_hash = ANY (SELECT decode(h, 'hex') FROM unnest(${keys.peselHashes}::text[]) h)`;
    },

    /** The publications with their source and authors (in order). */
    async publicationHeads(ids: string[], tx: Tx = db) {
      if (ids.length === 0) return new Map<string, PublicationHeadRow>();
      const rows = await tx.$queryRaw<PublicationHeadRow[]>`
        SELECT p.id::text, p.source::text AS source,
               coalesce((SELECT json_agg(json_build_object(
                          'position', a.position, 'profileId', a.profile_id,
                          'firstName', a.first_name, 'surname', a.surname,
                          'publiclyVisible', a.publicly_visible,
                          'hiddenVersions', coalesce(a.hidden_versions, '{}'))
                        ORDER BY a.position)
                   FROM publication_author a WHERE a.publication_id = p.id), '[]'::json) AS authors
          FROM publication p
         WHERE p.id = ANY (${ids}::uuid[])
           FOR UPDATE OF p`;
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** New publications of PBN's (their ids made by the caller). */
    async insertPublications(tx: Tx, rows: Array<PublicationFields & { id: string }>) {
      if (rows.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO publication (id, type, year, doi, main_title, main_language, all_authors_count,
                                 source, updated_at)
        SELECT i, t::publication_type, y, d, ti, l, n, 'PBN', now()
          FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.type)}::text[],
                      ${rows.map((r) => r.year)}::int[], ${rows.map((r) => r.doi)}::text[],
                      ${rows.map((r) => r.mainTitle)}::text[], ${rows.map((r) => r.mainLanguage)}::text[],
                      ${rows.map((r) => r.allAuthorsCount)}::int[]) AS x(i, t, y, d, ti, l, n)`;
    },

    /** Updates publications PBN made, only where a field differs (no trigger fires otherwise). */
    async updatePublications(tx: Tx, rows: Array<PublicationFields & { id: string }>) {
      if (rows.length === 0) return;
      await tx.$executeRaw`
        UPDATE publication p
           SET type = x.t::publication_type, year = x.y, doi = x.d, main_title = x.ti,
               main_language = x.l, all_authors_count = x.n, updated_at = now()
          FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.type)}::text[],
                      ${rows.map((r) => r.year)}::int[], ${rows.map((r) => r.doi)}::text[],
                      ${rows.map((r) => r.mainTitle)}::text[], ${rows.map((r) => r.mainLanguage)}::text[],
                      ${rows.map((r) => r.allAuthorsCount)}::int[]) AS x(i, t, y, d, ti, l, n)
         WHERE p.id = x.i AND p.source = 'PBN'
           AND (p.type::text, p.year, p.doi, p.main_title, p.main_language, p.all_authors_count)
               IS DISTINCT FROM (x.t, x.y, x.d, x.ti, x.l, x.n)`;
    },

    /** Drops the authors of publications PBN made, before insertAuthors writes PBN's list. */
    async deleteAuthors(tx: Tx, publicationIds: string[]) {
      if (publicationIds.length === 0) return;
      await tx.$executeRaw`
        DELETE FROM publication_author WHERE publication_id = ANY (${publicationIds}::uuid[])`;
    },

    async insertAuthors(tx: Tx, authors: Array<NewAuthor & { publicationId: string }>) {
      if (authors.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO publication_author (id, publication_id, position, profile_id, first_name, surname,
                                        role, publicly_visible, hidden_versions)
        SELECT gen_random_uuid(), pub, pos, pid, fn, sn, r::author_role, pv,
               CASE WHEN hv = '' THEN '{}'::publication_version_kind[]
                    ELSE string_to_array(hv, ',')::publication_version_kind[] END
          FROM unnest(${authors.map((a) => a.publicationId)}::uuid[],
                      ${authors.map((a) => a.position)}::int[], ${authors.map((a) => a.profileId)}::uuid[],
                      ${authors.map((a) => a.firstName)}::text[], ${authors.map((a) => a.surname)}::text[],
                      ${authors.map((a) => a.role)}::text[], ${authors.map((a) => a.publiclyVisible)}::boolean[],
                      ${authors.map((a) => a.hiddenVersions.join(','))}::text[])
               AS t(pub, pos, pid, fn, sn, r, pv, hv)`;
    },

    /** Links one author row (still unlinked) of a publication to a profile. */
    async linkAuthor(tx: Tx, publicationId: string, position: number, profileId: string) {
      const n = await tx.$executeRaw`
        UPDATE publication_author SET profile_id = ${profileId}::uuid
         WHERE publication_id = ${publicationId}::uuid AND position = ${position}
           AND profile_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM publication_author o
                            WHERE o.publication_id = ${publicationId}::uuid
                              AND o.profile_id = ${profileId}::uuid)`;
      return n > 0;
    },

    /** New PBN versions (kind PBN, source PBN, no owner), visible. */
    async insertVersions(
      tx: Tx,
      rows: Array<VersionFields & { publicationId: string; externalId: string }>,
    ) {
      if (rows.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO publication_version (id, publication_id, kind, source, owner_profile_id,
                                         external_id, is_visible, title, year, doi, url, data,
                                         updated_at)
        SELECT gen_random_uuid(), p, 'PBN', 'PBN', NULL, e, true, t, y, d, u, j, now()
          FROM unnest(${rows.map((r) => r.publicationId)}::uuid[], ${rows.map((r) => r.externalId)}::text[],
                      ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.year)}::int[],
                      ${rows.map((r) => r.doi)}::text[], ${rows.map((r) => r.url)}::text[],
                      ${rows.map((r) => JSON.stringify(r.data))}::jsonb[]) AS x(p, e, t, y, d, u, j)`;
    },

    /** The PBN versions' registry fields, shown again if withdrawn; only where anything differs. */
    async updateVersions(tx: Tx, rows: Array<VersionFields & { versionId: string }>) {
      if (rows.length === 0) return;
      await tx.$executeRaw`
        UPDATE publication_version v
           SET title = x.t, year = x.y, doi = x.d, url = x.u, data = x.j, is_visible = true,
               updated_at = now()
          FROM unnest(${rows.map((r) => r.versionId)}::uuid[], ${rows.map((r) => r.title)}::text[],
                      ${rows.map((r) => r.year)}::int[], ${rows.map((r) => r.doi)}::text[],
                      ${rows.map((r) => r.url)}::text[],
                      ${rows.map((r) => JSON.stringify(r.data))}::jsonb[]) AS x(i, t, y, d, u, j)
         WHERE v.id = x.i AND v.kind = 'PBN' AND v.owner_profile_id IS NULL
           AND (v.title, v.year, v.doi, v.url, v.data, v.is_visible)
               IS DISTINCT FROM (x.t, x.y, x.d, x.u, x.j, true)`;
    },

    /**
     * Withdraws the PBN versions with these PBN ids from public view (is_visible false, the
     * register's own flag; the rows are kept). Returns the ones withdrawn with their publication.
     */
    async hidePbnVersions(tx: Tx, externalIds: string[]) {
      if (externalIds.length === 0) return [];
      return tx.$queryRaw<Array<{ externalId: string; publicationId: string; title: string }>>`
        UPDATE publication_version SET is_visible = false, updated_at = now()
         WHERE kind = 'PBN' AND source = 'PBN' AND owner_profile_id IS NULL
           AND external_id = ANY (${externalIds}::text[]) AND is_visible
        RETURNING external_id AS "externalId", publication_id::text AS "publicationId", title`;
    },

    /** The PBN versions (visible or not) with these ids: what a dry run would withdraw. */
    visiblePbnVersions(externalIds: string[], tx: Tx = db) {
      if (externalIds.length === 0) return Promise.resolve([]);
      return tx.$queryRaw<Array<{ externalId: string; publicationId: string; title: string }>>`
        SELECT external_id AS "externalId", publication_id::text AS "publicationId", title
          FROM publication_version
         WHERE kind = 'PBN' AND source = 'PBN' AND owner_profile_id IS NULL
           AND external_id = ANY (${externalIds}::text[]) AND is_visible`;
    },

    /** The profiles that author these publications (their pages show them). */
    async authorProfiles(publicationIds: string[], tx: Tx = db) {
      if (publicationIds.length === 0) return [] as string[];
      const rows = await tx.$queryRaw<Array<{ profileId: string }>>`
        SELECT DISTINCT profile_id::text AS "profileId" FROM publication_author
         WHERE publication_id = ANY (${publicationIds}::uuid[]) AND profile_id IS NOT NULL`;
      return rows.map((r) => r.profileId);
    },
  };
}

export type PbnSyncRepository = ReturnType<typeof createPbnSyncRepository>;
