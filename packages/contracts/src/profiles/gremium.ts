// Contracts of the gremium module (profiles-area §3, §7; accounts-and-platform §4).
import { z } from 'zod';
import {
  CodeLabelSchema,
  DataSourceSchema,
  IsoDateSchema,
  PageQuerySchema,
  UuidSchema,
  pageOf,
} from './common.js';
import { GREMIUM_QUERY_MIN_LENGTH, GREMIUM_STATUSES } from '../constants.js';

export { GREMIUM_QUERY_MIN_LENGTH, GREMIUM_STATUSES } from '../constants.js';

export const GremiumIdParamsSchema = z.object({ gremiumId: UuidSchema });
export type GremiumIdParams = z.infer<typeof GremiumIdParamsSchema>;
export const GremiumProfileParamsSchema = z.object({
  profileId: UuidSchema,
  gremiumId: UuidSchema,
});
export type GremiumProfileParams = z.infer<typeof GremiumProfileParamsSchema>;

/**
 * Status of a body (accounts-and-platform §4): CURRENT while its end date is empty,
 * FORMER once it has one. Upper-case codes, like `statusEmployment`.
 */
export const GremiumStatusSchema = z.enum(GREMIUM_STATUSES);
export type GremiumStatus = z.infer<typeof GremiumStatusSchema>;

/**
 * Status of a person's position in a body (a membership term or a function period):
 * the period's own override when set (a position with unknown dates is marked CURRENT or
 * INACTIVE by hand), else CURRENT while it has no end date or ends today or later.
 */
export const GremiumPositionStatusSchema = z.enum(['CURRENT', 'INACTIVE']);
export type GremiumPositionStatus = z.infer<typeof GremiumPositionStatusSchema>;

/** Kinds of membership with their labels (code/label in the request language). */
export const GREMIUM_MEMBER_KINDS = [
  { code: 'MEMBER', labelPl: 'członek', labelEn: 'member' },
  { code: 'CORRESPONDING', labelPl: 'członek korespondent', labelEn: 'corresponding member' },
  { code: 'HONORARY', labelPl: 'członek honorowy', labelEn: 'honorary member' },
  { code: 'EXPERT', labelPl: 'ekspert', labelEn: 'expert' },
  { code: 'DEPUTY', labelPl: 'zastępca członka', labelEn: 'deputy member' },
] as const;

/** `GET v1.1/public/gremium/{gremiumId}` (profiles-area §3 "Gremium"). */
export const GremiumSchema = z.object({
  gremium: z.object({
    id: UuidSchema,
    /** In the request language where an English name exists. */
    name: z.string(),
    /** The official (Polish) name as HTML. */
    nameHtml: z.string().nullable(),
  }),
  organizationStructure: z.string().nullable(),
  description: z.string().nullable(),
  status: GremiumStatusSchema,
  institutionType: CodeLabelSchema.nullable(),
  webSite: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  source: DataSourceSchema,
  userSource: z.string().nullable(),
  userGremium: z.string().nullable(),
  userInstitution: z.string().nullable(),
});
export type Gremium = z.infer<typeof GremiumSchema>;

/**
 * Paging plus `query`: words that must all occur in the person's names (case- and
 * Polish-diacritic-insensitive, so "lukasz" finds "Łukasz").
 */
export const GremiumListQuerySchema = PageQuerySchema.extend({
  query: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type GremiumListQuery = z.infer<typeof GremiumListQuerySchema>;

/** The names of a person as shown in the lists of a body (the profile's, when linked). */
export const GremiumPersonNamesSchema = z.object({
  name: z.string(),
  secondName: z.string().nullable(),
  surname: z.string(),
});
export type GremiumPersonNames = z.infer<typeof GremiumPersonNamesSchema>;

export const GremiumTermSchema = z.object({
  from: IsoDateSchema.nullable(),
  to: IsoDateSchema.nullable(),
});
export type GremiumTerm = z.infer<typeof GremiumTermSchema>;

export const GremiumPeriodSchema = z.object({
  dateFrom: IsoDateSchema.nullable(),
  dateTo: IsoDateSchema.nullable(),
});
export type GremiumPeriod = z.infer<typeof GremiumPeriodSchema>;

/** Gremium member (profiles-area §3); profileId is null for a person without a profile. */
export const GremiumMemberSchema = z.object({
  profileId: UuidSchema.nullable(),
  names: GremiumPersonNamesSchema,
  prefix: z.string().nullable(),
  /** Spec spelling: the person's highest degree as printed ("prof. dr hab."). */
  calculateEduLevel: z.string().nullable(),
  membershipKind: CodeLabelSchema,
  membershipId: UuidSchema,
  terms: z.array(GremiumTermSchema),
  source: DataSourceSchema,
  sourceName: z.string().nullable(),
});
export type GremiumMember = z.infer<typeof GremiumMemberSchema>;
export const GremiumMembersPageSchema = pageOf(GremiumMemberSchema);
export type GremiumMembersPage = z.infer<typeof GremiumMembersPageSchema>;

/** Gremium function holder (profiles-area §3). */
export const GremiumFunctionHolderSchema = z.object({
  profileId: UuidSchema.nullable(),
  names: GremiumPersonNamesSchema,
  prefix: z.string().nullable(),
  calculateEduLevel: z.string().nullable(),
  /** The function's name in the request language. */
  function: z.string(),
  functionId: UuidSchema,
  periods: z.array(GremiumPeriodSchema),
  statusCode: GremiumPositionStatusSchema,
  /** statusCode === 'CURRENT'. */
  current: z.boolean(),
  source: DataSourceSchema,
  sourceName: z.string().nullable(),
});
export type GremiumFunctionHolder = z.infer<typeof GremiumFunctionHolderSchema>;
export const GremiumFunctionHoldersPageSchema = pageOf(GremiumFunctionHolderSchema);
export type GremiumFunctionHoldersPage = z.infer<typeof GremiumFunctionHoldersPageSchema>;

/** `GET public/profile/{profileId}/gremium/{gremiumId}/memberships`. */
export const GremiumProfileMembershipsSchema = z.object({
  profileId: UuidSchema,
  gremium: GremiumSchema.shape.gremium,
  gremiumStatus: GremiumStatusSchema,
  memberships: z.array(
    z.object({
      membershipId: UuidSchema,
      membershipKind: CodeLabelSchema,
      status: GremiumPositionStatusSchema,
      terms: z.array(GremiumTermSchema),
      positionOnList: z.number().int(),
      source: DataSourceSchema,
      sourceName: z.string().nullable(),
    }),
  ),
});
export type GremiumProfileMemberships = z.infer<typeof GremiumProfileMembershipsSchema>;

/** Short membership (profiles-area §3): `GET v1.1/public/{profileId}/memberships`. */
export const GremiumShortMembershipSchema = z.object({
  gremiumId: UuidSchema,
  membershipId: UuidSchema,
  memberKind: CodeLabelSchema,
  /** The person's membership: CURRENT or INACTIVE (see GremiumPositionStatusSchema). */
  status: GremiumPositionStatusSchema,
  gremiumName: z.string(),
  organizationStructure: z.string().nullable(),
  source: DataSourceSchema,
  sourceName: z.string().nullable(),
  terms: z.array(GremiumTermSchema),
  positionOnList: z.number().int(),
});
export type GremiumShortMembership = z.infer<typeof GremiumShortMembershipSchema>;
export const GremiumShortMembershipsSchema = z.array(GremiumShortMembershipSchema);
export type GremiumShortMemberships = z.infer<typeof GremiumShortMembershipsSchema>;

/** Short function (profiles-area §3): `GET v1.1/public/{profileId}/functions`. */
export const GremiumShortFunctionSchema = z.object({
  gremiumId: UuidSchema,
  functionId: UuidSchema,
  /** The function's name in the request language. */
  gremiumFunction: z.string(),
  status: GremiumPositionStatusSchema,
  gremiumName: z.string(),
  structure: z.string().nullable(),
  source: DataSourceSchema,
  sourceName: z.string().nullable(),
  positionOnList: z.number().int(),
  periods: z.array(GremiumPeriodSchema),
});
export type GremiumShortFunction = z.infer<typeof GremiumShortFunctionSchema>;
export const GremiumShortFunctionsSchema = z.array(GremiumShortFunctionSchema);
export type GremiumShortFunctions = z.infer<typeof GremiumShortFunctionsSchema>;

/**
 * `GET v1.0/public/gremium`: the list of bodies (beside the spec, which names the
 * `/gremiums` page but no call for it). `query` keeps the bodies whose Polish or English
 * name contains every word of it, ignoring case and Polish diacritics; at least 3
 * characters, like the spec's other name filters. `status` keeps CURRENT or FORMER bodies.
 */
export const GremiumsQuerySchema = PageQuerySchema.extend({
  query: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || value.length >= GREMIUM_QUERY_MIN_LENGTH,
      `must be at least ${GREMIUM_QUERY_MIN_LENGTH} characters`,
    ),
  status: z.enum(GremiumStatusSchema.options, { message: 'must be CURRENT or FORMER' }).optional(),
});
export type GremiumsQuery = z.infer<typeof GremiumsQuerySchema>;

/** A body on the list; membersCount leaves out hidden profiles, like the members list. */
export const GremiumListItemSchema = z.object({
  gremiumId: UuidSchema,
  /** In the request language where an English name exists. */
  name: z.string(),
  organizationStructure: z.string().nullable(),
  status: GremiumStatusSchema,
  institutionType: CodeLabelSchema.nullable(),
  membersCount: z.number().int(),
});
export type GremiumListItem = z.infer<typeof GremiumListItemSchema>;
export const GremiumListPageSchema = pageOf(GremiumListItemSchema);
export type GremiumListPage = z.infer<typeof GremiumListPageSchema>;
