import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { expectNoHorizontalScroll, logInFrom } from '../platform/owner-session.js';
import { keepScreenshot } from '../platform/shots.js';

// The owner persona of every seed (seeds/src/personas.ts) and their full fixture profile.
// The shared machine is slow under load: give each condition longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const OWN_TITLE = 'Own version written in the e2e journey';

test('the owner hides a publication, writes and shows their own version, and exports BibTeX', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000); // a login, several writes and a download, on a shared machine
  const project = testInfo.project.name;
  const listPath = `/profiles/${FULL}/edit/publications`;
  await logInFrom(page, listPath);

  // The list: every publication with its switch beside the title.
  await expect(page.getByRole('heading', { level: 1, name: 'Moje publikacje' })).toBeVisible();
  const items = page.locator('.owner-publications__item');
  await expect(items.first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, `owner-list-${project}`);

  // Hide the newest publication: marked hidden here, gone from the public profile.
  const shownItem = items.filter({ has: page.locator('[role="switch"][aria-checked="true"]') });
  const title = (await shownItem.first().locator('.item-list__title a').innerText()).trim();
  const first = items.filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const toggle = first.getByRole('switch');
  const titleBox = (await first.locator('.item-list__title').boundingBox())!;
  const switchBox = (await toggle.boundingBox())!;
  expect(switchBox.x).toBeGreaterThan(titleBox.x); // the switch sits at the row's end
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(first.getByText('Ukryta')).toBeVisible();

  await page.goto(`/profiles/${FULL}/publications`);
  await expect(page.getByText(/Liczba publikacji: \d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // An article of the profile: its own version, first with an invalid ISSN.
  await page.goto(listPath);
  const article = page
    .locator('.owner-publications__item')
    .filter({ hasText: 'Artykuł' })
    .nth(1)
    .locator('.item-list__title a');
  await article.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Publikacja: wersje i widoczność',
  );
  await expectNoA11yViolations(page);
  await keepScreenshot(page, `owner-details-${project}`);
  const details = page.url();
  await page.goto(`${details}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Moja wersja publikacji' }),
  ).toBeVisible();
  await page.getByLabel('Typ publikacji').selectOption('ARTICLE');
  await page.getByLabel(/^Tytuł główny/).fill(OWN_TITLE);
  await page.getByLabel('Język tytułu głównego').fill('eng');
  await page.getByLabel(/^Tytuł czasopisma/).fill('Nature');
  await page.getByLabel('ISSN', { exact: true }).fill('0028-0837');
  await page.getByLabel('eISSN').fill('');
  await page.getByRole('button', { name: 'Zapisz moją wersję' }).click();
  const issn = page.getByLabel('ISSN', { exact: true });
  await expect(issn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('is not a valid ISSN (check digit)')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await keepScreenshot(page, `own-version-error-${project}`);

  await issn.fill('0028-0836');
  await page.getByRole('button', { name: 'Zapisz moją wersję' }).click();
  // Saved: back on the details page (its "Zapisano." closes by itself after 3 s, §4).
  await expect(page).toHaveURL(details);
  await expect(page.getByRole('tab', { name: 'Moja wersja' })).toBeVisible();

  // Make it the version the public sees.
  await page.getByRole('tab', { name: 'Moja wersja' }).click();
  await page.getByRole('button', { name: 'Pokazuj publicznie tę wersję' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Odwiedzający widzą: Moja wersja.' }),
  ).toBeVisible();
  await keepScreenshot(page, `owner-details-own-${project}`);
  const publicationId = details.split('/').pop()!;
  await page.goto(`/profiles/${FULL}/publications/${publicationId}`);
  await expect(page.getByRole('heading', { name: OWN_TITLE })).toBeVisible();

  // Export the profile as BibTeX from the public list's Cite / Export dialog.
  await page.goto(`/profiles/${FULL}/publications`);
  await page.getByRole('button', { name: 'Cytuj / eksportuj wszystkie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cytuj lub eksportuj' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Opis bibliograficzny')).toHaveValue(/\(\d{4}\)/, {
    timeout: 90_000, // a profile's references, formatted one by one on a loaded machine
  });
  await expectNoA11yViolations(page);
  await keepScreenshot(page, `cite-dialog-${project}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'BibTeX (.bib)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`publications-${FULL}-bibtex.bib`);
  const bibtex = await readFile((await download.path())!, 'utf8');
  expect(bibtex).toContain(OWN_TITLE);
  expect(bibtex).not.toContain(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
