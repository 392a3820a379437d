import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from './a11y.js';
import { keepScreenshot } from './shots.js';

test.describe('the portal shell', () => {
  test('the home page opens in Polish with the versions of every part in the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poznaj ludzi polskiej nauki');
    await expect(page).toHaveTitle('Poznaj ludzi polskiej nauki | LN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const footer = page.getByRole('contentinfo');
    // Real versions from the running services, not the "—" of a failed call.
    await expect(footer.getByText(/^\d+\.\d+\.\d+/)).toHaveCount(3);
  });

  test('the home page shows news from public/posts and the ten field tiles', async ({ page }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Aktualności' });
    await expect(news.getByRole('article').first()).toBeVisible();
    // New profiles: seeded scientists, each a link to a public profile that opens.
    const newProfiles = page.getByRole('region', { name: 'Nowe profile' }).getByRole('link');
    await expect(newProfiles).toHaveCount(6);
    await expect(newProfiles.first()).toHaveAttribute('href', /^\/profiles\/[0-9a-f-]{36}$/);
    const fields = page.getByRole('region', { name: 'Dziedziny nauki' });
    await expect(fields.getByRole('link')).toHaveCount(10);
    await fields.getByRole('link', { name: 'Nauki ścisłe i przyrodnicze' }).click();
    await expect(page).toHaveURL(/\/profiles\?domains=DZ0106N$/);
  });

  test('switching to English reloads in English and remembers the choice', async ({ page }) => {
    // Two axe scans and a reload: give it the slow-test budget.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible(); // the news has loaded
    await keepScreenshot(page, 'home-pl-PL');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: /EN — zmień język/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Meet the people of Polish science',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('app_locale'))).toBe('en-EN');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Meet the people of Polish science',
    );
    await expect(page).toHaveTitle('Meet the people of Polish science | LN');
    await expect(page.getByRole('article').first()).toBeVisible();
    await keepScreenshot(page, 'home-en-EN');
    await expectNoA11yViolations(page);
  });

  test('the cookie notice stays closed once closed', async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Informacja o plikach cookie' });
    await notice.getByRole('button').click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'ln_cookie_notice');
    // 365 days, give or take the test's own run time.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the sidebar opens from the menu button and offers login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sidebar = page.getByRole('navigation', { name: 'Menu użytkownika' });
    await expect(sidebar.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the advanced search page has its title', async ({ page }) => {
    await page.goto('/advanced-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyszukiwanie zaawansowane');
    await expect(page).toHaveTitle('Wyszukiwanie zaawansowane | LN');
    await expectNoA11yViolations(page);
  });
});
