import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every response (docs/security.md): the web app, the API
 * documentation and the identity provider's pages load scripts, styles and fonts from their own
 * origin only (the web build has no inline script or style; React's style props go through
 * the CSSOM, which CSP does not govern), images from the origin and data: URLs, and talk to
 * the origin only. Nothing may frame any page.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:", // blob: the photo upload's preview (features/profile-edit)
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * One set of security headers for every response of the stack: the gateway of `pnpm start`,
 * each service, the dev identity provider, and (copied header for header, a test compares
 * them) apps/web/nginx.conf of docker compose.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Search URLs can hold personal names: no URL leaves the page in a Referer.
  'referrer-policy': 'no-referrer',
  // The same as frame-ancestors 'none', for browsers that predate it.
  'x-frame-options': 'DENY',
  'permissions-policy':
    'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Sent only over TLS (a browser ignores it over plain http, and it must not pin a dev host). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Writes the set onto the raw response, so it survives whatever answers: a route, the 404
 * handler, @fastify/static, a hijacked reply (the identity provider's own pages) or an error.
 */
export function applySecurityHeaders(res: ServerResponse, overTls: boolean): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (overTls) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

function overTls(request: FastifyRequest): boolean {
  // request.protocol honours X-Forwarded-Proto only where trustProxy is configured.
  return request.protocol === 'https';
}

/** The set on every response of the context it is registered in (and its children). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(reply.raw, overTls(request));
  });
});

/**
 * The policy of the widget's pages under /embed/ (issue 44, docs/open-data.md) and of nothing
 * else: any page may frame them; they load only their own stylesheet, run no script and send no
 * form. Every other answer keeps `frame-ancestors 'none'` and X-Frame-Options DENY.
 */
export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'none'",
  'frame-ancestors *',
  "base-uri 'none'",
].join('; ');

/** The path prefix whose answers may be framed. */
export const EMBED_PATH_PREFIX = '/embed/';

/** Turns the set written by `applySecurityHeaders` into the widget's (its route calls it). */
export function applyEmbedHeaders(res: ServerResponse): void {
  res.setHeader('content-security-policy', EMBED_CONTENT_SECURITY_POLICY);
  res.removeHeader('x-frame-options');
  // Framed by pages of other origins, and its stylesheet read by them.
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
}
