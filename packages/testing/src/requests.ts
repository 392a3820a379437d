import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** What a call needs of the identity stack (IdentityStack has it). */
interface CallableStack {
  usersApi: FastifyInstance;
  profilesApi: FastifyInstance;
  accessToken(persona: string): Promise<string>;
}

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request to one service of the identity stack as a persona, with the persona's cached
 * access token (null: anonymous). `url` follows the caller's base; `payload`, when given, is
 * the body as the service's `inject` takes it; `headers` are added to the authorization.
 */
export type Call = (
  persona: string | null,
  method: RequestMethod,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/**
 * The tests' `call()`: `const call = callerFor(stack, 'profilesApi', '/api/profiles-api')`
 * at the top of a file, then `await call('owner', 'PUT', '/v1.0/profile/aboutMe', body)`.
 */
export function callerFor(
  stack: () => CallableStack,
  service: 'usersApi' | 'profilesApi',
  base = '',
): Call {
  return async (persona, method, url, payload, headers = {}) => {
    const auth = persona ? { authorization: `Bearer ${await stack().accessToken(persona)}` } : {};
    return stack()[service].inject({
      method,
      url: `${base}${url}`,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  };
}
