// Shopper stories for the demo payment page, the store's own payment provider when no card
// provider is set up (as on the test server, scripts/e2e-server.sh). Place Order leads to it
// with the cart kept; Pay confirms the order and only then empties the cart; Decline and
// Cancel go back to the checkout, which says nothing was charged, with the cart intact and the
// form as it was filled.
import type { APIRequestContext, Page } from '@playwright/test';
import type { CartItem } from '../src/shared/schemas/cart';
import { test, expect, expectNoSeriousA11yViolations, markSplashSeen, waitForLivePages } from './fixtures';
import { cartButton, expectShippingAsFilled, fillShipping, pricedTotal, storedCart } from './support/checkout';
import { cartLineWhere, seedCart } from './support/store';

const BANNER = 'Demo payment: no card is charged';
const CHECKOUT_NOTE = 'Demo payment: no card is charged. You will confirm on the next page.';
const DECLINED = 'Your payment was declined. Nothing was charged, and your cart is still here.';
const CANCELLED = 'Payment cancelled. Nothing was charged, and your cart is still here.';
const ORDER_NUMBER = /^TJ[0-9A-Z]{16}$/;

/** An in-stock line with room for every story that buys it. */
const lineToBuy = (request: APIRequestContext) =>
  cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6);

interface PaymentPage {
  token: string;
  orderNumber: string;
  /** What the checkout said the order costs, as "$12.34". */
  total: string;
}

/** On a filled checkout: Place Order, then the demo payment page for that order. */
async function placeOrderToPaymentPage(page: Page, line: CartItem): Promise<PaymentPage> {
  const total = await pricedTotal(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[A-Za-z0-9_-]{22,64}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText(BANNER, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items' }).getByRole('listitem').filter({ hasText: line.name }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
  const orderNumber = (await page.getByText(ORDER_NUMBER).textContent()) ?? '';
  expect(orderNumber).toMatch(ORDER_NUMBER);
  const token = new URL(page.url()).pathname.split('/').pop()!;
  return { token, orderNumber, total };
}

/** Back on the checkout after the payment page: the message, the cart and the form as filled, ready to use. */
async function expectCheckoutKeptCart(page: Page, token: string, message: string, line: CartItem) {
  await expect(page).toHaveURL(`/checkout?payment=${token}`);
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText(line.name)).toBeVisible();
  expect((await storedCart(page)).map((item) => item.id)).toEqual([line.id]);
  await expectShippingAsFilled(page);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
}

test.describe('Demo payment', () => {
  test('a shopper pays on the demo payment page, sees the order confirmed and tracks it', async ({
    page,
    context,
    request,
  }) => {
    const line = await lineToBuy(request);
    await seedCart(page, [line]);
    await page.reload();

    await test.step('the slide-out cart names the demo payments and checks out', async () => {
      await cartButton(page).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText('Demo payments: no card is charged')).toBeVisible();
      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
    });

    await test.step('the checkout says, before Place Order, how the order is paid and when it is confirmed', async () => {
      await expect(page.getByText(CHECKOUT_NOTE)).toBeVisible();
      await expect(page.getByText('Your order is confirmed once it is paid.', { exact: false })).toBeVisible();
      await fillShipping(page);
    });

    let placed: PaymentPage = { token: '', orderNumber: '', total: '' };
    await test.step('Place Order opens the payment page for the order, with the amount and the cart kept', async () => {
      placed = await placeOrderToPaymentPage(page, line);
      await expect(page.getByText('Amount to pay').locator('xpath=following-sibling::dd')).toHaveText(placed.total);
      for (const name of ['Decline', 'Cancel'])
        await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
      expect(await storedCart(page)).toHaveLength(1);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('until it is paid, tracking shows the order awaiting payment', async () => {
      await markSplashSeen(context);
      const tracker = waitForLivePages(await context.newPage());
      await tracker.goto(`/track?number=${placed.orderNumber}`);
      await expect(tracker.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
      await expect(
        tracker.getByRole('list', { name: 'Order progress' }).getByText('Awaiting payment (now)'),
      ).toBeAttached();
      await expect(tracker.getByText('Order Confirmed (not yet)')).toBeAttached();
      await tracker.close();
    });

    await test.step('Pay confirms the order, with its number and the payment received', async () => {
      await page.getByRole('button', { name: `Pay ${placed.total}` }).click();
      await expect(page).toHaveURL(`/checkout/success?payment=${placed.token}`);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(placed.orderNumber);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the cart is empty once the order is paid', async () => {
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      expect(await storedCart(page)).toEqual([]);
    });

    await test.step('Track Your Order shows the order confirmed', async () => {
      await page.getByRole('link', { name: 'Track Your Order' }).click();
      await expect(page).toHaveURL(`/track?number=${placed.orderNumber}`);
      await expect(page.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
      const progress = page.getByRole('list', { name: 'Order progress' });
      await expect(progress.getByText('Order Confirmed (done)')).toBeAttached();
      await expect(progress.getByText('Awaiting payment')).toHaveCount(0);
      await expect(
        page.getByText('Payment received. Your order has been received and is being processed.'),
      ).toBeVisible();
      await expect(page.getByText(line.name)).toBeVisible();
    });
  });

  test('a declined payment returns to the checkout with the cart, and placing the order again and paying works', async ({
    page,
    request,
  }) => {
    const line = await lineToBuy(request);
    await seedCart(page, [line]);
    await page.goto('/checkout');
    await fillShipping(page);

    let declined: PaymentPage = { token: '', orderNumber: '', total: '' };
    await test.step('Decline on the payment page goes back to the checkout, which says nothing was charged', async () => {
      declined = await placeOrderToPaymentPage(page, line);
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await expectCheckoutKeptCart(page, declined.token, DECLINED, line);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('placing the order again, as it is filled, opens a new payment, and paying it confirms the order', async () => {
      const again = await placeOrderToPaymentPage(page, line);
      expect(again.token).not.toBe(declined.token);
      expect(again.orderNumber).not.toBe(declined.orderNumber);
      await page.getByRole('button', { name: `Pay ${again.total}` }).click();
      await expect(page).toHaveURL(`/checkout/success?payment=${again.token}`);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(again.orderNumber);
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      expect(await storedCart(page)).toEqual([]);
    });

    await test.step('the declined order was released: tracking shows it cancelled', async () => {
      await page.goto(`/track?number=${declined.orderNumber}`);
      await expect(page.getByRole('heading', { name: `Order ${declined.orderNumber}` })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'This order is cancelled.' })).toBeVisible();
    });
  });

  test('cancelling on the payment page returns to the checkout with the cart, and the page cannot be paid later', async ({
    page,
    request,
  }) => {
    const line = await lineToBuy(request);
    await seedCart(page, [line]);
    await page.goto('/checkout');
    await fillShipping(page);

    let cancelled: PaymentPage = { token: '', orderNumber: '', total: '' };
    await test.step('Cancel goes back to the checkout, which says nothing was charged', async () => {
      cancelled = await placeOrderToPaymentPage(page, line);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectCheckoutKeptCart(page, cancelled.token, CANCELLED, line);
    });

    await test.step('opening the cancelled payment page again leads back to the checkout', async () => {
      await page.goto(`/checkout/pay/${cancelled.token}`);
      await expect(page).toHaveURL(`/checkout?payment=${cancelled.token}`);
      await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
      expect((await storedCart(page)).map((item) => item.id)).toEqual([line.id]);
    });
  });
});
