import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '../../testing/test-utils';
import { api, ApiError } from '../api-client';

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

describe('api client', () => {
  it('calls the service under its gateway base path with the stored locale', async () => {
    localStorage.setItem('app_locale', 'en-EN');
    const fetchMock = stubFetch({ '/api/profiles-api/items/1': () => jsonResponse({ id: '1' }) });

    await expect(api.get('profiles-api', '/items/1')).resolves.toEqual({ id: '1' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profiles-api/items/1');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en-EN');
  });

  it('throws an ApiError with the envelope code for a non-2xx answer', async () => {
    const envelope = { code: 'NOT_FOUND', message: 'No such user', reqId: 'r-1' };
    stubFetch({ '/api/users-api/users/9': () => jsonResponse(envelope, 404) });

    const error = await captureError(api.get('users-api', '/users/9'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', body: envelope });
  });

  it('falls back to HTTP_<status> when the error body is not an envelope', async () => {
    stubFetch({
      '/api/users-api/down': () => new Response('Bad Gateway', { status: 502 }),
    });

    const error = await captureError(api.get('users-api', '/down'));

    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', body: 'Bad Gateway' });
  });

  it('throws INVALID_RESPONSE when a 2xx body is not JSON (not an answer of our services)', async () => {
    stubFetch({
      '/api/users-api/odd': () =>
        new Response('<!doctype html><title>proxy</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    });

    const error = await captureError(api.get('users-api', '/odd'));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('gives a 204 answer as null', async () => {
    stubFetch({ '/api/users-api/empty': () => new Response(null, { status: 204 }) });
    await expect(api.post('users-api', '/empty')).resolves.toBeNull();
  });
});
