import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wishlistStore, type WishlistItem } from './state';
import { WishlistView } from './WishlistView';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const saved: WishlistItem = { productId: 'gid://local/Product/7', handle: 'classic-tee', name: 'Classic Tee', price: '40.00', imageUrl: '/tee.svg' };

beforeEach(() => wishlistStore.set([]));
afterEach(cleanup);

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
    expect(screen.getByRole('link', { name: 'View product: Classic Tee' })).toHaveAttribute('href', '/product/classic-tee');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Tee from wishlist' }));
    expect(wishlistStore.get()).toEqual([]);
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
  });
});
