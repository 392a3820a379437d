import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { APP_VERSION } from '../../../config/app';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';

/** The <dd> next to the <dt> with this label. */
function versionFor(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return definition;
}

describe('Footer', () => {
  it('shows the versions of both services and of the frontend', async () => {
    const fetchMock = stubFetch({
      '/api/users-api/public/info': () => jsonResponse({ build: { version: '1.4.2' } }),
      '/api/profiles-api/public/info': () => jsonResponse({ build: { version: '2.0.0-rc.1' } }),
    });
    renderApp();

    await screen.findByText('1.4.2');
    expect(versionFor('Wersja users-api')).toHaveTextContent('1.4.2');
    expect(versionFor('Wersja profiles-api')).toHaveTextContent('2.0.0-rc.1');
    expect(versionFor('Wersja frontendu')).toHaveTextContent(APP_VERSION);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('pl-PL');
  });

  it('shows — for a service whose info call fails', async () => {
    stubFetch({
      '/api/users-api/public/info': () => jsonResponse({ code: 'INTERNAL_ERROR' }, 500),
      '/api/profiles-api/public/info': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp();

    await screen.findAllByText('—');
    expect(versionFor('Wersja users-api')).toHaveTextContent('—');
    expect(versionFor('Wersja profiles-api')).toHaveTextContent('—');
    expect(versionFor('Wersja frontendu')).toHaveTextContent(APP_VERSION);
  });

  it('shows — when a service answers with an unexpected body', async () => {
    stubFetch({
      '/api/users-api/public/info': () => jsonResponse({ version: '1.0.0' }),
      '/api/profiles-api/public/info': () => jsonResponse({ build: { version: '3.1.0' } }),
    });
    renderApp();

    await screen.findByText('3.1.0');
    expect(versionFor('Wersja users-api')).toHaveTextContent('—');
  });
});
