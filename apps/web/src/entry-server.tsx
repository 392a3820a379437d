// The server renderer of the public pages (decision 024). Built by `vite build --ssr` into
// dist/server/entry-server.js; the `pnpm start` gateway and the web container's server load it.
// It never listens: the host hands it requests and a way to reach the services.
import { AsyncLocalStorage } from 'node:async_hooks';

import type { Locale } from '@ln/i18n';
import { DEFAULT_LOCALE, loadCatalogue } from '@ln/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactDOMServerReadableStream } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';

import { AppProvider } from './app/provider';
import { createRoutes, isServerRendered } from './app/router';
import type { ApiTransport } from './lib/api-client';
import { setApiTransport } from './lib/api-client';
import { initI18n, localeFromCookieHeader, localeFromSearch } from './lib/i18n';
import type { ServerPageRecord } from './lib/page-head';
import { ServerPageProvider } from './lib/page-head';
import { createQueryClient, queryConfig } from './lib/query-client';
import {
  dehydrateQueries,
  SERVER_STATE_ELEMENT_ID,
  serializeServerState,
} from './lib/server-state';
import { parseTemplate, renderHead } from './server/document';

/** How the renderer reaches the services: `fetch` semantics for `/api/...` paths. */
export type ServiceFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RendererOptions {
  /** The built index.html (its scripts and styles; the server fills in head and page). */
  template: string;
  fetch: ServiceFetch;
  /** The public origin (`https://ludzie.nauka.gov.pl`), for canonical URLs and JSON-LD. */
  origin: string;
}

export interface RenderRequest {
  /** Path and query, as requested (`/profiles/…?lang=en-EN`). */
  url: string;
  /** The Cookie header: the language cookie `app_locale` (decision 024). */
  cookie?: string;
  signal?: AbortSignal;
}

export type RenderResult =
  /** Not a server-rendered route: the host sends index.html as it is (the browser renders). */
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      /** The whole document; React's stream inside it. */
      body: ReadableStream<Uint8Array>;
    };

/** The language of a request: the address's `?lang=`, else the mirrored cookie, else Polish. */
export function requestLocale(url: string, cookie: string | undefined): Locale {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return localeFromSearch(search) ?? localeFromCookieHeader(cookie) ?? DEFAULT_LOCALE;
}

/** How many render passes may discover new reads before the page is sent as it is. */
const MAX_PASSES = 4;

/** Reads a pass started that nobody fetched yet (a page's `useQuery` on the server). */
function unfetched(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        typeof query.options.queryFn === 'function',
    );
}

/** Starts every read a render asked for, joins those in flight, and waits for all. */
async function settle(queryClient: QueryClient): Promise<void> {
  // Route loaders start their prefetches in a task of their own (prefetch.ts).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const reads = [
    ...queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }),
    ...unfetched(queryClient),
  ].map((query) => query.fetch().catch(() => undefined));
  await Promise.all(reads);
}

export function createRenderer(options: RendererOptions) {
  const template = parseTemplate(options.template);
  const scope = new AsyncLocalStorage<{ locale: Locale; queryClient: QueryClient }>();
  const transport: ApiTransport = {
    fetch: (url, init) => options.fetch(url, init),
    locale: () => scope.getStore()?.locale ?? DEFAULT_LOCALE,
  };
  setApiTransport(transport);
  const translations = new Map<Locale, Promise<I18n>>();
  const i18nFor = (locale: Locale) => {
    let instance = translations.get(locale);
    if (!instance) {
      instance = loadCatalogue(locale).then((catalogue) => initI18n(locale, catalogue));
      translations.set(locale, instance);
    }
    return instance;
  };
  const encoder = new TextEncoder();
  // One route table and handler for every request (building them cost about 5 % of a page's
  // CPU: react-router flattens and ranks the routes then); each loader prefetches into the
  // query client of the request it runs for.
  const handler = createStaticHandler(
    createRoutes(() => {
      const store = scope.getStore();
      if (!store) throw new Error('a route loader ran outside a render');
      return store.queryClient;
    }),
  );

  async function render(request: RenderRequest): Promise<RenderResult> {
    const locale = requestLocale(request.url, request.cookie);
    // One try per read on the server: a failed read is the page's to show (not found), or
    // the browser's to try again.
    const queryClient = createQueryClient({
      ...queryConfig,
      queries: { ...queryConfig.queries, retry: false, retryOnMount: false },
    });
    return scope.run({ locale, queryClient }, async () => {
      const fetchRequest = new Request(new URL(request.url, options.origin), {
        signal: request.signal ?? null,
      });
      const context = await handler.query(fetchRequest);
      if (context instanceof Response) {
        const location = context.headers.get('location');
        return location
          ? { kind: 'redirect', status: context.status, location }
          : { kind: 'client' };
      }
      if (!isServerRendered(context.matches) || context.errors) return { kind: 'client' };
      const i18n = await i18nFor(locale);
      const router = createStaticRouter(handler.dataRoutes, context);

      let record: ServerPageRecord;
      let stream: ReactDOMServerReadableStream;
      // Render, and render again while a pass asked for reads nobody fetched yet (a tab's own
      // queries): the last pass, with every read answered, is the one sent.
      for (let pass = 1; ; pass += 1) {
        await settle(queryClient);
        record = { head: {} };
        let failed: unknown = null;
        stream = await renderToReadableStream(
          <ServerPageProvider record={record}>
            <AppProvider i18n={i18n} queryClient={queryClient} serverRendered>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </ServerPageProvider>,
          {
            signal: request.signal,
            onError: (error) => {
              failed = error;
            },
          },
        );
        await stream.allReady;
        if (failed) throw failed;
        if (record.redirect) {
          await stream.cancel();
          return { kind: 'redirect', status: 302, location: record.redirect };
        }
        if (pass >= MAX_PASSES || unfetched(queryClient).length === 0) break;
        await stream.cancel();
      }

      const status = record.status ?? 200;
      const head = renderHead({
        head: record.head,
        href: request.url,
        locale,
        origin: options.origin,
        siteName: i18n.t('SEO.SITE_NAME'),
        defaultDescription: i18n.t('SEO.DEFAULT_DESCRIPTION'),
        siteImageAlt: i18n.t('SEO.IMAGE_ALT'),
        indexable: status === 200 && record.head.indexable !== false,
      });
      const state = serializeServerState({
        locale,
        router: hydrationData(context),
        queries: dehydrateQueries(queryClient),
      });
      const app = stream;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            encoder.encode(
              `${template.beforeLang}${i18n.language.split('-')[0] ?? 'pl'}${template.beforeHead}${head}${template.beforeApp}`,
            ),
          );
          const reader = app.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            controller.enqueue(value);
          }
          controller.enqueue(
            encoder.encode(
              `${template.beforeState}<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>${template.end}`,
            ),
          );
          controller.close();
        },
      });
      return { kind: 'page', status, locale, body };
    });
  }

  return { render };
}

/** The router's state for the browser: loader data only (the public routes throw no errors). */
function hydrationData(context: StaticHandlerContext) {
  return { loaderData: context.loaderData, actionData: context.actionData };
}
