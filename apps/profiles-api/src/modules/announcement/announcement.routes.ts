import {
  AnnouncementCreatedSchema,
  AnnouncementIdParamsSchema,
  AnnouncementListQuerySchema,
  AnnouncementPageSchema,
  AnnouncementSchema,
  AnnouncementWriteSchema,
  ElectionResultAnswerSchema,
  ElectionResultSchema,
  ROLE_GROUPS,
} from '@ln/contracts';
import { actorOf, errorResponses, requireRole } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnnouncementService } from './announcement.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['announcements'];

/**
 * Calls for proposals and election notices (accounts-and-platform §6; decision 049): public
 * reads, and MEIN_OP's writes (`ROLE_GROUPS.announcers`).
 */
export async function announcementRoutes(
  app: FastifyInstance,
  options: { service: AnnouncementService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announcers = requireRole(ROLE_GROUPS.announcers);

  r.get(
    '/v1.0/public/announcements',
    {
      schema: {
        operationId: 'getAnnouncements',
        tags,
        summary: 'Published calls for proposals and election notices, newest opening first',
        querystring: AnnouncementListQuerySchema,
        response: { 200: AnnouncementPageSchema, ...errorResponses(400) },
      },
    },
    (request) => service.list(request.query),
  );

  r.get(
    '/v1.0/public/announcements/:announcementId',
    {
      schema: {
        operationId: 'getAnnouncement',
        tags,
        summary: 'One published call or election notice (a withdrawn one answers 404)',
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.publicDetail(request.params.announcementId),
  );

  r.post(
    '/v1.0/announcements',
    {
      onRequest: announcers,
      schema: {
        operationId: 'createAnnouncement',
        tags,
        security,
        summary: 'Announce a call for proposals or an election (MEIN_OP)',
        description:
          'Published at once. An election names its body (gremiumId). With notify, the scientists of the disciplines who consented get a message (the messages of v1.0/message; its answer carries messageId, null when none was sent). Audited.',
        body: AnnouncementWriteSchema,
        response: { 201: AnnouncementCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/v1.0/announcements/:announcementId',
    {
      onRequest: announcers,
      schema: {
        operationId: 'updateAnnouncement',
        tags,
        security,
        summary: 'Edit a call or an election notice (MEIN_OP)',
        params: AnnouncementIdParamsSchema,
        body: AnnouncementWriteSchema,
        response: { 200: AnnouncementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.update(actorOf(request), request.params.announcementId, request.body),
  );

  r.put(
    '/v1.0/announcements/:announcementId/withdraw',
    {
      onRequest: announcers,
      schema: {
        operationId: 'withdrawAnnouncement',
        tags,
        security,
        summary: 'Withdraw a call or an election notice: it leaves the public lists (MEIN_OP)',
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.withdraw(actorOf(request), request.params.announcementId),
  );

  r.post(
    '/v1.0/announcements/:announcementId/result',
    {
      onRequest: announcers,
      schema: {
        operationId: 'recordElectionResult',
        tags,
        security,
        summary: 'Record an election’s result: the elected become members of its body (MEIN_OP)',
        description:
          'Once per election (409 RESULT_ALREADY_RECORDED); a call or a withdrawn notice answers 409 NOT_AN_OPEN_ELECTION. People already members are left as they are. One transaction with its audit entry.',
        params: AnnouncementIdParamsSchema,
        body: ElectionResultSchema,
        response: { 200: ElectionResultAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      service.recordResult(actorOf(request), request.params.announcementId, request.body),
  );
}
