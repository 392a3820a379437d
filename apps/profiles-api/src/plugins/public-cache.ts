import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Public data may be cached for a minute by browsers and proxies. */
const PUBLIC_MAX_AGE = 60;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'revalidate': data its owner changes with a click (publication visibility, own versions)
     * are stored but checked on every use (`no-cache` + ETag: a 304 while unchanged), so no
     * cache shows the old state after a write.
     */
    publicCache?: 'revalidate';
  }
}

/**
 * Cache headers for public reads: successful GETs under /public/ get a short public max-age,
 * `Vary: Accept-Language, Authorization` (labels and contact data depend on them) and an ETag, answering 304 when the client
 * already has the same body. The same reads with a session are `private, no-store`; everything
 * else is `no-store`: nothing personal is cached.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const isPublicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      /\/public\//.test(request.url);
    if (!isPublicRead || request.headers.authorization) {
      // A public read with a session may hold contact data shown only to logged-in readers
      // (accounts-and-platform §4): private, so no shared cache ever keeps or serves it.
      const value = isPublicRead ? 'private, no-store' : 'no-store';
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', value);
      if (isPublicRead) void reply.header('vary', 'Accept-Language, Authorization');
      return payload;
    }
    const revalidate = request.routeOptions.config.publicCache === 'revalidate';
    void reply.header(
      'cache-control',
      revalidate ? 'public, no-cache' : `public, max-age=${PUBLIC_MAX_AGE}`,
    );
    // Authorization: a reader's contact data depend on who asks (anonymous copies only are cached).
    void reply.header('vary', 'Accept-Language, Authorization');
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      void reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        void reply.code(304);
        return '';
      }
    }
    return payload;
  });
});
