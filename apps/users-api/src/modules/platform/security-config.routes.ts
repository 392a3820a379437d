import { SecurityConfigSchema, type SecurityConfig } from '@ln/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * `GET public/securityConfig` (accounts-and-platform §3 "Security config"): the public login
 * settings, computed once at start-up from the identity settings. No secret is among them:
 * the client secret, the signing key and the cookie secret stay in users-api.
 */
export async function securityConfigRoutes(
  app: FastifyInstance,
  options: { securityConfig: SecurityConfig },
) {
  const body = SecurityConfigSchema.parse(options.securityConfig);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/public/securityConfig',
    {
      schema: {
        operationId: 'getSecurityConfig',
        tags: ['platform'],
        summary: 'Public login settings: CMS address, issuer, client id, scope, backend',
        response: { 200: SecurityConfigSchema },
      },
    },
    async () => body,
  );
}
