// The owner's sales: 25% off one product from now, chosen through the product search, running at
// once with its variants marked down; the shopper's product page shows the sale price with the old
// price struck through until the owner ends it. A sale from tomorrow waits as Scheduled. Uses the
// staff account from scripts/e2e-server.sh, and a product the story adds for itself.
import type { Browser, Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  markSplashSeen,
  signInAsOwner,
  waitForLivePages,
} from './fixtures';

// A run against a store kept from an earlier run tells its own sales apart.
const RUN = Math.random().toString(36).slice(2, 8);
const NOW_SALE = `Quarter off ${RUN}`;
const LATER_SALE = `Mini Me tomorrow ${RUN}`;

/**
 * The product the story marks down: one of its own, added through the admin API as a script
 * would, so no other story reading the seeded catalogue sees its price move.
 */
const PRODUCT = {
  title: `Harbour Sale Dress ${RUN}`,
  handle: `harbour-sale-dress-${RUN}`,
  priceCents: 8000,
  variants: ['S', 'M'],
};

async function addProduct(page: Page) {
  const added = await page.request.post('/api/admin/products', {
    data: {
      handle: PRODUCT.handle,
      name: PRODUCT.title,
      description: '<p>A light dress for the harbour wind.</p>',
      // A subcategory the store already lists, so the shop's menus and chips stay as they are.
      category: 'women',
      subcategory: 'dresses',
      variants: PRODUCT.variants.map((size) => ({
        size,
        color: 'Navy',
        price: (PRODUCT.priceCents / 100).toFixed(2),
        stock: 5,
      })),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** A date and time as a datetime-local field takes it, on this machine's clock (the browser's). */
function localDateTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Sales' }).getByRole('row').filter({ hasText: title });

/** The shopper's product page: the price beside the product's name. */
async function priceOnProductPage(browser: Browser, product: { handle: string; title: string }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await markSplashSeen(context);
  const page = waitForLivePages(await context.newPage());
  await page.goto(`/product/${product.handle}`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: product.title });
  await expect(heading).toBeVisible();
  return { price: heading.locator('xpath=..'), close: () => context.close() };
}

/** The page does not scroll sideways: nothing on it is wider than the screen. */
async function expectFitsScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the owner runs a quarter off one product, the shopper sees it, and ending it puts the price back', async ({
  page,
  browser,
}) => {
  // Six steps, the owner's browser and a shopper's for each price the product page shows.
  test.slow();
  const product = PRODUCT;
  const priceCents = PRODUCT.priceCents;
  const saleCents = Math.round((priceCents * 75) / 100);
  const markedDown = `${PRODUCT.variants.length} variants marked down`;

  await test.step('the owner signs in and opens Sales', async () => {
    await signInAsOwner(page);
    await addProduct(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  });

  await test.step('schedules 25% off the product, found by its name, starting now', async () => {
    await page.getByRole('link', { name: 'Schedule sale' }).click();
    await expect(page.getByRole('heading', { name: 'New sale' })).toBeVisible();
    await page.getByLabel('Title').fill(NOW_SALE);
    await expect(page.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
    await page.getByLabel('Percentage off (%)').fill('25');
    await page.getByLabel('Find products').fill(product.title);
    await page.getByRole('checkbox', { name: product.title, exact: true }).check();
    await expect(page.getByRole('list', { name: 'Chosen products (1)' })).toHaveText(product.title);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Schedule sale' }).click();

    await expect(page.getByRole('heading', { name: NOW_SALE })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Running');
    await expect(overview).toContainText('25% off');
    await expect(overview).toContainText('1 product');
    await expect(overview).toContainText(markedDown);
  });

  await test.step('the list shows it Running with its variants marked down', async () => {
    await page.getByRole('link', { name: '← All sales' }).click();
    const row = rowOf(page, NOW_SALE);
    await expect(row).toContainText('25% off');
    await expect(row).toContainText('1 product');
    await expect(row).toContainText('Running');
    await expect(row).toContainText(markedDown);
    await expect(row).toContainText('Until ended');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the shopper's product page shows the sale price and the old price struck through", async () => {
    const shopper = await priceOnProductPage(browser, product);
    await expect(shopper.price.getByText(formatMoney(saleCents), { exact: true })).toBeVisible();
    await expect(shopper.price.locator('s')).toHaveText(`Was ${formatMoney(priceCents)}`);
    await shopper.close();
  });

  await test.step('the owner ends it, after being told the prices go back', async () => {
    await rowOf(page, NOW_SALE)
      .getByRole('button', { name: `End ${NOW_SALE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `End ${NOW_SALE}?` });
    await expect(dialog).toContainText('Every marked-down price goes back to its price before the sale');
    await dialog.getByRole('button', { name: `Yes, end ${NOW_SALE}` }).click();
    await expect(rowOf(page, NOW_SALE)).toContainText('Ended');
    await expect(rowOf(page, NOW_SALE)).not.toContainText('marked down');
  });

  await test.step('the product page shows the original price again, nothing struck through', async () => {
    const shopper = await priceOnProductPage(browser, product);
    await expect(shopper.price.getByText(formatMoney(priceCents), { exact: true })).toBeVisible();
    await expect(shopper.price.locator('s')).toHaveCount(0);
    await shopper.close();
  });
});

test('a sale from tomorrow waits as Scheduled; list and form fit a phone', async ({ page }) => {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);

  await signInAsOwner(page);
  await page.goto('/admin/sales/new');

  await page.getByLabel('Title').fill(LATER_SALE);
  await page.getByRole('radio', { name: 'Sale price' }).check();
  await page.getByLabel('Sale price ($)').fill('15');
  await page.getByRole('radio', { name: 'A collection' }).check();
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Mini Me Collection' });
  await page.getByLabel('Starts').fill(localDateTime(tomorrow));
  await page.getByRole('button', { name: 'Schedule sale' }).click();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Scheduled');

  await page.getByRole('link', { name: '← All sales' }).click();
  const row = rowOf(page, LATER_SALE);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('All at $15.00');
  await expect(row).toContainText('Collection: Mini Me Collection');
  await expect(row).toContainText(
    `Starts ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(tomorrow)}`,
  );
  await expect(row).not.toContainText('marked down');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row).toBeVisible();
  await expectFitsScreen(page);
  await row.getByRole('link', { name: LATER_SALE }).click();
  await expect(page.getByLabel('Sale price ($)')).toHaveValue('15.00');
  await expectFitsScreen(page);
});
