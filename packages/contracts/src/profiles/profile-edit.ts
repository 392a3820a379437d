// Contracts of the owner's profile edits (profiles-area §7 "Profile edits", accounts-and-platform
// §4, §5). The spec names the paths and fields; the limits below are ours, stated once here so
// the server's checks and the web app's counters use the same numbers.
import { z } from 'zod';
import { DataSourceSchema, IsoDateSchema, UuidSchema } from './common.js';
import { ContactVisibilitySchema } from './profile.js';
import { multiLine, noMarkup, oneLine } from '../text.js';

/** Longest biography, per language (the web counter shows what remains of it). */
export const ABOUT_ME_MAX_LENGTH = 3000;
/** Longest name part (first, second, surname). */
export const NAME_MAX_LENGTH = 100;
/** Most specialties a profile holds, and the longest label. */
export const SPECIALTIES_MAX = 20;
export const SPECIALTY_LABEL_MAX_LENGTH = 200;
/** Most "other" links, the longest link and portal name. */
export const OTHER_LINKS_MAX = 10;
export const LINK_MAX_LENGTH = 2048;
export const PORTAL_NAME_MAX_LENGTH = 100;
/** The photo: accepted types (by content), largest upload, largest decoded image. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo fits in this square (pixels), re-encoded as WebP. */
export const PHOTO_STORED_SIZE = 600;

/** Error codes of the edits (beside the spec's §8 codes). */
export const PROFILE_EDIT_ERROR_CODES = {
  /** The name of an employed person comes from the national registry. */
  REGISTRY_DATA_READ_ONLY: 'REGISTRY_DATA_READ_ONLY',
  /** A deceased person's profile, or one whose account was deleted. */
  PROFILE_LOCKED_ERROR: 'PROFILE_LOCKED_ERROR',
} as const;

/**
 * A trimmed plain text; '' becomes null. Markup is refused, not stripped, so nothing is lost
 * silently. One line unless the field is prose (`lines: 'many'`: a biography, a note).
 */
function plainText(max: number, lines: 'one' | 'many' = 'one') {
  const checked = noMarkup(z.string().max(max, `must be at most ${max} characters`));
  return z
    .string({ message: 'must be text' })
    .transform((value) => value.trim())
    .pipe(lines === 'one' ? oneLine(checked) : multiLine(checked))
    .transform((value) => (value === '' ? null : value));
}

/** A one-line name part: letters of any script, spaces, hyphens, apostrophes and dots. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const namePart = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, { message: 'is required', abort: true })
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .regex(NAME, 'may hold only letters, spaces, hyphens, apostrophes and dots');

/**
 * `PUT v1.0/profile/personalData`: the name block (accounts-and-platform §3, §5). A person with
 * current employment has their names from the national registry and sends only `secondName`.
 */
export const PersonalDataBodySchema = z.object({
  name: namePart.optional(),
  surname: namePart.optional(),
  secondName: z
    .union([namePart, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((value) => value ?? null),
});
export type PersonalDataBody = z.infer<typeof PersonalDataBodySchema>;

/** `PUT v1.0/profile/aboutMe`: the biography in Polish and English, plain text. */
export const AboutMeBodySchema = z.object({
  aboutMe: plainText(ABOUT_ME_MAX_LENGTH, 'many').nullable().default(null),
  aboutMeEn: plainText(ABOUT_ME_MAX_LENGTH, 'many').nullable().default(null),
});
export type AboutMeBody = z.infer<typeof AboutMeBodySchema>;

/** A phone number: an optional +, then digits with spaces, hyphens or brackets; 7–15 digits. */
const PHONE = /^\+?[0-9][0-9 ()-]*[0-9]$/;
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** `PUT v1.0/profile/contact`: e-mail, phone and who may see each (accounts-and-platform §4). */
export const ContactBodySchema = z.object({
  email: z.preprocess(
    emptyToNull,
    z
      .string({ message: 'must be text' })
      .trim()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email({ message: 'must be an e-mail address' }))
      .nullable()
      .default(null),
  ),
  phoneNumber: z.preprocess(
    emptyToNull,
    z
      .string({ message: 'must be text' })
      .trim()
      .max(32, 'must be at most 32 characters')
      .refine(isPhoneNumber, 'must be a phone number: digits, optionally +, spaces, hyphens')
      .nullable()
      .default(null),
  ),
  visibilityEmail: ContactVisibilitySchema.default('ADMINS_ONLY'),
  visibilityPhone: ContactVisibilitySchema.default('ADMINS_ONLY'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** Only web addresses: http(s) with a host; `javascript:`, `data:` and the rest are refused. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// One line: a URL parser drops tabs and line breaks, the stored text would keep them.
const link = oneLine(
  z
    .string({ message: 'must be text' })
    .trim()
    .max(LINK_MAX_LENGTH, `must be at most ${LINK_MAX_LENGTH} characters`),
).refine(isWebLink, 'must be a web address starting with http:// or https://');
const optionalLink = z.preprocess(emptyToNull, link.nullable().default(null));

/** `PUT v1.0/profile/myProfiles`: links to other portals (profiles-area §3 profile links). */
export const MyProfilesBodySchema = z.object({
  googleScholar: optionalLink,
  linkedIn: optionalLink,
  bwnp: optionalLink,
  researchGate: optionalLink,
  scopus: optionalLink,
  webOfScience: optionalLink,
  wikipedia: optionalLink,
  others: z
    .array(
      z
        .object({
          portalName: z.preprocess(
            emptyToNull,
            plainText(PORTAL_NAME_MAX_LENGTH).nullable().default(null),
          ),
          link: z.preprocess(emptyToNull, link.nullable().default(null)),
        })
        .superRefine((other, ctx) => {
          if (other.portalName !== null && other.link === null) {
            ctx.addIssue({
              code: 'custom',
              path: ['link'],
              message: 'is required when a portal name is given',
              input: other.link,
            });
          }
        }),
    )
    .default([])
    // accounts-and-platform §5: entries with neither link nor portal name are dropped.
    .transform((others) =>
      others.flatMap((o) => (o.link === null ? [] : [{ portalName: o.portalName, link: o.link }])),
    )
    .pipe(
      z
        .array(z.object({ portalName: z.string().nullable(), link: z.string() }))
        .max(OTHER_LINKS_MAX, `must hold at most ${OTHER_LINKS_MAX} links`),
    ),
});
export type MyProfilesBody = z.infer<typeof MyProfilesBodySchema>;

const specialtyLabel = noMarkup(
  oneLine(
    z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(SPECIALTY_LABEL_MAX_LENGTH, `must be at most ${SPECIALTY_LABEL_MAX_LENGTH} characters`),
  ),
);

/**
 * `POST v1.0/profile/{profileId}/editSpecialties`: the whole list, in order. The order is
 * renumbered from 1 by position (accounts-and-platform §5); `order` sent is ignored. Polish
 * and English names are both required. `termId` names a term of the specialty type-ahead;
 * without it the pair of names is looked up and, if new, added to the dictionary.
 */
export const EditSpecialtiesBodySchema = z.object({
  specialties: z
    .array(
      z.object({
        specialtyId: UuidSchema.nullish(),
        termId: UuidSchema.nullish(),
        labelPl: specialtyLabel,
        labelEn: specialtyLabel,
        order: z.number().int().optional(),
      }),
    )
    .max(SPECIALTIES_MAX, `must hold at most ${SPECIALTIES_MAX} specialties`),
});
export type EditSpecialtiesBody = z.infer<typeof EditSpecialtiesBodySchema>;

/** A photo upload answer beside the profile: what was stored. */
export const MainImageSchema = z.object({
  profileId: UuidSchema,
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type MainImage = z.infer<typeof MainImageSchema>;

/** `DELETE v1.0/profile/deleteMainImage`: whether there was a photo to delete. */
export const DeletedMainImageSchema = z.object({ profileId: UuidSchema, deleted: z.boolean() });
export type DeletedMainImage = z.infer<typeof DeletedMainImageSchema>;

/** Audit actions of the owner's edits (the audit log administrators read). */
export const PROFILE_EDIT_AUDIT_ACTIONS = {
  PERSONAL_DATA: 'PROFILE_PERSONAL_DATA_EDITED',
  ABOUT_ME: 'PROFILE_ABOUT_ME_EDITED',
  CONTACT: 'PROFILE_CONTACT_EDITED',
  LINKS: 'PROFILE_LINKS_EDITED',
  PHOTO_UPLOADED: 'PROFILE_PHOTO_UPLOADED',
  PHOTO_DELETED: 'PROFILE_PHOTO_DELETED',
  SPECIALTIES: 'PROFILE_SPECIALTIES_EDITED',
  EMPLOYMENT: 'PROFILE_EMPLOYMENT_EDITED',
  EMPLOYMENT_RESTORED: 'PROFILE_EMPLOYMENT_RESTORED',
  DEGREE: 'PROFILE_DEGREE_EDITED',
  DEGREE_RESTORED: 'PROFILE_DEGREE_RESTORED',
  RESEARCH_WORK_TITLE: 'RESEARCH_WORK_TITLE_EDITED',
} as const;

// ---------------------------------------------------------------------------------------------
// Employments, degrees and titles, research-work titles (accounts-and-platform §1, §4, §6;
// profiles-area §4). The spec shows no calls for them: designed here beside §7.
// ---------------------------------------------------------------------------------------------

/**
 * What the owner may change in an employment. The facts a state system vouches for
 * (institution, status, dates) stay read-only; the first edit of a delivered record keeps the
 * delivered values of these fields in `original`, which restore brings back.
 */
export const EMPLOYMENT_EDITABLE_FIELDS = [
  'position',
  'positionEn',
  'additionalInformation',
  'internetLink',
] as const;
/** What the owner may change in a degree or title (type, institution, discipline stay). */
export const DEGREE_EDITABLE_FIELDS = ['label', 'year', 'classificationLabel'] as const;
export const POSITION_MAX_LENGTH = 200;
export const ADDITIONAL_INFORMATION_MAX_LENGTH = 1000;
export const DEGREE_LABEL_MAX_LENGTH = 64;
export const CLASSIFICATION_LABEL_MAX_LENGTH = 300;
export const RESEARCH_WORK_TITLE_MAX_LENGTH = 1000;
/** Earliest year of a degree the portal accepts (the oldest records of Nauka Polska). */
export const DEGREE_YEAR_MIN = 1900;

/** Error codes of these edits (409). */
export const RECORD_EDIT_ERROR_CODES = {
  /** Restore of a record the owner has not changed: there is nothing delivered to bring back. */
  NOTHING_TO_RESTORE: 'NOTHING_TO_RESTORE',
  /** A research work whose title is POL-on's, or of kind 202504 (profiles-area §4, §9). */
  RESEARCH_WORK_READ_ONLY: 'RESEARCH_WORK_READ_ONLY',
  /** An employment, degree or research work that is not the session's own profile's. */
  RECORD_NOT_FOUND: 'RECORD_NOT_FOUND',
} as const;

const optionalText = (max: number, lines: 'one' | 'many' = 'one') =>
  z.preprocess(emptyToNull, plainText(max, lines).nullable().default(null));

/** `PUT v1.0/profile/employment/{employmentId}`: the owner's fields of one employment. */
export const EmploymentEditBodySchema = z.strictObject({
  position: optionalText(POSITION_MAX_LENGTH),
  positionEn: optionalText(POSITION_MAX_LENGTH),
  additionalInformation: optionalText(ADDITIONAL_INFORMATION_MAX_LENGTH, 'many'),
  internetLink: optionalLink,
});
export type EmploymentEditBody = z.infer<typeof EmploymentEditBodySchema>;

/** `PUT v1.0/profile/degreeOrTitle/{degreeId}`: the owner's fields of one degree or title. */
export const DegreeEditBodySchema = z.strictObject({
  label: noMarkup(
    oneLine(
      z
        .string({ message: 'is required' })
        .trim()
        .min(1, { message: 'is required', abort: true })
        .max(DEGREE_LABEL_MAX_LENGTH, `must be at most ${DEGREE_LABEL_MAX_LENGTH} characters`),
    ),
  ),
  year: z
    .number({ message: 'must be a year of four digits' })
    .int('must be a year of four digits')
    .min(DEGREE_YEAR_MIN, `must be ${DEGREE_YEAR_MIN} or later`)
    .max(9999, 'must be a year of four digits')
    .nullable()
    .default(null),
  classificationLabel: optionalText(CLASSIFICATION_LABEL_MAX_LENGTH),
});
export type DegreeEditBody = z.infer<typeof DegreeEditBodySchema>;

/**
 * `PUT v1.0/profile/researchWork/{researchWorkId}/title`: the Polish title (required) and the
 * English one; the titles replaced are kept in `previousTitles`.
 */
export const ResearchWorkTitleBodySchema = z.strictObject({
  polishTitle: z
    .string({ message: 'is required' })
    .transform((value) => value.trim())
    .pipe(
      noMarkup(
        oneLine(
          z
            .string()
            .min(1, 'is required')
            .max(
              RESEARCH_WORK_TITLE_MAX_LENGTH,
              `must be at most ${RESEARCH_WORK_TITLE_MAX_LENGTH} characters`,
            ),
        ),
      ),
    ),
  englishTitle: optionalText(RESEARCH_WORK_TITLE_MAX_LENGTH),
});
export type ResearchWorkTitleBody = z.infer<typeof ResearchWorkTitleBodySchema>;

export const EmploymentIdParamsSchema = z.object({ employmentId: UuidSchema });
export const DegreeIdParamsSchema = z.object({ degreeId: UuidSchema });
export const ResearchWorkIdParamsSchema = z.object({ researchWorkId: UuidSchema });

/** Where one datum of the edit view comes from, and whether the owner may change it. */
export const FieldSourceSchema = z.object({
  source: DataSourceSchema,
  editable: z.boolean(),
});
export type FieldSource = z.infer<typeof FieldSourceSchema>;

/** The delivered values of an edited employment (restore brings them back). */
const EmploymentValuesSchema = z.object({
  position: z.string().nullable(),
  positionEn: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  internetLink: z.string().nullable(),
});
const DegreeValuesSchema = z.object({
  label: z.string(),
  year: z.number().int().nullable(),
  classificationLabel: z.string().nullable(),
});

/**
 * One employment as the owner edits it. `source` is the system that delivered the record;
 * `editedByOwner` says the shown values are the owner's, `original` holds the delivered ones.
 */
export const EditableEmploymentSchema = EmploymentValuesSchema.extend({
  employmentId: UuidSchema,
  institution: z.string(),
  statusEmployment: z.enum(['CURRENT', 'FORMER']),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  source: DataSourceSchema,
  /** True for a record of a state system: only `editableFields` may change. */
  fromStateSystem: z.boolean(),
  editableFields: z.array(z.enum(EMPLOYMENT_EDITABLE_FIELDS)),
  editedByOwner: z.boolean(),
  modifiedByUserAt: z.iso.datetime().nullable(),
  original: EmploymentValuesSchema.nullable(),
});
export type EditableEmployment = z.infer<typeof EditableEmploymentSchema>;

export const EditableDegreeSchema = DegreeValuesSchema.extend({
  id: UuidSchema,
  degreeOrTitleType: z.enum(['MASTER', 'DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR']),
  grantingInstitutionName: z.string().nullable(),
  source: DataSourceSchema,
  fromStateSystem: z.boolean(),
  editableFields: z.array(z.enum(DEGREE_EDITABLE_FIELDS)),
  editedByOwner: z.boolean(),
  modifiedByUserAt: z.iso.datetime().nullable(),
  original: DegreeValuesSchema.nullable(),
});
export type EditableDegree = z.infer<typeof EditableDegreeSchema>;

/** A research work the owner is the author of, with its titles and whether they may change. */
export const EditableResearchWorkSchema = z.object({
  researchWorkId: UuidSchema,
  researchWorkKindId: z.number().int(),
  polishTitle: z.string(),
  englishTitle: z.string().nullable(),
  titleKind: DataSourceSchema.nullable(),
  canEdit: z.boolean(),
});
export type EditableResearchWork = z.infer<typeof EditableResearchWorkSchema>;

/**
 * `GET v1.0/profile/{profileId}/editData` ("profile edit data", accounts-and-platform §2):
 * what the edit view needs beside `shortPerson`: for every field and record where it comes
 * from and whether the owner may change it (data of state systems are read-only, §5, §6).
 */
export const ProfileEditDataSchema = z.object({
  profileId: UuidSchema,
  isProfileVisible: z.boolean(),
  /** False for a deceased person's profile or one whose account was deleted. */
  editable: z.boolean(),
  personalData: z.object({
    name: FieldSourceSchema,
    surname: FieldSourceSchema,
    secondName: FieldSourceSchema,
  }),
  employments: z.array(EditableEmploymentSchema),
  degreesAndTitles: z.array(EditableDegreeSchema),
  researchWorks: z.array(EditableResearchWorkSchema),
});
export type ProfileEditData = z.infer<typeof ProfileEditDataSchema>;
