// Shopper stories for pages rendered by the server: the catalogue is on screen before any of
// the store's code has run (here: with scripts off), and the code then takes over that page
// as it is, without an error or a second build of it.
import type { Page } from '@playwright/test';
import { CART_KEY, cartLine, listProducts } from './support/store';
import { expect, liveSection, markSplashSeen, test } from './fixtures';
import { formatMoney, toCents } from '../src/shared/money';
import { PAGE_SIZES } from '../src/shared/store';

const main = (page: Page) => page.getByRole('main');

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop shows its whole first page of products with their prices', async ({ page, request }) => {
    const firstPage = await listProducts(request, `first=${PAGE_SIZES.shop}`);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
    await expect(page).toHaveTitle('Shop All | TJ Fashion');
    const card = main(page).getByRole('article', { name: firstPage[0]!.title, exact: true }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('img').first()).toBeVisible();
    // Every card is in the HTML, the last one too, not only the first row.
    await expect(main(page).getByRole('list', { name: 'Shop products' }).getByRole('article')).toHaveCount(
      firstPage.length,
    );
    const last = main(page)
      .getByRole('article', { name: firstPage.at(-1)!.title, exact: true })
      .first();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
  });

  test('a product page shows the product, its price and its description', async ({ page, request }) => {
    const [product] = await listProducts(request, 'first=1');
    await page.goto(`/product/${product!.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${product!.title} | TJ Fashion`);
    const price = formatMoney(Math.min(...product!.variants.edges.map((v) => toCents(v.node.price.amount))));
    await expect(main(page).getByText(price).first()).toBeVisible();
  });

  test('the cart waits for this browser’s own cart instead of calling it empty', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page).toHaveTitle('Shopping Cart | TJ Fashion');
    await expect(main(page).getByLabel('Loading your cart')).toBeVisible();
    await expect(main(page).getByText('Your cart is empty')).toBeHidden();
  });

  test('the account page is its sign-in form', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  });
});

test("a browser signed in to an account never sees the server's sign-in form before its code shows the account", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tj_customer_signed_in', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  // The head script runs; the store's code is still on its way, as on a slow line.
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  const heading = page.locator('h1', { hasText: 'Sign in' });
  await expect(heading).toBeAttached();
  await expect(heading).toBeHidden();
  await context.close();
});

test('the store’s code takes over the server’s pages without an error', async ({ page, request }) => {
  const [product] = await listProducts(request, 'first=1');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A shopper never signed in: the pages do not ask who is signed in (no 401 in the console).
  const askedWho: string[] = [];
  // The products a page was rendered with come with it: its code asks for none again (only
  // for the next page, ahead of the shopper).
  const askedProducts: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname === '/api/auth/me') askedWho.push(page.url());
    if (pathname.startsWith('/api/catalog/products') && !searchParams.has('after'))
      askedProducts.push(`${new URL(page.url()).pathname}: ${request.url()}`);
  });
  for (const path of ['/', '/shop', `/product/${product!.handle}`, '/about', '/cart']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
  expect(askedWho).toEqual([]);
  expect(askedProducts).toEqual([]);
});

test('the head script tells an empty cart from a full one before the store’s code has run', async ({
  page,
  request,
}) => {
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('data-cart-empty', '');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();

  const [product] = await listProducts(request, 'first=1');
  const line = cartLine(product!, product!.variants.edges[0]!.node);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_KEY,
    JSON.stringify([line]),
  ] as const);
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-cart-empty');
  await expect(main(page).getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(main(page).getByText('1 item in your cart')).toBeVisible();
});

test('a search typed before the page is live is still made once it is', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await markSplashSeen(context);
  const page = await context.newPage();
  // The store's code is held back until the shopper has typed.
  let typed!: () => void;
  const shopperTyped = new Promise<void>((resolve) => (typed = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await shopperTyped;
    await route.continue();
  });
  await page.goto('/shop', { waitUntil: 'commit' });
  const search = main(page).getByRole('searchbox', { name: 'Search the shop' });
  await search.pressSequentially('dress');
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  typed();
  await expect(page).toHaveURL(/\/shop\?query=dress$/);
  await expect(search).toHaveValue('dress');
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the home page starts without the product explorer’s code, which comes as the shopper scrolls to it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const explorer = page.getByRole('region', { name: 'Discover Collections' });
    const loadedWithExplorer = () => scripts.filter((path) => /\/(ProductExplorer|query|DesktopNav)-/.test(path));
    // The first screen is text, pictures and links: its code never loads (lib/static-part.tsx).
    const loadedForFirstScreen = () => scripts.filter((path) => /\/(Intro|FamilyOfBrands)-/.test(path));

    await test.step('the explorer shows its products from the page itself', async () => {
      await page.goto('/');
      await expect(explorer.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(
        PAGE_SIZES.homeExplorer,
      );
      // Nor does a phone load the desktop's link row, which its screen hides (the search button shows on every screen).
      expect(loadedWithExplorer()).toEqual([]);
      expect(loadedForFirstScreen()).toEqual([]);
    });

    await test.step('scrolled to, it loads and answers its buttons', async () => {
      await liveSection(page, 'product-explorer');
      expect(loadedWithExplorer().some((path) => path.includes('/ProductExplorer-'))).toBe(true);
      await explorer.getByRole('button', { name: 'Women', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Women subcategories' })).toBeVisible();
    });

    await test.step('a link of the first screen opens its page inside the app, without its code', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => Object.assign(window, { samePageSinceHome: true }));
      await page.getByRole('link', { name: 'Shop Now' }).click();
      await expect(page.getByRole('heading', { name: 'Shop All', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'samePageSinceHome' in window)).toBe(true);
      expect(loadedForFirstScreen()).toEqual([]);
    });

    await test.step('back home, the browser renders the first screen itself', async () => {
      await page.goBack();
      await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
      expect(loadedForFirstScreen().some((path) => path.includes('/Intro-'))).toBe(true);
    });
  });
});
