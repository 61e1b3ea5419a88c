// A staff member uploads a phone photo in the admin; the product page shows it through
// <picture> (AVIF, WebP, JPEG in widths 320-1920, with the photo's own width and height),
// and a phone-sized screen downloads a narrow copy rather than the full photo, before the
// store's code.
import sharp from 'sharp';
import { test, expect, markSplashSeen, waitForLivePages } from './fixtures';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

test('a photo uploaded in the admin is served to a phone as a narrow copy through <picture>', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const handle = `photo-dress-${Date.now().toString(36)}`;
  const name = 'Harbour Photo Dress';
  const photo = await sharp({
    create: { width: 2000, height: 2500, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

  const staff = await browser.newContext({ baseURL });
  await markSplashSeen(staff);
  const signIn = await staff.request.post('/api/auth/login', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const created = await staff.request.post('/api/admin/products', {
    data: {
      handle,
      name,
      description: 'Linen, photographed.',
      category: 'women',
      subcategory: 'dresses',
      variants: [{ size: 'M', color: 'Blue', price: '48.00', stock: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: number } };

  await test.step('staff upload the JPEG on the product and save', async () => {
    const page = waitForLivePages(await staff.newPage());
    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByText('No images yet.')).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Image 1 alt text').fill('The dress from the front');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();
  });

  await test.step("a phone gets the product photo through <picture>, downloads a narrow copy, and the store's code after it", async () => {
    // A phone's screen: 390 CSS pixels wide at twice the density, so the picture needs about 780 pixels.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await markSplashSeen(phone);
    const page = waitForLivePages(await phone.newPage());
    const photos: string[] = [];
    page.on('response', (response) => {
      if (/\/media\/\d+\/\d+\.(avif|webp|jpg)$/.test(response.url()))
        photos.push(`${response.status()} ${response.headers()['content-type']} ${new URL(response.url()).pathname}`);
    });
    // A slow phone connection: the photo takes a second to come. What the connection carries,
    // in order: the photo first, the store's code after it.
    await page.route(/\/media\/\d+\/\d+\./, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const downloads: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/media\/\d+\/\d+\./.test(request.url())) downloads.push('photo arrived');
    });
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) downloads.push('code asked for');
    });
    await page.goto(`/product/${handle}`);
    const img = page.getByRole('button', { name: `Zoom in on ${name}` }).locator('picture > img');
    await expect(img).toHaveAttribute('width', '2000');
    await expect(img).toHaveAttribute('height', '2500');
    await expect(img).toHaveAttribute('sizes', /^\(max-width: 639px\) calc\(100vw - 2rem\)/);
    const sources = img.locator('xpath=..').locator('source');
    await expect(sources).toHaveCount(2);
    expect(await sources.evaluateAll((list) => list.map((s) => s.getAttribute('type')))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const srcset of [
      await sources.nth(0).getAttribute('srcset'),
      await sources.nth(1).getAttribute('srcset'),
      await img.getAttribute('srcset'),
    ]) {
      for (const width of [320, 640, 720, 960, 1280, 1920]) expect(srcset).toContain(`/${width}.`);
      expect(srcset).toContain('1920w');
    }

    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const currentSrc = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    const [, width, format] = /\/media\/\d+\/(\d+)\.(avif|webp|jpg)$/.exec(currentSrc) ?? [];
    // 358 px of picture on a 2x screen: the 720 px copy, not the 960 one.
    expect(Number(width), currentSrc).toBe(720);
    expect(format, currentSrc).toBe('avif');
    // Only the narrow copy was fetched, no wider one.
    expect(photos, photos.join('\n')).toEqual([`200 image/avif ${new URL(currentSrc).pathname}`]);
    await expect.poll(() => downloads.includes('code asked for')).toBe(true);
    expect(downloads[0], downloads.join('\n')).toBe('photo arrived');
    await phone.close();
  });
  await staff.close();
});
