import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  GREMIUM_ID,
  gremiumAdminFixture,
  ownProfileEditAnswers,
} from '../../../testing/profiles-api-fixtures';
import {
  OWN_PROFILE_ID,
  jsonResponse,
  renderApp,
  stubPlatform,
  testSession,
  type StubRequest,
} from '../../../testing/test-utils';

// The owner's own body (decision 021): the member and function dialogs over the shared periods
// field, what they send, the server's 400 items under their fields, and the delete's 409.

const base = `/api/profiles-api/v1.0/gremium/${GREMIUM_ID}`;

function open(extra: Record<string, (request: StubRequest) => Response> = {}) {
  const sent: Array<{ path: string; method: string; body: unknown }> = [];
  const record = (path: string, answer: (r: StubRequest) => Response) => (r: StubRequest) => {
    if (r.method !== 'GET') sent.push({ path, method: r.method, body: r.body });
    return answer(r);
  };
  stubPlatform({
    extra: {
      ...ownProfileEditAnswers(OWN_PROFILE_ID),
      // A save refreshes every query of the page (the header's too): all of them answer.
      '/api/profiles-api/v1.0/notifications/unreadCount': () => jsonResponse({ unread: 0 }),
      '/api/users-api/helpdesk': () => jsonResponse({ link: 'https://pomoc.example/' }),
      [base]: record(base, () =>
        jsonResponse(gremiumAdminFixture({ userGremium: 'OWNER', membersCount: 1 })),
      ),
      [`${base}/memberships`]: record(`${base}/memberships`, (r) =>
        r.method === 'GET' ? jsonResponse([]) : jsonResponse({ membershipId: GREMIUM_ID }, 201),
      ),
      [`${base}/functions`]: record(`${base}/functions`, (r) =>
        r.method === 'GET' ? jsonResponse([]) : jsonResponse({ functionId: GREMIUM_ID }, 201),
      ),
      ...Object.fromEntries(Object.entries(extra).map(([path, a]) => [path, record(path, a)])),
    },
  });
  renderApp({
    path: `/profiles/${OWN_PROFILE_ID}/edit/own-gremia/${GREMIUM_ID}`,
    session: testSession(),
  });
  return sent;
}

describe('the entries of an own body', () => {
  it('adds a member: the start is required before anything is sent, then terms in years', async () => {
    const user = userEvent.setup();
    const sent = open();
    const members = await screen.findByRole('region', { name: 'Członkowie' });
    await user.click(within(members).getByRole('button', { name: 'Dodaj członka' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj członka' });
    // On their own body the owner is the person, shown and not chosen.
    expect(within(dialog).getByLabelText('Osoba')).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByLabelText(/^Rok od/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('To pole jest wymagane.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Rodzaj członkostwa'), 'EXPERT');
    await user.type(within(dialog).getByLabelText(/^Rok od/), '2020');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj kadencję' }));
    await user.type(within(dialog).getAllByLabelText(/^Rok od/)[1]!, '2024');
    await user.type(within(dialog).getAllByLabelText(/^Rok do/)[0]!, '2023');
    // An open term asks for its status; a closed one does not.
    expect(within(dialog).getAllByLabelText('Status przy nieznanej dacie końcowej')).toHaveLength(
      1,
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Status przy nieznanej dacie końcowej'),
      'INACTIVE',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        path: `${base}/memberships`,
        method: 'POST',
        body: {
          profileId: OWN_PROFILE_ID,
          memberKind: 'EXPERT',
          terms: [
            { fromYear: 2020, toYear: 2023 },
            { fromYear: 2024, toYear: null, status: 'INACTIVE' },
          ],
        },
      },
    ]);
  });

  it('adds a function with dates; the server’s 400 lands under the period’s field', async () => {
    const user = userEvent.setup();
    let answer = () =>
      jsonResponse(
        {
          code: 'VALIDATION_ERROR',
          message: 'Żądanie jest nieprawidłowe.',
          errors: [
            {
              key: 'periods.1.dateTo',
              content: 'nie może być wcześniejsza niż data rozpoczęcia',
              invalidValue: '2020-01-01',
            },
          ],
          reqId: 'r',
        },
        400,
      );
    const sent = open({
      [`${base}/functions`]: (r) => (r.method === 'GET' ? jsonResponse([]) : answer()),
    });
    const functions = await screen.findByRole('region', { name: 'Funkcje' });
    await user.click(within(functions).getByRole('button', { name: 'Dodaj funkcję' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj funkcję' });
    await user.type(within(dialog).getByLabelText(/^Nazwa funkcji po polsku/), 'sekretarz');
    await user.type(within(dialog).getByLabelText(/^Nazwa funkcji po angielsku/), 'secretary');
    await user.type(within(dialog).getByLabelText(/^Data rozpoczęcia/), '2019-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj okres' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj okres' }));
    // Three periods; the middle one goes again.
    await user.click(within(dialog).getByRole('button', { name: 'Usuń okres 2' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    await user.type(within(dialog).getAllByLabelText(/^Data rozpoczęcia/)[1]!, '2021-01-01');
    await user.type(within(dialog).getAllByLabelText(/^Data zakończenia/)[1]!, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(
      await within(dialog).findByText('nie może być wcześniejsza niż data rozpoczęcia'),
    ).toBeVisible();
    expect(within(dialog).getAllByLabelText(/^Data zakończenia/)[1]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent.at(-1)).toEqual({
      path: `${base}/functions`,
      method: 'POST',
      body: {
        profileId: OWN_PROFILE_ID,
        functionPl: 'sekretarz',
        functionEn: 'secretary',
        periods: [
          { dateFrom: '2019-03-01', dateTo: null, status: 'CURRENT' },
          { dateFrom: '2021-01-01', dateTo: '2020-01-01' },
        ],
      },
    });
    answer = () => jsonResponse({ functionId: GREMIUM_ID }, 201);
    await user.clear(within(dialog).getAllByLabelText(/^Data zakończenia/)[1]!);
    await user.type(within(dialog).getAllByLabelText(/^Data zakończenia/)[1]!, '2022-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows what the service says when the delete is refused for members', async () => {
    const user = userEvent.setup();
    const said =
      'Możesz usunąć członków tego gremium w liczbie: 1; pozostałych może usunąć tylko operator. Usuń swoich i poproś operatora, zanim usuniesz gremium.';
    open({
      [base]: (r) =>
        r.method === 'DELETE'
          ? jsonResponse({ code: 'GREMIUM_HAS_MEMBERS_ERROR', message: said, reqId: 'r' }, 409)
          : jsonResponse(gremiumAdminFixture({ userGremium: 'OWNER', membersCount: 1 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Usuń gremium' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Usunąć gremium?' })).getByRole('button', {
        name: 'Usuń',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Nie można usunąć gremium, które ma członków. ${said}`,
    );
  });
});
