// Every storefront page fits a phone's screen: at 320 and 390 px nothing is wider than the
// screen, so no page scrolls sideways and no status, total or button is cut off. The shopper
// is signed in with a paid order and one awaiting payment (the account's orders show, and the
// payment page), has a line in the cart (the cart and the checkout show it) and a product in
// the wishlist. Their email stays whole where it
// fits on a line of its own.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { blogPosts, blogPostPath } from '../src/shared/blog-posts';
import type { CartItem } from '../src/shared/schemas/cart';
import { test, expect, markSplashSeen, waitForLivePages } from './fixtures';
import { addToCartOnProductPage, signIn } from './support/account';
import { cartLineWhere, CUSTOMER, placeOrder } from './support/store';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Route {
  path: string;
  /** What shows once the page's content has arrived (its main heading when not given). */
  ready?: (page: Page) => Locator;
  /** Text that fits on a line and so must not be broken across two. */
  whole?: (page: Page) => Locator;
}

interface Shopper {
  state: StorageState;
  email: string;
  orderId: number;
  /** The payment page of a second order, not paid yet. */
  paymentToken: string;
  line: CartItem;
}

function routes({ line, email, orderId, paymentToken }: Shopper): Route[] {
  const productCard = (page: Page) => page.getByRole('main').locator('a[href^="/product/"]').first();
  const lineShown = (page: Page) => page.getByRole('main').getByText(line.name).first();
  return [
    { path: '/', ready: productCard },
    ...['/shop', '/featured', '/new', '/sale', '/women', '/men', '/kids', '/collections'].map((path) => ({
      path,
      ready: productCard,
    })),
    { path: `/product/${line.handle}` },
    { path: '/cart', ready: lineShown },
    { path: '/wishlist', ready: lineShown },
    ...['/about', '/size-guide', '/return-policy', '/faq', '/shipping', '/privacy', '/terms', '/blog'].map((path) => ({
      path,
    })),
    { path: blogPostPath(blogPosts()[0]!) },
    { path: '/contact' },
    { path: '/checkout', ready: lineShown },
    { path: `/checkout/pay/${paymentToken}`, ready: (page) => page.getByRole('button', { name: /^Pay \$/ }) },
    { path: '/track' },
    { path: '/returns/new' },
    { path: '/design-apparel' },
    { path: '/gift-cards' },
    { path: '/gift-cards/balance' },
    { path: '/account', ready: (page) => page.getByRole('article').first() },
    { path: `/account/orders/${orderId}`, ready: (page) => page.getByRole('list', { name: 'Order timeline' }) },
    { path: '/account/addresses' },
    {
      path: '/account/profile',
      ready: (page) => page.getByLabel('Name', { exact: true }),
      whole: (page) => page.getByRole('main').getByText(email, { exact: true }),
    },
    { path: '/account/passkeys' },
    { path: '/account/privacy' },
    { path: '/auth/login' },
    { path: '/no-such-page' },
  ];
}

/**
 * How much wider than the screen the page is, and the elements that stick out past its right
 * edge: the innermost ones (the content that does not fit) and the outermost (where it starts).
 */
function measureOverflow() {
  const viewport = window.innerWidth;
  const width = document.documentElement.scrollWidth;
  if (width <= viewport) return { width, viewport, culprits: [] as string[] };
  // A box inside a scrolling or clipping box, or a fixed one, does not widen the page.
  const contained = (element: Element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.position === 'fixed' || (box !== element && style.overflowX !== 'visible')) return true;
    }
    return false;
  };
  const sticking = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > viewport + 0.5 && !contained(element),
  );
  const out = new Set(sticking);
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 6).join('.');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}" right ${Math.round(element.getBoundingClientRect().right)}px`;
  };
  const innermost = sticking.filter((element) => ![...element.children].some((child) => out.has(child)));
  const outermost = sticking.filter((element) => !out.has(element.parentElement!));
  return {
    width,
    viewport,
    culprits: [
      ...innermost.slice(0, 4).map((e) => `content ${describe(e)}`),
      ...outermost.slice(0, 2).map((e) => `from ${describe(e)}`),
    ],
  };
}

/** How many lines the text takes. */
const lineCount = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

let signedIn: Shopper | undefined;

/** A shopper signed in with one order, a line in the cart and the same product in the wishlist. */
async function shopper(browser: Browser): Promise<Shopper> {
  if (signedIn) return signedIn;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await markSplashSeen(context);
    const page = waitForLivePages(await context.newPage());
    // As short as many a real address, and with a hyphen (where a line may break): it fits on a
    // line of its own at 320 px, so it must not be broken.
    const email = `p-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const order = await placeOrder(context.request, email);
    const unpaid = await placeOrder(context.request, email, { pay: false });
    const line = await cartLineWhere(context.request, (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 6);
    await signIn(page, email, '/account', CUSTOMER.firstName);
    await addToCartOnProductPage(page, line);
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    // Kept with the account before the state is saved, or the next page load, reading the
    // account's lists, finds the wishlist empty.
    await expect
      .poll(
        async () => ((await (await page.request.get('/api/account/wishlist')).json()) as { items: unknown[] }).items,
      )
      .toHaveLength(1);
    signedIn = {
      state: await context.storageState(),
      email,
      orderId: order.id,
      paymentToken: unpaid.paymentToken!,
      line,
    };
    return signedIn;
  } finally {
    await context.close();
  }
}

for (const width of [320, 390]) {
  test(`no storefront page is wider than a ${width} px phone screen`, async ({ browser }) => {
    // Some thirty pages, each measured once its content has arrived.
    test.slow();
    const signedInShopper = await shopper(browser);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 800 },
      storageState: signedInShopper.state,
    });
    try {
      await markSplashSeen(context);
      const page = waitForLivePages(await context.newPage());
      const tooWide: string[] = [];
      const brokenText: string[] = [];
      for (const route of routes(signedInShopper)) {
        await page.goto(route.path);
        await expect(route.ready ? route.ready(page) : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const { width: pageWidth, viewport, culprits } = await page.evaluate(measureOverflow);
        if (pageWidth > viewport)
          tooWide.push(
            `${route.path}: ${pageWidth} px wide on a ${viewport} px screen\n    ${culprits.join('\n    ')}`,
          );
        const whole = route.whole?.(page);
        if (whole && (await lineCount(whole)) > 1)
          brokenText.push(`${route.path}: "${await whole.textContent()}" is broken across lines`);
      }
      expect(tooWide, `pages wider than a ${width} px screen`).toEqual([]);
      expect(brokenText, 'text that fits on a line, broken across two').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
