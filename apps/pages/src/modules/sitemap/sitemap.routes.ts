import { NotFoundError } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { SitemapService } from './sitemap.service.js';

/** Caches keep an answer for an hour at most. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export async function sitemapRoutes(app: FastifyInstance, options: { service: SitemapService }) {
  const { service } = options;

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(service.robots()),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(await service.index()),
  );

  app.get<{ Params: { page: string } }>('/sitemaps/profiles-:page.xml', async (request, reply) => {
    const xml = await service.profiles(Number(request.params.page));
    if (xml === null) throw new NotFoundError('There is no such sitemap file.');
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(xml);
  });

  app.get('/sitemaps/gremia.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(await service.gremia()),
  );
}
