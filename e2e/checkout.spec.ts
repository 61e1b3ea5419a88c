// Shopper stories for the embedded checkout: the form's rules, placing an order, paying it
// on the demo payment page, the confirmation, tracking it, an out-of-stock answer, and a gift
// card paying part or all of it. The payment page's other answers: e2e/payment.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import { CART_KEY, CUSTOMER, buyGiftCard, cartLineWhere, placeOrder, seedCart } from './support/store';
import { applyGiftCard, pricedTotal } from './support/checkout';

const storedCart = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);

async function fillShipping(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Email: 'ada@example.com',
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Address: '12 Garrison Ave',
    City: 'Fort Smith',
    'ZIP code': '72901',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value ?? '');
  await page.getByLabel('State', { exact: true }).selectOption(overrides.State ?? 'CA');
}

const orderTotal = (page: Page) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .locator('xpath=.//dt[normalize-space()="Total"]/following-sibling::dd');

test.describe('Checkout', () => {
  test('a shopper buys from the product page, sees the confirmation and tracks the order', async ({
    page,
    request,
  }) => {
    // Room for other stories buying it too.
    const line = await cartLineWhere(request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6);

    await test.step('picks a size and colour on the product page and adds two', async () => {
      await page.goto(`/product/${line.handle}`);
      // count() does not wait: let the product replace its skeleton first.
      await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
      const sizes = page.getByRole('group', { name: /^Size/ });
      if ((await sizes.getByRole('button').count()) > 1)
        await sizes.getByRole('button', { name: line.size, exact: true }).click();
      const colors = page.getByRole('group', { name: /^Color/ });
      if ((await colors.getByRole('button').count()) > 1)
        await colors.getByRole('button', { name: line.color, exact: true }).click();
      await page.getByRole('button', { name: `Increase quantity of ${line.name}` }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText(`${line.name} has been added to your cart.`)).toBeVisible();
    });

    await test.step('goes from the cart to the checkout, which shows the cart and its totals', async () => {
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
      await expect(page.getByText(line.name)).toBeVisible();
      await expect(page.getByText('Calculated from your state')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('choosing California adds its tax to the summary', async () => {
      await fillShipping(page, { 'ZIP code': '94105' });
      await expect(page.getByText('Calculated from your state')).toBeHidden();
    });

    await test.step('choosing Express charges its rate in the summary', async () => {
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText('Shipping (Standard)')).toBeVisible();
      await page.getByRole('radio', { name: /^Express/ }).check();
      await expect(
        summary.locator('xpath=.//dt[normalize-space()="Shipping (Express)"]/following-sibling::dd'),
      ).toHaveText('$19.99');
    });

    let orderNumber = '';
    await test.step('placing the order leads to the demo payment page, with the cart kept until it is paid', async () => {
      await expect(
        page.getByText('Demo payment: no card is charged. You will confirm on the next page.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/checkout\/pay\/[A-Za-z0-9_-]+$/);
      await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
      await expect(page.getByText('Demo payment: no card is charged', { exact: true })).toBeVisible();
      orderNumber = (await page.getByText(/^TJ[0-9A-Z]{16}$/).textContent()) ?? '';
      expect(orderNumber).toMatch(/^TJ[0-9A-Z]{16}$/);
      expect(await storedCart(page)).not.toBe('[]');
    });

    await test.step('paying shows the confirmation with the order number', async () => {
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?payment=/);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('Payment received')).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      // What was ordered and charged, where it goes and how, and how it was paid, as recorded.
      const items = page.getByRole('region', { name: 'What you ordered' });
      await expect(items.getByText(line.name)).toBeVisible();
      await expect(items.getByText('Shipping (Express)')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('12 Garrison Ave');
      await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(
        /Express shipping \(1-2 business days\): arrives \w{3}, \w{3} \d+/,
      );
      await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
        'Demo payment page (no card was charged)',
      );
      // Three tiles open the page; the email is said to be sent only once the mail server has it.
      const tiles = page.getByRole('list', { name: 'What happens next' }).getByRole('listitem');
      await expect(tiles).toHaveText([
        'ProcessingYour order is being prepared for shipment.',
        /^(Email SentWe emailed your confirmation to ada@example\.com\.|Email to FollowYour confirmation email to ada@example\.com will follow shortly\.)$/,
        /^ShippingExpress shipping: arrives \w{3}, \w{3} \d+/,
      ]);
    });

    await test.step('the cart is empty after the order is paid', async () => {
      await expect.poll(() => storedCart(page)).toBe('[]');
    });

    await test.step('Track Your Order shows the timeline, address and items', async () => {
      await page.getByRole('link', { name: 'Track Your Order' }).click();
      await expect(page).toHaveURL(`/track?number=${orderNumber}`);
      await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Order progress' }).getByText('Order Confirmed (done)'),
      ).toBeAttached();
      await expect(page.getByText('Shipped (not yet)')).toBeAttached();
      // The number alone shows where it goes, not the street; with the order's email, the whole address.
      await expect(page.getByText('Fort Smith, CA', { exact: true })).toBeVisible();
      await expect(page.getByText('12 Garrison Ave')).toHaveCount(0);
      await page.getByLabel('Order email (optional)').fill('ada@example.com');
      await page.getByRole('button', { name: 'Track', exact: true }).click();
      await expect(page.getByText('12 Garrison Ave')).toBeVisible();
      await expect(page.getByText(line.name)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('the form says what is missing or wrong', async ({ page, request }) => {
    await seedCart(page, [await cartLineWhere(request)]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await fillShipping(page, { Email: 'not-an-email', 'ZIP code': '12' });
    await page.getByLabel('Phone (optional)').fill('not a phone');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page).toHaveURL('/checkout');
  });

  test('the summary says no US tax for an order to Canada, and its card is framed like the rest of the store', async ({
    page,
    request,
  }) => {
    await seedCart(page, [await cartLineWhere(request)]);
    await page.goto('/checkout');
    const tax = page
      .getByRole('region', { name: 'Order summary' })
      .locator('xpath=.//dt[normalize-space()="Tax"]/following-sibling::dd');
    await expect(tax).toHaveText('Calculated from your state');
    await page.getByLabel('Country').selectOption('CA');
    await expect(tax).toHaveText('None (outside the US)');
    // The store's light gray, not the text's near-black.
    const borders = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.className = 'border border-gray-200';
      const summary = document.querySelector('aside')!;
      return { summary: getComputedStyle(summary).borderTopColor, gray: getComputedStyle(probe).borderTopColor };
    });
    expect(borders.summary).toBe(borders.gray);
  });

  test('a sold-out line is named and the form is kept', async ({ page, request }) => {
    await seedCart(page, [await cartLineWhere(request, (v) => !v.availableForSale)]);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    // Said above the form, and beside the line with the way to fix it.
    await expect(page.getByRole('alert').filter({ hasText: /out of stock$/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /out of stock\. Change it in your cart/ })).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  test('a gift card pays part of the order, and the payment page takes the rest', async ({ page, request }) => {
    const giftCard = await buyGiftCard(request, { amount: '5' });
    await seedCart(page, [await cartLineWhere(request)]);
    await page.goto('/checkout');
    await applyGiftCard(page, giftCard.code.toLowerCase());
    await expect(page.getByText(`Gift card ${giftCard.code} ($5.00 available)`)).toBeVisible();
    await expect(page.getByText('-$5.00')).toBeVisible();
    await fillShipping(page);
    const total = await pricedTotal(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Demo payment: no card is charged', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    const balance = await request.get(`/api/gift-cards/${giftCard.code}/balance`);
    expect((await balance.json()).balance).toBe('0.00');
  });

  test('a gift card that pays it all confirms the order at once, with no payment page', async ({ page, request }) => {
    const giftCard = await buyGiftCard(request, { amount: '1000' });
    await seedCart(page, [await cartLineWhere(request)]);
    await page.goto('/checkout');
    await applyGiftCard(page, giftCard.code);
    await expect(page.getByText(`Gift card ${giftCard.code} ($1,000.00 available)`)).toBeVisible();
    await fillShipping(page);
    await expect(orderTotal(page)).toHaveText('$0.00');
    // Nothing is left to pay, so no page promises a payment step.
    await expect(page.getByText('Demo payment: no card is charged. You will confirm on the next page.')).toBeHidden();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=TJ/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^TJ[0-9A-Z]{16}$/);
    await expect(page.getByText('Payment received')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
      `Gift card ending ${giftCard.code.slice(-4)}`,
    );
    expect(await storedCart(page)).toBe('[]');
  });

  test('a made-up confirmation link confirms no order', async ({ page }) => {
    await page.goto('/checkout/success?order=TJ0000000000000000');
    await expect(page.getByRole('heading', { name: 'We cannot show this order here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Track an Order' })).toBeVisible();
    // The tab and a shared link say what the page says: one title, and nothing confirmed.
    await expect(page).toHaveTitle('Order Not Found | TJ Fashion');
    await expect(page.locator('title')).toHaveCount(1);
    const html = await (await page.request.get('/checkout/success?order=TJ0000000000000000')).text();
    expect(html).not.toContain('Order Confirmed');
  });

  test('the checkout and its payment page have a focused header: the store leading home and Back to cart, no menus', async ({
    page,
    request,
  }) => {
    const line = await cartLineWhere(request);
    const banner = page.getByRole('banner');

    /** The header as a focused checkout shows it, and a footer of policies. */
    async function expectFocused() {
      await expect(banner.getByRole('link', { name: 'TJ Fashion home' })).toHaveAttribute('href', '/');
      await expect(banner.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      for (const name of ['Women', 'Open search', 'Open menu', /^Cart, /])
        await expect(banner.getByRole('button', { name })).toHaveCount(0);
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Policies' })
          .getByRole('link', { name: 'Return Policy' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0);
    }

    await test.step('the checkout, as the server sends it and once live', async () => {
      const html = await (await request.get('/checkout')).text();
      expect(html.includes('Back to cart'), 'the server sends Back to cart').toBe(true);
      expect(html.includes('aria-label="Main"'), 'the server sends the main menu').toBe(false);
      await seedCart(page, [line]);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
      await expectFocused();
    });

    await test.step('Back to cart leads to the cart, whose header is the whole store again', async () => {
      await banner.getByRole('link', { name: 'Back to cart' }).click();
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Women' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    });

    await test.step('the payment page has the same header', async () => {
      const { paymentToken } = await placeOrder(request, CUSTOMER.email, { pay: false });
      await page.goto(`/checkout/pay/${paymentToken}`);
      await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
      await expectFocused();
    });
  });

  test('an empty cart says so and goes back to the shop', async ({ page }) => {
    // The page moves on by itself; to read it before it does, which a loaded machine could
    // otherwise not, the story comes back to it with time stopped.
    await page.clock.install();
    await page.goto('/checkout');
    await expect(page).toHaveURL('/shop');
    // The shop has shown before time stops: React reveals a page it waited for on a timer.
    await expect(page.locator('main h1')).toBeVisible();

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(page).toHaveURL('/checkout');
  });
});

test.describe('Tracking', () => {
  test('the form needs a number, and an unknown one is not found', async ({ page }) => {
    await page.goto('/track-order');
    await expect(page).toHaveURL('/track');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Tracking number is required')).toBeVisible();
    await page.getByLabel('Tracking number').fill('TJ0000000000000000');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText('orders may take up to 24 hours to appear', { exact: false })).toBeVisible();
  });
});
