// Shared browser-test fixtures. Each test starts with a clean browser context (empty
// local storage), and the splash screen is marked as seen unless a test asks for it.
// Pages arrive rendered by the server; a test acts once the page is live, as the store marks
// it (html[data-ready], set when the page's code has taken over) and once the parts that load
// on their own (src/client/lib/deferred-hydration.tsx) are live where they show, so no click
// is lost. A part further down comes alive as a test scrolls to it: see liveSection.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEFERRED_PART_AHEAD_PX, SPLASH_SEEN_KEY } from '../src/shared/page-render';

/** Marks the splash as seen (localStorage), for every page the page or context opens. */
export async function markSplashSeen(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => window.localStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
}

async function pageIsLive(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  // The same rule as the parts' observer: shown, and within DEFERRED_PART_AHEAD_PX below the screen.
  await page.waitForFunction(
    (ahead) =>
      [...document.querySelectorAll('[data-island]:not([data-live])')].every((island) => {
        const box = island.firstElementChild?.getBoundingClientRect();
        return !box || box.width === 0 || box.top > window.innerHeight + ahead;
      }),
    DEFERRED_PART_AHEAD_PX,
  );
}

/** Scrolls a part that loads near the screen into view and waits until it is live. */
export async function liveSection(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-live]`).waitFor({ state: 'attached' });
}

/** Makes the page's goto and reload return once the page is live. */
export function waitForLivePages(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await pageIsLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await pageIsLive(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ showSplash: boolean }>({
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash, javaScriptEnabled }, use) => {
    if (!showSplash) {
      await markSplashSeen(page);
    }
    await use(javaScriptEnabled === false ? page : waitForLivePages(page));
  },
});

export { expect };

/** Fails on serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast fading in is half transparent for a moment, which reads as poor contrast: the
  // check waits for what is moving to settle (never for a spinner, which turns forever).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The owner account the browser tests' server is started with. */
export const OWNER = { username: 'e2e-admin', password: 'e2e-password-123' };

/** Signs the owner in through the staff sign-in page and waits for the dashboard. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
