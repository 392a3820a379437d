import { DATA_EXPORT_FILE_NAME, DataExportSchema } from '@ln/contracts';
import { actorOf, errorResponses, requireUser } from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DataExportService } from './data-export.service.js';

/** A heavy read of one's own data: a few per minute is plenty for a person. */
export const DATA_EXPORT_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/** `GET v1.0/user/dataExport` (beside the spec): the logged-in user's own data as JSON. */
export async function dataExportRoutes(
  app: FastifyInstance,
  options: { service: DataExportService; rateLimit?: { max: number; timeWindow: number } },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1.0/user/dataExport',
    {
      // Authentication before anything is parsed (house style).
      onRequest: requireUser(),
      config: {
        rateLimit: options.rateLimit ?? DATA_EXPORT_RATE_LIMIT,
        ownPesel: ['account', 'pesel'],
      },
      schema: {
        operationId: 'exportUserData',
        tags: ['user'],
        summary: 'Everything the portal holds about the logged-in user, as JSON (GDPR art. 15, 20)',
        description:
          'Beside the spec. The account (with its PESEL: the answer goes only to its owner), consents and the accepted terms, sessions, the linked profile with every item added to it, CVs, the expert registration and the audit entries about the account or its profile. Who acted on an entry is given only as OWNER, ADMINISTRATOR or SYSTEM. Nothing of another account is included. Sent as a download (`Content-Disposition: attachment`), never cached. Rate-limited per client (429 RATE_LIMITED).',
        response: { 200: DataExportSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply
        .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store');
      return options.service.export(actorOf(request).userId);
    },
  );
}
