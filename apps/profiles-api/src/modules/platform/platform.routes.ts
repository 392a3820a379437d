import { AppConfigSchema } from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProfilesApiConfig } from '../../config/env.js';

/** `GET public/config`: environment and feature flags (accounts-and-platform §3, §7). */
export async function platformConfigRoutes(
  app: FastifyInstance,
  options: { config: ProfilesApiConfig },
) {
  const { config } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/public/config',
    {
      schema: {
        operationId: 'getConfig',
        tags: ['platform'],
        summary: 'Environment and feature flags',
        response: { 200: AppConfigSchema },
      },
    },
    async () => ({
      environment: config.environment,
      features: {
        profiles: { 'CV-GENERATOR': config.features.cvGenerator },
        publications: {},
        jsde: { JSDE_MODULE: config.features.jsdeModule },
      },
    }),
  );
}
