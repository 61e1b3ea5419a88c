// The checkout as a shopper sees it, shared by the payment stories whichever provider takes
// the payment: the cart button, the order's total as the store prices it, the shipping form
// (filled, and found as filled after an unpaid payment page) and the cart kept in the browser.
import { expect, type Page } from '@playwright/test';
import type { CartItem } from '../../src/shared/schemas/cart';
import { CART_KEY } from './store';

export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

export const orderTotal = (page: Page) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .locator('xpath=.//dt[normalize-space()="Total"]/following-sibling::dd');

/**
 * The order's total ("$12.34") once the store has priced the checkout as it is filled: until
 * then the summary says the total is being checked.
 */
export async function pricedTotal(page: Page): Promise<string> {
  await expect(orderTotal(page)).toHaveText(/^\$[\d,]+\.\d\d$/);
  return (await orderTotal(page).textContent()) ?? '';
}

/** Types a gift card's code at checkout and presses its Apply (the promo code beside it has one too). */
export async function applyGiftCard(page: Page, code: string) {
  const field = page.getByLabel('Gift card');
  await field.fill(code);
  await field.locator('xpath=following-sibling::button[1]').click();
}

export const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY)) ?? '[]') as CartItem[];

const SHIPPING = {
  Email: 'ada@example.com',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '12 Garrison Ave',
  City: 'Fort Smith',
  'ZIP code': '72901',
  State: 'AR',
};

export async function fillShipping(page: Page) {
  const { State, ...typed } = SHIPPING;
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('State', { exact: true }).selectOption(State);
}

/** The form shows what fillShipping entered. */
export async function expectShippingAsFilled(page: Page) {
  for (const [label, value] of Object.entries(SHIPPING))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}
