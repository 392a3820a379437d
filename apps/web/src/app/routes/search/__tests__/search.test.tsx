import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../testing/test-utils';
import { PEOPLE, requestsTo, SEARCH_PATH, SEARCHABLE_MENU_PATH, stubSearchApi } from './search-api';

const [ZRODLOWSKA, ZOLKIEWSKI] = PEOPLE as [(typeof PEOPLE)[0], (typeof PEOPLE)[0]];

const results = () => screen.getByRole('region', { name: 'Wyniki wyszukiwania' });
/** The result count, in its live region (announced on every change). */
async function findSummary(text: string | RegExp) {
  const summary = await screen.findByText(text);
  expect(summary).toHaveAttribute('aria-live', 'polite');
  return summary;
}
const resultNames = () =>
  within(results())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('people search page', { timeout: 30_000 }, () => {
  it('lists everyone found, each linked to the profile with degree, institution and disciplines', async () => {
    const fetchMock = stubSearchApi();
    const { router } = renderApp({ path: '/profiles' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wyszukiwarka naukowców' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wyszukiwarka naukowców | LN'));
    await findSummary('Znaleziono osób: 2');
    expect(requestsTo(fetchMock, SEARCH_PATH).at(-1)?.search).toBe('?page=0&size=20');
    expect(resultNames()).toEqual(['Małgorzata Jadwiga Źródłowska', 'Łukasz Żółkiewski']);
    const first = screen.getByRole('article', { name: 'Małgorzata Jadwiga Źródłowska' });
    expect(within(first).getByText('prof. dr hab.')).toBeInTheDocument();
    expect(within(first).getByText('z d. Łęcka')).toBeInTheDocument();
    expect(within(first).getByText('Uniwersytet Jagielloński')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Dyscypliny' })).toHaveTextContent(
      'nauki chemiczne',
    );
    expect(within(first).queryByText('Osoba zmarła')).not.toBeInTheDocument();

    // The profile itself is not stubbed here (it then goes on to not-found): record the visit.
    const visited: string[] = [];
    router.subscribe((state) =>
      visited.push(state.navigation.location?.pathname ?? state.location.pathname),
    );
    await userEvent.setup().click(within(first).getByRole('link'));
    await waitFor(() => expect(visited).toContain(`/profiles/${ZRODLOWSKA.profileId}`));
  });

  it('restores every filter from the URL and sends them to the API', async () => {
    const fetchMock = stubSearchApi();
    renderApp({
      path: '/profiles?fullQuery=lukas&withTheDead=true&showMatching=true&domains=DZ0102N&degreeTitles=PROFESSOR&sort=surname,desc&page=1',
    });

    expect(await screen.findByLabelText('Szukaj naukowca')).toHaveValue('lukas');
    await waitFor(() =>
      expect(requestsTo(fetchMock, SEARCH_PATH).at(-1)?.searchParams.toString()).toBe(
        'page=0&size=20&fullQuery=lukas&withTheDead=true&showMatching=true&degreeTitles=PROFESSOR&domains=DZ0102N&sort=surname%2Cdesc',
      ),
    );
    await findSummary('Znaleziono osób: 1');
    expect(screen.getByLabelText('Sortuj')).toHaveValue('surname,desc');
    expect(screen.getByLabelText('Uwzględnij osoby zmarłe')).toBeChecked();
    expect(screen.getByLabelText('Pokaż, co zostało dopasowane')).toBeChecked();
    expect(screen.getByLabelText('Tylko obecne zatrudnienie')).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Dziedzina nauk inżynieryjno-technicznych (1)' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'profesor (1)' })).toBeChecked();

    // The deceased mark and what matched (showMatching).
    const item = screen.getByRole('article', { name: 'Zbigniew Łukasiewicz' });
    expect(within(item).getByText('Osoba zmarła')).toBeInTheDocument();
    // The matched field is named with the label of the searchable menu the route resolved.
    expect(item).toHaveTextContent('Dopasowano: Nazwisko osoby: Łukasiewicz');
    expect(requestsTo(fetchMock, SEARCHABLE_MENU_PATH)).toHaveLength(1);
  });

  it('keeps each change in the URL; back and forward walk the searches', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearchApi();
    const { router } = renderApp({ path: '/profiles' });
    await screen.findByText('Znaleziono osób: 2');

    // Search-as-you-type, without Polish letters.
    await user.type(screen.getByLabelText('Szukaj naukowca'), 'zolk');
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zolk'));
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));

    await user.selectOptions(screen.getByLabelText('Sortuj'), 'Nazwisko Z–A');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?fullQuery=zolk&sort=surname%2Cdesc'),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, SEARCH_PATH).at(-1)?.searchParams.get('sort')).toBe(
        'surname,desc',
      ),
    );

    // Enter adds a history entry of its own. The new text arrives in one change (as a paste
    // does): typed key by key, a stall of the debounce's length between two keys would
    // search a part of it as you type, replacing the zolk entry this test goes back to.
    const input = screen.getByLabelText('Szukaj naukowca');
    await user.click(input);
    fireEvent.change(input, { target: { value: 'zrodlowska' } });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?fullQuery=zrodlowska&sort=surname%2Cdesc'),
    );
    await waitFor(() => expect(resultNames()).toEqual(['Małgorzata Jadwiga Źródłowska']));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Szukaj naukowca')).toHaveValue('zolk'));
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));
    expect(screen.getByLabelText('Sortuj')).toHaveValue('surname,desc');
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Szukaj naukowca')).toHaveValue('zrodlowska'));
  });

  it('typing makes one history entry, Enter keeps it: back goes to the search before', async () => {
    const user = userEvent.setup();
    stubSearchApi();
    const { router } = renderApp({ path: '/profiles?fullQuery=zolk' });
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));
    const input = screen.getByLabelText('Szukaj naukowca');

    // The visitor pauses twice while typing over it: each pause searches what is typed so far.
    fireEvent.change(input, { target: { value: 'zr' } });
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zr'));
    fireEvent.change(input, { target: { value: 'zrodlow' } });
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zrodlow'));
    await user.type(input, 'ska{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zrodlowska'));
    await waitFor(() => expect(resultNames()).toEqual(['Małgorzata Jadwiga Źródłowska']));

    // Back: the search typed over, not a part of the new text.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zolk'));
    await waitFor(() => expect(screen.getByLabelText('Szukaj naukowca')).toHaveValue('zolk'));
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));
    await router.navigate(1);
    await waitFor(() => expect(router.state.location.search).toBe('?fullQuery=zrodlowska'));
  });

  it('refines the search with a facet checkbox (counts from filterHint) and undoes it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearchApi();
    const { router } = renderApp({ path: '/profiles?withTheDead=true' });

    const facets = await screen.findByRole('group', { name: 'Dziedziny nauki' });
    const engineering = await within(facets).findByRole('checkbox', {
      name: 'Dziedzina nauk inżynieryjno-technicznych (2)',
    });
    expect(
      within(facets).getByRole('checkbox', {
        name: 'Dziedzina nauk ścisłych i przyrodniczych (1)',
      }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'automatyka, elektronika i elektrotechnika (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'doktor (1)' })).toBeInTheDocument();

    await user.click(engineering);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?withTheDead=true&domains=DZ0102N'),
    );
    await waitFor(() =>
      expect(resultNames()).toEqual(['Łukasz Żółkiewski', 'Zbigniew Łukasiewicz']),
    );
    expect(requestsTo(fetchMock, SEARCH_PATH).at(-1)?.searchParams.get('domains')).toBe('DZ0102N');
    expect(screen.getByText('Znaleziono osób: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'doktor (1)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?withTheDead=true&degreeTitles=DOCTOR&domains=DZ0102N',
      ),
    );
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));

    await user.click(
      screen.getByRole('checkbox', { name: 'Dziedzina nauk inżynieryjno-technicznych (1)' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?withTheDead=true&degreeTitles=DOCTOR'),
    );
    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('past 1,000 matches says how many there are and offers only the reachable pages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearchApi({ totalHits: 12_345 });
    const { router } = renderApp({ path: '/profiles?page=49', locale: 'en-EN' });

    await findSummary('Showing 1,000 of 12,345 results. Narrow the search to see the rest.');
    const pager = screen.getByRole('navigation', { name: 'Pages of search results' });
    expect(pager).toHaveTextContent('Page 49 of 50');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=50'));
    expect(requestsTo(fetchMock, SEARCH_PATH).at(-1)?.searchParams.get('page')).toBe('49');
    await waitFor(() => expect(pager).toHaveTextContent('Page 50 of 50'));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says "about" when the total is an estimate (very large match sets)', async () => {
    stubSearchApi({ totalHits: 48_000, totalHitsEstimated: true });
    renderApp({ path: '/profiles', locale: 'en-EN' });
    await findSummary('Showing 1,000 of about 48,000 results. Narrow the search to see the rest.');
    // The facet counts come from the same sample: each says "about" too.
    const fields = await screen.findByRole('group', { name: 'Fields of science' });
    const boxes = within(fields).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveAccessibleName(/\(about \d+\)$/);
  });

  it.each([
    [
      'pl-PL',
      'Nie znaleziono nikogo',
      'Nic w życiu nie należy się bać, należy to tylko zrozumieć.',
    ],
    ['en-EN', 'Nobody found', 'Nothing in life is to be feared, it is only to be understood.'],
  ] as const)('shows the empty state with a quote in %s', async (locale, title, quote) => {
    stubSearchApi();
    renderApp({ path: '/profiles?fullQuery=qwerty', locale });

    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText(quote)).toBeInTheDocument();
    expect(screen.getByText(/Skłodowska-Curie/)).toBeInTheDocument();
    await findSummary(/: 0$/);
    expect(screen.queryByRole('navigation', { name: /wyników|results/ })).not.toBeInTheDocument();
  });

  it('shows the advanced criteria in force, each removable, and links to the filled form', async () => {
    const user = userEvent.setup();
    stubSearchApi();
    const { router } = renderApp({
      path: `/profiles?surname=zolkiewski&institutionId=${ZOLKIEWSKI.institutionId}&institution=Politechnika+Warszawska&advancedSearch=true`,
    });

    const criteria = await screen.findByRole('region', { name: 'Kryteria wyszukiwania' });
    expect(within(criteria).getByText('Nazwisko: zolkiewski')).toBeInTheDocument();
    expect(within(criteria).getByText('Instytucja: Politechnika Warszawska')).toBeInTheDocument();
    await waitFor(() => expect(resultNames()).toEqual(['Łukasz Żółkiewski']));

    await user.click(
      within(criteria).getByRole('button', {
        name: 'Usuń kryterium: Instytucja: Politechnika Warszawska',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?surname=zolkiewski&advancedSearch=true'),
    );

    await user.click(screen.getByRole('link', { name: 'Wyszukiwanie zaawansowane' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advanced-search'));
    expect(await screen.findByLabelText('Nazwisko')).toHaveValue('zolkiewski');
  });
});
