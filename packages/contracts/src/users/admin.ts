// Contracts of the administrator's user management (accounts-and-platform §3, §4, §6, §7).
import { z } from 'zod';
import { pageOf, PageQuerySchema, UuidSchema } from '../profiles/common.js';
import { AccountStatusSchema, RoleSchema } from './account.js';

export {
  ACCOUNT_ERROR_CODES,
  AUDIT_ACTIONS,
  DELETE_ACCOUNT_CONFIRMATION_KEY,
} from '../constants.js';

export const UserIdParamsSchema = z.object({ userId: UuidSchema });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;

/** An optional reason an administrator gives for an action; kept in the audit log. */
export const ReasonSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(500, 'must be at most 500 characters');
export type Reason = z.infer<typeof ReasonSchema>;

/** The reason of an action that takes no body (hide/show, delete, mark deceased, make invisible). */
export const AdminActionQuerySchema = z.object({ reason: ReasonSchema.optional() });
export type AdminActionQuery = z.infer<typeof AdminActionQuerySchema>;

/** A role of an account as the views show it (never BASIC). */
export const UserRoleItemSchema = z.object({ roleId: UuidSchema, userRole: RoleSchema });
export type UserRoleItem = z.infer<typeof UserRoleItemSchema>;

/** `GET v1.0/user/{userId}` (accounts-and-platform §3 "Admin user details"). */
export const AdminUserDetailsSchema = z.object({
  userId: UuidSchema,
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  login: z.string().nullable(),
  /** The account's ORCID iD (accounts-and-platform §3, the account as catalogued), or null. */
  orcid: z.string().nullable(),
  accountStatus: AccountStatusSchema,
  /** The linked scientist profile, or null. */
  scientistProfile: z
    .object({
      profileId: UuidSchema,
      name: z.string(),
      surname: z.string(),
      dead: z.boolean(),
    })
    .nullable(),
  /** Roles besides BASIC (BASIC is given to all and hidden in the view). */
  roles: z.array(UserRoleItemSchema),
  createDate: z.iso.datetime(),
  lastUpdateDate: z.iso.datetime(),
  isProfileVisible: z.boolean(),
  isProfileExists: z.boolean(),
  /** Beside the spec: the account accepted the current terms. */
  termsAccepted: z.boolean(),
  notificationsConsent: z.boolean(),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;

/**
 * `POST v1.0/user/{userId}/roles`: the roles the account should have. BASIC is always
 * kept whether listed or not; `reason` (beside the spec) goes to the audit log.
 */
export const SetRolesSchema = z
  .object({
    userRoles: z
      .array(RoleSchema, { message: 'must be a list of roles' })
      .max(5)
      .refine((r) => new Set(r).size === r.length, 'must not repeat a role'),
    reason: ReasonSchema.optional(),
  })
  .strict();
export type SetRoles = z.infer<typeof SetRolesSchema>;

/** `PUT v1.0/user/{userId}/status`: block (BLOCKED) or unblock (ACTIVE). */
export const SetStatusSchema = z
  .object({
    accountStatus: z.enum(['ACTIVE', 'BLOCKED'], {
      message: 'must be ACTIVE or BLOCKED (an account is closed by marking its profile deceased)',
    }),
    reason: ReasonSchema.optional(),
  })
  .strict();
export type SetStatus = z.infer<typeof SetStatusSchema>;

/**
 * `DELETE v1.0/user/{userId}/deleteAccount`: the owner must confirm (the tick of
 * accounts-and-platform §5); an administrator need not.
 */
export const DeleteAccountQuerySchema = AdminActionQuerySchema.extend({
  confirmation: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type DeleteAccountQuery = z.infer<typeof DeleteAccountQuerySchema>;

/** The answer of an administrative write on an account. */
export const UserActionResultSchema = z.object({ userId: UuidSchema });
export type UserActionResult = z.infer<typeof UserActionResultSchema>;

/** Admin user list (beside the spec; accounts-and-platform §2 "Admin user list", §5, §9). */
export const USER_LIST_SORTS = ['surname', 'createDate'] as const;
export const UserListQuerySchema = PageQuerySchema.extend({
  /** Part of the first name, surname or e-mail; at least 3 characters (§5, §9). */
  query: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(100, 'must be at most 100 characters')
    .optional(),
  status: AccountStatusSchema.optional(),
  role: RoleSchema.optional(),
  sort: z.enum(USER_LIST_SORTS, { message: 'must be surname or createDate' }).default('surname'),
  direction: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListItemSchema = z.object({
  userId: UuidSchema,
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  accountStatus: AccountStatusSchema,
  roles: z.array(RoleSchema),
  createDate: z.iso.datetime(),
  profileId: UuidSchema.nullable(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserListPageSchema = pageOf(UserListItemSchema);
export type UserListPage = z.infer<typeof UserListPageSchema>;

/** Audit log (beside the spec): who did what to which target, when, and why. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  targetId: z.string().trim().min(1).max(64).optional(),
  actorUserId: UuidSchema.optional(),
  action: z.string().trim().min(1).max(64).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorUserId: UuidSchema.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  reqId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
