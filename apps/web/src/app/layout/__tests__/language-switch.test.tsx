import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { reloadPage } from '../../../lib/reload-page';
import { renderApp, stubBuildInfo } from '../../../testing/test-utils';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

describe('LanguageSwitch', () => {
  const reload = vi.mocked(reloadPage);

  beforeEach(() => {
    reload.mockClear();
    stubBuildInfo();
  });

  it('marks the current language as pressed', async () => {
    renderApp();

    const nav = await screen.findByRole('navigation', { name: 'Wybór języka' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PL — zmień język na polski' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'EN — zmień język na angielski' })).toHaveTextContent(
      'EN',
    );
  });

  it('stores en-EN under app_locale and reloads the page', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.click(await screen.findByRole('button', { name: 'EN — zmień język na angielski' }));

    expect(localStorage.getItem('app_locale')).toBe('en-EN');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the current language is chosen again', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.click(await screen.findByRole('button', { name: 'PL — zmień język na polski' }));

    expect(localStorage.getItem('app_locale')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
