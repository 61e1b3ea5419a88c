// Returns and size exchanges as shoppers make them: a guest returns one item of two from the
// tracking page, prints the slip and says the parcel is on its way; a signed-in shopper
// exchanges a size from their account in three steps; a guest exchanges for a dearer size and
// pays the difference on the demo payment page. Each order is bought through the API,
// paid on the demo provider, and shipped and delivered by staff through the admin API.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, OWNER } from './fixtures';
import { signIn, uniqueEmail } from './support/account';
import { cartLine, cartLines, CUSTOMER, listProducts, placeOrder } from './support/store';
import type { StorefrontVariant } from '../src/shared/schemas/shopify';
import { formatMoney, toCents } from '../src/shared/money';

const RETURN_NUMBER = /R-[0-9A-Z]{6,12}/;

const refundTotal = (page: Page) =>
  page.getByText('Refund total', { exact: true }).locator('xpath=following-sibling::dd');

/** Staff ship the order with UPS and mark it delivered, as the order's admin page does. */
async function deliver(browser: Browser, orderId: number): Promise<void> {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await staff.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
    for (const data of [
      { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999AA10123456784' },
      { status: 'delivered' },
    ]) {
      const moved = await staff.request.post(`/api/admin/orders/${orderId}/status`, { data });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
  } finally {
    await staff.close();
  }
}

/** Staff approve the return with a message to the shopper, as its admin page does. */
async function approve(browser: Browser, returnNumber: string, message: string): Promise<void> {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await staff.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
    const listed = await staff.request.get(`/api/admin/returns?q=${returnNumber}`);
    const [found] = ((await listed.json()) as { returns: Array<{ id: number }> }).returns;
    const approved = await staff.request.post(`/api/admin/returns/${found!.id}/approve`, { data: { message } });
    expect(approved.ok(), await approved.text()).toBe(true);
  } finally {
    await staff.close();
  }
}

const optionOf = (variant: StorefrontVariant, name: string) =>
  variant.selectedOptions.find((option) => option.name === name)?.value ?? null;

type Variant = StorefrontVariant;
type Product = Awaited<ReturnType<typeof listProducts>>[number];

/**
 * A product with two sizes of one colour in stock that `fits` takes (the one bought, and the
 * one wanted instead): `missing` says which the catalogue lacks.
 */
async function twoOf(
  request: APIRequestContext,
  fits: (product: Product, bought: Variant, wanted: Variant) => boolean,
  missing: string,
) {
  for (const product of await listProducts(request)) {
    const inStock = product.variants.edges
      .map((edge) => edge.node)
      .filter((v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 3 && optionOf(v, 'Size'));
    for (const bought of inStock) {
      const wanted = inStock.find(
        (v) => optionOf(v, 'Color') === optionOf(bought, 'Color') && v.id !== bought.id && fits(product, bought, v),
      );
      if (wanted) return { bought: cartLine(product, bought), wanted: cartLine(product, wanted) };
    }
  }
  throw new Error(`The catalogue has no product with ${missing} in stock`);
}

/** Two sizes of one colour in stock. */
const twoSizes = (request: APIRequestContext) =>
  twoOf(request, (_product, bought, v) => optionOf(v, 'Size') !== optionOf(bought, 'Size'), 'two sizes of one colour');

/** A size that costs more than another of the same colour. */
const dearerSize = (request: APIRequestContext) =>
  twoOf(
    request,
    (product, bought, v) => toCents(cartLine(product, v).price) > toCents(cartLine(product, bought).price),
    'a dearer size of one colour',
  );

test.describe('Shopper returns and exchanges', () => {
  test('a guest returns one item of two from the tracking page, prints the slip and sends it back once approved', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('guest-return');
    const [kept, returned] = await cartLines(request, 2);
    const order = await placeOrder(request, email, { variants: [kept!.shopifyId!, returned!.shopifyId!] });
    await deliver(browser, order.id);

    await test.step('the delivered order on the tracking page offers a return', async () => {
      await page.goto('/track');
      await page.getByLabel('Tracking number').fill(order.trackingNumber);
      await page.getByLabel('Order email (optional)').fill(email);
      await page.getByRole('button', { name: 'Track' }).click();
      await page.getByRole('link', { name: `Return an item from order ${order.trackingNumber}` }).click();
    });

    await test.step('the order is found from the tracking page: step 2 lists both items', async () => {
      await expect(page).toHaveURL(/\/returns\/new\?order=/);
      await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 3: Choose items' })).toBeVisible();
      await expect(page.getByRole('group', { name: kept!.name })).toBeVisible();
      await expect(page.getByRole('group', { name: returned!.name })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('going on with nothing chosen says to choose an item', async () => {
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await expect(page.getByText('Choose at least one item to return')).toBeVisible();
    });

    await test.step('one item, too large, for a refund: the refund total is its price', async () => {
      await page.getByRole('checkbox', { name: `Return this item: ${returned!.name}` }).check();
      const line = page.getByRole('group', { name: returned!.name });
      await line.getByLabel('Reason').selectOption({ label: 'Too large' });
      await expect(refundTotal(page)).toHaveText(formatMoney(toCents(returned!.price)));
      await page.getByRole('button', { name: 'Continue to review' }).click();
    });

    await test.step('review and confirm gives the return number, the slip and the emailed copy', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Review your return' })).toBeVisible();
      await expect(page.getByText(kept!.name)).toHaveCount(0);
      await page.getByRole('button', { name: 'Confirm return' }).click();
      await expect(page.getByRole('heading', { level: 2, name: RETURN_NUMBER })).toBeVisible();
      await expect(page.getByText('We emailed you a copy.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Return slip' })).toContainText(order.trackingNumber);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('printed, the page is the slip alone', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('region', { name: 'Return slip' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print slip' })).toBeHidden();
      await expect(page.getByRole('navigation').first()).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step("once staff approve it, the return's page takes I've sent it with the carrier's number", async () => {
      const returnNumber = (await page.getByRole('heading', { level: 2, name: RETURN_NUMBER }).textContent())!.match(
        RETURN_NUMBER,
      )![0];
      await page.getByRole('link', { name: 'See your return' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Return' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('once it’s approved');
      await expect(page.getByRole('button', { name: "I've sent it" })).toHaveCount(0);
      await approve(browser, returnNumber, 'Approved: use the slip, no label needed.');
      await page.reload();
      await expect(page.getByText('Approved: use the slip, no label needed.')).toBeVisible();
      await page.getByLabel('Carrier tracking number (optional)').fill('1Z999AA10123456799');
      await page.getByRole('button', { name: "I've sent it" }).click();
      const status = page.getByRole('status').filter({ hasText: 'Status:' });
      await expect(status).toHaveText('Status: On its way back');
      await page.reload();
      await expect(status).toHaveText('Status: On its way back');
      await expect(page.getByRole('list', { name: 'Return timeline' })).toContainText('On its way back');
    });
  });

  test('a signed-in shopper exchanges a size from their account in three steps', async ({ page, request, browser }) => {
    const email = uniqueEmail('exchange');
    const { bought, wanted } = await twoSizes(request);
    const order = await placeOrder(request, email, { variants: [bought.shopifyId!] });
    await deliver(browser, order.id);
    await signIn(page, email, '/account', CUSTOMER.firstName);

    await test.step("the account's delivered order leads to step 2, no email asked", async () => {
      await page.getByRole('link', { name: `Return an item from order ${order.trackingNumber}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 3: Choose items' })).toBeVisible();
      await expect(page.getByLabel('Order email')).toHaveCount(0);
    });

    await test.step('step 2: too small, exchanged for the other size, which a choice needs', async () => {
      await page.getByRole('checkbox', { name: `Return this item: ${bought.name}` }).check();
      const line = page.getByRole('group', { name: bought.name });
      await line.getByLabel('Reason').selectOption({ label: 'Too small' });
      await line.getByRole('radio', { name: 'Exchange for another size or colour' }).check();
      await page.getByRole('button', { name: 'Continue to review' }).click();
      await expect(line.getByText('Choose the size or colour you want instead')).toBeVisible();
      const sizes = line.getByLabel('New size or colour');
      const option = sizes.getByRole('option', { name: new RegExp(`^${wanted.size} · ${wanted.color}`) });
      await sizes.selectOption({ label: (await option.textContent())! });
      await expect(refundTotal(page)).toHaveText('$0.00');
      await page.getByRole('button', { name: 'Continue to review' }).click();
    });

    await test.step('step 3: the review names the new size; confirming gives the return', async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Step 3 of 3: Review and confirm' })).toBeVisible();
      await expect(page.getByText(`Exchange for ${wanted.size} · ${wanted.color}`)).toBeVisible();
      await page.getByRole('button', { name: 'Confirm return' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Return started' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: RETURN_NUMBER })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Return slip' })).toContainText(
        `Exchange for ${wanted.size} · ${wanted.color}`,
      );
    });

    await test.step('the order is among the returns started when the shopper comes back to it', async () => {
      await page.goto('/account');
      await page.getByRole('link', { name: `Return an item from order ${order.trackingNumber}` }).click();
      await expect(page.getByRole('region', { name: 'Returns already started from this order' })).toContainText(
        RETURN_NUMBER,
      );
    });
  });
});

test('a guest exchanges for a dearer size and pays the difference on the payment page', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('dearer-exchange');
  const { bought, wanted } = await dearerSize(request);
  const order = await placeOrder(request, email, { variants: [bought.shopifyId!] });
  await deliver(browser, order.id);

  await test.step('the exchange for the dearer size is started', async () => {
    await page.goto(
      `/returns/new?order=${encodeURIComponent(order.trackingNumber)}&email=${encodeURIComponent(email)}`,
    );
    await page.getByRole('checkbox', { name: `Return this item: ${bought.name}` }).check();
    const line = page.getByRole('group', { name: bought.name });
    await line.getByLabel('Reason').selectOption({ label: 'Too small' });
    await line.getByRole('radio', { name: 'Exchange for another size or colour' }).check();
    const sizes = line.getByLabel('New size or colour');
    const option = sizes.getByRole('option', { name: new RegExp(`^${wanted.size} · ${wanted.color}`) });
    await sizes.selectOption({ label: (await option.textContent())! });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Confirm return' }).click();
    await expect(page.getByRole('heading', { level: 2, name: RETURN_NUMBER })).toBeVisible();
  });

  await test.step("the return's page shows the difference owed, apart from the refund", async () => {
    await page.getByRole('link', { name: 'See your return' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Return' })).toBeVisible();
    await expect(refundTotal(page)).toHaveText('$0.00');
    await expect(
      page.getByText('Difference to pay', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toContainText('Not paid yet');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('pay the difference on the demo page, back to the return, which says it is paid', async () => {
    await page.getByRole('button', { name: /^Pay the \$[0-9.,]+ difference$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay the difference' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Return' })).toBeVisible();
    await expect(page.getByText('Thanks: your payment went through.')).toBeVisible();
    await expect(
      page.getByText('Difference to pay', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toContainText('Paid');
    await expect(page.getByRole('heading', { name: 'Difference paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay the/ })).toHaveCount(0);
  });
});

// Asks nothing of the returns routes: on now.
test('the return policy leads to starting a return, whose first step asks for the order', async ({ page }) => {
  await page.goto('/return-policy');
  await page.getByRole('link', { name: 'Start a return' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return an Item' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Step 1 of 3: Find your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
