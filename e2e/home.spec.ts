// Shopper stories for the home page: the hero, Shop by Category, the Discover Collections
// explorer (filters, subcategory panel, views) and the Family of Brands.
import type { Page } from '@playwright/test';
import { PAGE_SIZES, STORE } from '../src/shared/store';
import { expect, liveSection, test } from './fixtures';

const explorer = (page: Page) => page.getByRole('region', { name: 'Discover Collections' });
const cards = (page: Page) => explorer(page).getByRole('list', { name: 'Products' }).getByRole('article');

test('the hero sends the shopper to the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await expect(page.getByText(STORE.tagline).first()).toBeVisible();
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('Shop by Category leads to women, men and kids', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop by Category' });
  await expect(categories.getByRole('link')).toHaveCount(3);
  for (const [name, path] of [
    ['Women', '/women'],
    ['Men', '/men'],
    ['Kids', '/kids'],
  ] as const) {
    await test.step(`the ${name} card opens ${path}`, async () => {
      await categories.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
    });
  }
});

test('a shopper explores collections by filter and subcategory', async ({ page }) => {
  await page.goto('/');
  await liveSection(page, 'product-explorer');

  await test.step('at most 8 products show, with View All Products to the shop', async () => {
    await expect(cards(page)).toHaveCount(PAGE_SIZES.homeExplorer);
    await expect(explorer(page).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  await test.step('choosing Women shows the subcategory panel', async () => {
    await explorer(page).getByRole('button', { name: 'Women', exact: true }).click();
    await expect(explorer(page).getByRole('button', { name: 'Women', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Women subcategories' })).toBeVisible();
  });

  const panel = page.getByRole('region', { name: 'Women subcategories' });
  const dresses = panel.getByRole('button', { name: 'Dresses' });

  await test.step('choosing Dresses asks the server for dresses only', async () => {
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/catalog/products') && r.url().includes('subcategory=dresses'),
    );
    await dresses.click();
    const body = (await (await answer).json()) as { products: { subcategory: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.subcategory === 'dresses')).toBe(true);
    await expect(dresses).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
  });

  await test.step('clicking Dresses again deselects it', async () => {
    await dresses.click();
    await expect(dresses).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('Clear Selection resets the explorer', async () => {
    await panel.getByRole('button', { name: 'Jeans' }).click();
    await expect(panel.getByRole('button', { name: 'Jeans' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(explorer(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel).toBeHidden();
    await expect(cards(page)).toHaveCount(PAGE_SIZES.homeExplorer);
  });

  await test.step('Trending asks for trending products', async () => {
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/catalog/products') && r.url().includes('trending=true'),
    );
    await explorer(page).getByRole('button', { name: 'Trending', exact: true }).click();
    const body = (await (await answer).json()) as { products: { trending: boolean }[] };
    expect(body.products.every((p) => p.trending)).toBe(true);
  });

  await test.step('View All Products opens the shop', async () => {
    await explorer(page).getByRole('button', { name: 'All', exact: true }).click();
    await explorer(page).getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test('the explorer switches between grid and list views', async ({ page }) => {
  await page.goto('/');
  await liveSection(page, 'product-explorer');
  const list = explorer(page).getByRole('list', { name: 'Products' });
  await expect(list).toHaveAttribute('data-view', 'grid');
  await explorer(page).getByRole('button', { name: 'List view' }).click();
  await expect(explorer(page).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('data-view', 'list');
  await explorer(page).getByRole('button', { name: 'Grid view' }).click();
  await expect(list).toHaveAttribute('data-view', 'grid');
});

test('the Family of Brands links open the sister sites in a new tab', async ({ page }) => {
  await page.goto('/');
  const brands = page.getByRole('region', { name: 'Family of Brands' });
  for (const brand of STORE.familyOfBrands) {
    const link = brands.getByRole('link', { name: new RegExp(`Visit ${brand.name}`) });
    await expect(link).toHaveAttribute('href', brand.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('region', { name: 'Our promises' })).toContainText('Free Shipping');
});
