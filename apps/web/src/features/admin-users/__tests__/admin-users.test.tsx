import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { FetchAnswers } from '../../../testing/test-utils';
import { jsonResponse, renderApp, stubPlatform, testSession } from '../../../testing/test-utils';

// The administrator's screens against users-api answered at the HTTP boundary.

const USER_ID = '00000000-0000-4000-8000-000000000101';
const PROFILE_ID = '00000000-0000-4000-8000-000000000201';
const admin = () => testSession({ roles: ['ADMIN'] });

const ITEM = {
  userId: USER_ID,
  firstName: 'Krzysztof',
  surname: 'Zalewski',
  email: 'k.zalewski@example.pl',
  accountStatus: 'BLOCKED',
  roles: ['BASIC'],
  createDate: '2026-02-01T08:00:00.000Z',
  profileId: PROFILE_ID,
};
const page = (content: unknown[], totalElements = content.length) => ({
  content,
  page: 0,
  size: 20,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
});

const DETAILS = {
  userId: USER_ID,
  firstName: 'Krzysztof',
  surname: 'Zalewski',
  email: 'k.zalewski@example.pl',
  login: 'kzalewski',
  orcid: '0000-0002-1825-0097',
  accountStatus: 'BLOCKED',
  scientistProfile: { profileId: PROFILE_ID, name: 'Krzysztof', surname: 'Zalewski', dead: false },
  roles: [],
  createDate: '2026-02-01T08:00:00.000Z',
  lastUpdateDate: '2026-02-02T08:00:00.000Z',
  isProfileVisible: true,
  isProfileExists: true,
  termsAccepted: true,
  notificationsConsent: false,
};

const EMPTY_LOG = page([]);

function stubAdmin(answers: FetchAnswers) {
  return stubPlatform({
    extra: { '/api/users-api/v1.0/auditLog': () => jsonResponse(EMPTY_LOG), ...answers },
  });
}

describe('user list', () => {
  it('loads, then lists the users with their status and a link to the details', async () => {
    const queries: string[] = [];
    stubAdmin({
      '/api/users-api/v1.0/users': (request) => {
        queries.push(request.url.search);
        return jsonResponse(page([ITEM], 45));
      },
    });
    renderApp({ path: '/users?status=BLOCKED&sort=createDate&direction=desc', session: admin() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista użytkowników' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Trwa ładowanie' }).length).toBeGreaterThan(0);
    const link = await screen.findByRole('link', { name: 'Zalewski Krzysztof' });
    expect(link).toHaveAttribute('href', `/users/${USER_ID}`);
    expect(screen.getByRole('cell', { name: 'zablokowane' })).toBeInTheDocument();
    expect(screen.getByText('Liczba użytkowników: 45')).toBeInTheDocument();
    expect(screen.getByText('Strona 1 z 3')).toBeInTheDocument();
    expect(queries[0]).toBe('?page=0&size=20&sort=createDate&direction=desc&status=BLOCKED');
  });

  it('says when nothing matches', async () => {
    stubAdmin({ '/api/users-api/v1.0/users': () => jsonResponse(page([])) });
    renderApp({ path: '/users', session: admin() });
    expect(
      await screen.findByText('Nie znaleziono użytkowników spełniających kryteria.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubAdmin({
      '/api/users-api/v1.0/users': () =>
        fail ? jsonResponse({ code: 'X', message: 'x' }, 409) : jsonResponse(page([ITEM])),
    });
    renderApp({ path: '/users', session: admin() });
    expect(
      await screen.findByText('Nie udało się wczytać danych użytkowników.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Zalewski Krzysztof' })).toBeInTheDocument();
  });

  it('refuses a name filter under 3 characters; a longer one goes to the address', async () => {
    stubAdmin({ '/api/users-api/v1.0/users': () => jsonResponse(page([ITEM])) });
    const { router } = renderApp({ path: '/users', session: admin() });
    const query = await screen.findByRole('searchbox', { name: 'Imię, nazwisko lub e-mail' });
    await userEvent.type(query, 'Za');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(screen.getByText('Wpisz co najmniej 3 znaki.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await userEvent.type(query, 'l');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status konta' }), 'CLOSED');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rola' }), 'AGENT');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?query=Zal&status=CLOSED&role=AGENT'),
    );
  });
});

describe('user details', () => {
  it('shows everything of the admin details and confirms an unblock in a modal', async () => {
    const sent: unknown[] = [];
    let status = 'BLOCKED';
    stubAdmin({
      [`/api/users-api/v1.0/user/${USER_ID}`]: () =>
        jsonResponse({ ...DETAILS, accountStatus: status }),
      [`/api/users-api/v1.0/user/${USER_ID}/status`]: (request) => {
        sent.push(request.body);
        status = 'ACTIVE';
        return jsonResponse({ ...DETAILS, accountStatus: status });
      },
    });
    renderApp({ path: `/users/${USER_ID}`, session: admin() });
    // The first render loads the lazy route too: a longer wait on a busy machine.
    expect(await screen.findByText('kzalewski', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('0000-0002-1825-0097')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Krzysztof Zalewski' })).toHaveAttribute(
      'href',
      `/profiles/${PROFILE_ID}`,
    );
    expect(screen.queryByRole('checkbox', { name: 'Podstawowa' })).toBeNull();
    expect(await screen.findByText('Brak zdarzeń.')).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Odblokuj konto' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Odblokować konto?' });
    // Focus inside, on the safe choice; Tab stays inside; Escape closes, focus comes back.
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Powód (opcjonalnie)' }),
      'wyjaśnione',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odblokuj' }));
    expect(await screen.findByText('Konto zostało odblokowane.')).toBeInTheDocument();
    expect(sent).toEqual([{ accountStatus: 'ACTIVE', reason: 'wyjaśnione' }]);
    expect(await screen.findByRole('button', { name: 'Zablokuj konto' })).toBeInTheDocument();
  });

  it('shows a refusal in words: the last administrator', async () => {
    stubAdmin({
      [`/api/users-api/v1.0/user/${USER_ID}`]: () =>
        jsonResponse({
          ...DETAILS,
          accountStatus: 'ACTIVE',
          roles: [{ roleId: PROFILE_ID, userRole: 'ADMIN' }],
        }),
      [`/api/users-api/v1.0/user/${USER_ID}/roles`]: () =>
        jsonResponse({ code: 'LAST_ADMIN_ERROR', message: 'last admin', reqId: 'r' }, 409),
    });
    renderApp({ path: `/users/${USER_ID}`, session: admin() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz role' }));
    expect(await screen.findByText(/Odmowa: to ostatni aktywny administrator/)).toBeInTheDocument();
  });

  it('a roles save answered while another action asks for confirmation leaves that dialog open', async () => {
    let answerRoles: (response: Response) => void = () => undefined;
    stubAdmin({
      [`/api/users-api/v1.0/user/${USER_ID}`]: () =>
        jsonResponse({ ...DETAILS, accountStatus: 'ACTIVE' }),
      [`/api/users-api/v1.0/user/${USER_ID}/roles`]: () =>
        new Promise<Response>((resolve) => {
          answerRoles = resolve;
        }),
    });
    renderApp({ path: `/users/${USER_ID}`, session: admin() });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Informator' }, { timeout: 15_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz role' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zapisz role' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Ukryj profil' }));
    expect(screen.getByRole('dialog', { name: 'Ukryć profil?' })).toBeInTheDocument();

    answerRoles(jsonResponse({ ...DETAILS, accountStatus: 'ACTIVE' }));
    expect(await screen.findByText('Zapisano role.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ukryć profil?' })).toBeInTheDocument();
  });

  it('a closed account offers no block/unblock and says why; deceased explains what it does', async () => {
    const posted: string[] = [];
    stubAdmin({
      [`/api/users-api/v1.0/user/${USER_ID}`]: () =>
        jsonResponse({ ...DETAILS, accountStatus: 'CLOSED' }),
      [`/api/profiles-api/v1.0/public/profile/postmortem/${PROFILE_ID}`]: (request) => {
        posted.push(request.method);
        return jsonResponse({ code: 'CLOSED_ACCOUNT_ERROR', message: 'closed', reqId: 'r' }, 409);
      },
    });
    renderApp({ path: `/users/${USER_ID}`, session: admin() });
    expect(await screen.findByText(/Konto jest zamknięte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zablokuj konto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Odblokuj konto' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz jako profil osoby zmarłej' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('zamyka konto użytkownika,')).toBeInTheDocument();
    expect(within(dialog).getByText('uniemożliwia logowanie na to konto,')).toBeInTheDocument();
    expect(
      within(dialog).getByText('usuwa dane kontaktowe naukowca z profilu.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oznacz' }));
    expect(await screen.findByText(/Odmowa: konto jest zamknięte/)).toBeInTheDocument();
    expect(posted).toEqual(['POST']);
  });

  it('shows the error with a retry when the details cannot be loaded', async () => {
    stubAdmin({
      [`/api/users-api/v1.0/user/${USER_ID}`]: () => jsonResponse({ code: 'X', message: 'x' }, 409),
    });
    renderApp({ path: `/users/${USER_ID}`, session: admin() });
    expect(
      await screen.findByText('Nie udało się wczytać danych użytkowników.'),
    ).toBeInTheDocument();
  });
});

describe('audit log', () => {
  const ENTRY = {
    id: '7',
    at: '2026-11-20T10:15:00.000Z',
    actorUserId: '00000000-0000-4000-8000-000000000999',
    action: 'USER_STATUS_CHANGED',
    targetType: 'USER',
    targetId: USER_ID,
    reason: 'wyjaśnione',
    details: {},
    reqId: 'r',
  };

  it('lists the entries and filters by action (in the address)', async () => {
    const queries: string[] = [];
    stubAdmin({
      '/api/users-api/v1.0/auditLog': (request) => {
        queries.push(request.url.search);
        return jsonResponse(page([ENTRY]));
      },
    });
    const { router } = renderApp({
      path: `/users/audit-log?targetId=${USER_ID}`,
      session: admin(),
    });
    expect(await screen.findByRole('cell', { name: 'Zmiana statusu konta' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'wyjaśnione' })).toBeInTheDocument();
    expect(queries[0]).toBe(`?page=0&size=20&targetId=${USER_ID}`);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Działanie' }),
      'PROFILE_HIDDEN',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?targetId=${USER_ID}&action=PROFILE_HIDDEN`),
    );
  });

  it('refuses an actor that is not a full id', async () => {
    stubAdmin({});
    renderApp({ path: '/users/audit-log', session: admin() });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Wykonawca (identyfikator konta)' }),
      'abc',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(screen.getByText('Wpisz pełny identyfikator konta (UUID).')).toBeInTheDocument();
  });

  it('says when there are no entries, and shows a failure with a retry', async () => {
    let fail = false;
    stubAdmin({
      '/api/users-api/v1.0/auditLog': () =>
        fail ? jsonResponse({ code: 'X', message: 'x' }, 409) : jsonResponse(EMPTY_LOG),
    });
    const { router } = renderApp({ path: '/users/audit-log', session: admin() });
    expect(await screen.findByText('Brak zdarzeń.')).toBeInTheDocument();
    fail = true;
    await router.navigate('/users/audit-log?action=ACCOUNT_DELETED');
    expect(await screen.findByText('Nie udało się wczytać dziennika zdarzeń.')).toBeInTheDocument();
  });
});
