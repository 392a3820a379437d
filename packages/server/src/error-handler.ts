import {
  ERROR_CODES,
  localizeMessage,
  messageLangOf,
  type ErrorEnvelope,
  type ValidationErrorItem,
} from '@ln/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { boundedItems, boundedText, boundedValue } from './bounded.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';
import { AppError, LoginFailedError, NotFoundError } from './errors.js';
import { isMalformedMultipart, MULTIPART_MESSAGES } from './multipart-bounds.js';
import { applySecurityHeaders } from './security-headers.js';

export { ECHO_MAX_CHARS, INVALID_VALUE_MAX_CHARS, MAX_ERROR_ITEMS } from './bounded.js';

/** Fastify's own 4xx by status: our code and our message (its text may quote the request). */
const FASTIFY_4XX: Record<number, { code: string; message: string }> = {
  404: { code: ERROR_CODES.NOT_FOUND, message: 'Not found.' },
  413: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request body is too large.' },
  415: {
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'The content type is not supported; send application/json.',
  },
  429: { code: ERROR_CODES.RATE_LIMITED, message: 'Too many requests.' },
};

type Part = 'body' | 'querystring' | 'params' | 'headers';

function valueAt(
  request: FastifyRequest,
  part: Part | undefined,
  path: readonly PropertyKey[],
): unknown {
  const root: unknown =
    part === 'body'
      ? request.body
      : part === 'params'
        ? request.params
        : part === 'headers'
          ? request.headers
          : request.query;
  // A path into a value the schema preprocessed (`ids=abc` read as a list) ends at the
  // primitive the client sent; a path to a missing field gives undefined (shown as null).
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return value;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Removes exact duplicates (accounts-and-platform §5: duplicates are removed). */
function unique(items: ValidationErrorItem[]): ValidationErrorItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.key}\u0000${item.content}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A browser navigation wants a redirect; an API caller (Accept: application/json) the envelope. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The 404 of a request that no route took (its method and path in the message). */
export class RouteNotFoundError extends NotFoundError {
  constructor(request: FastifyRequest) {
    super(`No route ${request.method} ${boundedText(request.url.split('?')[0] ?? '/')}.`);
  }
}

export interface ErrorHandlerOptions {
  /**
   * Whether requests that no route took get the 404 envelope here (default true). false: the
   * app answers them itself (the page server renders pages there) and throws
   * RouteNotFoundError for the rest, which this error handler answers.
   */
  notFound?: boolean;
}

/**
 * One setErrorHandler for the whole service: every error leaves as the envelope, 4xx with
 * its code, 5xx with a generic message only (the detail goes to the log, never to the client).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: ErrorHandlerOptions) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const reqId = String(request.id);
    const send = (
      status: number,
      body: Omit<ErrorEnvelope, 'reqId'>,
      headers?: Record<string, string>,
    ) => {
      if (headers) void reply.headers(headers);
      // Messages in the caller's language (accounts-and-platform §7: Accept-Language).
      const lang = messageLangOf(request.headers['accept-language']);
      const errors = body.errors
        ? {
            errors: boundedItems(
              body.errors.map((item) => ({
                ...item,
                content: localizeMessage(item.content, lang),
              })),
            ),
          }
        : {};
      const message = status < 500 ? localizeMessage(body.message, lang) : body.message;
      return reply
        .status(status)
        .send({ ...body, message, ...errors, reqId } satisfies ErrorEnvelope);
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext as Part | undefined;
      const errors = unique(
        error.validation.map((issue) => {
          const path = issue.instancePath.split('/').filter((segment) => segment !== '');
          return {
            key: path.length > 0 ? path.join('.') : String(part ?? 'request'),
            content: issue.message ?? 'is not valid',
            invalidValue: boundedValue(valueAt(request, part, path)),
          };
        }),
      );
      return send(400, {
        code: ERROR_CODES.VALIDATION_ERROR,
        message: 'The request is not valid.',
        errors,
      });
    }
    if (error instanceof LoginFailedError && !wantsJson(request)) {
      return reply.redirect(error.redirectTo, 302);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(
        error.statusCode,
        {
          code: String(error.code),
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
        error.headers,
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, { code: ERROR_CODES.INTERNAL_ERROR, message: 'Internal server error.' });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own 4xx (body too large, unsupported media type, a bad content-length, …)
      // leave with our codes and messages, never Fastify's internal FST_ERR_* names; a 400
      // lists what was wrong like every other 400.
      const known = FASTIFY_4XX[status];
      if (known) return send(status, known);
      return send(status, {
        code: ERROR_CODES.VALIDATION_ERROR,
        message: 'The request is not valid.',
        errors: [{ key: 'request', content: 'is not valid', invalidValue: null }],
      });
    }
    if (isMalformedMultipart(error, request)) {
      // A client's broken upload, refused by the multipart parser: not a bug of ours.
      return send(400, {
        code: ERROR_CODES.VALIDATION_ERROR,
        message: 'The request is not valid.',
        errors: [{ key: 'body', content: MULTIPART_MESSAGES.truncated, invalidValue: null }],
      });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may try again (docs/runtime.md).
      request.log.warn({ err: error }, 'database unavailable');
      return send(
        503,
        {
          code: ERROR_CODES.SERVICE_UNAVAILABLE,
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
        { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: ERROR_CODES.INTERNAL_ERROR, message: 'Internal server error.' });
  });

  if (options.notFound === false) return;
  app.setNotFoundHandler(async (request) => {
    throw new RouteNotFoundError(request);
  });
});

/**
 * Fastify's `frameworkErrors` (server option, see serverOptions): a URL that is not valid
 * percent-encoding and a path parameter over maxParamLength fail before any route or hook,
 * so they get the envelope (and the security headers) here.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  applySecurityHeaders(reply.raw, request.protocol === 'https');
  const path = request.url.split('?')[0] ?? '/';
  const reqId = String(request.id);
  const answer = (status: number, body: Omit<ErrorEnvelope, 'reqId'>) =>
    reply.status(status).send({ ...body, reqId } satisfies ErrorEnvelope);
  if (error.code === 'FST_ERR_BAD_URL') {
    return answer(400, {
      code: ERROR_CODES.VALIDATION_ERROR,
      message: 'The request is not valid.',
      errors: [
        { key: 'url', content: 'is not valid percent-encoding', invalidValue: boundedValue(path) },
      ],
    });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return answer(414, {
      code: ERROR_CODES.URI_TOO_LONG,
      message: 'A path parameter is too long.',
      errors: [
        {
          key: 'url',
          content: 'has a path parameter longer than 100 characters',
          invalidValue: boundedValue(path),
        },
      ],
    });
  }
  request.log.error({ err: error }, 'framework error');
  return answer(500, { code: ERROR_CODES.INTERNAL_ERROR, message: 'Internal server error.' });
}
