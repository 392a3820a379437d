import { readFileSync } from 'node:fs';
import { UuidSchema } from '@ln/contracts';
import { applyEmbedHeaders } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import {
  EMBED_DEFAULT_PUBLICATIONS,
  EMBED_MAX_PUBLICATIONS,
  type EmbedLanguage,
  type EmbedService,
} from './embed.service.js';

/** Read once: the widget's only stylesheet (about 1.5 KB). */
const WIDGET_CSS = readFileSync(new URL('./widget.css', import.meta.url), 'utf8');
/** The widget's data change with the profile; ten minutes in caches is fresh enough. */
const CACHE_CONTROL = 'public, max-age=600';

/**
 * `/embed/profiles/{profileId}?lang=en&count=5`: the widget, framed by any page (only this
 * path's answers may be: applyEmbedHeaders), without cookies or script.
 */
export async function embedRoutes(app: FastifyInstance, options: { service: EmbedService }) {
  const { service } = options;

  app.get('/embed/widget.css', (_request, reply) => {
    applyEmbedHeaders(reply.raw);
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(WIDGET_CSS);
  });

  app.get<{ Params: { profileId: string }; Querystring: { lang?: string; count?: string } }>(
    '/embed/profiles/:profileId',
    async (request, reply) => {
      applyEmbedHeaders(reply.raw);
      const lang: EmbedLanguage = request.query.lang?.startsWith('en') ? 'en' : 'pl';
      const asked = Number(request.query.count ?? EMBED_DEFAULT_PUBLICATIONS);
      const count = Number.isInteger(asked)
        ? Math.min(Math.max(asked, 0), EMBED_MAX_PUBLICATIONS)
        : EMBED_DEFAULT_PUBLICATIONS;
      const id = UuidSchema.safeParse(request.params.profileId);
      const answer = id.success
        ? await service.profileCard(id.data, lang, count)
        : service.notFound(lang);
      return reply
        .code(answer.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', answer.status === 200 ? CACHE_CONTROL : 'no-store')
        .header('content-language', lang === 'en' ? 'en-EN' : 'pl-PL')
        .send(answer.html);
    },
  );
}
