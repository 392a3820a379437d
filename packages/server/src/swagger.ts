import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  deriveSecurity,
  openApiDocumentTransform,
  openApiRouteTransform,
  registerContractSchemas,
  type DocumentExtras,
} from './openapi.js';

export interface SwaggerOptions extends DocumentExtras {
  /** Schemes beside bearerAuth (users-api's session cookie). */
  securitySchemes?: Record<
    string,
    { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
  >;
  title: string;
  description: string;
  version: string;
}

/** The tags of the platform routes every service has (health, public/info). */
export const PLATFORM_TAG = {
  name: 'platform',
  description: 'Health, build information and configuration of the service',
};

/**
 * OpenAPI 3.1 generated from the zod schemas (conventions in openapi.ts); the UI at
 * <service prefix>/docs, the document at <service prefix>/docs/json.
 */
export const swaggerPlugin = fp(async (app: FastifyInstance, options: SwaggerOptions) => {
  registerContractSchemas();
  // Before the swagger plugin's own onRoute hook, so the document sees the derived security.
  app.addHook('onRoute', deriveSecurity);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: options.title,
        description: options.description,
        version: options.version,
        license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      },
      servers: [{ url: '/' }],
      // The access token of users-api (docs/identity.md); guarded routes ask for it.
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of users-api (a short-lived JWT)',
          },
          ...options.securitySchemes,
        },
      },
    },
    transform: openApiRouteTransform,
    transformObject: openApiDocumentTransform({ tags: [PLATFORM_TAG, ...options.tags] }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
