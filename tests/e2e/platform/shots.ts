import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (rule 9 of the guide: every screen at 1280 and 375 px
 * before an issue is resolved), written as `<name>.png` into E2E_SHOTS_DIR, and taken only when
 * that is set:
 *
 *     E2E_SHOTS_DIR=/tmp/shots pnpm test --only e2e layout/layout.spec.ts
 *
 * A run without it takes none. Nobody looks at a picture of a run that passed, and a full-page
 * picture costs the browser 0.2–0.8 s of CPU to paint and encode: the layout spec took 86 s of
 * CPU without its screenshots against 110–116 s with them. A failing test still keeps its picture
 * (`screenshot: 'only-on-failure'` in playwright.config.ts). What the pictures show is asserted
 * as well: the layout checks measure boxes and widths.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // In CSS pixels: at the phone's device scale (2.6) a full page has 7 times the pixels, and
  // encoding it took 15–28 s against 2–3 s on the shared machine, with nothing more to see.
  await page.screenshot({
    path: join(folder, `${name}.png`),
    fullPage: options.fullPage ?? true,
    scale: 'css',
  });
}
