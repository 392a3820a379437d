import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { checkAtBothWidths } from '../platform/owner-session.js';

// The machine that runs the suite is shared: waits are for conditions, with room to spare.
const expect = baseExpect.configure({ timeout: 15_000 });

// The expert registration end to end (JSDE): the `owner` persona registers on /eksperci with
// one consent and their e-mail, gives a statement in one contest and sees it marked in
// another that needs it, then withdraws and ends the registration.
const OWNER = { name: 'Małgorzata Źródłowska', email: 'malgorzata.zrodlowska@uj.edu.pl' };

test('the owner registers as an expert, gives a statement carried to another contest, and withdraws', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });
  // A failed load is named by its address, so a console error says which call failed.
  page.on('response', (response) => {
    if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${OWNER.name}`) }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: OWNER.email })).toBeVisible();

  await page.goto('/eksperci');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejestracja ekspertów');
  await expect(page).toHaveTitle('Rejestracja ekspertów | LN');
  await expect(page.getByText('Nie jesteś zarejestrowany jako ekspert.')).toBeVisible();

  // The form starts from the profile: the account's e-mail, the profile's disciplines.
  const email = page.getByLabel('Adres e-mail', { exact: true });
  await expect(email).toHaveValue(OWNER.email);
  const consents = page.getByRole('group', { name: 'Zgody' });
  await expect(consents.getByRole('checkbox')).toHaveCount(3);
  await expect(consents.getByText('Rada Doskonałości Naukowej')).toBeVisible();
  const disciplines = page.getByRole('group', { name: 'Dyscypliny' }).getByRole('checkbox');
  expect(await disciplines.count()).toBeGreaterThan(0);
  await expect(disciplines.first()).toBeChecked();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'experts-1-empty-pl');

  // Without a consent and a contact channel the form says what is missing (§5).
  await page.getByLabel('Telefon').fill('');
  await email.fill('');
  await page.getByRole('button', { name: 'Zarejestruj się jako ekspert' }).click();
  await expect(consents.getByText('Zaznacz zgodę dla co najmniej jednego podmiotu.')).toBeVisible();
  await expect(page.getByText('Podaj telefon lub adres e-mail.')).toHaveCount(2);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // One consent and the e-mail: registered.
  await consents
    .getByRole('checkbox', { name: 'Ministerstwo Nauki i Szkolnictwa Wyższego' })
    .check();
  await email.fill(OWNER.email);
  await page.getByRole('button', { name: 'Zarejestruj się jako ekspert' }).click();
  await expect(
    page.getByText(/Jesteś zarejestrowany jako ekspert od \d{2}\.\d{2}\.\d{4}\./),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Ministerstwo Nauki i Szkolnictwa Wyższego' }),
  ).toBeChecked();
  const history = page.getByRole('region', { name: 'Historia zgód' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('cell', { name: 'udzielono zgody' })).toBeVisible();

  // A statement given in one contest is marked in the other contest that needs it (§4).
  const society = page.getByRole('region', { name: 'Nauka dla Społeczeństwa' });
  const excellent = page.getByRole('region', { name: 'Doskonała Nauka' });
  const conflictText = /poinformuję o każdym konflikcie interesów/;
  const conflictIn = (contest: typeof society) =>
    contest.getByRole('listitem').filter({ hasText: conflictText });
  await expect(
    conflictIn(excellent).getByRole('button', { name: 'Złóż oświadczenie' }),
  ).toBeVisible();
  await conflictIn(society).getByRole('button', { name: 'Złóż oświadczenie' }).click();
  await expect(conflictIn(society).getByText(/^Złożono \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(conflictIn(excellent).getByText(/^Złożono \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(
    conflictIn(excellent).getByText('złożone w konkursie „Nauka dla Społeczeństwa”'),
  ).toBeVisible();
  await expect(conflictIn(excellent).getByRole('button')).toHaveCount(0);
  // Another statement of the same contest is still to be given.
  await expect(
    society
      .getByRole('listitem')
      .filter({ hasText: /dostępny do wykonania ocen/ })
      .getByRole('button', { name: 'Złóż oświadczenie' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'experts-2-active-pl');

  // The same screen in English.
  await page.evaluate(() => localStorage.setItem('app_locale', 'en-EN'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert registration');
  await expect(page.getByRole('region', { name: 'Excellent Science' })).toContainText(
    'given in the contest “Science for Society”',
  );
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'experts-3-active-en');
  await page.evaluate(() => localStorage.setItem('app_locale', 'pl-PL'));
  await page.reload();

  // Withdrawing the last consent ends the registration, after a confirmation (§4).
  await page.getByRole('button', { name: 'Zakończ rejestrację' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zakończyć rejestrację eksperta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'experts-4-confirm-pl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Zakończ rejestrację' })).toBeFocused();
  await page.getByRole('button', { name: 'Zakończ rejestrację' }).click();
  await dialog.getByRole('button', { name: 'Wycofaj zgody i zakończ' }).click();
  await expect(page.getByText(/Rejestracja zakończona \d{2}\.\d{2}\.\d{4}\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Konkursy i oświadczenia' })).toHaveCount(0);
  await expect(history.getByRole('cell', { name: 'wycofano zgodę' })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Zarejestruj się jako ekspert' })).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'experts-5-ended-pl');
  expect(consoleErrors).toEqual([]);
});

test('an anonymous visitor reads what the registration is and is offered the login', async ({
  page,
}) => {
  await page.goto('/eksperci');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejestracja ekspertów');
  await expect(page.getByText('Zaloguj się, aby zarejestrować się jako ekspert.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Feksperci/);
});
