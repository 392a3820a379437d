import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type Lang = 'pl' | 'en';

declare module 'fastify' {
  interface FastifyRequest {
    /** The label language: en for an `Accept-Language` starting with en, pl otherwise. */
    lang: Lang;
  }
}

/** Reads `Accept-Language` (pl-PL or en-EN from the web; any en-* or pl-* elsewhere). */
export function langOf(header: string | undefined): Lang {
  if (!header) return 'pl';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('pl')) return 'pl';
  }
  return 'pl';
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'pl');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = langOf(request.headers['accept-language']);
    // Every answer says which language its labels are in (the web's locale codes).
    void reply.header('content-language', request.lang === 'en' ? 'en-EN' : 'pl-PL');
  });
});
