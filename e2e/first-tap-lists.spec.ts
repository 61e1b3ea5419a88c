// Taps made the moment a control is on screen, on a phone's connection, before the page's code
// has taken over (support/phone.ts): on lists, the header, the footer and the store's forms.
// Each shows it was taken, is carried out once the code runs, and is never done twice.
import { expect, test } from './fixtures';
import { CART_STORAGE_KEY } from '../src/shared/page-render';
import { phonePage, PHONE_CODE_WAIT_MS, PHONE_TEST_TIMEOUT_MS } from './support/phone';
import { fillShipping } from './support/checkout';
import { cartLineWhere } from './support/store';

test.describe('before the page has come alive', () => {
  test.setTimeout(PHONE_TEST_TIMEOUT_MS);

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the cart tapped at once opens the cart', async ({ context, request }) => {
      const line = await cartLineWhere(request);
      await context.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify([line]),
      ] as const);
      const { page, release } = await phonePage(context);
      await page.goto('/about', { waitUntil: 'commit' });
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveAttribute('data-tap-pending', '');
      release();
      await expect(page.getByRole('dialog', { name: /Cart/ })).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
    });

    test("a list's Filters tapped at once opens them", async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/shop', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      release();
      await expect(page.getByRole('dialog', { name: 'Filter products' })).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
    });

    test("a product's Quick view tapped at once opens it", async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/shop', { waitUntil: 'commit' });
      const quickView = page.getByRole('button', { name: /^Quick view / }).first();
      const name = ((await quickView.getAttribute('aria-label')) ?? '').replace(/^Quick view /, '');
      await quickView.click();
      release();
      await expect(page.getByRole('dialog', { name })).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
    });

    test('the newsletter, drawn by the code as it nears the screen, signs up at once', async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/', { waitUntil: 'commit' });
      release();
      await page.locator('[data-home-section="newsletter"]').scrollIntoViewIfNeeded({ timeout: PHONE_CODE_WAIT_MS });
      const section = page.getByRole('region', { name: /Newsletter/ });
      await section
        .getByLabel('Email address')
        .fill(`early-news-${Date.now()}@example.com`, { timeout: PHONE_CODE_WAIT_MS });
      await section.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Aboard!' })).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
    });

    test('the contact form filled and sent at once sends the message', async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/contact', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByLabel('Name').fill('Ada Early');
      await form.getByLabel('Email').fill(`early-contact-${Date.now()}@example.com`);
      await form.getByLabel('Topic').selectOption({ index: 1 });
      await form.getByLabel('Subject').fill('Sizes');
      await form.getByLabel('Message').fill('Does the linen dress run small?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      release();
      await expect(page.getByText('Message sent!')).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
      await expect(form.getByLabel('Name')).toHaveValue('');
    });

    test('checkout filled and Place Order tapped the moment they show places the order', async ({
      context,
      request,
    }) => {
      const line = await cartLineWhere(request);
      await context.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify([line]),
      ] as const);
      const { page, release } = await phonePage(context);
      await page.goto('/checkout', { waitUntil: 'commit' });
      // The checkout is drawn by the page's code (it is this browser's cart): nothing shows before it.
      release();
      await fillShipping(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible({
        timeout: PHONE_CODE_WAIT_MS,
      });
    });
  });

  test.describe('on a desktop on the same connection', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("a list's colour, size and sort chosen at once are each applied", async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/shop', { waitUntil: 'commit' });
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: 'Black' }).check();
      await filters
        .getByRole('group', { name: 'Clothing sizes' })
        .getByRole('button', { name: 'M', exact: true })
        .click();
      await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
      release();
      await expect(page).toHaveURL(/colors?=Black/, { timeout: PHONE_CODE_WAIT_MS });
      await expect(page).toHaveURL(/sizes?=M/);
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(filters.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    });

    test("a list's next page tapped at once shows page 2", async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/shop', { waitUntil: 'commit' });
      await page.getByRole('link', { name: /Next/ }).click();
      release();
      await expect(page).toHaveURL(/page=2/, { timeout: PHONE_CODE_WAIT_MS });
      await expect(page.getByRole('link', { name: /Page 2/ })).toHaveAttribute('aria-current', 'page');
    });

    test('a search typed in the header at once finds it', async ({ context }) => {
      const { page, release } = await phonePage(context);
      await page.goto('/about', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open search' }).click();
      release();
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('dress');
      await box.press('Enter');
      await expect(page).toHaveURL(/query=dress/, { timeout: PHONE_CODE_WAIT_MS });
    });
  });
});
