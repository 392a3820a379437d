import type { Db, Prisma } from '@ln/db';

// Only repositories touch Prisma. Every read here is keyed by the asking account's id (or its
// own profile's / registration's id, found from it): nothing of another account can be reached.

const USER_SELECT = {
  id: true,
  firstName: true,
  surname: true,
  email: true,
  phone: true,
  login: true,
  peselEncrypted: true,
  orcid: true,
  status: true,
  notificationsConsent: true,
  termsVersion: true,
  termsAcceptedAt: true,
  lastLoginAt: true,
  createdAt: true,
  updatedAt: true,
  roles: { select: { role: true, grantedAt: true }, orderBy: { role: 'asc' } },
  refreshTokens: {
    select: {
      provider: true,
      createdAt: true,
      expiresAt: true,
      rotatedAt: true,
      revokedAt: true,
      userAgent: true,
    },
    orderBy: { createdAt: 'asc' },
  },
} satisfies Prisma.UserSelect;

const CV_ITEM = { omit: { id: true, cvId: true } } as const;

const PROFILE_SELECT = {
  id: true,
  firstName: true,
  secondName: true,
  surname: true,
  previousName: true,
  previousSurname: true,
  prefix: true,
  aboutMe: true,
  aboutMeEn: true,
  email: true,
  phoneNumber: true,
  visibilityEmail: true,
  visibilityPhone: true,
  orcid: true,
  hidden: true,
  dead: true,
  editingLocked: true,
  source: true,
  createdAt: true,
  updatedAt: true,
  photo: { select: { mimeType: true, fileName: true, updatedAt: true, content: true } },
  links: { select: { kind: true, portalName: true, link: true }, orderBy: { order: 'asc' } },
  specialties: {
    select: { labelPl: true, labelEn: true, order: true, source: true },
    orderBy: { order: 'asc' },
  },
  employments: {
    select: {
      institutionName: true,
      position: true,
      positionEn: true,
      additionalInformation: true,
      status: true,
      startDate: true,
      endDate: true,
      internetLink: true,
      source: true,
      original: true,
      modifiedByUserAt: true,
    },
    orderBy: { startDate: 'desc' },
  },
  degrees: {
    select: {
      type: true,
      label: true,
      year: true,
      disciplineCode: true,
      grantingInstitutionName: true,
      source: true,
      original: true,
      modifiedByUserAt: true,
    },
    orderBy: { year: 'desc' },
  },
  ownPublicationVersions: {
    select: {
      publicationId: true,
      kind: true,
      title: true,
      year: true,
      doi: true,
      url: true,
      isVisible: true,
      data: true,
      createdAt: true,
      updatedAt: true,
    },
    orderBy: { createdAt: 'asc' },
  },
  cvs: {
    select: {
      id: true,
      language: true,
      cvType: true,
      experienceYears: true,
      createdAt: true,
      updatedAt: true,
      basicData: { select: { key: true, value: true }, orderBy: { order: 'asc' } },
      descriptionFields: { ...CV_ITEM, orderBy: { order: 'asc' } },
      functions: { ...CV_ITEM, orderBy: { order: 'asc' } },
      memberships: { ...CV_ITEM, orderBy: { order: 'asc' } },
      specialties: { ...CV_ITEM, orderBy: { order: 'asc' } },
      publications: { ...CV_ITEM, orderBy: { order: 'asc' } },
    },
    orderBy: { createdAt: 'asc' },
  },
} satisfies Prisma.ProfileSelect;

const EXPERT_SELECT = {
  phone: true,
  email: true,
  contactChannel: true,
  createdAt: true,
  updatedAt: true,
  consents: { select: { entity: true, grantedAt: true, withdrawnAt: true } },
  statements: { select: { statementCode: true, acceptedAt: true } },
  applications: {
    select: { createdAt: true, contest: { select: { code: true } } },
  },
} satisfies Prisma.ExpertRegistrationSelect;

export type ExportUserRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;
export type ExportProfileRow = Prisma.ProfileGetPayload<{ select: typeof PROFILE_SELECT }>;
export type ExportExpertRow = Prisma.ExpertRegistrationGetPayload<{
  select: typeof EXPERT_SELECT;
}>;
export interface ExportAuditRow {
  at: Date;
  action: string;
  targetType: string;
  actorUserId: string | null;
  details: Prisma.JsonValue;
}

export function createDataExportRepository(db: Db) {
  return {
    findUser(userId: string): Promise<ExportUserRow | null> {
      return db.user.findUnique({ where: { id: userId }, select: USER_SELECT });
    },

    findOwnProfile(userId: string): Promise<ExportProfileRow | null> {
      return db.profile.findUnique({ where: { userId }, select: PROFILE_SELECT });
    },

    findExpertRegistration(userId: string): Promise<ExportExpertRow | null> {
      return db.expertRegistration.findUnique({ where: { userId }, select: EXPERT_SELECT });
    },

    async currentTermsVersion(): Promise<number | null> {
      const row = await db.termsVersion.findFirst({
        select: { version: true },
        orderBy: { version: 'desc' },
      });
      return row?.version ?? null;
    },

    /** The entries about the account or its profile, oldest first. */
    auditAbout(userId: string, profileId: string | null): Promise<ExportAuditRow[]> {
      return db.auditLog.findMany({
        where: {
          OR: [
            { targetType: 'USER', targetId: userId },
            ...(profileId ? [{ targetType: 'PROFILE', targetId: profileId }] : []),
          ],
        },
        select: { at: true, action: true, targetType: true, actorUserId: true, details: true },
        orderBy: [{ at: 'asc' }, { id: 'asc' }],
      });
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
