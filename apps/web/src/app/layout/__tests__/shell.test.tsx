import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ALERT_AUTO_CLOSE_MS } from '../../../config/app';
import { useAlerts, AlertsProvider, withAlert } from '../../../lib/alerts';
import { DialogProvider, useDialogs } from '../../../lib/dialogs';
import { initI18n } from '../../../lib/i18n';
import {
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../testing/test-utils';
import { AlertBar } from '../alert-bar';
import { ProgressBar } from '../progress-bar';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('header and account menu', () => {
  it('shows a login button to an anonymous visitor that starts login from this page', async () => {
    stubPlatform();
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: '/advanced-search?q=1', session });

    await userEvent.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(session.login).toHaveBeenCalledWith('/advanced-search?q=1');
  });

  it("shows the user's e-mail; the menu has settings and log out, the users link only for ADMIN", async () => {
    stubPlatform();
    const session = testSession();
    renderApp({ path: '/', session });

    const toggle = await screen.findByRole('button', { name: 'anna.kowalska@example.pl' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Ustawienia konta' })).toHaveAttribute(
      'href',
      '/users/user',
    );
    expect(screen.queryByRole('link', { name: 'Użytkownicy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(session.logout).toHaveBeenCalled();
  });

  it('gives an administrator the users link', async () => {
    stubPlatform();
    renderApp({ path: '/', session: testSession({ roles: ['ADMIN'] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'anna.kowalska@example.pl' }));
    expect(screen.getByRole('link', { name: 'Użytkownicy' })).toHaveAttribute('href', '/users');
  });

  it('links home, search, gremia and the CMS pages; the helpdesk opens in a new tab', async () => {
    stubPlatform({
      extra: {
        '/api/users-api/helpdesk': () => jsonResponse({ link: 'https://pomoc.example/zgloszenie' }),
      },
    });
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getByRole('link', { name: 'Wyszukiwarka' })).toHaveAttribute(
      'href',
      '/profiles',
    );
    expect(within(nav).getByRole('link', { name: 'Gremia naukowców' })).toHaveAttribute(
      'href',
      '/gremiums',
    );
    expect(within(nav).getByRole('link', { name: /Granty ERC/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: /Helpdesk/ })).toHaveAttribute(
        'href',
        'https://pomoc.example/zgloszenie',
      ),
    );
    expect(within(banner).getByRole('link', { name: /Helpdesk/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('falls back to the configured helpdesk page when users-api has no helpdesk link', async () => {
    stubPlatform();
    renderApp({ path: '/' });
    const banner = await screen.findByRole('banner');
    const link = within(banner).getByRole('link', { name: /Helpdesk/ });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^https:\/\//));
  });
});

describe('sidebar', () => {
  async function openSidebar() {
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    return screen.getByRole('navigation', { name: 'Menu użytkownika' });
  }

  it('holds the profile link, account, experts (JSDE on), admin items and log out', async () => {
    stubPlatform({ jsde: true });
    renderApp({ path: '/', session: testSession({ roles: ['ADMIN'] }) });
    const nav = await openSidebar();
    await within(nav).findByRole('link', { name: 'Eksperci' });
    expect(within(nav).getByRole('link', { name: 'Mój profil' })).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}`,
    );
    expect(within(nav).getByRole('link', { name: 'Moje konto' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Import funkcji' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Źródła danych' })).toHaveAttribute(
      'href',
      '/data-sources',
    );
    expect(within(nav).getByRole('link', { name: 'Lista użytkowników' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
  });

  it('shows an anonymous visitor only the login, without experts when JSDE is off', async () => {
    stubPlatform({ jsde: false });
    renderApp({ path: '/', session: testSession({ status: 'anonymous' }) });
    const nav = await openSidebar();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it('gives the finder to MEIN_OP and ADMIN (JSDE on), writing a message to MEIN_OP and AGENT, and notifications to everyone signed in', async () => {
    stubPlatform({ jsde: true });
    renderApp({ path: '/', session: testSession({ roles: ['BASIC', 'MEIN_OP'] }) });
    let nav = await openSidebar();
    await within(nav).findByRole('link', { name: 'Wyszukiwarka ekspertów' });
    expect(within(nav).getByRole('link', { name: 'Nowa wiadomość' })).toHaveAttribute(
      'href',
      '/messages/new',
    );
    expect(within(nav).getByRole('link', { name: 'Powiadomienia' })).toBeInTheDocument();
    cleanup();

    renderApp({ path: '/', session: testSession({ roles: ['BASIC', 'AGENT'] }) });
    nav = await openSidebar();
    await within(nav).findByRole('link', { name: 'Nowa wiadomość' });
    expect(
      within(nav).queryByRole('link', { name: 'Wyszukiwarka ekspertów' }),
    ).not.toBeInTheDocument();
    cleanup();

    renderApp({ path: '/', session: testSession({ roles: ['BASIC'] }) });
    nav = await openSidebar();
    await within(nav).findByRole('link', { name: 'Powiadomienia' });
    expect(within(nav).queryByRole('link', { name: 'Nowa wiadomość' })).not.toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: 'Wyszukiwarka ekspertów' }),
    ).not.toBeInTheDocument();
  });

  it('has no profile link for a user without a profile, and no admin items', async () => {
    stubPlatform();
    renderApp({ path: '/', session: testSession({ profileId: null }) });
    const nav = await openSidebar();
    expect(within(nav).queryByRole('link', { name: 'Mój profil' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Import funkcji' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Źródła danych' })).not.toBeInTheDocument();
  });
});

describe('cookie notice', () => {
  afterEach(clearCookies);

  it('shows until closed, then stores a flag for 365 days', async () => {
    stubPlatform();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    const first = renderApp({ path: '/' });
    const notice = await screen.findByRole('region', { name: 'Informacja o plikach cookie' });
    await userEvent.click(
      within(notice).getByRole('button', { name: 'Zamknij informację o plikach cookie' }),
    );
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();
    expect(cookieWrites).toEqual([expect.stringContaining(`max-age=${365 * 24 * 60 * 60}`)]);
    first.unmount();

    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Informacja o plikach cookie' })).toBeNull();
  });
});

describe('alert bar', () => {
  function renderAlerts() {
    let alerts: ReturnType<typeof useAlerts> | null = null;
    function Capture() {
      alerts = useAlerts();
      return <Link to="/other">elsewhere</Link>;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <AlertsProvider>
              <AlertBar />
              <Capture />
            </AlertsProvider>
          ),
          children: [
            { path: '/', element: null },
            { path: '/other', element: null },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={initI18n('pl-PL')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    return () => {
      if (!alerts) throw new Error('not rendered');
      return alerts;
    };
  }

  it.each(['success', 'error', 'warning', 'info', 'primary', 'success_new', 'error_new'])(
    'accepts the %s severity',
    (severity) => {
      const alerts = renderAlerts();
      let id: number | null = null;
      act(() => {
        id = alerts().show({ severity, message: `A ${severity} message` });
      });
      expect(id).not.toBeNull();
      expect(screen.getByText(`A ${severity} message`)).toBeInTheDocument();
    },
  );

  it('rejects any other severity', () => {
    const alerts = renderAlerts();
    let id: number | null = 0;
    act(() => {
      id = alerts().show({ severity: 'danger', message: 'Not shown' });
    });
    expect(id).toBeNull();
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
  });

  it('closes by itself after the auto-close delay, or with its close button', async () => {
    vi.useFakeTimers();
    try {
      const alerts = renderAlerts();
      act(() => {
        alerts().show({ severity: 'success', message: 'Zapisano' });
      });
      expect(screen.getByRole('status')).toHaveTextContent('Zapisano');
      act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
      expect(screen.getByText('Zapisano')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();

      act(() => {
        alerts().show({ severity: 'error', message: 'Błąd zapisu' });
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Błąd zapisu');
      act(() => screen.getByRole('button', { name: 'Zamknij komunikat' }).click());
      expect(screen.queryByText('Błąd zapisu')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an alert carried in the navigation state on the page navigated to, once', async () => {
    let go: ((to: string, options?: object) => void) | null = null;
    function Navigator() {
      const navigate = useNavigate();
      go = (to, options) => void navigate(to, options);
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <AlertsProvider>
              <AlertBar />
              <Navigator />
              <Outlet />
            </AlertsProvider>
          ),
          children: [
            { path: '/', element: <p>start</p> },
            { path: '/list', element: <p>the list</p> },
            { path: '/next', element: <p>next</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={initI18n('pl-PL')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    act(() => go!('/list', withAlert({ severity: 'success', message: 'Usunięto gremium' })));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Usunięto gremium');
    // The entry no longer carries it: back there again, it is not shown twice.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Usunięto gremium')).toBeInTheDocument();
    act(() => go!('/next'));
    await waitFor(() => expect(screen.queryByText('Usunięto gremium')).not.toBeInTheDocument());
    act(() => go!(-1 as never));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.queryByText('Usunięto gremium')).not.toBeInTheDocument();
  });

  it('closes on navigation', async () => {
    const alerts = renderAlerts();
    act(() => {
      alerts().show({ severity: 'info', message: 'Informacja' });
    });
    expect(screen.getByText('Informacja')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    await waitFor(() => expect(screen.queryByText('Informacja')).not.toBeInTheDocument());
  });
});

describe('progress bar', () => {
  it('is on while a navigation runs and off at its end', async () => {
    let finish: () => void = () => {};
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ProgressBar />
              <Link to="/slow">slow</Link>
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: null },
            {
              path: '/slow',
              loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
              element: <p>arrived</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={initI18n('pl-PL')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(await screen.findByRole('progressbar', { name: 'Wczytywanie strony' })).toBeVisible();
    act(() => finish());
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('security dialog', () => {
  it("shows the caller's title and message; its one button logs out", async () => {
    const session = testSession();
    let dialogs: ReturnType<typeof useDialogs> | null = null;
    function Capture() {
      dialogs = useDialogs();
      return null;
    }
    render(
      <I18nextProvider i18n={initI18n('pl-PL')}>
        <DialogProvider onSecurityLogout={session.logout}>
          <Capture />
        </DialogProvider>
      </I18nextProvider>,
    );
    act(() =>
      dialogs?.showSecurityDialog({
        title: 'Sesja wygasła',
        message: 'Prawdopodobnie wylogowano Cię w innym oknie.',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sesja wygasła' });
    expect(dialog).toHaveTextContent('Prawdopodobnie wylogowano Cię w innym oknie.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Przejdź do serwisu logowania');
    await userEvent.click(buttons[0] as HTMLElement);
    expect(session.logout).toHaveBeenCalled();
  });
});
