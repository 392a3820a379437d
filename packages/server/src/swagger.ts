import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface SwaggerOptions {
  title: string;
  description: string;
  version: string;
}

/** OpenAPI 3 generated from the zod schemas; the UI at <service prefix>/docs, the document at /docs/json. */
export const swaggerPlugin = fp(async (app: FastifyInstance, options: SwaggerOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, description: options.description, version: options.version },
      servers: [{ url: '/' }],
      // The access token of users-api (docs/identity.md); routes that need it name it.
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
