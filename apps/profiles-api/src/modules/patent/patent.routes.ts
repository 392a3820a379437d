import {
  IndustrialPropertySchema,
  PatentParamsSchema,
  PatentShortListSchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PatentService } from './patent.service.js';

const tags = ['patent'];

/** Public reads of patents and other industrial property (profiles-area §7). */
export async function patentRoutes(app: FastifyInstance, options: { service: PatentService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/:profileId/shortPatents',
    {
      schema: {
        operationId: 'getShortPatents',
        tags,
        summary: 'Patents and other industrial property the profile is a creator of',
        description:
          "The whole list (not paged), newest application first. `typeLabel` is the patent unit label in the language of Accept-Language; `patenSource` keeps the spec's spelling.",
        params: ProfileIdParamsSchema,
        response: { 200: PatentShortListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortPatents(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/public/:profileId/patents/:patentId',
    {
      schema: {
        operationId: 'getPatent',
        tags,
        summary: 'An industrial property of the profile: details, rights and creators',
        description:
          'PATENT_NOT_FOUND (404) when the id is unknown or the profile is not one of its creators. Creators carry a profileId only where their profile is visible.',
        params: PatentParamsSchema,
        response: { 200: IndustrialPropertySchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.patent(request.params.profileId, request.params.patentId, request.lang),
  );
}
