import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontProduct } from '../../../shared/schemas/catalog';
import { notify } from '../../lib/toast';
import { cartStore, clearCart } from '../cart';
import { wishlistStore } from '../wishlist';
import { ProductScreen } from './ProductScreen';
import { storefrontProduct } from './test-product';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

function serve(product: StorefrontProduct | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (product ? new Response(JSON.stringify({ product }), { status: 200 }) : new Response('{"message":"Not found"}', { status: 404 }))),
  );
}

function renderScreen(handle = 'classic-tee') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProductScreen handle={handle} />
    </QueryClientProvider>,
  );
}

const user = () => userEvent.setup();
const sizes = () => within(screen.getByRole('group', { name: /^Size/ }));
const colors = () => within(screen.getByRole('group', { name: /^Color/ }));

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
  wishlistStore.set([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('product page', () => {
  it('shows a skeleton, then the product with its facts and no invented rating', async () => {
    serve(storefrontProduct());
    renderScreen();
    expect(screen.getByLabelText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('$55.00').closest('s')).not.toBeNull();
    expect(screen.getByText('by TJ Basics')).toBeInTheDocument();
    expect(screen.getByText('soft').tagName).toBe('STRONG');
    expect(screen.queryByText(/reviews|4\.8/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women');
    expect(document.title).toBe('Classic Tee | TJ Fashion');
  });

  it('says Product Not Found with a way back to the shop', async () => {
    serve(null);
    renderScreen('no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Product Not Found | TJ Fashion');
  });

  it('switches the main image from thumbnails and to the picked colour', async () => {
    serve(storefrontProduct());
    renderScreen();
    const main = await screen.findByRole('img', { name: 'Classic Tee' });
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(4);
    await user().click(screen.getByRole('button', { name: 'Show image 3 of Classic Tee' }));
    expect(main).toHaveAttribute('src', '/img/tee-3.svg');
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(main).toHaveAttribute('src', '/img/tee-red.svg');
  });

  it('disables sold-out combinations both ways', async () => {
    serve(storefrontProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(sizes().getByRole('button', { name: 'M' }));
    expect(colors().getByRole('button', { name: 'Red (sold out)' })).toBeDisabled();
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(sizes().getByRole('button', { name: 'M (sold out)' })).toBeDisabled();
    expect(sizes().getByRole('button', { name: 'L (sold out)' })).toBeDisabled();
  });

  it('asks for a size, then adds the chosen variant with its quantity', async () => {
    serve(storefrontProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Size Required', description: 'Please select a size before adding to cart.' }));
    expect(screen.getByText('Please select a size.')).toBeInTheDocument();
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Black' }));
    const more = screen.getByRole('button', { name: 'Increase quantity of Classic Tee' });
    for (let n = 0; n < 6; n += 1) await user().click(more);
    expect(screen.getByRole('status', { name: 'Quantity of Classic Tee' })).toHaveTextContent('5');
    expect(more).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notify).toHaveBeenLastCalledWith({ title: 'Added to cart!', description: 'Classic Tee has been added to your cart.' });
    expect(cartStore.get()).toMatchObject([{ size: 'S', color: 'Black', quantity: 5, shopifyId: 'gid://local/ProductVariant/1', handle: 'classic-tee' }]);
  });

  it('cannot add a product that is not for sale', async () => {
    serve(storefrontProduct({ availableForSale: false }));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('saves to the wishlist and back', async () => {
    serve(storefrontProduct());
    renderScreen();
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await user().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore.get()).toMatchObject([{ productId: 'gid://local/Product/7', handle: 'classic-tee', price: '40.00' }]);
    expect(notify).toHaveBeenLastCalledWith({ title: 'Added to wishlist', description: 'Classic Tee has been added to your wishlist.' });
    await user().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistStore.get()).toEqual([]);
  });
});
