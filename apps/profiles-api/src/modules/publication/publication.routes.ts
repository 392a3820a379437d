import {
  ProfileIdParamsSchema,
  PublicationDetailParamsSchema,
  PublicationFullSchema,
  PublicationPageQuerySchema,
  PublicationPageSchema,
  PublicationShortListSchema,
} from '@ln/contracts';
import { errorResponses, fastSerializerCompiler } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicationService } from './publication.service.js';

const tags = ['publication'];

/** Public reads of a profile's publications (profiles-area §7, accounts-and-platform §7). */
export async function publicationRoutes(
  app: FastifyInstance,
  options: { service: PublicationService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/publications/:profileId/shortPublications',
    {
      config: { publicCache: 'revalidate' },
      // The hottest public read: its answer written by fast-json-stringify (fast-serializer.ts).
      serializerCompiler: fastSerializerCompiler,
      schema: {
        operationId: 'getShortPublications',
        tags,
        summary: "The profile's newest publications (at most 50), with their total",
        description:
          'Publications the owner made publicly visible that have at least one publicly visible version, newest first (year, then title), at most 50; `totalElements` counts them all (the paged list is `publications`). Each names its first 10 authors, `allAuthorsCount` gives the total and `mainAuthorIndex` the zero-based position of this profile. `invisible` is true when the profile has publications that are not shown publicly; they themselves are never returned. Title, year, DOI and `publicationSource` come from the recommended version (OPI golden record, else PBN, else the author versions).',
        params: ProfileIdParamsSchema,
        response: { 200: PublicationShortListSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortPublications(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/public/publications/:profileId/publications',
    {
      config: { publicCache: 'revalidate' },
      serializerCompiler: fastSerializerCompiler,
      schema: {
        operationId: 'getPublications',
        tags,
        summary:
          "A page of the profile's publications, sorted oldest, newest (default) or by title",
        description:
          'The same publications and item shape as `shortPublications`, paged (zero-based `page`, `size` 1–100, 20 by default). `sort`: newest (year descending, the default), oldest (year ascending) or title; ties fall back to the title, then the id; publications without a year come last. `publicationType` keeps one of ARTICLE, BOOK, EDITED_BOOK, CHAPTER, PROCEEDINGS. `coauthorId` keeps those a visible co-author also shows (the shared publications of `coauthors`).',
        params: ProfileIdParamsSchema,
        querystring: PublicationPageQuerySchema,
        response: { 200: PublicationPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.publications(request.params.profileId, request.query, request.lang),
  );

  r.get(
    '/v1.0/public/profile/:profileId/publication/:publicationId',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getPublication',
        tags,
        summary: 'A publication of the profile in full, with its publicly visible versions',
        description:
          "The bibliographic fields come from the recommended version: the OPI golden record if visible, else PBN, else AUTHOR_LN, else AUTHOR (`sourceType` names it). Only publicly visible versions are returned (register versions, and the author versions of this profile): `versions` holds each with its own record, and `visibility` gives the four version ids with their flags, the combined id (the publication id) and `size`, the count of the version ids shown. 404 PUBLICATION_NOT_FOUND when the publication is not this profile's, its owner hid it, or no version is visible.",
        params: PublicationDetailParamsSchema,
        response: { 200: PublicationFullSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.publication(request.params.profileId, request.params.publicationId, request.lang),
  );
}
