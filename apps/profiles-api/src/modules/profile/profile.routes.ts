import {
  BwnpQuerySchema,
  DegreesAndTitlesSchema,
  ImagesQuerySchema,
  NewestProfilesQuerySchema,
  NewestProfilesSchema,
  PersonDetailsSchema,
  ProfileIdParamsSchema,
  ProfileByIdentifierQuerySchema,
  ProfileIdResultSchema,
  ProfileImagesSchema,
  ProfileOrcidSchema,
  ScientistDetailsInfoRequestSchema,
  ScientistDetailsInfoSchema,
} from '@ln/contracts';
import { errorResponses, OPTIONAL_BEARER } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from './profile.fns.js';
import type { ProfileService } from './profile.service.js';

const tags = ['profile'];

/** Public reads of a profile (profiles-area §7 "Profile pages", accounts-and-platform §7). */
export async function profileRoutes(app: FastifyInstance, options: { service: ProfileService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/profile/newest',
    {
      schema: {
        operationId: 'getNewestProfiles',
        tags,
        summary: 'The newest public profiles, for the home page (beside the spec)',
        description:
          'Visible profiles of living scientists, newest first (when the profile appeared on the portal). Names, title and current institution only: no contact data.',
        querystring: NewestProfilesQuerySchema,
        response: { 200: NewestProfilesSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: await service.newest(request.query.limit) }),
  );

  r.get(
    '/v1.3/public/profile/:profileId/detailsPerson',
    {
      schema: {
        operationId: 'getDetailsPerson',
        tags,
        // Anyone may read it; a session shows the contact data meant for logged-in readers.
        security: OPTIONAL_BEARER,
        summary:
          'A public profile: names, biography, employments, disciplines, specialties, links, contact data',
        description:
          'Contact data follow their visibility for the reader (accounts-and-platform §4): EVERYONE for anyone, LOGGED_IN for a logged-in user (bearer token), ADMINS_ONLY for administrators and the owner; never for a deceased person. The other values are null.',
        params: ProfileIdParamsSchema,
        response: { 200: PersonDetailsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.publicDetails(
        request.params.profileId,
        request.lang,
        viewerOf(request.auth, request.params.profileId),
      ),
  );

  r.get(
    '/v1.0/public/profile/:profileId/orcid',
    {
      schema: {
        operationId: 'getProfileOrcid',
        tags,
        summary: "The profile's ORCID iD and its URL",
        params: ProfileIdParamsSchema,
        response: { 200: ProfileOrcidSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.orcid(request.params.profileId),
  );

  r.get(
    '/v1.0/public/profile/:profileId/degreesAndTitles',
    {
      schema: {
        operationId: 'getDegreesAndTitles',
        tags,
        summary: 'Degrees and titles with classification, year and granting institution',
        params: ProfileIdParamsSchema,
        response: { 200: DegreesAndTitlesSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.degreesAndTitles(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/public/profile/profileId',
    {
      schema: {
        operationId: 'getProfileIdByBwnpId',
        tags,
        summary: 'The profile id behind a legacy Nauka Polska id (bwnpId)',
        querystring: BwnpQuerySchema,
        response: { 200: ProfileIdResultSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.profileIdByBwnpId(request.query.bwnpId),
  );

  r.get(
    '/v1.0/public/profile/byIdentifier',
    {
      schema: {
        operationId: 'getProfileByIdentifier',
        tags,
        summary: 'The profile id of a person known by their ORCID iD or PBN id (beside the spec)',
        description:
          'Exactly one of orcid and pbnId. For links from other systems (also as /orcid/{orcid} and /pbn/{pbnId} on the pages, a 301 to the profile). A hidden profile is answered as an unknown one (404).',
        querystring: ProfileByIdentifierQuerySchema,
        response: { 200: ProfileIdResultSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.profileIdByIdentifier(request.query),
  );

  r.get(
    '/v1.0/public/download/:profileId',
    {
      schema: {
        operationId: 'downloadProfileImage',
        tags,
        summary: "The profile's photo as base64 text; empty when it has none",
        params: ProfileIdParamsSchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const text = await service.photoAsText(request.params.profileId);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  r.get(
    '/v1.0/public/images',
    {
      schema: {
        operationId: 'getImages',
        tags,
        summary:
          'Photos of up to 50 profiles (comma-separated profileIds); null content where there is none',
        querystring: ImagesQuerySchema,
        response: { 200: ProfileImagesSchema, ...errorResponses(400) },
      },
    },
    (request) => service.images(request.query.profileIds),
  );

  r.post(
    '/v1.1/public/profile/:profileId/scientistDetailsInfo',
    {
      schema: {
        operationId: 'getScientistDetailsInfo',
        tags,
        summary: "A summary of the profile's sub-modules (counts), each with a link to its page",
        description:
          'Request body: `{ "modules": [...] }` naming one or more of publications, artisticAchievements, patents, projects, researchWorks, memberships, functions, degreesAndTitles (no repeats). The answer lists each module in the order asked: id, link, datas (code/label).',
        params: ProfileIdParamsSchema,
        body: ScientistDetailsInfoRequestSchema,
        response: { 200: ScientistDetailsInfoSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.scientistDetailsInfo(request.params.profileId, request.body.modules, request.lang),
  );
}
