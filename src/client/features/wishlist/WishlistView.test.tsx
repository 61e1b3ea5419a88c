import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testProduct, testVariant } from '../../../shared/catalog/test-product';
import { cartStore, clearCart } from '../cart';
import { wishlistStore, type WishlistItem } from './state';
import { WishlistView } from './WishlistView';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const saved: WishlistItem = {
  productId: 'gid://local/Product/7',
  handle: 'classic-tee',
  name: 'Classic Tee',
  price: '40.00',
  imageUrl: '/tee.svg',
};

beforeEach(() => {
  wishlistStore.set([]);
  clearCart();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The store's answer for a product in these sizes, each in these colors. */
function productAnswer(sizes: string[], colors = ['Navy']) {
  const variants = sizes
    .flatMap((size) => colors.map((color) => testVariant(size, color, { priceCents: 4000 })))
    .map((variant, i) => ({ ...variant, id: `gid://local/ProductVariant/${i + 1}` }));
  const product = testProduct({
    id: 'gid://local/Product/7',
    handle: 'classic-tee',
    name: 'Classic Tee',
    sizes,
    colors,
    variants,
  });
  return new Response(JSON.stringify({ product }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderWishlist() {
  const location = memoryLocation({ path: '/wishlist', record: true });
  render(
    <Router hook={location.hook}>
      <WishlistView />
    </Router>,
  );
  return location;
}

describe('wishlist page', () => {
  it('invites the shopper to the shop when empty', () => {
    render(<WishlistView />);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
  });

  it('lists saved products with price and link, and removes them', async () => {
    wishlistStore.set([saved]);
    render(<WishlistView />);
    expect(screen.getByText('1 saved item')).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Classic Tee' })).toHaveAttribute('href', '/product/classic-tee');
    expect(screen.getByRole('link', { name: 'View product: Classic Tee' })).toHaveAttribute(
      'href',
      '/product/classic-tee',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Tee from wishlist' }));
    expect(wishlistStore.get()).toEqual([]);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
  });

  it('adds a one-size product to the cart straight from the wishlist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => productAnswer(['One Size'])),
    );
    wishlistStore.set([saved]);
    renderWishlist();
    await userEvent.click(screen.getByRole('button', { name: 'Add Classic Tee to cart' }));
    await waitFor(() =>
      expect(cartStore.get()).toEqual([
        expect.objectContaining({
          name: 'Classic Tee',
          size: 'One Size',
          color: 'Navy',
          quantity: 1,
          shopifyId: 'gid://local/ProductVariant/1',
        }),
      ]),
    );
  });

  it('opens the product page to choose a size when it comes in several', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => productAnswer(['S', 'M'])),
    );
    wishlistStore.set([saved]);
    const location = renderWishlist();
    await userEvent.click(screen.getByRole('button', { name: 'Add Classic Tee to cart' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/product/classic-tee'));
    expect(cartStore.get()).toEqual([]);
  });

  it('opens the product page to choose a color when a one-size product comes in several', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => productAnswer(['One Size'], ['Gold', 'Silver'])),
    );
    wishlistStore.set([saved]);
    const location = renderWishlist();
    await userEvent.click(screen.getByRole('button', { name: 'Add Classic Tee to cart' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/product/classic-tee'));
    expect(cartStore.get()).toEqual([]);
  });
});
