// Contracts of the administration of bodies (gremia): add, edit and delete a body, its members
// and its functions (accounts-and-platform §3, §4, §5, §6). The spec shows only the DELETE;
// the other calls are designed beside it (docs/decisions/021-gremium-administration.md).
import { z } from 'zod';
import { CodeLabelSchema, DataSourceSchema, IsoDateSchema, isoDate, UuidSchema } from './common.js';
import { GremiumPersonNamesSchema, GremiumPositionStatusSchema } from './gremium.js';
import { isOneLine, multiLine, noMarkup, oneLine, TEXT_MESSAGES } from '../text.js';

export const GREMIUM_ADMIN_ERROR_CODES = {
  /** accounts-and-platform §4, §8: a body cannot be deleted while it has members. */
  GREMIUM_HAS_MEMBERS_ERROR: 'GREMIUM_HAS_MEMBERS_ERROR',
  /** accounts-and-platform §5, §6: data from state systems is read-only. */
  STATE_SYSTEM_DATA_ERROR: 'STATE_SYSTEM_DATA_ERROR',
  GREMIUM_MEMBERSHIP_NOT_FOUND: 'GREMIUM_MEMBERSHIP_NOT_FOUND',
  GREMIUM_FUNCTION_NOT_FOUND: 'GREMIUM_FUNCTION_NOT_FOUND',
  /** A profile owner keeps at most OWNER_GREMIA_MAX bodies they added (decision 036). */
  GREMIUM_LIMIT_REACHED: 'GREMIUM_LIMIT_REACHED',
} as const;

/**
 * What a profile owner may add (decision 036; operators are not limited): at most this many
 * bodies in any 24 hours (then 429 RATE_LIMITED with Retry-After), and this many kept in all
 * (then 409 GREMIUM_LIMIT_REACHED).
 */
export const OWNER_GREMIA_PER_DAY = 5;
export const OWNER_GREMIA_MAX = 30;
/** A body an owner added is listed in the sitemap once it has existed this many days. */
export const OWNER_GREMIUM_SITEMAP_AFTER_DAYS = 7;

export const GREMIUM_AUDIT_ACTIONS = {
  CREATED: 'GREMIUM_CREATED',
  UPDATED: 'GREMIUM_UPDATED',
  DELETED: 'GREMIUM_DELETED',
  MEMBERSHIP_ADDED: 'GREMIUM_MEMBERSHIP_ADDED',
  MEMBERSHIP_UPDATED: 'GREMIUM_MEMBERSHIP_UPDATED',
  MEMBERSHIP_REMOVED: 'GREMIUM_MEMBERSHIP_REMOVED',
  FUNCTION_ADDED: 'GREMIUM_FUNCTION_ADDED',
  FUNCTION_UPDATED: 'GREMIUM_FUNCTION_UPDATED',
  FUNCTION_REMOVED: 'GREMIUM_FUNCTION_REMOVED',
} as const;

/**
 * Who entered a body on this portal (`userGremium`): an operator (an official body) or a
 * profile owner (a body no registry knows, which its author may also delete).
 */
export const GREMIUM_ADDED_BY = ['OPERATOR', 'OWNER'] as const;
export type GremiumAddedBy = (typeof GREMIUM_ADDED_BY)[number];

/** Types of bodies (accounts-and-platform §3 "type"), code with both labels. */
export const GREMIUM_TYPES = [
  { code: 'STATE_BODY', labelPl: 'organ państwowy', labelEn: 'state body' },
  {
    code: 'ADVISORY_BODY',
    labelPl: 'organ opiniodawczo-doradczy ministra',
    labelEn: "minister's advisory body",
  },
  {
    code: 'AGENCY_COUNCIL',
    labelPl: 'rada agencji finansującej badania',
    labelEn: 'council of a research funding agency',
  },
  { code: 'PAN_COMMITTEE', labelPl: 'komitet naukowy PAN', labelEn: 'PAS scientific committee' },
  { code: 'PAN_BODY', labelPl: 'organ Polskiej Akademii Nauk', labelEn: 'body of the PAS' },
  {
    code: 'ACCREDITATION_BODY',
    labelPl: 'instytucja akredytacyjna',
    labelEn: 'accreditation body',
  },
  {
    code: 'REPRESENTATIVE_BODY',
    labelPl: 'organ przedstawicielski',
    labelEn: 'representative body',
  },
  { code: 'CHURCH_BODY', labelPl: 'gremium kościelne', labelEn: 'church body' },
  { code: 'OTHER', labelPl: 'inne', labelEn: 'other' },
] as const;
export const GREMIUM_TYPE_CODES = GREMIUM_TYPES.map((t) => t.code) as [
  (typeof GREMIUM_TYPES)[number]['code'],
  ...(typeof GREMIUM_TYPES)[number]['code'][],
];

const MEMBER_KIND_CODES = ['MEMBER', 'CORRESPONDING', 'HONORARY', 'EXPERT', 'DEPUTY'] as const;

/**
 * The text of a body is shown as text on public pages and handed to API consumers, so markup
 * is refused as in profile fields (issue 41 #7); every field is one line but the description.
 */
const line = (max: number) =>
  noMarkup(oneLine(z.string().trim().max(max, `must be at most ${max} characters`)));
/** An optional text: trimmed, empty means none (null). */
const optionalText = (max: number, field = line(max)) =>
  field.nullish().transform((value) => (value ? value : null));
const requiredText = (max: number) => line(max).min(1, 'is required');
const paragraphs = (max: number) =>
  noMarkup(multiLine(z.string().trim().max(max, `must be at most ${max} characters`)));

/** accounts-and-platform §5, §9: years have four digits. */
const YearSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'is required'
        : 'must be a year of four digits',
  })
  .int('must be a year of four digits')
  .min(1000, 'must be a year of four digits')
  .max(9999, 'must be a year of four digits');

export const GremiumIdPathSchema = z.object({ gremiumId: UuidSchema });
export const GremiumMembershipParamsSchema = z.object({
  gremiumId: UuidSchema,
  membershipId: UuidSchema,
});
export type GremiumMembershipParams = z.infer<typeof GremiumMembershipParamsSchema>;
export const GremiumFunctionParamsSchema = z.object({
  gremiumId: UuidSchema,
  functionId: UuidSchema,
});
export type GremiumFunctionParams = z.infer<typeof GremiumFunctionParamsSchema>;

/**
 * A body as added or edited (accounts-and-platform §3): the whole record each time. The
 * status is not sent: it is CURRENT while `endDate` is empty, FORMER otherwise (§4). The
 * entry date (`startDate`) is not later than the withdrawal date (`endDate`) (§5).
 */
export const GremiumWriteRequestSchema = z
  .object({
    name: requiredText(500),
    nameEn: optionalText(500),
    type: z.enum(GREMIUM_TYPE_CODES, { message: 'is not a known type of body' }),
    organizationStructure: optionalText(500),
    webSite: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
      .max(500, 'must be at most 500 characters')
      // A URL parser drops tabs and line breaks; the stored text would keep them.
      .refine(isOneLine, TEXT_MESSAGES.oneLine)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    address: z
      .object({
        street: optionalText(200),
        postalCode: optionalText(16).refine(
          (v) => v === null || /^\d{2}-\d{3}$/.test(v),
          'must be a postal code like 00-001',
        ),
        city: optionalText(100),
      })
      .default({ street: null, postalCode: null, city: null }),
    phoneNumber: optionalText(32).refine(
      (v) => v === null || /^\+?[\d\s()-]{5,32}$/.test(v),
      'must be a phone number',
    ),
    description: optionalText(5000, paragraphs(5000)),
    /** Where the data come from, in the author's words (`userSource`). */
    source: optionalText(500),
    /** The university or institution, from the institution type-ahead. */
    institutionId: UuidSchema.nullish().transform((v) => v ?? null),
    startDate: isoDate.nullish().transform((v) => v ?? null),
    endDate: isoDate.nullish().transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.startDate && body.endDate && body.startDate > body.endDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'must not be earlier than the entry date',
        input: body.endDate,
      });
  });
export type GremiumWriteRequest = z.infer<typeof GremiumWriteRequestSchema>;
export type GremiumWriteInput = z.input<typeof GremiumWriteRequestSchema>;

/** The edit view of a body: every stored field, plus what the caller may do with it. */
export const GremiumAdminSchema = z.object({
  gremiumId: UuidSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  type: CodeLabelSchema.nullable(),
  status: z.enum(['CURRENT', 'FORMER']),
  organizationStructure: z.string().nullable(),
  webSite: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  phoneNumber: z.string().nullable(),
  description: z.string().nullable(),
  source: DataSourceSchema,
  userSource: z.string().nullable(),
  userGremium: z.enum(GREMIUM_ADDED_BY).nullable(),
  userInstitution: z.string().nullable(),
  institution: z.object({ id: UuidSchema, name: z.string() }).nullable(),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  /** False for a body from a state system: it can only be viewed (accounts §5). */
  editable: z.boolean(),
  membersCount: z.number().int(),
  functionsCount: z.number().int(),
});
export type GremiumAdmin = z.infer<typeof GremiumAdminSchema>;

/**
 * A period's status when its end is unknown: the user's choice of CURRENT or INACTIVE
 * (accounts-and-platform §4). With an end date the status follows from it and `status`
 * must be left out.
 */
function checkOpenStatus(
  period: { status?: unknown; to: unknown },
  ctx: z.RefinementCtx,
  toKey: string,
) {
  if (period.to !== null && period.status !== undefined && period.status !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['status'],
      message: `is chosen only when ${toKey} is empty`,
      input: period.status,
    });
}

/** A membership term in years (§5: four digits; year-from requires a value; from ≤ to). */
export const MembershipTermWriteSchema = z
  .object({
    fromYear: YearSchema,
    toYear: YearSchema.nullish().transform((v) => v ?? null),
    status: GremiumPositionStatusSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((term, ctx) => {
    if (term.toYear !== null && term.fromYear > term.toYear)
      ctx.addIssue({
        code: 'custom',
        path: ['toYear'],
        message: 'must not be earlier than the year from',
        input: term.toYear,
      });
    checkOpenStatus({ status: term.status, to: term.toYear }, ctx, 'toYear');
  });
export type MembershipTermWrite = z.infer<typeof MembershipTermWriteSchema>;

/** A member: a person from the profiles, their kind of membership and terms of service. */
export const MembershipWriteRequestSchema = z.object({
  profileId: UuidSchema,
  memberKind: z.enum(MEMBER_KIND_CODES, { message: 'is not a known kind of membership' }),
  /** §5: the service date is required: at least one term. */
  terms: z
    .array(MembershipTermWriteSchema, { message: 'is required' })
    .min(1, 'is required')
    .max(20, 'must be at most 20 terms'),
});
export type MembershipWriteRequest = z.infer<typeof MembershipWriteRequestSchema>;
export type MembershipWriteInput = z.input<typeof MembershipWriteRequestSchema>;

/** A function's period (§5: the start date is required; start ≤ end). */
export const FunctionPeriodWriteSchema = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate.nullish().transform((v) => v ?? null),
    status: GremiumPositionStatusSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((period, ctx) => {
    if (period.dateTo !== null && period.dateFrom > period.dateTo)
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: 'must not be earlier than the start date',
        input: period.dateTo,
      });
    checkOpenStatus({ status: period.status, to: period.dateTo }, ctx, 'dateTo');
  });
export type FunctionPeriodWrite = z.infer<typeof FunctionPeriodWriteSchema>;

/** A function held in a body: its name in Polish and English, the holder and periods. */
export const FunctionWriteRequestSchema = z.object({
  profileId: UuidSchema,
  functionPl: requiredText(300),
  functionEn: requiredText(300),
  periods: z
    .array(FunctionPeriodWriteSchema, { message: 'is required' })
    .min(1, 'is required')
    .max(20, 'must be at most 20 periods'),
});
export type FunctionWriteRequest = z.infer<typeof FunctionWriteRequestSchema>;
export type FunctionWriteInput = z.input<typeof FunctionWriteRequestSchema>;

const AdminPersonSchema = z.object({
  profileId: UuidSchema.nullable(),
  names: GremiumPersonNamesSchema,
  /** The profile is hidden: the entry is kept but left out of every public list. */
  profileHidden: z.boolean(),
  source: DataSourceSchema,
  sourceName: z.string().nullable(),
  /** False for an entry from a state system (accounts §5): view only. */
  editable: z.boolean(),
});

export const GremiumAdminMembershipSchema = AdminPersonSchema.extend({
  membershipId: UuidSchema,
  memberKind: CodeLabelSchema,
  status: GremiumPositionStatusSchema,
  terms: z.array(
    z.object({
      fromYear: z.number().int().nullable(),
      toYear: z.number().int().nullable(),
      status: GremiumPositionStatusSchema.nullable(),
    }),
  ),
});
export type GremiumAdminMembership = z.infer<typeof GremiumAdminMembershipSchema>;
export const GremiumAdminMembershipsSchema = z.array(GremiumAdminMembershipSchema);

export const GremiumAdminFunctionSchema = AdminPersonSchema.extend({
  functionId: UuidSchema,
  functionPl: z.string(),
  functionEn: z.string().nullable(),
  status: GremiumPositionStatusSchema,
  periods: z.array(
    z.object({
      dateFrom: IsoDateSchema.nullable(),
      dateTo: IsoDateSchema.nullable(),
      status: GremiumPositionStatusSchema.nullable(),
    }),
  ),
});
export type GremiumAdminFunction = z.infer<typeof GremiumAdminFunctionSchema>;
export const GremiumAdminFunctionsSchema = z.array(GremiumAdminFunctionSchema);

export const MembershipWriteResultSchema = z.object({ membershipId: UuidSchema });
export type MembershipWriteResult = z.infer<typeof MembershipWriteResultSchema>;
export const FunctionWriteResultSchema = z.object({ functionId: UuidSchema });
export type FunctionWriteResult = z.infer<typeof FunctionWriteResultSchema>;
export const GremiumDeleteResultSchema = z.object({
  gremiumId: UuidSchema,
  deleted: z.literal(true),
});
export type GremiumDeleteResult = z.infer<typeof GremiumDeleteResultSchema>;

/**
 * A body the profile owner added themselves (`userGremium` OWNER), for the owner's edit mode:
 * enough to list it and open its edit page (decision 021).
 */
export const OwnGremiumSchema = z.object({
  gremiumId: UuidSchema,
  name: z.string(),
  status: z.enum(['CURRENT', 'FORMER']),
  membersCount: z.number().int(),
  functionsCount: z.number().int(),
});
export type OwnGremium = z.infer<typeof OwnGremiumSchema>;
export const OwnGremiaSchema = z.array(OwnGremiumSchema);
export type OwnGremia = z.infer<typeof OwnGremiaSchema>;
