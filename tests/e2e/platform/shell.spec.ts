import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the portal shell', () => {
  test('the home page opens in Polish with the versions of every part in the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poznaj ludzi polskiej nauki');
    await expect(page).toHaveTitle(/\| LN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const footer = page.getByRole('contentinfo');
    // Real versions from the running services, not the "—" of a failed call.
    await expect(footer.getByText(/^\d+\.\d+\.\d+/)).toHaveCount(3);
  });

  test('switching to English reloads in English and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /EN — zmień język/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/researchers|science|Polish/i);
    expect(await page.evaluate(() => localStorage.getItem('app_locale'))).toBe('en-EN');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
