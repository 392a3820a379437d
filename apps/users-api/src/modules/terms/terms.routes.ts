import {
  AcceptTermsSchema,
  TermsAcceptanceSchema,
  TermsSchema,
  UserActionResultSchema,
  WithdrawTermsQuerySchema,
} from '@ln/contracts';
import { actorOf, errorResponses, requireUser } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmationRequired } from '../admin/admin.routes.js';
import type { TermsService } from './terms.service.js';

const tags = ['terms'];
/** The terms routes are the ones an account that has not accepted the terms may call. */
const pendingTermsAllowed = requireUser({ allowPendingTerms: true });

export async function termsRoutes(app: FastifyInstance, options: { service: TermsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1.0/public/terms',
    {
      schema: {
        operationId: 'getTerms',
        tags,
        summary: 'The current terms of use, in Polish and English',
        response: { 200: TermsSchema, ...errorResponses(404) },
      },
    },
    () => service.publicTerms(),
  );

  r.get(
    '/v1.0/terms/acceptance',
    {
      onRequest: pendingTermsAllowed,
      schema: {
        operationId: 'getTermsAcceptance',
        tags,
        summary: 'Which terms revision the own account accepted, and the current one',
        response: { 200: TermsAcceptanceSchema, ...errorResponses(401) },
      },
    },
    (request) => service.acceptance(actorOf(request).userId),
  );

  r.post(
    '/v1.0/terms/acceptance',
    {
      onRequest: pendingTermsAllowed,
      schema: {
        operationId: 'acceptTerms',
        tags,
        summary: 'Accepts the current terms of use (allowed before any acceptance)',
        description: '`version` must be the current one (409 TERMS_VERSION_ERROR otherwise).',
        body: AcceptTermsSchema,
        response: { 200: TermsAcceptanceSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) => service.accept(actorOf(request).userId, request.body.version),
  );

  r.delete(
    '/v1.0/terms/acceptance',
    {
      onRequest: pendingTermsAllowed,
      preHandler: [
        async (
          request: { query: { confirmation?: boolean } } & Parameters<
            typeof confirmationRequired
          >[0],
        ) => {
          if (request.query.confirmation !== true)
            throw confirmationRequired(request, request.query.confirmation);
        },
      ],
      schema: {
        operationId: 'declineTerms',
        tags,
        summary: 'Withdraws the acceptance of the terms, which deletes the own account',
        description:
          'accounts-and-platform §4: withdrawing acceptance means deleting the account (as `deleteAccount` does). Needs `confirmation=true` (else 400 with the item key `confirmation`).',
        querystring: WithdrawTermsQuerySchema,
        response: { 200: UserActionResultSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) => service.withdraw(actorOf(request)),
  );
}
