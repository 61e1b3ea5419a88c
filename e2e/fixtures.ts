// Shared browser-test fixtures. Each test starts with a clean browser context (empty
// local storage), and the splash screen is marked as seen unless a test asks for it.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const test = base.extend<{ showSplash: boolean }>({
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash }, use) => {
    if (!showSplash) {
      await page.addInitScript(() => window.sessionStorage.setItem('tj-splash-seen', '1'));
    }
    await use(page);
  },
});

export { expect };

/** Fails on serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
