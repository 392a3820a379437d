import {
  AdminActionQuerySchema,
  OwnProfileIdSchema,
  ProfileActionResultSchema,
  ProfileIdParamsSchema,
  ROLE_GROUPS,
  UserIdParamsSchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireRole } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProfileAdminService } from './profile-admin.service.js';

// The OpenAPI tag these calls always had (the document a consumer reads is unchanged).
const tags = ['owner'];
const adminOnly = requireRole(ROLE_GROUPS.admins);

/** The administrator's profile calls (administrator only, whatever the path says). */
export async function profileAdminRoutes(
  app: FastifyInstance,
  options: { service: ProfileAdminService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/profile/:userId/profileId',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getProfileIdOfUser',
        tags,
        summary: "An account's profile id (administrator; null when it has none)",
        params: UserIdParamsSchema,
        response: { 200: OwnProfileIdSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.profileIdOfUser(request.params.userId),
  );

  r.post(
    '/v1.0/public/profile/postmortem/:profileId',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'markDeceased',
        tags,
        summary: 'Marks a profile deceased (administrator only, whatever the path says)',
        description:
          'Removes the contact data and closes the linked account (its sessions end; login then fails with CLOSED_USER_ERROR). Optional query `reason` goes to the audit log.',
        params: ProfileIdParamsSchema,
        querystring: AdminActionQuerySchema,
        response: { 200: ProfileActionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      service.markDeceased(actorOf(request), request.params.profileId, request.query.reason),
  );

  r.post(
    '/v1.0/public/profile/:profileId/makeInvisible',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'makeInvisible',
        tags,
        summary: 'Hides a profile from the public (administrator only, whatever the path says)',
        description: 'Optional query `reason` goes to the audit log.',
        params: ProfileIdParamsSchema,
        querystring: AdminActionQuerySchema,
        response: { 200: ProfileActionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      service.makeInvisible(actorOf(request), request.params.profileId, request.query.reason),
  );
}
