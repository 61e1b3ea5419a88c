// Staff stories: signing in and out, the dashboard against the server's figures, an order
// awaiting its payment and then moved on once paid (and the shopper's tracking page seeing it),
// editing a price the shop then shows, and a deactivated colleague losing access. Uses the
// staff account from scripts/e2e-server.sh.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, markSplashSeen, waitForLivePages } from './fixtures';
import { listProducts as catalogue, payOrder, placeOrder } from './support/store';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

// One sign-in per worker (sign-in attempts are rate limited per account), shared by the stories.
let staffState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
async function staffContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  if (!staffState) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const res = await context.request.post('/api/auth/login', { data: ADMIN });
    expect(res.ok()).toBe(true);
    staffState = await context.storageState();
    await context.close();
  }
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: staffState });
  await markSplashSeen(context);
  return { context, page: waitForLivePages(await context.newPage()) };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('Staff sign-in', () => {
  test('the admin area asks visitors to sign in, and refuses a wrong password', async ({ page }) => {
    await test.step('/admin redirects to the sign-in page with Authentication Required', async () => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByText('Authentication Required')).toBeVisible();
      await expect(page.getByText('Please sign in to access the admin dashboard.')).toBeVisible();
    });

    await test.step('empty fields are named, and the page is accessible', async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a wrong password shows Invalid credentials', async () => {
      await signIn(page, ADMIN.username, 'not-the-password');
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
      await expect(page.getByText('Login failed')).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });

    await test.step('Back to Store returns to the home page', async () => {
      await page.getByRole('link', { name: 'Back to Store' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('staff sign in, see the store figures, and sign out', async ({ page, request }) => {
    await placeOrder(request);

    await test.step('signing in lands on the dashboard and the nav greets them', async () => {
      await signIn(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByText(`Welcome back, ${ADMIN.username}`)).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('the cards show what the server counts', async () => {
      const stats = await (await page.request.get('/api/admin/stats')).json();
      expect(stats.totalOrders).toBeGreaterThan(0);
      const card = (name: string) => page.getByRole('region', { name }).getByTestId('stat-value');
      await expect(card('Total Orders')).toHaveText(String(stats.totalOrders));
      const revenue = `$${(stats.totalRevenueCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(card('Total Revenue')).toHaveText(revenue);
      await expect(card('Newsletter Subscribers')).toHaveText(String(stats.subscribers));
    });

    await test.step('the tabs list recent entries, and the page is accessible', async () => {
      await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toContainText('grace@example.com');
      await expect(page.getByRole('tabpanel').getByText('pending').first()).toBeVisible();
      await page.getByRole('tab', { name: 'Newsletter' }).click();
      await expect(page.getByRole('tabpanel').getByRole('columnheader', { name: 'Subscribed Date' }).or(page.getByText('No subscribers yet'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Logout returns to the store, and the admin area asks to sign in again', async () => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  });
});

test.describe('Managing the store', () => {
  test('an order awaits its payment, is confirmed, ships in two parcels with a printed slip, and tracking and email show both', async ({ browser, request }) => {
    const order = await placeOrder(request, 'lin@example.com', { pay: false, lines: 2 });
    const { context, page } = await staffContext(browser);

    await test.step('unpaid, it waits among the abandoned checkouts, where a search by email finds it', async () => {
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^Abandoned checkouts/ }).click();
      await page.getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' }).fill('lin@example.com');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('link', { name: `#${order.id}` }).click();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
      await expect(page.getByText('1 Navy Way')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('unpaid, it is awaiting payment and staff cannot change its status', async () => {
      await expect(page.getByRole('heading', { name: `Order #${order.id}` }).locator('..').getByText('Awaiting payment', { exact: true })).toBeVisible();
      await expect(page.getByText('Awaiting payment. The order is confirmed once its payment arrives', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Confirm order|Cancel order|Mark as)/ })).toHaveCount(0);
    });

    await test.step('once paid, it is pending with the payment in its history', async () => {
      await payOrder(request, order.paymentToken!);
      await page.reload();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` }).locator('..').getByText('pending', { exact: true })).toBeVisible();
      await expect(page.getByText('Payment received', { exact: false })).toBeVisible();
    });

    await test.step('it is among the orders to ship, paid and unfulfilled', async () => {
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^To ship/ }).click();
      await page.getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' }).fill(`#${order.id}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
      await expect(row.getByText('Paid', { exact: true })).toBeVisible();
      await expect(row.getByText('Unfulfilled', { exact: true })).toBeVisible();
      await row.getByRole('link', { name: `#${order.id}` }).click();
    });

    await test.step('confirm it', async () => {
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await page.getByRole('button', { name: 'Save: confirmed' }).click();
      await expect(page.getByRole('button', { name: 'Ship items' })).toBeVisible();
    });

    const form = page.getByRole('form', { name: 'Ship items' });
    await test.step('the first parcel holds the first line, with UPS', async () => {
      await page.getByRole('button', { name: 'Ship items' }).click();
      await form.getByRole('spinbutton').nth(1).fill('0');
      await form.getByLabel('Carrier', { exact: true }).selectOption('UPS');
      await form.getByLabel('Carrier tracking number').fill('1Z999AA10123456784');
      await form.getByRole('button', { name: 'Ship parcel' }).click();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` }).locator('..').getByText('Partially fulfilled', { exact: true })).toBeVisible();
      const parcels = page.getByRole('list', { name: 'Parcels' });
      await expect(parcels.getByText('Parcel 1')).toBeVisible();
      await expect(parcels.getByRole('link', { name: /^1Z999AA10123456784/ })).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?.*1Z999AA10123456784/);
    });

    await test.step('the packing slip prints the rest without the store or the admin around it', async () => {
      const [slip] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Print packing slip' }).click()]);
      const sheet = slip.getByRole('article', { name: `Packing slip for order #${order.id}` });
      await expect(sheet.getByText('1 Navy Way')).toBeVisible();
      await expect(sheet.getByRole('columnheader', { name: 'To pack' })).toBeVisible();
      await expect(sheet.getByText('$')).toHaveCount(0);
      await slip.emulateMedia({ media: 'print' });
      await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(slip.getByRole('navigation').first()).toBeHidden();
      await expect(sheet).toBeVisible();
      await slip.close();
    });

    await test.step('the rest ships with FedEx', async () => {
      await page.getByRole('button', { name: 'Ship the rest' }).click();
      await form.getByLabel('Carrier', { exact: true }).selectOption('FedEx');
      await form.getByLabel('Carrier tracking number').fill('771234567890');
      await form.getByRole('button', { name: 'Ship parcel' }).click();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` }).locator('..').getByText('Fulfilled', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Parcels' }).getByText('Parcel 2')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    });

    await test.step('the shopper tracking page shows both parcels, each linked to its carrier', async () => {
      const shopper = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await shopper.goto(`/track?number=${order.trackingNumber}`);
      const parcels = shopper.getByRole('list', { name: 'Parcels' });
      await expect(parcels.getByRole('listitem')).toHaveCount(2);
      await expect(parcels.getByRole('link', { name: /^1Z999AA10123456784/ })).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?/);
      await expect(parcels.getByRole('link', { name: /^771234567890/ })).toHaveAttribute('href', /fedex\.com/);
      await shopper.close();
    });

    await test.step('the shopper was emailed once per parcel, each with its tracking number', async () => {
      const emails = (await (await page.request.get('/api/admin/outbox?q=lin@example.com')).json()) as Array<{ id: number; subject: string }>;
      const shipped = emails.filter((email) => email.subject.includes(order.trackingNumber) && email.subject.includes('has shipped'));
      expect(shipped).toHaveLength(2);
      const texts = await Promise.all(shipped.map(async (email) => ((await (await page.request.get(`/api/admin/outbox/${email.id}`)).json()) as { text: string }).text));
      expect(texts.some((text) => text.includes('1Z999AA10123456784') && text.includes('One more item follows'))).toBe(true);
      expect(texts.some((text) => text.includes('771234567890') && !text.includes('follows'))).toBe(true);
    });
    await context.close();
  });

  test('a price edited in the admin shows on the product page', async ({ browser, request }) => {
    const product = (await catalogue(request))[0];
    if (!product) throw new Error('Empty catalogue');
    const { context, page } = await staffContext(browser);

    await test.step('find the product and set every variant to $123.45', async () => {
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Search products' }).fill(product.title);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('link', { name: product.title, exact: true }).first().click();
      const prices = page.getByLabel(/^Variant \d+ price$/);
      await expect(prices.first()).toBeVisible();
      for (const input of await prices.all()) await input.fill('123.45');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Product saved')).toBeVisible();
    });

    await test.step('the shop shows the new price', async () => {
      await page.goto(`/product/${product.handle}`);
      await expect(page.getByText('$123.45').first()).toBeVisible();
    });
    await context.close();
  });

  test('a deactivated colleague is signed out on their next admin call', async ({ browser }) => {
    const username = `staff-${Date.now().toString(36)}`;
    const password = 'colleague-pass-1';
    const { context, page } = await staffContext(browser);

    await test.step('add a staff account, with the form checking its rules', async () => {
      await page.goto('/admin/staff');
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Add staff' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Email').fill(`${username}@example.com`);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Add staff' }).click();
      await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
    });

    const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await markSplashSeen(colleague);
    const other = waitForLivePages(await colleague.newPage());
    await test.step('the colleague signs in elsewhere', async () => {
      await signIn(other, username, password);
      await expect(other.getByText(`Welcome back, ${username}`)).toBeVisible();
    });

    await test.step('deactivating asks for confirmation', async () => {
      await page.getByRole('button', { name: `Deactivate ${username}` }).click();
      await page.getByRole('button', { name: 'Yes, deactivate' }).click();
      await expect(page.getByRole('row', { name: new RegExp(username) }).getByText('Inactive')).toBeVisible();
    });

    await test.step("the colleague's next admin call signs them out", async () => {
      await other.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
      await expect(other).toHaveURL(/\/auth\/login$/);
      await expect(other.getByText('Authentication Required')).toBeVisible();
    });
    await colleague.close();
    await context.close();
  });
});
