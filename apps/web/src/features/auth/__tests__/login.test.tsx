import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';

import { api } from '../../../lib/api-client';
import { SessionProvider, useSession } from '../session';

import {
  appConfigAnswer,
  jsonResponse,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../testing/test-utils';
import { fakeUsersApi } from './fake-users-api';

const platform = {
  '/api/users-api/public/info': () => jsonResponse({ build: { version: '1.0.0' } }),
  '/api/profiles-api/public/info': () => jsonResponse({ build: { version: '1.0.0' } }),
  '/api/profiles-api/public/config': appConfigAnswer(),
};

describe('the login page', () => {
  it('offers the national node and ORCID, each returning to where the visitor was', async () => {
    stubPlatform();
    renderApp({
      path: '/login?returnTo=%2Fprofiles%3Fq%3Dnowak',
      session: testSession({ status: 'anonymous' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' })).toHaveAttribute(
      'href',
      '/api/users-api/v1.0/auth/login/national?returnTo=%2Fprofiles%3Fq%3Dnowak&lang=pl-PL',
    );
    expect(screen.getByRole('link', { name: 'Zaloguj się przez ORCID' })).toHaveAttribute(
      'href',
      '/api/users-api/v1.0/auth/login/orcid?returnTo=%2Fprofiles%3Fq%3Dnowak&lang=pl-PL',
    );
    await waitFor(() => expect(document.title).toBe('Logowanie | LN'));
  });

  it('is in English too, and the provider pages get the language', async () => {
    localStorage.setItem('app_locale', 'en-EN');
    stubPlatform();
    renderApp({ path: '/login', locale: 'en-EN', session: testSession({ status: 'anonymous' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in with ORCID' })).toHaveAttribute(
      'href',
      '/api/users-api/v1.0/auth/login/orcid?returnTo=%2F&lang=en-EN',
    );
  });

  it('never returns to another site or to itself', async () => {
    stubPlatform();
    renderApp({
      path: '/login?returnTo=%2F%2Fevil.example%2Fx',
      session: testSession({ status: 'anonymous' }),
    });
    const national = await screen.findByRole('link', { name: 'Zaloguj się przez węzeł krajowy' });
    expect(national.getAttribute('href')).toContain('returnTo=%2F&');
  });

  it('sends a logged-in user straight back', async () => {
    stubPlatform();
    const { router } = renderApp({
      path: '/login?returnTo=%2Fno-such-page%3Fx%3D1',
      session: testSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
  });
});

describe('the shell with the real session', () => {
  it("shows a logged-in user's e-mail; an ADMIN's menu has the users link", async () => {
    fakeUsersApi({ roles: ['BASIC', 'ADMIN'], extra: platform });
    const { router } = renderApp({ path: '/login?returnTo=%2Fno-such-page' });
    // Logged in, the login page sends the user on to where they were going.
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' });

    const toggle = await screen.findByRole('button', { name: 'anna.kowalska@example.pl' });
    await userEvent.click(toggle);
    const menu = toggle.parentElement!;
    expect(within(menu).getByRole('link', { name: 'Ustawienia konta' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Użytkownicy' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  });

  it('gives a BASIC user no users link', async () => {
    fakeUsersApi({ roles: ['BASIC'], extra: platform });
    const { router } = renderApp({ path: '/login?returnTo=%2Fno-such-page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' });

    await userEvent.click(await screen.findByRole('button', { name: 'anna.kowalska@example.pl' }));
    expect(screen.getByRole('link', { name: 'Ustawienia konta' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Użytkownicy' })).not.toBeInTheDocument();
  });

  it('shows an anonymous visitor the login button and the choice', async () => {
    const server = fakeUsersApi({ loggedIn: false, extra: platform });
    renderApp({ path: '/login' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled());
    expect(await screen.findByRole('link', { name: 'Zaloguj się przez ORCID' })).toBeVisible();
    expect(server.counts).toMatchObject({ refresh: 0, user: 0 });
  });

  it('says so when the session ends elsewhere (§8 security dialog)', async () => {
    const server = fakeUsersApi({ extra: platform });
    renderApp({ path: '/no-such-page' });
    await screen.findByRole('button', { name: 'anna.kowalska@example.pl' });

    server.state.familyRevoked = true; // e.g. logged out in another browser
    server.state.validAccessTokens.clear();
    await act(() => api.get('profiles-api', '/v1.0/protected').catch(() => null));

    const dialog = await screen.findByRole('dialog', { name: 'Sesja wygasła' });
    expect(
      within(dialog).getByRole('button', { name: 'Przejdź do serwisu logowania' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });

  it('starts with one refresh even when React runs its effects twice (StrictMode)', async () => {
    const server = fakeUsersApi({ extra: platform });
    render(
      <StrictMode>
        <SessionProvider>
          <SessionStatusProbe />
        </SessionProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('authenticated')).toBeVisible();
    expect(server.counts).toMatchObject({ refresh: 1, user: 1 });
    expect(server.state.familyRevoked).toBe(false);
  });
});

function SessionStatusProbe() {
  return <p>{useSession().status}</p>;
}
