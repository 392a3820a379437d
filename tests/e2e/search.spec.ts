import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from './platform/a11y.js';
import { keepScreenshot } from './platform/shots.js';

// Fixture profiles of every default seed (README "Fixture profiles", seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const FULL_NAME = 'Małgorzata Jadwiga Źródłowska';
const DECEASED = 'cd50e4e5-375a-4fda-9783-d39bb61365c2';

/** A full-page screenshot without the cookie notice (E2E_SHOTS_DIR, ./platform/shots.ts). */
async function shoot(page: Page, name: string) {
  // The cookie notice would cover part of the results in a full-page picture.
  const closeNotice = page.getByRole('button', {
    name: /Zamknij informację o plikach cookie|Close the cookie notice/,
  });
  if (await closeNotice.isVisible()) await closeNotice.click();
  await keepScreenshot(page, name);
}

/** The live region with the result count. */
function summary(page: Page) {
  return page.locator('.search-toolbar__summary');
}

function results(page: Page) {
  return page.getByRole('region', { name: /Wyniki wyszukiwania|Search results/ });
}

/** The answer for the URL shown has arrived (the previous one stays on screen meanwhile). */
async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Below 768 px the filters fold into a panel: open it when it is folded. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Filtry|Filters) \(\d+\)$/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

test.describe('people search', () => {
  test('a visitor searches with and without Polish letters, sorts, pages, reloads and opens a profile', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/profiles');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wyszukiwarka naukowców' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Wyszukiwarka naukowców | LN');
    await expect(summary(page)).toHaveText(/^Znaleziono osób: \d+$/);
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveCount(20);
    await expectNoA11yViolations(page);
    await shoot(page, 'search-pl');

    // Without Polish letters (search-as-you-type) and with them (Enter): the same person.
    const query = page.getByLabel('Szukaj naukowca');
    await query.fill('zrodlowska');
    await expect(page).toHaveURL(/\?fullQuery=zrodlowska$/);
    await expect(results(page).getByRole('link', { name: FULL_NAME })).toBeVisible();
    await query.fill('Źródłowska');
    await query.press('Enter');
    await expect(page).toHaveURL(/\?fullQuery=%C5%B9r%C3%B3d%C5%82owska$/);
    await expect(results(page).getByRole('link', { name: FULL_NAME })).toBeVisible();

    // Sorting and paging over everyone; both stay in the URL across a reload.
    await query.fill('');
    await query.press('Enter');
    await expect(page).toHaveURL(/\/profiles$/);
    // The URL changes before the new list renders: wait for everyone's full first page (the
    // one-person list before it has a single result).
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveCount(20);
    await settled(page);
    const firstUnsorted = await results(page)
      .getByRole('heading', { level: 3 })
      .first()
      .textContent();
    await page.getByLabel('Sortuj').selectOption({ label: 'Nazwisko Z–A' });
    await expect(page).toHaveURL(/\?sort=surname%2Cdesc$/);
    // The URL changes before the sorted answer is in: wait for the list itself to change.
    await expect(results(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(
      firstUnsorted ?? '',
    );
    await settled(page);
    const firstOfPageOne = await results(page)
      .getByRole('heading', { level: 3 })
      .first()
      .textContent();
    const pager = page.getByRole('navigation', { name: 'Strony wyników wyszukiwania' });
    await pager.getByRole('button', { name: 'Następna' }).click();
    await expect(page).toHaveURL(/\?sort=surname%2Cdesc&page=2$/);
    await expect(pager).toContainText(/Strona 2 z \d+/);
    await expect(results(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(
      firstOfPageOne ?? '',
    );
    await page.reload();
    await settled(page);
    await expect(page.getByLabel('Sortuj')).toHaveValue('surname,desc');
    await expect(
      page.getByRole('navigation', { name: 'Strony wyników wyszukiwania' }),
    ).toContainText(/Strona 2 z \d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=surname%2Cdesc$/);
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      firstOfPageOne ?? '',
    );

    // A result opens the profile.
    await page.goto('/profiles?fullQuery=zrodlowska');
    await results(page).getByRole('link', { name: FULL_NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/profiles/${FULL}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(FULL_NAME);
  });

  test('the deceased appear only when asked for, marked; matching info on request', async ({
    page,
  }) => {
    await page.goto('/profiles?fullQuery=lukasiewicz&showMatching=true');
    await expect(summary(page)).toHaveText(/^Znaleziono osób: \d+$/);
    await settled(page);
    const deceased = results(page).locator('article', {
      has: page.locator(`a[href="/profiles/${DECEASED}"]`),
    });
    await expect(deceased).toHaveCount(0);
    await openFilters(page);
    // A click, not check(): the box follows the URL, which the router renders in a transition.
    const withTheDead = page.getByLabel('Uwzględnij osoby zmarłe');
    await withTheDead.click();
    await expect(withTheDead).toBeChecked();
    await expect(page).toHaveURL(/withTheDead=true/);
    await expect(deceased.getByText('Osoba zmarła')).toBeVisible();
    await expect(deceased).toContainText('Dopasowano: Nazwisko: Łukasiewicz');
  });

  test('a field of science from the home tile, then a discipline facet, refine the search', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Dziedziny nauki' })
      .getByRole('link', { name: 'Nauki ścisłe i przyrodnicze' })
      .click();
    await expect(page).toHaveURL(/\/profiles\?domains=DZ0106N$/);
    await expect(summary(page)).toHaveText(/^Znaleziono osób: \d+$/);
    const fieldTotal = Number((await summary(page).textContent())?.replace(/\D/g, ''));
    await openFilters(page);
    const fields = page.getByRole('group', { name: 'Dziedziny nauki' });
    await expect(fields.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(fields.getByRole('checkbox', { checked: true })).toHaveAccessibleName(
      new RegExp(`\\(${fieldTotal}\\)$`),
    );

    const discipline = page
      .getByRole('group', { name: 'Dyscypliny' })
      .getByRole('checkbox')
      .first();
    const id = (await discipline.getAttribute('id')) ?? '';
    const code = id.replace('facet-disciplines-', '');
    const label = (await page.locator(`label[for="${id}"]`).textContent()) ?? '';
    const count = /\((\d+)\)$/.exec(label)?.[1];
    // A click, not check(): the list re-renders (selected values first) as the URL changes.
    await discipline.click();
    await expect(page).toHaveURL(new RegExp(`\\?disciplines=${code}&domains=DZ0106N$`));
    await expect(summary(page)).toHaveText(`Znaleziono osób: ${count}`);
    await expectNoA11yViolations(page);
  });

  test('advanced search: an institution from the type-ahead, then the results', async ({
    page,
    request,
  }) => {
    test.slow();
    // The full fixture's current employer, as its public profile gives it.
    const details = (await (
      await request.get(`/api/profiles-api/v1.3/public/profile/${FULL}/detailsPerson`)
    ).json()) as { currentEmployments: { institution: string }[] };
    const employer = details.currentEmployments[0]?.institution ?? '';
    expect(employer).not.toBe('');

    await page.goto('/profiles');
    await page.getByRole('link', { name: 'Wyszukiwanie zaawansowane' }).click();
    await expect(page).toHaveURL(/\/advanced-search$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wyszukiwanie zaawansowane' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Wyszukiwanie zaawansowane | LN');
    await expectNoA11yViolations(page);

    await page.getByLabel('Nazwisko', { exact: true }).fill('zrodlowska');
    const institution = page.getByRole('combobox', { name: 'Instytucja' });
    // Enough of the name that the employer is among the 20 suggestions.
    await institution.pressSequentially(employer.slice(0, 24), { delay: 30 });
    const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(employer)}`) });
    await expect(option).toBeVisible();
    await expectNoA11yViolations(page);
    // Keyboard: down to the employer, Enter picks it.
    for (let i = 0; i < 20; i += 1) {
      await institution.press('ArrowDown');
      if ((await option.getAttribute('aria-selected')) === 'true') break;
    }
    await institution.press('Enter');
    await expect(institution).toHaveValue(employer);
    await page.getByRole('button', { name: 'Pokaż wyniki' }).click();

    await expect(page).toHaveURL(
      /\/profiles\?surname=zrodlowska&institutionId=[0-9a-f-]{36}&institution=.+&advancedSearch=true$/,
    );
    await expect(results(page).getByRole('link', { name: FULL_NAME })).toBeVisible();
    await openFilters(page);
    await expect(page.getByRole('region', { name: 'Kryteria wyszukiwania' })).toContainText(
      `Instytucja: ${employer}`,
    );
  });

  test('nobody found: the empty state with a quote', async ({ page }) => {
    await page.goto('/profiles?fullQuery=qwxzqwxz');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Nie znaleziono nikogo' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nic w życiu nie należy się bać, należy to tylko zrozumieć.'),
    ).toBeVisible();
    await expect(page.getByText('— Maria Skłodowska-Curie')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('in English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('app_locale', 'en-EN'));
    await page.goto('/profiles?fullQuery=zolkiewski');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search for scientists' }),
    ).toBeVisible();
    // A search names its query in the title (what a shared link or a bookmark shows).
    await expect(page).toHaveTitle('“zolkiewski” – researcher search | LN');
    await expect(summary(page)).toHaveText(/^People found: \d+$/);
    await expect(results(page).getByRole('link', { name: 'Łukasz Żółkiewski' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, 'search-en');

    await page.goto('/profiles?fullQuery=qwxzqwxz');
    await expect(
      page.getByText('Nothing in life is to be feared, it is only to be understood.'),
    ).toBeVisible();
  });
});
