import { ErrorEnvelopeSchema } from '@ln/contracts';
import type { z } from 'zod';

import { readStoredLocale } from './i18n';

/** Every API is reached through the gateway on the page's own origin. */
export const API_BASE_PATHS = {
  'users-api': '/api/users-api',
  'profiles-api': '/api/profiles-api',
} as const;

export type ApiService = keyof typeof API_BASE_PATHS;

/** A non-2xx answer, or a 2xx answer whose body does not match the expected schema. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(init: { status: number; code: string; body: unknown; cause?: unknown }) {
    super(`API request failed: ${init.status} ${init.code}`, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
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
  const envelope = ErrorEnvelopeSchema.safeParse(body);
  return envelope.success ? envelope.data.code : `HTTP_${status}`;
}

/**
 * Calls `path` on `service`, sends the current locale as Accept-Language and returns the JSON
 * answer parsed with `schema`. Throws ApiError for a non-2xx answer or an unexpected body.
 */
export async function apiRequest<T>(
  service: ApiService,
  path: string,
  schema: z.ZodType<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': readStoredLocale(),
  });
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
  };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(`${API_BASE_PATHS[service]}${path}`, init);
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: errorCode(body, response.status), body });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      body,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export const api = {
  get: <T>(
    service: ApiService,
    path: string,
    schema: z.ZodType<T>,
    options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
  ): Promise<T> => apiRequest(service, path, schema, { ...options, method: 'GET' }),
};
