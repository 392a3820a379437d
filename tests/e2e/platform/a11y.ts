import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * axe-core with the WCAG 2.1 A and AA rules: the page template must have no violation.
 *
 * In axe's "legacy" mode: `axe.run` in the page itself. The default mode runs `axe.runPartial`
 * in every frame and then opens a blank tab, injects axe (550 KB) into it a second time and
 * merges the frames' results there; that is for cross-origin frames, and the portal's pages have
 * no frames at all. The same rules on the same page, with the same results, in half the time:
 * 0.8–1.3 s a scan against 1.6–2.6 s (search, profile, home), and the scans were a third of the
 * browser's CPU in the e2e specs that use them (docs/testing.md).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
