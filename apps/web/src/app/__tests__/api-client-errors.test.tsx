import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderApp, stubFetch, stubPlatform } from '../../testing/test-utils';
import type { HttpErrorAction } from '../../lib/http-errors';
import { loginHref } from '../../features/auth/session';
import { api, ApiError, setAccessTokenProvider, setHttpErrorHandler } from '../../lib/api-client';

const envelope = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  message: `message of ${code}`,
  reqId: 'req-9',
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail');
}

describe('the API client applies the §8 table', () => {
  afterEach(() => setAccessTokenProvider(null));

  it('hands the action to the registered handler and still throws', async () => {
    stubFetch({ '/api/profiles-api/x': () => jsonResponse(envelope('FORBIDDEN'), 403) });
    const handler = vi.fn<(action: HttpErrorAction, error: ApiError) => void>();
    const unregister = setHttpErrorHandler(handler);

    const error = await failure(api.get('profiles-api', '/x'));
    unregister();

    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(handler).toHaveBeenCalledWith({ kind: 'navigate', to: '/access-denied' }, error);
  });

  it('does not apply the rules when the caller handles the failure itself', async () => {
    stubFetch({ '/api/profiles-api/x': () => jsonResponse(envelope('NOT_FOUND'), 404) });
    const handler = vi.fn();
    const unregister = setHttpErrorHandler(handler);
    await failure(api.get('profiles-api', '/x', { redirectOnError: false }));
    unregister();
    expect(handler).not.toHaveBeenCalled();
  });

  it('exempts public downloads', async () => {
    const path = '/v1.0/public/download/00000000-0000-4000-8000-000000000001';
    stubFetch({ [`/api/profiles-api${path}`]: () => jsonResponse(envelope('NOT_FOUND'), 404) });
    const handler = vi.fn();
    const unregister = setHttpErrorHandler(handler);
    await failure(api.get('profiles-api', path));
    unregister();
    expect(handler).not.toHaveBeenCalled();
  });

  it('gives a form the deduplicated field errors of a 400', async () => {
    const item = { key: 'email', content: 'must be an e-mail address', invalidValue: 'x' };
    stubFetch({
      '/api/users-api/v1.0/user/editUserData': () =>
        jsonResponse(envelope('VALIDATION_ERROR', { errors: [item, item] }), 400),
    });
    const error = await failure(
      api.put('users-api', '/v1.0/user/editUserData', { body: { email: 'x' } }),
    );
    expect(error.fieldErrors).toEqual([item]);
  });

  it('sends the bearer token when the session has one', async () => {
    const fetchMock = stubFetch({ '/api/users-api/y': () => jsonResponse({}) });
    setAccessTokenProvider(() => 'token-123');
    await api.get('users-api', '/y');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer token-123',
    );
    setAccessTokenProvider(null);
    await api.get('users-api', '/y');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});

describe('in the app', () => {
  it.each([
    [403, 'FORBIDDEN', 'Brak dostępu', '/access-denied'],
    [404, 'NOT_FOUND', 'Nie znaleziono strony', '/not-found'],
    [401, 'ACCOUNT_LOCKED', 'Konto zablokowane', '/locked-account'],
    [500, 'INTERNAL_ERROR', 'Błąd serwera', '/internal-server-error'],
  ])('a %i %s shows its status page', async (status, code, title, path) => {
    stubPlatform({ extra: { '/api/profiles-api/z': () => jsonResponse(envelope(code), status) } });
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' });
    // The heading can be on screen before React has run the layout's effects, among them the
    // one that registers the HTTP error handler: let them run before the call fails.
    await act(async () => {});

    await act(() => failure(api.get('profiles-api', '/z')));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('a 503 stores the body and its page shows the request id', async () => {
    stubPlatform({
      extra: { '/api/users-api/z': () => jsonResponse(envelope('SERVICE_UNAVAILABLE'), 503) },
    });
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' });

    await act(() => failure(api.get('users-api', '/z')));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Przerwa techniczna' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Identyfikator zgłoszenia: req-9')).toBeInTheDocument();
  });

  it("a 400 without a list opens the 'Przepraszamy' dialog with the technical message", async () => {
    stubPlatform({
      extra: { '/api/profiles-api/z': () => jsonResponse(envelope('CONFLICT'), 400) },
    });
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' });
    // The heading can be on screen before React has run the layout's effects, among them the
    // one that registers the HTTP error handler: let them run before the call fails.
    await act(async () => {});

    await act(() => failure(api.get('profiles-api', '/z')));

    const dialog = await screen.findByRole('dialog', { name: 'Przepraszamy' });
    expect(dialog).toHaveTextContent('Wystąpił niespodziewany błąd połączenia HTTP.');
    expect(dialog).toHaveTextContent('message of CONFLICT');
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 400 with a list shows no dialog and stays on the page', async () => {
    stubPlatform({
      extra: {
        '/api/users-api/z': () =>
          jsonResponse(envelope('VALIDATION_ERROR', { errors: [{ key: 'a', content: 'b' }] }), 400),
      },
    });
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' });
    await act(() => failure(api.get('users-api', '/z')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('session defaults', () => {
  it("starts login at users-api's route for the provider, with the way back and the language", () => {
    localStorage.setItem('app_locale', 'en-EN');
    expect(loginHref('/profiles/x/edit?tab=1')).toBe(
      '/api/users-api/v1.0/auth/login/national?returnTo=%2Fprofiles%2Fx%2Fedit%3Ftab%3D1&lang=en-EN',
    );
    expect(loginHref(undefined, 'orcid')).toBe(
      '/api/users-api/v1.0/auth/login/orcid?returnTo=%2F&lang=en-EN',
    );
  });
});
