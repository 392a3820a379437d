import type { paths } from '../../../config/paths';

/** The status pages of accounts-and-platform §2 with their HTTP code and catalogue keys. */
export const STATUS_PAGES = {
  badRequest: { code: 400, keys: 'BAD_REQUEST' },
  termsAndConditions: { code: 401, keys: 'TERMS' },
  closedUser: { code: 401, keys: 'CLOSED_USER' },
  unauthorized: { code: 401, keys: 'UNAUTHORIZED' },
  unauthorizedNational: { code: 401, keys: 'UNAUTHORIZED_NATIONAL' },
  accessDenied: { code: 403, keys: 'ACCESS_DENIED' },
  notFound: { code: 404, keys: 'NOT_FOUND' },
  internalServerError: { code: 500, keys: 'INTERNAL_SERVER_ERROR' },
  badGateway: { code: 502, keys: 'BAD_GATEWAY' },
  serviceUnavailable: { code: 503, keys: 'SERVICE_UNAVAILABLE' },
  gatewayTimeout: { code: 504, keys: 'GATEWAY_TIMEOUT' },
  httpVersionNotSupported: { code: 505, keys: 'HTTP_VERSION_NOT_SUPPORTED' },
  hiddenProfile: { code: 400, keys: 'HIDDEN_PROFILE' },
  lockedAccount: { code: 400, keys: 'LOCKED_ACCOUNT' },
} as const satisfies Record<keyof typeof paths.status, { code: number; keys: string }>;

export type StatusPageName = keyof typeof STATUS_PAGES;
export const STATUS_PAGE_NAMES = Object.keys(STATUS_PAGES) as StatusPageName[];
