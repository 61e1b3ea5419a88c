// Product page stories: choosing a size, colour and quantity, adding to the cart, the
// wishlist heart, sharing, and a product that does not exist.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

interface Variant {
  id: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  selectedOptions: { name: string; value: string }[];
}
interface ProductNode {
  handle: string;
  title: string;
  availableForSale: boolean;
  variants: { edges: { node: Variant }[] };
}
interface Pick {
  product: ProductNode;
  /** A size and colour that are sold out together... */
  soldOut: { size: string; color: string };
  /** ...while the same size is in stock (3 or more) in this colour. */
  inStock: { size: string; color: string };
}

const option = (v: Variant, name: string) => v.selectedOptions.find((o) => o.name === name)?.value ?? '';

/** A product from the seeded catalogue with a sold-out size and colour combination. */
async function productWithSoldOutCombination(request: APIRequestContext): Promise<Pick> {
  const response = await request.get('/api/shopify/products?first=250');
  expect(response.ok()).toBe(true);
  const nodes = ((await response.json()) as { products: { edges: { node: ProductNode }[] } }).products.edges.map(
    (e) => e.node,
  );
  for (const product of nodes) {
    const variants = product.variants.edges.map((e) => e.node);
    if (!product.availableForSale || new Set(variants.map((v) => option(v, 'Size'))).size < 2) continue;
    for (const gone of variants.filter((v) => !v.availableForSale)) {
      const size = option(gone, 'Size');
      const color = option(gone, 'Color');
      const colorSoldOut = !variants.some((v) => option(v, 'Color') === color && v.availableForSale);
      const other = colorSoldOut
        ? undefined
        : variants.find(
            (v) =>
              option(v, 'Size') === size &&
              option(v, 'Color') !== color &&
              v.availableForSale &&
              (v.quantityAvailable ?? 99) >= 3,
          );
      if (other) return { product, soldOut: { size, color }, inStock: { size, color: option(other, 'Color') } };
    }
  }
  throw new Error('The seeded catalogue has no product with a sold-out size and colour');
}

const sizes = (page: Page) => page.getByRole('group', { name: /^Size/ });
const colors = (page: Page) => page.getByRole('group', { name: /^Color/ });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

test('a shopper opens a product from the shop', async ({ page }) => {
  await test.step('the shop lists products that open their page', async () => {
    await page.goto('/shop');
    const first = page.locator('main a[href^="/product/"]').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href ?? /\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByText(/reviews/)).toHaveCount(0);
  });
});

test('a shopper picks a size, colour and quantity and adds the product to the cart', async ({ page, request }) => {
  const { product, soldOut, inStock } = await productWithSoldOutCombination(request);

  await test.step('the page shows the product', async () => {
    await page.goto(`/product/${product.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${product.title}`));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });

  await test.step('adding without a size asks for one', async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Size Required')).toBeVisible();
    await expect(page.getByText('Please select a size before adding to cart.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });

  await test.step('a sold-out combination is marked, and offers an email for when it is back instead of the cart', async () => {
    await colors(page).getByRole('button', { name: soldOut.color, exact: true }).click();
    await sizes(page)
      .getByRole('button', { name: `${soldOut.size} (sold out)` })
      .click();
    await expect(page.getByRole('form', { name: "Email me when it's back" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  await test.step('the in-stock colour opens the size again', async () => {
    await colors(page).getByRole('button', { name: inStock.color, exact: true }).click();
    await sizes(page).getByRole('button', { name: inStock.size, exact: true }).click();
    await expect(sizes(page).getByRole('button', { name: inStock.size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the quantity steps up and down, never below 1', async () => {
    const quantity = page.getByRole('status', { name: `Quantity of ${product.title}` });
    const less = page.getByRole('button', { name: `Decrease quantity of ${product.title}` });
    await expect(less).toBeDisabled();
    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(quantity).toHaveText('3');
    await less.click();
    await expect(quantity).toHaveText('2');
  });

  await test.step('adding puts the line in the cart and the badge counts it', async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${product.title} has been added to your cart.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  await test.step('the cart page shows the chosen size and colour', async () => {
    await page.goto('/cart');
    await expect(page.getByText(`Size: ${inStock.size} · Color: ${inStock.color}`)).toBeVisible();
  });
});

test('an unknown product says so and leads back to the shop', async ({ page }) => {
  await page.goto('/product/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the wishlist heart is remembered', async ({ page, request }) => {
  const { product } = await productWithSoldOutCombination(request);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });

  await test.step('saving shows a toast and counts in the nav', async () => {
    await page.goto(`/product/${product.handle}`);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${product.title} has been added to your wishlist.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  await test.step('it is still saved after a reload', async () => {
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the wishlist page lists it and links back', async () => {
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByRole('link', { name: `View product: ${product.title}` })).toHaveAttribute(
      'href',
      `/product/${product.handle}`,
    );
  });

  await test.step('Add to cart on a product with several sizes opens its page to choose one', async () => {
    await page.getByRole('button', { name: `Add ${product.title} to cart` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.handle}$`));
    await expect(page.getByText('Choose a size', { exact: true })).toBeVisible();
  });
});

test('sharing copies the link when the device has no share sheet', async ({ page, context, request, baseURL }) => {
  const { product } = await productWithSoldOutCombination(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/product/${product.handle}`);
  await page.getByRole('button', { name: 'Share this product' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the product page has no serious accessibility violations', async ({ page, request }) => {
  const { product } = await productWithSoldOutCombination(request);
  await page.goto(`/product/${product.handle}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a shopper finds their size on the product page', async ({ page, request }) => {
  const res = await request.get('/api/shopify/products?first=1&category=women&subcategory=tops');
  const handle: string = (await res.json()).products.edges[0].node.handle;
  await page.goto(`/product/${handle}`);
  await page.getByRole('button', { name: 'Find my size' }).click();
  const finder = page.getByRole('region', { name: 'Find Your Size' });
  await finder.getByLabel('Bust (inches)').fill('35.5');
  await finder.getByLabel('Waist (inches)').fill('27');
  await finder.getByRole('button', { name: 'Find My Size' }).click();
  await expect(finder.getByRole('status', { name: 'Size recommendation' }).getByTestId('recommended-size')).toHaveText(
    'M',
  );
});
