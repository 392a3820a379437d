import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OaiService } from './oai.service.js';

const XML = 'text/xml; charset=utf-8';
const FORM = 'application/x-www-form-urlencoded';

/** Every value of every argument, repeated ones kept (a repeated argument is badArgument). */
function argumentsOf(search: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) (out[name] ??= []).push(value);
  return out;
}

function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

/**
 * GET /oai and POST /oai (a form, application/x-www-form-urlencoded), as §3.1.1 of OAI-PMH 2.0
 * wants both. Public, read-only, without cookies.
 */
export async function oaiRoutes(app: FastifyInstance, options: { service: OaiService }) {
  const { service } = options;
  // The form is the protocol's own argument list: kept as text, read like a query string.
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get('/oai', async (request, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'no-store')
      .send(await service.handle(argumentsOf(queryOf(request)))),
  );

  app.post('/oai', async (request, reply) => {
    const form = typeof request.body === 'string' ? request.body : '';
    return reply
      .type(XML)
      .header('cache-control', 'no-store')
      .send(await service.handle(argumentsOf(form)));
  });
}
