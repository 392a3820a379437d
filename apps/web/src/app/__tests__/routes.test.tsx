import { catalogues } from '@ln/i18n/catalogues';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import {
  jsonResponse,
  renderApp,
  stubBuildInfo,
  stubPlatform,
  testSession,
} from '../../testing/test-utils';
import { STATUS_PAGE_NAMES, STATUS_PAGES } from '../routes/status/status-pages';

const PROFILE_ID = '00000000-0000-4000-8000-000000000042';

describe('routes', () => {
  it('renders the home page in Polish by default and sets the document title', async () => {
    stubBuildInfo();
    renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/publiczny portal osób prowadzących badania/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ludzie Nauki' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Poznaj ludzi polskiej nauki | LN'));
  });

  it('renders the home page in English when that locale is stored', async () => {
    stubBuildInfo();
    localStorage.setItem('app_locale', 'en-EN');
    renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet the people of Polish science' }),
    ).toBeInTheDocument();
  });

  it('renders the not-found page for an unknown path, with a link home', async () => {
    stubBuildInfo();
    renderApp({ path: '/no/such/page' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Błąd 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony | LN'));
  });
});

describe('status pages', () => {
  it.each(
    // The terms page records the acceptance too: features/account/__tests__/terms-acceptance.
    STATUS_PAGE_NAMES.filter((name) => name !== 'termsAndConditions').flatMap((name) => [
      [name, 'pl-PL'] as const,
      [name, 'en-EN'] as const,
    ]),
  )('%s renders its code, title and message in %s', async (name, locale) => {
    stubBuildInfo();
    const page = STATUS_PAGES[name];
    const texts = catalogues[locale].STATUS[page.keys];
    renderApp({ path: paths.status[name].getHref(), locale });

    expect(await screen.findByRole('heading', { level: 1, name: texts.TITLE })).toBeInTheDocument();
    expect(screen.getByText(texts.MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByText(catalogues[locale].STATUS.CODE.replace('{{code}}', String(page.code))),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${texts.TITLE} | LN`));
  });
});

describe('login errors (accounts-and-platform §8)', () => {
  it('name the error type the failure page was given, in both languages', async () => {
    stubBuildInfo();
    renderApp({ path: '/unauthorized?reason=OAUTH_SERVER_ERROR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Błąd serwera OAuth.');
    expect(screen.getByText('Błędny login lub hasło albo brak konta lub uprawnień.')).toBeVisible();
  });

  it('name it in English too, and ignore a reason that is not one of the list', async () => {
    stubBuildInfo();
    renderApp({
      path: '/unauthorized-national-error?reason=AUTH_SERVICE_CONNECTION_ERROR',
      locale: 'en-EN',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not connect to the authentication service.',
    );
  });

  it('open a dialog for a login begun in another tab, which starts the login again', async () => {
    stubBuildInfo();
    const session = testSession();
    renderApp({ path: '/unauthorized?reason=STATE_MISMATCH', session });
    const dialog = await screen.findByRole('dialog', {
      name: 'Nie udało się zweryfikować logowania',
    });
    expect(dialog).toHaveTextContent('logowanie rozpoczęto w innym oknie lub karcie');
    // The dialog's first button has the focus; Escape closes it.
    expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zaloguj się od nowa' }));
    expect(session.login).toHaveBeenCalledWith('/');
  });

  it('give the authorization error the authentication error’s wording', async () => {
    stubBuildInfo();
    renderApp({ path: '/access-denied' });
    expect(
      await screen.findByText('Błędny login lub hasło albo brak konta lub uprawnień.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć do panelu logowania' })).toBeInTheDocument();
  });
});

describe('legacy links', () => {
  it('sends /{product}-polska/scientist/{id} to the profile found by its legacy id', async () => {
    const fetchMock = stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/public/profile/profileId': () =>
          jsonResponse({ profileId: PROFILE_ID }),
      },
    });
    const { router } = renderApp({ path: '/nauka-polska/scientist/100000' });
    // The profile itself is not stubbed here (its page stays loading): record the visit.
    const visited: string[] = [];
    router.subscribe((state) =>
      visited.push(state.navigation.location?.pathname ?? state.location.pathname),
    );

    await waitFor(() => expect(visited).toContain(`/profiles/${PROFILE_ID}`));
    const lookup = fetchMock.mock.calls.find(([url]) => String(url).includes('profileId'));
    expect(String(lookup?.[0])).toContain('bwnpId=100000');
  });

  it('sends an old hash link #/profile/scientist?id= the same way', async () => {
    stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/public/profile/profileId': () =>
          jsonResponse({ profileId: PROFILE_ID }),
      },
    });
    const { router } = renderApp({ path: '/#/profile/scientist?id=100000' });
    const visited: string[] = [];
    router.subscribe((state) =>
      visited.push(state.navigation.location?.pathname ?? state.location.pathname),
    );
    await waitFor(() => expect(visited).toContain(`/profiles/${PROFILE_ID}`));
  });

  it('shows not-found for a path of that shape whose product is not a -polska one', async () => {
    stubBuildInfo();
    renderApp({ path: '/something/scientist/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('has tiles for the ten fields of science leading to a filtered search', async () => {
    stubBuildInfo();
    renderApp({ path: '/' });
    const section = (await screen.findByRole('heading', { name: 'Dziedziny nauki' })).closest(
      'section',
    );
    if (!section) throw new Error('no fields section');
    const tiles = within(section).getAllByRole('link');
    expect(tiles).toHaveLength(10);
    expect(tiles[0]).toHaveTextContent('Nauki humanistyczne');
    expect(tiles[0]).toHaveAttribute('href', '/profiles?domains=DZ0101N');
    expect(tiles[9]).toHaveAttribute('href', '/profiles?domains=DZ0110N');
  });

  it('shows the news from public/posts with English dates in English', async () => {
    localStorage.setItem('app_locale', 'en-EN');
    stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/public/posts': () =>
          jsonResponse([
            {
              excerpt: 'Calls for 2026 are open.',
              link: 'https://cms.example/news/1',
              date: '2026-03-05T10:00:00.000Z',
              number: 1,
              categories: [],
              title: 'New calls',
            },
          ]),
      },
    });
    renderApp({ path: '/' });
    const link = await screen.findByRole('link', { name: /New calls/ });
    expect(link).toHaveAttribute('href', 'https://cms.example/news/1');
    expect(screen.getByText('03/05/26')).toBeInTheDocument();
    expect(screen.getByText('Calls for 2026 are open.')).toBeInTheDocument();
  });

  it('says so when the news cannot be loaded, and keeps the page', async () => {
    stubPlatform({
      extra: { '/api/profiles-api/v1.0/public/posts': () => jsonResponse({ code: 'X' }, 503) },
    });
    renderApp({ path: '/' });
    expect(await screen.findByText('Nie udało się wczytać aktualności.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Poznaj ludzi polskiej nauki',
    );
  });
});

describe('home page: new profiles', () => {
  it('lists the newest profiles with title and institution, each linking to its profile', async () => {
    stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/public/profile/newest': () =>
          jsonResponse({
            items: [
              {
                profileId: PROFILE_ID,
                prefix: 'ks.',
                firstName: 'Jan',
                surname: 'Łukasiewicz',
                title: 'dr hab.',
                institutionName: 'Politechnika Lwowska',
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          }),
      },
    });
    renderApp({ path: '/' });
    const link = await screen.findByRole('link', { name: 'ks. dr hab. Jan Łukasiewicz' });
    expect(link).toHaveAttribute('href', paths.profile.getHref(PROFILE_ID));
    const section = link.closest('section');
    if (!section) throw new Error('no new profiles section');
    expect(within(section).getByRole('heading', { name: 'Nowe profile' })).toBeInTheDocument();
    expect(within(section).getByText('Politechnika Lwowska')).toBeInTheDocument();
  });

  it('says so when the new profiles cannot be loaded, and keeps the page', async () => {
    stubPlatform({
      extra: {
        '/api/profiles-api/v1.0/public/profile/newest': () => jsonResponse({ code: 'X' }, 503),
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByText('Nie udało się wczytać nowych profili.')).toBeInTheDocument();
  });
});
