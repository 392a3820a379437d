import { UuidSchema } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeedLanguage, FeedsService } from './feeds.service.js';

const ATOM = 'application/atom+xml; charset=utf-8';
/** Feed readers poll; ten minutes is fresh enough for new publications and posts. */
const CACHE_CONTROL = 'public, max-age=600';

/** `?lang=en` gives the English titles; anything else Polish (the default). */
function languageOf(request: FastifyRequest): FeedLanguage {
  return (request.query as { lang?: string }).lang === 'en' ? 'en' : 'pl';
}

export async function feedsRoutes(app: FastifyInstance, options: { service: FeedsService }) {
  const { service } = options;

  app.get<{ Params: { profileId: string } }>(
    '/profiles/:profileId/publications.atom',
    async (request, reply) => {
      const id = UuidSchema.safeParse(request.params.profileId);
      const xml = id.success
        ? await service.profilePublications(id.data, languageOf(request))
        : null;
      if (xml === null) throw new NotFoundError('There is no such public profile.');
      return reply.type(ATOM).header('cache-control', CACHE_CONTROL).send(xml);
    },
  );

  app.get('/news.atom', async (request, reply) =>
    reply
      .type(ATOM)
      .header('cache-control', CACHE_CONTROL)
      .send(await service.news(languageOf(request))),
  );
}
