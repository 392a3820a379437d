import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { expectNoA11yViolations } from './platform/a11y.js';
import { keepScreenshot } from './platform/shots.js';

// Fixture profiles of every default seed (README "Fixture profiles", seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
const HIDDEN = 'c16f7855-38f9-4d6a-a56b-6a18d5853004';
const DECEASED = 'cd50e4e5-375a-4fda-9783-d39bb61365c2';

const TABS = [
  ['Dorobek artystyczny', 'achievement'],
  ['Patenty i prawa ochronne', 'patents'],
  ['Projekty', 'projects'],
  ['Prace badawcze', 'research-work'],
  ['Publikacje', 'publications'],
] as const;

function tabMenu(page: Page) {
  return page.getByRole('navigation', { name: /Sekcje profilu|Profile sections/ });
}

test.describe('public profile pages', () => {
  test('a visitor opens a profile and every tab', async ({ page }) => {
    // Two axe runs and six pages: can pass the default 30 s on a busy 2-core machine.
    test.slow();
    await page.goto(`/profiles/${FULL}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Małgorzata Jadwiga Źródłowska',
    );
    await expect(page).toHaveTitle('Małgorzata Jadwiga Źródłowska | LN');
    const menu = tabMenu(page);
    await expect(menu.getByRole('link', { name: 'O mnie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Stopnie i tytuły' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0000-0010-7000-001X' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'malgorzata.zrodlowska@uj.edu.pl' })).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'profile-pl');

    for (const [name, path] of TABS) {
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/profiles/${FULL}/${path}$`));
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      // Every tab of the full profile has items, each linking to its detail page.
      await expect(
        page.locator(`.profile-tab a[href^="/profiles/${FULL}/${path}/"]`).first(),
      ).toBeVisible();
      await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    // The publications tab is the last one opened: its template, sorting and paging.
    await expect(page.getByText(/Liczba publikacji: \d+/)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Sortuj').selectOption('oldest');
    await expect(page).toHaveURL(/\?sort=oldest$/);
    await page
      .getByRole('navigation', { name: 'Strony listy publikacji' })
      .getByRole('button', { name: 'Następna' })
      .click();
    await expect(page).toHaveURL(/\?sort=oldest&page=2$/);
    await expect(page.getByText(/^Strona 2 z \d+$/)).toBeVisible();
  });

  test('a visitor opens an item of each other tab', async ({ page }) => {
    // Four page templates, each checked with axe: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto(`/profiles/${FULL}`);
    const menu = tabMenu(page);
    for (const [name, path] of TABS.slice(0, 4)) {
      await menu.getByRole('link', { name }).click();
      const first = page.locator(`.profile-tab a[href^="/profiles/${FULL}/${path}/"]`).first();
      const title = (await first.textContent())?.trim() ?? '';
      await first.click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | LN`);
      await expect(
        page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });

  test('a visitor opens a publication and its versions', async ({ page }) => {
    await page.goto(`/profiles/${FULL}/publications`);
    const publicationLink = page
      .locator(`.profile-tab a[href^="/profiles/${FULL}/publications/"]`)
      .first();
    const publicationTitle = (await publicationLink.textContent())?.trim() ?? '';
    await publicationLink.click();
    await expect(page.getByRole('heading', { level: 2, name: publicationTitle })).toBeVisible();
    const versions = page.getByRole('tablist', { name: 'Wersje publikacji' });
    await expect(versions.getByRole('tab', { name: 'Wersja rekomendowana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The full profile's newest publication has its PBN and author versions visible (seed).
    await versions.getByRole('tab', { name: 'Wersja PBN' }).click();
    await expect(versions.getByRole('tab', { name: 'Wersja PBN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: 'Wersja PBN' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(versions.getByRole('tab', { name: 'Moja wersja' })).toBeFocused();
    await versions.getByRole('tab', { name: 'Wersja rekomendowana' }).click();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'publication-pl');
  });

  test('the profile and a publication in English', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('app_locale', 'en-EN'));
    await page.goto(`/profiles/${FULL}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const menu = tabMenu(page);
    await expect(menu.getByRole('link', { name: 'About me' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Degrees and titles' })).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'profile-en');

    await menu.getByRole('link', { name: 'Publications' }).click();
    await page.locator(`.profile-tab a[href^="/profiles/${FULL}/publications/"]`).first().click();
    await expect(
      page.getByRole('tablist', { name: 'Publication versions' }).getByRole('tab', {
        name: 'Recommended version',
      }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'publication-en');
  });

  test('a deceased person is marked as such', async ({ page }) => {
    await page.goto(`/profiles/${DECEASED}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Zbigniew .*Łukasiewicz/);
    await expect(page.getByText('Osoba zmarła')).toBeVisible();
  });

  test('a hidden profile sends the visitor to /hidden-profile', async ({ page }) => {
    await page.goto(`/profiles/${HIDDEN}`);
    await expect(page).toHaveURL(/\/hidden-profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil ukryty');
    await expect(page.getByText('Świątek')).toHaveCount(0);
  });

  test('a visitor goes from a membership to the gremium with its members and functions', async ({
    page,
  }) => {
    await page.goto(`/profiles/${FULL}`);
    const memberships = page.getByRole('region', { name: 'Członkostwo w gremiach' });
    const gremiumLink = memberships.getByRole('link').first();
    const gremiumName = (await gremiumLink.textContent())?.trim() ?? '';
    await gremiumLink.click();

    // The profile's own memberships in that body.
    await expect(page.getByRole('heading', { level: 2, name: gremiumName })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Zobacz skład i funkcje gremium' }).click();

    await expect(page).toHaveURL(/\/gremiums\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: gremiumName })).toBeVisible();
    await expect(page).toHaveTitle(`${gremiumName} | LN`);
    const members = page.getByRole('region', { name: 'Członkowie' });
    await expect(members.getByText(/Liczba osób: \d+/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Funkcje' })).toBeVisible();
    await expectNoA11yViolations(page);

    // One name filter for both lists; Polish letters need not be typed.
    await page.getByLabel('Szukaj osoby w gremium').fill('zrodlowska');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\?query=zrodlowska$/);
    await expect(members.getByText('Liczba osób: 1')).toBeVisible();
    await expect(members.getByRole('link', { name: /Źródłowska/ })).toHaveAttribute(
      'href',
      `/profiles/${FULL}`,
    );
  });
});

test.describe('gremia list', () => {
  test('a visitor lists the bodies, filters them and opens one', async ({ page }) => {
    // Two page templates, an axe run and several round trips: can pass 30 s on a busy machine.
    test.slow();
    await page.goto('/gremiums');
    await expect(page.getByRole('heading', { level: 1, name: 'Gremia' })).toBeVisible();
    await expect(page).toHaveTitle('Gremia | LN');
    await expect(page.getByText(/^Liczba gremiów: \d+$/)).toBeVisible();
    const list = page.locator('.gremium-list-page .item-list');
    await expect(list.locator('a[href^="/gremiums/"]').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'gremia-pl');

    // Polish letters need not be typed: "mlodych" finds both bodies with "Młodych".
    await page.getByLabel('Nazwa gremium').fill('mlodych');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/gremiums\?query=mlodych$/);
    await expect(page.getByText('Liczba gremiów: 2', { exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Akademia Młodych Uczonych PAN' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Rada Młodych Naukowców' })).toBeVisible();

    // Former bodies only: each is marked so; the name filter is kept.
    await page.getByLabel('Status').selectOption('FORMER');
    await expect(page).toHaveURL(/\?query=mlodych&status=FORMER$/);
    await expect(page.getByText('Nie znaleziono gremiów.')).toBeVisible();
    await page.getByLabel('Nazwa gremium').fill('');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/gremiums\?status=FORMER$/);
    await expect(list.getByRole('link', { name: 'Komitet Badań Naukowych' })).toBeVisible();
    await expect(list.getByText(/Gremium obecne/)).toHaveCount(0);

    // A shared link restores the search; its item opens the body's page.
    await page.goto(`/gremiums?query=${encodeURIComponent('rada młodych')}`);
    await expect(page.getByLabel('Nazwa gremium')).toHaveValue('rada młodych');
    await list.getByRole('link', { name: 'Rada Młodych Naukowców' }).click();
    await expect(page).toHaveURL(/\/gremiums\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rada Młodych Naukowców' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Rada Młodych Naukowców | LN');
    await expect(
      page.getByRole('region', { name: 'Członkowie' }).getByText(/Liczba osób: \d+/),
    ).toBeVisible();
  });

  test('the calls and elections page is there in both languages, keyboard and axe clean', async ({
    page,
  }) => {
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konkursy i wybory');
    await expect(page.getByText('Nie ma teraz ogłoszonych konkursów ani wyborów.')).toBeVisible();
    await expectNoA11yViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await keepScreenshot(page, `announcements-${width}`, { fullPage: false });
    }
  });
});

test.describe('discovery on the profile (decision 047)', () => {
  test('from a profile: the co-author network by keyboard, a co-author, the similar researchers with reasons, in both languages', async ({
    page,
  }) => {
    test.slow();
    const coauthors = page.getByRole('heading', { level: 2, name: 'Współautorzy' });
    // The discovery tables are built by a job once the server is up: reload until they are.
    await expect(async () => {
      await page.goto(`/profiles/${FULL}`);
      await expect(coauthors).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    const similar = page.getByRole('region', { name: 'Podobni naukowcy' });
    await expect(similar.getByText(/^Wspólne słowa kluczowe: /).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('region', { name: 'Współautorzy' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'discovery-profile-pl');

    // By keyboard: the link to the network, then a co-author's node in the drawing.
    await page.getByRole('link', { name: 'Sieć współautorów' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/profiles/${FULL}/coauthors$`));
    await expect(
      page.getByRole('table', { name: 'Powiązania w sieci współautorów' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await keepScreenshot(page, 'discovery-network-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'discovery-network-375');
    await page.setViewportSize({ width: 1280, height: 720 });

    const node = page.locator('.discovery-network__node:not(.discovery-network__node--center)');
    const href = await node.first().getAttribute('href');
    await page.getByRole('link', { name: 'Wróć do profilu' }).focus();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await node.first().evaluate((el) => el === document.activeElement)) break;
    }
    await expect(node.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // In English: the same sections and reasons.
    await page.evaluate(() => localStorage.setItem('app_locale', 'en-EN'));
    await page.goto(`/profiles/${FULL}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Co-authors' })).toBeVisible();
    const similarEn = page.getByRole('region', { name: 'Similar researchers' });
    await expect(similarEn.getByText(/^Shares the keywords: /).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await similarEn.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'discovery-similar-en-1280', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await similarEn.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'discovery-similar-en-375', { fullPage: false });
  });
});
