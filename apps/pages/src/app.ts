// The page server (decision 024): the public pages rendered on the server, a profile's photo,
// the sitemap and robots.txt. One plugin, `pagesApp`, serves them both where `pnpm start`'s
// gateway mounts it beside the services in one process, and in `buildApp`, the server of its
// own that docker compose runs behind nginx, reading the services over HTTP.
import type { Db } from '@ln/db';
import {
  errorHandlerPlugin,
  securityHeadersPlugin,
  serverOptions,
  trustProxyOption,
} from '@ln/server';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { embedRoutes } from './modules/embed/embed.routes.js';
import { createEmbedService } from './modules/embed/embed.service.js';
import { createFeedsRepository } from './modules/feeds/feeds.repository.js';
import { feedsRoutes } from './modules/feeds/feeds.routes.js';
import { createFeedsService } from './modules/feeds/feeds.service.js';
import { lookupRoutes } from './modules/lookup/lookup.routes.js';
import { createLookupService } from './modules/lookup/lookup.service.js';
import { createOaiRepository } from './modules/oai/oai.repository.js';
import { oaiRoutes } from './modules/oai/oai.routes.js';
import { createOaiService } from './modules/oai/oai.service.js';
import { pageRoutes } from './modules/pages/pages.routes.js';
import { createPagesService } from './modules/pages/pages.service.js';
import {
  servicesFetch,
  type ServiceFetch,
  type ServiceOrigins,
} from './modules/pages/service-fetch.js';
import { createSitemapRepository } from './modules/sitemap/sitemap.repository.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { createSitemapService } from './modules/sitemap/sitemap.service.js';

export { PAGE_CACHE_CONTROL, SERVER_DIR } from './modules/pages/pages.service.js';
export {
  inProcessFetch,
  type ServiceFetch,
  type ServiceOrigins,
} from './modules/pages/service-fetch.js';

export interface PagesOptions {
  /** The built web app (browser build with its server bundle in `server/`). */
  webDist: string;
  /** The origin visitors use: canonical URLs, Open Graph, JSON-LD and the sitemap name it. */
  publicOrigin: string;
  /** How the renderer reaches the services (in process, or over HTTP). */
  fetch: ServiceFetch;
  /** The sitemap reads the visible profiles and the gremia from the database. */
  db: Db;
  /** How long a rendered public page is kept for the next anonymous readers (default 0). */
  pageCacheSeconds?: number;
  /** The OAI-PMH repository's adminEmail (default opendata@ the public origin's host). */
  oaiAdminEmail?: string;
}

/**
 * The pages on the origin of the instance it is registered on (not encapsulated: it answers
 * every GET that no other route of the origin took). Its errors and 404s leave through the
 * error handler of @ln/server, in the envelope.
 */
export const pagesApp = fp(
  async (app: FastifyInstance, options: PagesOptions) => {
    // The page routes answer what no route took; the error handler answers the rest.
    await app.register(errorHandlerPlugin, { notFound: false });
    // The composition root: the repository, then the services, then the routes.
    const sitemap = createSitemapService({
      repo: createSitemapRepository(options.db),
      publicOrigin: options.publicOrigin,
    });
    const pages = await createPagesService({
      webDist: options.webDist,
      publicOrigin: options.publicOrigin,
      fetch: options.fetch,
      pageCache: { ttlMs: (options.pageCacheSeconds ?? 0) * 1000 },
    });
    const oai = createOaiService({
      repo: createOaiRepository(options.db),
      publicOrigin: options.publicOrigin,
      adminEmail: options.oaiAdminEmail ?? defaultAdminEmail(options.publicOrigin),
    });
    await app.register(sitemapRoutes, { service: sitemap });
    await app.register(oaiRoutes, { service: oai });
    const feeds = createFeedsService({
      repo: createFeedsRepository(options.db),
      publicOrigin: options.publicOrigin,
    });
    await app.register(feedsRoutes, { service: feeds });
    await app.register(embedRoutes, {
      service: createEmbedService({ fetch: options.fetch, publicOrigin: options.publicOrigin }),
    });
    await app.register(lookupRoutes, { service: createLookupService({ fetch: options.fetch }) });
    await app.register(pageRoutes, { service: pages });
  },
  { name: 'ln-pages' },
);

export interface PagesAppOptions extends Omit<PagesOptions, 'fetch'> {
  logLevel: string;
  /** Where the services answer; the renderer reads them over HTTP. */
  services: ServiceOrigins;
  /** TRUST_PROXY: the proxies in front (nginx), so `request.ip` is the reader's address. */
  trustProxy?: false | number | string;
}

/** The page server of its own (docker compose, tests); it never listens by itself. */
export async function buildApp(options: PagesAppOptions): Promise<FastifyInstance> {
  const { logLevel, services, trustProxy, ...pages } = options;
  const app = Fastify({
    ...serverOptions(logLevel),
    trustProxy: trustProxyOption(trustProxy ?? false),
  });
  // Sent here too, so the server is safe on its own; nginx replaces them with the same set.
  await app.register(securityHeadersPlugin);
  await app.register(pagesApp, { ...pages, fetch: servicesFetch(services) });
  return app;
}

/** opendata@ the origin's host (a host without a dot, as localhost, is no address of mail). */
function defaultAdminEmail(publicOrigin: string): string {
  const host = new URL(publicOrigin).hostname;
  return `opendata@${host.includes('.') ? host : `${host}.localdomain`}`;
}
