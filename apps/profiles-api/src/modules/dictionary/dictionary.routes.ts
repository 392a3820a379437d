import {
  DictionaryClassificationSchema,
  DictionaryItemsSchema,
  PostsQuerySchema,
  PostsSchema,
  SearchableMenuSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DictionaryService } from './dictionary.service.js';

const tags = ['dictionary'];

/** Public look-ups and the news feed (profiles-area §7 "Public lookups"). */
export async function dictionaryRoutes(
  app: FastifyInstance,
  options: { service: DictionaryService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/posts',
    {
      schema: {
        operationId: 'getPosts',
        tags,
        summary: 'The news feed: the newest posts with their categories',
        description:
          '`limit` (1–50, 10 by default) posts, newest first. Title and excerpt are English for Accept-Language en where an English version exists.',
        querystring: PostsQuerySchema,
        response: { 200: PostsSchema, ...errorResponses(400) },
      },
    },
    (request) => service.posts(request.query.limit, request.lang),
  );

  r.get(
    '/v1.0/public/profile/degreeTitles',
    {
      schema: {
        operationId: 'getDegreeTitles',
        tags,
        summary: 'Degrees and titles a search can filter by (MASTER, DOCTOR, …), lowest first',
        response: { 200: DictionaryItemsSchema },
      },
    },
    (request) => service.degreeTitles(request.lang),
  );

  r.get(
    '/v1.0/public/profile/disciplinesInNewClassification',
    {
      schema: {
        operationId: 'getDisciplinesInNewClassification',
        tags,
        summary:
          'The 2022 classification: the ten fields of science (DZ0101N–DZ0110N) with their disciplines',
        response: { 200: DictionaryClassificationSchema },
      },
    },
    (request) => service.classification(request.lang),
  );

  r.get(
    '/v1.0/public/profile/searchableMenu',
    {
      schema: {
        operationId: 'getSearchableMenu',
        tags,
        summary: 'For each area of a profile, the fields a search can look in or filter by',
        description:
          'Areas: profiles, degreeTitles, employments, memberships, publications, artisticAchievements, patents, projects, promotions; each a list of code, label (request language) and order.',
        response: { 200: SearchableMenuSchema },
      },
    },
    (request) => service.searchableMenu(request.lang),
  );

  r.get(
    '/v1.0/public/dictionary/patentUnits',
    {
      schema: {
        operationId: 'getPatentUnits',
        tags,
        summary: 'Kinds of industrial property (patent, utility model, …)',
        response: { 200: DictionaryItemsSchema },
      },
    },
    (request) => service.patentUnits(request.lang),
  );
}
