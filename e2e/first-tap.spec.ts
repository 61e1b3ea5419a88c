// Taps made the moment a control is on screen, on a phone's connection, before the page's code
// has taken over: each shows it was taken, is carried out once the code runs, and nothing
// tapped is lost or done twice. The browser is throttled as Lighthouse's mobile profile is (150
// ms round trips, 1.6 Mbit/s down, a CPU four times slower), and the page's code is held back
// until the taps are made, so they always come before it.
import type { Page } from '@playwright/test';
import type { StorefrontProduct, StorefrontVariant } from '../src/shared/schemas/shopify';
import { expect, test } from './fixtures';
import { storedCart } from './support/checkout';
import { phonePage, PHONE_CODE_WAIT_MS, PHONE_TEST_TIMEOUT_MS } from './support/phone';
import { listProducts } from './support/store';

const option = (v: StorefrontVariant, name: string) => v.selectedOptions.find((o) => o.name === name)?.value ?? '';
const variantsOf = (p: StorefrontProduct) => p.variants.edges.map((e) => e.node);
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test.describe('on a phone, before the page has come alive', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(PHONE_TEST_TIMEOUT_MS);

  test('a size and Add to Cart tapped at once put the item in the cart, once', async ({ context, request }) => {
    const products = await listProducts(request, 'first=48');
    const product = products.find((p) => {
      const variants = variantsOf(p);
      const sizes = new Set(variants.map((v) => option(v, 'Size')));
      const colors = new Set(variants.map((v) => option(v, 'Color')));
      return p.availableForSale && colors.size === 1 && sizes.size > 1 && variants.every((v) => v.availableForSale);
    });
    expect(product, 'a product in one color and several sizes, all in stock').toBeDefined();
    const size = option(variantsOf(product!)[0]!, 'Size');

    const { page, release } = await phonePage(context);
    await page.goto(`/product/${product!.handle}`, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const sizeButton = main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true });
    await sizeButton.click();
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(sizeButton, 'the size shows it was taken').toHaveAttribute('data-tap-pending', '');
    await expect(page.locator('[data-tap-pending]')).toHaveCount(2);
    release();

    await expect(toast(page, `${product!.title} has been added to your cart.`)).toBeVisible({
      timeout: PHONE_CODE_WAIT_MS,
    });
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
  });

  test('a colour, a size, two more, the wishlist and Add to Cart tapped at once are each carried out once', async ({
    context,
    request,
  }) => {
    const products = await listProducts(request, 'first=100');
    const product = products.find((p) => {
      const variants = variantsOf(p);
      const colors = new Set(variants.map((v) => option(v, 'Color')));
      return (
        p.availableForSale &&
        colors.size > 1 &&
        variants.every((v) => v.availableForSale && (v.quantityAvailable ?? 99) >= 3)
      );
    });
    expect(product, 'a product in several colours, every variant with 3 or more in stock').toBeDefined();
    const variants = variantsOf(product!);
    const color = option(variants[variants.length - 1]!, 'Color');
    const size = option(
      variants.find((v) => option(v, 'Color') === color)!,
      'Size',
    );

    const { page, release } = await phonePage(context);
    await page.goto(`/product/${product!.handle}`, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main
      .getByRole('group', { name: /^Colou?r/ })
      .getByRole('button', { name: color, exact: true })
      .click();
    await main.getByRole('group', { name: /^Size/ }).getByRole('button', { name: size, exact: true }).click();
    const more = main.getByRole('button', { name: `Increase quantity of ${product!.title}` });
    await more.click();
    await more.click();
    await main.getByRole('button', { name: 'Save to wishlist' }).click();
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    release();

    await expect(toast(page, `${product!.title} has been added to your cart.`)).toBeVisible({
      timeout: PHONE_CODE_WAIT_MS,
    });
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ color, size, quantity: 3 })]);
    await expect(main.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
  });

  test('the menu tapped at once opens', async ({ context }) => {
    const { page, release } = await phonePage(context);
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-tap-pending', '');
    release();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('an email typed and Send code tapped at once asks for the code', async ({ context }) => {
    const email = `early-${Date.now()}@example.com`;
    const { page, release } = await phonePage(context);
    await page.goto('/account', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    release();
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible({ timeout: PHONE_CODE_WAIT_MS });
  });
});
