import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';

// The "for developers" page (decision 023): reached from the footer, in both languages, its
// links lead to the live OpenAPI documents, and its code examples never widen the page.
test.describe('the page for developers', () => {
  // axe over a long page of text on a shared machine.
  test.slow();
  test('is linked from the footer and links both OpenAPI documents', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dla programistów' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dla programistów');
    await expect(page).toHaveTitle('Dla programistów | LN');
    for (const service of ['profiles-api', 'users-api']) {
      const json = page.locator(`a[href="/api/${service}/docs/json"]`);
      await expect(json).toBeVisible();
      const doc = await request.get(`/api/${service}/docs/json`);
      expect(doc.status()).toBe(200);
      expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    }
    // Nothing wider than the window: the code blocks scroll inside themselves.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test('reads in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app_locale', 'en-EN'));
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For developers');
    await expect(page.getByRole('heading', { level: 2, name: 'Rate limits' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
