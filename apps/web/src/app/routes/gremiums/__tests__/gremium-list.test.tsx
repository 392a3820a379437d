import { GremiumListPageSchema } from '@ln/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';

import { jsonResponse, renderApp, stubPlatform } from '../../../../testing/test-utils';

// Answers of `GET v1.0/public/gremium`, parsed through the contract so they cannot drift.
const LIST_PATH = '/api/profiles-api/v1.0/public/gremium';
const YOUNG_ID = '3e0f7d85-0c71-4088-8d3e-405162738494';
const FORMER_ID = '4f108e96-1d82-4199-9e4f-5162738495a5';

const young = {
  gremiumId: YOUNG_ID,
  name: 'Rada Młodych Naukowców',
  organizationStructure: 'Organy doradcze ministra',
  status: 'CURRENT',
  institutionType: { code: 'ADVISORY', label: 'Organ doradczy' },
  membersCount: 17,
};
const former = {
  gremiumId: FORMER_ID,
  name: 'Centralna Komisja do Spraw Stopni i Tytułów',
  organizationStructure: null,
  status: 'FORMER',
  institutionType: null,
  membersCount: 0,
};

function page(content: unknown[], totalElements: number, pageIndex = 0) {
  return GremiumListPageSchema.parse({
    content,
    page: pageIndex,
    size: 20,
    totalElements,
    totalPages: Math.ceil(totalElements / 20),
  });
}

/** Answers by the last request's query, as the API filters: `query` and `status`. */
function stubList(options: { total?: number } = {}) {
  const answer = () => {
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    const query = url.searchParams.get('query');
    const status = url.searchParams.get('status');
    const pageIndex = Number(url.searchParams.get('page') ?? '0');
    if (query || status) {
      const matches = [young, former].filter(
        (g) =>
          (!query || g.name.toLowerCase().includes(query.toLowerCase())) &&
          (!status || g.status === status),
      );
      return jsonResponse(page(matches, matches.length));
    }
    return jsonResponse(page([young, former], options.total ?? 2, pageIndex));
  };
  const fetchMock: Mock = stubPlatform({ extra: { [LIST_PATH]: answer } });
  return fetchMock;
}

const listCalls = (fetchMock: Mock) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => new URL(url, 'http://localhost').pathname === LIST_PATH);

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('gremia list page', { timeout: 30_000 }, () => {
  it('lists the bodies, each linked to its page, with status, type and members; pages in the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubList({ total: 45 });
    const { router } = renderApp({ path: '/gremiums' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gremia' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gremia | LN'));
    expect(await screen.findByText('Liczba gremiów: 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rada Młodych Naukowców' })).toHaveAttribute(
      'href',
      `/gremiums/${YOUNG_ID}`,
    );
    expect(
      screen.getByText('Gremium obecne · Organ doradczy · Liczba członków: 17'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gremium dawne · Liczba członków: 0')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)).toMatch(/\?page=0&size=20$/);

    const pager = screen.getByRole('navigation', { name: 'Strony listy gremiów' });
    await user.click(within(pager).getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatch(/\?page=1&size=20$/));

    // The body's own page is not stubbed here (it then goes on to not-found): record the visit.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(screen.getByRole('link', { name: 'Rada Młodych Naukowców' }));
    await waitFor(() => expect(visited).toContain(`/gremiums/${YOUNG_ID}`));
  });

  it('searches by name and filters by status, keeping both in the URL from the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = stubList();
    const { router } = renderApp({ path: '/gremiums?page=2' });

    await user.type(await screen.findByLabelText('Nazwa gremium'), 'Młodych');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?query=${encodeURIComponent('Młodych')}`),
    );
    expect(await screen.findByText('Liczba gremiów: 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: former.name })).not.toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)).toContain(`query=${encodeURIComponent('Młodych')}`);

    await user.selectOptions(screen.getByLabelText('Status'), 'Dawne');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?query=${encodeURIComponent('Młodych')}&status=FORMER`,
      ),
    );
    expect(await screen.findByText('Nie znaleziono gremiów.')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)).toContain('status=FORMER');
  });

  it('asks for at least 3 characters instead of sending a shorter query', async () => {
    const user = userEvent.setup();
    const fetchMock = stubList();
    const { router } = renderApp({ path: '/gremiums' });

    const input = await screen.findByLabelText('Nazwa gremium');
    await screen.findByText('Liczba gremiów: 2');
    const calls = listCalls(fetchMock).length;
    await user.type(input, 'ra');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wpisz co najmniej 3 znaki.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(listCalls(fetchMock)).toHaveLength(calls);
  });

  it('restores the search from a shared link, in English too', async () => {
    const fetchMock = stubList();
    renderApp({ path: '/gremiums?query=rada&status=CURRENT&page=2', locale: 'en-EN' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bodies of scientists' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the body')).toHaveValue('rada');
    expect(screen.getByLabelText('Status')).toHaveValue('CURRENT');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toMatch(/\?page=1&size=20&query=rada&status=CURRENT$/),
    );
    await waitFor(() => expect(document.title).toBe('Bodies of scientists | LN'));
  });
});
