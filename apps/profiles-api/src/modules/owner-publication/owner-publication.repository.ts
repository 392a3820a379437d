import type { PublicationType, PublicationVersionKind } from '@ln/contracts';
import { Prisma, type Db } from '@ln/db';
import type { Tx } from '@ln/db';
import {
  publicationAuthorsJson,
  type PublicationDetailRow,
} from '../publication/publication.repository.js';

/** The owner's view of a publication: every version this profile has, hidden ones included. */
export interface OwnerPublicationRow extends PublicationDetailRow {
  hidden_versions: PublicationVersionKind[];
}

export interface VersionRow {
  id: string;
  kind: PublicationVersionKind;
  is_visible: boolean;
  owner_profile_id: string | null;
}

/** Reads and writes of the owner's publication calls; writes take the caller's transaction. */
export function createOwnerPublicationRepository(db: Db) {
  return {
    /** Whether the publication exists and whether this profile is among its authors. */
    /** Whether the publication is on this profile (false too for one that does not exist). */
    async isOnProfile(profileId: string, publicationId: string): Promise<boolean> {
      const [row] = await db.sql<Array<{ mine: boolean }>>`
        SELECT EXISTS (SELECT 1 FROM publication_author
                        WHERE publication_id = ${publicationId}::uuid
                          AND profile_id = ${profileId}::uuid) AS mine`;
      return row!.mine;
    },

    /**
     * The publication as its author sees it: every version of the registers and this profile's
     * own ones, each with its stored flag, and this profile's toggles; null when not an author.
     */
    async findOwnerView(
      profileId: string,
      publicationId: string,
      tx?: Tx,
    ): Promise<OwnerPublicationRow | null> {
      const query = Prisma.sql`
        SELECT p.id, p.type::text AS type, p.all_authors_count, me.publicly_visible,
               me.hidden_versions,
               (SELECT coalesce(json_agg(json_build_object(
                         'id', v.id, 'kind', v.kind, 'source', v.source, 'is_visible', v.is_visible,
                         'title', v.title, 'year', v.year, 'doi', v.doi, 'url', v.url, 'data', v.data)
                       ORDER BY array_position(
                         ARRAY['OPI', 'PBN', 'AUTHOR_LN', 'AUTHOR']::publication_version_kind[], v.kind)),
                       '[]'::json)
                  FROM publication_version v
                 WHERE v.publication_id = p.id
                   AND (v.owner_profile_id IS NULL OR v.owner_profile_id = ${profileId}::uuid)
               ) AS versions,
               ${publicationAuthorsJson} AS authors
          FROM publication p
          JOIN LATERAL (
            SELECT a.publicly_visible,
                   coalesce(a.hidden_versions, '{}')::text[] AS hidden_versions
              FROM publication_author a
             WHERE a.publication_id = p.id AND a.profile_id = ${profileId}::uuid
             ORDER BY a.position
             LIMIT 1
          ) me ON true
         WHERE p.id = ${publicationId}::uuid`;
      const rows = tx
        ? await tx.$queryRaw<OwnerPublicationRow[]>(query)
        : await db.$queryRaw<OwnerPublicationRow[]>(query);
      return rows[0] ?? null;
    },

    /** Locks this profile's authorship rows of the publication (one writer at a time). */
    async lockAuthorship(tx: Tx, profileId: string, publicationId: string) {
      const rows = await tx.$queryRaw<
        Array<{ publicly_visible: boolean; hidden_versions: PublicationVersionKind[] }>
      >`
        SELECT publicly_visible, coalesce(hidden_versions, '{}')::text[] AS hidden_versions
          FROM publication_author
         WHERE publication_id = ${publicationId}::uuid AND profile_id = ${profileId}::uuid
         ORDER BY position
           FOR UPDATE`;
      return rows[0] ?? null;
    },

    /** The versions this profile may see or change, locked. */
    lockVersions(tx: Tx, profileId: string, publicationId: string) {
      return tx.$queryRaw<VersionRow[]>`
        SELECT id, kind::text AS kind, is_visible, owner_profile_id
          FROM publication_version
         WHERE publication_id = ${publicationId}::uuid
           AND (owner_profile_id IS NULL OR owner_profile_id = ${profileId}::uuid)
           FOR UPDATE`;
    },

    lockPublication(tx: Tx, publicationId: string) {
      return tx.$queryRaw<Array<{ type: PublicationType }>>`
        SELECT type::text AS type FROM publication WHERE id = ${publicationId}::uuid FOR UPDATE`;
    },

    async setAuthorship(
      tx: Tx,
      profileId: string,
      publicationId: string,
      data: { publiclyVisible: boolean; hiddenVersions: PublicationVersionKind[] },
    ) {
      await tx.publicationAuthor.updateMany({
        where: { publicationId, profileId },
        data: { publiclyVisible: data.publiclyVisible, hiddenVersions: data.hiddenVersions },
      });
    },

    async setOwnVersionVisible(tx: Tx, versionId: string, isVisible: boolean) {
      await tx.publicationVersion.update({ where: { id: versionId }, data: { isVisible } });
    },

    async createOwnVersion(
      tx: Tx,
      profileId: string,
      publicationId: string,
      record: OwnVersionRecord,
    ): Promise<string> {
      const created = await tx.publicationVersion.create({
        data: {
          publicationId,
          kind: 'AUTHOR',
          source: 'USER',
          ownerProfileId: profileId,
          isVisible: true,
          ...record,
        },
        select: { id: true },
      });
      return created.id;
    },

    async updateOwnVersion(tx: Tx, versionId: string, record: OwnVersionRecord) {
      await tx.publicationVersion.update({ where: { id: versionId }, data: record });
    },

    /** Deletes a version; the publication too when no version is left. Returns whether it was. */
    async deleteVersion(tx: Tx, publicationId: string, versionId: string): Promise<boolean> {
      await tx.publicationVersion.delete({ where: { id: versionId } });
      const left = await tx.publicationVersion.count({ where: { publicationId } });
      if (left > 0) return false;
      await tx.publication.delete({ where: { id: publicationId } });
      return true;
    },
  };
}

/** The columns of an own version a fork writes. */
export interface OwnVersionRecord {
  title: string;
  year: number | null;
  doi: string | null;
  url: string | null;
  data: Prisma.InputJsonObject;
}

export type OwnerPublicationRepository = ReturnType<typeof createOwnerPublicationRepository>;
