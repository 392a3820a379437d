// The web app's pages under the gateway (decision 024): the public pages rendered on the
// server with their data, every other route as index.html for the browser to render.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { COOKIE_NAMES } from '@ln/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  createRenderer(options: {
    template: string;
    origin: string;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }): WebRenderer;
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

/** A signed-in reader: the browser holds users-api's session hint cookie. */
function isSignedIn(cookie: string | undefined): boolean {
  return (cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${COOKIE_NAMES.sessionHint}=`));
}

/** Calls a service of this process as the browser would over HTTP, without a socket. */
function inProcessFetch(app: FastifyInstance) {
  return async (path: string, init: RequestInit): Promise<Response> => {
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
}

/**
 * Serves pages from `webDist`: with its server bundle, the routes the web app marks are
 * rendered on the server; without one (a build of index.html only, as in some tests), or for
 * any other route, index.html goes out for the browser to render.
 */
export async function createPageServer(
  app: FastifyInstance,
  options: { webDist: string; publicOrigin: string },
): Promise<PageServer> {
  const entry = join(options.webDist, SERVER_DIR, 'entry-server.js');
  let renderer: WebRenderer | null = null;
  if (existsSync(entry)) {
    const module = (await import(pathToFileURL(entry).href)) as WebServerModule;
    renderer = module.createRenderer({
      template: readFileSync(join(options.webDist, 'index.html'), 'utf8'),
      origin: options.publicOrigin.replace(/\/$/, ''),
      fetch: inProcessFetch(app),
    });
  }

  const shell = (reply: FastifyReply, cacheControl: string) =>
    reply.header('cache-control', cacheControl).sendFile('index.html');

  return {
    async serve(request, reply) {
      const cookie = request.headers.cookie;
      // A signed-in reader's pages are rendered in the browser with their session (contact
      // data for signed-in readers, their own profile's edit links), never cached for others.
      if (!renderer) return shell(reply, PAGE_CACHE_CONTROL.shell);
      if (isSignedIn(cookie)) return shell(reply, PAGE_CACHE_CONTROL.signedIn);
      let result: Awaited<ReturnType<WebRenderer['render']>>;
      try {
        result = await renderer.render({ url: request.url, cookie });
      } catch (error) {
        // The browser can still render the page (and show the failure as it always did).
        request.log.error({ err: error }, 'server rendering failed');
        return shell(reply, PAGE_CACHE_CONTROL.shell);
      }
      if (result.kind === 'client') return shell(reply, PAGE_CACHE_CONTROL.shell);
      reply.header('vary', 'Cookie');
      if (result.kind === 'redirect') {
        return reply
          .header('cache-control', PAGE_CACHE_CONTROL.rendered)
          .redirect(result.location, result.status);
      }
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', result.locale)
        .header('cache-control', PAGE_CACHE_CONTROL.rendered)
        .send(Readable.fromWeb(result.body as NodeReadableStream));
    },
  };
}
