// The web app's pages as a server of their own (decision 024): what docker compose's `pages`
// container runs behind nginx, which serves the build's static files itself. The same page
// server and sitemap as the `pnpm start` gateway; the services are reached over HTTP.
import type { Db } from '@ln/db';
import { securityHeadersPlugin, serverOptions, trustProxyOption } from '@ln/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPageServer, registerPages, renderingFor, type ServiceFetch } from './page-server.js';
import { registerSitemap } from './sitemap.js';

/** Where each service answers; the renderer's `/api/<service>/...` paths go there unchanged. */
export interface ServiceOrigins {
  usersApi: string;
  profilesApi: string;
}

const SERVICE_PREFIXES = [
  ['/api/users-api/', 'usersApi'],
  ['/api/profiles-api/', 'profilesApi'],
] as const;

/** The renderer's reads over HTTP to the service that owns each path. */
export function servicesFetch(origins: ServiceOrigins): ServiceFetch {
  return async (path, init) => {
    const service = SERVICE_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
    // The renderer only reads the two services; anything else is nobody's.
    if (!service) return new Response(null, { status: 404 });
    // The reader's address, not ours: the services (TRUST_PROXY 1) count each reader's reads
    // against their own public limits, never every reader's against this server's address.
    const reader = renderingFor.getStore();
    if (reader === undefined) return fetch(new URL(path, origins[service]), init);
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', reader);
    return fetch(new URL(path, origins[service]), { ...init, headers });
  };
}

export interface PagesAppOptions {
  logLevel: string;
  /** The built web app (browser build with its server bundle in `server/`). */
  webDist: string;
  /** The origin visitors use: canonical URLs, Open Graph, JSON-LD and sitemap name it. */
  publicOrigin: string;
  services: ServiceOrigins;
  /** The sitemap reads the visible profiles and the gremia from the database. */
  db: Db;
  /** How long a rendered public page is kept for the next anonymous readers (default 0). */
  pageCacheSeconds?: number;
  /** TRUST_PROXY: the proxies in front (nginx), so `request.ip` is the reader's address. */
  trustProxy?: false | number | string;
}

export async function buildPagesApp(options: PagesAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.logLevel),
    trustProxy: trustProxyOption(options.trustProxy ?? false),
  });
  // Sent here too, so the server is safe on its own; nginx replaces them with the same set.
  await app.register(securityHeadersPlugin);
  registerSitemap(app, { db: options.db, publicOrigin: options.publicOrigin });
  const pages = await createPageServer({
    webDist: options.webDist,
    publicOrigin: options.publicOrigin,
    fetch: servicesFetch(options.services),
    pageCache: { ttlMs: (options.pageCacheSeconds ?? 0) * 1000 },
  });
  registerPages(app, pages);
  return app;
}
