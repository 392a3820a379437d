import type { PersonDetails, ProfileEditData } from '@ln/contracts';
import { ABOUT_ME_MAX_LENGTH } from '@ln/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  type FetchAnswers,
  jsonResponse,
  OWN_PROFILE_ID,
  renderApp,
  stubPlatform,
  testSession,
} from '../../../testing/test-utils';
import {
  EDIT_IDS,
  person as profileFixture,
  profileEditData,
} from '../../../testing/profiles-api-fixtures';

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
const EDIT_DATA = `/api/profiles-api/v1.0/profile/${OWN_PROFILE_ID}/editData`;
const TAB_INFO = `/api/profiles-api/v1.1/public/profile/${OWN_PROFILE_ID}/scientistDetailsInfo`;
const EMPLOYMENT_ID = EDIT_IDS.employment;
const WORK_ID = EDIT_IDS.work;
const OWN_GREMIA = `/api/profiles-api/v1.0/profile/${OWN_PROFILE_ID}/ownGremia`;
const OWN_GREMIUM_ID = '6d1f0a52-3f0e-4c7a-9d55-1b2c3d4e5f60';

function editData(edited = false): ProfileEditData {
  return profileEditData(OWN_PROFILE_ID, edited);
}

function renderEdit(
  data: PersonDetails,
  extra: FetchAnswers = {},
  path = `/profiles/${OWN_PROFILE_ID}/edit`,
) {
  const fetchMock = stubPlatform({
    extra: {
      [SHORT_PERSON]: () => jsonResponse(data),
      [EDIT_DATA]: () => jsonResponse(editData()),
      [TAB_INFO]: () => jsonResponse([]),
      [OWN_GREMIA]: () => jsonResponse([]),
      ...extra,
    },
  });
  renderApp({ path, session: testSession() });
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

  it('lists the bodies the owner added, each with its edit page, and the way to add one', async () => {
    renderEdit(person(), {
      [OWN_GREMIA]: () =>
        jsonResponse([
          {
            gremiumId: OWN_GREMIUM_ID,
            name: 'Pracownia Historii Nauki',
            status: 'CURRENT',
            membersCount: 1,
            functionsCount: 0,
          },
        ]),
    });
    const own = await region('Gremia dodane przeze mnie');
    expect(
      await within(own).findByRole('link', { name: 'Pracownia Historii Nauki' }),
    ).toHaveAttribute('href', `/gremiums/${OWN_GREMIUM_ID}`);
    expect(within(own).getByText('aktualne · członkowie: 1, funkcje: 0')).toBeInTheDocument();
    expect(
      within(own).getByRole('link', { name: 'Edytuj Pracownia Historii Nauki' }),
    ).toHaveAttribute('href', `/profiles/${OWN_PROFILE_ID}/edit/own-gremia/${OWN_GREMIUM_ID}`);
    expect(within(own).getByRole('link', { name: 'Dodaj gremium' })).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}/edit/own-gremia/add`,
    );
  });

  it('keeps what the owner types into the links while their save is on its way', async () => {
    let answerSave: (response: Response) => void = () => undefined;
    renderEdit(person(), {
      '/api/profiles-api/v1.0/profile/myProfiles': () =>
        new Promise<Response>((resolve) => {
          answerSave = resolve;
        }),
    });
    const links = await region('Profile w innych serwisach');
    await userEvent.click(within(links).getByRole('button', { name: 'Dodaj serwis' }));
    await userEvent.type(within(links).getByLabelText('Nazwa serwisu 1'), 'Mój blog');
    const link = within(links).getByLabelText('Adres serwisu 1');
    await userEvent.type(link, 'https://blog.example.pl');
    await userEvent.click(within(links).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(within(links).getByRole('button', { name: /Zapis/ })).toBeDisabled(),
    );

    await userEvent.type(link, '/o-mnie');
    const saved = person();
    answerSave(
      jsonResponse({
        ...saved,
        profileLinks: {
          ...saved.profileLinks,
          others: [{ portalName: 'Mój blog', link: 'https://blog.example.pl' }],
        },
      }),
    );
    expect(await screen.findByText('Zmiany zostały zapisane.')).toBeInTheDocument();
    expect(within(links).getByLabelText('Adres serwisu 1')).toHaveValue(
      'https://blog.example.pl/o-mnie',
    );
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

describe('employments, degrees and research-work titles', () => {
  it('edits an employment and shows the delivered values with a visible restore', async () => {
    const sent: unknown[] = [];
    renderEdit(person(), {
      [`/api/profiles-api/v1.0/profile/employment/${EMPLOYMENT_ID}`]: ({ method, body }) => {
        sent.push({ method, body });
        return jsonResponse(editData(true));
      },
      [`/api/profiles-api/v1.0/profile/employment/${EMPLOYMENT_ID}/restore`]: ({ method }) => {
        sent.push({ method });
        return jsonResponse(editData(false));
      },
    });
    const employments = await region('Zatrudnienie');
    const item = within(employments).getByRole('article', { name: 'Uniwersytet Warszawski' });
    expect(within(item).getByText('Źródło: POL-on')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Przywróć oryginał' })).toBeNull();
    const position = within(item).getByLabelText('Stanowisko');
    await userEvent.clear(position);
    await userEvent.type(position, 'kierownik pracowni');
    await userEvent.click(within(item).getByRole('button', { name: 'Zapisz' }));
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: {
        position: 'kierownik pracowni',
        positionEn: 'assistant professor',
        additionalInformation: null,
        internetLink: null,
      },
    });
    const edited = await within(employments).findByText(
      'Źródło: Ludzie Nauki (zmienione przez Ciebie; oryginał: POL-on)',
    );
    const article = edited.closest('article')!;
    expect(
      within(article as HTMLElement).getByText(/Oryginał z systemu POL-on: Stanowisko: adiunkt/),
    ).toBeInTheDocument();
    await userEvent.click(
      within(article as HTMLElement).getByRole('button', { name: 'Przywróć oryginał' }),
    );
    expect(await within(employments).findByText('Źródło: POL-on')).toBeInTheDocument();
    expect(within(employments).getByLabelText('Stanowisko')).toHaveValue('adiunkt');
    expect(sent[1]).toEqual({ method: 'POST' });
  });

  it('shows the names read-only when the edit data says they are the registry’s', async () => {
    // The person has no current employment in the view: the server's flag decides.
    renderEdit(person({ currentEmployments: [] }));
    const personal = await region('Dane osobowe');
    expect(within(personal).getByLabelText('Imię')).toHaveAttribute('readonly');
    expect(within(personal).getByLabelText('Drugie imię')).not.toHaveAttribute('readonly');
  });

  it('checks the degree’s year before sending', async () => {
    const fetchMock = renderEdit(person());
    const degrees = await region('Stopnie i tytuły');
    const year = within(degrees).getByLabelText('Rok uzyskania');
    await userEvent.clear(year);
    await userEvent.type(year, '85');
    await userEvent.click(within(degrees).getByRole('button', { name: 'Zapisz' }));
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(within(degrees).getByText('Podaj rok czterema cyframi, np. 2004.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/degreeOrTitle/'))).toBe(
      false,
    );
  });

  it('the edit tab menu inserts /edit; the research-work tab edits the titles that may change', async () => {
    let body: unknown;
    renderEdit(
      person(),
      {
        [`/api/profiles-api/v1.0/profile/researchWork/${WORK_ID}/title`]: (request) => {
          body = request.body;
          return jsonResponse(editData());
        },
      },
      `/profiles/${OWN_PROFILE_ID}/edit/research-work`,
    );
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Tytuły prac badawczych' },
      { timeout: 10_000 },
    );
    expect(heading).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sekcje profilu' });
    expect(within(tabs).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/profiles/${OWN_PROFILE_ID}/edit`,
    );
    // The POL-on title is listed, not editable.
    expect((await screen.findByText('Fonetyka gwar')).closest('article')).toBeNull();
    const work = screen.getByRole('article', { name: 'Składnia zdań złożonych' });
    await userEvent.type(
      within(work).getByLabelText('Tytuł po angielsku'),
      'Syntax of complex sentences',
    );
    await userEvent.click(within(work).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(body).toEqual({
        polishTitle: 'Składnia zdań złożonych',
        englishTitle: 'Syntax of complex sentences',
      }),
    );
  });
});
