import type { ErrorEnvelope, ValidationErrorItem } from '@ln/contracts';
import { ERROR_CODES } from '@ln/contracts';

import { paths } from '../config/paths';

/**
 * The HTTP error rules of accounts-and-platform §8 (and profiles-area §8 for the hidden
 * profile), as one pure table: what the app does with a failed call. Applied in exactly one
 * place, the API client (api-client.ts).
 */
export type HttpErrorAction =
  /** Go to a status page; `storeBody` keeps the error body for that page (503, 504, 505). */
  | { kind: 'navigate'; to: string; storeBody?: unknown }
  /** A 400 with an error list: the calling form shows them next to its fields. */
  | { kind: 'field-errors'; errors: ValidationErrorItem[] }
  /** A 400 without a list: the 'Przepraszamy' dialog with the technical message. */
  | { kind: 'error-dialog'; message: string }
  /** Left to the caller (public downloads, codes the table does not name). */
  | { kind: 'none' };

export interface FailedCall {
  status: number;
  body: unknown;
  /** The request URL (path with the service prefix, or absolute). */
  url: string;
}

/** Public download URLs are exempt from error redirects (§7). */
export function isPublicDownloadUrl(url: string): boolean {
  return url.includes('/v1.0/public/download/');
}

/** §5: duplicates are removed before errors reach a form. */
export function dedupeFieldErrors(errors: readonly ValidationErrorItem[]): ValidationErrorItem[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const id = `${error.key}\u0000${error.content}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Calls whose NATIONAL_NODE_ERROR goes to /unauthorized (§7: the user and own profile id). */
function isSessionIdentityCall(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    path.endsWith('/api/users-api/v1.0/auth/user') ||
    path.endsWith('/api/profiles-api/v1.0/profile/profileId')
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isValidationErrorItem(value: unknown): value is ValidationErrorItem {
  return isRecord(value) && typeof value.key === 'string' && typeof value.content === 'string';
}

/**
 * The services' error envelope (docs/conventions.md, "Services") when `body` is one, else null. Checked
 * by hand, field by field, so the client needs no schema library (see api-client.ts).
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return null;
  }
  const errors = Array.isArray(body.errors) ? body.errors.filter(isValidationErrorItem) : undefined;
  return {
    code: body.code,
    message: body.message,
    reqId: typeof body.reqId === 'string' ? body.reqId : '',
    ...(errors ? { errors } : {}),
  };
}

/** The envelope's error code, or null when `body` is not an envelope. */
export function errorEnvelopeCode(body: unknown): string | null {
  return readErrorEnvelope(body)?.code ?? null;
}

const s = paths.status;

export function resolveHttpError(call: FailedCall): HttpErrorAction {
  if (isPublicDownloadUrl(call.url)) return { kind: 'none' };
  const envelope = readErrorEnvelope(call.body);
  const code = envelope?.code;

  switch (call.status) {
    case 400: {
      if (code === ERROR_CODES.HIDDEN_PROFILE_ERROR) {
        return { kind: 'navigate', to: s.hiddenProfile.getHref() };
      }
      if (envelope?.errors && envelope.errors.length > 0) {
        return { kind: 'field-errors', errors: dedupeFieldErrors(envelope.errors) };
      }
      const message =
        envelope?.message || (typeof call.body === 'string' ? call.body : '') || 'HTTP 400';
      return { kind: 'error-dialog', message };
    }
    case 401:
      switch (code) {
        case ERROR_CODES.CONSENT_CHANGE_REQUIRED_ERROR:
          return { kind: 'navigate', to: s.termsAndConditions.getHref({ modified: true }) };
        case ERROR_CODES.CONSENT_REQUIRED_ERROR:
          return { kind: 'navigate', to: s.termsAndConditions.getHref() };
        case ERROR_CODES.ACCOUNT_LOCKED:
          return { kind: 'navigate', to: s.lockedAccount.getHref() };
        case ERROR_CODES.CLOSED_USER_ERROR:
          return { kind: 'navigate', to: s.closedUser.getHref() };
        case ERROR_CODES.NATIONAL_NODE_ERROR:
          return {
            kind: 'navigate',
            to: isSessionIdentityCall(call.url)
              ? s.unauthorized.getHref()
              : s.unauthorizedNational.getHref(),
          };
        default:
          return { kind: 'navigate', to: s.unauthorized.getHref() };
      }
    case 403:
      return { kind: 'navigate', to: s.accessDenied.getHref() };
    case 404:
      return { kind: 'navigate', to: s.notFound.getHref() };
    case 500:
      return { kind: 'navigate', to: s.internalServerError.getHref() };
    case 502:
      return { kind: 'navigate', to: s.badGateway.getHref() };
    case 503:
      return { kind: 'navigate', to: s.serviceUnavailable.getHref(), storeBody: call.body };
    case 504:
      return { kind: 'navigate', to: s.gatewayTimeout.getHref(), storeBody: call.body };
    case 505:
      return { kind: 'navigate', to: s.httpVersionNotSupported.getHref(), storeBody: call.body };
    default:
      return { kind: 'none' };
  }
}

/** sessionStorage key of the stored error body of a 503/504/505 (§8). */
export const STORED_HTTP_ERROR_KEY = 'ln_http_error';

export function storeHttpErrorBody(body: unknown): void {
  try {
    window.sessionStorage.setItem(STORED_HTTP_ERROR_KEY, JSON.stringify(body ?? null));
  } catch (_error) {
    // Without storage the status page simply shows no request id.
  }
}

/** The request id of the stored error body, if it was an envelope. */
export function readStoredHttpErrorReqId(): string | null {
  try {
    const raw = window.sessionStorage.getItem(STORED_HTTP_ERROR_KEY);
    if (raw === null) return null;
    return readErrorEnvelope(JSON.parse(raw) as unknown)?.reqId ?? null;
  } catch (_error) {
    return null;
  }
}
