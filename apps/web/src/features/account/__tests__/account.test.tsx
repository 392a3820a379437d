import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { StubRequest } from '../../../testing/test-utils';
import {
  jsonResponse,
  renderApp,
  stubPlatform,
  testSession,
  USER_ID,
} from '../../../testing/test-utils';

// The own account screens against users-api answered at the HTTP boundary.

const DETAILS = {
  userId: USER_ID,
  firstName: 'Anna',
  surname: 'Kowalska',
  email: 'a.kowalska@uni.example.pl',
  isMailVisible: false,
  phone: null,
  orcid: '0000-0002-1825-0097',
  accountStatus: 'ACTIVE',
  createDate: '2026-01-05T10:00:00.000Z',
  lastUpdateDate: '2026-11-02T10:00:00.000Z',
  roles: ['BASIC', 'AGENT'],
  mailVisibilityType: 'ADMINS_ONLY',
  mailVisibilityInstitutions: [],
  phoneVisibilityType: 'EVERYONE',
  phoneVisibilityInstitutions: [],
  notificationsConsent: false,
};

const DETAILS_PATH = '/api/users-api/v1.1/user/accountDetails';

function stubAccount(extra: Record<string, (request: StubRequest) => Response> = {}) {
  return stubPlatform({
    extra: { [DETAILS_PATH]: () => jsonResponse(DETAILS), ...extra },
  });
}

describe('own account details', () => {
  it('loads, then shows the details, roles without BASIC, and the consent toggle', async () => {
    stubAccount();
    renderApp({ path: '/users/user', session: testSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moje konto' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Trwa ładowanie' }).length).toBeGreaterThan(0);

    expect(await screen.findByText('a.kowalska@uni.example.pl')).toBeInTheDocument();
    expect(screen.getByText('0000-0002-1825-0097')).toBeInTheDocument();
    expect(screen.getByText('aktywne')).toBeInTheDocument();
    expect(screen.getByText('Informator')).toBeInTheDocument();
    expect(screen.queryByText('Podstawowa')).toBeNull();
    expect(screen.getByText('05.01.2026')).toBeInTheDocument();
    expect(screen.getByText('tylko administratorzy')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Zgoda na powiadomienia' })).not.toBeChecked();
    // An account with a profile sees no "no profile" start page.
    expect(screen.queryByText('Nie masz jeszcze profilu naukowca')).toBeNull();
  });

  it('shows the error with a retry when the details cannot be loaded', async () => {
    let fail = true;
    stubAccount({
      [DETAILS_PATH]: () =>
        fail ? jsonResponse({ code: 'X', message: 'x' }, 409) : jsonResponse(DETAILS),
    });
    renderApp({ path: '/users/user', session: testSession() });
    expect(await screen.findByText('Nie udało się wczytać danych konta.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('a.kowalska@uni.example.pl')).toBeInTheDocument();
  });

  it('an account without a profile gets the start page; empty values read "brak"', async () => {
    stubAccount({
      [DETAILS_PATH]: () =>
        jsonResponse({ ...DETAILS, email: null, orcid: null, roles: ['BASIC'] }),
    });
    renderApp({ path: '/users/user', session: testSession({ profileId: null }) });
    expect(
      await screen.findByRole('heading', { name: 'Nie masz jeszcze profilu naukowca' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('brak ról dodatkowych')).toBeInTheDocument();
    expect(screen.getAllByText('brak')).toHaveLength(3);
  });

  it('the consent toggle saves at once', async () => {
    const sent: unknown[] = [];
    stubAccount({
      '/api/users-api/v1.0/user/changeNotificationsConsent': (request) => {
        sent.push(request.body);
        return jsonResponse(request.body);
      },
    });
    renderApp({ path: '/users/user', session: testSession() });
    const toggle = await screen.findByRole('switch', { name: 'Zgoda na powiadomienia' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ notificationsConsent: true }]);
    expect(screen.getByText('Zapisano zgodę na powiadomienia.')).toBeInTheDocument();
  });
});

describe('edit of the own data', () => {
  it("puts the server's 400 items under their fields", async () => {
    stubAccount({
      '/api/users-api/v1.0/user/editUserData': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            reqId: 'r1',
            errors: [{ key: 'email', content: 'must be an e-mail address', invalidValue: 'x@' }],
          },
          400,
        ),
    });
    renderApp({ path: '/users/user/edit', session: testSession() });
    const email = await screen.findByRole('textbox', { name: 'Adres e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'x@');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('must be an e-mail address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/must be an e-mail address/);
  });

  it('refuses empty fields before sending', async () => {
    const fetchMock = stubAccount();
    renderApp({ path: '/users/user/edit', session: testSession() });
    const surname = await screen.findByRole('textbox', { name: 'Nazwisko' });
    await userEvent.clear(surname);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('editUserData'))).toBe(false);
  });

  it('saves, reloads the session (the header shows the e-mail) and says so', async () => {
    const sent: unknown[] = [];
    stubAccount({
      '/api/users-api/v1.0/user/editUserData': (request) => {
        sent.push(request.body);
        return jsonResponse({ ...DETAILS, email: 'nowy@example.pl' });
      },
    });
    const reload = vi.fn();
    const { router } = renderApp({
      path: '/users/user/edit',
      session: { ...testSession(), reload },
    });
    const email = await screen.findByRole('textbox', { name: 'Adres e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nowy@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano dane konta.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/user');
    expect(reload).toHaveBeenCalledOnce();
    expect(sent).toEqual([{ firstName: 'Anna', surname: 'Kowalska', email: 'nowy@example.pl' }]);
    expect(screen.getByText('nowy@example.pl')).toBeInTheDocument();
  });
});

describe('delete account', () => {
  it('needs the tick, with the exact message; then deletes and logs out', async () => {
    const deletes: string[] = [];
    stubAccount({
      [`/api/users-api/v1.0/user/${USER_ID}/deleteAccount`]: (request) => {
        deletes.push(`${request.method} ${request.url.search}`);
        return jsonResponse({ userId: USER_ID });
      },
    });
    const session = testSession();
    renderApp({ path: '/users/user/delete-account', session });
    const form = (await screen.findByRole('checkbox')).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń konto' }));
    expect(
      screen.getByText('Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto'),
    ).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Potwierdzam, że chcę usunąć swoje konto' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Usuń konto' }));
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce());
    expect(deletes).toEqual(['DELETE ?confirmation=true']);
  });

  it("shows the server's confirmation message when it refuses", async () => {
    stubAccount({
      [`/api/users-api/v1.0/user/${USER_ID}/deleteAccount`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            reqId: 'r',
            errors: [{ key: 'confirmation', content: 'Potwierdź z serwera', invalidValue: null }],
          },
          400,
        ),
    });
    renderApp({ path: '/users/user/delete-account', session: testSession() });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect(await screen.findByText('Potwierdź z serwera')).toBeInTheDocument();
  });
});
