import { NotFoundError } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { LookupService } from './lookup.service.js';

/** A day: the profile an ORCID iD names rarely changes, and a 301 is cached by browsers. */
const CACHE_CONTROL = 'public, max-age=86400';

export async function lookupRoutes(app: FastifyInstance, options: { service: LookupService }) {
  const { service } = options;

  app.get<{ Params: { orcid: string } }>('/orcid/:orcid', async (request, reply) => {
    const path = await service.profilePath('orcid', request.params.orcid);
    if (!path) throw new NotFoundError('No public profile has this ORCID iD.');
    return reply.header('cache-control', CACHE_CONTROL).redirect(path, 301);
  });

  app.get<{ Params: { pbnId: string } }>('/pbn/:pbnId', async (request, reply) => {
    const path = await service.profilePath('pbnId', request.params.pbnId);
    if (!path) throw new NotFoundError('No public profile has this PBN id.');
    return reply.header('cache-control', CACHE_CONTROL).redirect(path, 301);
  });
}
