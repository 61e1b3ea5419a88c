// Product page stories for prices and stock that tell the truth and for what the page offers
// around the product: the chosen variant's price and its cart price, "From" and sale prices on
// cards, choosing a color, the cart's stepper stopping at the stock, the rows of other
// products, and the delivery and returns promise.
import type { APIRequestContext, Page } from '@playwright/test';
import { deliveryWindow, formatDeliveryWindow } from '../src/shared/delivery';
import { formatMoney, toCents } from '../src/shared/money';
import type { StorefrontProduct, StorefrontVariant } from '../src/shared/schemas/shopify';
import { expect, expectNoSeriousA11yViolations, liveSection, test } from './fixtures';
import { cartLine, listProducts, seedCart } from './support/store';

const main = (page: Page) => page.getByRole('main');
const sizes = (page: Page) => main(page).getByRole('group', { name: /^Size/ });
const colors = (page: Page) => main(page).getByRole('group', { name: /^Color/ });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true });
const option = (v: StorefrontVariant, name: string) => v.selectedOptions.find((o) => o.name === name)?.value ?? '';
const variantsOf = (p: StorefrontProduct) => p.variants.edges.map((e) => e.node);
const cents = (m: { amount: string }) => toCents(m.amount);
const colorCount = (p: StorefrontProduct) => new Set(variantsOf(p).map((v) => option(v, 'Color'))).size;

async function productByHandle(request: APIRequestContext, handle: string): Promise<StorefrontProduct> {
  const response = await request.get(`/api/shopify/products/${handle}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: StorefrontProduct }).product;
}

async function openProduct(page: Page, handle: string, title: string) {
  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('the blouse costs more in XXL, the page says so and the cart charges it', async ({ page, request }) => {
  const blouse = await productByHandle(request, 'lace-trim-poplin-blouse');
  const xxl = variantsOf(blouse).find((v) => option(v, 'Size') === 'XXL' && v.availableForSale);
  expect(xxl, 'the seeded blouse sells an XXL').toBeDefined();
  const lowest = cents(blouse.priceRange.minVariantPrice);
  const xxlPrice = cents(xxl!.price);
  expect(xxlPrice).toBeGreaterThan(lowest);

  await test.step('before a choice the price reads From the lowest', async () => {
    await openProduct(page, blouse.handle, blouse.title);
    await expect(main(page).getByText(`From ${formatMoney(lowest)}`, { exact: true })).toBeVisible();
  });

  await test.step('choosing XXL shows its own price', async () => {
    await sizes(page).getByRole('button', { name: 'XXL', exact: true }).click();
    await expect(main(page).getByText(formatMoney(xxlPrice), { exact: true })).toBeVisible();
    await expect(main(page).getByText(`From ${formatMoney(lowest)}`, { exact: true })).toBeHidden();
  });

  await test.step('the cart holds the line at the XXL price', async () => {
    if (colorCount(blouse) > 1)
      await colors(page)
        .getByRole('button', { name: option(xxl!, 'Color'), exact: true })
        .click();
    await main(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, `${blouse.title} has been added to your cart.`)).toBeVisible();
    await page.goto('/cart');
    await expect(main(page).getByText(`${formatMoney(xxlPrice)} each`)).toBeVisible();
    const subtotal = main(page)
      .getByRole('region', { name: 'Order Summary' })
      .locator('xpath=.//dt[normalize-space()="Subtotal"]/following-sibling::dd');
    await expect(subtotal).toHaveText(formatMoney(xxlPrice));
  });
});

test('cards say From when the variants differ, and mark a sale', async ({ page, request }) => {
  const firstPage = await listProducts(request, 'first=48&page=1');
  const varied = firstPage.find((p) => cents(p.priceRange.maxVariantPrice) > cents(p.priceRange.minVariantPrice));
  const onSale = firstPage.find(
    (p) => p.compareAtPriceRange && cents(p.compareAtPriceRange.minVariantPrice) > cents(p.priceRange.minVariantPrice),
  );
  expect(varied, 'the first shop page has a product priced by variant').toBeDefined();
  expect(onSale, 'the first shop page has a product on sale').toBeDefined();
  await page.goto('/shop');

  await test.step('a product priced by variant reads From its lowest price', async () => {
    await expect(
      card(page, varied!.title).getByText(`From ${formatMoney(cents(varied!.priceRange.minVariantPrice))}`, {
        exact: true,
      }),
    ).toBeVisible({ timeout: 30_000 });
  });

  await test.step('a product on sale shows Sale and its compare-at price struck through', async () => {
    const sale = card(page, onSale!.title);
    await expect(sale.getByText('Sale', { exact: true })).toBeVisible();
    await expect(sale.locator('s')).toHaveText(
      `Was ${formatMoney(cents(onSale!.compareAtPriceRange!.minVariantPrice))}`,
    );
  });
});

test('a product in several colors asks for one, on its page and in the quick view', async ({ page, request }) => {
  const firstPage = await listProducts(request, 'first=48&page=1');
  const product = firstPage.find(
    (p) =>
      p.availableForSale && colorCount(p) > 1 && colorCount(p) <= 4 && variantsOf(p).some((v) => v.availableForSale),
  );
  expect(product, 'the first shop page has a product in several colors').toBeDefined();
  const variant = variantsOf(product!).find((v) => v.availableForSale)!;
  const size = option(variant, 'Size');
  const sizeCount = new Set(variantsOf(product!).map((v) => option(v, 'Size'))).size;

  await test.step('on the product page, adding with only a size asks for a color', async () => {
    await openProduct(page, product!.handle, product!.title);
    if (sizeCount > 1) await sizes(page).getByRole('button', { name: size, exact: true }).click();
    await main(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Please choose a color before adding to cart.')).toBeVisible();
    await expect(colors(page).getByText('Please choose a color.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step('in the quick view too', async () => {
    await page.goto('/shop');
    await card(page, product!.title)
      .getByRole('button', { name: `Quick view ${product!.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: product!.title });
    if (sizeCount > 1)
      await dialog.getByRole('group', { name: 'Size' }).getByRole('button', { name: size, exact: true }).click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Color Required')).toBeVisible();
    await dialog
      .getByRole('group', { name: 'Color' })
      .getByRole('button', { name: option(variant, 'Color'), exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, `${product!.title} has been added to your cart.`)).toBeVisible();
  });
});

test("the cart's stepper stops at the stock and says why", async ({ page, request }) => {
  let line;
  for (const product of await listProducts(request, 'first=100')) {
    const variant = variantsOf(product).find(
      (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 3 && (v.quantityAvailable ?? 0) <= 9,
    );
    if (variant) {
      line = { ...cartLine(product, variant, variant.quantityAvailable! - 1), stock: variant.quantityAvailable! };
      break;
    }
  }
  expect(line, 'the catalogue has a variant with a few units left').toBeDefined();
  const { stock, ...item } = line!;
  await seedCart(page, [item]);
  await page.goto('/cart');

  const more = main(page).getByRole('button', { name: new RegExp(`^Increase quantity of ${item.name}`) });
  await expect(main(page).getByText(`Only ${stock} left`, { exact: true })).toBeVisible();
  await more.click();
  await expect(main(page).getByRole('status', { name: `Quantity of ${item.name}` })).toHaveText(String(stock));
  await expect(more).toBeDisabled();
  await expect(more).toHaveAccessibleName(`Increase quantity of ${item.name}: only ${stock} left`);

  await test.step('the slide-out cart stops there too', async () => {
    await page.goto('/shop');
    await page.getByRole('button', { name: /^Cart, / }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(
      drawer.getByRole('button', { name: `Increase quantity of ${item.name}: only ${stock} left` }),
    ).toBeDisabled();
    await expect(drawer.getByText(`Only ${stock} left`, { exact: true })).toBeVisible();
  });
});

test('the product page suggests real products and remembers what was viewed', async ({ page, request }) => {
  const firstPage = await listProducts(request, 'first=100');
  const withLook = firstPage.find((p) => p.collection && p.availableForSale && p.category === 'women')!;
  const before = firstPage.find((p) => p.handle !== withLook.handle)!;

  await openProduct(page, before.handle, before.title);
  await openProduct(page, withLook.handle, withLook.title);
  await liveSection(page, 'product-merchandising');

  await test.step('You may also like: in-stock products of the same category, each a link to its page', async () => {
    const row = main(page).getByRole('list', { name: 'You may also like' });
    await expect(row.getByRole('article')).not.toHaveCount(0);
    const count = await row.getByRole('article').count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(8);
    await expect(row.getByRole('link', { name: withLook.title, exact: true })).toHaveCount(0);
    // Each tile's picture comes with the page's code, after the product's own picture.
    await expect(row.locator('article img')).toHaveCount(count);
    await row.locator('article img').first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        row
          .locator('article img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const html = await (await request.get(`/product/${withLook.handle}`)).text();
    const serverRow = html.slice(
      html.indexOf('aria-label="You may also like"'),
      html.indexOf('</ul>', html.indexOf('aria-label="You may also like"')),
    );
    expect(serverRow).toContain('<article');
    expect(serverRow).not.toContain('<img');
  });

  await test.step('Complete the look: the same collection in other subcategories', async () => {
    const related = (await (await request.get(`/api/shopify/products/${withLook.handle}/related`)).json()) as {
      completeTheLook: StorefrontProduct[];
    };
    expect(related.completeTheLook.length).toBeGreaterThan(0);
    for (const p of related.completeTheLook) {
      expect(p.collection).toBe(withLook.collection);
      expect(p.subcategory).not.toBe(withLook.subcategory);
    }
    const row = main(page).getByRole('list', { name: 'Complete the look' });
    const first = related.completeTheLook[0]!;
    await expect(row.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
      'href',
      `/product/${first.handle}`,
    );
  });

  await test.step('Recently viewed: the product seen before', async () => {
    const row = main(page).getByRole('list', { name: 'Recently viewed' });
    await expect(row.getByRole('link', { name: before.title, exact: true })).toHaveAttribute(
      'href',
      `/product/${before.handle}`,
    );
    await expect(row.getByRole('link', { name: withLook.title, exact: true })).toHaveCount(0);
  });

  await test.step('a suggestion opens its page', async () => {
    const row = main(page).getByRole('list', { name: 'You may also like' });
    const link = row.getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('the product page promises delivery dates and free returns', async ({ page, request }) => {
  const [product] = await listProducts(request, 'first=1');
  await openProduct(page, product!.handle, product!.title);
  const promise = main(page).getByRole('list', { name: 'Delivery and returns' });
  const today = new Date();
  await expect(promise.getByText(`Arrives ${formatDeliveryWindow(deliveryWindow('standard', today))}`)).toBeVisible();
  await expect(promise.getByText(`Arrives ${formatDeliveryWindow(deliveryWindow('express', today))}`)).toBeVisible();
  await expect(promise.getByText('Express delivery: $19.99')).toBeVisible();
  await expect(promise.getByRole('link', { name: 'Free 30-day returns' })).toHaveAttribute('href', '/return-policy');
  await expectNoSeriousA11yViolations(page);
});
