// Shopper stories for the collections page: the collection tabs, the filter sidebar
// (colour, price, In Stock Only, Clear All) and the filter drawer on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { collectionName } from '../src/shared/collections';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

async function countOf(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/shopify/products?first=1&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: { totalCount: number } }).products.totalCount;
}

/** The first answer of a page can be slow on a busy machine; later steps use the default. */
const FIRST_LOAD = 30_000;
const main = (page: Page) => page.getByRole('main');
const found = (page: Page, count: number) =>
  main(page).getByText(new RegExp(`^Showing 1–\\d+ of ${count.toLocaleString('en-US')} products$`));
const sidebar = (page: Page) => main(page).getByRole('complementary', { name: 'Filters' });

test('a shopper switches between collections', async ({ page, request }) => {
  const all = await countOf(request, 'inStock=true');
  const streetwear = await countOf(request, 'collection=streetwear&inStock=true');
  expect(streetwear).toBeGreaterThan(0);

  await page.goto('/collections');
  await expect(main(page).getByRole('tab', { name: 'All Collections' })).toHaveAttribute('aria-selected', 'true');
  await expect(found(page, all)).toBeVisible({ timeout: FIRST_LOAD });

  await main(page).getByRole('tab', { name: 'Streetwear Staples' }).click();
  await expect(page).toHaveURL(/\/collections\?collection=streetwear$/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Streetwear Staples' })).toBeVisible();
  await expect(found(page, streetwear)).toBeVisible();
  await expect(
    main(page).getByText(`${streetwear.toLocaleString('en-US')} Products Found`, { exact: true }),
  ).toBeVisible();

  await page.goto('/collections?collection=mini-me');
  await expect(main(page).getByRole('tab', { name: 'Mini Me Collection' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('heading', { name: 'Themed Lookbooks' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to School' })).toHaveAttribute('href', '/kids');
});

test('a shopper follows an old summer-25 link to the summer collection, named for the summer now or next', async ({
  page,
}) => {
  await page.goto('/collections?collection=summer-25');
  await expect(page).toHaveURL(/\/collections\?collection=summer$/);
  const name = collectionName('Summer Trends');
  await expect(main(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    main(page)
      .getByRole('list', { name: `${name} products` })
      .getByRole('article')
      .first(),
  ).toBeVisible({ timeout: FIRST_LOAD });
});

test('a shopper filters a collection by colour and price, then clears the filters', async ({ page, request }) => {
  const inStock = await countOf(request, 'inStock=true');
  const everything = await countOf(request, '');
  const black = await countOf(request, 'colors=Black&inStock=true');
  const cheapBlack = await countOf(request, 'colors=Black&maxPrice=50&inStock=true');
  const inStockOnly = sidebar(page).getByRole('switch', { name: 'In Stock Only' });

  await test.step('In Stock Only is on by default', async () => {
    await page.goto('/collections');
    await expect(inStockOnly).toBeChecked();
    await expect(sidebar(page).getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    await expect(sidebar(page).getByRole('switch', { name: 'Trending' })).not.toBeChecked();
    await expect(found(page, inStock)).toBeVisible({ timeout: FIRST_LOAD });
  });

  await test.step('turning it off shows sold-out products too', async () => {
    await sidebar(page).getByText('In Stock Only').click();
    await expect(inStockOnly).not.toBeChecked();
    await expect(found(page, everything)).toBeVisible();
    await sidebar(page).getByText('In Stock Only').click();
    await expect(found(page, inStock)).toBeVisible();
  });

  await test.step('eight colours show at first, the rest behind Show more', async () => {
    await expect(sidebar(page).getByRole('checkbox', { name: 'Khaki' })).toHaveCount(0);
    await sidebar(page)
      .getByRole('button', { name: /Show more colors/ })
      .click();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Khaki' })).toBeVisible();
  });

  await test.step('a colour narrows the list', async () => {
    await sidebar(page).getByRole('checkbox', { name: 'Black' }).check();
    await expect(found(page, black)).toBeVisible();
  });

  await test.step('the price slider narrows it further', async () => {
    await sidebar(page).getByRole('slider', { name: 'Maximum price' }).fill('50');
    await expect(sidebar(page).getByText('$0 – $50', { exact: true })).toBeVisible();
    await expect(found(page, cheapBlack)).toBeVisible();
  });

  await test.step('Clear All restores the defaults', async () => {
    await sidebar(page).getByRole('button', { name: 'Clear All' }).click();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Black' })).not.toBeChecked();
    await expect(sidebar(page).getByRole('slider', { name: 'Maximum price' })).toHaveValue('200');
    await expect(inStockOnly).toBeChecked();
    await expect(found(page, inStock)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a shopper filters from the slide-in drawer', async ({ page, request }) => {
    // The accessibility check walks the whole page behind the drawer.
    test.slow();
    const red = await countOf(request, 'colors=Red&inStock=true');
    await page.goto('/collections');
    await expect(main(page).getByText(/^Showing 1–\d+ of [\d,]+\+? products$/)).toBeVisible({ timeout: FIRST_LOAD });
    await expect(sidebar(page)).toBeHidden();

    const trigger = main(page).getByRole('button', { name: 'Filters' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('checkbox', { name: 'Red' }).check();
    await expect(drawer.getByRole('button', { name: `Show ${red} Products` })).toBeVisible();
    await drawer.getByRole('button', { name: `Show ${red} Products` }).click();
    await expect(drawer).toBeHidden();
    await expect(found(page, red)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });
});
