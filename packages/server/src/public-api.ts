import cors from '@fastify/cors';
import { ErrorEnvelopeSchema } from '@ln/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { booleanFlag } from './env.js';

/*
 * The public reads as other programs use them (docs/decisions/023-api-for-consumers.md):
 * any origin may read them (CORS), and each client address has a budget per minute.
 * A public read is a GET whose OpenAPI security lets an anonymous caller in (`[]` or
 * OPTIONAL_BEARER); openapi.ts derives that from the route's guard, so a new public route
 * is covered without a word, and a guarded one stays same-origin and unlimited here.
 */

export interface PublicApiConfig {
  /** Rate limits on public reads (RATE_LIMIT_ENABLED). */
  rateLimitEnabled: boolean;
  /** Requests from 127.0.0.1/::1 are limited too (false: tests, benches, `pnpm start` on a laptop). */
  rateLimitLoopback: boolean;
  /** Budgets per client address and minute. */
  perMinute: { search: number; profile: number; public: number };
}

const perMinute = (defaultValue: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(defaultValue);

/** The variables of both services' env schemas (README "Environment"). */
export const PUBLIC_API_ENV_SHAPE = {
  /** Rate limits on public reads per client address (default true). */
  RATE_LIMIT_ENABLED: booleanFlag(true),
  /** Also limit loopback addresses (default false, so tests and benches are never limited). */
  RATE_LIMIT_LOOPBACK: booleanFlag(false),
  /** Searches (scientists, institutions, specialties) per address and minute. */
  RATE_LIMIT_SEARCH_PER_MINUTE: perMinute(120),
  /** Reads about one profile (its page and parts) per address and minute. */
  RATE_LIMIT_PROFILE_PER_MINUTE: perMinute(600),
  /** Every other public read per address and minute. */
  RATE_LIMIT_PUBLIC_PER_MINUTE: perMinute(1200),
};

export const DEFAULT_PUBLIC_API_CONFIG: PublicApiConfig = {
  rateLimitEnabled: true,
  rateLimitLoopback: false,
  perMinute: { search: 120, profile: 600, public: 1200 },
};

export function publicApiConfigFromEnv(env: {
  RATE_LIMIT_ENABLED: boolean;
  RATE_LIMIT_LOOPBACK: boolean;
  RATE_LIMIT_SEARCH_PER_MINUTE: number;
  RATE_LIMIT_PROFILE_PER_MINUTE: number;
  RATE_LIMIT_PUBLIC_PER_MINUTE: number;
}): PublicApiConfig {
  return {
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    rateLimitLoopback: env.RATE_LIMIT_LOOPBACK,
    perMinute: {
      search: env.RATE_LIMIT_SEARCH_PER_MINUTE,
      profile: env.RATE_LIMIT_PROFILE_PER_MINUTE,
      public: env.RATE_LIMIT_PUBLIC_PER_MINUTE,
    },
  };
}

type Budget = keyof PublicApiConfig['perMinute'];

/** Whether a route (after openapi.ts derived its security) is a public read. */
export function isPublicRead(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  if (!methods.includes('GET') && !methods.includes('HEAD')) return false;
  const schema = route.schema as { hide?: boolean; security?: object[] } | undefined;
  if (!schema || schema.hide || !schema.security) return false;
  return schema.security.length === 0 || schema.security.some((s) => Object.keys(s).length === 0);
}

/** Searches have the smallest budget, reads about one profile their own, the rest the largest. */
function budgetOf(route: RouteOptions): Budget {
  const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
  if (tags.includes('search')) return 'search';
  return route.url.includes(':profileId') ? 'profile' : 'public';
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The callers the public limits leave alone: loopback addresses unless RATE_LIMIT_LOOPBACK
 * (tests, benches and `pnpm start` on one machine). For a route's own, stricter limit.
 */
export function publicLimitExempt(config: PublicApiConfig) {
  return (request: FastifyRequest) => !config.rateLimitLoopback && LOOPBACK.test(request.ip);
}

/**
 * @fastify/rate-limit on public reads: one counter per budget and client address
 * (`request.ip`, which honours the service's trustProxy), the standard `RateLimit-*`
 * headers, and 429 RATE_LIMITED in the envelope with `Retry-After` (the error builder of
 * security.ts). Each public read documents its 429.
 */
export const publicReadLimitsPlugin = fp(
  async (app: FastifyInstance, options: { config: PublicApiConfig }) => {
    const { config } = options;
    if (!config.rateLimitEnabled) return;
    const exempt = publicLimitExempt(config);
    const limiters = Object.fromEntries(
      (Object.keys(config.perMinute) as Budget[]).map((budget) => [
        budget,
        app.rateLimit({
          max: config.perMinute[budget],
          timeWindow: 60_000,
          allowList: exempt,
        }),
      ]),
    ) as Record<Budget, (request: FastifyRequest, reply: unknown) => Promise<void>>;
    app.addHook('onRoute', (route) => {
      if (!isPublicRead(route) || route.config?.rateLimit !== undefined) return;
      const limiter = limiters[budgetOf(route)];
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.includes(limiter as never)) route.onRequest = [limiter, ...hooks] as never;
      const response = (route.schema as { response?: Record<string, unknown> }).response;
      if (response && !response['429']) response['429'] = ErrorEnvelopeSchema;
    });
  },
  { name: 'ln-public-read-limits', dependencies: ['@fastify/rate-limit'] },
);

/**
 * CORS (@fastify/cors) for public reads only: any origin, GET and HEAD, no credentials, the
 * preflight answered and cached for a day. Any other route (a session's, a write) answers
 * no CORS header and its preflight 404, so a page elsewhere can neither read nor call it.
 */
export const publicCorsPlugin = fp(
  async (app: FastifyInstance) => {
    const publicPaths: RegExp[] = [];
    app.addHook('onRoute', (route) => {
      if (isPublicRead(route)) publicPaths.push(pathPattern(route.url));
    });
    const isPublicPath = (url: string) => {
      const path = url.split('?')[0] ?? '';
      return publicPaths.some((pattern) => pattern.test(path));
    };
    await app.register(cors, {
      hideOptionsRoute: true,
      delegator: (request, callback) => {
        const method =
          request.method === 'OPTIONS'
            ? request.headers['access-control-request-method']
            : request.method;
        const allowed = (method === 'GET' || method === 'HEAD') && isPublicPath(request.url);
        callback(null, {
          origin: allowed ? '*' : false,
          methods: ['GET', 'HEAD'],
          credentials: false,
          // If-None-Match: a client revalidates with the ETag; Authorization is not among them.
          allowedHeaders: ['Accept', 'Accept-Language', 'If-None-Match'],
          exposedHeaders: [
            'ETag',
            'Content-Language',
            'RateLimit-Limit',
            'RateLimit-Remaining',
            'RateLimit-Reset',
            'Retry-After',
            'X-Request-Id',
          ],
          maxAge: 86_400,
          cacheControl: 86_400,
          strictPreflight: true,
        });
      },
    });
  },
  { name: 'ln-public-cors' },
);

/** A route path (`/a/:id/b`) as an anchored pattern of the request path. */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
