// Shopper account stories: no account call before a shopper signs in, signing in with a code
// read from the email, passkeys on Chromium's virtual authenticator, an order placed signed in
// (the checkout filled from the account) and bought again, saved addresses, a cart that follows
// the shopper to another device, the data download, deleting the account, the pages'
// accessibility, and the staff sign-in beside it.
// Every story has an email of its own and starts signed out.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, liveSection, markSplashSeen, waitForLivePages } from './fixtures';
import {
  addToCartOnProductPage,
  accountCart,
  emailedCode,
  expectSignedIn,
  lastCodeEmailId,
  localhostURL,
  signIn,
  signInWithCode,
  uniqueEmail,
} from './support/account';
import { cartButton } from './support/checkout';
import { cartLines, cartLineWhere, CUSTOMER, placeOrder } from './support/store';

const STAFF = { username: 'e2e-admin', password: 'e2e-password-123' };
const ORDER_NUMBER = /^TJ[0-9A-Z]{16}$/;

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const section = (page: Page, name: string) => accountNav(page).getByRole('link', { name, exact: true });
const addressCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** An in-stock variant with room for every story that buys it. */
const inStock = (v: { availableForSale: boolean; quantityAvailable?: number | null }) =>
  v.availableForSale && (v.quantityAvailable ?? 0) >= 6;

async function fillAddress(
  page: Page,
  values: { firstName: string; lastName: string; address: string; city: string; state: string; zipCode: string },
) {
  const form = page.getByRole('form', { name: /^(Add|Edit) address$/ });
  await form.getByLabel('First name', { exact: true }).fill(values.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(values.lastName);
  await form.getByLabel('Address', { exact: true }).fill(values.address);
  await form.getByLabel('City', { exact: true }).fill(values.city);
  await form.getByLabel('State', { exact: true }).selectOption(values.state);
  await form.getByLabel('ZIP code', { exact: true }).fill(values.zipCode);
}

test.describe('Shopper account', () => {
  test('a shopper signs in with the code from their email, and the header leads to the account', async ({ page }) => {
    const email = uniqueEmail('code');

    await test.step('signed out, the person icon leads to the sign-in form', async () => {
      await page.goto('/');
      const icon = page.getByRole('banner').getByRole('link', { name: 'Sign in to your account' });
      await expect(icon).toHaveAttribute('href', '/account');
      await icon.click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });

    let after = 0;
    await test.step('Send code asks for the code', async () => {
      after = await lastCodeEmailId(email);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    });

    const code = await emailedCode(email, after);
    await test.step('a wrong code is refused and says how many tries are left', async () => {
      await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText(/That code is not right\. \d tries? left\./)).toBeVisible();
    });

    await test.step('the emailed code signs in, and the account shows the email', async () => {
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectSignedIn(page, email);
      await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
      await expect(page.getByText('No orders yet')).toBeVisible();
    });

    await test.step('the person icon now leads to the account', async () => {
      await page.goto('/');
      const icon = page.getByRole('banner').getByRole('link', { name: 'Account', exact: true });
      await expect(icon).toHaveAttribute('href', '/account');
      await icon.click();
      await expect(page).toHaveURL(/\/account$/);
      await expectSignedIn(page, email);
    });

    await test.step('the session outlives a reload', async () => {
      await page.reload();
      await expectSignedIn(page, email);
    });
  });

  test('a shopper who never signed in makes no account call, on the sign-in form either', async ({ page, request }) => {
    const accountCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/account')) accountCalls.push(`${sent.method()} ${sent.url()}`);
    });
    const line = await cartLineWhere(request, inStock);
    await addToCartOnProductPage(page, line);
    for (const path of ['/', '/shop', '/cart', '/checkout', '/wishlist', '/account']) {
      await page.goto(path);
      // The checkout's focused header has no cart button: its summary shows the cart.
      if (path === '/checkout')
        await expect(page.getByRole('region', { name: 'Order summary' }).getByText(line.name)).toBeVisible();
      else await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(accountCalls).toEqual([]);
  });

  test('a shopper adds a passkey and signs in with it, typing no email', async ({ page, context }) => {
    const email = uniqueEmail('passkey');
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signIn(page, email, localhostURL('/account'));

    await test.step('Add a passkey puts it in the list', async () => {
      await section(page, 'Passkeys').click();
      await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText('Not used yet');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    });

    await test.step('Sign out goes back to the sign-in form', async () => {
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    });

    await test.step('Sign in with a passkey signs in, with no email typed', async () => {
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectSignedIn(page, email);
    });

    await test.step('the passkey now shows when it was last used', async () => {
      await section(page, 'Passkeys').click();
      await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toContainText('Last used');
    });
  });

  test('a signed-in shopper checks out with the account filled in, finds the order and buys it again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('orders');
    const line = await cartLineWhere(request, inStock);
    await signIn(page, email);
    await addToCartOnProductPage(page, line);

    await test.step('the checkout has the account email, and no address yet', async () => {
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Saved addresses')).toHaveCount(0);
    });

    await test.step('an address saved in the account', async () => {
      await page.goto('/account/addresses');
      await page.getByRole('button', { name: 'Add address' }).click();
      await fillAddress(page, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '12 Garrison Ave',
        city: 'Fort Smith',
        state: 'AR',
        zipCode: '72901',
      });
      await page.getByRole('form', { name: 'Add address' }).getByRole('button', { name: 'Add address' }).click();
      await expect(addressCard(page, 'Ada Lovelace, 12 Garrison Ave')).toBeVisible();
    });

    await test.step('fills the checkout: the email and the address', async () => {
      await page.goto('/checkout');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
      await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Lovelace');
      await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Garrison Ave');
      await expect(page.getByLabel('City', { exact: true })).toHaveValue('Fort Smith');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('AR');
      await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('72901');
      await expect(page.getByLabel('Saved addresses').locator('option:checked')).toHaveText(
        /^Ada Lovelace, 12 Garrison Ave/,
      );
    });

    let orderNumber = '';
    await test.step('placing and paying the order confirms it, with no offer of an account', async () => {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/checkout\/pay\/[A-Za-z0-9_-]+$/);
      orderNumber = (await page.getByText(ORDER_NUMBER).textContent()) ?? '';
      expect(orderNumber).toMatch(ORDER_NUMBER);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    });

    const order = page.getByRole('article', { name: `Order ${orderNumber}`, exact: true });
    await test.step('the account lists the order with its line', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(order).toBeVisible();
      await expect(order.getByText(line.name)).toBeVisible();
    });

    await test.step("the order's page shows where it went and its timeline", async () => {
      await order.getByRole('link', { name: `View order ${orderNumber}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
      await expect(page.getByText('12 Garrison Ave')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').first()).toBeVisible();
      await page.getByRole('link', { name: 'Back to orders' }).click();
    });

    await test.step('Buy again puts the line back in the cart, and the slide-out cart shows it', async () => {
      await order.getByRole('button', { name: `Buy again: order ${orderNumber}` }).click();
      await expect(page.getByText('1 item added to your cart')).toBeVisible();
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
      await expect(
        drawer.getByRole('list', { name: 'Cart items' }).getByRole('heading', { name: line.name, exact: true }),
      ).toBeVisible();
      await drawer.getByRole('button', { name: 'Close cart' }).click();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: line.name, exact: true })).toBeVisible();
      await expect(page.getByText('1 item in your cart')).toBeVisible();
    });
  });

  test('a shopper adds, edits and deletes addresses, and the default is marked', async ({ page }) => {
    await signIn(page, uniqueEmail('addresses'));
    await section(page, 'Addresses').click();
    await expect(page.getByText('No saved addresses yet.', { exact: false })).toBeVisible();

    const ada = addressCard(page, 'Ada Lovelace, 12 Garrison Ave');
    await test.step('the first address is the default', async () => {
      await page.getByRole('button', { name: 'Add address' }).click();
      await fillAddress(page, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '12 Garrison Ave',
        city: 'Fort Smith',
        state: 'AR',
        zipCode: '72901',
      });
      await page.getByRole('form', { name: 'Add address' }).getByRole('button', { name: 'Add address' }).click();
      await expect(ada).toContainText('Fort Smith, AR 72901');
      await expect(ada.getByText('Default', { exact: true })).toBeVisible();
    });

    const grace = addressCard(page, 'Grace Hopper, 1 Navy Way');
    await test.step('a second address is not', async () => {
      await page.getByRole('button', { name: 'Add address' }).click();
      await fillAddress(page, {
        firstName: 'Grace',
        lastName: 'Hopper',
        address: '1 Navy Way',
        city: 'Arlington',
        state: 'VA',
        zipCode: '22201',
      });
      await page.getByRole('form', { name: 'Add address' }).getByRole('button', { name: 'Add address' }).click();
      await expect(grace).toBeVisible();
      await expect(grace.getByText('Default', { exact: true })).toHaveCount(0);
      await expect(ada.getByText('Default', { exact: true })).toBeVisible();
    });

    const moved = addressCard(page, 'Grace Hopper, 2 Navy Way');
    await test.step('editing an address saves the change', async () => {
      await page.getByRole('button', { name: 'Edit Grace Hopper, 1 Navy Way' }).click();
      const form = page.getByRole('form', { name: 'Edit address' });
      await expect(form.getByLabel('City', { exact: true })).toHaveValue('Arlington');
      await form.getByLabel('Address', { exact: true }).fill('2 Navy Way');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(moved).toBeVisible();
      await expect(grace).toHaveCount(0);
    });

    await test.step('Set as default moves the mark', async () => {
      await moved.getByRole('button', { name: 'Set as default: Grace Hopper, 2 Navy Way' }).click();
      await expect(moved.getByText('Default', { exact: true })).toBeVisible();
      await expect(ada.getByText('Default', { exact: true })).toHaveCount(0);
      // The default comes first.
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('article').first()).toHaveAccessibleName('Grace Hopper, 2 Navy Way');
    });

    await test.step('deleting asks first, then the address is gone, after a reload too', async () => {
      await ada.getByRole('button', { name: 'Delete Ada Lovelace, 12 Garrison Ave' }).click();
      await expect(ada.getByText('Delete this address?')).toBeVisible();
      await ada.getByRole('button', { name: 'Delete address' }).click();
      await expect(ada).toHaveCount(0);
      await page.reload();
      await expect(moved).toBeVisible();
      await expect(ada).toHaveCount(0);
      await expect(moved.getByText('Default', { exact: true })).toBeVisible();
    });
  });

  test("a cart follows the shopper to another device: signing in there merges both devices' lines", async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('devices');
    const [x, y] = await cartLines(request, 2, inStock);
    if (!x || !y) throw new Error('two lines expected');

    await test.step('device A, signed in, adds X, and the account keeps it', async () => {
      await signIn(page, email);
      await addToCartOnProductPage(page, x);
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await expect.poll(async () => (await accountCart(page)).map((line) => line.id)).toEqual([x.id]);
    });

    const deviceB = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await markSplashSeen(deviceB);
      const b = waitForLivePages(await deviceB.newPage());

      await test.step('device B, signed out, adds Y', async () => {
        await addToCartOnProductPage(b, y);
        await expect(cartButton(b)).toHaveAccessibleName('Cart, 1 item');
      });

      await test.step('signing in on B shows X and Y there', async () => {
        await signIn(b, email);
        await expect(cartButton(b)).toHaveAccessibleName('Cart, 2 items');
        await b.goto('/cart');
        await expect(b.getByRole('heading', { name: x.name, exact: true })).toBeVisible();
        await expect(b.getByRole('heading', { name: y.name, exact: true })).toBeVisible();
      });
    } finally {
      await deviceB.close();
    }

    await test.step('device A, reloaded, shows both too', async () => {
      await page.goto('/cart');
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
      await expect(page.getByRole('heading', { name: x.name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: y.name, exact: true })).toBeVisible();
    });
  });

  test('Download my data saves a JSON file with the shopper’s profile', async ({ page }) => {
    const email = uniqueEmail('export');
    await signIn(page, email);
    await section(page, 'Privacy').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tj-fashion-account.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({ profile: { email }, addresses: [], orders: [], passkeys: [] });
    expect(typeof data.exportedAt).toBe('string');
  });

  test('a shopper deletes their account; the same email then makes a fresh one, without the orders', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('delete');
    const guestOrder = await placeOrder(request, email);

    await test.step("signing in joins the email's guest order to the account, and greets the shopper by the order's first name", async () => {
      await signIn(page, email, '/account', CUSTOMER.firstName);
      await expect(
        page.getByRole('article', { name: `Order ${guestOrder.trackingNumber}`, exact: true }),
      ).toBeVisible();
    });

    await test.step('deleting needs the email typed', async () => {
      await section(page, 'Privacy').click();
      await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
      const confirm = page.getByRole('form', { name: 'Confirm deleting your account' });
      await confirm.getByLabel('Your email').fill('someone-else@example.com');
      await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(confirm.getByText("Type your account's email exactly as shown")).toBeVisible();
      await expectSignedIn(page, CUSTOMER.firstName);
    });

    await test.step('with the email typed, the account is gone and /account shows the sign-in form', async () => {
      const confirm = page.getByRole('form', { name: 'Confirm deleting your account' });
      await confirm.getByLabel('Your email').fill(email);
      await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Your account was deleted.' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      expect((await page.request.get('/api/account/me')).status()).toBe(401);
    });

    await test.step('signing in again makes a fresh account with no orders', async () => {
      await signInWithCode(page, email);
      await expect(page.getByText('No orders yet')).toBeVisible();
      await expect(page.getByRole('article', { name: `Order ${guestOrder.trackingNumber}` })).toHaveCount(0);
    });
  });

  test('the account pages have no serious accessibility violations', async ({ page, request }) => {
    // Nine full-page scans besides the pages' own steps: on a busy machine this takes longer
    // than one test usually may.
    test.slow();
    const email = uniqueEmail('a11y');
    await placeOrder(request, email);

    await test.step('the sign-in form, and its code step', async () => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Use a different email' }).click();
    });

    await signInWithCode(page, email, CUSTOMER.firstName);

    await test.step('orders, and an order’s page', async () => {
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('link', { name: /^View order / })
        .first()
        .click();
      await expect(page.getByRole('list', { name: 'Order timeline' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('profile', async () => {
      await section(page, 'Profile').click();
      await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('passkeys', async () => {
      await section(page, 'Passkeys').click();
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('privacy, with the delete confirmation open', async () => {
      await section(page, 'Privacy').click();
      await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Confirm deleting your account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('addresses, with the form open and with an address', async () => {
      await section(page, 'Addresses').click();
      await page.getByRole('button', { name: 'Add address' }).click();
      await page.getByRole('form', { name: 'Add address' }).getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await fillAddress(page, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '12 Garrison Ave',
        city: 'Fort Smith',
        state: 'AR',
        zipCode: '72901',
      });
      await page.getByRole('form', { name: 'Add address' }).getByRole('button', { name: 'Add address' }).click();
      await expect(addressCard(page, 'Ada Lovelace, 12 Garrison Ave')).toBeVisible();
      // Scanned once the "Address added" toast has faded in: halfway, axe measures its text as too faint.
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Address added' })).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe('Staff beside shopper accounts', () => {
  test('the footer leads staff to their sign-in, and a signed-in staff member keeps the staff menu', async ({
    page,
  }) => {
    await test.step('the footer has Staff sign-in, leading to /auth/login', async () => {
      await page.goto('/');
      await liveSection(page, 'footer');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' });
      await expect(link).toHaveAttribute('href', '/auth/login');
      await link.click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });

    await test.step('staff sign in there', async () => {
      await page.getByLabel('Username').fill(STAFF.username);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    await test.step('the person icon is the staff menu: the greeting, the dashboard and Sign Out', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByText(`Welcome, ${STAFF.username}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
        'href',
        '/account',
      );
    });
  });
});
