import {
  MessageAudienceSchema,
  MessageBodySchema,
  MessageIdParamsSchema,
  MessagePreviewSchema,
  NoQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  PageQuerySchema,
  ROLE_GROUPS,
  SentMessageSchema,
  UnreadCountSchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireRole, requireUser } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MessageService } from './message.service.js';

const security = [{ bearerAuth: [] }];

/** Messages to scientists (MEIN_OP, AGENT) and the own notifications (any signed-in user). */
export async function messageRoutes(app: FastifyInstance, options: { service: MessageService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const senders = requireRole(ROLE_GROUPS.messageSenders);

  r.post(
    '/v1.0/message/preview',
    {
      onRequest: senders,
      schema: {
        operationId: 'previewMessageRecipients',
        tags: ['messages'],
        security,
        summary: 'How many scientists a message to this audience would reach',
        description:
          'Counts active accounts with notificationsConsent whose profile has one of the fields or disciplines (and, with expertsOnly, a live expert registration). MEIN_OP and AGENT.',
        body: MessageAudienceSchema,
        response: { 200: MessagePreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.preview(request.body),
  );

  r.post(
    '/v1.0/message',
    {
      onRequest: senders,
      schema: {
        operationId: 'sendMessage',
        tags: ['messages'],
        security,
        summary: 'Send a message about a call for proposals or an election',
        description:
          'Reaches only scientists with notificationsConsent (see preview): a notification each, and an e-mail through the mail outbox. Audited; at most MESSAGES_PER_HOUR per author, then 429 RATE_LIMITED.',
        body: MessageBodySchema,
        response: { 200: SentMessageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => service.send(actorOf(request), request.body),
  );

  r.get(
    '/v1.0/notifications',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getNotifications',
        tags: ['notifications'],
        security,
        summary: 'The own notifications, newest first',
        querystring: PageQuerySchema,
        response: { 200: NotificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.notifications(actorOf(request).userId, request.query),
  );

  r.get(
    '/v1.0/notifications/unreadCount',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getUnreadNotificationCount',
        tags: ['notifications'],
        security,
        summary: 'How many own notifications are unread (the header badge)',
        querystring: NoQuerySchema,
        response: { 200: UnreadCountSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.unreadCount(actorOf(request).userId),
  );

  r.put(
    '/v1.0/notifications/:messageId/read',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        security,
        summary: 'Mark an own notification read',
        description: '404 for a message the caller did not receive.',
        params: MessageIdParamsSchema,
        response: { 200: NotificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.markRead(actorOf(request).userId, request.params.messageId),
  );
}
