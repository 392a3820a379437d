import {
  AccountDetailsSchema,
  EditUserDataSchema,
  NotificationsConsentSchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireUser } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserService } from './user.service.js';

const tags = ['user'];

/** The own account of the logged-in user (accounts-and-platform §7). */
export async function userRoutes(app: FastifyInstance, options: { service: UserService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.1/user/accountDetails',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getAccountDetails',
        tags,
        summary:
          'The own account: e-mail, phone, ORCID, status, roles, contact visibility, consent',
        response: { 200: AccountDetailsSchema, ...errorResponses(401) },
      },
    },
    (request) => service.accountDetails(actorOf(request).userId),
  );

  r.put(
    '/v1.0/user/editUserData',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'editUserData',
        tags,
        summary: 'Changes the own first name, surname and e-mail; answers the account details',
        body: EditUserDataSchema,
        response: { 200: AccountDetailsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.editUserData(actorOf(request).userId, request.body),
  );

  r.put(
    '/v1.0/user/changeNotificationsConsent',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'changeNotificationsConsent',
        tags,
        summary: 'Gives or withdraws the consent to notifications',
        body: NotificationsConsentSchema,
        response: { 200: NotificationsConsentSchema, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      service.changeNotificationsConsent(
        actorOf(request).userId,
        request.body.notificationsConsent,
      ),
  );
}
