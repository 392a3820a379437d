// How the renderer reaches the services, and whose address its reads carry. The services'
// public limits count each visitor's reads (packages/server public-api.ts): a page's reads
// must spend the budget of the visitor it is rendered for, never one budget shared by every
// visitor of this server (issue 41 #4).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** How the renderer reaches the services: `fetch` semantics for `/api/...` paths. */
export type ServiceFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The address of the visitor a page is rendered for: this server's `request.ip`, which honours
 * its own trustProxy only, so a visitor cannot name another address by a header. Both fetches
 * below send it with every read made while the page renders.
 */
export const renderingFor = new AsyncLocalStorage<string>();

/** Where each service answers; the renderer's `/api/<service>/...` paths go there unchanged. */
export interface ServiceOrigins {
  usersApi: string;
  profilesApi: string;
}

const SERVICE_PREFIXES = [
  ['/api/users-api/', 'usersApi'],
  ['/api/profiles-api/', 'profilesApi'],
] as const;

/**
 * The renderer's reads over HTTP to the service that owns each path (docker compose). The
 * services trust this server as a proxy (TRUST_PROXY 1) and read the visitor's address from
 * the X-Forwarded-For set here, in place of any the renderer's headers carried.
 */
export function servicesFetch(origins: ServiceOrigins): ServiceFetch {
  return async (path, init) => {
    const service = SERVICE_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
    // The renderer only reads the two services; anything else is nobody's.
    if (!service) return new Response(null, { status: 404 });
    const visitor = renderingFor.getStore();
    if (visitor === undefined) return fetch(new URL(path, origins[service]), init);
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', visitor);
    return fetch(new URL(path, origins[service]), { ...init, headers });
  };
}

/**
 * Calls a service of this process as the browser would over HTTP, without a socket (`pnpm
 * start`'s gateway). The call comes from the visitor's address, as a socket of theirs would:
 * the services' `request.ip` is theirs, while the gateway trusts no proxy header.
 */
export function inProcessFetch(app: FastifyInstance): ServiceFetch {
  return async (path, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const visitor = renderingFor.getStore();
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      ...(visitor === undefined ? {} : { remoteAddress: visitor }),
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
