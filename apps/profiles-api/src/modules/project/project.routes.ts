import {
  ProfileIdParamsSchema,
  ProjectDetailsSchema,
  ProjectParamsSchema,
  ProjectShortListSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProjectService } from './project.service.js';

const tags = ['project'];

/** Public reads of research projects (profiles-area §7, accounts-and-platform §7). */
export async function projectRoutes(app: FastifyInstance, options: { service: ProjectService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/:profileId/shortProjects',
    {
      schema: {
        operationId: 'getShortProjects',
        tags,
        summary: 'Projects the profile takes part in (as manager or contractor)',
        description:
          'The whole list (not paged), latest start first. `funds` is a decimal string with two places (e.g. "1250000.00") in `currency`, so amounts stay exact.',
        params: ProfileIdParamsSchema,
        response: { 200: ProjectShortListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortProjects(request.params.profileId),
  );

  r.get(
    '/v1.0/public/:profileId/projects/:projectId',
    {
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'A project of the profile: titles, abstracts, institutions, managers',
        description:
          "PROJECT_NOT_FOUND (404) when the id is unknown or the profile is not one of the project's people. Managers carry a profileId only where their profile is visible.",
        params: ProjectParamsSchema,
        response: { 200: ProjectDetailsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.project(request.params.profileId, request.params.projectId),
  );
}
