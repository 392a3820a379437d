import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, renderApp, stubPlatform } from '../../../../testing/test-utils';
import {
  PROFILE_ID,
  profileAnswers,
  publication,
  PUBLICATION_ID,
  publicationPath,
} from '../../../../testing/profiles-api-fixtures';

type Kind = Parameters<typeof publication>[0][number];

function renderPublication(kinds: readonly Kind[]) {
  stubPlatform({
    extra: {
      ...profileAnswers({ publications: 1 }),
      [publicationPath]: () => jsonResponse(publication(kinds)),
    },
  });
  return renderApp({ path: `/profiles/${PROFILE_ID}/publications/${PUBLICATION_ID}` });
}

// The first test of a file also loads the lazy route modules; on a busy 2-core machine that can pass 5 s.
describe('publication page', { timeout: 30_000 }, () => {
  it('offers Recommended, PBN and My version tabs when those versions exist', async () => {
    const user = userEvent.setup();
    renderPublication(['OPI', 'PBN', 'AUTHOR']);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Grafy losowe (rekord OPI)' }),
    ).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Wersje publikacji' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Wersja rekomendowana',
      'Wersja PBN',
      'Moja wersja',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Wersja rekomendowana');
    expect(within(panel).getByText('Grafy losowe (rekord OPI)')).toBeInTheDocument();

    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Wersja PBN');
    expect(
      within(screen.getByRole('tabpanel')).getByText('Grafy losowe (wersja PBN)'),
    ).toBeInTheDocument();

    // Arrow keys move between the tabs (WAI-ARIA tabs pattern) and wrap around.
    await user.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    expect(
      within(screen.getByRole('tabpanel')).getByText('Grafy losowe (wersja AUTHOR)'),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows only the versions that exist; the author LN version stands in for "My version"', async () => {
    renderPublication(['PBN', 'AUTHOR_LN']);

    const tablist = await screen.findByRole('tablist', { name: 'Wersje publikacji' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Wersja rekomendowana', 'Wersja PBN', 'Moja wersja']);
  });

  it('has only the recommended tab for a register-only publication, plus breadcrumbs and title', async () => {
    renderPublication(['OPI']);

    const tablist = await screen.findByRole('tablist', { name: 'Wersje publikacji' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Wersja rekomendowana']);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Publikacje' })).toHaveAttribute(
      'href',
      `/profiles/${PROFILE_ID}/publications`,
    );
    // The co-author with a profile links to it; the outside author is plain text.
    expect(screen.getByRole('link', { name: 'Małgorzata Źródłowska' })).toHaveAttribute(
      'href',
      `/profiles/${PROFILE_ID}`,
    );
    expect(screen.getByText('Lukas Steinbach')).toBeInTheDocument();
    expect(document.title).toBe('Grafy losowe (rekord OPI) | LN');
  });
});
