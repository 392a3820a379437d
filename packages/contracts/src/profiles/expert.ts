// Contracts of the expert registration (JSDE, accounts-and-platform §3, §4, §5) and the
// expert finder. The spec gives the rules but no calls: these stand beside its paths, in
// its style (docs/decisions/022-experts-and-messages.md).
import { z } from 'zod';
import { CodeLabelSchema, pageOf, UuidSchema } from './common.js';
import { oneLine } from '../text.js';

/** The three entities that ask for consent: the ministry, the processing institute, the council. */
export const EXPERT_CONSENT_ENTITIES = ['MEIN', 'OPI', 'RDN'] as const;
export const ExpertConsentEntitySchema = z.enum(EXPERT_CONSENT_ENTITIES, {
  message: `must be one of ${EXPERT_CONSENT_ENTITIES.join(', ')}`,
});
export type ExpertConsentEntity = z.infer<typeof ExpertConsentEntitySchema>;

export const EXPERT_REGISTRATION_STATUSES = ['NONE', 'ACTIVE', 'ENDED'] as const;
export type ExpertRegistrationStatus = (typeof EXPERT_REGISTRATION_STATUSES)[number];

/** Most disciplines and keywords an expert names, and the longest keyword. */
export const EXPERT_DISCIPLINES_MAX = 10;
export const EXPERT_KEYWORDS_MAX = 20;
export const EXPERT_KEYWORD_MAX_LENGTH = 100;
/** Most applicants one finder call checks for conflicts of interest. */
export const EXPERT_APPLICANTS_MAX = 50;
/**
 * Expert searches one operator makes in a minute (then 429 RATE_LIMITED): a person reading the
 * results needs a few; each call checks up to EXPERT_APPLICANTS_MAX names.
 */
export const EXPERT_SEARCHES_PER_MINUTE = 30;
/** Co-authorship counts as a conflict for publications of the last this many years. */
export const COAUTHORSHIP_YEARS = 5;

/** Error codes of the expert module (beside the spec's §8 codes). */
export const EXPERT_ERROR_CODES = {
  /** The JSDE_MODULE flag is off: the module answers nothing (accounts-and-platform §2, §6). */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  /** The caller is not a registered expert (or the registration has ended). */
  EXPERT_NOT_REGISTERED: 'EXPERT_NOT_REGISTERED',
  /** Withdrawing the last consent ends the registration: it needs `confirmEnd=true`. */
  EXPERT_LAST_CONSENT: 'EXPERT_LAST_CONSENT',
  /** The statement's text changed since the client showed it: show the new text. */
  STATEMENT_VERSION_CHANGED: 'STATEMENT_VERSION_CHANGED',
} as const;

const EMAIL = z
  .string({ message: 'must be text' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.union([z.literal(''), z.email({ message: 'must be an e-mail address' })]));
/** Digits with an optional leading +, spaces, hyphens and brackets; 9 to 15 digits. */
const PHONE = z
  .string({ message: 'must be text' })
  .trim()
  .max(32, 'must be at most 32 characters')
  .refine(
    (value) =>
      value === '' ||
      (/^\+?[\d\s()-]+$/.test(value) && /^\d{9,15}$/.test(value.replace(/\D/g, ''))),
    'must be a phone number (9 to 15 digits, optionally with + and spaces)',
  );

/** Join or update the registration: consents, contact channel, disciplines, keywords. */
export const ExpertRegistrationBodySchema = z
  .object({
    consents: z
      .array(ExpertConsentEntitySchema)
      .max(EXPERT_CONSENT_ENTITIES.length)
      .refine((list) => new Set(list).size === list.length, 'must not repeat an entity')
      .refine((list) => list.length > 0, 'consent for at least one entity is required'),
    phone: PHONE.nullish(),
    email: EMAIL.nullish(),
    disciplineCodes: z
      .array(z.string().trim().min(1).max(16))
      .max(EXPERT_DISCIPLINES_MAX, `must be at most ${EXPERT_DISCIPLINES_MAX}`)
      .default([]),
    keywords: z
      .array(
        oneLine(
          z
            .string({ message: 'must be text' })
            .trim()
            .min(1, 'must not be empty')
            .max(
              EXPERT_KEYWORD_MAX_LENGTH,
              `must be at most ${EXPERT_KEYWORD_MAX_LENGTH} characters`,
            ),
        ),
      )
      .max(EXPERT_KEYWORDS_MAX, `must be at most ${EXPERT_KEYWORDS_MAX}`)
      .default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    // accounts-and-platform §5: a saved phone or e-mail (or both).
    if (!body.phone && !body.email) {
      for (const key of ['phone', 'email'] as const) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'a phone or an e-mail (or both) is required as the contact channel',
        });
      }
    }
  });
export type ExpertRegistrationBody = z.infer<typeof ExpertRegistrationBodySchema>;

/** The registration read takes no query: an unknown parameter is a 400, not ignored. */
export const NoQuerySchema = z.object({}).strict();

export const ExpertEntityParamsSchema = z.object({ entity: ExpertConsentEntitySchema });
export const WithdrawConsentQuerySchema = z
  .object({
    /** Withdrawing the last consent ends the registration: the caller confirms it. */
    confirmEnd: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();

export const StatementCodeParamsSchema = z.object({
  statementCode: z.string().regex(/^[A-Z0-9_]{1,64}$/, 'must be a statement code (A-Z, 0-9, _)'),
});
export const GiveStatementBodySchema = z
  .object({
    /** The contest the statement is given in (the others that need it are marked too). */
    contestId: UuidSchema,
    /** The text version the expert read; a newer text is refused with STATEMENT_VERSION_CHANGED. */
    version: z.number({ message: 'must be a whole number' }).int().min(1),
  })
  .strict();
export type GiveStatementBody = z.infer<typeof GiveStatementBodySchema>;

const DateTimeSchema = z.string();

export const ExpertConsentStateSchema = z.object({
  entity: ExpertConsentEntitySchema,
  given: z.boolean(),
  /** When the current consent was given (null when not given). */
  givenAt: DateTimeSchema.nullable(),
});

export const ExpertConsentEventSchema = z.object({
  entity: ExpertConsentEntitySchema,
  action: z.enum(['GIVEN', 'WITHDRAWN']),
  at: DateTimeSchema,
});

export const ExpertStatementStateSchema = z.object({
  code: z.string(),
  text: z.string(),
  version: z.number().int(),
  given: z.boolean(),
  givenAt: DateTimeSchema.nullable(),
  /** The text version accepted; lower than `version` when the text changed since. */
  givenVersion: z.number().int().nullable(),
  /** The contest it was given in: another contest shows it as carried over. */
  givenInContestId: UuidSchema.nullable(),
});

export const ExpertContestStateSchema = z.object({
  contestId: UuidSchema,
  code: z.string(),
  name: z.string(),
  statements: z.array(ExpertStatementStateSchema),
});

/** The caller's registration, with what the form needs to start from. */
export const ExpertRegistrationSchema = z.object({
  status: z.enum(EXPERT_REGISTRATION_STATUSES),
  registeredAt: DateTimeSchema.nullable(),
  endedAt: DateTimeSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  contactChannel: z.enum(['PHONE', 'EMAIL', 'BOTH']).nullable(),
  /** Codes with their labels in the request language. */
  disciplines: z.array(CodeLabelSchema),
  keywords: z.array(z.string()),
  consents: z.array(ExpertConsentStateSchema),
  /** Every give and withdraw, oldest first (append-only). */
  history: z.array(ExpertConsentEventSchema),
  contests: z.array(ExpertContestStateSchema),
  /** From the profile and account: the form's starting values before the first registration. */
  prefill: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    disciplines: z.array(CodeLabelSchema),
    keywords: z.array(z.string()),
  }),
});
export type ExpertRegistration = z.infer<typeof ExpertRegistrationSchema>;

// ---------------------------------------------------------------------------
// The expert finder (MEIN_OP, ADMIN)
// ---------------------------------------------------------------------------

export const EXPERT_DEGREES = ['DOCTOR', 'HABILITATED_DOCTOR', 'PROFESSOR'] as const;

/** An applicant to check for conflicts: a profile id, or a name as written in the call. */
export const ExpertApplicantSchema = z.union([
  z.object({ profileId: UuidSchema }).strict(),
  z
    .object({
      name: oneLine(
        z
          .string({ message: 'must be text' })
          .trim()
          .min(3, 'must be at least 3 characters')
          .max(200, 'must be at most 200 characters'),
      ),
    })
    .strict(),
]);
export type ExpertApplicant = z.infer<typeof ExpertApplicantSchema>;

export const ExpertSearchBodySchema = z
  .object({
    /** The entity asking: only experts who consented to it are found. */
    entity: ExpertConsentEntitySchema,
    fieldCode: z.string().trim().min(1).max(16).optional(),
    disciplineCode: z.string().trim().min(1).max(16).optional(),
    keyword: oneLine(z.string().trim().min(2, 'must be at least 2 characters').max(100)).optional(),
    /** Lowest degree or title held. */
    degree: z.enum(EXPERT_DEGREES).optional(),
    applicants: z
      .array(ExpertApplicantSchema)
      .max(EXPERT_APPLICANTS_MAX, `must be at most ${EXPERT_APPLICANTS_MAX}`)
      .default([]),
    page: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ExpertSearchBody = z.infer<typeof ExpertSearchBodySchema>;

export const CONFLICT_KINDS = ['CO_AUTHOR', 'SAME_INSTITUTION', 'PROMOTER', 'REVIEWER'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/** One conflict of interest with what proves it. */
export const ConflictFlagSchema = z.object({
  kind: z.enum(CONFLICT_KINDS),
  /** Which applicant of the request (index in `applicants`) and who it resolved to. */
  applicantIndex: z.number().int(),
  applicantProfileId: UuidSchema,
  applicantName: z.string(),
  /** The publication, institution or research work that shows it. */
  evidence: z.object({
    type: z.enum(['PUBLICATION', 'INSTITUTION', 'RESEARCH_WORK']),
    id: z.string(),
    title: z.string(),
    year: z.number().int().nullable(),
  }),
});
export type ConflictFlag = z.infer<typeof ConflictFlagSchema>;

export const ExpertHitSchema = z.object({
  profileId: UuidSchema,
  name: z.string(),
  surname: z.string(),
  degree: z.string().nullable(),
  disciplines: z.array(z.object({ code: z.string(), label: z.string() })),
  keywords: z.array(z.string()),
  currentInstitutions: z.array(z.string()),
  conflicts: z.array(ConflictFlagSchema),
});
export type ExpertHit = z.infer<typeof ExpertHitSchema>;

export const ExpertSearchResultSchema = pageOf(ExpertHitSchema).extend({
  /** Applicants given by name that matched no profile (so no flag could be checked). */
  unresolvedApplicants: z.array(z.number().int()),
});
export type ExpertSearchResult = z.infer<typeof ExpertSearchResultSchema>;
