import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { keepScreenshot } from './shots.js';

/** The owner persona of every seed (seeds/src/personas.ts). */
export const OWNER = { name: 'Małgorzata Źródłowska' };

/**
 * Opens an owner page, which asks for login: the login choice, the national node, the
 * persona, and back to the page.
 */
export async function logInFrom(page: Page, path: string, persona = OWNER) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?returnTo=/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Zaloguj się przez węzeł krajowy' }).click();
  await page.getByRole('button', { name: new RegExp(`Zaloguj jako ${persona.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });
}

/** Nothing wider than the window (375 px phones included); a failure names what sticks out. */
export async function expectNoHorizontalScroll(page: Page) {
  const sticking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const named = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return named.length > 0 ? named : [`the page, ${document.documentElement.scrollWidth} px`];
  });
  expect(sticking).toEqual([]);
}

/**
 * The page at 1280 and 375 px without sideways scrolling, with full-page screenshots
 * (`<name>-<width>.png`) into E2E_SHOTS_DIR when it is set (a person looks at them); back to
 * 1280 × 720 after. An open modal is pictured as the viewport shows it (`fullPage: false`): it
 * is fixed to the viewport, which a full-page picture does not keep.
 */
export async function checkAtBothWidths(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, `${name}-${width}`, options);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
