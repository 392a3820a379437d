import { HelpdeskLinkSchema } from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** `GET helpdesk` (accounts-and-platform §7): the link the helpdesk button opens (HELPDESK_URL). */
export async function helpdeskRoutes(app: FastifyInstance, options: { helpdeskUrl: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/helpdesk',
    {
      schema: {
        operationId: 'getHelpdesk',
        tags: ['platform'],
        summary: 'The helpdesk link (opened in a new tab)',
        response: { 200: HelpdeskLinkSchema },
      },
    },
    async () => ({ link: options.helpdeskUrl }),
  );
}
