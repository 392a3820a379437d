import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { initI18n } from '../../../../lib/i18n';
import { ExpandableText, shorten } from '../expandable-text';

const LONG = `${'Badania nad grafami losowymi i ich zastosowaniami w sieciach. '.repeat(10)}Koniec.`;

function renderText(text: string) {
  return render(
    <I18nextProvider i18n={initI18n('pl-PL')}>
      <ExpandableText text={text} />
    </I18nextProvider>,
  );
}

describe('ExpandableText (about me)', () => {
  it('cuts a long text at a word and toggles it with Więcej/Mniej', async () => {
    const user = userEvent.setup();
    renderText(LONG);

    const more = screen.getByRole('button', { name: 'Więcej' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Koniec\./)).not.toBeInTheDocument();
    expect(screen.getByText(/…$/)).toBeInTheDocument();

    await user.click(more);
    expect(screen.getByText(/Koniec\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mniej' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Mniej' }));
    expect(screen.queryByText(/Koniec\./)).not.toBeInTheDocument();
  });

  it('shows a short text whole, without a toggle', () => {
    renderText('Badam algorytmy.');
    expect(screen.getByText('Badam algorytmy.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never cuts inside a word', () => {
    expect(shorten('alfa beta gamma delta', 12)).toBe('alfa beta…');
    expect(shorten('krótki', 12)).toBe('krótki');
  });
});
