// Cart stories: the cart page (quantities, promo, shipping), the slide-out cart, and a
// cart that survives reloads, follows other tabs and shrugs off corrupt storage.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { CartItem } from '../src/shared/schemas/cart';
import { expect, expectNoSeriousA11yViolations, test, waitForLivePages } from './fixtures';
import { CART_KEY, cartLines, seedCart } from './support/store';

const WISHLIST_KEY = 'tj-fashion-wishlist';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cents = (line: CartItem) => Math.round(Number(line.price) * 100);

/** Cart lines for distinct in-stock seeded products costing at most $25 each. */
const cheapLines = (request: APIRequestContext, count: number) =>
  cartLines(
    request,
    count,
    (v) => v.availableForSale && (v.quantityAvailable ?? 99) >= 10 && Number(v.price.amount) <= 25,
    'first=250&maxPrice=25',
  );

/** The summary's line for the welcome code: its code and title. */
const WELCOME_LINE = 'WELCOME10 — Welcome offer: 10% off your first order';
/** The promo box's check of a code alone (the carts' previews send the cart to the same address). */
const codeCheck = (response: Response) =>
  response.url().endsWith('/api/promotions/check') && !('cart' in (response.request().postDataJSON() ?? {}));

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });
const increase = (page: Page, name: string) =>
  page.getByRole('button', { name: `Increase quantity of ${name}`, exact: true });
const decrease = (page: Page, name: string) =>
  page.getByRole('button', { name: `Decrease quantity of ${name}`, exact: true });

test('a shopper changes quantities, removes lines and clears the cart', async ({ page, request }) => {
  const [first, second] = await cheapLines(request, 2);
  if (!first || !second) throw new Error('two lines expected');

  await test.step('the cart lists both lines', async () => {
    await seedCart(page, [first, second]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('2 items in your cart')).toBeVisible();
    await expect(page.getByText(`${money(cents(first))} each`).first()).toBeVisible();
  });

  await test.step('+ raises a quantity and the line total', async () => {
    await increase(page, first.name).click();
    await expect(page.getByRole('status', { name: `Quantity of ${first.name}`, exact: true })).toHaveText('2');
    await expect(page.getByText('3 items in your cart')).toBeVisible();
    await expect(summaryValue(page, 'Subtotal')).toHaveText(money(cents(first) * 2 + cents(second)));
  });

  await test.step('- at 1 removes the line', async () => {
    await decrease(page, second.name).click();
    await expect(page.getByRole('heading', { name: second.name, exact: true })).toHaveCount(0);
    await expect(page.getByText('2 items in your cart')).toBeVisible();
  });

  await test.step('Remove takes the last line out and the cart offers the sections', async () => {
    await page.getByRole('button', { name: `Remove ${first.name}`, exact: true }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/women');
    await expect(page.getByRole('link', { name: 'Shop Men' })).toHaveAttribute('href', '/men');
    await expect(page.getByRole('link', { name: 'Shop Kids' })).toHaveAttribute('href', '/kids');
  });

  await test.step('Undo in the notice puts the removed line back', async () => {
    await expect(page.getByText(`Removed ${first.name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { name: first.name, exact: true })).toBeVisible();
    await expect(page.getByText('2 items in your cart')).toBeVisible();
  });

  await test.step('Clear All empties a full cart', async () => {
    await seedCart(page, [first, second]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });
});

test('shipping turns free above $50 and the promo code takes 10% off', async ({ page, request }) => {
  const [line] = await cheapLines(request, 1);
  if (!line) throw new Error('a line expected');
  const unit = cents(line);
  const atMost50 = Math.floor(5000 / unit);

  await test.step(`at ${atMost50} x ${money(unit)} shipping costs $9.99 and the nudge shows what is missing`, async () => {
    await seedCart(page, [{ ...line, quantity: atMost50 }]);
    await page.goto('/cart');
    const subtotal = unit * atMost50;
    await expect(summaryValue(page, 'Shipping')).toHaveText('$9.99');
    await expect(summaryValue(page, 'Tax')).toHaveText('Calculated at checkout');
    await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal + 999));
    await expect(page.getByText(`Add ${money(Math.max(5000 - subtotal, 1))} more for free shipping!`)).toBeVisible();
  });

  await test.step('one more crosses $50: shipping is free and the nudge goes', async () => {
    await increase(page, line.name).click();
    await expect(summaryValue(page, 'Shipping')).toHaveText('Free');
    await expect(summaryValue(page, 'Total')).toHaveText(money(unit * (atMost50 + 1)));
    await expect(page.getByText(/more for free shipping!/)).toHaveCount(0);
  });

  await test.step('a wrong code is refused inline by the server, and nothing is taken off', async () => {
    await page.getByLabel('Promo Code').fill('SUMMER99');
    const checked = page.waitForResponse(codeCheck);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await checked).status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid promo code. Please try again.' })).toBeVisible();
    await expect(summaryValue(page, 'Total')).toHaveText(money(unit * (atMost50 + 1)));
  });

  await test.step('welcome10 in lower case, accepted by the server, applies 10% and locks the box', async () => {
    const subtotal = unit * (atMost50 + 1);
    const discount = Math.round(subtotal / 10);
    await page.getByLabel('Promo Code').fill('welcome10');
    const checked = page.waitForResponse(codeCheck);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await checked).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME10 applied: 10% off your order.' })).toBeVisible();
    await expect(page.getByLabel('Promo Code')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(summaryValue(page, WELCOME_LINE)).toHaveText(`-${money(discount)}`);
    await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal - discount));
    expect(await page.evaluate(() => window.sessionStorage.getItem('tj-promo'))).toBe('WELCOME10');
  });

  await test.step('the applied code can be removed, and the total goes back', async () => {
    const subtotal = unit * (atMost50 + 1);
    await page.getByRole('button', { name: 'Remove WELCOME10' }).click();
    await expect(summaryValue(page, WELCOME_LINE)).toHaveCount(0);
    await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal));
    await expect(page.getByLabel('Promo Code')).toBeEnabled();
  });

  await test.step('Proceed to Checkout goes to the checkout', async () => {
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('the slide-out cart steps, clears and checks out', async ({ page, request }) => {
  const [line] = await cheapLines(request, 1);
  if (!line) throw new Error('a line expected');
  const drawer = page.getByRole('dialog');

  await test.step('the nav cart button opens it', async () => {
    await seedCart(page, [line]);
    await page.reload();
    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();
    await expect(drawer.getByText('Calculated at checkout')).toBeVisible();
    await expect(drawer.getByText('Demo payments: no card is charged')).toBeVisible();
    // The cart page's figures: $9.99 shipping under $50, in the total too.
    const drawerValue = (label: string) =>
      drawer.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
    await expect(drawerValue('Shipping')).toHaveText('$9.99');
    await expect(drawerValue('Total')).toHaveText(money(cents(line) + 999));
  });

  await test.step('its stepper changes the quantity, and Escape closes it', async () => {
    await drawer.getByRole('button', { name: `Increase quantity of ${line.name}`, exact: true }).click();
    await expect(drawer.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  });

  await test.step('Checkout continues to /checkout with the cart kept', async () => {
    await cartButton(page).click();
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Qty 2')).toBeVisible();
  });

  await test.step('Clear Cart empties the cart and closes it', async () => {
    // The checkout's focused header has no slide-out cart; the cart page's header has.
    await page.getByRole('banner').getByRole('link', { name: 'Back to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await cartButton(page).click();
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });
});

test('the cart survives a reload, follows a second tab and resets when corrupt', async ({ page, context, request }) => {
  const [line] = await cheapLines(request, 1);
  if (!line) throw new Error('a line expected');

  await test.step('a reload keeps the cart', async () => {
    await seedCart(page, [{ ...line, quantity: 2 }]);
    await page.goto('/cart');
    await page.reload();
    await expect(page.getByText('2 items in your cart')).toBeVisible();
  });

  const second = waitForLivePages(await context.newPage());
  await test.step('a second tab shows the same cart and follows changes made in the first', async () => {
    await second.goto('/cart');
    await expect(second.getByText('2 items in your cart')).toBeVisible();
    await increase(page, line.name).click();
    await expect(second.getByText('3 items in your cart')).toBeVisible();
    await expect(cartButton(second)).toHaveAccessibleName('Cart, 3 items');
  });

  await test.step('a corrupt stored cart reads as empty', async () => {
    await page.evaluate((key) => window.localStorage.setItem(key, '{"not": "a cart"'), CART_KEY);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });
  await second.close();
});

test('the cart and wishlist pages have no serious accessibility violations', async ({ page, request }) => {
  const [line] = await cheapLines(request, 1);
  if (!line) throw new Error('a line expected');

  await test.step('empty cart and empty wishlist', async () => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a cart with a promo applied', async () => {
    await seedCart(page, [line]);
    await page.goto('/cart');
    await page.getByLabel('Promo Code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByLabel('Promo Code')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a wishlist with a saved product, removed again', async () => {
    const saved = [
      { productId: line.productId, handle: line.handle, name: line.name, price: line.price, imageUrl: line.imageUrl },
    ];
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      WISHLIST_KEY,
      JSON.stringify(saved),
    ] as const);
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: `View product: ${line.name}` })).toHaveAttribute(
      'href',
      `/product/${line.handle}`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Remove ${line.name} from wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });
});
