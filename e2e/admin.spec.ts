// Staff stories: signing in and out, the dashboard against the server's figures, an order
// awaiting its payment and then moved on once paid (and the shopper's tracking page seeing it),
// editing a price the shop then shows, and a deactivated colleague losing access. Uses the
// staff account from scripts/e2e-server.sh.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, markSplashSeen, waitForLivePages } from './fixtures';
import type { StorefrontProduct, StorefrontVariant } from '../src/shared/schemas/shopify';
import { cartLineWhere, CUSTOMER, listProducts as catalogue, payOrder, placeOrder } from './support/store';
import { emailedInvitationToken, emailedResetToken, lastCodeEmailId, uniqueEmail } from './support/account';

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
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole('columnheader', { name: 'Subscribed Date' })
          .or(page.getByText('No subscribers yet')),
      ).toBeVisible();
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
  test('staff cancel an order still awaiting payment, and the stock it held is for sale again at once', async ({
    browser,
    request,
  }) => {
    const units = (variant: StorefrontVariant) => variant.quantityAvailable ?? 0;
    const line = await cartLineWhere(request, (v) => v.availableForSale && units(v) >= 1 && units(v) <= 5);
    const stockOf = async () => {
      const response = await request.get(`/api/shopify/products/${line.handle}`);
      const { product } = (await response.json()) as { product: StorefrontProduct };
      return product.variants.edges.map((e) => e.node).find((v) => v.id === line.shopifyId)!;
    };
    const stock = units(await stockOf());
    let orderId = 0;

    await test.step('a shopper places an order for every unit of a variant and does not pay: it is sold out', async () => {
      const response = await request.post('/api/orders', {
        headers: { 'Idempotency-Key': `e2e-hoard-${Date.now()}` },
        data: {
          customer: { ...CUSTOMER, email: `hoard-${Date.now()}@example.com` },
          items: [{ variantId: line.shopifyId, quantity: stock }],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { order } = (await response.json()) as { order: { id: number; status: string } };
      expect(order.status).toBe('awaiting_payment');
      orderId = order.id;
      await expect.poll(async () => (await stockOf()).availableForSale).toBe(false);
    });

    const { context, page } = await staffContext(browser);
    await test.step('staff find it among the orders awaiting payment and cancel it, confirming that its stock is released', async () => {
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^Awaiting payment/ }).click();
      await page
        .getByRole('link', { name: `#${orderId}`, exact: true })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel unpaid order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this unpaid order?' });
      await expect(dialog).toContainText('Its stock is released for sale at once');
      await dialog.getByRole('button', { name: 'Yes, cancel unpaid order' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The unpaid order is cancelled' })).toBeVisible();
      await expect(
        page
          .getByRole('heading', { name: `Order #${orderId}` })
          .locator('..')
          .getByText('cancelled', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel unpaid order' })).toHaveCount(0);
    });
    await context.close();

    await test.step('the variant is for sale again with all its units', async () => {
      await expect.poll(async () => units(await stockOf())).toBe(stock);
      expect((await stockOf()).availableForSale).toBe(true);
    });
  });

  test('an order awaits its payment, is confirmed, ships in two parcels with a printed slip, and tracking and email show both', async ({
    browser,
    request,
  }) => {
    // A long story: an order's whole life in the admin, the storefront and the mail.
    test.slow();
    const order = await placeOrder(request, 'lin@example.com', { pay: false, lines: 2 });
    const { context, page } = await staffContext(browser);

    await test.step('unpaid, it waits among the abandoned checkouts, where a search by email finds it', async () => {
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^Abandoned checkouts/ }).click();
      await page
        .getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' })
        .fill('lin@example.com');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('link', { name: `#${order.id}` }).click();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
      await expect(page.getByText('1 Navy Way')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('unpaid, it is awaiting payment and staff cannot move it on, only cancel it', async () => {
      await expect(
        page
          .getByRole('heading', { name: `Order #${order.id}` })
          .locator('..')
          .getByText('Awaiting payment', { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText('Awaiting payment. The order is confirmed once its payment arrives', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Confirm order|Cancel order|Mark as)/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel unpaid order' })).toBeVisible();
    });

    await test.step('once paid, it is pending with the payment in its history', async () => {
      await payOrder(request, order.paymentToken!);
      await page.reload();
      await expect(
        page
          .getByRole('heading', { name: `Order #${order.id}` })
          .locator('..')
          .getByText('pending', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Payment received', { exact: false })).toBeVisible();
    });

    await test.step('it is among the orders to ship, paid and unfulfilled', async () => {
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^To ship/ }).click();
      await page
        .getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' })
        .fill(`#${order.id}`);
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
      await expect(
        page
          .getByRole('heading', { name: `Order #${order.id}` })
          .locator('..')
          .getByText('Partially fulfilled', { exact: true }),
      ).toBeVisible();
      const parcels = page.getByRole('list', { name: 'Parcels' });
      await expect(parcels.getByText('Parcel 1')).toBeVisible();
      await expect(parcels.getByRole('link', { name: /^1Z999AA10123456784/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.ups\.com\/track\?.*1Z999AA10123456784/,
      );
    });

    await test.step('the packing slip prints the rest without the store or the admin around it', async () => {
      const [slip] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: 'Print packing slip' }).click(),
      ]);
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
      await expect(
        page
          .getByRole('heading', { name: `Order #${order.id}` })
          .locator('..')
          .getByText('Fulfilled', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Parcels' }).getByText('Parcel 2')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    });

    await test.step('the shopper tracking page shows both parcels, each linked to its carrier', async () => {
      const shopper = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await shopper.goto(`/track?number=${order.trackingNumber}`);
      const parcels = shopper.getByRole('list', { name: 'Parcels' });
      await expect(parcels.getByRole('listitem')).toHaveCount(2);
      await expect(parcels.getByRole('link', { name: /^1Z999AA10123456784/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.ups\.com\/track\?/,
      );
      await expect(parcels.getByRole('link', { name: /^771234567890/ })).toHaveAttribute('href', /fedex\.com/);
      await shopper.close();
    });

    await test.step('the shopper was emailed once per parcel, each with its tracking number', async () => {
      const emails = (await (await page.request.get('/api/admin/outbox?q=lin@example.com')).json()) as Array<{
        id: number;
        subject: string;
      }>;
      const shipped = emails.filter(
        (email) => email.subject.includes(order.trackingNumber) && email.subject.includes('has shipped'),
      );
      expect(shipped).toHaveLength(2);
      const texts = await Promise.all(
        shipped.map(
          async (email) =>
            ((await (await page.request.get(`/api/admin/outbox/${email.id}`)).json()) as { text: string }).text,
        ),
      );
      expect(texts.some((text) => text.includes('1Z999AA10123456784') && text.includes('One more item follows'))).toBe(
        true,
      );
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

    await test.step('a colleague account exists (added through the staff API, as a script would) and is listed', async () => {
      const added = await page.request.post('/api/admin/staff', {
        data: { username, email: `${username}@example.com`, password, role: 'fulfillment' },
      });
      expect(added.status(), await added.text()).toBe(201);
      await page.goto('/admin/staff');
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

  test('a colleague who forgot their password gets a link, chooses a new one, and sees where they are signed in', async ({
    browser,
  }) => {
    const username = `forgot-${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const { context, page } = await staffContext(browser);
    const added = await page.request.post('/api/admin/staff', {
      data: { username, email, password: 'colleague-pass-1', role: 'support' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await context.close();

    const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await markSplashSeen(colleague);
    const other = waitForLivePages(await colleague.newPage());
    const after = await lastCodeEmailId(email);
    await test.step('"Forgot password?" answers without saying whether the email is staff', async () => {
      await other.goto('/auth/login');
      await other.getByRole('button', { name: 'Forgot password?' }).click();
      await other.getByLabel('Email').fill(email);
      await other.getByRole('button', { name: 'Send the link' }).click();
      await expect(other.getByRole('status')).toContainText('If a staff account has this email');
    });

    await test.step('the emailed link names the account, takes a new password and signs in', async () => {
      await other.goto(`/staff/reset#${await emailedResetToken(email, after)}`);
      await expect(other.getByText(username, { exact: true })).toBeVisible();
      await other.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
      await other.getByRole('button', { name: 'Set the password and sign in' }).click();
      await expect(other.getByText(`Welcome back, ${username}`)).toBeVisible();
    });

    await test.step('"Your account" lists this browser as where they are signed in', async () => {
      await other.getByRole('button', { name: 'Your account' }).click();
      const sessions = other.getByRole('region', { name: 'Where you are signed in' });
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByText('This device')).toBeVisible();
      await expectNoSeriousA11yViolations(other);
    });
    await colleague.close();
  });

  test('the owner invites a packer by email, who sets up their own login and ships a paid order without seeing money, emails, refunds, Staff or Settings', async ({
    browser,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('packer');
    const username = `packer-${Date.now().toString(36)}`;
    const shopperEmail = uniqueEmail('parcel');
    const order = await placeOrder(request, shopperEmail);
    const { context, page } = await staffContext(browser);
    const after = await lastCodeEmailId(email);

    await test.step('the owner invites the email as Fulfillment from the staff screen, and it waits among the pending invitations', async () => {
      await page.goto('/admin/staff');
      const form = page.getByRole('form', { name: 'Invite staff' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Role').selectOption({ label: 'Fulfillment' });
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        page.getByText(`${email} can set up their account from the emailed link within 72 hours.`),
      ).toBeVisible();
      const pending = page.getByRole('region', { name: 'Pending invitations' });
      await expect(pending.getByRole('listitem').filter({ hasText: email })).toContainText(
        `${email} as Fulfillment, until`,
      );
      await expect(form.getByLabel('Email')).toHaveValue('');
    });

    const packer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await markSplashSeen(packer);
    const other = waitForLivePages(await packer.newPage());
    await test.step('the emailed link says whom it invites and as what; the invitee chooses a username and a password and is signed in', async () => {
      await other.goto(`/staff/invitation#${await emailedInvitationToken(email, after)}`);
      await expect(other.getByRole('heading', { name: 'Join the team' })).toBeVisible();
      const form = other.getByRole('form', { name: 'Set up your staff account' });
      await expect(form).toContainText(`You are invited as Fulfillment with the email ${email}.`);
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Password').fill('boxes, tape and labels');
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect(other).toHaveURL(/\/admin$/);
      await expect(other.getByText(`Welcome back, ${username}`)).toBeVisible();
      await expectNoSeriousA11yViolations(other);
    });

    await test.step('the owner sees the new account as Fulfillment, and the invitation no longer pending', async () => {
      await page.reload();
      await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
      await expect(page.getByLabel(`Role of ${username}`)).toHaveValue('fulfillment');
      await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toHaveCount(0);
    });
    await context.close();

    const nav = other.getByRole('navigation', { name: 'Admin sections' });
    await test.step('the packer’s nav has only the dashboard, the orders, the returns and the customers, and the dashboard shows no revenue', async () => {
      await expect(nav.getByRole('link')).toHaveText(['Dashboard', /^Orders/, /^Returns/, 'Customers']);
      await expect(other.getByRole('region', { name: 'Total Orders' })).toBeVisible();
      await expect(other.getByRole('region', { name: 'Total Revenue' })).toHaveCount(0);
    });

    await test.step('Staff and Store Settings, opened by their address, say the role does not include them', async () => {
      await other.goto('/admin/staff');
      await expect(other.getByRole('alert')).toHaveText(
        'Your role (Fulfillment) does not include managing staff. An owner can change your role on the Staff screen.',
      );
      await other.goto('/admin/settings');
      await expect(other.getByRole('alert')).toHaveText(
        'Your role (Fulfillment) does not include store settings. An owner can change your role on the Staff screen.',
      );
    });

    await test.step('among the orders to ship, the paid order shows no total and no customer email', async () => {
      await nav.getByRole('link', { name: 'Orders' }).click();
      await other.getByRole('button', { name: /^To ship/ }).click();
      await other
        .getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' })
        .fill(`#${order.id}`);
      await other.getByRole('button', { name: 'Search', exact: true }).click();
      const row = other.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
      await expect(row.getByText('Paid', { exact: true })).toBeVisible();
      await expect(row.getByText('Unfulfilled', { exact: true })).toBeVisible();
      await expect(row).toContainText('Grace Hopper');
      await expect(row).not.toContainText(shopperEmail);
      await expect(other.getByRole('columnheader', { name: 'Total' })).toHaveCount(0);
      await expect(other.getByRole('main').getByText(/\$\s?\d/)).toHaveCount(0);
      await row.getByRole('link', { name: `#${order.id}` }).click();
    });

    await test.step('the order shows the name and address to ship to, and no prices, totals, payment, refund, cancel or customer email', async () => {
      await expect(other.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
      await expect(other.getByText('Grace Hopper', { exact: true })).toBeVisible();
      await expect(other.getByText('1 Navy Way')).toBeVisible();
      await expect(other.getByText(shopperEmail)).toHaveCount(0);
      for (const heading of ['Totals', 'Payment', 'Refunds'])
        await expect(other.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
      await expect(other.getByRole('button', { name: /refund/i })).toHaveCount(0);
      await expect(other.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
      await expect(other.getByRole('main').getByText(/\$\s?\d/)).toHaveCount(0);
      await expect(other.getByRole('link', { name: 'Print packing slip' })).toBeVisible();
      await expect(other.getByRole('link', { name: 'Print invoice' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(other);
    });

    await test.step('the packer ships it with a carrier and tracking number, and it is shipped and fulfilled, in their name', async () => {
      await other.getByRole('button', { name: 'Ship items' }).click();
      const form = other.getByRole('form', { name: 'Ship items' });
      await form.getByLabel('Carrier', { exact: true }).selectOption('UPS');
      await form.getByLabel('Carrier tracking number').fill('1Z999AA10123456784');
      await form.getByRole('button', { name: 'Ship parcel' }).click();
      const badges = other.getByRole('heading', { name: `Order #${order.id}` }).locator('..');
      await expect(badges.getByText('Fulfilled', { exact: true })).toBeVisible();
      await expect(badges.getByText('shipped', { exact: true })).toBeVisible();
      await expect(
        other.getByRole('list', { name: 'Parcels' }).getByRole('link', { name: /^1Z999AA10123456784/ }),
      ).toBeVisible();
      await expect(other.getByText(`by ${username}`).first()).toBeVisible();
      await expect(other.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    });
    await packer.close();
  });
});
