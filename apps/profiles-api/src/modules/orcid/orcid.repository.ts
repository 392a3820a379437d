import type { Db, Prisma, Tx } from '@ln/db';

/** A work row as the refresh and the queue read it. */
export interface OrcidWorkRow {
  putCode: bigint;
  status: 'PENDING' | 'MATCHED' | 'ACCEPTED' | 'REJECTED' | 'DUPLICATE';
  publicationId: string | null;
  createdPublication: boolean;
  matchKey: string | null;
  reason: string | null;
  title: string | null;
  year: number | null;
  doi: string | null;
  duplicateOf: bigint | null;
  data: Prisma.JsonValue;
  decidedAt: Date | null;
}

/** What a refresh writes of one work (its status already decided). */
export interface OrcidWorkWrite {
  putCode: number;
  status: OrcidWorkRow['status'];
  publicationId: string | null;
  matchKey: string | null;
  reason: string | null;
  title: string | null;
  year: number | null;
  doi: string | null;
  duplicateOf: number | null;
  data: Record<string, unknown>;
}

const workSelect = {
  putCode: true,
  status: true,
  publicationId: true,
  createdPublication: true,
  matchKey: true,
  reason: true,
  title: true,
  year: true,
  doi: true,
  duplicateOf: true,
  data: true,
  decidedAt: true,
} as const;

/**
 * The ORCID module's tables (orcid_work, orcid_record) and the publications an accepted work
 * makes. Public reads never read orcid_work: a PENDING work exists nowhere else.
 */
export function createOrcidRepository(db: Db) {
  return {
    /** The profile's ORCID iD (the account's when the profile has none yet) and owner's names. */
    async profileOrcid(profileId: string, tx: Tx = db) {
      const profile = await tx.profile.findUnique({
        where: { id: profileId },
        select: {
          id: true,
          orcid: true,
          firstName: true,
          surname: true,
          user: { select: { orcid: true } },
        },
      });
      if (!profile) return null;
      return {
        profileId: profile.id,
        orcid: profile.orcid ?? profile.user?.orcid ?? null,
        firstName: profile.firstName,
        surname: profile.surname,
      };
    },

    works(
      profileId: string,
      status?: OrcidWorkRow['status'],
      tx: Tx = db,
    ): Promise<OrcidWorkRow[]> {
      return tx.orcidWork.findMany({
        where: { profileId, ...(status ? { status } : {}) },
        select: workSelect,
        orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { putCode: 'asc' }],
      });
    },

    async counts(profileId: string, tx: Tx = db) {
      const rows = await tx.orcidWork.groupBy({
        by: ['status'],
        where: { profileId },
        _count: { _all: true },
      });
      return Object.fromEntries(rows.map((r) => [r.status, r._count._all]));
    },

    /** The work, locked for a decision. */
    async lockWork(tx: Tx, profileId: string, putCode: bigint): Promise<OrcidWorkRow | null> {
      const [row] = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text FROM orcid_work WHERE profile_id = ${profileId}::uuid AND put_code = ${putCode}
           FOR UPDATE`;
      if (!row) return null;
      return tx.orcidWork.findUnique({ where: { id: row.id }, select: workSelect });
    },

    async setDecision(
      tx: Tx,
      profileId: string,
      putCode: bigint,
      data: {
        status: OrcidWorkRow['status'];
        publicationId: string | null;
        createdPublication: boolean;
        decidedAt: Date | null;
      },
    ) {
      await tx.orcidWork.update({ where: { profileId_putCode: { profileId, putCode } }, data });
    },

    /** Which of these publications the profile is an author of. */
    async authored(tx: Tx, profileId: string, publicationIds: string[]): Promise<Set<string>> {
      if (publicationIds.length === 0) return new Set();
      const rows = await tx.publicationAuthor.findMany({
        where: { profileId, publicationId: { in: publicationIds } },
        select: { publicationId: true },
      });
      return new Set(rows.map((r) => r.publicationId));
    },

    /**
     * The refresh's writes of a batch: every work upserted by (profile, put-code); a work the
     * owner decided (ACCEPTED, REJECTED) keeps its decision and publication, whatever ORCID says.
     */
    async upsertWorks(tx: Tx, profileId: string, works: OrcidWorkWrite[], seenAt: Date) {
      if (works.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO orcid_work AS w (id, profile_id, put_code, status, publication_id, match_key,
                                     reason, title, year, doi, duplicate_of, data, seen_at)
        SELECT gen_random_uuid(), ${profileId}::uuid, k.put_code, k.status::orcid_work_status,
               k.publication_id, k.match_key, k.reason, k.title, k.year, k.doi, k.duplicate_of,
               k.data, ${seenAt}
          FROM unnest(${works.map((w) => BigInt(w.putCode))}::bigint[],
                      ${works.map((w) => w.status)}::text[],
                      ${works.map((w) => w.publicationId)}::uuid[],
                      ${works.map((w) => w.matchKey)}::text[],
                      ${works.map((w) => w.reason)}::text[],
                      ${works.map((w) => w.title)}::text[],
                      ${works.map((w) => w.year)}::int[],
                      ${works.map((w) => w.doi)}::text[],
                      ${works.map((w) => (w.duplicateOf === null ? null : BigInt(w.duplicateOf)))}::bigint[],
                      ${works.map((w) => JSON.stringify(w.data))}::jsonb[])
               AS k(put_code, status, publication_id, match_key, reason, title, year, doi,
                    duplicate_of, data)
        ON CONFLICT (profile_id, put_code) DO UPDATE SET
          status = CASE WHEN w.status IN ('ACCEPTED', 'REJECTED') THEN w.status ELSE excluded.status END,
          publication_id = CASE WHEN w.status IN ('ACCEPTED', 'REJECTED') THEN w.publication_id
                                ELSE excluded.publication_id END,
          match_key = excluded.match_key, reason = excluded.reason, title = excluded.title,
          year = excluded.year, doi = excluded.doi, duplicate_of = excluded.duplicate_of,
          data = excluded.data, seen_at = excluded.seen_at`;
    },

    /** Works ORCID no longer has, not decided by the owner, leave. */
    async dropUnseen(tx: Tx, profileId: string, seenAt: Date): Promise<number> {
      return tx.$executeRaw`
        DELETE FROM orcid_work WHERE profile_id = ${profileId}::uuid AND seen_at < ${seenAt}
           AND status NOT IN ('ACCEPTED', 'REJECTED')`;
    },

    /**
     * The ORCID version (AUTHOR_LN, source ORCID, the owner's) of a publication, made when a
     * work matches one: hidden unless asked (nothing public changes until the owner shows it).
     * One per publication and owner: none is made when the owner has an AUTHOR_LN version.
     */
    async addOrcidVersions(
      tx: Tx,
      profileId: string,
      versions: Array<{
        publicationId: string;
        putCode: number;
        title: string;
        year: number | null;
        doi: string | null;
        data: Record<string, unknown>;
      }>,
      visible = false,
    ) {
      if (versions.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO publication_version (id, publication_id, kind, source, owner_profile_id,
                                         external_id, is_visible, title, year, doi, data, updated_at)
        SELECT gen_random_uuid(), k.publication_id, 'AUTHOR_LN', 'ORCID', ${profileId}::uuid,
               k.external_id, ${visible}, k.title, k.year, k.doi, k.data, now()
          FROM unnest(${versions.map((v) => v.publicationId)}::uuid[],
                      ${versions.map((v) => String(v.putCode))}::text[],
                      ${versions.map((v) => v.title)}::text[],
                      ${versions.map((v) => v.year)}::int[],
                      ${versions.map((v) => v.doi)}::text[],
                      ${versions.map((v) => JSON.stringify(v.data))}::jsonb[])
               AS k(publication_id, external_id, title, year, doi, data)
        ON CONFLICT (publication_id, kind, owner_profile_id) DO NOTHING`;
    },

    /** Shows (accept) or removes (undo) the owner's ORCID version of a publication. */
    async setOrcidVersionVisible(
      tx: Tx,
      profileId: string,
      publicationId: string,
      putCode: bigint,
      visible: boolean,
    ) {
      await tx.publicationVersion.updateMany({
        where: {
          publicationId,
          ownerProfileId: profileId,
          kind: 'AUTHOR_LN',
          source: 'ORCID',
          externalId: String(putCode),
        },
        data: { isVisible: visible },
      });
    },

    /** A publication of its own for an accepted work, with its ORCID version and authors. */
    async createPublication(
      tx: Tx,
      profileId: string,
      work: {
        type: 'ARTICLE' | 'BOOK' | 'EDITED_BOOK' | 'CHAPTER' | 'PROCEEDINGS';
        putCode: bigint;
        title: string;
        year: number | null;
        doi: string | null;
        data: Prisma.InputJsonObject;
        authors: Array<{ firstName: string; surname: string; own: boolean }>;
      },
    ): Promise<string> {
      const publication = await tx.publication.create({
        data: {
          type: work.type,
          year: work.year,
          doi: work.doi,
          mainTitle: work.title,
          allAuthorsCount: work.authors.length,
          source: 'ORCID',
          versions: {
            create: {
              kind: 'AUTHOR_LN',
              source: 'ORCID',
              ownerProfileId: profileId,
              externalId: String(work.putCode),
              isVisible: true,
              title: work.title,
              year: work.year,
              doi: work.doi,
              data: work.data,
            },
          },
          authors: {
            create: work.authors.map((a, position) => ({
              position,
              firstName: a.firstName,
              surname: a.surname,
              profileId: a.own ? profileId : null,
            })),
          },
        },
        select: { id: true },
      });
      return publication.id;
    },

    async deletePublication(tx: Tx, publicationId: string) {
      await tx.publication.delete({ where: { id: publicationId } });
    },

    async record(profileId: string, tx: Tx = db) {
      return tx.orcidRecord.findUnique({ where: { profileId } });
    },

    async saveRecord(
      tx: Tx,
      profileId: string,
      data: {
        orcid: string;
        state: string;
        fetchedAt: Date | null;
        employments?: Prisma.InputJsonValue;
        educations?: Prisma.InputJsonValue;
        fundings?: Prisma.InputJsonValue;
        worksCount?: number;
      },
    ) {
      await tx.orcidRecord.upsert({
        where: { profileId },
        create: { profileId, ...data },
        update: data,
      });
    },
  };
}

export type OrcidRepository = ReturnType<typeof createOrcidRepository>;
