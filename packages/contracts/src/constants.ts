// Constants and plain checks of the contracts, with no zod: the web app imports these at run
// time, and importing them never pulls a schema (or zod) into its bundle. The schema modules
// re-export them, so servers keep importing everything from '@ln/contracts'.

// Errors (docs/conventions.md, "Services").
/** Error codes named by the specification, plus the generic ones of the envelope. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  PUBLICATION_NOT_FOUND: 'PUBLICATION_NOT_FOUND',
  ACHIEVEMENT_NOT_FOUND: 'ACHIEVEMENT_NOT_FOUND',
  PATENT_NOT_FOUND: 'PATENT_NOT_FOUND',
  PROJECT_NOT_FOUND: 'PROJECT_NOT_FOUND',
  RESEARCH_WORK_NOT_FOUND: 'RESEARCH_WORK_NOT_FOUND',
  GREMIUM_NOT_FOUND: 'GREMIUM_NOT_FOUND',
  /** profiles-area §8: any public call about a hidden profile (HTTP 400). */
  HIDDEN_PROFILE_ERROR: 'HIDDEN_PROFILE_ERROR',
  CONSENT_REQUIRED_ERROR: 'CONSENT_REQUIRED_ERROR',
  CONSENT_CHANGE_REQUIRED_ERROR: 'CONSENT_CHANGE_REQUIRED_ERROR',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  CLOSED_USER_ERROR: 'CLOSED_USER_ERROR',
  NATIONAL_NODE_ERROR: 'NATIONAL_NODE_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A path parameter over the services' 100 characters (HTTP 414). */
  URI_TOO_LONG: 'URI_TOO_LONG',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

// Search (profiles-area §3, §9).
/** profiles-area §9: search shows at most 1,000 profiles, however paged. */
export const SEARCH_MAX_REACHABLE = 1000;
/** Longest text of a search field (fullQuery, name, surname, specialty). */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Type-ahead look-ups: shortest input and most suggestions. */
export const TYPEAHEAD_MIN_LENGTH = 2;
export const TYPEAHEAD_MAX_LENGTH = 100;
export const TYPEAHEAD_LIMIT = 20;

export const SEARCH_DEGREE_TITLES = [
  'MASTER',
  'DOCTOR',
  'HABILITATED_DOCTOR',
  'PROFESSOR',
] as const;
export type SearchDegreeTitle = (typeof SEARCH_DEGREE_TITLES)[number];

/** `sort=<field>,<asc|desc>`: surname, field (domain), discipline, current employment. */
export const SEARCH_SORTS = [
  'surname,asc',
  'surname,desc',
  'field,asc',
  'field,desc',
  'discipline,asc',
  'discipline,desc',
  'currentEmployment,asc',
  'currentEmployment,desc',
] as const;

/** Most words one search field may hold. */
export const SEARCH_WORDS_MAX = 10;

// Publications (profiles-area §4, §5; accounts-and-platform §9).
/** Publication type values (profiles-area §4, §5): a type outside these is a 400. */
export const PUBLICATION_TYPES = [
  'ARTICLE',
  'BOOK',
  'EDITED_BOOK',
  'CHAPTER',
  'PROCEEDINGS',
] as const;

/** Publication sorting (accounts-and-platform §9): oldest, newest, title. */
export const PUBLICATION_SORTS = ['oldest', 'newest', 'title'] as const;

// Gremia (accounts-and-platform §4).
/** Status of a body: CURRENT while its end date is empty, FORMER once it has one. */
export const GREMIUM_STATUSES = ['CURRENT', 'FORMER'] as const;
/** Shortest name filter of `GET v1.0/public/gremium`. */
export const GREMIUM_QUERY_MIN_LENGTH = 3;

// Login.
/** Longest `returnTo` accepted. */
export const RETURN_TO_MAX_LENGTH = 2048;

/**
 * A path on our own origin to return to after login: starts with one '/', no scheme, no
 * host, no backslash or control characters (an open redirect otherwise). A plain function so
 * the web app can check it without zod.
 */
export function isReturnToPath(value: string): boolean {
  return (
    value.length <= RETURN_TO_MAX_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f]/.test(value)
  );
}

// Accounts (accounts-and-platform §3, §4).
/** Roles (accounts-and-platform §3, the `user_role` enum); BASIC is given to every account and hidden in views. */
export const ROLE_NAMES = ['BASIC', 'ADMIN', 'OPI_OP', 'MEIN_OP', 'AGENT'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Who may do what, by role (accounts-and-platform §3, §6), written once: the services' guards
 * (`requireRole(ROLE_GROUPS.x)` in @ln/server) and the web's role checks (`RequireRole`,
 * `hasAnyRole`) read the same lists, so a screen is offered exactly to whom the API lets in.
 */
export const ROLE_GROUPS = {
  /** Accounts, roles, the audit log, profile lifecycle, the function import. */
  admins: ['ADMIN'],
  /** Add and edit every body (gremium) entered on the portal. */
  gremiumOperators: ['OPI_OP', 'MEIN_OP'],
  /** The expert finder (JSDE). */
  expertFinders: ['MEIN_OP', 'ADMIN'],
  /** Messages to scientists. */
  messageSenders: ['MEIN_OP', 'AGENT'],
  /** Announcements of calls for proposals and elections, and elections' results. */
  announcers: ['MEIN_OP'],
} as const satisfies Record<string, readonly RoleName[]>;
export type RoleGroup = (typeof ROLE_GROUPS)[keyof typeof ROLE_GROUPS];

/** The roles an administrator assigns and the views show: every role but BASIC, which every account has. */
export const ASSIGNABLE_ROLES = ROLE_NAMES.filter(
  (role): role is Exclude<RoleName, 'BASIC'> => role !== 'BASIC',
);

/** Whether `roles` hold one of `group` (the one test of a role group, server and web alike). */
export function hasRoleIn(roles: readonly string[], group: readonly RoleName[]): boolean {
  return group.some((role) => roles.includes(role));
}

/** Account status (accounts-and-platform §3, §4). */
export const ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The pages of the web app a failed login lands on (accounts-and-platform §2 status pages,
 * §8), by the error code of the failure.
 */
export const LOGIN_FAILURE_PAGES = {
  [ERROR_CODES.CLOSED_USER_ERROR]: '/closed-user-error',
  [ERROR_CODES.ACCOUNT_LOCKED]: '/locked-account',
  [ERROR_CODES.NATIONAL_NODE_ERROR]: '/unauthorized-national-error',
  [ERROR_CODES.UNAUTHORIZED]: '/unauthorized',
} as const;
export type LoginFailureCode = keyof typeof LOGIN_FAILURE_PAGES;

/**
 * Why a login failed (accounts-and-platform §8: the seven authentication error types, then
 * the login errors): the `reason` query parameter of the failure page a callback redirects
 * to, which the page names in both languages. The authentication service is the identity
 * provider's authorization side (its metadata and login page), OAuth its token endpoint.
 * OAUTH_TOKEN_REFRESH_ERROR is the web's own (a session refresh refused for another reason
 * than the two the refresh tells apart, see SESSION_ERROR_HEADER).
 */
export const LOGIN_ERROR_REASONS = [
  'AUTH_SERVICE_CONNECTION_ERROR',
  'AUTH_SERVICE_SERVER_ERROR',
  'OAUTH_CONNECTION_ERROR',
  'OAUTH_SERVER_ERROR',
  'OAUTH_TOKEN_EXPIRED',
  'OAUTH_TOKEN_REFRESH_ERROR',
  'OAUTH_INIT_ERROR',
  /** The state or nonce does not match: the login began in another window or tab. */
  'STATE_MISMATCH',
  /** The provider answered access_denied: the account's terms must be accepted. */
  'ACCESS_DENIED',
  'UNEXPECTED',
] as const;
export type LoginErrorReason = (typeof LOGIN_ERROR_REASONS)[number];
export const isLoginErrorReason = (value: unknown): value is LoginErrorReason =>
  (LOGIN_ERROR_REASONS as readonly unknown[]).includes(value);

/** Where a login refused with ACCESS_DENIED goes (§8: "the account terms must be accepted"). */
export const ACCESS_DENIED_PAGE = '/terms-and-conditions';

/**
 * The header of a refused session refresh (beside the spec's `user_not_found`, §8 "Refresh
 * errors"): `session_not_active` (ended: logged out elsewhere, expired, revoked) or
 * `invalid_refresh_token` (stale or unknown: spent already, by another tab or a replay).
 */
export const SESSION_ERROR_HEADER = 'session_error';
export const SESSION_ERRORS = ['session_not_active', 'invalid_refresh_token'] as const;
export type SessionError = (typeof SESSION_ERRORS)[number];

/** The cookies of a session (docs/identity.md). */
export const COOKIE_NAMES = {
  /** The login in progress (state, nonce, PKCE verifier, return path), signed, 10 minutes. */
  login: 'ln_login',
  /** The refresh token; only the session routes ever see it. */
  session: 'ln_session',
  /**
   * A hint with no secret in it ("1"), readable by the page: the web app starts a session
   * refresh only when it is there. Set and cleared with the session cookie.
   */
  sessionHint: 'ln_session_hint',
} as const;

/** Key of the validation item when the owner did not confirm (accounts-and-platform §8). */
export const DELETE_ACCOUNT_CONFIRMATION_KEY = 'confirmation';

/** The actions written to the audit log. */
export const AUDIT_ACTIONS = {
  ROLES_CHANGED: 'USER_ROLES_CHANGED',
  STATUS_CHANGED: 'USER_STATUS_CHANGED',
  PROFILE_HIDDEN: 'PROFILE_HIDDEN',
  PROFILE_SHOWN: 'PROFILE_SHOWN',
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
  PROFILE_MARKED_DECEASED: 'PROFILE_MARKED_DECEASED',
} as const;

/** Error codes of the account lifecycle (beside the spec's §8 codes). */
export const ACCOUNT_ERROR_CODES = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** The last active administrator tried to give up their own ADMIN role. */
  LAST_ADMIN_ERROR: 'LAST_ADMIN_ERROR',
  /** An administrator tried to block or unblock their own account. */
  OWN_STATUS_ERROR: 'OWN_STATUS_ERROR',
  /** The status of a closed (deceased) account cannot be changed. */
  CLOSED_ACCOUNT_ERROR: 'CLOSED_ACCOUNT_ERROR',
  /** The account has no scientist profile to hide or show. */
  NO_PROFILE_ERROR: 'NO_PROFILE_ERROR',
  TERMS_VERSION_ERROR: 'TERMS_VERSION_ERROR',
  ORCID_MISSING_ERROR: 'ORCID_MISSING_ERROR',
  ORCID_TAKEN_ERROR: 'ORCID_TAKEN_ERROR',
  PROFILE_LOCKED_ERROR: 'PROFILE_LOCKED_ERROR',
} as const;
