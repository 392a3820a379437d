import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { keepScreenshot } from '../platform/shots.js';
import { acceptTerms, freshPerson, header, logInAsFresh } from './accounts-helpers.js';

/** The seeded personas' PESELs (README): none may appear in someone else's export. */
const PERSONA_PESELS = [
  '63010100003',
  '80010400018',
  '77031299851',
  '78041399863',
  '79051499882',
  '80061599916',
  '81071699928',
  '82081799954',
  '68010500013',
  '67010300012',
];

// A freshly created account (the provider's "someone else"), so the seeded personas keep theirs.
test('the owner edits their e-mail and consent, then deletes the account with the tick', async ({
  page,
}) => {
  test.setTimeout(240_000); // a provider round trip, several saves, four axe runs (shared machine)
  const person = freshPerson();
  await page.goto('/');
  await logInAsFresh(page, person);
  await acceptTerms(page);
  await expect(header(page).getByRole('button', { name: person.email })).toBeVisible();

  // The account menu's settings link.
  await header(page).getByRole('button', { name: person.email }).click();
  await header(page).getByRole('link', { name: 'Ustawienia konta' }).click();
  await expect(page).toHaveURL(/\/users\/user$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moje konto');
  await expect(
    page.getByRole('heading', { name: 'Nie masz jeszcze profilu naukowca' }),
  ).toBeVisible();
  const details = page.locator('.account-details');
  await expect(details.getByText(person.email)).toBeVisible();
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'account');

  // Notification consent: saved at once, kept over a reload.
  const consent = page.getByRole('switch', { name: 'Zgoda na powiadomienia' });
  const before = await consent.isChecked();
  await consent.click();
  await expect(page.getByText('Zapisano zgodę na powiadomienia.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Zgoda na powiadomienia' })).toBeChecked({
    checked: !before,
    timeout: 15_000,
  });

  // The e-mail: a bad one is refused under its field, a good one is saved and in the header.
  await page.getByRole('link', { name: 'Edytuj dane' }).click();
  await expect(page).toHaveURL(/\/users\/user\/edit$/);
  const email = page.getByRole('textbox', { name: 'Adres e-mail' });
  await email.fill('to-nie-jest-adres');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  const newEmail = person.email.replace(/^ewa\.testowa\./, 'nowy.'); // never a PESEL in it
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/users\/user$/);
  await expect(page.getByText('Zapisano dane konta.')).toBeVisible();
  await expect(page.locator('.account-details').getByText(newEmail)).toBeVisible();
  await expect(header(page).getByRole('button', { name: newEmail })).toBeVisible();

  // The data export: a JSON file with the own PESEL and nobody else's.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz moje dane' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ludzie-nauki-moje-dane.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { pesel: string; email: string };
  };
  expect(exported.account).toMatchObject({ pesel: person.pesel, email: newEmail });
  const text = JSON.stringify(exported);
  for (const other of PERSONA_PESELS) expect(text).not.toContain(other);

  // Delete: without the tick the §8 message, with it the account is gone and the user out.
  await page.getByRole('link', { name: 'Usuń konto' }).click();
  await expect(page).toHaveURL(/\/users\/user\/delete-account$/);
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(
    page.getByText('Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('checkbox', { name: 'Potwierdzam, że chcę usunąć swoje konto' }).check();
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(page).toHaveURL(/\/profiles/, { timeout: 15_000 });
  await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
});
