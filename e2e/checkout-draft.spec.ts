// Shopper stories for a checkout the payment page did not pay: back from Decline, Cancel or the
// browser's Back button, the checkout shows every field as the shopper filled it, the shipping
// method they chose, the promo code and gift card they applied, and the total the store would
// charge now: the same after Decline or Cancel, which end the order; after Back the order still
// waits on its payment page, holding the shopper's use of the welcome code. Once the order is
// paid, a new checkout starts blank.
import type { APIRequestContext, Page } from '@playwright/test';
import type { CartItem } from '../src/shared/schemas/cart';
import { test, expect } from './fixtures';
import { applyGiftCard, orderTotal } from './support/checkout';
import { buyGiftCard, cartLineWhere, seedCart } from './support/store';

const DECLINED = 'Your payment was declined. Nothing was charged, and your cart is still here.';
const CANCELLED = 'Payment cancelled. Nothing was charged, and your cart is still here.';

/** What a shopper enters, by the fields' labels; the country decides the labels of the last two. */
interface Shopper {
  Email: string;
  'Phone (optional)': string;
  'First name': string;
  'Last name': string;
  Address: string;
  City: string;
  Country: string;
  state: { label: string; value: string };
  zip: { label: string; value: string };
  'Order notes (optional)': string;
}

// WELCOME10 is for a customer's first order only, and other stories order as Ada and Grace:
// each run's shoppers have mailboxes of their own.
const RUN = Math.random().toString(36).slice(2, 8);

const IN_ARKANSAS: Shopper = {
  Email: `ada.${RUN}@example.com`,
  'Phone (optional)': '(479) 555-0100',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '12 Garrison Ave',
  City: 'Fort Smith',
  Country: 'US',
  state: { label: 'State', value: 'AR' },
  zip: { label: 'ZIP code', value: '72901' },
  'Order notes (optional)': 'Leave it with the neighbor at number 14',
};

const IN_ONTARIO: Shopper = {
  Email: `grace.${RUN}@example.com`,
  'Phone (optional)': '+1 416 555 0199',
  'First name': 'Grace',
  'Last name': 'Hopper',
  Address: '100 Queen St W',
  City: 'Toronto',
  Country: 'CA',
  state: { label: 'State / region', value: 'ON' },
  zip: { label: 'Postal code', value: 'M5H 2N2' },
  'Order notes (optional)': 'Ring twice',
};

const TEXT_FIELDS = [
  'Email',
  'Phone (optional)',
  'First name',
  'Last name',
  'Address',
  'City',
  'Order notes (optional)',
] as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const summaryRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
const newsletter = (page: Page) => page.getByRole('checkbox', { name: 'Email me about new arrivals and offers' });
const express = (page: Page) => page.getByRole('radio', { name: /^Express/ });

const lineToBuy = (request: APIRequestContext) =>
  cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6);

/** From the cart page with WELCOME10 applied to the checkout. */
async function checkoutWithWelcomeCode(page: Page, line: CartItem) {
  await seedCart(page, [line]);
  await page.goto('/cart');
  await page.getByLabel('Promo Code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
}

async function fillEveryField(page: Page, shopper: Shopper) {
  await field(page, 'Country').selectOption(shopper.Country);
  for (const label of TEXT_FIELDS) await field(page, label).fill(shopper[label]);
  if (shopper.Country === 'US') await field(page, shopper.state.label).selectOption(shopper.state.value);
  else await field(page, shopper.state.label).fill(shopper.state.value);
  await field(page, shopper.zip.label).fill(shopper.zip.value);
  await newsletter(page).check();
  await express(page).check();
}

async function expectEveryField(page: Page, shopper: Shopper) {
  for (const label of TEXT_FIELDS) await expect(field(page, label)).toHaveValue(shopper[label]);
  await expect(field(page, 'Country')).toHaveValue(shopper.Country);
  await expect(field(page, shopper.state.label)).toHaveValue(shopper.state.value);
  await expect(field(page, shopper.zip.label)).toHaveValue(shopper.zip.value);
  await expect(newsletter(page)).toBeChecked();
  await expect(express(page)).toBeChecked();
}

const WELCOME_LINE = 'WELCOME10 — Welcome offer: 10% off your first order';

/** The summary's figures as the shopper reads them, once the store has priced the checkout as filled. */
async function summaryFigures(page: Page) {
  await expect(summaryRow(page, WELCOME_LINE)).toHaveText(/^-\$\d/);
  await expect(summaryRow(page, 'Shipping (Express)')).toHaveText('$19.99');
  await expect(summaryRow(page, 'Total')).toHaveText(/^\$\d/);
  const rows = ['Subtotal', WELCOME_LINE, 'Shipping (Express)', 'Tax', 'Total'];
  return Object.fromEntries(
    await Promise.all(rows.map(async (label) => [label, await summaryRow(page, label).textContent()] as const)),
  );
}

async function placeOrderToPaymentPage(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.describe('Checkout after an unpaid payment page', () => {
  test('declined: the checkout shows what was typed, Express and WELCOME10, and the same total; once paid, the next checkout starts blank', async ({
    page,
    request,
  }) => {
    const line = await lineToBuy(request);
    await checkoutWithWelcomeCode(page, line);
    await fillEveryField(page, IN_ARKANSAS);
    const figures = await summaryFigures(page);
    expect(figures.Tax).toMatch(/^\$\d/);

    await test.step('Decline on the payment page goes back to a filled checkout', async () => {
      const token = await placeOrderToPaymentPage(page);
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect(page).toHaveURL(`/checkout?payment=${token}`);
      await expect(page.getByRole('status').filter({ hasText: DECLINED })).toBeVisible();
      await expectEveryField(page, IN_ARKANSAS);
      expect(await summaryFigures(page)).toEqual(figures);
    });

    await test.step('the kept details place the order again as they are, and it is paid', async () => {
      await placeOrderToPaymentPage(page);
      await expect(page.getByRole('button', { name: `Pay ${figures.Total}` })).toBeVisible();
      await page.getByRole('button', { name: `Pay ${figures.Total}` }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(IN_ARKANSAS.Address);
    });

    await test.step('a new checkout in the same tab starts blank', async () => {
      await seedCart(page, [line]);
      await page.goto('/checkout');
      for (const label of TEXT_FIELDS) await expect(field(page, label)).toHaveValue('');
      await expect(newsletter(page)).not.toBeChecked();
      await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    });
  });

  test('cancelled: the checkout shows what was typed for Canada, Express, WELCOME10, the gift card, and the same total', async ({
    page,
    request,
  }) => {
    const giftCard = await buyGiftCard(request, { amount: '5' });
    const line = await lineToBuy(request);
    await checkoutWithWelcomeCode(page, line);
    await applyGiftCard(page, giftCard.code);
    await expect(page.getByText(`Gift card ${giftCard.code} ($5.00 available)`)).toBeVisible();
    await fillEveryField(page, IN_ONTARIO);
    const figures = await summaryFigures(page);
    expect(figures.Tax).toBe('None (outside the US)');
    await expect(summaryRow(page, 'Gift card')).toHaveText('-$5.00');

    const token = await placeOrderToPaymentPage(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(`/checkout?payment=${token}`);
    await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
    await expectEveryField(page, IN_ONTARIO);
    await expect(page.getByText(`Gift card ${giftCard.code} ($5.00 available)`)).toBeVisible();
    await expect(summaryRow(page, 'Gift card')).toHaveText('-$5.00');
    expect(await summaryFigures(page)).toEqual(figures);
    await expect(orderTotal(page)).toHaveText(figures.Total!);
  });

  test("the browser's Back button from the payment page shows the checkout as it was filled, the first-order code still taken off", async ({
    page,
    request,
  }) => {
    // WELCOME10 is once per customer: Ada paid an order with it above, so her neighbour checks out here.
    const neighbour: Shopper = { ...IN_ARKANSAS, Email: `ada.neighbour.${RUN}@example.com` };
    const line = await lineToBuy(request);
    await checkoutWithWelcomeCode(page, line);
    await fillEveryField(page, neighbour);
    const figures = await summaryFigures(page);

    await placeOrderToPaymentPage(page);
    await page.goBack();
    await expect(page).toHaveURL('/checkout');
    await expectEveryField(page, neighbour);
    // The order left unpaid on the payment page is the attempt this checkout replaces, so it does not
    // count as a use of the first-order code: the summary still takes it off, at the same total.
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied: 10% off your order.' })).toBeVisible();
    expect(await summaryFigures(page)).toEqual(figures);
    await expect(orderTotal(page)).toHaveText(figures.Total!);
    await placeOrderToPaymentPage(page);
    await expect(page.getByRole('button', { name: `Pay ${figures.Total}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
