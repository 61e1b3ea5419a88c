// Staff build a product in the admin form: two sizes and two colors make four variants, a
// photo is tied to each color, and the description is written in the rich-text editor. A
// shopper who picks a color sees its photo, on the product page and on a list filtered by that
// color; staff then duplicate the product into a draft and delete the copy.
import sharp from 'sharp';
import { test, expect, markSplashSeen, waitForLivePages } from './fixtures';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

const photoIn = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('staff build a product from its options and tie photos to colors; shoppers see the color they pick', async ({
  browser,
}) => {
  // A long story: building the product, two uploads, a shopper's visit, then the copy's life.
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const suffix = Date.now().toString(36);
  const name = `Tidewater Wrap Dress ${suffix}`;
  const handle = `tidewater-wrap-dress-${suffix}`;
  const staff = await browser.newContext({ baseURL });
  await markSplashSeen(staff);
  expect((await staff.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const page = waitForLivePages(await staff.newPage());
  let productId = '';

  await test.step('staff type 2 sizes and 2 colors: the form makes 4 variants at the first price', async () => {
    await page.goto('/admin/products/new');
    // The handle first: leaving the name fills an empty handle from it.
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Subcategory').fill('dresses');
    await page.getByLabel('Variant 1 price').fill('58.00');
    await page.getByLabel('Variant 1 stock').fill('4');
    const sizes = page.getByLabel('Sizes', { exact: true });
    for (const size of ['S', 'M']) await sizes.fill(size).then(() => sizes.press('Enter'));
    const colors = page.getByLabel('Colors', { exact: true });
    for (const color of ['Black', 'Red']) await colors.fill(color).then(() => colors.press('Enter'));
    await expect(page.getByText('4 variants: one for each size and color.')).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveText(['S / Black', 'S / Red', 'M / Black', 'M / Red']);
    const prices = page.getByLabel(/^Variant \d+ price$/);
    await expect(prices).toHaveCount(4);
    for (const price of await prices.all()) await expect(price).toHaveValue('58.00');
    // The first row keeps what was typed into it; new rows start with no stock.
    await expect(page.getByLabel('Variant 1 stock')).toHaveValue('4');
    await page.getByLabel('Variant 2 stock').fill('3');
  });

  await test.step('the description is written with formatting; materials and tags are chips', async () => {
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('A wrap dress for ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('warm evenings');
    const materials = page.getByLabel('Materials', { exact: true });
    await materials.fill('Viscose');
    await materials.press('Enter');
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.fill('summer');
    await tags.press('Enter');
    await page.getByLabel('Product type').fill('Dress');
  });

  await test.step('a photo is uploaded for each color and tied to it, and the product saved', async () => {
    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({
      name: 'black.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoIn({ r: 20, g: 20, b: 20 }),
    });
    await expect(page.getByLabel('Image 1 color')).toBeVisible();
    await upload.setInputFiles({
      name: 'red.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoIn({ r: 200, g: 40, b: 40 }),
    });
    await page.getByLabel('Image 1 color').selectOption('Black');
    await page.getByLabel('Image 2 color').selectOption('Red');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    productId = page.url().split('/').at(-1)!;
  });

  const detail = await (await staff.request.get(`/api/admin/products/${productId}`)).json();
  const photoOf = (color: string) =>
    (detail.images as { url: string; color: string | null }[]).find((i) => i.color === color)!.url;
  expect(detail.product.description).toBe('<p>A wrap dress for <strong>warm evenings</strong></p>');
  expect(detail.variants).toHaveLength(4);
  /** The photo at this address, at whatever size the page asked for. */
  const photoAt = (url: string) => new RegExp(`^${url}(/|$)`);

  await test.step('a shopper who picks Red sees the red photo, on the product page and on a list filtered by Red', async () => {
    const shopper = await browser.newContext({ baseURL });
    await markSplashSeen(shopper);
    const shop = waitForLivePages(await shopper.newPage());
    await shop.goto(`/product/${handle}`);
    const main = shop.getByRole('button', { name: `Zoom in on ${name}` }).locator('img');
    await expect(main).toHaveAttribute('src', photoAt(photoOf('Black')));
    await shop
      .getByRole('group', { name: /^Color/ })
      .getByRole('button', { name: 'Red' })
      .click();
    await expect(main).toHaveAttribute('src', photoAt(photoOf('Red')));
    await expect(shop.getByRole('button', { name: /^Show image 1 of/ }).locator('img')).toHaveAttribute(
      'src',
      photoAt(photoOf('Red')),
    );

    await shop.goto('/women?color=Red&sort=newest');
    const card = shop.getByRole('article', { name });
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', photoAt(photoOf('Red')));
    await shopper.close();
  });

  await test.step('staff duplicate the product into a hidden draft, then delete the copy', async () => {
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { name: `${name} (copy)` })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/admin/products/${productId}$`));
    await expect(page.getByLabel('Active (shown in the shop)')).not.toBeChecked();
    await expect(page.getByLabel('Handle')).toHaveValue(`${handle}-copy`);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByText(`${name} (copy) is deleted.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect((await staff.request.get(`/api/admin/products/${productId}`)).status()).toBe(200);
  });
  await staff.close();
});
