import {
  ProfileIdParamsSchema,
  ResearchWorkParamsSchema,
  ResearchWorkSchema,
  ResearchWorkShortListsSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResearchWorkService } from './research-work.service.js';

const tags = ['research-work'];

/** Public reads of research works: theses, habilitations and the like (profiles-area §7). */
export async function researchWorkRoutes(
  app: FastifyInstance,
  options: { service: ResearchWorkService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/:profileId/shortResearchWorks',
    {
      schema: {
        operationId: 'getShortResearchWorks',
        tags,
        summary: 'Research works where the profile is author, promoter or reviewer',
        description:
          'Three whole lists (not paged), latest end date first: `authorList`, `promoterList`, `reviewerList`, each with its hit count (`authorHits`, `promoterHits`, `reviewerHits` = number of works in the list). `researchKind` is the kind label in the language of Accept-Language.',
        params: ProfileIdParamsSchema,
        response: { 200: ResearchWorkShortListsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortResearchWorks(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/public/:profileId/researchWorks/:researchWorkId',
    {
      schema: {
        operationId: 'getResearchWork',
        tags,
        summary: 'A research work of the profile, with its people and whether it can be edited',
        description:
          'RESEARCH_WORK_NOT_FOUND (404) when the id is unknown or the profile has no role in the work. `canEdit` is false when the title kind is POLON with titles present, or the kind id is 202504 (profiles-area §4, §9). `abstracts` are attachment metadata only. People carry a profileId only where their profile is visible.',
        params: ResearchWorkParamsSchema,
        response: { 200: ResearchWorkSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.researchWork(request.params.profileId, request.params.researchWorkId, request.lang),
  );
}
