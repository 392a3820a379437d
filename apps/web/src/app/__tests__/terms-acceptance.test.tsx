import { GremiumListPageSchema } from '@ln/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '../provider';

import type { FetchAnswers, StubRequest } from '../../testing/test-utils';
import { jsonResponse, renderApp, stubPlatform, testSession } from '../../testing/test-utils';

// The terms page as an account with pending terms sees it (the session is "anonymous" while the
// terms are pending, with its token kept): users-api answered at the HTTP boundary.

const TERMS = {
  version: 3,
  publishedAt: '2026-10-01T00:00:00.000Z',
  textPl: 'Paragraf pierwszy.\n\nParagraf drugi.',
  textEn: 'First paragraph.\n\nSecond paragraph.',
};
const pending = { currentVersion: 3, acceptedVersion: null, acceptedAt: null, changed: false };
const accepted = {
  currentVersion: 3,
  acceptedVersion: 3,
  acceptedAt: '2026-11-20T10:00:00.000Z',
  changed: false,
};

function stubTerms(options: {
  terms?: () => Response;
  acceptance?: (request: StubRequest) => Response;
  extra?: FetchAnswers;
}) {
  return stubPlatform({
    extra: {
      '/api/users-api/v1.0/public/terms': options.terms ?? (() => jsonResponse(TERMS)),
      '/api/users-api/v1.0/terms/acceptance':
        options.acceptance ?? (() => jsonResponse({ code: 'UNAUTHORIZED', message: 'x' }, 401)),
      ...options.extra,
    },
  });
}

describe('terms page', () => {
  it('shows a spinner while loading, then the terms in the chosen language', async () => {
    stubTerms({});
    renderApp({
      path: '/terms-and-conditions',
      locale: 'en-EN',
      session: testSession({ status: 'anonymous' }),
    });
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    // A reader without a session has nothing to accept.
    expect(screen.queryByRole('button', { name: 'I accept the terms' })).toBeNull();
  });

  it('shows the error with a retry when the terms cannot be loaded', async () => {
    let fail = true;
    stubTerms({
      terms: () =>
        fail ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500) : jsonResponse(TERMS),
    });
    renderApp({ path: '/terms-and-conditions', session: testSession({ status: 'anonymous' }) });
    expect(await screen.findByText('Nie udało się wczytać regulaminu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Paragraf pierwszy.')).toBeInTheDocument();
  });

  it('says when the text is empty', async () => {
    stubTerms({ terms: () => jsonResponse({ ...TERMS, textPl: '  ' }) });
    renderApp({ path: '/terms-and-conditions', session: testSession({ status: 'anonymous' }) });
    expect(await screen.findByText('Treść regulaminu jest niedostępna.')).toBeInTheDocument();
  });

  it('accepts the current version, reloads the session and goes back where the login was going', async () => {
    const sent: unknown[] = [];
    stubTerms({
      acceptance: (request) => {
        if (request.method === 'POST') {
          sent.push(request.body);
          return jsonResponse(accepted);
        }
        return jsonResponse(pending);
      },
      extra: {
        // The page the login was going to: its list answers, so nothing sends it elsewhere.
        '/api/profiles-api/v1.0/public/gremium': () =>
          jsonResponse(
            GremiumListPageSchema.parse({
              content: [],
              page: 1,
              size: 20,
              totalElements: 0,
              totalPages: 0,
            }),
          ),
      },
    });
    const reload = vi.fn();
    const session = { ...testSession({ status: 'anonymous' }), reload };
    const { router, rerender, i18n, queryClient } = renderApp({
      path: '/terms-and-conditions',
      session,
    });
    await router.navigate('/terms-and-conditions', {
      state: { returnTo: '/gremiums?page=2' },
      replace: true,
    });

    expect(
      await screen.findByText('Aby korzystać z konta w portalu, zaakceptuj regulamin.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Akceptuję regulamin' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ version: 3 }]);
    // Still here until the session has the user (the target page's guards need it) ...
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
    rerender(
      <AppProvider i18n={i18n} queryClient={queryClient} session={testSession()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    // ... then back where the login was going.
    await waitFor(() => expect(router.state.location.pathname).toBe('/gremiums'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('declining explains the deletion and needs the tick, with the exact message', async () => {
    const deletes: string[] = [];
    stubTerms({
      acceptance: (request) => {
        if (request.method === 'DELETE') {
          deletes.push(request.url.search);
          return jsonResponse({ userId: '00000000-0000-4000-8000-0000000000aa' });
        }
        return jsonResponse(pending);
      },
    });
    const session = testSession({ status: 'anonymous' });
    renderApp({ path: '/terms-and-conditions?modified=1', session });

    expect(await screen.findByText(/Regulamin portalu został zmieniony/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nie akceptuję' }));
    const section = screen.getByRole('region', {
      name: 'Rezygnacja z regulaminu oznacza usunięcie konta',
    });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Wycofaj akceptację i usuń konto' }),
    );
    expect(
      within(section).getByText('Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto'),
    ).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await userEvent.click(
      within(section).getByRole('checkbox', { name: 'Potwierdzam, że chcę usunąć swoje konto' }),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Wycofaj akceptację i usuń konto' }),
    );
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce());
    expect(deletes).toEqual(['?confirmation=true']);
  });

  it('an account that accepted sees when, and may withdraw', async () => {
    stubTerms({ acceptance: () => jsonResponse(accepted) });
    renderApp({ path: '/terms-and-conditions', session: testSession() });
    expect(await screen.findByText('Zaakceptowano wersję 3 dnia 20.11.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Akceptuję regulamin' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Wycofaj akceptację regulaminu' }),
    ).toBeInTheDocument();
  });
});
