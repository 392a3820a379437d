import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '../../testing/test-utils';
import { api, ApiError, setHttpErrorHandler } from '../api-client';
import type { HttpErrorAction } from '../http-errors';

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

describe('unexpected HTTP errors (accounts-and-platform §8)', () => {
  const capture = () => {
    const actions: HttpErrorAction[] = [];
    const unregister = setHttpErrorHandler((action) => actions.push(action));
    return { actions, unregister };
  };

  it('give a write answered 409, 413 or 429 without a handler the unexpected-error dialog', async () => {
    const { actions, unregister } = capture();
    try {
      for (const status of [409, 413, 429]) {
        stubFetch({
          '/api/profiles-api/things': () =>
            jsonResponse({ code: 'X', message: `refused ${status}`, reqId: 'r' }, status),
        });
        await captureError(api.post('profiles-api', '/things', { body: {} }));
      }
      expect(actions).toEqual([
        { kind: 'error-dialog', message: 'refused 409' },
        { kind: 'error-dialog', message: 'refused 413' },
        { kind: 'error-dialog', message: 'refused 429' },
      ]);
    } finally {
      unregister();
    }
  });

  it('leave them to a screen that handles them, and to a read (its load-error state)', async () => {
    const { actions, unregister } = capture();
    try {
      stubFetch({
        '/api/profiles-api/things': () =>
          jsonResponse({ code: 'RATE_LIMITED', message: 'slow down', reqId: 'r' }, 429),
      });
      await captureError(api.post('profiles-api', '/things', { body: {}, handles: [429] }));
      await captureError(api.get('profiles-api', '/things'));
      expect(actions).toEqual([]);
    } finally {
      unregister();
    }
  });

  it('give a write that fails on the network the same dialog', async () => {
    const { actions, unregister } = capture();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await captureError(api.put('users-api', '/v1.0/thing', { body: {} }));
      expect(actions).toEqual([{ kind: 'error-dialog', message: 'Failed to fetch' }]);
    } finally {
      unregister();
      vi.unstubAllGlobals();
    }
  });
});

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
