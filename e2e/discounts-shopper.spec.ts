// Shopper stories for discounts as the store prices them: a new shopper applies WELCOME10 in
// the slide-out cart, sees what it takes off and the total there and at checkout, and is charged
// exactly the total shown; a shopper who has ordered before is told at checkout why the welcome
// code is not theirs, before placing the order, in the words the order would be refused with.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { formatMoney, toCents } from '../src/shared/money';
import type { CartItem } from '../src/shared/schemas/cart';
import { test, expect } from './fixtures';
import { cartButton, pricedTotal } from './support/checkout';
import { cartLineWhere, placeOrder, seedCart } from './support/store';

// WELCOME10 is for a customer's first order: each run's shoppers have mailboxes of their own.
const RUN = Math.random().toString(36).slice(2, 8);

const WELCOME_LINE = 'WELCOME10 — Welcome offer: 10% off your first order';
const FIRST_ORDERS_ONLY = 'This code is for first orders.';

const lineToBuy = (request: APIRequestContext) =>
  cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6);

/** The figure beside `label` in a summary (the slide-out cart, or a region). */
const figure = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);

async function fillShipping(page: Page, email: string) {
  const values = {
    Email: email,
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Address: '12 Garrison Ave',
    City: 'New York',
    'ZIP code': '10001',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('State', { exact: true }).selectOption('NY');
}

const placedOrder = (response: Response) =>
  response.url().endsWith('/api/orders') && response.request().method() === 'POST';

test.describe('Discounts a shopper sees', () => {
  test('a new shopper applies WELCOME10 in the slide-out cart, sees it taken off, and is charged the total shown', async ({
    page,
    request,
  }) => {
    const line: CartItem = { ...(await lineToBuy(request)), quantity: 2 };
    const subtotal = toCents(line.price) * 2;
    const discount = Math.round(subtotal / 10);
    const drawer = page.getByRole('dialog');

    await test.step('the slide-out cart takes the code and shows what it takes off and the total', async () => {
      await seedCart(page, [line]);
      await page.reload();
      await cartButton(page).click();
      await drawer.getByText('Add a promo code').click();
      await drawer.getByLabel('Promo Code').fill('welcome10');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await expect(drawer.getByRole('status').filter({ hasText: 'WELCOME10' })).toHaveText(
        'WELCOME10 applied: 10% off your order.',
      );
      await expect(figure(drawer, WELCOME_LINE)).toHaveText(`-${formatMoney(discount)}`);
      const shipping = subtotal > 5000 ? 0 : 999;
      await expect(figure(drawer, 'Total')).toHaveText(formatMoney(subtotal - discount + shipping));
    });

    let shown = '';
    await test.step('checkout shows the same discount, and the total once the shopper is known', async () => {
      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(figure(summary, WELCOME_LINE)).toHaveText(`-${formatMoney(discount)}`);
      await fillShipping(page, `new.shopper.${RUN}@example.com`);
      // New York's tax, on the discounted items.
      await expect(figure(summary, 'Tax')).toHaveText(formatMoney(Math.round(((subtotal - discount) * 400) / 10_000)));
      await expect(figure(summary, WELCOME_LINE)).toHaveText(`-${formatMoney(discount)}`);
      shown = await pricedTotal(page);
    });

    await test.step('the order placed is charged the total shown, on the payment page and the confirmation', async () => {
      const placed = page.waitForResponse(placedOrder);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const answer = await placed;
      expect(answer.status()).toBe(201);
      const { order } = (await answer.json()) as { order: { total: string; discount: string } };
      expect(formatMoney(toCents(order.total))).toBe(shown);
      expect(toCents(order.discount)).toBe(discount);
      await page.getByRole('button', { name: `Pay ${shown}` }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(figure(page.getByRole('region', { name: 'What you ordered' }), 'Total')).toHaveText(shown);
    });
  });

  test('a shopper who has ordered before is told at checkout why WELCOME10 is not theirs, as the order would be', async ({
    page,
    request,
  }) => {
    const email = `returning.${RUN}@example.com`;
    await placeOrder(request, email);
    const line = await lineToBuy(request);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const status = page.getByRole('status').filter({ hasText: 'WELCOME10' });

    await test.step('at checkout the code applies until the email is known', async () => {
      await seedCart(page, [line]);
      await page.goto('/checkout');
      await page.getByLabel('Promo Code').fill('WELCOME10');
      await page.getByLabel('Promo Code').locator('xpath=following-sibling::button[1]').click();
      await expect(status).toHaveText('WELCOME10 applied: 10% off your order.');
      await expect(figure(summary, WELCOME_LINE)).toBeVisible();
    });

    await test.step('with the email of a shopper who has ordered, the reason shows and nothing is taken off', async () => {
      await fillShipping(page, email);
      await expect(status).toHaveText(`WELCOME10 not applied. ${FIRST_ORDERS_ONLY}`);
      await expect(page.getByRole('button', { name: 'Not applied' })).toBeDisabled();
      await expect(figure(summary, WELCOME_LINE)).toHaveCount(0);
      await expect(figure(summary, 'Subtotal')).toHaveText(formatMoney(toCents(line.price)));
    });

    await test.step('placing the order anyway is refused with the same words', async () => {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: FIRST_ORDERS_ONLY })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
    });

    await test.step('without the code, the order is charged the total shown', async () => {
      await page.getByRole('button', { name: 'Remove WELCOME10' }).click();
      const shown = await pricedTotal(page);
      const placed = page.waitForResponse(placedOrder);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const { order } = (await (await placed).json()) as { order: { total: string } };
      expect(formatMoney(toCents(order.total))).toBe(shown);
      await expect(page.getByRole('button', { name: `Pay ${shown}` })).toBeVisible();
    });
  });
});
