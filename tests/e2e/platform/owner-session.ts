import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

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

/** Nothing wider than the window (375 px phones included). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
