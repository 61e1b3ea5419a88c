// Shopper stories for the catalogue: the shop's pages, search, tabs and chips; the
// Featured, Women and Kids pages; and the product card's cart, wishlist and quick view.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

interface ListAnswer {
  products: {
    totalCount: number;
    edges: {
      node: {
        title: string;
        handle: string;
        availableForSale: boolean;
        variants: {
          edges: { node: { availableForSale: boolean; selectedOptions: { name: string; value: string }[] } }[];
        };
      };
    }[];
  };
}

async function listProducts(request: APIRequestContext, query: string): Promise<ListAnswer['products']> {
  const response = await request.get(`/api/shopify/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListAnswer).products;
}

/** The first answer of a page can be slow on a busy machine; later steps use the default. */
const FIRST_LOAD = 30_000;
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) => main(page).getByRole('list', { name: 'Shop products' });
const cards = (page: Page) => grid(page).getByRole('article');
const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const summary = (page: Page) => main(page).getByText(/^Showing \d+–\d+ of [\d,]+\+? products$/);
const pager = (page: Page) => main(page).getByRole('navigation', { name: 'Pagination' });

/** A product on the shop's first page that has several sizes and an available variant. */
async function multiSizeProduct(request: APIRequestContext) {
  const { edges } = await listProducts(request, 'first=48&page=1');
  const unique = (title: string) => edges.filter((e) => e.node.title === title).length === 1;
  for (const { node } of edges) {
    const sizes = new Set(
      node.variants.edges.flatMap((v) => v.node.selectedOptions.filter((o) => o.name === 'Size').map((o) => o.value)),
    );
    const colors = new Set(
      node.variants.edges.flatMap((v) => v.node.selectedOptions.filter((o) => o.name === 'Color').map((o) => o.value)),
    );
    const available = node.variants.edges.find((v) => v.node.availableForSale);
    const size = available?.node.selectedOptions.find((o) => o.name === 'Size')?.value;
    const color = available?.node.selectedOptions.find((o) => o.name === 'Color')?.value;
    const shownSizes = [...sizes].slice(0, 4);
    // A product in several colors asks for one too: the card must show the one to choose.
    const colorShown = colors.size === 1 || (!!color && [...colors].slice(0, 4).includes(color));
    if (
      node.availableForSale &&
      unique(node.title) &&
      sizes.size > 1 &&
      size &&
      shownSizes.includes(size) &&
      colorShown
    ) {
      return { name: node.title, handle: node.handle, size, color: colors.size > 1 ? (color ?? null) : null };
    }
  }
  throw new Error('No product with several sizes on the first page');
}

test('a shopper pages through the shop and the URL keeps the page', async ({ page, request }) => {
  // Two full loads of /shop (the first visit and a reload), each allowed FIRST_LOAD on a loaded
  // machine, and four more pages: more than one test's usual minute.
  test.slow();
  const { totalCount } = await listProducts(request, 'first=1');
  const pages = Math.ceil(totalCount / 48);
  expect(pages).toBeGreaterThan(2);

  await test.step('the first page shows 48 products, with no Previous link', async () => {
    await page.goto('/shop');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
    await expect(summary(page)).toHaveText(`Showing 1–48 of ${totalCount} products`, { timeout: FIRST_LOAD });
    await expect(main(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('Next shows page 2 and puts it in the URL', async () => {
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(summary(page)).toHaveText(`Showing 49–96 of ${totalCount} products`);
    await expect(main(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
  });

  await test.step('a reload stays on page 2', async () => {
    await page.reload();
    await expect(summary(page)).toHaveText(`Showing 49–96 of ${totalCount} products`, { timeout: FIRST_LOAD });
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the last page has no Next link and Previous goes back one', async () => {
    await pager(page)
      .getByRole('link', { name: `Page ${pages}` })
      .click();
    await expect(summary(page)).toHaveText(`Showing ${(pages - 1) * 48 + 1}–${totalCount} of ${totalCount} products`);
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages - 1}$`));
  });

  await test.step('Back returns to the page before', async () => {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(main(page).getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  });
});

test('a shopper searches the shop', async ({ page, request }) => {
  const { totalCount } = await listProducts(request, 'first=1');
  const dresses = await listProducts(request, 'first=1&query=dress');
  expect(dresses.totalCount).toBeGreaterThan(0);
  expect(dresses.totalCount).toBeLessThan(totalCount);

  await test.step('typing searches and goes back to page 1', async () => {
    await page.goto('/shop?page=2');
    await main(page).getByRole('searchbox', { name: 'Search the shop' }).fill('dress');
    await expect(page).toHaveURL(/\/shop\?query=dress$/);
    await expect(summary(page)).toHaveText(
      `Showing 1–${Math.min(48, dresses.totalCount)} of ${dresses.totalCount} products`,
    );
  });

  await test.step('a search nobody matches shows the empty state', async () => {
    await main(page).getByRole('searchbox', { name: 'Search the shop' }).fill('zzqxnothing');
    await expect(main(page).getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(main(page).getByText('Try adjusting your search terms or filter selection.')).toBeVisible();
  });

  await test.step('clearing the search shows everything again', async () => {
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(summary(page)).toHaveText(`Showing 1–48 of ${totalCount} products`);
  });

  await test.step('a search link fills the search box', async () => {
    await page.goto('/shop?query=linen');
    await expect(main(page).getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('linen');
  });
});

test('a shopper narrows the shop by category and subcategory chips', async ({ page, request }) => {
  const women = await listProducts(request, 'first=1&category=women');
  const dresses = await listProducts(request, 'first=1&category=women&subcategory=dresses');
  const chips = main(page).getByRole('group', { name: 'Subcategories' });

  await test.step('the Women tab shows women’s products and their chips, from page 1', async () => {
    await page.goto('/shop?page=2');
    await main(page).getByRole('tab', { name: 'Women' }).click();
    await expect(page).toHaveURL(/\/shop\?category=women$/);
    await expect(main(page).getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'true');
    await expect(summary(page)).toHaveText(`Showing 1–48 of ${women.totalCount} products`);
    await expect(chips.getByRole('button')).toHaveCount(9);
    // The rest behind one chip: how many depends on the subcategories staff publish.
    await expect(chips.getByRole('button').last()).toHaveText(/^\+\d+ More$/);
  });

  await test.step('a chip narrows the list; clicking it again deselects it', async () => {
    const chip = chips.getByRole('button', { name: /^Dresses/ });
    await chip.click();
    await expect(page).toHaveURL(/category=women&subcategory=dresses$/);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(summary(page)).toHaveText(`Showing 1–${dresses.totalCount} of ${dresses.totalCount} products`);
    await chip.click();
    await expect(page).toHaveURL(/\/shop\?category=women$/);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('the rest of the chips are behind +N More', async () => {
    await chips.getByRole('button', { name: /^\+\d+ More$/ }).click();
    const popover = page.getByRole('dialog', { name: 'More subcategories' });
    await popover.getByRole('button', { name: /^Wigs/ }).click();
    await expect(page).toHaveURL(/category=women&subcategory=wigs$/);
    await expect(popover).toBeHidden();
  });

  await test.step('choosing another category clears the subcategory', async () => {
    await main(page).getByRole('tab', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=men$/);
    await expect(chips.getByRole('button', { pressed: true })).toHaveCount(0);
  });
});

test('a shopper browses trending and featured products', async ({ page, request }) => {
  const trending = await listProducts(request, 'first=1&trending=true');
  const featured = await listProducts(request, 'first=1&featured=true');

  await test.step('both tabs show their counts', async () => {
    await page.goto('/featured');
    await expect(
      main(page).getByRole('tab', { name: new RegExp(`^Trending Now\\s*${trending.totalCount}$`) }),
    ).toHaveAttribute('aria-selected', 'true', { timeout: FIRST_LOAD });
    await expect(
      main(page).getByRole('tab', { name: new RegExp(`^Featured\\s*${featured.totalCount}$`) }),
    ).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Trending Now' }).getByRole('article')).toHaveCount(
      Math.min(48, trending.totalCount),
    );
  });

  await test.step('the Featured tab lists featured products', async () => {
    await main(page)
      .getByRole('tab', { name: /^Featured/ })
      .click();
    const list = main(page).getByRole('list', { name: 'Featured' });
    await expect(list.getByRole('article')).toHaveCount(Math.min(48, featured.totalCount));
    await expect(list.getByRole('article').first().getByText('Featured', { exact: true })).toBeVisible();
  });

  await test.step('View Details opens the product page', async () => {
    const first = featured.edges[0]?.node;
    if (!first) throw new Error('No featured product');
    await main(page)
      .getByRole('link', { name: `View Details: ${first.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.handle}$`));
  });
});

test('a shopper opens the women’s dresses from a nav link and switches tabs', async ({ page, request }) => {
  const skirts = await listProducts(request, 'first=1&category=women&subcategory=skirts');

  await page.goto('/women?category=dresses');
  await expect(main(page).getByRole('heading', { level: 1, name: "Women's Collection" })).toBeVisible();
  await expect(main(page).getByRole('tab', { name: 'Dresses' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('list', { name: "Women's Collection" }).getByRole('article').first()).toBeVisible({
    timeout: FIRST_LOAD,
  });

  await main(page).getByRole('tab', { name: 'Skirts' }).click();
  await expect(page).toHaveURL(/\/women\?category=skirts$/);
  await expect(main(page).getByRole('list', { name: "Women's Collection" }).getByRole('article')).toHaveCount(
    skirts.totalCount,
  );
  await expect(main(page).getByText(`Showing 1–${skirts.totalCount} of ${skirts.totalCount} products`)).toBeVisible();
});

test('a shopper sorts the kids’ collection by price', async ({ page }) => {
  const prices = async (list: Locator) =>
    (await list.getByRole('article').locator('p', { hasText: /^\$\d/ }).allTextContents()).map((t) =>
      Number(t.replace(/[$,]/g, '')),
    );

  await page.goto('/kids?category=girls-skirts');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Kids Collection' })).toBeVisible();
  await expect(main(page).getByText('All Ages')).toBeVisible();
  await expect(main(page).getByLabel('Category')).toHaveValue('girls-skirts');
  await expect(main(page).getByLabel('Category').locator('option:checked')).toHaveText('Girls Skirts');

  await main(page).getByLabel('Category').selectOption('all');
  await main(page).getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  const list = main(page).getByRole('list', { name: 'Kids products' });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect
    .poll(
      async () => {
        const p = await prices(list);
        return p.length > 4 && p.every((v, i) => i === 0 || (p[i - 1] as number) <= v);
      },
      { timeout: FIRST_LOAD },
    )
    .toBe(true);

  await main(page).getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect
    .poll(async () => {
      const p = await prices(list);
      return p.length > 4 && p.every((v, i) => i === 0 || (p[i - 1] as number) >= v);
    })
    .toBe(true);
});

test('a shopper adds a product to the cart from its card', async ({ page, request }) => {
  const product = await multiSizeProduct(request);
  // Time runs as usual until the story pauses it to look at the 800 ms "Adding..." state,
  // which a loaded machine could otherwise let pass before the first look.
  await page.clock.install();
  await page.goto('/shop');
  const productCard = card(page, product.name);

  await test.step('without a size the card asks for one', async () => {
    await productCard.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(toast(page, 'Size Required')).toBeVisible();
    await expect(toast(page, 'Please select a size before adding to cart.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step('with a size it shows Adding..., then adds the line', async () => {
    await productCard
      .getByRole('group', { name: `Size for ${product.name}` })
      .getByRole('button', { name: product.size, exact: true })
      .click();
    if (product.color)
      await productCard
        .getByRole('group', { name: `Color for ${product.name}` })
        .getByRole('button', { name: product.color, exact: true })
        .click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await productCard.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(productCard.getByRole('button', { name: 'Adding...' })).toBeVisible();
    await page.clock.resume();
    await expect(toast(page, 'Added to cart!')).toBeVisible();
    await expect(toast(page, `${product.name} has been added to your cart.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test('a shopper hearts a product and un-hearts it', async ({ page, request }) => {
  const product = await multiSizeProduct(request);
  await page.goto('/shop');
  await card(page, product.name)
    .getByRole('button', { name: `Add ${product.name} to wishlist` })
    .click();
  await expect(toast(page, 'Added to wishlist')).toBeVisible();
  await expect(toast(page, `${product.name} has been added to your wishlist.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible({ timeout: FIRST_LOAD });
  await card(page, product.name)
    .getByRole('button', { name: `Remove ${product.name} from wishlist` })
    .click();
  await expect(toast(page, 'Removed from wishlist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
});

test('a shopper uses the quick view', async ({ page, request }) => {
  const product = await multiSizeProduct(request);
  await page.goto('/shop');
  const opener = card(page, product.name).getByRole('button', { name: `Quick view ${product.name}` });
  const dialog = page.getByRole('dialog', { name: product.name });

  await test.step('it opens a dialog that keeps the focus inside', async () => {
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      `/product/${product.handle}`,
    );
    // The description ends at a whole sentence, and its points are a list as on the product page.
    const description = dialog.getByRole('region', { name: 'Description' });
    await expect(description.locator('p')).toHaveText(/[.!?…]["')\]]*$/);
    await expect(description.getByRole('list').getByRole('listitem').first()).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  await test.step('Escape closes it and gives the focus back', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step('the shopper adds to the cart from it', async () => {
    await opener.click();
    await dialog.getByRole('group', { name: 'Size' }).getByRole('button', { name: product.size, exact: true }).click();
    if (product.color)
      await dialog
        .getByRole('group', { name: 'Color' })
        .getByRole('button', { name: product.color, exact: true })
        .click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

const A11Y_PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Locator }> = [
  {
    path: '/shop',
    ready: (page) => main(page).getByRole('list', { name: 'Shop products' }).getByRole('article').first(),
  },
  {
    path: '/featured',
    ready: (page) => main(page).getByRole('list', { name: 'Trending Now' }).getByRole('article').first(),
  },
  {
    path: '/women',
    ready: (page) => main(page).getByRole('list', { name: "Women's Collection" }).getByRole('article').first(),
  },
  {
    path: '/kids',
    ready: (page) => main(page).getByRole('list', { name: 'Kids products' }).getByRole('article').first(),
  },
  {
    path: '/collections',
    ready: (page) => main(page).getByRole('list', { name: 'All Collections products' }).getByRole('article').first(),
  },
  {
    path: '/sale',
    ready: (page) => main(page).getByRole('list', { name: 'Sale products' }).getByRole('article').first(),
  },
  {
    path: '/new',
    ready: (page) => main(page).getByRole('list', { name: 'New arrivals' }).getByRole('article').first(),
  },
];

for (const { path, ready } of A11Y_PAGES) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    // axe walks 48 product cards, which takes a while on a busy machine.
    test.slow();
    await page.goto(path);
    await expect(ready(page)).toBeVisible({ timeout: FIRST_LOAD });
    await expectNoSeriousA11yViolations(page);
  });
}
