import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '@playwright/test';

import { expectNoA11yViolations } from '../platform/a11y.js';
import { keepScreenshot } from '../platform/shots.js';

// The layout of every page template, at the width of each project: desktop (1280 px) and
// mobile (375 px; the only specs the mobile project runs). With E2E_SHOTS_DIR set, each test
// also keeps a full-page screenshot of each template to look at (../platform/shots.ts).

// Fixture profile of every default seed (README "Fixture profiles", seeds/src/personas.ts).
const FULL = 'a6879b65-6da0-4287-93a2-565c967e6d39';
/** accounts-and-platform §9: below 768 px the layout is the one of small screens. */
const SMALL_SCREEN = 768;

// Every test opens several templates, each checked with axe on the small screen: a busy 2-core
// machine needs more than the default budgets (conditions are still waited on, never slept).
const expect = baseExpect.configure({ timeout: 15_000 });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** `a` stands left of `b` on the same row (the rows overlap). */
async function expectSideBySide(a: Locator, b: Locator) {
  const [left, right] = [await boxOf(a), await boxOf(b)];
  expect(left.x + left.width, 'left column ends before the right one starts').toBeLessThanOrEqual(
    right.x + 1,
  );
  expect(left.y, 'both on the same row').toBeLessThan(right.y + right.height);
  expect(right.y, 'both on the same row').toBeLessThan(left.y + left.height);
}

/** `a` stands above `b`, in one column (they share their left edge's column). */
async function expectStacked(a: Locator, b: Locator) {
  const [top, bottom] = [await boxOf(a), await boxOf(b)];
  expect(top.y + top.height, 'the first ends before the second starts').toBeLessThanOrEqual(
    bottom.y + 1,
  );
  expect(bottom.x, 'the second is not beside the first').toBeLessThan(top.x + top.width);
}

function isSmallScreen(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < SMALL_SCREEN;
}

/** Nothing wider than the window (no sideways scrolling); the main area fills the content width. */
async function expectFitsWindow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(innerWidth);
  const main = await boxOf(page.locator('main'));
  expect(main.x).toBeGreaterThanOrEqual(0);
  expect(main.x + main.width).toBeLessThanOrEqual(innerWidth);
}

/** The template's screenshots at this width (E2E_SHOTS_DIR, ../platform/shots.ts). */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, `${name}-${width}`);
  // A phone page is many screens long: its first screen as well, at a readable size.
  if (isSmallScreen(page)) {
    await keepScreenshot(page, `${name}-${width}-first-screen`, { fullPage: false });
  }
}

/**
 * The shell and the page's accessibility, then the screenshots when asked for. axe runs on the
 * small screen only: the desktop specs of each area scan the same templates at 1280 px.
 */
async function checkTemplate(page: Page, name: string) {
  await expectFitsWindow(page);
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  if (isSmallScreen(page)) {
    // The main menu moves into the sidebar drawer; the header keeps the menu button.
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  } else {
    await expect(nav).toBeVisible();
  }
  await shoot(page, name);
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice was closed before: it would cover the bottom of every screenshot (its
  // own layout is looked at on the home page, where it is shown).
  await context.addCookies([
    { name: 'ln_cookie_notice', value: '1', url: baseURL ?? 'http://localhost' },
  ]);
});

test.describe('page layout', () => {
  // Up to five templates per test, each scanned by axe on the small screen.
  test.describe.configure({ timeout: 240_000 });
  test('home: the field tiles in a grid, one column on small screens', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Dziedziny nauki' }).getByRole('listitem');
    await expect(tiles).toHaveCount(10);
    if (isSmallScreen(page)) await expectStacked(tiles.nth(0), tiles.nth(1));
    else await expectSideBySide(tiles.nth(0), tiles.nth(1));
    const notice = page.getByRole('region', { name: 'Informacja o plikach cookie' });
    const box = await boxOf(notice);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await checkTemplate(page, 'home');
  });

  test('search: results beside the filters (results wider); one column and a filters toggle on small screens', async ({
    page,
  }) => {
    await page.goto('/profiles');
    const results = page.getByRole('region', { name: 'Wyniki wyszukiwania' });
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.getByRole('heading', { level: 3 })).toHaveCount(20);
    const toggle = page.getByRole('button', { name: /^Filtry \(\d+\)$/ });
    const filters = page.getByRole('complementary', { name: 'Filtry' });
    if (isSmallScreen(page)) {
      await expect(toggle).toBeVisible();
      await expect(filters).toBeHidden();
      await expectStacked(toggle, results);
      await checkTemplate(page, 'search');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectStacked(filters, results);
      const [panel, list] = [await boxOf(filters), await boxOf(results)];
      // One column: the panel and the list take the same width.
      expect(Math.abs(panel.width - list.width)).toBeLessThanOrEqual(1);
      await shoot(page, 'search-filters-open');
    } else {
      await expect(toggle).toBeHidden();
      await expectSideBySide(filters, results);
      const [panel, list] = [await boxOf(filters), await boxOf(results)];
      expect(list.width, 'the results are the wide column').toBeGreaterThan(panel.width * 2);
      await checkTemplate(page, 'search');
    }
  });

  test('advanced search: the groups in columns, one column on small screens', async ({ page }) => {
    await page.goto('/advanced-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyszukiwanie zaawansowane');
    const groups = page.locator('.advanced-search__group');
    if (isSmallScreen(page)) await expectStacked(groups.nth(0), groups.nth(1));
    else await expectSideBySide(groups.nth(0), groups.nth(1));
    await checkTemplate(page, 'advanced-search');
  });

  test('profile: the photo beside the name and labels beside values; stacked on small screens', async ({
    page,
  }) => {
    await page.goto(`/profiles/${FULL}`);
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toContainText('Małgorzata Jadwiga Źródłowska');
    const photo = page.locator('.profile-header__photo');
    const label = page.locator('.description-list dt').first();
    const value = page.locator('.description-list dd').first();
    if (isSmallScreen(page)) {
      await expectStacked(photo, name);
      await expectStacked(label, value);
    } else {
      await expectSideBySide(photo, name);
      await expectSideBySide(label, value);
    }
    // Every tab of the menu stays in sight (the row wraps instead of scrolling).
    const tabs = page.getByRole('navigation', { name: 'Sekcje profilu' }).getByRole('link');
    const width = page.viewportSize()?.width ?? 0;
    for (const tab of await tabs.all()) {
      const box = await boxOf(tab);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await checkTemplate(page, 'profile');
  });

  test('profile tabs: the list fills the content column', async ({ page }) => {
    for (const [name, path] of [
      ['Publikacje', 'publications'],
      ['Dorobek artystyczny', 'achievement'],
      ['Patenty i prawa ochronne', 'patents'],
      ['Projekty', 'projects'],
      ['Prace badawcze', 'research-work'],
    ] as const) {
      await page.goto(`/profiles/${FULL}/${path}`);
      const tab = page.locator('.profile-tab');
      await expect(tab.getByRole('heading', { level: 2, name })).toBeVisible();
      const first = tab.locator('.item-list__item').first();
      const [item, column] = [await boxOf(first), await boxOf(tab)];
      expect(Math.abs(item.width - column.width)).toBeLessThanOrEqual(1);
      await checkTemplate(page, `profile-${path}`);
    }
  });

  test('detail pages: labels beside values, stacked on small screens', async ({ page }) => {
    for (const path of ['publications', 'achievement', 'patents', 'projects', 'research-work']) {
      await page.goto(`/profiles/${FULL}/${path}`);
      await page.locator(`.profile-tab a[href^="/profiles/${FULL}/${path}/"]`).first().click();
      await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeVisible();
      const label = page.locator('.description-list dt').first();
      const value = page.locator('.description-list dd').first();
      if (isSmallScreen(page)) await expectStacked(label, value);
      else await expectSideBySide(label, value);
      await checkTemplate(page, `detail-${path}`);
    }
  });

  test('gremia list and a gremium: the search fields in a row, stacked on small screens', async ({
    page,
  }) => {
    await page.goto('/gremiums');
    const list = page.locator('.gremium-list-page .item-list');
    await expect(list.locator('a[href^="/gremiums/"]').first()).toBeVisible();
    const name = page.getByLabel('Nazwa gremium');
    const status = page.getByLabel('Status');
    if (isSmallScreen(page)) await expectStacked(name, status);
    else await expectSideBySide(name, status);
    await checkTemplate(page, 'gremia');

    await list.locator('a[href^="/gremiums/"]').first().click();
    await expect(
      page.getByRole('region', { name: 'Członkowie' }).getByText(/Liczba osób: \d+/),
    ).toBeVisible();
    const members = page.getByRole('region', { name: 'Członkowie' });
    const functions = page.getByRole('region', { name: 'Funkcje' });
    await expectStacked(members, functions);
    const query = page.getByLabel('Szukaj osoby w gremium');
    const search = page.getByRole('button', { name: 'Szukaj' });
    if (isSmallScreen(page)) await expectStacked(query, search);
    else await expectSideBySide(query, search);
    await checkTemplate(page, 'gremium');
  });

  test('login: the two ways side by side, stacked on small screens', async ({ page }) => {
    await page.goto('/login');
    const options = page.locator('.login-choice__option');
    await expect(options).toHaveCount(2);
    if (isSmallScreen(page)) await expectStacked(options.nth(0), options.nth(1));
    else await expectSideBySide(options.nth(0), options.nth(1));
    await checkTemplate(page, 'login');
  });

  test('status pages: the code above the title, the action below', async ({ page }) => {
    for (const [path, title] of [
      ['/not-found', 'Nie znaleziono strony'],
      ['/unauthorized', 'Logowanie nie powiodło się'],
      ['/service-unavailable', 'Przerwa techniczna'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expectStacked(page.locator('.status-page__code'), heading);
      await checkTemplate(page, `status-${path.slice(1)}`);
    }
  });
});
