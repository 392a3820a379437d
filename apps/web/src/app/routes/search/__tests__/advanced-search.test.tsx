import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TYPEAHEAD_DEBOUNCE_MS } from '../../../../config/app';
import { renderApp } from '../../../../testing/test-utils';
import {
  INSTITUTIONS_PATH,
  PW_ID,
  requestsTo,
  SEARCH_PATH,
  SPECIALTIES_PATH,
  stubSearchApi,
  UJ_ID,
} from './search-api';

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('advanced search page', { timeout: 30_000 }, () => {
  it('chooses an institution with the keyboard from the type-ahead and submits to the results', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearchApi();
    const { router } = renderApp({ path: '/advanced-search' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wyszukiwanie zaawansowane' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wyszukiwanie zaawansowane | LN'));

    const institution = screen.getByRole('combobox', { name: 'Instytucja' });
    expect(institution).toHaveAttribute('aria-expanded', 'false');
    // One character asks nothing (the API wants at least 2), however long the pause after it:
    // the type-ahead's wait runs on a fake clock, moved well past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(institution, 'p');
      await act(() => vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS * 4));
    } finally {
      vi.useRealTimers();
    }
    expect(requestsTo(fetchMock, INSTITUTIONS_PATH)).toHaveLength(0);

    await user.type(institution, 'olit');
    // A stall between two keys may let the debounce ask for a shorter text first: the end
    // state is the list of the whole text.
    await waitFor(() =>
      expect(requestsTo(fetchMock, INSTITUTIONS_PATH).at(-1)?.searchParams.get('name')).toBe(
        'polit',
      ),
    );
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(institution).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(screen.getByText('Podpowiedzi: 1. Wybierz strzałkami i Enter.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: /Politechnika Warszawska/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(institution).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(institution).toHaveValue('Politechnika Warszawska');
    expect(institution).toHaveAttribute('aria-expanded', 'false');

    await user.type(screen.getByLabelText('Nazwisko'), 'Żółkiewski');
    await user.click(screen.getByRole('checkbox', { name: 'Doktor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tylko obecne zatrudnienie' }));
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
    expect(router.state.location.search).toBe(
      `?surname=${encodeURIComponent('Żółkiewski')}&institutionId=${PW_ID}&institution=Politechnika+Warszawska&onlyCurrent=true&advancedSearch=true&degreeTitles=DOCTOR`,
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Łukasz Żółkiewski' }),
    ).toBeInTheDocument();
    const sent = requestsTo(fetchMock, SEARCH_PATH).at(-1)?.searchParams;
    expect(sent?.get('institutionId')).toBe(PW_ID);
    expect(sent?.get('advancedSearch')).toBe('true');
    expect(sent?.has('institution')).toBe(false);
  });

  it('suggests specialties by mouse, closes the list with Escape, and keeps free text', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearchApi();
    renderApp({ path: '/advanced-search', locale: 'en-EN' });

    const specialty = await screen.findByRole('combobox', { name: 'Specialty' });
    await user.type(specialty, 'chem');
    await waitFor(() =>
      expect(requestsTo(fetchMock, SPECIALTIES_PATH).at(-1)?.searchParams.get('name')).toBe('chem'),
    );
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['organic chemistry', 'physical chemistry']),
    );
    await user.keyboard('{Escape}');
    expect(specialty).toHaveAttribute('aria-expanded', 'false');
    expect(specialty).toHaveValue('chem');

    await user.type(specialty, 'i');
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'physical chemistry',
      }),
    );
    expect(specialty).toHaveValue('physical chemistry');
  });

  it('opens filled from the search parameters, fields and disciplines included', async () => {
    const user = userEvent.setup();
    stubSearchApi();
    const { router } = renderApp({
      path: `/advanced-search?name=Ma%C5%82gorzata&institutionId=${UJ_ID}&institution=Uniwersytet+Jagiello%C5%84ski&withTheDead=true&disciplines=DS010603N&domains=DZ0102N`,
    });

    expect(await screen.findByLabelText('Imię')).toHaveValue('Małgorzata');
    expect(screen.getByRole('combobox', { name: 'Instytucja' })).toHaveValue(
      'Uniwersytet Jagielloński',
    );
    expect(screen.getByLabelText('Uwzględnij osoby zmarłe')).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'nauki chemiczne' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: 'Cała dziedzina: Dziedzina nauk inżynieryjno-technicznych',
      }),
    ).toBeChecked();

    // Typing again drops the chosen institution; clearing the form drops everything.
    await user.type(screen.getByRole('combobox', { name: 'Instytucja' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Wyczyść formularz' }));
    expect(screen.getByLabelText('Imię')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Pokaż wyniki' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiles'));
    expect(router.state.location.search).toBe('?advancedSearch=true');
  });
});
