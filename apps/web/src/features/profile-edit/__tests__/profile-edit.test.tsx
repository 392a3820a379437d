import type { PersonDetails } from '@ln/contracts';
import { ABOUT_ME_MAX_LENGTH } from '@ln/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../testing/test-utils';
import { person as profileFixture } from '../../../testing/profiles-api-fixtures';

// The edit page over the API's answers at the HTTP boundary (fetch): counters, the server's
// 400 `errors` on their fields, the success alert, the hidden-profile notice, reordering.

/** The shared profile fixture as the edit tests know it: Anna Kowalska with two specialties. */
function person(overrides: Partial<PersonDetails> = {}): PersonDetails {
  return profileFixture({
    profileId: OWN_PROFILE_ID,
    name: 'Anna',
    secondName: null,
    surname: 'Kowalska',
    previousSurname: null,
    aboutMe: 'Badam języki.',
    aboutMeEn: null,
    calculatedEduLevel: 'dr',
    domainIconCode: null,
    employments: [],
    domainDisciplines: [],
    specialties: [
      {
        specialtyId: '00000000-0000-4000-8000-000000000101',
        labelPl: 'Logika',
        labelEn: 'Logic',
        order: 1,
      },
      {
        specialtyId: '00000000-0000-4000-8000-000000000102',
        labelPl: 'Etyka',
        labelEn: 'Ethics',
        order: 2,
      },
    ],
    orcid: null,
    orcidUrl: null,
    ...overrides,
  });
}

const SHORT_PERSON = `/api/profiles-api/v1.3/profile/${OWN_PROFILE_ID}/shortPerson`;

function renderEdit(data: PersonDetails, extra: Record<string, () => Response> = {}) {
  const fetchMock = stubPlatform({ extra: { [SHORT_PERSON]: () => jsonResponse(data), ...extra } });
  renderApp({ path: `/profiles/${OWN_PROFILE_ID}/edit`, session: testSession() });
  return fetchMock;
}

// The first render loads the route's code: more time than the default second on a busy machine.
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the edit page', () => {
  it('counts the biography down and stops an over-long text before sending', async () => {
    const fetchMock = renderEdit(person());
    const about = await region('O mnie');
    const field = within(about).getByLabelText('Biogram po polsku');
    expect(
      within(about).getByText(`Pozostało znaków: ${ABOUT_ME_MAX_LENGTH - 'Badam języki.'.length}`),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(ABOUT_ME_MAX_LENGTH + 2) } });
    expect(within(about).getByText('Przekroczono limit znaków o: 2')).toBeInTheDocument();
    await userEvent.click(within(about).getByRole('button', { name: 'Zapisz' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/aboutMe'))).toBe(false);
  });

  it('puts the server’s 400 errors on their fields and shows SUCCESS after a good save', async () => {
    let calls = 0;
    renderEdit(person(), {
      '/api/profiles-api/v1.0/profile/contact': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(
              {
                code: 'VALIDATION_ERROR',
                message: 'The request is not valid.',
                errors: [
                  { key: 'email', content: 'must be an e-mail address', invalidValue: 'x' },
                  { key: 'email', content: 'must be an e-mail address', invalidValue: 'x' },
                ],
                reqId: '1',
              },
              400,
            )
          : jsonResponse(person({ contactData: { ...person().contactData, email: 'a@b.pl' } }));
      },
    });
    const contact = await region('Dane kontaktowe');
    const email = within(contact).getByLabelText('E-mail');
    await userEvent.type(email, 'x');
    await userEvent.click(within(contact).getByRole('button', { name: 'Zapisz' }));
    // One message however often the server lists it (accounts §5).
    expect(await within(contact).findAllByText('must be an e-mail address')).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'a@b.pl');
    await userEvent.click(within(contact).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zmiany zostały zapisane.')).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the hidden-profile notice to the owner', async () => {
    renderEdit(person({ isProfileVisible: false }));
    expect(await screen.findByText(/Twój profil jest ukryty/)).toBeInTheDocument();
  });

  it('moves a specialty with the keyboard and keeps the focus on it', async () => {
    renderEdit(person());
    const specialties = await region('Specjalności');
    const up = within(specialties).getByRole('button', { name: 'Przesuń wyżej: Etyka' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(within(specialties).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Etyka');
    // At the top, "up" is disabled: the focus stays on the item, on its "down" button.
    await waitFor(() =>
      expect(
        within(specialties).getByRole('button', { name: 'Przesuń niżej: Etyka' }),
      ).toHaveFocus(),
    );
  });
});
