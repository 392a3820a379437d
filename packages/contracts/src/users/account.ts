// Contracts of the own account (accounts-and-platform §3, §5, §7).
import { z } from 'zod';
import { ContactVisibilitySchema } from '../profiles/profile.js';
import { UuidSchema } from '../profiles/common.js';

import { ACCOUNT_STATUSES, ROLE_NAMES, type RoleName } from '../constants.js';

export {
  ACCOUNT_STATUSES,
  ASSIGNABLE_ROLES,
  COOKIE_NAMES,
  hasRoleIn,
  LOGIN_FAILURE_PAGES,
  LOGIN_ERROR_REASONS,
  isLoginErrorReason,
  ACCESS_DENIED_PAGE,
  SESSION_ERROR_HEADER,
  SESSION_ERRORS,
  type SessionError,
  type LoginErrorReason,
  ROLE_GROUPS,
  ROLE_NAMES,
  type AccountStatus,
  type LoginFailureCode,
  type RoleGroup,
  type RoleName,
} from '../constants.js';

export const RoleSchema = z.enum(ROLE_NAMES, {
  message: `must be one of ${ROLE_NAMES.join(', ')}`,
});
export type Role = RoleName;

export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES, {
  message: `must be one of ${ACCOUNT_STATUSES.join(', ')}`,
});

/**
 * `GET v1.1/user/accountDetails` (accounts-and-platform §3 "Account details"). The mail and
 * phone visibility come from the linked profile's contact settings (ADMINS_ONLY without a
 * profile). `roles` never lists BASIC. firstName and surname are beside the spec (the edit form).
 */
export const AccountDetailsSchema = z.object({
  userId: UuidSchema,
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  /** True when the e-mail is shown to more than administrators. */
  isMailVisible: z.boolean(),
  phone: z.string().nullable(),
  orcid: z.string().nullable(),
  accountStatus: AccountStatusSchema,
  createDate: z.iso.datetime(),
  lastUpdateDate: z.iso.datetime(),
  roles: z.array(RoleSchema),
  mailVisibilityType: ContactVisibilitySchema,
  mailVisibilityInstitutions: z.array(UuidSchema),
  phoneVisibilityType: ContactVisibilitySchema,
  phoneVisibilityInstitutions: z.array(UuidSchema),
  notificationsConsent: z.boolean(),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

/** Letters of any alphabet, spaces, hyphens, apostrophes and dots; 1–100 characters. */
const PersonName = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(
    /^(?:[\p{L}][\p{L}\p{M} .'’-]*)?$/u,
    'may hold only letters, spaces, hyphens and apostrophes',
  );

/** `PUT v1.0/user/editUserData` body. */
export const EditUserDataSchema = z
  .object({
    firstName: PersonName,
    surname: PersonName,
    email: z
      .string({ message: 'is required' })
      .trim()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email({ message: 'must be an e-mail address' })),
  })
  .strict();
export type EditUserData = z.infer<typeof EditUserDataSchema>;

/** `PUT v1.0/user/changeNotificationsConsent` body and answer. */
export const NotificationsConsentSchema = z
  .object({ notificationsConsent: z.boolean({ message: 'must be true or false' }) })
  .strict();
export type NotificationsConsent = z.infer<typeof NotificationsConsentSchema>;

/** `GET helpdesk`: where the helpdesk button leads (opened in a new tab). */
export const HelpdeskLinkSchema = z.object({ link: z.url() });
export type HelpdeskLink = z.infer<typeof HelpdeskLinkSchema>;
