import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { EnvError } from './env.js';
import { errorHandlerPlugin } from './error-handler.js';
import { jsonBodyPlugin } from './json-body.js';
import { multipartBoundsPlugin } from './multipart-bounds.js';
import { textGuardPlugin } from './text-guard.js';
import { platformRoutes, type PlatformRoutesOptions } from './platform-routes.js';
import {
  DEFAULT_PUBLIC_API_CONFIG,
  publicCorsPlugin,
  publicReadLimitsPlugin,
  type PublicApiConfig,
} from './public-api.js';
import { securityPlugin } from './security.js';
import { swaggerPlugin, type SwaggerOptions } from './swagger.js';

/**
 * What every service registers first, in the fixed order of docs/conventions.md ("Services"): zod compilers,
 * the external plugins (OpenAPI), our cross-cutting plugins (security headers, rate limits
 * and CORS of public reads, the error handler), then the
 * platform routes (health, public/info). Route modules follow in the service's own plugin.
 */
export async function registerServiceBasics(
  app: FastifyInstance,
  options: SwaggerOptions & PlatformRoutesOptions & { publicApi?: PublicApiConfig },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swaggerPlugin, options);
  await app.register(securityPlugin);
  await app.register(publicReadLimitsPlugin, {
    config: options.publicApi ?? DEFAULT_PUBLIC_API_CONFIG,
  });
  await app.register(publicCorsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textGuardPlugin);
  await app.register(multipartBoundsPlugin);
  await app.register(platformRoutes, options);
}

/** Parses the environment or exits with the list of bad variables. */
export function loadEnvOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}

/** Listens, and closes gracefully on SIGINT/SIGTERM; a busy port gives one clear line. */
export async function listenAndServe(
  app: FastifyInstance,
  options: { port: number; host: string; onClose?: () => Promise<void> },
): Promise<void> {
  const close = async () => {
    await app.close();
    await options.onClose?.();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `PORT ${options.port} is already in use; set PORT to a free port.`
        : error,
    );
    process.exit(1);
  }
}
