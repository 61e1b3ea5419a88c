// Shopper stories for search: the header's suggestions while typing (by keyboard and by
// pointer), and "Did you mean" on a search that found nothing.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The first answer of a page can be slow on a busy machine; later steps use the default. */
const FIRST_LOAD = 30_000;
const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => header(page).getByRole('listbox', { name: 'Search suggestions' });

async function openSearch(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Open search' }).click({ timeout: FIRST_LOAD });
  await expect(searchBox(page)).toBeFocused();
}

test('a shopper picks a product from the suggestions while typing in the header', async ({ page }) => {
  await test.step('typing the start of a word suggests products with their prices, and categories', async () => {
    await openSearch(page);
    await searchBox(page).pressSequentially('satin sli');
    await expect(suggestions(page)).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    const satin = suggestions(page)
      .getByRole('option', { name: /Satin Slip Maxi Dress/ })
      .first();
    await expect(satin).toBeVisible();
    await expect(satin).toContainText(/\$\d+\.\d{2}/);
    await expect(suggestions(page).getByRole('option', { name: 'Women › Dresses' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('arrows choose a suggestion, Escape closes the list, Enter opens the chosen product', async () => {
    await searchBox(page).press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    const title = ((await first.textContent()) ?? '').replace(/\$[\d,.]+$/, '').trim();
    expect(title).toMatch(/Satin Slip Maxi Dress/);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/product\/satin-slip-maxi-dress/);
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('a pointer opens a suggestion too, and Escape closes the list before the box', async () => {
    await header(page).getByRole('button', { name: 'Open search' }).click();
    await searchBox(page).pressSequentially('jeans');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).press('ArrowDown');
    const option = suggestions(page).getByRole('option', { name: /Jeans/ }).first();
    const title = ((await option.textContent()) ?? '').replace(/\$[\d,.]+$/, '').trim();
    await option.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('Enter without a chosen suggestion searches the shop', async () => {
    await header(page).getByRole('button', { name: 'Open search' }).click();
    await searchBox(page).fill('red dress');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/shop\?query=red%20dress$/);
    await expect(main(page).getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('red dress');
  });
});

test('a misspelt search that finds nothing offers the spelling that does', async ({ page }) => {
  await page.goto('/shop?query=drezzes');
  await expect(main(page).getByRole('heading', { name: 'No products found' })).toBeVisible({ timeout: FIRST_LOAD });
  const fix = main(page).getByRole('link', { name: 'dresses' });
  await expect(main(page).getByText(/Did you mean/)).toHaveText('Did you mean dresses?');
  await expectNoSeriousA11yViolations(page);

  await fix.click();
  await expect(page).toHaveURL(/\/shop\?query=dresses$/);
  await expect(main(page).getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Shop products' }).getByRole('article').first()).toContainText(
    /Dress/,
  );
});

test.describe('on a phone', () => {
  for (const width of [320, 390]) {
    test(`the header's search opens a box as wide as the screen, suggests as the shopper types and finds the phrase (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await header(page).getByRole('button', { name: 'Open search' }).click({ timeout: FIRST_LOAD });
      await expect(searchBox(page)).toBeFocused();
      const box = (await searchBox(page).boundingBox())!;
      expect(box.width, 'the box spans the screen less its margins').toBeGreaterThan(width - 40);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page is no wider than the screen',
      ).toBeLessThanOrEqual(width);
      await searchBox(page).pressSequentially('satin sli');
      const satin = suggestions(page)
        .getByRole('option', { name: /Satin Slip Maxi Dress/ })
        .first();
      await expect(satin).toBeVisible();
      const list = (await suggestions(page).boundingBox())!;
      expect(list.x, 'the suggestions start on screen').toBeGreaterThanOrEqual(0);
      expect(list.x + list.width, 'and end on it').toBeLessThanOrEqual(width);
      await searchBox(page).press('Escape');
      await searchBox(page).fill('dress');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/shop\?query=dress/);
      await expect(main(page).getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('dress');
      await expect(main(page).getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
    });
  }
});
