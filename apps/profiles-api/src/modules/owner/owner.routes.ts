import {
  DegreesAndTitlesSchema,
  OwnerShortPublicationsQuerySchema,
  OwnProfileIdSchema,
  PersonDetailsSchema,
  ProfileIdParamsSchema,
  PublicationShortListSchema,
  UpdatedOrcidSchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireOwnProfile, requireUser } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OwnerService } from './owner.service.js';

const tags = ['owner'];

/**
 * Own profile only (profiles-area §6): 401 without a session, 403 without a profile, 404
 * PROFILE_NOT_FOUND for anyone else's, as for an unknown one (decision 029).
 */
const ownProfileOnly = requireOwnProfile('profileId');

export async function ownerRoutes(app: FastifyInstance, options: { service: OwnerService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/profile/profileId',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getOwnProfileId',
        tags,
        summary: "The logged-in user's own profile id (null when the account has none)",
        response: { 200: OwnProfileIdSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ profileId: actorOf(request).profileId }),
  );

  r.put(
    '/v1.0/profile/updateOrcid',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'updateOrcid',
        tags,
        summary: "Refreshes the own profile's ORCID iD from the account (set by the ORCID login)",
        description:
          '404 PROFILE_NOT_FOUND without a profile; 409 ORCID_MISSING_ERROR when the account has no ORCID iD, ORCID_TAKEN_ERROR when another profile holds it, PROFILE_LOCKED_ERROR for a profile no longer editable.',
        response: { 200: UpdatedOrcidSchema, ...errorResponses(401, 404, 409) },
      },
    },
    (request) => service.updateOrcid(actorOf(request).userId),
  );

  r.get(
    '/v1.3/profile/:profileId/shortPerson',
    {
      onRequest: ownProfileOnly,
      schema: {
        operationId: 'getShortPerson',
        tags,
        summary: 'The own profile in edit view (also when hidden; every contact datum shown)',
        params: ProfileIdParamsSchema,
        response: { 200: PersonDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.shortPerson(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.0/profile/:profileId/degreesAndTitles',
    {
      onRequest: ownProfileOnly,
      schema: {
        operationId: 'getOwnDegreesAndTitles',
        tags,
        summary: 'Degrees and titles of the own profile (also when hidden)',
        params: ProfileIdParamsSchema,
        response: { 200: DegreesAndTitlesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.degreesAndTitles(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.1/publications/:profileId/shortPublications',
    {
      onRequest: ownProfileOnly,
      schema: {
        operationId: 'getOwnShortPublications',
        tags,
        summary:
          "The own profile's publications, newest first, those hidden from the public included",
        description:
          'As `public/publications/{profileId}/shortPublications`, but for the owner: publications hidden from the public are listed too (`visibility: false`); `invisible` tells whether any is not shown publicly. Beside the spec, the optional `page` (zero-based) and `size` (1–100, default 50) page the whole list, newest first, in the same shape; `totalElements` counts them all, so the owner reaches every publication, not only the newest 50.',
        params: ProfileIdParamsSchema,
        querystring: OwnerShortPublicationsQuerySchema,
        response: { 200: PublicationShortListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.shortPublications(request.params.profileId, request.query, request.lang),
  );
}
