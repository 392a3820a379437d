import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { keepScreenshot } from '../platform/shots.js';
import { header, logInAs, PERSONAS } from './accounts-helpers.js';

const BLOCKED_PROFILE_ID = '85419e59-34c5-4a3c-8169-5d4801a0f065';

/** Opens an action's confirmation dialog, confirms it, and waits for its result. */
async function confirmAction(page: Page, open: string, confirm: string, done: string) {
  await page.getByRole('button', { name: open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test('the administrator manages the blocked persona and sees every action in the audit log', async ({
  page,
}) => {
  test.setTimeout(240_000); // a provider round trip, eight writes, four axe runs (shared machine)
  await page.goto('/');
  await logInAs(page, PERSONAS.admin);
  await expect(header(page).getByRole('button', { name: PERSONAS.admin.email })).toBeVisible();

  // The sidebar's admin entries.
  await header(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('complementary').getByRole('link', { name: 'Lista użytkowników' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista użytkowników');

  // Too short a name is refused in words; then the name and the status filter.
  const filters = page.getByRole('search', { name: 'Filtry użytkowników' });
  await filters.getByLabel('Imię, nazwisko lub e-mail').fill('Za');
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(filters.getByText('Wpisz co najmniej 3 znaki.')).toBeVisible();
  await filters.getByLabel('Imię, nazwisko lub e-mail').fill('Zalewski');
  await filters.getByLabel('Status konta').selectOption('BLOCKED');
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/query=Zalewski/);
  const rows = page.getByRole('table', { name: 'Użytkownicy' }).getByRole('row');
  await expect(rows).toHaveCount(2); // header + the persona
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'user-list');

  await page.getByRole('link', { name: 'Zalewski Krzysztof' }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  const userId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Szczegóły użytkownika');
  await expect(page.getByRole('link', { name: 'Krzysztof Zalewski' })).toHaveAttribute(
    'href',
    `/profiles/${BLOCKED_PROFILE_ID}`,
  );

  // The dialog is a real modal: Escape closes it and focus goes back to its button.
  const unblock = page.getByRole('button', { name: 'Odblokuj konto', exact: true });
  await unblock.click();
  await expect(page.getByRole('dialog', { name: 'Odblokować konto?' })).toBeVisible();
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'unblock-dialog', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(unblock).toBeFocused();

  await confirmAction(page, 'Odblokuj konto', 'Odblokuj', 'Konto zostało odblokowane.');
  await confirmAction(page, 'Zablokuj konto', 'Zablokuj', 'Konto zostało zablokowane.');

  // A role given and taken back (BASIC is never offered).
  const roles = page.getByRole('group', { name: 'Role' });
  await expect(roles.getByRole('checkbox', { name: 'Podstawowa' })).toHaveCount(0);
  await roles.getByRole('checkbox', { name: 'Informator' }).check();
  await roles.getByRole('button', { name: 'Zapisz role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano role.' })).toBeVisible();
  await expect(page.locator('.description-list').getByText('Informator')).toBeVisible();
  await roles.getByRole('checkbox', { name: 'Informator' }).uncheck();
  await roles.getByRole('button', { name: 'Zapisz role' }).click();
  await expect(page.locator('.description-list').getByText('brak ról dodatkowych')).toBeVisible();

  // Hide and show the profile.
  await confirmAction(page, 'Ukryj profil', 'Ukryj', 'Profil został ukryty.');
  await confirmAction(page, 'Pokaż profil', 'Pokaż', 'Profil jest znów widoczny.');
  await keepScreenshot(page, 'user-details');

  // The account's trail shows them all.
  const trail = page.getByRole('region', { name: 'Zdarzenia dotyczące konta i jego profilu' });
  for (const action of [
    'Zmiana statusu konta',
    'Zmiana ról',
    'Ukrycie profilu',
    'Pokazanie profilu',
  ]) {
    await expect(trail.getByRole('cell', { name: action }).first()).toBeVisible();
  }

  // And the audit log, filtered by the account as the target.
  await page.goto(`/users/audit-log?targetId=${userId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dziennik zdarzeń');
  const log = page.getByRole('region', { name: 'Zdarzenia' });
  // Newest first: this run's two role changes, then its two status changes (earlier runs on
  // the same database may have left older entries below them).
  const actions = log.locator('tbody tr td:nth-child(2)');
  await expect(actions.nth(0)).toHaveText('Zmiana ról', { timeout: 10_000 });
  await expect(actions.nth(1)).toHaveText('Zmiana ról');
  await expect(actions.nth(2)).toHaveText('Zmiana statusu konta');
  await expect(actions.nth(3)).toHaveText('Zmiana statusu konta');
  await page.getByLabel('Działanie').selectOption('USER_ROLES_CHANGED');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/action=USER_ROLES_CHANGED/);
  await expect(log.getByRole('cell', { name: 'Zmiana statusu konta' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await keepScreenshot(page, 'audit-log');
});
