import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { paths } from '../../../../config/paths';
import { jsonResponse, renderApp, stubPlatform } from '../../../../testing/test-utils';
import type { ProfileData } from '../../../../testing/profiles-api-fixtures';
import { person, PROFILE_ID, profileAnswers } from '../../../../testing/profiles-api-fixtures';

const API = '/api/profiles-api';

function renderProfile(path: string, data: ProfileData = {}) {
  const fetchMock = stubPlatform({ extra: profileAnswers(data) });
  return { ...renderApp({ path }), fetchMock };
}

function tabMenu() {
  return screen.getByRole('navigation', { name: 'Sekcje profilu' });
}

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('public profile', { timeout: 30_000 }, () => {
  it('shows the person, "O mnie" as the main tab and every tab with data as a link', async () => {
    renderProfile(`/profiles/${PROFILE_ID}`, {
      publications: 3,
      achievements: 1,
      patents: 1,
      projects: 1,
      researchWorks: { reviewer: 1 },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: /Małgorzata Jadwiga Źródłowska/ }),
    ).toBeInTheDocument();
    const menu = tabMenu();
    const about = within(menu).getByRole('link', { name: 'O mnie' });
    expect(about).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Publikacje', 'publications'],
      ['Dorobek artystyczny', 'achievement'],
      ['Patenty i prawa ochronne', 'patents'],
      ['Projekty', 'projects'],
      ['Prace badawcze', 'research-work'],
    ] as const) {
      await waitFor(() =>
        expect(within(menu).getByRole('link', { name })).toHaveAttribute(
          'href',
          `/profiles/${PROFILE_ID}/${href}`,
        ),
      );
    }
    expect(screen.getByText('Badam algorytmy grafowe i uczę studentów.')).toBeInTheDocument();
    expect(screen.getByText('I study graph algorithms and teach students.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('link', { name: '0000-0010-7000-001X' })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0010-7000-001X',
    );
    await waitFor(() => expect(document.title).toBe('Małgorzata Jadwiga Źródłowska | LN'));
  });

  it('labels the main tab "Profil" without a biography and disables tabs without data, with a tooltip', async () => {
    const user = userEvent.setup();
    renderProfile(`/profiles/${PROFILE_ID}`, {
      person: person({ aboutMe: null, aboutMeEn: '  ' }),
      // Only achievements: the publications tab is enabled for them too (profiles-area §2).
      achievements: 2,
    });

    await screen.findByRole('heading', { level: 1, name: /Źródłowska/ });
    const menu = tabMenu();
    expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      `/profiles/${PROFILE_ID}`,
    );
    expect(within(menu).queryByRole('link', { name: 'O mnie' })).not.toBeInTheDocument();

    for (const name of ['Patenty i prawa ochronne', 'Projekty', 'Prace badawcze']) {
      const tab = await within(menu).findByRole('link', { name });
      await waitFor(() => expect(tab).toHaveAttribute('aria-disabled', 'true'));
      expect(tab).not.toHaveAttribute('href');
      expect(tab).toHaveAccessibleDescription('Brak danych w tej sekcji');
    }
    expect(within(menu).getByRole('link', { name: 'Dorobek artystyczny' })).toHaveAttribute('href');
    expect(within(menu).getByRole('link', { name: 'Publikacje' })).toHaveAttribute('href');

    // A disabled tab is reachable by keyboard (for its tooltip) but goes nowhere.
    const projects = within(menu).getByRole('link', { name: 'Projekty' });
    await user.click(projects);
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows USERS.EMPTY on a tab that has no data', async () => {
    renderProfile(`/profiles/${PROFILE_ID}/projects`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Projekty' })).toBeInTheDocument();
    expect(await screen.findByText('Brak danych')).toBeInTheDocument();
  });

  it('shows USERS.EMPTY on the main tab of a profile with nothing to show', async () => {
    renderProfile(`/profiles/${PROFILE_ID}`, {
      person: person({
        aboutMe: null,
        aboutMeEn: null,
        employments: [],
        domainDisciplines: [],
        specialties: [],
        orcid: null,
        orcidUrl: null,
      }),
    });

    expect(await screen.findByText('Brak danych')).toBeInTheDocument();
    expect(within(tabMenu()).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks a deceased person', async () => {
    renderProfile(`/profiles/${PROFILE_ID}`, { person: person({ dead: true }) });

    expect(await screen.findByText('Osoba zmarła')).toBeInTheDocument();
  });

  it('sends the visitor of a hidden profile to /hidden-profile', async () => {
    // Every public call about a hidden profile answers 400 HIDDEN_PROFILE_ERROR (profiles-area §8).
    const hidden = () =>
      jsonResponse(
        { code: 'HIDDEN_PROFILE_ERROR', message: 'This profile is hidden.', reqId: 'req-1' },
        400,
      );
    stubPlatform({
      extra: Object.fromEntries(Object.keys(profileAnswers()).map((path) => [path, hidden])),
    });
    const { router } = renderApp({ path: `/profiles/${PROFILE_ID}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil ukryty' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hidden-profile');
    expect(screen.queryByText(/Źródłowska/)).not.toBeInTheDocument();
  });

  it('shows not-found for an unknown profile id', async () => {
    stubPlatform({
      extra: {
        [`${API}/v1.3/public/profile/${PROFILE_ID}/detailsPerson`]: () =>
          jsonResponse(
            { code: 'PROFILE_NOT_FOUND', message: 'No profile with this id.', reqId: 'r' },
            404,
          ),
      },
    });
    const { router } = renderApp({ path: `/profiles/${PROFILE_ID}` });
    // The profile shows not-found in place, then the §8 table moves to the not-found page (a
    // heading found before that move is gone after it): the end state is asserted.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.status.notFound.getHref()),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
  });

  it('shows not-found without asking the API when the id is not a UUID', async () => {
    const fetchMock = stubPlatform();
    renderApp({ path: '/profiles/not-a-uuid' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('not-a-uuid'))).toEqual([]);
  });

  it('lists publications with links to their pages, sorted as the visitor chooses', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderProfile(`/profiles/${PROFILE_ID}/publications`, {
      publications: 25,
    });

    expect(await screen.findByText('Liczba publikacji: 25')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Grafy losowe, część 1' });
    expect(first.getAttribute('href')).toMatch(
      new RegExp(`^/profiles/${PROFILE_ID}/publications/`),
    );
    expect(screen.getByRole('navigation', { name: 'Strony listy publikacji' })).toHaveTextContent(
      'Strona 1 z 2',
    );

    await user.selectOptions(screen.getByLabelText('Sortuj'), 'oldest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).includes('/publications?page=0&size=20&sort=oldest'),
        ),
      ).toBe(true),
    );
  });
});
