import {
  InstitutionSuggestionsSchema,
  SCIENTIST_SEARCH_DESCRIPTION,
  ScientistSearchDataSchema,
  ScientistSearchQuerySchema,
  SpecialtySuggestionsSchema,
  TypeaheadQuerySchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.js';

const tags = ['search'];

/** Search and its type-ahead look-ups (profiles-area §7 "Search"). */
export async function searchRoutes(app: FastifyInstance, options: { service: SearchService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.1/public/profile/scientistSearchData',
    {
      schema: {
        operationId: 'getScientistSearchData',
        tags,
        summary: 'Search scientists: a page of profiles, counts per filter value, labels',
        description: SCIENTIST_SEARCH_DESCRIPTION,
        querystring: ScientistSearchQuerySchema,
        response: { 200: ScientistSearchDataSchema, ...errorResponses(400) },
      },
    },
    (request) => service.scientistSearchData(request.query, request.lang),
  );

  r.get(
    '/v1.0/public/profile/findInstitutionsByName',
    {
      schema: {
        operationId: 'findInstitutionsByName',
        tags,
        summary: 'Institutions whose name holds the given text (type-ahead)',
        description:
          'Case- and diacritic-insensitive; at least 2 characters; at most 20 institutions, names starting with the text first.',
        querystring: TypeaheadQuerySchema,
        response: { 200: InstitutionSuggestionsSchema, ...errorResponses(400) },
      },
    },
    (request) => service.institutionsByName(request.query.name),
  );

  r.get(
    '/v1.0/public/profile/specialty/filter',
    {
      schema: {
        operationId: 'filterSpecialties',
        tags,
        summary: 'Specialties whose Polish or English label holds the given text (type-ahead)',
        description:
          'Case- and diacritic-insensitive; at least 2 characters; at most 20 specialties, the most used first.',
        querystring: TypeaheadQuerySchema,
        response: { 200: SpecialtySuggestionsSchema, ...errorResponses(400) },
      },
    },
    (request) => service.specialtiesByName(request.query.name),
  );
}
