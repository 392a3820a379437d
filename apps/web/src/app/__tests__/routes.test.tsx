import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp, stubBuildInfo } from '../../testing/test-utils';

describe('routes', () => {
  beforeEach(() => {
    stubBuildInfo();
  });

  it('renders the home page in Polish by default and sets the document title', async () => {
    renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poznaj ludzi polskiej nauki' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/publiczny portal osób prowadzących badania/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ludzie Nauki' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Poznaj ludzi polskiej nauki | LN'));
  });

  it('renders the home page in English when that locale is stored', async () => {
    localStorage.setItem('app_locale', 'en-EN');
    renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet the people of Polish science' }),
    ).toBeInTheDocument();
  });

  it('renders the not-found page for an unknown path, with a link home', async () => {
    renderApp({ path: '/no/such/page' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony | LN'));
  });
});
