import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { NAV_SUBCATEGORIES } from '../../../shared/store';
import { Navbar } from './Navbar';
import { markSignedIn } from '../../test/signed-in';
import type { Taxonomy } from '../../../shared/schemas/taxonomy';
import { STARTING_TAXONOMY } from '../../test/taxonomy';

/** Renders the bar and waits for the parts that load on their own (the link row, the search). */
async function renderNavbar({
  user = null as { username: string } | null,
  path = '/',
  taxonomy = undefined as Taxonomy | undefined,
} = {}) {
  markSignedIn(user !== null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      taxonomy && url === '/api/taxonomy'
        ? new Response(JSON.stringify(taxonomy), { status: 200 })
        : user
          ? new Response(JSON.stringify({ id: 1, email: 'a@b.c', role: 'admin', ...user }), { status: 200 })
          : new Response('{"message":"Unauthorized"}', { status: 401 }),
    ),
  );
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Awaited: the parts that load on their own suspend while they do.
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Router hook={location.hook}>
          <Navbar />
        </Router>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('navigation', { name: 'Main' });
  await screen.findByRole('button', { name: 'Open search' });
  return location;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('navigation bar', () => {
  it('links every main page', async () => {
    await renderNavbar();
    const nav = within(mainNav());
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Featured', '/featured'],
      ['Design Apparel', '/design-apparel'],
      ['About', '/about'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'TJ Fashion home' })).toHaveAttribute('href', '/');
  });

  it('lists a subcategory staff publish in its menu', async () => {
    const [women, ...rest] = STARTING_TAXONOMY.categories;
    const capes = { id: 999, name: 'Capes', handle: 'capes', description: '', imageUrl: null, children: [] };
    await renderNavbar({
      taxonomy: { ...STARTING_TAXONOMY, categories: [{ ...women!, children: [...women!.children, capes] }, ...rest] },
    });
    await userEvent.setup().click(within(mainNav()).getByRole('button', { name: 'Women' }));
    const list = screen.getByRole('list', { name: 'Women categories' });
    expect(await within(list).findByRole('link', { name: 'Capes' })).toHaveAttribute('href', '/women?category=capes');
  });

  it('lists every subcategory link under the Women, Men and Kids menus', async () => {
    await renderNavbar();
    const user = userEvent.setup();
    const expectLinks = (list: HTMLElement, section: string, names: readonly string[], prefix = '') => {
      const links = within(list).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
        names.map((n) => [n, `/${section}?category=${prefix}${n.toLowerCase()}`]),
      );
    };

    const women = within(mainNav()).getByRole('button', { name: 'Women' });
    expect(women).toHaveAttribute('aria-expanded', 'false');
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expectLinks(screen.getByRole('list', { name: 'Women categories' }), 'women', NAV_SUBCATEGORIES.women);
    expect(screen.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/women?category=dresses');

    await user.click(within(mainNav()).getByRole('button', { name: 'Men' }));
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expectLinks(screen.getByRole('list', { name: 'Men categories' }), 'men', NAV_SUBCATEGORIES.men);
    expect(screen.getByRole('link', { name: 'T-shirts' })).toHaveAttribute('href', '/men?category=t-shirts');

    await user.click(within(mainNav()).getByRole('button', { name: 'Kids' }));
    expectLinks(screen.getByRole('list', { name: 'Kids: Girls' }), 'kids', NAV_SUBCATEGORIES.girls, 'girls-');
    expectLinks(screen.getByRole('list', { name: 'Kids: Boys' }), 'kids', NAV_SUBCATEGORIES.boys, 'boys-');
    expect(
      within(screen.getByRole('list', { name: 'Kids: Boys' })).getByRole('link', { name: 'Button-UPs' }),
    ).toHaveAttribute('href', '/kids?category=boys-button-ups');
  });

  it('works the category menus by keyboard and closes them on navigation', async () => {
    const location = await renderNavbar();
    const user = userEvent.setup();
    const women = within(mainNav()).getByRole('button', { name: 'Women' });
    women.focus();
    await user.keyboard('{ArrowDown}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shop all Women' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Blouses' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Tops' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Dresses' }));
    expect(location.history.at(-1)).toBe('/women?category=dresses');
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu when focus tabs out of it', async () => {
    await renderNavbar();
    const user = userEvent.setup();
    const kids = within(mainNav()).getByRole('button', { name: 'Kids' });
    await user.click(kids);
    expect(kids).toHaveAttribute('aria-expanded', 'true');
    // Tab through the Kids panel's 9 links, then onto the next nav link.
    await user.tab();
    for (let i = 0; i < 9; i++) await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'New' })).toHaveFocus();
    expect(kids).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the shop from the expandable search box, and Escape closes it', async () => {
    const location = await renderNavbar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    // The box loads when first opened.
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'silk dress{Enter}');
    expect(location.history.at(-1)).toBe('/shop?query=silk%20dress');
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it("links the signed-out person icon to the shopper's sign-in, asking the account nothing", async () => {
    await renderNavbar();
    expect(await screen.findByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/account');
    // The menus are the shop's (GET /api/taxonomy); nothing is asked about an account.
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url !== '/api/taxonomy')).toEqual([]);
  });

  it("links a signed-in shopper's person icon to their account", async () => {
    document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`;
    try {
      await renderNavbar();
      expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
      expect(screen.queryByRole('link', { name: 'Sign in to your account' })).not.toBeInTheDocument();
    } finally {
      document.cookie = `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it('greets a signed-in user with the admin dashboard and Sign Out', async () => {
    await renderNavbar({ user: { username: 'maria' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('Welcome, maria')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('shows the wishlist and cart counts', async () => {
    window.localStorage.setItem(
      'tj-fashion-cart',
      JSON.stringify([
        {
          id: 'p1-M-Red',
          productId: 'p1',
          name: 'Tee',
          price: '10.00',
          imageUrl: '/x.svg',
          size: 'M',
          color: 'Red',
          quantity: 3,
          shopifyId: null,
        },
      ]),
    );
    window.localStorage.setItem(
      'tj-fashion-wishlist',
      JSON.stringify([{ productId: 'p2', handle: 'dress', name: 'Dress', price: '20.00', imageUrl: '/y.svg' }]),
    );
    await renderNavbar();
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute('href', '/wishlist');
  });
});
