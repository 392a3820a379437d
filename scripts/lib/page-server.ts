// The web app's pages under the gateway (decision 024): the public pages rendered on the
// server with their data, every other route as index.html for the browser to render.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { COOKIE_NAMES, ERROR_CODES, ProfileImagesSchema, UuidSchema } from '@ln/contracts';
import { boundedText } from '@ln/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How the renderer reaches the services: `fetch` semantics for `/api/...` paths. */
export type ServiceFetch = (path: string, init: RequestInit) => Promise<Response>;

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

/** A rendered answer, whole: sent in one write, and shared by readers of the same page. */
export type RenderedAnswer =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; locale: string; body: Buffer };

/**
 * Rendered answers of anonymous readers by page (address and language). Requests for a page
 * whose render is under way wait for that render instead of starting their own (a popular
 * profile renders once per wave of readers, not once per reader). With a time to live, the
 * answer is also kept that long (least recently used out past `maxBytes`): a page changed or
 * hidden meanwhile shows its old state that long, as shared caches may for `max-age`.
 */
export class RenderedPages {
  private readonly inFlight = new Map<string, Promise<RenderedAnswer>>();
  private readonly kept = new Map<string, { answer: RenderedAnswer; until: number }>();
  private bytes = 0;

  constructor(private readonly options: { ttlMs: number; maxBytes: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async get(key: string, render: () => Promise<RenderedAnswer>): Promise<RenderedAnswer> {
    const kept = this.kept.get(key);
    if (kept && kept.until > this.now()) {
      // Most recently used last, so eviction takes the oldest first.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.answer;
    }
    if (kept) this.drop(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    const rendering = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    const answer = await rendering;
    if (this.options.ttlMs > 0) this.keep(key, answer);
    return answer;
  }

  private size(answer: RenderedAnswer): number {
    return answer.kind === 'page' ? answer.body.length : 256;
  }

  private keep(key: string, answer: RenderedAnswer) {
    if (this.size(answer) > this.options.maxBytes) return;
    this.drop(key);
    this.kept.set(key, { answer, until: this.now() + this.options.ttlMs });
    this.bytes += this.size(answer);
    for (const oldest of this.kept.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    this.bytes -= this.size(kept.answer);
  }
}

const gzipAsync = promisify(gzip);
const gzippedBodies = new WeakMap<Buffer, Promise<Buffer>>();

/**
 * A rendered body gzipped once: readers who share a render (or a kept page) share its
 * compression too, and it goes with the body when the page cache lets the body go.
 */
function gzipped(body: Buffer): Promise<Buffer> {
  let zipped = gzippedBodies.get(body);
  if (!zipped) {
    zipped = gzipAsync(body);
    gzippedBodies.set(body, zipped);
  }
  return zipped;
}

/**
 * Whether the reader prefers gzip to the page as it is (`Accept-Encoding`, with its q-values and
 * `*`), negotiated as @fastify/static negotiates the build's precompressed files. A rendered
 * page is about 30 KB of HTML and 8 KB gzipped; nginx compresses it too, but `pnpm start` has
 * only us.
 */
function acceptsGzip(request: FastifyRequest): boolean {
  return (
    negotiate(String(request.headers['accept-encoding'] ?? ''), ['gzip', 'identity']) === 'gzip'
  );
}

/** A signed-in reader: the browser holds users-api's session hint cookie. */
function isSignedIn(cookie: string | undefined): boolean {
  return (cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${COOKIE_NAMES.sessionHint}=`));
}

/**
 * The address of the reader a page is rendered for (the page server's `request.ip`, which
 * honours its TRUST_PROXY), for the services' per-address limits: `servicesFetch` forwards it.
 */
export const renderingFor = new AsyncLocalStorage<string>();

/** Calls a service of this process as the browser would over HTTP, without a socket. */
export function inProcessFetch(app: FastifyInstance): ServiceFetch {
  return async (path, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(one));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

export interface PageServer {
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** A profile's public photo as an image file: the picture of its link previews. */
  photo(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** How long caches keep a profile's photo (a changed photo shows in previews within it). */
const PHOTO_CACHE_CONTROL = 'public, max-age=3600';

function notFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.status(404).send({
    code: ERROR_CODES.NOT_FOUND,
    message: `No route ${request.method} ${boundedText(path)}.`,
    reqId: String(request.id),
  });
}

/**
 * Serves pages from `webDist`: with its server bundle, the routes the web app marks are
 * rendered on the server; without one (a build of index.html only, as in some tests), or for
 * any other route, index.html goes out for the browser to render.
 */
export async function createPageServer(options: {
  webDist: string;
  publicOrigin: string;
  fetch: ServiceFetch;
  /**
   * How long a rendered page is kept for the next anonymous readers (default 0: only readers
   * arriving while it renders share it), and the memory kept pages may take (default 64 MB).
   */
  pageCache?: { ttlMs: number; maxBytes?: number };
}): Promise<PageServer> {
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

  const shell = (reply: FastifyReply, cacheControl: string) =>
    reply
      .header('cache-control', cacheControl)
      .header('content-type', 'text/html; charset=utf-8')
      .send(template);

  return {
    async photo(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      const id = UuidSchema.safeParse((request.params as { profileId?: string }).profileId);
      if (!id.success) return notFound(request, reply, path);
      // The public read the profile page shows the photo from: hidden profiles and profiles
      // without a photo have none here either.
      const answer = await renderingFor.run(request.ip, () =>
        options.fetch(`/api/profiles-api/v1.0/public/images?profileIds=${id.data}`, {
          headers: { accept: 'application/json' },
        }),
      );
      const images = answer.ok ? ProfileImagesSchema.safeParse(await answer.json()) : null;
      const image = images?.success ? images.data[0] : undefined;
      if (!image?.content || !image.mimeType?.startsWith('image/'))
        return notFound(request, reply, path);
      return reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .type(image.mimeType)
        .send(Buffer.from(image.content, 'base64'));
    },

    async serve(request, reply) {
      const cookie = request.headers.cookie;
      // A signed-in reader's pages are rendered in the browser with their session (contact
      // data for signed-in readers, their own profile's edit links), never cached for others.
      if (!renderer) return shell(reply, PAGE_CACHE_CONTROL.shell);
      if (isSignedIn(cookie)) return shell(reply, PAGE_CACHE_CONTROL.signedIn);
      let result: RenderedAnswer;
      try {
        result = await pages.get(pageKey(request.url, cookie), () =>
          renderingFor.run(request.ip, () => render(renderer, request.url, cookie)),
        );
      } catch (error) {
        // The browser can still render the page (and show the failure as it always did).
        request.log.error({ err: error }, 'server rendering failed');
        return shell(reply, PAGE_CACHE_CONTROL.shell);
      }
      if (result.kind === 'client') return shell(reply, PAGE_CACHE_CONTROL.shell);
      reply.header('vary', 'Cookie, Accept-Encoding');
      if (result.kind === 'redirect') {
        return reply
          .header('cache-control', PAGE_CACHE_CONTROL.rendered)
          .redirect(result.location, result.status);
      }
      reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', result.locale)
        .header('cache-control', PAGE_CACHE_CONTROL.rendered);
      if (!acceptsGzip(request)) return reply.send(result.body);
      // zlib's own thread pool, level 6: well under a millisecond for a page.
      return reply.header('content-encoding', 'gzip').send(await gzipped(result.body));
    },
  };
}

/**
 * The pages of an origin: `/` and every GET path no other route took (client-side routes
 * included), except the APIs and the build's assets, which answer a JSON 404.
 */
export function registerPages(app: FastifyInstance, pages: PageServer): void {
  app.get('/', (request, reply) => pages.serve(request, reply));
  app.get('/profiles/:profileId/photo', (request, reply) => pages.photo(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (wantsPage) return pages.serve(request, reply);
    return notFound(request, reply, path);
  });
}
