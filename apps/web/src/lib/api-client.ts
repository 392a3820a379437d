import type { SessionError, ValidationErrorItem } from '@ln/contracts';
import type { Locale } from '@ln/i18n';
import { ERROR_CODES, SESSION_ERROR_HEADER, SESSION_ERRORS } from '@ln/contracts';

import type { HttpErrorAction } from './http-errors';
import { errorEnvelopeCode, resolveHttpError } from './http-errors';
import { readStoredLocale } from './i18n';

/** Every API is reached through the gateway on the page's own origin. */
export const API_BASE_PATHS = {
  'users-api': '/api/users-api',
  'profiles-api': '/api/profiles-api',
} as const;

export type ApiService = keyof typeof API_BASE_PATHS;

/** A non-2xx answer, or a 2xx answer that is not JSON. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  /** A 400 with an error list: the deduplicated list, for the form's fields (§5). */
  readonly fieldErrors: ValidationErrorItem[];
  /** The request URL (service prefix + path), for the §8 rules that depend on the call. */
  readonly url: string;
  /** A refused session refresh: which of §8's two refresh errors (SESSION_ERROR_HEADER). */
  readonly sessionError: SessionError | null;

  constructor(init: {
    status: number;
    code: string;
    body: unknown;
    fieldErrors?: ValidationErrorItem[];
    url?: string;
    cause?: unknown;
    sessionError?: SessionError | null;
  }) {
    super(`API request failed: ${init.status} ${init.code}`, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.fieldErrors = init.fieldErrors ?? [];
    this.url = init.url ?? '';
    this.sessionError = init.sessionError ?? null;
  }
}

/** The envelope's message, else the status (the error dialog's technical line). */
function errorMessage(body: unknown, status: number): string {
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return typeof message === 'string' && message ? message : `HTTP ${status}`;
}

const sessionErrorOf = (value: string | null): SessionError | null =>
  (SESSION_ERRORS as readonly (string | null)[]).includes(value) ? (value as SessionError) : null;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: the §8 rules (status pages, error dialog) are not applied and the caller handles the
   * failure itself, e.g. the footer's versions ("failure gives null") or the legacy look-up.
   */
  redirectOnError?: boolean;
  /**
   * The statuses of a write that its screen shows itself (409, 413, 429, …). Any other status
   * of a write outside the §8 table, and a network failure, gets the unexpected-connection
   * error dialog (§8 "Unexpected HTTP errors"). Reads show their own load-error state.
   */
  handles?: readonly number[];
  /**
   * false: no bearer token and no refresh-and-retry on a 401 (the session's own calls: the
   * refresh itself must never wait for a token).
   */
  authenticate?: boolean;
  /** 'file': a 2xx answer is a document, returned as a File named by its Content-Disposition. */
  as?: 'json' | 'file';
}

// ---------------------------------------------------------------------------------------------
// Hooks the app fills in (set at run time, never at module scope of a page):
// - the HTTP error handler: navigation and dialogs, registered by <HttpErrorBridge> in the layout;
// - the access token provider: the session's bearer token (wired with login and token refresh).
// ---------------------------------------------------------------------------------------------

export type HttpErrorHandler = (action: HttpErrorAction, error: ApiError) => void;
let httpErrorHandler: HttpErrorHandler | null = null;
/** A reported failure that came before the layout registered the handler (see reportHttpError). */
let pendingReport: { action: HttpErrorAction; error: ApiError } | null = null;

/** Registers the handler of §8 actions; returns the function that unregisters it. */
export function setHttpErrorHandler(handler: HttpErrorHandler): () => void {
  httpErrorHandler = handler;
  const pending = pendingReport;
  pendingReport = null;
  if (pending) handler(pending.action, pending.error);
  return () => {
    if (httpErrorHandler === handler) httpErrorHandler = null;
  };
}

/**
 * Applies the §8 rules to a failure the caller first handled itself (`redirectOnError: false`),
 * e.g. the session's start-up calls, which must route CONSENT_* or ACCOUNT_LOCKED as the
 * table says but stay quiet about a plain 401. Those calls can fail before the layout has
 * registered its handler, so the last such report waits for it.
 */
export function reportHttpError(error: ApiError): void {
  const action = resolveHttpError({ status: error.status, body: error.body, url: error.url });
  if (action.kind === 'none' || action.kind === 'field-errors') return;
  if (httpErrorHandler) httpErrorHandler(action, error);
  else pendingReport = { action, error };
}

export type AccessTokenProvider = () => string | null | Promise<string | null>;
/**
 * Called once when a call sent with `rejected` was answered 401 UNAUTHORIZED (the token expired
 * or its session was renewed elsewhere): answers a new token to retry the call with, or null.
 */
export type AccessTokenRenewer = (rejected: string) => Promise<string | null>;
let accessTokenProvider: AccessTokenProvider | null = null;
let accessTokenRenewer: AccessTokenRenewer | null = null;

/**
 * Requests carry `Authorization: Bearer <token>` when the provider gives a token (§7); with a
 * renewer, a call whose token is refused (401 UNAUTHORIZED) is retried once with a new token.
 */
export function setAccessTokenProvider(
  provider: AccessTokenProvider | null,
  renewer: AccessTokenRenewer | null = null,
): void {
  accessTokenProvider = provider;
  accessTokenRenewer = provider ? renewer : null;
}

/** A document answer as a File, named by `filename*` (RFC 6266) or `filename`. */
async function fileOf(response: Response): Promise<File> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = utf8 ? decodeURIComponent(utf8) : (plain ?? 'download');
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type });
}

/**
 * Where calls go and in which language: the browser's `fetch` and the stored locale, unless
 * the server renderer sets its own (decision 024: it calls the services in process, in the
 * language of the request being rendered).
 */
export interface ApiTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  locale: () => Locale;
}
let transport: ApiTransport | null = null;

export function setApiTransport(given: ApiTransport | null): void {
  transport = given;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (_error) {
    return text;
  }
}

/** The code of the services' error envelope, or `HTTP_<status>` when the body is not one. */
function errorCode(body: unknown, status: number): string {
  return errorEnvelopeCode(body) ?? `HTTP_${status}`;
}

/**
 * A 401 that says only "this token is not good" (UNAUTHORIZED, or no envelope), as opposed to
 * the codes of the §8 table that a new token would not change (terms, locked, closed account).
 */
function isPlainUnauthorized(body: unknown): boolean {
  const code = errorEnvelopeCode(body);
  return code === null || code === ERROR_CODES.UNAUTHORIZED;
}

/**
 * Calls `path` on `service`, sends the current locale as Accept-Language (and the bearer token
 * when there is one) and returns the JSON answer as `T`, the contract's answer type (callers
 * write `api.get<X>(…)`). A non-2xx answer goes through the §8 rules
 * (unless `redirectOnError: false`) and is thrown as ApiError; so is a 2xx body that is not JSON.
 *
 * Answers are not parsed again with the contract's zod schema here: both services validate
 * every answer against that schema before sending it (fastify-type-provider-zod's serializer),
 * and leaving zod out keeps about 30 KB (gzip) off every page's first load (decision 009).
 */
export async function apiRequest<T>(
  service: ApiService,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const url = `${API_BASE_PATHS[service]}${path}`;
  const authenticate = options.authenticate !== false;
  const send = (token: string | null) => {
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': transport ? transport.locale() : readStoredLocale(),
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
    };
    if (options.body instanceof FormData) {
      // The browser writes the multipart Content-Type with its boundary.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    return transport ? transport.fetch(url, init) : fetch(url, init);
  };

  const token = authenticate && accessTokenProvider ? await accessTokenProvider() : null;
  const isWrite = (options.method ?? 'GET') !== 'GET';
  const reportUnexpected = (message: string, error: ApiError) => {
    if (isWrite && options.redirectOnError !== false) {
      httpErrorHandler?.({ kind: 'error-dialog', message }, error);
    }
  };
  let response: Response;
  try {
    response = await send(token);
  } catch (error) {
    // A network failure of a write (§8: unexpected connection error); never an abort.
    if (error instanceof TypeError) {
      reportUnexpected(
        error.message || 'network error',
        new ApiError({ status: 0, code: 'NETWORK_ERROR', body: null, url, cause: error }),
      );
    }
    throw error;
  }
  if (options.as === 'file' && response.ok) return (await fileOf(response)) as T;
  let body = await readBody(response);
  // An expired or superseded token: renew it and retry once (never more: no loops).
  if (response.status === 401 && token && accessTokenRenewer && isPlainUnauthorized(body)) {
    const renewed = await accessTokenRenewer(token);
    if (renewed) {
      response = await send(renewed);
      if (options.as === 'file' && response.ok) return (await fileOf(response)) as T;
      body = await readBody(response);
    }
  }
  if (!response.ok) {
    const action = resolveHttpError({ status: response.status, body, url });
    const error = new ApiError({
      status: response.status,
      code: errorCode(body, response.status),
      body,
      fieldErrors: action.kind === 'field-errors' ? action.errors : [],
      url,
      sessionError: sessionErrorOf(response.headers.get(SESSION_ERROR_HEADER)),
    });
    if (options.redirectOnError !== false && action.kind !== 'none') {
      httpErrorHandler?.(action, error);
    } else if (action.kind === 'none' && !options.handles?.includes(response.status)) {
      reportUnexpected(errorMessage(body, response.status), error);
    }
    throw error;
  }
  if (typeof body === 'string') {
    // 2xx but not JSON: not an answer of our services (e.g. a proxy's page).
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', body, url });
  }
  return body as T;
}

type ReadOptions = Omit<ApiRequestOptions, 'method' | 'body'>;
type WriteOptions = Omit<ApiRequestOptions, 'method'>;

export const api = {
  get: <T>(service: ApiService, path: string, options: ReadOptions = {}) =>
    apiRequest<T>(service, path, { ...options, method: 'GET' }),
  post: <T>(service: ApiService, path: string, options: WriteOptions = {}) =>
    apiRequest<T>(service, path, { ...options, method: 'POST' }),
  put: <T>(service: ApiService, path: string, options: WriteOptions = {}) =>
    apiRequest<T>(service, path, { ...options, method: 'PUT' }),
  delete: <T>(service: ApiService, path: string, options: ReadOptions = {}) =>
    apiRequest<T>(service, path, { ...options, method: 'DELETE' }),
  /** A document to download (PDF, DOCX), with the session's token. */
  file: (service: ApiService, path: string, options: Omit<ReadOptions, 'as'> = {}) =>
    apiRequest<File>(service, path, { ...options, method: 'GET', as: 'file' }),
};
