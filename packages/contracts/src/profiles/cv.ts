// Contracts of the CV builder (profiles-area §3 "CV", §4, §5, §7 "CV", §9; accounts §1, §2).
// The spec names the paths and fields; the limits below are ours, stated once here so the
// server's checks and the web app's counters use the same numbers (decision 020).
import { z } from 'zod';
import { isoDate as requestDate, UuidSchema } from './common.js';
import { PublicationTypeSchema } from './publication.js';
import { multiLine, oneLine } from '../text.js';

/** The CV's language, in the query of `POST cv/{profileId}` and the dictionaries. */
export const CV_LANGUAGES = ['pl', 'en'] as const;
export const CvLanguageSchema = z.enum(CV_LANGUAGES, { message: 'must be pl or en' });
export type CvLanguage = z.infer<typeof CvLanguageSchema>;

/** The downloads of `GET cv/{cvId}/all?cvType=` (decision 020). */
export const CV_DOWNLOAD_TYPES = ['NARRATIVE_PDF', 'NARRATIVE_DOCX', 'PLAIN_DOCX'] as const;
export const CvDownloadTypeSchema = z.enum(CV_DOWNLOAD_TYPES, {
  message: `must be one of ${CV_DOWNLOAD_TYPES.join(', ')}`,
});
export type CvDownloadType = z.infer<typeof CvDownloadTypeSchema>;

/** Limits: a CV fits the bench's 300 publications; a narrative field is a page or two. */
export const CV_LIMITS = {
  /** CVs one profile keeps. */
  cvs: 50,
  basicData: 30,
  basicValue: 500,
  listItems: 50,
  itemName: 500,
  publications: 300,
  publicationTitle: 2000,
  author: 300,
  publicationDescription: 1000,
  descriptionFields: 20,
  descriptionValue: 5000,
  experienceYears: 80,
  filter: 200,
} as const;
/** What the CV builder suggests (profiles-area §9). */
export const CV_SUGGESTIONS = {
  publications: 5,
  memberships: 3,
  functions: 3,
  specialties: 5,
} as const;

/**
 * A trimmed text of at most `max` characters: one line (names, titles, authors), or several
 * where the field is written as prose (`lines: 'many'`: tab and new lines allowed).
 */
function text(max: number, required = true, lines: 'one' | 'many' = 'one') {
  const checked = z.string().max(max, `must be at most ${max} characters`);
  return z
    .string({ message: 'must be text' })
    .transform((value) => value.trim())
    .pipe(
      (lines === 'one' ? oneLine(checked) : multiLine(checked)).refine(
        (value) => !required || value !== '',
        'is required',
      ),
    );
}
const optionalText = (max: number, lines: 'one' | 'many' = 'one') =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text(max, false, lines).nullable().default(null),
  );
/** `order` is accepted and ignored: saving renumbers from the position (profiles-area §4). */
const order = z.number({ message: 'must be a number' }).int('must be a whole number').optional();
const year = z
  .number({ message: 'must be a year' })
  .int('must be a year')
  .min(1000, 'must be a four-digit year')
  .max(9999, 'must be a four-digit year');

export const CvIdParamsSchema = z.object({ cvId: UuidSchema });
export const CvCreateQuerySchema = z.object({ language: CvLanguageSchema });
export const CvLanguageQuerySchema = z.object({ language: CvLanguageSchema.default('pl') });
export const CvAllQuerySchema = z.object({ cvType: CvDownloadTypeSchema });

/** One CV in the owner's list (profiles-area §3). */
export const CvSummarySchema = z.object({
  cvId: UuidSchema,
  creationDate: z.string(),
  language: CvLanguageSchema,
});
export type CvSummary = z.infer<typeof CvSummarySchema>;
export const CvListSchema = z.array(CvSummarySchema);

// Basic data -----------------------------------------------------------------------------
export const CvBasicDataItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  order: z.number().int(),
});
export type CvBasicDataItem = z.infer<typeof CvBasicDataItemSchema>;
export const CvBasicDataSchema = z.object({ basicData: z.array(CvBasicDataItemSchema) });
export type CvBasicData = z.infer<typeof CvBasicDataSchema>;

export const CvBasicInfoBodySchema = z.object({
  values: z
    .array(
      z.object({
        key: oneLine(
          z.string({ message: 'must be a label key' }).trim().min(1, 'is required').max(64),
        ),
        value: text(CV_LIMITS.basicValue),
        order,
      }),
    )
    .max(CV_LIMITS.basicData, `must hold at most ${CV_LIMITS.basicData} items`),
});
export type CvBasicInfoBody = z.infer<typeof CvBasicInfoBodySchema>;

export const CvLabelSchema = z.object({
  key: z.string(),
  label: z.string(),
  section: z.enum(['BASIC_DATA', 'DESCRIPTION', 'QUALIFICATIONS', 'PUBLICATIONS', 'GENERAL']),
  tip: z.string().nullable(),
  order: z.number().int(),
});
export type CvLabel = z.infer<typeof CvLabelSchema>;
export const CvLabelListSchema = z.array(CvLabelSchema);
export const CvRemainingLabelsSchema = z.object({
  enableLabels: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type CvRemainingLabels = z.infer<typeof CvRemainingLabelsSchema>;

// Qualifications -------------------------------------------------------------------------
export const CvFunctionSchema = z.object({
  functionId: UuidSchema.nullable(),
  name: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  order: z.number().int(),
});
export const CvMembershipSchema = z.object({
  membershipId: UuidSchema.nullable(),
  name: z.string(),
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  order: z.number().int(),
});
export const CvSpecialtySchema = z.object({
  specialtyId: UuidSchema.nullable(),
  name: z.string(),
  order: z.number().int(),
});
export const CvQualificationsSchema = z.object({
  functions: z.array(CvFunctionSchema),
  memberships: z.array(CvMembershipSchema),
  specialties: z.array(CvSpecialtySchema),
  experienceYears: z.number().int(),
});
export type CvQualifications = z.infer<typeof CvQualificationsSchema>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(CV_LIMITS.listItems, `must hold at most ${CV_LIMITS.listItems} items`)
    .default([]);
const isoDate = requestDate.nullable().default(null);
const fromBeforeTo = <T extends { from: unknown; to: unknown }>(v: T) =>
  v.from === null || v.to === null || String(v.from) <= String(v.to);

export const CvQualificationBodySchema = z.object({
  functions: list(
    z
      .object({
        functionId: UuidSchema.nullable().default(null),
        name: text(CV_LIMITS.itemName),
        fromDate: isoDate,
        toDate: isoDate,
        order,
      })
      .refine((v) => fromBeforeTo({ from: v.fromDate, to: v.toDate }), {
        message: 'must not end before it starts',
        path: ['toDate'],
      }),
  ),
  memberships: list(
    z
      .object({
        membershipId: UuidSchema.nullable().default(null),
        name: text(CV_LIMITS.itemName),
        fromYear: year.nullable().default(null),
        toYear: year.nullable().default(null),
        order,
      })
      .refine((v) => v.fromYear === null || v.toYear === null || v.fromYear <= v.toYear, {
        message: 'must not end before it starts',
        path: ['toYear'],
      }),
  ),
  specialties: list(
    z.object({
      specialtyId: UuidSchema.nullable().default(null),
      name: text(CV_LIMITS.itemName),
      order,
    }),
  ),
  /** profiles-area §5: experience years default to 0. */
  experienceYears: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(CV_LIMITS.experienceYears, `must be at most ${CV_LIMITS.experienceYears}`)
    .default(0),
});
export type CvQualificationBody = z.infer<typeof CvQualificationBodySchema>;

// Publications ---------------------------------------------------------------------------
export const CvPublicationSchema = z.object({
  publicationId: UuidSchema.nullable(),
  author1: z.string().nullable(),
  author2: z.string().nullable(),
  author3: z.string().nullable(),
  year: z.number().int().nullable(),
  title: z.string(),
  publicationType: PublicationTypeSchema,
  doi: z.string().nullable(),
  order: z.number().int(),
  description: z.string().nullable(),
});
export type CvPublication = z.infer<typeof CvPublicationSchema>;
export const CvPublicationsSchema = z.object({ publications: z.array(CvPublicationSchema) });
export type CvPublications = z.infer<typeof CvPublicationsSchema>;

/** A DOI as stored: the bare 10.x/… form. */
const DOI = /^10\.\d{4,9}\/\S+$/;
export const CvPublicationBodySchema = z.object({
  publications: z
    .array(
      z.object({
        /** A publication of the owner's profile; null for one typed in by hand. */
        publicationId: UuidSchema.nullable().default(null),
        author1: optionalText(CV_LIMITS.author),
        author2: optionalText(CV_LIMITS.author),
        author3: optionalText(CV_LIMITS.author),
        year: year.nullable().default(null),
        title: text(CV_LIMITS.publicationTitle),
        publicationType: PublicationTypeSchema,
        doi: z.preprocess(
          (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
          z
            .string({ message: 'must be text' })
            .trim()
            .max(255, 'must be at most 255 characters')
            .regex(DOI, 'must be a DOI (10.xxxx/…)')
            .nullable()
            .default(null),
        ),
        order,
        description: optionalText(CV_LIMITS.publicationDescription, 'many'),
      }),
    )
    .max(CV_LIMITS.publications, `must hold at most ${CV_LIMITS.publications} items`),
});
export type CvPublicationBody = z.infer<typeof CvPublicationBodySchema>;

export const CvForChooseQuerySchema = z.object({
  /** Words of the title, an author or the DOI. */
  filter: oneLine(
    z.string().trim().max(CV_LIMITS.filter, `must be at most ${CV_LIMITS.filter} characters`),
  ).optional(),
  type: PublicationTypeSchema.optional(),
  year: z.coerce
    .number({ message: 'must be a year' })
    .int('must be a year')
    .min(1000)
    .max(9999)
    .optional(),
});
export type CvForChooseQuery = z.infer<typeof CvForChooseQuerySchema>;
export const CvForChooseSchema = z.object({
  publications: z.array(CvPublicationSchema.omit({ order: true, description: true })),
  /** The owner's projects the narrative can cite (evidence markers `[[project:<id>]]`). */
  projects: z.array(
    z.object({ projectId: UuidSchema, title: z.string(), year: z.number().int().nullable() }),
  ),
});
export type CvForChoose = z.infer<typeof CvForChooseSchema>;

// Descriptive part -----------------------------------------------------------------------
export const CvDescriptionFieldSchema = z.object({
  key: z.string(),
  value: z.string(),
  order: z.number().int(),
  internalId: z.number().int(),
  tip: z.string().nullable(),
});
export type CvDescriptionField = z.infer<typeof CvDescriptionFieldSchema>;
export const CvDescriptionFieldsSchema = z.object({
  descriptionFields: z.array(CvDescriptionFieldSchema),
});
export type CvDescriptionFields = z.infer<typeof CvDescriptionFieldsSchema>;

export const CvDescriptionFieldsBodySchema = z.object({
  values: z
    .array(
      z.object({
        key: oneLine(
          z.string({ message: 'must be a label key' }).trim().min(1, 'is required').max(64),
        ),
        value: text(CV_LIMITS.descriptionValue, false, 'many'),
        order,
        internalId: z
          .number({ message: 'must be a number' })
          .int('must be a whole number')
          .min(1)
          .max(1000),
      }),
    )
    .max(CV_LIMITS.descriptionFields, `must hold at most ${CV_LIMITS.descriptionFields} items`),
});
export type CvDescriptionFieldsBody = z.infer<typeof CvDescriptionFieldsBodySchema>;

/** Error codes of the CV builder (beside the generic ones). */
export const CV_ERROR_CODES = {
  CV_NOT_FOUND: 'CV_NOT_FOUND',
  /** A profile keeps at most `CV_LIMITS.cvs` CVs (409). */
  CV_LIMIT_ERROR: 'CV_LIMIT_ERROR',
  /** No verification code of that spelling (unknown, malformed or of a hidden profile: 404). */
  CV_VERIFICATION_NOT_FOUND: 'CV_VERIFICATION_NOT_FOUND',
} as const;

/** Audit actions of the CV builder. */
export const CV_AUDIT_ACTIONS = {
  CREATED: 'CV_CREATED',
  SAVED: 'CV_SAVED',
  VERIFICATION_ISSUED: 'CV_VERIFICATION_ISSUED',
  VERIFICATION_REVOKED: 'CV_VERIFICATION_REVOKED',
} as const;

// Citation styles (issue 49, docs/cv.md "Citation styles") ----------------------------------

/**
 * The styles the publication list can take, each a CSL style from the CSL project shipped as
 * data (decision 051). null on a CV: the portal's own list line.
 */
export const CV_CITATION_STYLES = [
  'apa',
  'chicago',
  'harvard',
  'ieee',
  'pn-iso-690',
  'vancouver',
] as const;
export const CvCitationStyleSchema = z.enum(CV_CITATION_STYLES, {
  message: `must be one of ${CV_CITATION_STYLES.join(', ')}`,
});
export type CvCitationStyle = z.infer<typeof CvCitationStyleSchema>;

export const CvCitationStyleBodySchema = z.object({
  citationStyle: CvCitationStyleSchema.nullable(),
});
export type CvCitationStyleBody = z.infer<typeof CvCitationStyleBodySchema>;

/** The CV's style and its publications formatted in it, in the CV's order. */
export const CvCitationStyleAnswerSchema = z.object({
  citationStyle: CvCitationStyleSchema.nullable(),
  /** One reference per publication of the CV, in its order; empty without a style. */
  references: z.array(z.string()),
});
export type CvCitationStyleAnswer = z.infer<typeof CvCitationStyleAnswerSchema>;

// Verification (issue 49, docs/cv.md "Verification") ----------------------------------------

/**
 * A verification code as printed: 24 hexadecimal characters (96 random bits), shown in groups
 * of four. Read case-insensitively, with or without the hyphens.
 */
export const CV_VERIFICATION_CODE = /^[0-9a-f]{24}$/;
export const CvVerificationCodeParamsSchema = z.object({
  code: z
    .string()
    .max(64)
    .transform((value) => value.replaceAll('-', '').toLowerCase()),
});
export const CvVerificationParamsSchema = z.object({
  cvId: UuidSchema,
  code: CvVerificationCodeParamsSchema.shape.code,
});

/** Where a fact comes from: a registry, or the owner (typed in on the portal or in the CV). */
export const CV_FACT_SOURCES = [
  'POLON',
  'RADON',
  'PBN',
  'OPI',
  'NAUKA_POLSKA',
  'ORCID',
  'OWNER',
] as const;
export const CvFactSourceSchema = z.enum(CV_FACT_SOURCES);

/** The facts a verification code stands for, as signed (RFC 8785 canonical JSON, Ed25519). */
export const CvVerifiedFactsSchema = z.object({
  /** The form of the facts; a later form gets a new number. */
  version: z.literal(1),
  code: z.string(),
  /** The day the document was generated (YYYY-MM-DD, UTC). */
  issued: z.string(),
  language: CvLanguageSchema,
  owner: z.object({ profileId: UuidSchema, name: z.string() }),
  /** The degrees and titles the CV names. */
  degrees: z.array(
    z.object({
      label: z.string(),
      year: z.number().int().nullable(),
      institution: z.string().nullable(),
      source: CvFactSourceSchema,
      /** From a registry and not changed by the owner since. */
      confirmed: z.boolean(),
    }),
  ),
  /** The employments the CV names. */
  employments: z.array(
    z.object({
      institution: z.string(),
      position: z.string().nullable(),
      source: CvFactSourceSchema,
      confirmed: z.boolean(),
    }),
  ),
  /** The publications the CV lists, in its order. */
  publications: z.array(
    z.object({
      title: z.string(),
      year: z.number().int().nullable(),
      doi: z.string().nullable(),
      pbnId: z.string().nullable(),
      /** The publication is on the owner's public profile. */
      onProfile: z.boolean(),
    }),
  ),
});
export type CvVerifiedFacts = z.infer<typeof CvVerifiedFactsSchema>;

export const CV_VERIFICATION_STATUSES = ['VALID', 'REVOKED', 'INVALID_SIGNATURE'] as const;

/** `GET public/cv/verification/{code}`: the facts, their signature and what checking it found. */
export const CvVerificationSchema = z.object({
  code: z.string(),
  /** VALID: the signature holds; REVOKED: the owner withdrew the code; INVALID_SIGNATURE: the facts were altered. */
  status: z.enum(CV_VERIFICATION_STATUSES),
  revokedAt: z.string().nullable(),
  facts: CvVerifiedFactsSchema,
  /** Ed25519 over the RFC 8785 canonical JSON of `facts`, base64url. */
  signature: z.string(),
  algorithm: z.literal('Ed25519'),
  /** The RFC 7638 thumbprint of the key in `public/cv/verificationKeys`. */
  keyId: z.string(),
});
export type CvVerification = z.infer<typeof CvVerificationSchema>;

/** The public keys that sign CV facts, as a JSON Web Key Set (OKP, Ed25519). */
export const CvVerificationKeysSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('Ed25519'),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});
export type CvVerificationKeys = z.infer<typeof CvVerificationKeysSchema>;

/** The owner's codes of one CV, newest first. */
export const CvVerificationCodesSchema = z.object({
  codes: z.array(
    z.object({
      code: z.string(),
      creationDate: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
});
export type CvVerificationCodes = z.infer<typeof CvVerificationCodesSchema>;
