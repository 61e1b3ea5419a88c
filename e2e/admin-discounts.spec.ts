// The owner's discounts: a promo code made in the admin without code, listed as it stands, taken
// by a shopper's cart, and paused so the next shopper's cart refuses it. Uses the staff account
// from scripts/e2e-server.sh.
import type { Browser, Page } from '@playwright/test';
import type { CartItem } from '../src/shared/schemas/cart';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  markSplashSeen,
  signInAsOwner,
  waitForLivePages,
} from './fixtures';
import { addToCartOnProductPage } from './support/account';
import { cartLineWhere } from './support/store';

// Codes are unique in the store: a run against a store kept from an earlier run makes its own.
const CODE = `SPRING15-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/** A shopper of their own (their own cart) with the line in the cart, at the cart page. */
async function shopperAtCart(browser: Browser, line: CartItem): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await markSplashSeen(context);
  const page = waitForLivePages(await context.newPage());
  await addToCartOnProductPage(page, line);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  return page;
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Promo Code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** The page does not scroll sideways: nothing on it is wider than the screen. */
async function expectFitsScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const rowOf = (page: Page, code: string) =>
  page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: code });

test('the owner makes a promo code, a shopper uses it, and once paused it is refused', async ({
  page,
  browser,
  request,
}) => {
  // Seven steps in three browsers (the owner and two shoppers), with two accessibility scans.
  test.slow();
  const line = await cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 5);

  await test.step('the owner signs in and opens Discounts', async () => {
    await signInAsOwner(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Discounts' }).click();
    await expect(page.getByRole('heading', { name: 'Discounts', exact: true })).toBeVisible();
  });

  await test.step('creates 15% off the order with a code and a limit of 100 uses', async () => {
    await page.getByRole('link', { name: 'Create discount' }).click();
    await expect(page.getByRole('heading', { name: 'New discount' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Title').fill('Spring sale');
    await page.getByLabel('Code (optional)').fill(CODE);
    await expect(page.getByLabel('Discount type')).toHaveValue('order-percent');
    await page.getByLabel('Percentage off (%)').fill('15');
    await page.getByLabel('Total uses (optional)').fill('100');
    await page.getByRole('button', { name: 'Create discount' }).click();

    await expect(page.getByRole('heading', { name: 'Spring sale' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Active');
    await expect(overview).toContainText('15% off your order');
    await expect(overview).toContainText('Used 0 / 100, $0.00 off orders');
  });

  await test.step('the list shows it Active, unused, with its rule in words', async () => {
    await page.getByRole('link', { name: '← All discounts' }).click();
    const row = rowOf(page, CODE);
    await expect(row).toContainText('Spring sale');
    await expect(row).toContainText('15% off your order');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Used 0 / 100');
    await expect(row).toContainText('No end date');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a shopper enters the code at the cart and it is taken', async () => {
    const shopper = await shopperAtCart(browser, line);
    await applyCode(shopper, CODE);
    await expect(shopper.getByRole('status').filter({ hasText: `${CODE} applied: 15% off your order.` })).toBeVisible();
    // The summary names it by its code and title, with what it takes off.
    await expect(summaryValue(shopper, `${CODE} — Spring sale`)).toHaveText(/^-\$\d/);
    await shopper.context().close();
  });

  await test.step('the owner pauses it, and the list says Paused', async () => {
    await rowOf(page, CODE)
      .getByRole('button', { name: `Pause ${CODE}` })
      .click();
    await expect(rowOf(page, CODE)).toContainText('Paused');
    await expect(rowOf(page, CODE).getByRole('button', { name: `Resume ${CODE}` })).toBeVisible();
    await page.reload();
    await expect(rowOf(page, CODE)).toContainText('Paused');
  });

  await test.step('the next shopper is told the code does not apply', async () => {
    const shopper = await shopperAtCart(browser, line);
    await applyCode(shopper, CODE);
    await expect(shopper.getByRole('alert').filter({ hasText: 'Invalid promo code. Please try again.' })).toBeVisible();
    await expect(summaryValue(shopper, 'Total')).toHaveText(/^\$\d/);
    await expect(summaryValue(shopper, `${CODE} — Spring sale`)).toHaveCount(0);
    await shopper.context().close();
  });

  await test.step('on a phone the list and the form fit the screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(rowOf(page, CODE)).toBeVisible();
    await expectFitsScreen(page);
    await rowOf(page, CODE).getByRole('link', { name: 'Spring sale' }).click();
    await expect(page.getByLabel('Percentage off (%)')).toHaveValue('15');
    await expectFitsScreen(page);
  });
});
