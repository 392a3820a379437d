import type { Db, Prisma, Tx } from '@ln/db';

type Language = 'PL' | 'EN';
type PublicationType = 'ARTICLE' | 'BOOK' | 'EDITED_BOOK' | 'CHAPTER' | 'PROCEEDINGS';

const FIRST_AUTHORS = {
  orderBy: { position: 'asc' },
  take: 3,
  select: { firstName: true, surname: true, surnamePrefix: true },
} as const;

const OWN_PUBLICATION = {
  id: true,
  type: true,
  year: true,
  doi: true,
  mainTitle: true,
  allAuthorsCount: true,
  authors: FIRST_AUTHORS,
} as const;

/** A publication of the profile that the public sees on it (the owner's visible ones). */
export const visibleOn = (profileId: string): Prisma.PublicationWhereInput => ({
  authors: { some: { profileId, publiclyVisible: true } },
});

export interface CvRows {
  basicData: Array<{ key: string; value: string }>;
  descriptionFields: Array<{ key: string; value: string; internalId: number; tip: string | null }>;
  functions: Array<{
    functionId: string | null;
    name: string;
    fromDate: Date | null;
    toDate: Date | null;
  }>;
  memberships: Array<{
    membershipId: string | null;
    name: string;
    fromYear: number | null;
    toYear: number | null;
  }>;
  specialties: Array<{ specialtyId: string | null; name: string }>;
  publications: Array<{
    publicationId: string | null;
    author1: string | null;
    author2: string | null;
    author3: string | null;
    year: number | null;
    title: string;
    publicationType: PublicationType;
    doi: string | null;
    description: string | null;
  }>;
}

/** The CV builder's reads and writes (profiles-area §7 "CV"); `order` is the list position. */
export function createCvRepository(db: Db) {
  const ordered = { orderBy: { order: 'asc' } } as const;
  return {
    listCvs(profileId: string) {
      return db.cv.findMany({
        where: { profileId },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        select: { id: true, createdAt: true, language: true },
      });
    },

    countCvs(profileId: string, tx: Tx = db) {
      return tx.cv.count({ where: { profileId } });
    },

    findCv(cvId: string, tx: Tx = db) {
      return tx.cv.findUnique({
        where: { id: cvId },
        select: {
          id: true,
          profileId: true,
          language: true,
          experienceYears: true,
          createdAt: true,
          citationStyle: true,
        },
      });
    },

    /** The citation style of the CV's publication list (decision 051); null: the plain list. */
    async setCitationStyle(cvId: string, citationStyle: string | null, tx: Tx) {
      await tx.cv.update({ where: { id: cvId }, data: { citationStyle } });
    },

    /** Locks the CV row: two saves of one list never interleave their delete and insert. */
    async lockCv(cvId: string, tx: Tx) {
      await tx.$queryRaw`SELECT id FROM cv WHERE id = ${cvId}::uuid FOR UPDATE`;
    },

    labels(language: Language, tx: Tx = db) {
      return tx.cvLabel.findMany({
        where: { language },
        orderBy: [{ section: 'asc' }, { order: 'asc' }],
        select: { key: true, label: true, section: true, tip: true, order: true },
      });
    },

    /** What a new CV starts from: the profile's data the owner may show (§9 suggestions). */
    prefillSource(
      profileId: string,
      suggestions: {
        functions: number;
        memberships: number;
        specialties: number;
        publications: number;
      },
      tx: Tx = db,
    ) {
      return tx.profile.findUnique({
        where: { id: profileId },
        select: {
          firstName: true,
          secondName: true,
          surname: true,
          prefix: true,
          orcid: true,
          email: true,
          phoneNumber: true,
          visibilityEmail: true,
          visibilityPhone: true,
          employments: {
            where: { status: 'CURRENT' },
            orderBy: [{ startDate: 'desc' }, { id: 'asc' }],
            take: 1,
            select: { institutionName: true, position: true, positionEn: true },
          },
          degrees: { select: { type: true, label: true, year: true } },
          disciplines: {
            orderBy: [{ isMain: 'desc' }, { disciplineCode: 'asc' }],
            take: 1,
            select: { discipline: { select: { labelPl: true, labelEn: true } } },
          },
          specialties: {
            orderBy: { order: 'asc' },
            take: suggestions.specialties,
            select: { id: true, labelPl: true, labelEn: true },
          },
          gremiumFunctions: {
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            take: suggestions.functions,
            select: {
              id: true,
              functionPl: true,
              functionEn: true,
              gremium: { select: { name: true, nameEn: true } },
              periods: {
                orderBy: { dateFrom: 'desc' },
                take: 1,
                select: { dateFrom: true, dateTo: true },
              },
            },
          },
          gremiumMemberships: {
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            take: suggestions.memberships,
            select: {
              id: true,
              gremium: { select: { name: true, nameEn: true } },
              terms: {
                orderBy: { dateFrom: 'desc' },
                take: 1,
                select: { dateFrom: true, dateTo: true },
              },
            },
          },
        },
      });
    },

    /** The newest visible publications of the profile (decision 020: newest, no citation signal). */
    newestPublications(profileId: string, take: number, tx: Tx = db) {
      return tx.publication.findMany({
        where: visibleOn(profileId),
        orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }],
        take,
        select: OWN_PUBLICATION,
      });
    },

    /** The chooser: the owner's visible publications by words, type and year, newest first. */
    choosePublications(
      profileId: string,
      query: {
        filter?: string | undefined;
        type?: PublicationType | undefined;
        year?: number | undefined;
      },
      take: number,
    ) {
      const words = (query.filter ?? '').split(/\s+/).filter((w) => w !== '');
      return db.publication.findMany({
        where: {
          AND: [
            visibleOn(profileId),
            ...(query.type ? [{ type: query.type }] : []),
            ...(query.year ? [{ year: query.year }] : []),
            ...words.map((word): Prisma.PublicationWhereInput => ({
              OR: [
                { mainTitle: { contains: word, mode: 'insensitive' } },
                { doi: { contains: word, mode: 'insensitive' } },
                { authors: { some: { surname: { contains: word, mode: 'insensitive' } } } },
              ],
            })),
          ],
        },
        orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { mainTitle: 'asc' }, { id: 'asc' }],
        take,
        select: OWN_PUBLICATION,
      });
    },

    /** The owner's projects the narrative may cite. */
    ownProjects(profileId: string, take: number) {
      return db.project.findMany({
        where: { people: { some: { profileId } } },
        orderBy: [{ startDate: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
        take,
        select: { id: true, title: true, startDate: true, endDate: true },
      });
    },

    /** Of `ids`, the visible publications of the profile, with what a reference shows. */
    publicationsOf(profileId: string, ids: string[], tx: Tx = db) {
      if (!ids.length) return Promise.resolve([]);
      return tx.publication.findMany({
        where: { AND: [{ id: { in: ids } }, visibleOn(profileId)] },
        select: OWN_PUBLICATION,
      });
    },

    /** Of `ids`, the projects the profile takes part in. */
    projectsOf(profileId: string, ids: string[], tx: Tx = db) {
      if (!ids.length) return Promise.resolve([]);
      return tx.project.findMany({
        where: { id: { in: ids }, people: { some: { profileId } } },
        select: { id: true, title: true, startDate: true, endDate: true },
      });
    },

    async gremiumLinksOf(
      profileId: string,
      functionIds: string[],
      membershipIds: string[],
      tx: Tx = db,
    ) {
      const [functions, memberships] = await Promise.all([
        functionIds.length
          ? tx.gremiumFunction.findMany({
              where: { id: { in: functionIds }, profileId },
              select: { id: true },
            })
          : [],
        membershipIds.length
          ? tx.gremiumMembership.findMany({
              where: { id: { in: membershipIds }, profileId },
              select: { id: true },
            })
          : [],
      ]);
      return { functions: functions.map((f) => f.id), memberships: memberships.map((m) => m.id) };
    },

    async specialtiesOf(profileId: string, ids: string[], tx: Tx = db) {
      if (!ids.length) return [];
      const rows = await tx.specialty.findMany({
        where: { id: { in: ids }, profileId },
        select: { id: true },
      });
      return rows.map((r) => r.id);
    },

    createCv(
      data: { profileId: string; language: Language; experienceYears: number } & CvRows,
      tx: Tx,
    ) {
      const numbered = <T>(items: T[]) => items.map((item, order) => ({ ...item, order }));
      return tx.cv.create({
        data: {
          profileId: data.profileId,
          language: data.language,
          experienceYears: data.experienceYears,
          basicData: { create: numbered(data.basicData) },
          descriptionFields: { create: numbered(data.descriptionFields) },
          functions: { create: numbered(data.functions) },
          memberships: { create: numbered(data.memberships) },
          specialties: { create: numbered(data.specialties) },
          publications: { create: numbered(data.publications) },
        },
        select: { id: true, createdAt: true, language: true },
      });
    },

    basicData(cvId: string, tx: Tx = db) {
      return tx.cvBasicData.findMany({
        where: { cvId },
        ...ordered,
        select: { key: true, value: true, order: true },
      });
    },
    descriptionFields(cvId: string, tx: Tx = db) {
      return tx.cvDescriptionField.findMany({
        where: { cvId },
        ...ordered,
        select: { key: true, value: true, order: true, internalId: true, tip: true },
      });
    },
    async qualifications(cvId: string, tx: Tx = db) {
      const [cv, functions, memberships, specialties] = await Promise.all([
        tx.cv.findUniqueOrThrow({ where: { id: cvId }, select: { experienceYears: true } }),
        tx.cvFunction.findMany({
          where: { cvId },
          ...ordered,
          select: { functionId: true, name: true, fromDate: true, toDate: true, order: true },
        }),
        tx.cvMembership.findMany({
          where: { cvId },
          ...ordered,
          select: { membershipId: true, name: true, fromYear: true, toYear: true, order: true },
        }),
        tx.cvSpecialty.findMany({
          where: { cvId },
          ...ordered,
          select: { specialtyId: true, name: true, order: true },
        }),
      ]);
      return { functions, memberships, specialties, experienceYears: cv.experienceYears };
    },
    publications(cvId: string, tx: Tx = db) {
      return tx.cvPublication.findMany({
        where: { cvId },
        ...ordered,
        select: {
          publicationId: true,
          author1: true,
          author2: true,
          author3: true,
          year: true,
          title: true,
          publicationType: true,
          doi: true,
          order: true,
          description: true,
        },
      });
    },

    // Saving a list replaces it: the position is the order (profiles-area §4).
    async replaceBasicData(cvId: string, items: CvRows['basicData'], tx: Tx) {
      await tx.cvBasicData.deleteMany({ where: { cvId } });
      await tx.cvBasicData.createMany({
        data: items.map((item, order) => ({ ...item, cvId, order })),
      });
    },
    async replaceDescriptionFields(cvId: string, items: CvRows['descriptionFields'], tx: Tx) {
      await tx.cvDescriptionField.deleteMany({ where: { cvId } });
      await tx.cvDescriptionField.createMany({
        data: items.map((item, order) => ({ ...item, cvId, order })),
      });
    },
    async replaceQualifications(
      cvId: string,
      data: Pick<CvRows, 'functions' | 'memberships' | 'specialties'> & { experienceYears: number },
      tx: Tx,
    ) {
      await tx.cv.update({ where: { id: cvId }, data: { experienceYears: data.experienceYears } });
      await tx.cvFunction.deleteMany({ where: { cvId } });
      await tx.cvMembership.deleteMany({ where: { cvId } });
      await tx.cvSpecialty.deleteMany({ where: { cvId } });
      await tx.cvFunction.createMany({
        data: data.functions.map((item, order) => ({ ...item, cvId, order })),
      });
      await tx.cvMembership.createMany({
        data: data.memberships.map((item, order) => ({ ...item, cvId, order })),
      });
      await tx.cvSpecialty.createMany({
        data: data.specialties.map((item, order) => ({ ...item, cvId, order })),
      });
    },
    async replacePublications(cvId: string, items: CvRows['publications'], tx: Tx) {
      await tx.cvPublication.deleteMany({ where: { cvId } });
      await tx.cvPublication.createMany({
        data: items.map((item, order) => ({ ...item, cvId, order })),
      });
    },

    /** The person's display name for the documents. */
    person(profileId: string, tx: Tx = db) {
      return tx.profile.findUnique({
        where: { id: profileId },
        select: { firstName: true, secondName: true, surname: true, prefix: true },
      });
    },
  };
}

export type CvRepository = ReturnType<typeof createCvRepository>;
