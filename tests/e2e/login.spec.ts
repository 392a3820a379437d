import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from './platform/a11y.js';
import { keepScreenshot } from './platform/shots.js';

// Personas of every default seed (seeds/src/personas.ts), logged in through the dev identity
// provider's persona page (apps/dev-idp) and users-api's real redirects and session cookie.
const OWNER = { name: 'Małgorzata Źródłowska', email: 'malgorzata.zrodlowska@uj.edu.pl' };
const ADMIN = { name: 'Joanna Kamińska', email: 'joanna.kaminska@ln.gov.pl' };
const ORCID_OWNER = { name: 'Łukasz Żółkiewski', email: 'lukasz.zolkiewski@pw.edu.pl' };
const BLOCKED = { name: 'Krzysztof Zalewski' };

const header = (page: Page) => page.getByRole('banner');

/** The header's login button → the login choice → the provider's persona page → back. */
async function logIn(page: Page, persona: { name: string }, provider: 'national' | 'orcid') {
  await header(page).getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page
    .getByRole('link', {
      name: provider === 'national' ? 'Zaloguj się przez węzeł krajowy' : 'Zaloguj się przez ORCID',
    })
    .click();
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${persona.name}`) }).click();
}

function accountToggle(page: Page, email: string) {
  return header(page).getByRole('button', { name: email });
}

test.describe('login and session', () => {
  test('the login choice offers both providers and is accessible', async ({ page }) => {
    await page.goto('/login?returnTo=%2Fgremiums');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie');
    await expect(page).toHaveTitle('Logowanie | LN');
    await expect(page.getByRole('link', { name: 'Zaloguj się przez ORCID' })).toHaveAttribute(
      'href',
      '/api/users-api/v1.0/auth/login/orcid?returnTo=%2Fgremiums&lang=pl-PL',
    );
    await expectNoA11yViolations(page);
  });

  test('a persona logs in at the national node, comes back, stays logged in over a reload, logs out', async ({
    page,
    context,
  }) => {
    test.slow(); // two provider round trips and a reload
    await page.goto('/gremiums');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await logIn(page, OWNER, 'national');

    // Back where the login started, with the e-mail in the account menu.
    await expect(page).toHaveURL(/\/gremiums$/);
    const toggle = accountToggle(page, OWNER.email);
    await expect(toggle).toBeVisible();
    // The refresh cookie: httpOnly, Secure (localhost is a secure context), path-limited.
    const cookie = (await context.cookies()).find((c) => c.name === 'ln_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/users-api/v1.0/auth/session',
    });
    // The access token is never stored.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toMatch(/eyJ/);

    await toggle.click();
    await expect(header(page).getByRole('link', { name: 'Ustawienia konta' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Użytkownicy' })).toHaveCount(0);

    // A reload starts a new page: the session comes back from the cookie.
    await page.reload();
    await expect(accountToggle(page, OWNER.email)).toBeVisible();

    await accountToggle(page, OWNER.email).click();
    await header(page).getByRole('button', { name: 'Wyloguj się' }).click();
    // users-api ends the session, the provider ends its own and returns to /profiles.
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
    expect((await context.cookies()).find((c) => c.name === 'ln_session')).toBeUndefined();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });

  test('two tabs starting at the same instant share the session instead of ending it', async ({
    page,
    context,
  }) => {
    // Both tabs refresh with the one cookie on start; users-api ends the session when a spent
    // refresh token comes back, so this passes only if the tabs take turns (Web Locks).
    await page.goto('/');
    await logIn(page, OWNER, 'national');
    await expect(accountToggle(page, OWNER.email)).toBeVisible();
    const second = await context.newPage();
    await second.goto('/gremiums');
    await expect(accountToggle(second, OWNER.email)).toBeVisible();

    for (let round = 0; round < 3; round += 1) {
      await Promise.all([page.reload(), second.reload()]);
      await expect(accountToggle(page, OWNER.email)).toBeVisible();
      await expect(accountToggle(second, OWNER.email)).toBeVisible();
    }
    await second.close();
  });

  test('an administrator has the users link in the account menu', async ({ page }) => {
    await page.goto('/profiles');
    await logIn(page, ADMIN, 'national');
    await expect(page).toHaveURL(/\/profiles$/);
    await accountToggle(page, ADMIN.email).click();
    await expect(header(page).getByRole('link', { name: 'Użytkownicy' })).toHaveAttribute(
      'href',
      '/users',
    );
  });

  test('a persona logs in with ORCID', async ({ page }) => {
    await page.goto('/');
    await logIn(page, ORCID_OWNER, 'orcid');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountToggle(page, ORCID_OWNER.email)).toBeVisible();
  });

  test('a blocked account lands on the locked-account page, not logged in', async ({
    page,
    context,
  }) => {
    // First the login errors of accounts-and-platform §8, made by the dev provider's page.
    const failLogin = async (failure: string) => {
      await page.goto('/');
      await header(page).getByRole('button', { name: 'Zaloguj się' }).click();
      await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
      await page.getByLabel('Błąd').selectOption(failure);
      await page.getByRole('button', { name: 'Zakończ logowanie tym błędem' }).click();
    };
    // access_denied leads to the terms, which must be accepted…
    await failLogin('access_denied');
    await expect(page).toHaveURL(/\/terms-and-conditions\?reason=ACCESS_DENIED$/);
    await expect(
      page.getByText('Aby korzystać z konta, musisz zaakceptować regulamin portalu.'),
    ).toBeVisible();
    await keepScreenshot(page, 'login-error-access-denied-1280', { fullPage: false });
    // …and a nonce that does not match (the login began in another tab) opens the dialog.
    await failLogin('nonce_mismatch');
    await expect(page).toHaveURL(/\/unauthorized\?reason=STATE_MISMATCH$/);
    const dialog = page.getByRole('dialog', { name: 'Nie udało się zweryfikować logowania' });
    await expect(dialog).toContainText('logowanie rozpoczęto w innym oknie lub karcie');
    await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await expectNoA11yViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await keepScreenshot(page, `login-error-state-mismatch-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Błędny login lub hasło albo brak konta lub uprawnień.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wróć do panelu logowania' })).toBeVisible();
    // That login ended at the provider as someone: a fresh browser for the blocked persona.
    await context.clearCookies();

    await page.goto('/');
    await logIn(page, BLOCKED, 'national');
    await expect(page).toHaveURL(/\/locked-account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto zablokowane');
    await expect(header(page).getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });
});
