// The owner imports a product CSV through Admin > Products > Import CSV. One of its products
// has a negative price: the preview names that row, its column and why, before anything is
// written. Applying imports the good product, which staff then find in the product list and
// shoppers on the storefront at its price; the rejected one is nowhere.
import { test, expect, markSplashSeen, signInAsOwner, waitForLivePages } from './fixtures';

const CATEGORY = 'Category (product.metafields.custom.category)';
const SUBCATEGORY = 'Subcategory (product.metafields.custom.subcategory)';
const HEADER = [
  'Handle',
  'Title',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Inventory Qty',
  CATEGORY,
  SUBCATEGORY,
];

/** A file in Shopify's layout, its rows given as column -> cell (no cell here needs quoting). */
const csvOf = (rows: Record<string, string>[]) =>
  [HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))].map((cells) => cells.join(',')).join('\n');

test('the owner imports a product CSV: the bad row is named, the good product is sold at its price', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const good = { handle: `harbour-linen-dress-${suffix}`, title: `Harbour Linen Dress ${suffix}` };
  const bad = { handle: `broken-price-skirt-${suffix}`, title: `Broken Price Skirt ${suffix}` };
  const first = (product: { handle: string; title: string }, size: string, price: string) => ({
    Handle: product.handle,
    Title: product.title,
    'Option1 Name': 'Size',
    'Option1 Value': size,
    'Option2 Name': 'Color',
    'Option2 Value': 'Navy',
    'Variant SKU': `${product.handle}-${size}`.toUpperCase(),
    'Variant Price': price,
    'Variant Inventory Qty': '5',
    [CATEGORY]: 'women',
    [SUBCATEGORY]: product === good ? 'dresses' : 'skirts',
  });
  const file = csvOf([
    first(good, 'S', '64.50'),
    { Handle: good.handle, 'Option1 Value': 'M', 'Option2 Value': 'Navy', 'Variant Price': '64.50' },
    // Row 4 (the header is row 1): a negative price.
    first(bad, 'S', '-12.00'),
  ]);

  await test.step('the owner opens Products and chooses the file: the preview names the bad row', async () => {
    await signInAsOwner(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'spring-arrivals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    const counts = dialog.getByRole('table', { name: 'What the file would do' });
    await expect(counts.getByRole('row', { name: /^Products/ }).getByRole('cell')).toHaveText(['1', '0', '0', '1']);
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row')).toHaveCount(2);
    await expect(rejected.getByRole('row').nth(1).getByRole('cell')).toHaveText(['4', 'Variant Price', 'not a price']);
  });

  await test.step('applying imports the good product and says so', async () => {
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Import done: 1 created, 0 changed, 0 unchanged.', {
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the product list finds the new product at its price, and not the rejected one', async () => {
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill(good.title);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: good.title });
    await expect(row).toContainText('$64.50');
    await expect(row).toContainText('women / dresses');
    await search.getByRole('searchbox').fill(bad.title);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No products yet')).toBeVisible();
  });

  await test.step('a shopper finds the new product at its price; the rejected one is not in the shop', async () => {
    const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await markSplashSeen(shopper);
    const shop = waitForLivePages(await shopper.newPage());
    await shop.goto(`/product/${good.handle}`);
    await expect(shop.getByRole('heading', { level: 1, name: good.title })).toBeVisible();
    await expect(shop.getByRole('main').getByText('$64.50').first()).toBeVisible();
    await shop.goto(`/product/${bad.handle}`);
    await expect(shop.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await shopper.close();
  });
});
