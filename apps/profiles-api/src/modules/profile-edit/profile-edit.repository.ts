import { Prisma, type Db, type Tx } from '@ln/db';

const EMPLOYMENT_SELECT = {
  id: true,
  institutionName: true,
  status: true,
  startDate: true,
  endDate: true,
  position: true,
  positionEn: true,
  additionalInformation: true,
  internetLink: true,
  source: true,
  original: true,
  modifiedByUserAt: true,
} as const;

const DEGREE_SELECT = {
  id: true,
  type: true,
  label: true,
  year: true,
  classificationLabel: true,
  grantingInstitutionName: true,
  source: true,
  original: true,
  modifiedByUserAt: true,
} as const;

export type EmploymentRecord = Prisma.EmploymentGetPayload<{ select: typeof EMPLOYMENT_SELECT }>;
export type DegreeRecord = Prisma.DegreeTitleGetPayload<{ select: typeof DEGREE_SELECT }>;

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
/** The owner's records that the edit routes name by id. */
export type RecordKind = 'employment' | 'degree' | 'research work';

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

    /** Everything the edit data read needs about the profile, its records and works. */
    async findEditData(profileId: string) {
      const profile = await db.profile.findUnique({
        where: { id: profileId },
        select: {
          id: true,
          hidden: true,
          dead: true,
          editingLocked: true,
          source: true,
          employments: {
            orderBy: [{ status: 'asc' }, { startDate: 'desc' }],
            select: EMPLOYMENT_SELECT,
          },
          degrees: { orderBy: [{ year: 'asc' }, { type: 'asc' }], select: DEGREE_SELECT },
          researchWorkPeople: {
            where: { role: 'AUTHOR' },
            select: {
              researchWork: {
                select: {
                  id: true,
                  kindId: true,
                  polishTitle: true,
                  titles: true,
                  titleKind: true,
                  endDate: true,
                },
              },
            },
          },
        },
      });
      return profile;
    },

    /** One employment of the profile, locked for the edit's transaction. */
    /**
     * Whether an employment or degree is on the profile, or the profile is an author of the
     * research work (false too for an id that does not exist): the routes' ownership guard.
     */
    async ownsRecord(kind: RecordKind, profileId: string, id: string): Promise<boolean> {
      const found =
        kind === 'employment'
          ? await db.employment.count({ where: { id, profileId } })
          : kind === 'degree'
            ? await db.degreeTitle.count({ where: { id, profileId } })
            : await db.researchWorkPerson.count({
                where: { researchWorkId: id, profileId, role: 'AUTHOR' },
              });
      return found > 0;
    },

    findEmployment(tx: Tx, profileId: string, employmentId: string) {
      return tx.employment.findFirst({
        where: { id: employmentId, profileId },
        select: EMPLOYMENT_SELECT,
      });
    },

    async updateEmployment(
      tx: Tx,
      employmentId: string,
      data: Pick<
        Prisma.EmploymentUpdateInput,
        'position' | 'positionEn' | 'additionalInformation' | 'internetLink' | 'modifiedByUserAt'
      > & { original: Record<string, unknown> | null },
    ) {
      const { original, ...values } = data;
      await tx.employment.update({
        where: { id: employmentId },
        data: {
          ...values,
          original: original ? (original as Prisma.InputJsonObject) : Prisma.DbNull,
        },
        select: { id: true },
      });
    },

    findDegree(tx: Tx, profileId: string, degreeId: string) {
      return tx.degreeTitle.findFirst({
        where: { id: degreeId, profileId },
        select: DEGREE_SELECT,
      });
    },

    async updateDegree(
      tx: Tx,
      degreeId: string,
      data: Pick<
        Prisma.DegreeTitleUpdateInput,
        'label' | 'year' | 'classificationLabel' | 'modifiedByUserAt'
      > & { original: Record<string, unknown> | null },
    ) {
      const { original, ...values } = data;
      await tx.degreeTitle.update({
        where: { id: degreeId },
        data: {
          ...values,
          original: original ? (original as Prisma.InputJsonObject) : Prisma.DbNull,
        },
        select: { id: true },
      });
    },

    /** A research work the profile is an author of, locked for the edit's transaction. */
    async lockAuthoredWork(tx: Tx, profileId: string, researchWorkId: string) {
      const rows = await tx.$queryRaw<
        Array<{
          id: string;
          kindId: number;
          polishTitle: string;
          titles: unknown;
          previousTitles: unknown;
          titleKind: string | null;
        }>
      >`
        SELECT w.id::text AS id, w.kind_id AS "kindId", w.polish_title AS "polishTitle",
               w.titles, w.previous_titles AS "previousTitles", w.title_kind::text AS "titleKind"
          FROM research_work w
         WHERE w.id = ${researchWorkId}::uuid
           AND EXISTS (SELECT 1 FROM research_work_person p
                        WHERE p.research_work_id = w.id AND p.profile_id = ${profileId}::uuid
                          AND p.role = 'AUTHOR')
           FOR UPDATE OF w`;
      return rows[0] ?? null;
    },

    async updateWorkTitles(
      tx: Tx,
      researchWorkId: string,
      data: {
        polishTitle: string;
        titles: Prisma.InputJsonArray;
        previousTitles: Prisma.InputJsonArray;
      },
    ) {
      await tx.researchWork.update({
        where: { id: researchWorkId },
        data: { ...data, titleKind: 'USER' },
        select: { id: true },
      });
    },
  };
}

export type ProfileEditRepository = ReturnType<typeof createProfileEditRepository>;
