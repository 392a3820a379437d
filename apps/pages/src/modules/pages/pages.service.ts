// The web app's pages (decision 024): the public pages rendered on the server with their
// data, every other route as index.html for the browser to render. What is rendered, and
// for whom; pages.routes.ts sends it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COOKIE_NAMES, ProfileImagesSchema } from '@ln/contracts';
import { type RenderedAnswer, RenderedPages } from './rendered-pages.js';
import { renderingFor, type ServiceFetch } from './service-fetch.js';

/** Where the web build keeps the server renderer (`vite build --ssr`). */
export const SERVER_DIR = 'server';

/** The server renderer's interface (apps/web/src/entry-server.tsx), as the bundle exports it. */
interface WebRenderer {
  render(request: {
    url: string;
    cookie?: string;
    signal?: AbortSignal;
  }): Promise<
    | { kind: 'client' }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; locale: string; body: ReadableStream<Uint8Array> }
  >;
}
interface WebServerModule {
  createRenderer(options: { template: string; origin: string; fetch: ServiceFetch }): WebRenderer;
}

/**
 * Cache policy of pages (decision 024). A server-rendered page is the same for every
 * anonymous reader of a language: shared caches may keep it briefly, keyed by the cookies
 * that carry the language (`Vary: Cookie`; the address carries `?lang=` itself). Pages for
 * the browser to render and everything a signed-in reader gets are not shared.
 */
export const PAGE_CACHE_CONTROL = {
  rendered: 'public, max-age=60, stale-while-revalidate=300',
  shell: 'no-cache',
  signedIn: 'private, no-cache',
} as const;

/** What a request for a page gets: index.html for the browser to render, or the server's. */
export type PageAnswer =
  { kind: 'shell'; cacheControl: string } | Exclude<RenderedAnswer, { kind: 'client' }>;

/** A profile's public photo. */
export interface Photo {
  mimeType: string;
  content: Buffer;
}

export interface PagesService {
  /** The public origin, without a trailing slash (signposting names it). */
  origin: string;
  /** The build's index.html, the shell the browser renders pages in. */
  readonly template: string;
  /** The page at `url` for a visitor (their address and cookies). */
  page(request: { url: string; cookie: string | undefined; visitor: string }): Promise<PageAnswer>;
  /** A profile's public photo (the picture of its link previews); null: none to show. */
  photo(profileId: string, visitor: string): Promise<Photo | null>;
}

/**
 * What decides an anonymous reader's page: its address and the language cookie (the only
 * cookie the renderer reads, decision 024).
 */
function pageKey(url: string, cookie: string | undefined): string {
  const locale = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('app_locale='));
  return `${locale ?? ''} ${url}`;
}

/** A signed-in reader: the browser holds users-api's session hint cookie. */
function isSignedIn(cookie: string | undefined): boolean {
  return (cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${COOKIE_NAMES.sessionHint}=`));
}

/**
 * Pages from `webDist`: with its server bundle, the routes the web app marks are rendered on
 * the server; without one (a build of index.html only, as in some tests), or for any other
 * route, index.html goes out for the browser to render.
 */
export async function createPagesService(options: {
  webDist: string;
  publicOrigin: string;
  fetch: ServiceFetch;
  /**
   * How long a rendered page is kept for the next anonymous readers (default 0: only readers
   * arriving while it renders share it), and the memory kept pages may take (default 64 MB).
   */
  pageCache?: { ttlMs: number; maxBytes?: number };
}): Promise<PagesService> {
  const entry = join(options.webDist, SERVER_DIR, 'entry-server.js');
  // Read once: the build does not change under a running server.
  const template = readFileSync(join(options.webDist, 'index.html'), 'utf8');
  let renderer: WebRenderer | null = null;
  if (existsSync(entry)) {
    const module = (await import(pathToFileURL(entry).href)) as WebServerModule;
    renderer = module.createRenderer({
      template,
      origin: options.publicOrigin.replace(/\/$/, ''),
      fetch: options.fetch,
    });
  }

  const pages = new RenderedPages({
    ttlMs: options.pageCache?.ttlMs ?? 0,
    maxBytes: options.pageCache?.maxBytes ?? 64 * 1024 * 1024,
  });
  const render = async (
    active: WebRenderer,
    url: string,
    cookie: string | undefined,
  ): Promise<RenderedAnswer> => {
    const result = await active.render({ url, cookie });
    if (result.kind !== 'page') return result;
    // The renderer has the whole page ready before its first byte (decision 024), so one
    // buffer costs no time to first byte and goes out in one write, not hundreds of small
    // ones (measured: a fifth of the server's CPU went to writev).
    const body = Buffer.from(await new Response(result.body).arrayBuffer());
    return { kind: 'page', status: result.status, locale: result.locale, body };
  };

  return {
    template,
    /** The public origin, without a trailing slash (signposting names it). */
    origin: options.publicOrigin.replace(/\/$/, ''),

    async page({ url, cookie, visitor }) {
      if (!renderer) return { kind: 'shell', cacheControl: PAGE_CACHE_CONTROL.shell };
      // A signed-in reader's pages are rendered in the browser with their session (contact
      // data for signed-in readers, their own profile's edit links), never cached for others.
      if (isSignedIn(cookie)) return { kind: 'shell', cacheControl: PAGE_CACHE_CONTROL.signedIn };
      const active = renderer;
      const result = await pages.get(pageKey(url, cookie), () =>
        renderingFor.run(visitor, () => render(active, url, cookie)),
      );
      return result.kind === 'client'
        ? { kind: 'shell', cacheControl: PAGE_CACHE_CONTROL.shell }
        : result;
    },

    async photo(profileId, visitor) {
      // The public read the profile page shows the photo from: hidden profiles and profiles
      // without a photo have none here either.
      const answer = await renderingFor.run(visitor, () =>
        options.fetch(`/api/profiles-api/v1.0/public/images?profileIds=${profileId}`, {
          headers: { accept: 'application/json' },
        }),
      );
      const images = answer.ok ? ProfileImagesSchema.safeParse(await answer.json()) : null;
      const image = images?.success ? images.data[0] : undefined;
      if (!image?.content || !image.mimeType?.startsWith('image/')) return null;
      return { mimeType: image.mimeType, content: Buffer.from(image.content, 'base64') };
    },
  };
}
