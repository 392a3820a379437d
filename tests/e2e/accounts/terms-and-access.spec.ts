import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { keepScreenshot } from '../platform/shots.js';
import {
  acceptTerms,
  freshPerson,
  header,
  logInAs,
  logInAsFresh,
  PERSONAS,
} from './accounts-helpers.js';

test.describe('terms and access', () => {
  test('a first login accepts the terms and lands where it was going', async ({ page }, info) => {
    test.slow(); // a provider round trip
    await page.goto('/gremiums');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The seeded persona's terms can be accepted once per database: the second project (mobile)
    // makes the same first login as a person the portal has never seen.
    if (info.project.name === 'desktop') await logInAs(page, PERSONAS.newUser);
    else await logInAsFresh(page, freshPerson());

    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin portalu');
    await expect(
      page.getByText('Aby korzystać z konta w portalu, zaakceptuj regulamin.'),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Treść regulaminu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nie akceptuję' })).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'terms');

    await acceptTerms(page);
    await expect(page).toHaveURL(/\/gremiums$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Logged in now: the account menu replaced the login button.
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toHaveCount(0);
  });

  test('declining the terms explains that it deletes the account', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await logInAsFresh(page, freshPerson());
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await page.getByRole('button', { name: 'Nie akceptuję' }).click();
    const decline = page.getByRole('region', {
      name: 'Rezygnacja z regulaminu oznacza usunięcie konta',
    });
    await decline.getByRole('button', { name: 'Wycofaj akceptację i usuń konto' }).click();
    await expect(
      decline.getByText('Zaznacz pole, aby potwierdzić, że chcesz usunąć swoje konto'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await decline
      .getByRole('checkbox', { name: 'Potwierdzam, że chcę usunąć swoje konto' })
      .check();
    await decline.getByRole('button', { name: 'Wycofaj akceptację i usuń konto' }).click();
    // Deleted and logged out: the profiles page, anonymous.
    await expect(page).toHaveURL(/\/profiles/, { timeout: 15_000 });
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  });

  test('a user without ADMIN opening /users gets access-denied', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await logInAs(page, PERSONAS.agent);
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toHaveCount(0);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brak dostępu');
    await expect(page.getByText('Błąd 403')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Przejdź na stronę główną' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
