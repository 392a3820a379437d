import { ERROR_CODES, type ErrorEnvelope, type ValidationErrorItem } from '@ln/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';
import { AppError, LoginFailedError } from './errors.js';

const FASTIFY_4XX_CODES: Record<number, string> = {
  404: ERROR_CODES.NOT_FOUND,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
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
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
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

/**
 * One setErrorHandler for the whole service: every error leaves as the envelope, 4xx with
 * its code, 5xx with a generic message only (the detail goes to the log, never to the client).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const reqId = String(request.id);
    const send = (
      status: number,
      body: Omit<ErrorEnvelope, 'reqId'>,
      headers?: Record<string, string>,
    ) => {
      if (headers) void reply.headers(headers);
      return reply.status(status).send({ ...body, reqId } satisfies ErrorEnvelope);
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext as Part | undefined;
      const errors = unique(
        error.validation.map((issue) => {
          const path = issue.instancePath.split('/').filter((segment) => segment !== '');
          return {
            key: path.length > 0 ? path.join('.') : String(part ?? 'request'),
            content: issue.message ?? 'is not valid',
            invalidValue: valueAt(request, part, path),
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
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, …) leave
      // with our codes, never Fastify's internal FST_ERR_* names.
      return send(status, {
        code: FASTIFY_4XX_CODES[status] ?? ERROR_CODES.VALIDATION_ERROR,
        message: error.message,
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

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: ERROR_CODES.NOT_FOUND,
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      reqId: String(request.id),
    } satisfies ErrorEnvelope),
  );
});
