import Fastify, { type FastifyInstance } from 'fastify';

export const DEV_IDP_PREFIX = '/idp';

export interface DevIdpOptions {
  /** The issuer URL as browsers see it (e.g. http://localhost:8080/idp). */
  issuerUrl: string;
}

/**
 * The local OpenID provider standing in for the national login node and ORCID in
 * development and tests. This is its skeleton (health only); the identity issue adds the
 * provider itself (oidc-provider) and the persona picker.
 */
export async function devIdp(app: FastifyInstance, options: DevIdpOptions) {
  app.get('/health', async () => ({ status: 'ok', issuer: options.issuerUrl }));
}

export async function buildApp(options: DevIdpOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.register(devIdp, { prefix: DEV_IDP_PREFIX, ...options });
  return app;
}
