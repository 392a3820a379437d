// The pages of an origin: `/`, a profile's photo, and every GET path no other route took
// (client-side routes included), except the APIs and the build's assets, whose 404 the
// error handler of @ln/server answers with the envelope.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { UuidSchema } from '@ln/contracts';
import { NotFoundError, RouteNotFoundError } from '@ln/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_CACHE_CONTROL, type PageAnswer, type PagesService } from './pages.service.js';
import { signpostingLinks } from './signposting.fns.js';

/** How long caches keep a profile's photo (a changed photo shows in previews within it). */
const PHOTO_CACHE_CONTROL = 'public, max-age=3600';

const gzipAsync = promisify(gzip);
const gzippedBodies = new WeakMap<Buffer, Promise<Buffer>>();

/**
 * A rendered body gzipped once: readers who share a render (or a kept page) share its
 * compression too, and it goes with the body when the page cache lets the body go.
 */
function gzipped(body: Buffer): Promise<Buffer> {
  let zipped = gzippedBodies.get(body);
  if (!zipped) {
    zipped = gzipAsync(body);
    gzippedBodies.set(body, zipped);
  }
  return zipped;
}

/**
 * Whether the reader prefers gzip to the page as it is (`Accept-Encoding`, with its q-values and
 * `*`), negotiated as @fastify/static negotiates the build's precompressed files. A rendered
 * page is about 30 KB of HTML and 8 KB gzipped; nginx compresses it too, but `pnpm start` has
 * only us.
 */
function acceptsGzip(request: FastifyRequest): boolean {
  return (
    negotiate(String(request.headers['accept-encoding'] ?? ''), ['gzip', 'identity']) === 'gzip'
  );
}

export async function pageRoutes(app: FastifyInstance, options: { service: PagesService }) {
  const { service } = options;

  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let answer: PageAnswer;
    try {
      answer = await service.page({
        url: request.url,
        cookie: request.headers.cookie,
        visitor: request.ip,
      });
    } catch (error) {
      // The browser can still render the page (and show the failure as it always did).
      request.log.error({ err: error }, 'server rendering failed');
      answer = { kind: 'shell', cacheControl: PAGE_CACHE_CONTROL.shell };
    }
    if (answer.kind === 'shell') {
      return reply
        .header('cache-control', answer.cacheControl)
        .header('content-type', 'text/html; charset=utf-8')
        .send(service.template);
    }
    reply.header('vary', 'Cookie, Accept-Encoding');
    if (answer.kind === 'redirect') {
      return reply
        .header('cache-control', PAGE_CACHE_CONTROL.rendered)
        .redirect(answer.location, answer.status);
    }
    // Signposting on a profile's and a publication's page as rendered (never on a status page).
    const links =
      answer.status === 200
        ? signpostingLinks(request.url.split('?')[0] ?? '', service.origin)
        : null;
    if (links) reply.header('link', links);
    reply
      .status(answer.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', answer.locale)
      .header('cache-control', PAGE_CACHE_CONTROL.rendered);
    if (!acceptsGzip(request)) return reply.send(answer.body);
    // zlib's own thread pool, level 6: well under a millisecond for a page.
    return reply.header('content-encoding', 'gzip').send(await gzipped(answer.body));
  };

  app.get('/', serve);

  app.get<{ Params: { profileId: string } }>(
    '/profiles/:profileId/photo',
    async (request, reply) => {
      const id = UuidSchema.safeParse(request.params.profileId);
      if (!id.success) throw new RouteNotFoundError(request);
      const photo = await service.photo(id.data, request.ip);
      if (!photo) throw new NotFoundError('This profile has no public photo.');
      return reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .type(photo.mimeType)
        .send(photo.content);
    },
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (!wantsPage) throw new RouteNotFoundError(request);
    return serve(request, reply);
  });
}
