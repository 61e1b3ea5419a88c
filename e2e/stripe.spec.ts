// Shopper stories for Stripe Checkout, on a store set up for Stripe against the fake Stripe
// on loopback (scripts/e2e-stripe-server.sh, the "stripe" project). Place Order sends the
// browser to the hosted payment page on Stripe's own address, with the cart kept; paying
// there brings the shopper back to the confirmation, which waits for Stripe's word (the
// webhook, or the store asking) and only then empties the cart. Cancel comes back to the
// checkout, which says nothing was charged, with the cart intact and the form as it was filled.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import { cartButton, expectShippingAsFilled, fillShipping, pricedTotal, storedCart } from './support/checkout';
import { cartLineWhere, seedCart } from './support/store';

const CHECKOUT_NOTE = "You will pay securely on Stripe's payment page.";
const CANCELLED = 'Payment cancelled. Nothing was charged, and your cart is still here.';
const ORDER_NUMBER = /TJ[0-9A-Z]{16}/;
const TOKEN = '[A-Za-z0-9_-]{22,64}';

/** An in-stock line with room for every story that buys it. */
const lineToBuy = (request: APIRequestContext) =>
  cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 4);

interface HostedPage {
  orderNumber: string;
  /** What the checkout said the order costs, as "$12.34". */
  total: string;
}

/** On a filled checkout: Place Order, then Stripe's hosted page for that order, on Stripe's address. */
async function placeOrderToStripe(page: Page, storeUrl: string): Promise<HostedPage> {
  const total = await pricedTotal(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_\w+$/);
  expect(new URL(page.url()).origin, 'the payment page is not the store').not.toBe(new URL(storeUrl).origin);
  await expect(page.getByRole('heading', { level: 1, name: `Pay ${total}` })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: ORDER_NUMBER });
  await expect(item).toHaveText(new RegExp(`order TJ[0-9A-Z]{16} × 1 — \\${total}$`));
  const orderNumber = ORDER_NUMBER.exec((await item.textContent()) ?? '')![0];
  return { orderNumber, total };
}

test.describe('Stripe Checkout', () => {
  test('a shopper pays on Stripe, comes back to the order confirmed and the cart emptied', async ({
    page,
    request,
    baseURL,
  }) => {
    const line = await lineToBuy(request);
    await seedCart(page, [line]);
    await page.reload();

    await test.step('the slide-out cart names Stripe and checks out', async () => {
      await cartButton(page).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText('Secure checkout with Stripe')).toBeVisible();
      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
    });

    await test.step('the checkout says, before Place Order, that the payment is made on Stripe', async () => {
      await expect(page.getByText(CHECKOUT_NOTE, { exact: true })).toBeVisible();
      await fillShipping(page);
    });

    let placed: HostedPage = { orderNumber: '', total: '' };
    await test.step("Place Order leads to Stripe's payment page for the order's total, with the cart kept", async () => {
      placed = await placeOrderToStripe(page, baseURL!);
      for (const name of ['Pay', 'Cancel']) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
    });

    await test.step('paying there brings the shopper back to the order confirmed', async () => {
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^${baseURL}/checkout/success\\?payment=${TOKEN}$`));
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(placed.orderNumber);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the cart is empty once the order is paid', async () => {
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      expect(await storedCart(page)).toEqual([]);
    });
  });

  test('cancelling on Stripe returns to the checkout with the cart and the form as filled, which says nothing was charged', async ({
    page,
    request,
    baseURL,
  }) => {
    const line = await lineToBuy(request);
    await seedCart(page, [line]);
    await page.goto('/checkout');
    await expect(page.getByText(CHECKOUT_NOTE, { exact: true })).toBeVisible();
    await fillShipping(page);
    await placeOrderToStripe(page, baseURL!);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/checkout\\?payment=${TOKEN}&cancelled=1$`));
    await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(line.name)).toBeVisible();
    expect((await storedCart(page)).map((item) => item.id)).toEqual([line.id]);
    await expectShippingAsFilled(page);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
