import {
  GremiumFunctionHoldersPageSchema,
  GremiumIdParamsSchema,
  GremiumListPageSchema,
  GremiumListQuerySchema,
  GremiumMembersPageSchema,
  GremiumProfileMembershipsSchema,
  GremiumProfileParamsSchema,
  GremiumSchema,
  GremiumShortFunctionsSchema,
  GremiumShortMembershipsSchema,
  GremiumsQuerySchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import { errorResponses } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GremiumService } from './gremium.service.js';

const tags = ['gremium'];

const LIST_DESCRIPTION =
  'Paged (zero-based `page`, `size` 1–100, 20 by default). `query` keeps the people whose names contain every word of it, ignoring case and Polish diacritics. Ordered by position on the list, then surname. People whose profile is hidden are left out (and not counted).';

const POSITION_STATUS =
  'A position is CURRENT when one of its periods is: by its status override when set, else when it has no end date or ends today or later; otherwise INACTIVE.';

/** Public reads of bodies of scientists (profiles-area §7 "Gremium", accounts-and-platform §4). */
export async function gremiumRoutes(app: FastifyInstance, options: { service: GremiumService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Beside the spec: the `/gremiums` page needs a list, and the spec names no call for it.
  r.get(
    '/v1.0/public/gremium',
    {
      // Operators' edits show at once: stored, but revalidated on every use.
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'listGremia',
        tags,
        summary: 'The list of bodies (gremia), by name, with their counts of members (paged)',
        description:
          'Paged (zero-based `page`, `size` 1–100, 20 by default). `query` (3–200 characters) keeps the bodies whose Polish or English name contains every word of it, ignoring case and Polish diacritics. `status` keeps CURRENT (no end date) or FORMER bodies. Ordered by the name shown (English for Accept-Language en where an English name exists) in Polish collation. membersCount leaves out people whose profile is hidden, like the members list.',
        querystring: GremiumsQuerySchema,
        response: { 200: GremiumListPageSchema, ...errorResponses(400) },
      },
    },
    (request) => service.gremia(request.query, request.lang),
  );

  r.get(
    '/v1.1/public/gremium/:gremiumId',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getGremium',
        tags,
        summary: 'A body (gremium): name, structure, description, status, type, contact data',
        description:
          'status is CURRENT while the body has no end date, FORMER once it has one. The name is English for Accept-Language en where an English name exists.',
        params: GremiumIdParamsSchema,
        response: { 200: GremiumSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.gremium(request.params.gremiumId, request.lang),
  );

  r.get(
    '/v1.0/public/gremium/:gremiumId/memberships',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getGremiumMemberships',
        tags,
        summary: 'Members of a body with their kind of membership and terms (paged, with query)',
        description: LIST_DESCRIPTION,
        params: GremiumIdParamsSchema,
        querystring: GremiumListQuerySchema,
        response: { 200: GremiumMembersPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.members(request.params.gremiumId, request.query, request.lang),
  );

  r.get(
    '/v1.0/public/gremium/:gremiumId/functions',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getGremiumFunctions',
        tags,
        summary: 'Holders of functions in a body with their periods and status (paged, with query)',
        description: `${LIST_DESCRIPTION} ${POSITION_STATUS}`,
        params: GremiumIdParamsSchema,
        querystring: GremiumListQuerySchema,
        response: { 200: GremiumFunctionHoldersPageSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.functionHolders(request.params.gremiumId, request.query, request.lang),
  );

  r.get(
    '/v1.0/public/profile/:profileId/gremium/:gremiumId/memberships',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getProfileGremiumMemberships',
        tags,
        summary: "The profile's memberships in one body, with their terms",
        description: `404 GREMIUM_NOT_FOUND when the body is unknown or the profile is not a member of it. ${POSITION_STATUS}`,
        params: GremiumProfileParamsSchema,
        response: { 200: GremiumProfileMembershipsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      service.profileMemberships(request.params.profileId, request.params.gremiumId, request.lang),
  );

  r.get(
    '/v1.1/public/:profileId/memberships',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getMemberships',
        tags,
        summary: "The profile's memberships in bodies (short form)",
        description: `Current ones first, then by latest term (newest first). ${POSITION_STATUS}`,
        params: ProfileIdParamsSchema,
        response: { 200: GremiumShortMembershipsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortMemberships(request.params.profileId, request.lang),
  );

  r.get(
    '/v1.1/public/:profileId/functions',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        operationId: 'getFunctions',
        tags,
        summary: "The profile's functions in bodies (short form)",
        description: `Current ones first, then by latest period (newest first). ${POSITION_STATUS}`,
        params: ProfileIdParamsSchema,
        response: { 200: GremiumShortFunctionsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.shortFunctions(request.params.profileId, request.lang),
  );
}
