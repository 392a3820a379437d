import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Icon, ICON_NAMES, IconSprite } from '../icon';

describe('the icon sprite (accounts-and-platform §9)', () => {
  it('holds the nine icons of the spec as symbols, and an icon refers to its symbol', () => {
    const { container } = render(
      <>
        <IconSprite />
        <button type="button">
          <Icon name="download" />
          Pobierz
        </button>
      </>,
    );
    const ids = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual(
      [
        'add',
        'edit',
        'close',
        'download',
        'delete',
        'info',
        'folder_open',
        'discipline',
        'error',
      ].map((name) => `ln-icon-${name}`),
    );
    expect(ICON_NAMES).toHaveLength(9);
    const use = container.querySelector('[data-icon="download"] use');
    expect(use?.getAttribute('href')).toBe('#ln-icon-download');
    // Decoration only: the button's name is its text.
    expect(screen.getByRole('button')).toHaveAccessibleName('Pobierz');
    expect(container.querySelector('.icon-sprite')).toHaveAttribute('aria-hidden', 'true');
  });
});
