import { catalogues } from '@ln/i18n/catalogues';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { initI18n } from '../../../lib/i18n';
import { ShowMoreList } from '../more-less-toggle';

const items = ['a', 'b', 'c', 'd'];

function renderList(locale: 'pl-PL' | 'en-EN' = 'pl-PL', list = items) {
  return render(
    <I18nextProvider i18n={initI18n(locale, catalogues[locale])}>
      <ShowMoreList items={list} limit={2} getKey={(item) => item} renderItem={(item) => item} />
    </I18nextProvider>,
  );
}

describe('ShowMoreList', () => {
  it('shows the first items and expands with Więcej, collapses with Mniej', async () => {
    renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const toggle = screen.getByRole('button', { name: 'Więcej' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Mniej' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mniej' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says More in English', () => {
    renderList('en-EN');
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('has no toggle when everything fits', () => {
    renderList('pl-PL', ['a', 'b']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
