import type { Db, Prisma, Tx } from '@ln/db';

type Client = Db | Tx;

/** The profile's state every edit checks, read under a row lock. */
export interface LockedProfile {
  id: string;
  dead: boolean;
  editing_locked: boolean;
  first_name: string;
  surname: string;
  second_name: string | null;
  has_current_employment: boolean;
}

export interface LinkRow {
  kind:
    | 'GOOGLE_SCHOLAR'
    | 'LINKEDIN'
    | 'BWNP'
    | 'RESEARCH_GATE'
    | 'SCOPUS'
    | 'WEB_OF_SCIENCE'
    | 'WIKIPEDIA'
    | 'OTHER';
  portalName: string | null;
  link: string;
}

export interface SpecialtyInput {
  termId: string | null;
  labelPl: string;
  labelEn: string;
}

/**
 * Writes of the owner's edits. Every method takes the transaction it runs in (or runs on the
 * pool without one); only this file touches Prisma for the edits.
 */
export function createProfileEditRepository(db: Db) {
  const on = (tx?: Tx): Client => tx ?? db;

  return {
    /** Locks the profile row for the edit's transaction (edits of one profile run in turn). */
    async lockProfile(tx: Tx, profileId: string): Promise<LockedProfile | null> {
      const rows = await tx.$queryRaw<LockedProfile[]>`
        SELECT p.id::text AS id, p.dead, p.editing_locked, p.first_name, p.surname, p.second_name,
               EXISTS (SELECT 1 FROM employment e
                        WHERE e.profile_id = p.id AND e.status = 'CURRENT') AS has_current_employment
          FROM profile p WHERE p.id = ${profileId}::uuid FOR UPDATE OF p`;
      return rows[0] ?? null;
    },

    async updateProfile(
      tx: Tx,
      profileId: string,
      data: Pick<
        Prisma.ProfileUpdateInput,
        | 'firstName'
        | 'surname'
        | 'secondName'
        | 'aboutMe'
        | 'aboutMeEn'
        | 'email'
        | 'phoneNumber'
        | 'visibilityEmail'
        | 'visibilityPhone'
      >,
    ) {
      await tx.profile.update({ where: { id: profileId }, data, select: { id: true } });
    },

    async replaceLinks(tx: Tx, profileId: string, links: LinkRow[]) {
      await tx.profileLink.deleteMany({ where: { profileId } });
      if (links.length === 0) return;
      await tx.profileLink.createMany({
        data: links.map((l, order) => ({ profileId, order, ...l })),
      });
    },

    async savePhoto(
      tx: Tx,
      profileId: string,
      photo: { content: Buffer; mimeType: string; fileName: string },
    ) {
      const data = {
        content: new Uint8Array(photo.content),
        mimeType: photo.mimeType,
        fileName: photo.fileName,
      };
      await tx.profilePhoto.upsert({
        where: { profileId },
        create: { profileId, ...data },
        update: data,
        select: { profileId: true },
      });
    },

    /** True when there was a photo to delete. */
    async deletePhoto(tx: Tx, profileId: string): Promise<boolean> {
      const { count } = await tx.profilePhoto.deleteMany({ where: { profileId } });
      return count > 0;
    },

    /** Terms of the dictionary by id (those that exist). */
    findTerms(ids: string[], tx?: Tx) {
      if (ids.length === 0) return Promise.resolve([]);
      return on(tx).specialtyTerm.findMany({
        where: { id: { in: ids } },
        select: { id: true, labelPl: true, labelEn: true },
      });
    },

    /** The term with exactly these names, added to the dictionary when new. */
    async termFor(tx: Tx, labelPl: string, labelEn: string): Promise<string> {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        INSERT INTO specialty_term (id, label_pl, label_en, usage_count)
        VALUES (gen_random_uuid(), ${labelPl}, ${labelEn}, 0)
        ON CONFLICT (label_pl, label_en) DO UPDATE SET label_pl = EXCLUDED.label_pl
        RETURNING id::text AS id`;
      return rows[0]!.id;
    },

    /**
     * Replaces the profile's specialties (order from 1 by position) and recounts how many
     * profiles use each term touched, which orders the type-ahead.
     */
    async replaceSpecialties(tx: Tx, profileId: string, items: SpecialtyInput[]) {
      const before = await tx.specialty.findMany({
        where: { profileId },
        select: { termId: true },
      });
      await tx.specialty.deleteMany({ where: { profileId } });
      if (items.length > 0) {
        await tx.specialty.createMany({
          data: items.map((item, i) => ({
            profileId,
            termId: item.termId,
            labelPl: item.labelPl,
            labelEn: item.labelEn,
            order: i + 1,
            source: 'USER' as const,
          })),
        });
      }
      const touched = [
        ...new Set(
          [...before.map((s) => s.termId), ...items.map((s) => s.termId)].filter(
            (id): id is string => id !== null,
          ),
        ),
      ];
      if (touched.length > 0) {
        await tx.$executeRaw`
          UPDATE specialty_term t
             SET usage_count = (SELECT count(*) FROM specialty s WHERE s.term_id = t.id)
           WHERE t.id = ANY(${touched}::uuid[])`;
      }
    },
  };
}

export type ProfileEditRepository = ReturnType<typeof createProfileEditRepository>;
