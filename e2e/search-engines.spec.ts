// What a search engine or a chat app reads from a product page's HTML, and what a missing
// product answers: the page as the store serves it, from the production build.
import { expect, test } from './fixtures';
import { listProducts } from './support/store';

test('a product page names its one address and describes the product for search results', async ({
  page,
  request,
  baseURL,
}) => {
  const [product] = await listProducts(request, 'first=1');
  const address = `${baseURL}/product/${encodeURIComponent(product!.handle)}`;
  const response = await page.goto(`/product/${encodeURIComponent(product!.handle)}?utm_source=newsletter&gclid=abc`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
  const facts = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const described = facts.find((fact) => fact['@type'] === 'Product');
  expect(described).toMatchObject({ name: product!.title, url: address });
  expect(described!.offers).toHaveLength(product!.variants.edges.length);
  expect(facts.some((fact) => fact['@type'] === 'BreadcrumbList')).toBe(true);

  // The picture a shared link shows is a PNG drawn from the product's own art.
  const picture = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(picture).toBe(`${baseURL}/og/product/${encodeURIComponent(product!.handle)}.png`);
  const image = await request.get(picture!);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('an unknown product answers 404 and says it was not found', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Product Not Found | TJ Fashion');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
