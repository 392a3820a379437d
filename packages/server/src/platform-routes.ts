import { BuildInfoSchema, HealthSchema } from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export interface PlatformRoutesOptions {
  version: string;
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase: () => Promise<void>;
}

/** `GET health` and `GET public/info` ({ build: { version } }) of a service. */
export async function platformRoutes(app: FastifyInstance, options: PlatformRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await options.checkDatabase();
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
  r.get(
    '/public/info',
    {
      schema: {
        operationId: 'getInfo',
        tags: ['platform'],
        summary: 'Build information (the footer shows the versions)',
        response: { 200: BuildInfoSchema },
      },
    },
    async () => ({ build: { version: options.version } }),
  );
}
