import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

// The widget for university pages (issue 44, docs/open-data.md): a page of another origin frames
// it, and it renders; the same page cannot frame anything else of the portal.
test.describe('the widget embedded in a university page', () => {
  test('renders in the frame, is accessible, and nothing else of the portal can be framed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const search = await page.request.get(
      '/api/profiles-api/v1.1/public/profile/scientistSearchData?size=1',
    );
    const profileId = ((await search.json()) as { page: { content: { profileId: string }[] } }).page
      .content[0]!.profileId;
    // The university's page, on a server of the test's own: another origin on loopback (the
    // browser's local-network rule lets only a local page frame a local one).
    const html = `<!doctype html><html lang="en"><head><title>University</title></head><body><main>
          <h1>Our researcher</h1>
          <iframe id="widget" title="Ludzie Nauki" width="420" height="460" style="border:0"
            src="${baseURL}/embed/profiles/${profileId}?lang=en&count=3"></iframe>
          <iframe id="page" title="A portal page" width="420" height="200"
            src="${baseURL}/profiles/${profileId}"></iframe>
        </main></body></html>`;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const university = `http://127.0.0.1:${port}/`;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to frame/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(university);
    const widget = page.frameLocator('#widget');
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Newest publications');
    await expect(
      widget.getByRole('link', { name: /Full profile on the Ludzie Nauki portal/ }),
    ).toBeVisible();
    // The portal's own page refuses the frame: its document never loads there.
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('widget-embedded.png'), fullPage: true });
    server.close();
    await page.goto(`/embed/profiles/${profileId}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Najnowsze publikacje');
    await page.screenshot({ path: testInfo.outputPath('widget.png'), fullPage: true });
    await expectNoA11yViolations(page);
  });
});
