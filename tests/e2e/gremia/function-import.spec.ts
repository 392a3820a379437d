import { readFileSync } from 'node:fs';
import { seedId } from '@ln/seeds';
import type { Download, Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { checkAtBothWidths, logInFrom } from '../platform/owner-session.js';

// The machine that runs the suite is shared: waits are for conditions, with room to spare.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000 });

// The administrator's function import (accounts-and-platform §2 `/function-import`, §6):
// `admin` downloads the template, fills it with one bad row, reads the dry-run report, fixes
// the row, applies the file and finds the function on the body's public page. Then, beside it,
// the registry sync (issue 42, `/data-sources`): a person moves to another institution at
// RAD-on; the administrator runs the sync, sees its progress and counts, and finds the new
// employment on the person's public profile.
const ADMIN = { name: 'Joanna Kamińska' };
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

const text = async (download: Download) =>
  readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');

/** Ewa Gąsiorowska, fixture profile 6 of every seed: the same person at RAD-on (index 6). */
const MOVER = { index: 6, surname: 'Gąsiorowska' };
const CONTROL = '/stand-ins/_control';

/**
 * Moves MOVER at RAD-on (the stand-in's control, docs/registries.md "Stand-ins") to an
 * institution she is not employed at, keeping the rest of her record; answers its name.
 */
async function moveAtRadon(page: Page): Promise<string> {
  // An empty change answers the record as RAD-on holds it.
  const held = await page.request.put(`${CONTROL}/radon/people/${MOVER.index}`, { data: {} });
  expect(held.ok()).toBe(true);
  const { employments } = (await held.json()) as {
    employments: Array<Record<string, unknown> & { employingInstitutionUuid: string }>;
  };
  const list = await page.request.get(
    '/stand-ins/radon/opendata/polon/institutions?resultNumbers=100',
  );
  const { results } = (await list.json()) as {
    results: Array<{ institutionUuid: string; name: string }>;
  };
  const current = new Set(employments.map((e) => e.employingInstitutionUuid));
  const target = results.find((i) => !current.has(i.institutionUuid));
  expect(target).toBeDefined();
  const moved = await page.request.put(`${CONTROL}/radon/people/${MOVER.index}`, {
    data: {
      employments: [
        {
          ...employments[0],
          startDate: '2026-12-01',
          employingInstitutionName: target!.name,
          employingInstitutionUuid: target!.institutionUuid,
          basicPlaceOfWork: 'Tak',
        },
      ],
    },
  });
  expect(moved.ok()).toBe(true);
  return target!.name;
}

/** `/data-sources`: Run now (incremental), its progress, how it ended, the history. */
async function runTheSync(page: Page) {
  // RAD-on's first answer makes the sync wait (429, Retry-After), so the run is seen moving.
  const faults = await page.request.post(`${CONTROL}/faults`, {
    data: { source: 'radon', script: [{ status: 429, retryAfterSeconds: 4 }] },
  });
  expect(faults.ok()).toBe(true);
  await page.goto('/data-sources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Źródła danych');
  const radon = page.getByRole('region', { name: 'RAD-on (POL-on)' });
  await expect(radon.getByText('skonfigurowane', { exact: true })).toBeVisible();
  // Keyboard only: the incremental scope is the default; Run now is pressed with Enter.
  await expect(radon.getByRole('radio', { name: /przyrostowy/ })).toBeChecked();
  const runNow = radon.getByRole('button', { name: 'Uruchom teraz' });
  await runNow.focus();
  await page.keyboard.press('Enter');
  const bar = radon.getByRole('progressbar', { name: 'Postęp synchronizacji: RAD-on (POL-on)' });
  await expect(bar).toBeVisible();
  await expect(runNow).toBeDisabled();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'data-sources-running-pl');

  // It ends by itself (polled): the result, the counts with the changed person, the history.
  await expect(radon.getByText('Przebieg zakończony.')).toBeVisible({ timeout: 180_000 });
  await expect(bar).toHaveCount(0);
  // The card's live region (beside the spinners of lists still loading) said how it ended.
  await expect(radon.getByRole('status').filter({ hasText: /^RAD-on \(POL-on\):/ })).toHaveText(
    'RAD-on (POL-on): zakończony',
  );
  const counts = radon.getByLabel('Liczby ostatniego przebiegu');
  const changed = counts.getByRole('definition').nth(1);
  await expect(changed).toHaveText(/^[1-9]\d*$/);
  const history = page.getByRole('region', { name: 'Historia przebiegów: RAD-on (POL-on)' });
  await expect(history.getByRole('row').nth(1)).toContainText('przez administratora');
  await expect(history.getByRole('row').nth(1)).toContainText('zakończony');
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'data-sources-finished-pl');
}

test('admin imports the template with one bad row, reads the report, fixes it and applies', async ({
  page,
}) => {
  // A login, two checks and an apply, a registry sync, axe runs and screenshots, on a shared
  // machine.
  test.setTimeout(480_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Zamknij informację o plikach cookie' }).click();
  await logInFrom(page, '/function-import', ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import funkcji');
  await expectNoA11yViolations(page);

  // A body of this portal (source USER) from the seed, as the file names it: by its exact name.
  const ids = await page.evaluate(async () => {
    const res = await fetch('/api/profiles-api/v1.0/public/gremium?size=100');
    const body = (await res.json()) as { content: Array<{ gremiumId: string }> };
    return body.content.map((g) => g.gremiumId);
  });
  let gremium: { id: string; name: string } | null = null;
  for (const id of ids) {
    const detail = await (
      await page.request.get(`/api/profiles-api/v1.1/public/gremium/${id}`)
    ).json();
    if (detail.source === 'USER') {
      gremium = { id, name: detail.gremium.name as string };
      break;
    }
  }
  expect(gremium).not.toBeNull();

  // The template: its header row is the file's first line.
  const template = await downloaded(page, () =>
    page.getByRole('button', { name: 'Pobierz szablon CSV' }).click(),
  );
  expect(template.suggestedFilename()).toBe('function-import-template.csv');
  const header = (await text(template)).trim();
  expect(header).toBe(
    'gremiumId,gremiumName,profileId,orcid,pesel,functionPl,functionEn,dateFrom,dateTo',
  );

  const role = `koordynator importu ${Date.now().toString(36)}`;
  const goodRow = `,"${gremium!.name}",${FULL},,,${role},import coordinator,2024-03-01,`;
  const badRow = `,"${gremium!.name}",${FULL},,,${role} (zastępstwo),deputy coordinator,2024-13-01,`;
  const fileWith = (second: string) => ({
    name: 'funkcje.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${goodRow}\n${second}\n`, 'utf8'),
  });

  // The check of the file with a bad row: the report names its row and column; no apply.
  const fileInput = page.getByLabel('Plik z funkcjami');
  await fileInput.setInputFiles(fileWith(badRow));
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  const report = page.getByRole('region', { name: 'Wynik sprawdzenia' });
  await expect(report.getByRole('alert')).toContainText('Plik zawiera błędy');
  await expect(report.getByRole('definition').nth(4)).toHaveText('1');
  const badLine = report.getByRole('row').filter({ hasText: 'kolumna dateFrom' });
  await expect(badLine.getByRole('cell').first()).toHaveText('3');
  await expect(badLine).toContainText('data musi mieć postać RRRR-MM-DD');
  await expect(badLine).toContainText('2024-13-01');
  await expect(page.getByRole('button', { name: 'Zastosuj import' })).toHaveCount(0);
  // The whole report, not only its errors.
  await report.getByLabel('Pokaż tylko wiersze z błędami').uncheck();
  await expect(report.getByRole('row').filter({ hasText: 'utworzenie' })).toContainText(role);
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'function-import-errors-pl');

  const errorCsv = await downloaded(page, () =>
    report.getByRole('button', { name: 'Pobierz raport błędów (CSV)' }).click(),
  );
  expect(await text(errorCsv)).toContain('3,dateFrom,INVALID_DATE');

  // The fixed file: clean, applied with its progress, then in the history.
  await fileInput.setInputFiles(fileWith(badRow.replace('2024-13-01', '2024-12-01')));
  await page.getByRole('button', { name: 'Sprawdź plik' }).click();
  await expect(report.getByRole('status')).toHaveText(
    'Plik nie zawiera błędów. Możesz zastosować import.',
  );
  await expect(report.getByRole('definition').nth(1)).toHaveText('2');
  // Keyboard only: the apply button is reached by Tab and pressed with Enter.
  const applyButton = page.getByRole('button', { name: 'Zastosuj import' });
  await applyButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Import zastosowany' })).toHaveText(
    'Import zastosowany: utworzono 2, zmieniono 0, bez zmian 0.',
  );
  const history = page.getByRole('region', { name: 'Historia importów funkcji' });
  await expect(history.getByRole('row').nth(1)).toContainText('import');
  await expect(history.getByRole('row').nth(1)).toContainText('zakończony');
  await expect(history.getByRole('row').nth(1)).toContainText(ADMIN.name);
  await expect(history.getByRole('row').nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  // Newest first: this apply, the clean check, then the check with its error report.
  const errorReport = { name: /Pobierz raport błędów importu/ };
  await expect(history.getByRole('row').nth(1).getByRole('button', errorReport)).toHaveCount(0);
  await expect(history.getByRole('row').nth(2).getByRole('button', errorReport)).toHaveCount(0);
  await expect(history.getByRole('row').nth(3).getByRole('button', errorReport)).toBeVisible();
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'function-import-applied-pl');

  // English.
  await page.getByRole('button', { name: 'EN — zmień język na angielski' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function import');
  const lastImport = page
    .getByRole('region', { name: 'History of function imports' })
    .getByRole('row')
    .nth(1);
  await expect(lastImport).toContainText('finished');
  // The English date of every screen: mm/dd/yy, with a 12-hour time.
  await expect(lastImport).toContainText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}\s[AP]M/);
  await expectNoA11yViolations(page);
  await checkAtBothWidths(page, 'function-import-applied-en');
  await page.getByRole('button', { name: 'PL — switch language to Polish' }).click();

  // At once on the body's public page.
  await page.goto(`/gremiums/${gremium!.id}`);
  await expect(page.getByRole('region', { name: 'Funkcje' })).toContainText(role);

  // The registry sync: the person's move at RAD-on reaches her public profile.
  const institution = await moveAtRadon(page);
  await runTheSync(page);
  await page.goto(`/profiles/${seedId('profile', MOVER.index)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(MOVER.surname);
  await expect(page.getByRole('main')).toContainText(institution);
  expect(consoleErrors).toEqual([]);
});
