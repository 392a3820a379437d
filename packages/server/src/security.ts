import { randomUUID } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ERROR_CODES } from '@ln/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { frameworkErrorHandler } from './error-handler.js';
import { AppError } from './errors.js';
import { securityHeadersPlugin } from './security-headers.js';

/**
 * Security headers and rate limiting of every service (registered by registerServiceBasics):
 * the one header set of security-headers.ts; and
 * @fastify/rate-limit with no global limit: routes opt in with
 * `config: { rateLimit: { max, timeWindow } }` (login, callback, refresh), public reads get
 * theirs from public-api.ts, and both answer 429 RATE_LIMITED in the envelope.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, {
    global: false,
    // The library's own key (the address; IPv6 by its /64), but a request whose client has
    // already hung up has no address any more: one shared key, not a TypeError (a 500).
    keyGenerator: (request) =>
      (request.ip as string | undefined) === undefined ? 'client-gone' : normalizeIP(request.ip),
    // The standard RateLimit-* headers (IETF draft), not the older X-RateLimit-*.
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  // The request id in every log line (reqId) is also returned, so a user can quote it.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', String(request.id));
  });
});

/** Log paths that hold secrets: tokens, cookies (pino redaction). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/**
 * Fastify options every service and the gateway use: a random UUID per request as the
 * request id (`reqId` in the logs; a client-sent id is not trusted), redaction of tokens and
 * cookies, and request URLs logged without their query string (the login callback carries
 * the authorization code and state there; searches may carry personal names).
 */
export function serverOptions(logLevel: string): FastifyServerOptions {
  return {
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler,
    logger: {
      level: logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (request: {
          method: string;
          url: string;
          routeOptions?: { url?: string };
          ip?: string;
        }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          route: request.routeOptions?.url,
        }),
      },
    },
  };
}
