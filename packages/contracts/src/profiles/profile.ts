import { z } from 'zod';
import { OrcidAffiliationSchema } from './orcid.js';
import { CodeLabelSchema, DataSourceSchema, IsoDateSchema, UuidSchema } from './common.js';

export const ContactVisibilitySchema = z.enum(['ADMINS_ONLY', 'LOGGED_IN', 'EVERYONE']);
export type ContactVisibility = z.infer<typeof ContactVisibilitySchema>;

/** Employment (profiles-area §3). */
export const EmploymentSchema = z.object({
  employmentId: UuidSchema,
  institution: z.string(),
  institutionId: UuidSchema.nullable(),
  position: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  employmentSource: DataSourceSchema,
  statusEmployment: z.enum(['CURRENT', 'FORMER']),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  internetLink: z.string().nullable(),
});
export type Employment = z.infer<typeof EmploymentSchema>;

export const SpecialtySchema = z.object({
  specialtyId: UuidSchema,
  labelPl: z.string(),
  labelEn: z.string(),
  order: z.number().int(),
});
export type Specialty = z.infer<typeof SpecialtySchema>;

export const DomainDisciplineSchema = z.object({
  domain: CodeLabelSchema,
  discipline: CodeLabelSchema,
  main: z.boolean(),
});
export type DomainDiscipline = z.infer<typeof DomainDisciplineSchema>;

const PortalLinkSchema = z.object({ portalName: z.string().nullable(), link: z.string() });

/** Links to other portals; `others` carry their portal name. */
export const ProfileLinksSchema = z.object({
  googleScholar: z.string().nullable(),
  linkedIn: z.string().nullable(),
  bwnp: z.string().nullable(),
  researchGate: z.string().nullable(),
  scopus: z.string().nullable(),
  webOfScience: z.string().nullable(),
  wikipedia: z.string().nullable(),
  others: z.array(PortalLinkSchema),
});
export type ProfileLinks = z.infer<typeof ProfileLinksSchema>;

/** Contact data: a value is present only where its visibility lets this reader see it. */
export const ContactDataSchema = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  visibilityEmail: ContactVisibilitySchema,
  visibilityPhone: ContactVisibilitySchema,
});
export type ContactData = z.infer<typeof ContactDataSchema>;

export const ProfileFileSchema = z.object({
  id: UuidSchema,
  name: z.string(),
  /** Base64 of the image. */
  content: z.string(),
});
export type ProfileFile = z.infer<typeof ProfileFileSchema>;

/** `GET v1.3/public/profile/{profileId}/detailsPerson` (profiles-area §3 "Profile"). */
export const PersonDetailsSchema = z.object({
  profileId: UuidSchema,
  name: z.string(),
  secondName: z.string().nullable(),
  surname: z.string(),
  previousName: z.string().nullable(),
  previousSurname: z.string().nullable(),
  prefix: z.string().nullable(),
  aboutMe: z.string().nullable(),
  aboutMeEn: z.string().nullable(),
  calculatedEduLevel: z.string().nullable(),
  domainIconCode: z.string().nullable(),
  currentEmployments: z.array(EmploymentSchema),
  employments: z.array(EmploymentSchema),
  domainDisciplines: z.array(DomainDisciplineSchema),
  specialties: z.array(SpecialtySchema),
  file: ProfileFileSchema.nullable(),
  profileLinks: ProfileLinksSchema,
  contactData: ContactDataSchema,
  dead: z.boolean(),
  orcid: z.string().nullable(),
  orcidUrl: z.string().nullable(),
  isProfileVisible: z.boolean(),
});
export type PersonDetails = z.infer<typeof PersonDetailsSchema>;

/** `GET public/profile/{profileId}/orcid`. */
export const ProfileOrcidSchema = z.object({
  profileId: UuidSchema,
  orcid: z.string().nullable(),
  orcidUrl: z.string().nullable(),
  /** Beside the spec (issue 43): what the last ORCID refresh read, labelled source ORCID. */
  fetchedAt: z.iso.datetime().nullable().optional(),
  employments: z.array(OrcidAffiliationSchema).optional(),
  educations: z.array(OrcidAffiliationSchema).optional(),
});
export type ProfileOrcid = z.infer<typeof ProfileOrcidSchema>;

/** Degree or title item (profiles-area §3). */
export const DegreeOrTitleSchema = z.object({
  id: UuidSchema,
  year: z.number().int().nullable(),
  degreeOrTitleType: z.enum(['MASTER', 'DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR']),
  /** As printed: "mgr inż.", "dr hab.", "prof.". */
  label: z.string(),
  classificationLabels: z.object({
    label: z.string().nullable(),
    domain: CodeLabelSchema.nullable(),
    discipline: CodeLabelSchema.nullable(),
  }),
  grantingInstitution: z.object({
    country: z.string().nullable(),
    institutionId: UuidSchema.nullable(),
    institutionName: z.string().nullable(),
  }),
  registryInstitution: z.string().nullable(),
  source: DataSourceSchema,
  titleKind: DataSourceSchema.nullable(),
});
export type DegreeOrTitle = z.infer<typeof DegreeOrTitleSchema>;

export const DegreesAndTitlesSchema = z.object({
  profileId: UuidSchema,
  degreesAndTitles: z.array(DegreeOrTitleSchema),
});
export type DegreesAndTitles = z.infer<typeof DegreesAndTitlesSchema>;

/** `GET public/profile/profileId?bwnpId=`: the profile id behind a legacy Nauka Polska id. */
export const BwnpQuerySchema = z.object({
  bwnpId: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be a positive number')
    .max(2_147_483_647, 'is too large'),
});
export type BwnpQuery = z.infer<typeof BwnpQuerySchema>;
export const ProfileIdResultSchema = z.object({ profileId: UuidSchema });
export type ProfileIdResult = z.infer<typeof ProfileIdResultSchema>;

/** `GET public/images?profileIds=`: at most this many ids per call. */
export const IMAGES_MAX_IDS = 50;
export const ImagesQuerySchema = z.object({
  profileIds: z
    .string({ message: 'is required: comma-separated profile ids' })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(
      z
        .array(UuidSchema)
        .min(1, 'must name at least one profile id')
        .max(IMAGES_MAX_IDS, `must name at most ${IMAGES_MAX_IDS} profile ids`),
    ),
});
export type ImagesQuery = z.infer<typeof ImagesQuerySchema>;
export const ProfileImageSchema = z.object({
  profileId: UuidSchema,
  /** Base64 of the image, or null when the profile has none. */
  content: z.string().nullable(),
  mimeType: z.string().nullable(),
});
export type ProfileImage = z.infer<typeof ProfileImageSchema>;
export const ProfileImagesSchema = z.array(ProfileImageSchema);
export type ProfileImages = z.infer<typeof ProfileImagesSchema>;

/**
 * `POST v1.1/public/profile/{profileId}/scientistDetailsInfo` request body (designed here;
 * the spec shows only the answer): which sub-modules to summarise, and in what language.
 */
export const SCIENTIST_DETAILS_MODULES = [
  'publications',
  'artisticAchievements',
  'patents',
  'projects',
  'researchWorks',
  'memberships',
  'functions',
  'degreesAndTitles',
] as const;
export const ScientistDetailsInfoRequestSchema = z
  .object({
    modules: z
      .array(z.enum(SCIENTIST_DETAILS_MODULES))
      .min(1, 'must name at least one module')
      .max(SCIENTIST_DETAILS_MODULES.length)
      .refine((m) => new Set(m).size === m.length, 'must not repeat a module'),
  })
  .strict();
export type ScientistDetailsInfoRequest = z.infer<typeof ScientistDetailsInfoRequestSchema>;
/**
 * One datum of a sub-module: the spec's code and label, and beside them (added here) the
 * number the label states, so programs need not parse a translated text.
 */
export const ScientistDetailsDatumSchema = CodeLabelSchema.extend({ value: z.number().int() });
export type ScientistDetailsDatum = z.infer<typeof ScientistDetailsDatumSchema>;
/** One sub-module result: its id, a link to its page, and code/label data. */
export const ScientistDetailsInfoItemSchema = z.object({
  id: z.enum(SCIENTIST_DETAILS_MODULES),
  link: z.string(),
  datas: z.array(ScientistDetailsDatumSchema),
});
export type ScientistDetailsInfoItem = z.infer<typeof ScientistDetailsInfoItemSchema>;
export const ScientistDetailsInfoSchema = z.array(ScientistDetailsInfoItemSchema);
export type ScientistDetailsInfo = z.infer<typeof ScientistDetailsInfoSchema>;

/** `GET v1.0/public/profile/newest?limit=` (beside the spec): the home page's new profiles. */
export const NEWEST_PROFILES_DEFAULT = 6;
export const NEWEST_PROFILES_MAX = 20;
export const NewestProfilesQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(NEWEST_PROFILES_MAX, `must be at most ${NEWEST_PROFILES_MAX}`)
    .default(NEWEST_PROFILES_DEFAULT),
});
export type NewestProfilesQuery = z.infer<typeof NewestProfilesQuerySchema>;
export const NewestProfileSchema = z.object({
  profileId: UuidSchema,
  prefix: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  /** Highest degree or title as printed before the name ("prof. dr hab."). */
  title: z.string().nullable(),
  /** The institution of the current employment, if any. */
  institutionName: z.string().nullable(),
  /** When the profile appeared on the portal. */
  createdAt: z.iso.datetime(),
});
export type NewestProfile = z.infer<typeof NewestProfileSchema>;
export const NewestProfilesSchema = z.object({ items: z.array(NewestProfileSchema) });
export type NewestProfiles = z.infer<typeof NewestProfilesSchema>;

/** An ORCID iD as ORCID writes it (four groups of four, the last character a digit or X). */
export const ORCID_ID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** A PBN object id (24 hexadecimal digits, as PBN's API writes its people's ids). */
export const PBN_ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * `GET v1.0/public/profile/byIdentifier?orcid=…|pbnId=…` (beside the spec; issue 44): the
 * public profile of a person known by an outside identifier; exactly one of the two.
 */
export const ProfileByIdentifierQuerySchema = z
  .object({
    orcid: z
      .string()
      .regex(ORCID_ID_PATTERN, 'must be an ORCID iD such as 0000-0002-1825-0097')
      .optional(),
    pbnId: z.string().regex(PBN_ID_PATTERN, 'must be a PBN id: 24 hexadecimal digits').optional(),
  })
  .refine((query) => (query.orcid === undefined) !== (query.pbnId === undefined), {
    message: 'give exactly one of orcid and pbnId',
    path: ['orcid'],
  });
export type ProfileByIdentifierQuery = z.infer<typeof ProfileByIdentifierQuerySchema>;
