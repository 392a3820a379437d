/**
 * HTTP for the registry clients: a timeout per request, retries with exponential backoff and
 * full jitter for what is worth retrying (a dropped connection, a timeout, 429, 500, 502, 503,
 * 504), and a registry's Retry-After honoured (RFC 9110 §10.2.3: seconds or an HTTP date).
 * Errors name the status and the path, never a response body: a PBN person carries a PESEL.
 */

export interface HttpOptions {
  /** Milliseconds before one attempt is given up (and retried). */
  timeoutMs?: number;
  /** Attempts after the first. */
  maxRetries?: number;
  /** First backoff in milliseconds; each retry doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this fails the request instead of waiting. */
  maxRetryAfterMs?: number;
  /** Waits (tests record the waits instead of sleeping). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** In [0, 1): the jitter's dice. */
  random?: () => number;
  /** Told about each retry, for the job's log. */
  onRetry?: (event: RetryEvent) => void;
  fetch?: typeof fetch;
}

export interface RetryEvent {
  source: string;
  path: string;
  attempt: number;
  reason: string;
  delayMs: number;
}

export class RegistryHttpError extends Error {
  constructor(
    readonly source: string,
    readonly status: number,
    readonly path: string,
    detail?: string,
    /** The answer's body, only for a request that asked for it (`errorBody`): never PBN's. */
    readonly body?: unknown,
  ) {
    super(`${source} answered ${status} for ${path}${detail ? ` (${detail})` : ''}`);
    this.name = 'RegistryHttpError';
  }
}

export class RegistryUnavailableError extends Error {
  constructor(
    readonly source: string,
    readonly path: string,
    reason: string,
  ) {
    super(`${source} is unavailable for ${path}: ${reason}`);
    this.name = 'RegistryUnavailableError';
  }
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After in milliseconds, or null if absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface HttpRequest {
  method?: 'GET' | 'POST';
  /** Path and query, appended to the base URL. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** An `application/x-www-form-urlencoded` body instead (an OAuth token request). */
  form?: Record<string, string>;
  /**
   * Keep a 4xx answer's JSON body on the error (`RegistryHttpError.body`), for a source whose
   * errors carry their reason (ORCID's `error-code`) and never personal data.
   */
  errorBody?: boolean;
  signal?: AbortSignal;
}

/** What a request answered, with the headers (a rate limit a client paces itself by). */
export interface HttpAnswer<T> {
  data: T;
  headers: Headers;
}

export interface HttpClient {
  json<T>(request: HttpRequest): Promise<T>;
  /** As `json`, with the answer's headers. */
  answer<T>(request: HttpRequest): Promise<HttpAnswer<T>>;
}

export function createHttpClient(
  source: string,
  baseUrl: string,
  options: HttpOptions = {},
): HttpClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 6;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 300_000;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? fetch;
  const root = baseUrl.replace(/\/+$/, '');

  const backoff = (attempt: number) =>
    Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));

  async function answer<T>(request: HttpRequest): Promise<HttpAnswer<T>> {
    const pathOnly = request.path.split('?')[0]!;
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      let delayMs: number;
      const signals = [AbortSignal.timeout(timeoutMs)];
      if (request.signal) signals.push(request.signal);
      try {
        const response = await doFetch(root + request.path, {
          method: request.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(request.form
              ? { 'content-type': 'application/x-www-form-urlencoded' }
              : request.body === undefined
                ? {}
                : { 'content-type': 'application/json' }),
            ...request.headers,
          },
          body: request.form
            ? new URLSearchParams(request.form).toString()
            : request.body === undefined
              ? undefined
              : JSON.stringify(request.body),
          signal: AbortSignal.any(signals),
        });
        if (response.ok) return { data: (await response.json()) as T, headers: response.headers };
        if (!RETRYABLE.has(response.status)) {
          const body = request.errorBody
            ? await response.json().catch(() => undefined)
            : // Read and drop the body: the connection goes back to the pool, nothing is kept.
              await response.arrayBuffer().then(
                () => undefined,
                () => undefined,
              );
          throw new RegistryHttpError(source, response.status, pathOnly, undefined, body);
        }
        await response.arrayBuffer().catch(() => undefined);
        reason = `HTTP ${response.status}`;
        const wait = retryAfterMs(response.headers.get('retry-after'));
        if (wait !== null && wait > maxRetryAfterMs)
          throw new RegistryHttpError(source, response.status, pathOnly, `Retry-After ${wait} ms`);
        delayMs = wait ?? backoff(attempt);
      } catch (error) {
        if (error instanceof RegistryHttpError) throw error;
        if (request.signal?.aborted) throw request.signal.reason;
        reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        delayMs = backoff(attempt);
      }
      if (attempt >= maxRetries) throw new RegistryUnavailableError(source, pathOnly, reason);
      options.onRetry?.({ source, path: pathOnly, attempt: attempt + 1, reason, delayMs });
      await sleep(delayMs, request.signal);
    }
  }

  return {
    answer,
    json: async <T>(request: HttpRequest) => (await answer<T>(request)).data,
  };
}
