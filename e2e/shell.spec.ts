// Shopper stories for the app shell: the navigation bar and its menus, search, the cart
// and wishlist counts, the phone menu, the splash, scrolling, the footer, the 404 page and a
// page whose code does not load.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, liveSection, test } from './fixtures';
import { CART_KEY } from './support/store';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function firstProduct(page: Page) {
  const response = await page.request.get('/api/shopify/products?first=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    products: {
      edges: {
        node: {
          id: string;
          handle: string;
          title: string;
          priceRange: { minVariantPrice: { amount: string } };
          variants: { edges: { node: { id: string } }[] };
        };
      }[];
    };
  };
  const node = body.products.edges[0]?.node;
  if (!node) throw new Error('The seeded catalogue is empty');
  return node;
}

test('a shopper finds dresses through the Women menu and searches from the nav', async ({ page }) => {
  await test.step('the Women menu lists its subcategories', async () => {
    await page.goto('/');
    const women = mainNav(page).getByRole('button', { name: 'Women' });
    await women.click();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Women categories' });
    await expect(list.getByRole('link')).toHaveText([
      'Blouses',
      'Bottoms',
      'Cargos',
      'Dresses',
      'Jeans',
      'Jumpsuits',
      'Shirts',
      'Skirts',
      'Tops',
    ]);
  });

  await test.step('choosing Dresses lands on the women page filtered to dresses, and the menu closes', async () => {
    await page.getByRole('list', { name: 'Women categories' }).getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/women\?category=dresses$/);
    await expect(mainNav(page).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the Kids menu works by keyboard', async () => {
    const kids = mainNav(page).getByRole('button', { name: 'Kids' });
    await kids.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Shop all Kids' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(
      page.getByRole('list', { name: 'Kids: Boys' }).getByRole('link', { name: 'Button-UPs' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(kids).toBeFocused();
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the search box opens focused, Escape closes it', async () => {
    await page.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  await test.step('Enter searches the shop', async () => {
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('denim jacket');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\?query=denim%20jacket$/);
  });
});

test('the nav counts the cart and the wishlist', async ({ page }) => {
  const product = await firstProduct(page);

  await test.step('with an empty cart and wishlist the icons show no count', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  });

  await test.step('a saved cart and wishlist show their counts after a reload', async () => {
    await page.evaluate(
      ([p, cartKey]) => {
        const price = Number(p.priceRange.minVariantPrice.amount).toFixed(2);
        const line = {
          id: `${p.id}-M-Black`,
          productId: p.id,
          name: p.title,
          price,
          imageUrl: '/placeholder-product.svg',
          size: 'M',
          color: 'Black',
          quantity: 3,
          shopifyId: p.variants.edges[0]?.node.id ?? null,
          handle: p.handle,
        };
        localStorage.setItem(cartKey, JSON.stringify([line]));
        const wish = (n: number) => ({
          productId: `${p.id}-${n}`,
          handle: p.handle,
          name: p.title,
          price,
          imageUrl: '/placeholder-product.svg',
        });
        localStorage.setItem('tj-fashion-wishlist', JSON.stringify([wish(1), wish(2)]));
      },
      [product, CART_KEY] as const,
    );
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
  });

  await test.step('the cart button opens the slide-out cart', async () => {
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(product.title);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('the heart opens the wishlist', async () => {
    await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
  });
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await test.step('the page says 404 Page Not Found with the server status 404', async () => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  await test.step('the page has no serious accessibility violations', async () => {
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('it leads back to the shop and home', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Go to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the tab names the page the shopper is on, one title at a time', async ({ page }) => {
  const product = await firstProduct(page);
  const expectTitle = async (title: string) => {
    await expect(page).toHaveTitle(title);
    await expect(page.locator('title')).toHaveCount(1);
  };

  await page.goto('/cart');
  await expectTitle('Shopping Cart | TJ Fashion');
  await mainNav(page).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
  await expectTitle('Shop All | TJ Fashion');
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
  await expectTitle('Our Story | TJ Fashion');

  await page.goto(`/product/${product.handle}`);
  await expectTitle(`${product.title} | TJ Fashion`);
  await page.goto('/product/no-such-product');
  await expectTitle('Product Not Found | TJ Fashion');
  await page.getByRole('main').getByRole('link', { name: 'Back to Shop' }).click();
  await expectTitle('Shop All | TJ Fashion');
  await page.goBack();
  await page.goBack();
  await expectTitle(`${product.title} | TJ Fashion`);

  await page.goto('/no-such-page');
  await expectTitle('Page Not Found | TJ Fashion');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expectTitle('TJ Fashion');
});

test('the home page shell has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a keyboard user skips straight to the content', async ({ page }) => {
  await page.goto('/');
  // The app renders its first screen in a transition, which may end after the load event.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('#main')).toBeFocused();
});

test('the page scrolls smoothly back to the top on a route change', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await test.step('the shopper scrolls down to the footer', async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
  await test.step('a footer link opens its page at the top', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Size Guide' }).click();
    await expect(page).toHaveURL(/\/size-guide$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the footer lists quick links, support, social profiles and contact details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
    'Home',
    'Shop',
    'Featured',
    'Collections',
    'Gift Cards',
    'Blog',
    'About',
  ]);
  await expect(footer.getByRole('navigation', { name: 'Support' }).getByRole('link')).toHaveText([
    'Contact Us',
    'FAQ',
    'Track Order',
    'Shipping',
    'Size Guide',
    'Return Policy',
  ]);
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Privacy Policy',
    'Terms of Service',
    'Staff sign-in',
  ]);
  await expect(footer.getByRole('link', { name: /reviews/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TJ Fashion`);
});

test("signed out, the user icon leads to the shopper's sign-in and the footer to the staff's; signed-in staff are greeted", async ({
  page,
}) => {
  await test.step('signed out the icon links to /account', async () => {
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign in to your account' });
    await expect(signIn).toHaveAttribute('href', '/account');
    await signIn.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  await test.step("the footer's Staff sign-in links to /auth/login", async () => {
    await liveSection(page, 'footer');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  await test.step('signed in the menu greets the user and offers the dashboard', async () => {
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'e2e-admin', password: 'e2e-password-123' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Welcome, e2e-admin')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  await test.step('Sign Out returns the icon to the sign-in link', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });

    await test.step('the desktop link row is hidden and the menu button opens the menu', async () => {
      await expect(mainNav(page)).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    });

    await test.step('Escape closes it', async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    await test.step('a subcategory link navigates and closes the menu', async () => {
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('button', { name: 'Men', exact: true }).click();
      await menu.getByRole('list', { name: 'Men categories' }).getByRole('link', { name: 'Jeans' }).click();
      await expect(page).toHaveURL(/\/men\?category=jeans$/);
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the menu also searches', async () => {
      await toggle.click();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('tee');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/shop\?query=tee$/);
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });
  });
});

test.describe('the splash', () => {
  test.use({ showSplash: true });

  test('shows once per session and can be skipped', async ({ page }) => {
    const splash = page.getByRole('dialog', { name: 'Welcome to TJ Fashion' });

    await test.step('the first load shows the logo and tagline over the page', async () => {
      await page.goto('/');
      await expect(splash).toBeVisible();
      await expect(splash).toContainText('Style for the whole family, made your way');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    });

    await test.step('Escape skips it', async () => {
      await page.keyboard.press('Escape');
      await expect(splash).toBeHidden();
    });

    await test.step('a reload in the same session does not show it again', async () => {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(splash).toHaveCount(0);
    });
  });

  test('fades out by itself after three seconds', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByRole('dialog', { name: 'Welcome to TJ Fashion' });
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 6_000 });
  });
});

test('a page whose code does not load reloads once by itself, then offers a reload instead of a blank screen', async ({
  page,
}) => {
  await page.goto('/about');
  let loads = 0;
  page.on('load', () => (loads += 1));
  // As after the store was updated while the page was open: the old file is gone.
  await page.route('**/assets/Contact-*.js', (route) => route.abort());
  await page.evaluate(() => window.history.pushState(null, '', '/contact'));

  const problem = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(problem).toContainText('Part of it did not load');
  expect(loads).toBe(1);
  await expect(mainNav(page)).toBeVisible();

  await page.unroute('**/assets/Contact-*.js');
  await problem.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
