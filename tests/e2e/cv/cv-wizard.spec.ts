import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { expectNoHorizontalScroll, logInFrom } from '../platform/owner-session.js';
import { keepScreenshot } from '../platform/shots.js';

// The owner persona and their full fixture profile (seeds/src/personas.ts).
const expect = baseExpect.configure({ timeout: 15_000 });
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';

/** Checks the step at 1280 and 375 px (layout, axe) and keeps screenshots when asked to. */
async function checkStep(page: Page, name: string) {
  await expectNoA11yViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 720 });
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, `cv-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const titles = (list: Locator) => list.locator('.cv-publication__title').allInnerTexts();

test('the owner creates a Polish CV, goes through the five steps and downloads it', async ({
  page,
}) => {
  test.setTimeout(400_000); // a login, five saves and three documents on a shared machine
  await logInFrom(page, `/profiles/${FULL}/edit`);

  // The edit page lists the CVs and creates one in Polish.
  const section = page.getByRole('region', { name: 'Moje CV' });
  await section.getByRole('button', { name: 'Utwórz CV po polsku' }).click();
  await expect(page).toHaveURL(new RegExp(`/generator-cv/${FULL}/[0-9a-f-]{36}$`));
  const wizardUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Generator CV' })).toBeVisible();
  await expect(page.getByText('Język dokumentu: polski')).toBeVisible();

  // 1. Basic information, prefilled; "Nazwisko" moved up by keyboard.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Informacje podstawowe' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Krok 1 z 5/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('Małgorzata Jadwiga');
  const fieldLabels = page.locator('.cv-sortable .form-field__label');
  await expect(fieldLabels.first()).toHaveText('Imię');
  await page.getByRole('button', { name: 'Przesuń wyżej: Nazwisko' }).focus();
  await page.keyboard.press('Enter');
  await expect(fieldLabels.first()).toHaveText('Nazwisko');
  await expect(page.getByText('Nazwisko: pozycja 1 z', { exact: false })).toBeAttached();
  await checkStep(page, 'basic');
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();

  // 2. Qualifications.
  await expect(page.getByRole('heading', { level: 2, name: 'Kwalifikacje' })).toBeVisible();
  await expect(page).toHaveURL(/step=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kwalifikacje' })).toBeFocused();
  await page.getByLabel('Lata doświadczenia').fill('17');
  await checkStep(page, 'qualifications');
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();

  // 3. Publications: five suggested; search, add one, reorder by keyboard and by drag.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Publikacje', exact: true }),
  ).toBeVisible();
  const chosen = page.locator('.cv-publications');
  await expect(chosen.locator('.cv-sortable__item')).toHaveCount(5);
  const results = page.locator('.cv-chooser__result');
  const addable = results.filter({ has: page.locator('button:enabled') });
  await expect(addable.first()).toBeVisible();
  const newTitle = (await addable.first().locator('.cv-publication__title').innerText()).trim();
  const word = newTitle.split(/\s+/).find((w) => w.length > 5)!;
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(word);
  await expect(page.getByText(/Znaleziono publikacji: \d+/)).toBeAttached();
  // The filtered answer replaces the whole list once it arrives (the search is debounced).
  await expect
    .poll(async () => {
      const shown = await results.locator('.cv-publication__title').allInnerTexts();
      return shown.length > 0 && shown.every((t) => t.toLowerCase().includes(word.toLowerCase()));
    })
    .toBe(true);
  await page.getByRole('button', { name: `Dodaj do CV: ${newTitle}` }).click();
  await expect(chosen.locator('.cv-sortable__item')).toHaveCount(6);
  expect((await titles(chosen))[5]).toBe(newTitle);
  await page.getByRole('button', { name: `Przesuń wyżej: ${newTitle}` }).click();
  expect((await titles(chosen))[4]).toBe(newTitle);
  await expect(page.getByRole('button', { name: `Przesuń wyżej: ${newTitle}` })).toBeFocused();
  // Drag the first publication onto the second place.
  const before = await titles(chosen);
  await chosen
    .locator('.cv-sortable__item')
    .nth(0)
    .dragTo(chosen.locator('.cv-sortable__item').nth(1));
  await expect.poll(() => titles(chosen)).toEqual([before[1], before[0], ...before.slice(2)]);
  // The list in a citation style (issue 49, decision 051), saved with the step.
  await page.getByLabel('Styl cytowania listy').selectOption('ieee');
  await checkStep(page, 'publications');
  const order = await titles(chosen);
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();

  // 4. Descriptive part: tips, a counter, a narrative citing a publication.
  await expect(page.getByRole('heading', { level: 2, name: 'Część opisowa' })).toBeVisible();
  const field = page.getByLabel('Wkład w rozwój nauki');
  await expect(
    page.getByText('Jak Twoje badania zmieniły stan wiedzy w dziedzinie?'),
  ).toBeVisible();
  await field.fill('Opracowałam nową metodę syntezy ');
  const narrative = page.locator('.cv-narrative').filter({ has: field });
  await expect(narrative.getByText('Znaki: 32 z 5000')).toBeVisible();
  const cite = narrative.getByLabel('Powołaj się na pracę');
  const citedTitle = order[0]!;
  const option = cite.locator('option').filter({ hasText: citedTitle }).first();
  await cite.selectOption({ value: (await option.getAttribute('value'))! });
  await narrative.getByRole('button', { name: 'Wstaw odsyłacz' }).click();
  await expect(field).toHaveValue(/^Opracowałam nową metodę syntezy \[\[pub:[0-9a-f-]{36}\]\]$/);
  await expect(narrative.getByText('Prace cytowane w tym polu:')).toBeVisible();
  await checkStep(page, 'description');
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();

  // 5. Summary: the preview in the saved order with the reference, and the downloads.
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();
  const preview = page.getByRole('article', { name: 'Podgląd CV' });
  await expect(preview.getByText('Opracowałam nową metodę syntezy [1]')).toBeVisible();
  await expect(preview.locator('ol').first().locator('li').first()).toContainText(order[0]!);
  // IEEE: the first author's initial before the surname.
  await expect(preview.locator('ol').first().locator('li').first()).toHaveText(/^[A-ZŁŚŻŹ]\. \S+/);
  await expect(preview.getByText('Lata doświadczenia: 17')).toBeVisible();
  await checkStep(page, 'summary');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^CV-Małgorzata-Źródłowska-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfPath = await pdf.path();
  expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-']).toString('utf8');
  expect(pdfText).toContain('Źródłowska');
  expect(pdfText).toContain('Opracowałam nową metodę syntezy [1]');
  // Issue 49: the PDF carries its verification code, as a reviewer reads it with pdftotext.
  const code = /Kod weryfikacji: ((?:[0-9a-f]{4}-){5}[0-9a-f]{4})/.exec(pdfText)?.[1];
  expect(code).toBeDefined();

  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz DOCX' }).click(),
  ]);
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  const docxPath = await docx.path();
  expect((await readFile(docxPath)).subarray(0, 2).toString()).toBe('PK');
  const xml = execFileSync('unzip', ['-p', docxPath, 'word/document.xml']).toString('utf8');
  expect(xml).toContain('Źródłowska');

  // The unchanged CV kept one code for both files; the summary lists it.
  const codes = page.getByRole('region', { name: 'Kody weryfikacji' });
  await expect(codes.getByRole('link', { name: code! })).toBeVisible();
  await expect(codes.getByRole('listitem')).toHaveCount(1);
  await checkStep(page, 'summary-codes');

  // The reviewer types the code into the verify page by keyboard and sees the confirmed degree.
  await page.goto('/verify');
  await page.getByLabel('Kod weryfikacji').focus();
  await page.keyboard.type(code!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Weryfikacja CV' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Podpis jest prawidłowy');
  const degrees = page.getByRole('region', { name: 'Stopnie i tytuły' });
  await expect(degrees.getByText('prof.', { exact: false })).toBeVisible();
  await expect(degrees.getByText('potwierdzone w rejestrze')).toBeVisible();
  await expect(degrees.getByText('POL-on')).toBeVisible();
  await checkStep(page, 'verify');

  // Reopened from the list, the CV keeps what was saved; the English interface too.
  await page.goto(`/profiles/${FULL}/edit`);
  await page.getByRole('region', { name: 'Moje CV' }).getByRole('link').first().click();
  await expect(page).toHaveURL(wizardUrl);
  await expect(page.locator('.cv-sortable .form-field__label').first()).toHaveText('Nazwisko');
  await page.evaluate(() => localStorage.setItem('app_locale', 'en-EN'));
  await page.goto(`${wizardUrl}?step=3`);
  await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible();
  expect(await titles(page.locator('.cv-publications'))).toEqual(order);
  await checkStep(page, 'publications-en');
  await page.goto(`${wizardUrl}?step=5`);
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await checkStep(page, 'summary-en');

  // The owner revokes the code; the verify page, in English, says so.
  await page.getByRole('button', { name: `Revoke code ${code}` }).click();
  await expect(page.getByText(/revoked on/)).toBeVisible();
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CV verification' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('The owner revoked this code');
  await expect(page.getByRole('region', { name: 'Degrees and titles' })).toContainText(
    'confirmed by the registry',
  );
  await checkStep(page, 'verify-en');
});
