import type { PublicationVersionKind } from '@ln/contracts';
import { Prisma, type Db, type Tx } from '@ln/db';

/** The version a source's id names: of that source and kind (and owner, for an own kind). */
export interface SourceVersionKey {
  /** publication_version.source, e.g. 'PBN', 'ORCID'. */
  source: string;
  kind: PublicationVersionKind;
  /** The owner of an AUTHOR / AUTHOR_LN version; null for a register version (OPI, PBN). */
  ownerProfileId: string | null;
}

export interface IdHitRow {
  external_id: string;
  publication_id: string;
  version_id: string;
}

export interface KeyHitRow {
  /** The position of the asking record in the batch. */
  n: number;
  publication_id: string;
  /** How many publications matched that record's key (the first by age is taken). */
  candidates: number;
  /** Matched ones that already hold another record of the same source and kind. */
  claimed: number;
}

/**
 * The matching queries of the registry sync (publication-match.ts, decision 041): one
 * statement a key for a whole page of records, on the caller's transaction (a page sees the
 * versions it wrote itself). The DOI and title keys are compared with the functions of the
 * migration *_publication_match_keys, whose indexes serve these look-ups.
 */
export function createPublicationMatchRepository(db: Db) {
  return {
    /** Versions of this source and kind with one of these external ids. */
    bySourceIds(key: SourceVersionKey, externalIds: string[], tx: Tx = db): Promise<IdHitRow[]> {
      if (externalIds.length === 0) return Promise.resolve([]);
      return tx.$queryRaw<IdHitRow[]>`
        SELECT v.external_id, v.publication_id::text, v.id::text AS version_id
          FROM publication_version v
         WHERE v.external_id = ANY (${externalIds}::text[])
           AND v.source::text = ${key.source}
           AND v.kind = ${key.kind}::publication_version_kind
           AND v.owner_profile_id IS NOT DISTINCT FROM ${key.ownerProfileId}::uuid`;
    },

    /**
     * For each record (`n`, its DOI key and its own external id), the oldest publication with a
     * version of that DOI that does not already hold another record of this source and kind,
     * with the number of candidates and of claimed ones.
     */
    byDoiKeys(
      key: SourceVersionKey,
      asks: Array<{ n: number; doi: string; externalId: string | null }>,
      tx: Tx = db,
    ): Promise<KeyHitRow[]> {
      if (asks.length === 0) return Promise.resolve([]);
      return tx.$queryRaw<KeyHitRow[]>`
        WITH ask AS (
          SELECT * FROM unnest(${asks.map((a) => a.n)}::int[], ${asks.map((a) => a.doi)}::text[],
                               ${asks.map((a) => a.externalId)}::text[]) AS k(n, doi, external_id)
        ),
        hit AS (
          SELECT DISTINCT k.n, k.external_id, p.id, p.created_at
            FROM ask k
            JOIN publication_version v ON v.doi IS NOT NULL AND ln_doi_key(v.doi) = k.doi
            JOIN publication p ON p.id = v.publication_id
        )
        ${claimedAndFirst(key)}`;
    },

    /**
     * For each record, the oldest publication with a version of that title key and year whose
     * first author's folded surname is the given one, as byDoiKeys.
     */
    byTitleKeys(
      key: SourceVersionKey,
      asks: Array<{
        n: number;
        title: string;
        year: number;
        surname: string;
        externalId: string | null;
      }>,
      tx: Tx = db,
    ): Promise<KeyHitRow[]> {
      if (asks.length === 0) return Promise.resolve([]);
      return tx.$queryRaw<KeyHitRow[]>`
        WITH ask AS (
          SELECT * FROM unnest(${asks.map((a) => a.n)}::int[], ${asks.map((a) => a.title)}::text[],
                               ${asks.map((a) => a.year)}::int[], ${asks.map((a) => a.surname)}::text[],
                               ${asks.map((a) => a.externalId)}::text[])
                     AS k(n, title, year, surname, external_id)
        ),
        hit AS (
          SELECT DISTINCT k.n, k.external_id, p.id, p.created_at
            FROM ask k
            JOIN publication_version v ON ln_title_key(v.title) = k.title AND v.year = k.year
            JOIN publication p ON p.id = v.publication_id
            JOIN publication_author a ON a.publication_id = p.id AND a.position = 0
           WHERE ln_fold(a.surname) = k.surname
        )
        ${claimedAndFirst(key)}`;
    },
  };
}

/**
 * The tail of both key look-ups over `hit(n, external_id, id, created_at)`: drops the
 * publications that already hold another record of this source and kind (a second PBN record
 * with the same DOI is not the same work's version) and keeps each record's oldest one.
 */
function claimedAndFirst(key: SourceVersionKey) {
  return Prisma.sql`,
        marked AS (
          SELECT h.*, EXISTS (
                   SELECT 1 FROM publication_version o
                    WHERE o.publication_id = h.id
                      AND o.source::text = ${key.source}
                      AND o.kind = ${key.kind}::publication_version_kind
                      AND o.owner_profile_id IS NOT DISTINCT FROM ${key.ownerProfileId}::uuid
                      AND o.external_id IS DISTINCT FROM h.external_id) AS claimed
            FROM hit h
        )
        SELECT m.n, m.id::text AS publication_id,
               (SELECT count(*)::int FROM marked x WHERE x.n = m.n) AS candidates,
               (SELECT count(*)::int FROM marked x WHERE x.n = m.n AND x.claimed) AS claimed
          FROM (SELECT DISTINCT ON (n) * FROM marked
                 ORDER BY n, claimed, created_at, id) m
         ORDER BY m.n`;
}

export type PublicationMatchRepository = ReturnType<typeof createPublicationMatchRepository>;
