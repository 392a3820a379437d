// Contract of one's own data export (beside the spec: GDPR art. 15 and 20).
import { z } from 'zod';
import { AccountStatusSchema, RoleSchema } from './account.js';

const Timestamp = z.iso.datetime();
const NullableTimestamp = Timestamp.nullable();
/** Dates of records (employment, degrees) travel as ISO dates. */
const NullableDate = z.iso.date().nullable();
/** Free-form records as stored (bibliographic data, the state system's original values). */
const Json = z.unknown();

const ExportAccountSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  login: z.string().nullable(),
  /** The owner's own PESEL: this answer goes only to them. */
  pesel: z.string().nullable(),
  orcid: z.string().nullable(),
  accountStatus: AccountStatusSchema,
  roles: z.array(z.object({ role: RoleSchema, grantedAt: Timestamp })),
  createDate: Timestamp,
  lastUpdateDate: Timestamp,
  lastLoginAt: NullableTimestamp,
});

const ExportConsentsSchema = z.object({
  notificationsConsent: z.boolean(),
  /** The terms revision the account accepted and when (only the latest acceptance is kept). */
  termsAcceptedVersion: z.number().int().nullable(),
  termsAcceptedAt: NullableTimestamp,
  currentTermsVersion: z.number().int().nullable(),
});

const ExportSessionSchema = z.object({
  provider: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  rotatedAt: NullableTimestamp,
  revokedAt: NullableTimestamp,
  userAgent: z.string().nullable(),
});

const ExportProfileSchema = z.object({
  profileId: z.uuid(),
  firstName: z.string(),
  secondName: z.string().nullable(),
  surname: z.string(),
  previousName: z.string().nullable(),
  previousSurname: z.string().nullable(),
  prefix: z.string().nullable(),
  aboutMe: z.string().nullable(),
  aboutMeEn: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  visibilityEmail: z.string(),
  visibilityPhone: z.string(),
  orcid: z.string().nullable(),
  hidden: z.boolean(),
  dead: z.boolean(),
  editingLocked: z.boolean(),
  source: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  photo: z
    .object({ mimeType: z.string(), fileName: z.string(), updatedAt: Timestamp, size: z.number() })
    .nullable(),
  links: z.array(
    z.object({ kind: z.string(), portalName: z.string().nullable(), link: z.string() }),
  ),
  specialties: z.array(
    z.object({ labelPl: z.string(), labelEn: z.string(), order: z.number(), source: z.string() }),
  ),
  employments: z.array(
    z.object({
      institutionName: z.string(),
      position: z.string().nullable(),
      positionEn: z.string().nullable(),
      additionalInformation: z.string().nullable(),
      status: z.string(),
      startDate: NullableDate,
      endDate: NullableDate,
      internetLink: z.string().nullable(),
      source: z.string(),
      original: Json,
      modifiedByUserAt: NullableTimestamp,
    }),
  ),
  degrees: z.array(
    z.object({
      type: z.string(),
      label: z.string(),
      year: z.number().nullable(),
      disciplineCode: z.string().nullable(),
      grantingInstitutionName: z.string().nullable(),
      source: z.string(),
      original: Json,
      modifiedByUserAt: NullableTimestamp,
    }),
  ),
  /** The owner's own versions of publications (the "My version" tab). */
  ownPublicationVersions: z.array(
    z.object({
      publicationId: z.uuid(),
      kind: z.string(),
      title: z.string(),
      year: z.number().nullable(),
      doi: z.string().nullable(),
      url: z.string().nullable(),
      isVisible: z.boolean(),
      data: Json,
      createdAt: Timestamp,
      updatedAt: Timestamp,
    }),
  ),
  cvs: z.array(
    z.object({
      cvId: z.uuid(),
      language: z.string(),
      cvType: z.string(),
      experienceYears: z.number(),
      createdAt: Timestamp,
      updatedAt: Timestamp,
      basicData: z.array(z.object({ key: z.string(), value: z.string() })),
      descriptionFields: z.array(z.record(z.string(), Json)),
      functions: z.array(z.record(z.string(), Json)),
      memberships: z.array(z.record(z.string(), Json)),
      specialties: z.array(z.record(z.string(), Json)),
      publications: z.array(z.record(z.string(), Json)),
    }),
  ),
});

const ExportExpertSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  contactChannel: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  consents: z.array(
    z.object({ entity: z.string(), grantedAt: Timestamp, withdrawnAt: NullableTimestamp }),
  ),
  statements: z.array(z.record(z.string(), Json)),
  applications: z.array(z.record(z.string(), Json)),
});

/**
 * An audit entry about the account or its profile. Who acted is said only as "the owner" or
 * "an administrator": another person's account id is not the owner's data.
 */
const ExportAuditEntrySchema = z.object({
  at: Timestamp,
  action: z.string(),
  targetType: z.string(),
  actedBy: z.enum(['OWNER', 'ADMINISTRATOR', 'SYSTEM']),
  reason: z.string().nullable(),
  details: z.record(z.string(), Json),
});

/** `GET v1.0/user/dataExport`: everything the portal holds about the logged-in user. */
export const DataExportSchema = z.object({
  exportedAt: Timestamp,
  format: z.literal('ln-data-export/1'),
  account: ExportAccountSchema,
  consents: ExportConsentsSchema,
  sessions: z.array(ExportSessionSchema),
  profile: ExportProfileSchema.nullable(),
  expertRegistration: ExportExpertSchema.nullable(),
  auditEntries: z.array(ExportAuditEntrySchema),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** The file name the browser saves the export under. */
export const DATA_EXPORT_FILE_NAME = 'ludzie-nauki-moje-dane.json';
