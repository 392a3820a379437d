import {
  CoauthorNetworkSchema,
  CoauthorPageQuerySchema,
  CoauthorPageSchema,
  ProfileIdParamsSchema,
  SimilarQuerySchema,
  SimilarResearchersSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DiscoveryService } from './discovery.service.js';

const tags = ['discovery'];

/** Co-authors and similar researchers of a public profile (issue 45, decision 047). */
export async function discoveryRoutes(
  app: FastifyInstance,
  options: { service: DiscoveryService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/profile/:profileId/coauthors',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getCoauthors',
        tags,
        summary: 'The people this profile has published with, among visible profiles (paged)',
        description:
          'Each co-author with the number of publications both show publicly and the first and last year of them, most shared publications first (then by id). Zero-based `page`, `size` 1–100 (20 by default). Hidden profiles never appear; the deceased do. The shared publications themselves: `public/publications/{profileId}/publications?coauthorId=…`. Computed off the request path and refreshed after every change (decision 047).',
        params: ProfileIdParamsSchema,
        querystring: CoauthorPageQuerySchema,
        response: { 200: CoauthorPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.coauthors(request.params.profileId, request.query),
  );

  r.get(
    '/v1.0/public/profile/:profileId/coauthorNetwork',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getCoauthorNetwork',
        tags,
        summary: 'The co-author network around the profile: its strongest 50 links',
        description:
          'The profile, its co-authors and the co-authors’ links among themselves, as `nodes` (the profile first, `center` true) and `links` (`sharedPublications` between the two ends), strongest first, at most 50. Hidden profiles never appear.',
        params: ProfileIdParamsSchema,
        response: { 200: CoauthorNetworkSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.network(request.params.profileId),
  );

  r.get(
    '/v1.0/public/profile/:profileId/similar',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getSimilarResearchers',
        tags,
        summary: 'Up to 10 similar researchers, each with what the two share',
        description:
          'Scored in PostgreSQL on what the portal holds (decision 047): 3 for each shared discipline, 2 for each shared specialty, 1 for each shared publication keyword, 1 for each shared current institution, 2 for each co-author both have published with, and 3 when the two have published together. `reasons` lists every shared term, in the language of `Accept-Language`, so `score` can be recomputed from them. Hidden profiles and the person themself never appear; the deceased only with `withTheDead=true`.',
        params: ProfileIdParamsSchema,
        querystring: SimilarQuerySchema,
        response: { 200: SimilarResearchersSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.similar(request.params.profileId, request.query.withTheDead, request.lang),
  );
}
