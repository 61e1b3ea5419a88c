import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryWindow, formatDeliveryWindow } from '../../../shared/delivery';
import type { Product } from '../../../shared/catalog/product';
import type { RelatedProducts } from '../../../shared/schemas/related';
import { notify } from '../../lib/toast';
import { addItem, cartStore, clearCart, forgetPurchaseLimits } from '../cart';
import { wishlistStore } from '../wishlist';
import { ProductScreen } from './ProductScreen';
import { RECENTLY_VIEWED_KEY, recentlyViewedStore } from './recently-viewed';
import { teeProduct } from '../../test/product';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers the product for its page, `related` for its suggestions, and `others` by handle. */
function serve(product: Product | null, related: Partial<RelatedProducts> = {}, others: Product[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.startsWith('/api/catalog/products/')) return json({ message: 'Not found' }, 404);
      if (url.endsWith('/related')) return json({ alsoLike: [], completeTheLook: [], ...related });
      const other = others.find((o) => url.endsWith(`/${o.handle}`));
      if (other) return json({ product: other });
      return product ? json({ product }) : json({ message: 'Not found' }, 404);
    }),
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
  forgetPurchaseLimits();
  wishlistStore.set([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('product page', () => {
  it('shows a skeleton, then the product with its facts and no invented rating', async () => {
    serve(teeProduct());
    renderScreen();
    expect(screen.getByLabelText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Tee' })).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toHaveTextContent('From $40.00');
    expect(screen.getByText('$55.00').closest('s')).not.toBeNull();
    expect(screen.getByText('by TJ Basics')).toBeInTheDocument();
    expect(screen.getByText('soft').tagName).toBe('STRONG');
    expect(screen.queryByText(/reviews|4\.8/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Women' }),
    ).toHaveAttribute('href', '/women');
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
    serve(teeProduct());
    renderScreen();
    const main = await screen.findByRole('img', { name: 'Classic Tee' });
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(4);
    await user().click(screen.getByRole('button', { name: 'Show image 3 of Classic Tee' }));
    expect(main).toHaveAttribute('src', '/img/tee-3.svg');
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(main).toHaveAttribute('src', '/img/tee-red.svg');
  });

  it('marks sold-out combinations both ways, offers to email when one is back, and disables those not made', async () => {
    serve(teeProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(sizes().getByRole('button', { name: 'L (sold out)' })).toBeDisabled();
    await user().click(sizes().getByRole('button', { name: 'M (sold out)' }));
    expect(screen.getByRole('form', { name: "Email me when it's back" })).toHaveTextContent('Sold out in M / Red');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user().click(colors().getByRole('button', { name: 'Black' }));
    expect(screen.queryByRole('form', { name: "Email me when it's back" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('asks for a size, then adds the chosen variant with its quantity', async () => {
    serve(teeProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Size Required', description: 'Please select a size before adding to cart.' }),
    );
    expect(screen.getByText('Please select a size.')).toBeInTheDocument();
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Black' }));
    const more = screen.getByRole('button', { name: 'Increase quantity of Classic Tee' });
    for (let n = 0; n < 6; n += 1) await user().click(more);
    expect(screen.getByRole('status', { name: 'Quantity of Classic Tee' })).toHaveTextContent('5');
    expect(more).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Added to cart!',
      description: 'Classic Tee has been added to your cart.',
    });
    expect(cartStore.get()).toMatchObject([
      { size: 'S', color: 'Black', quantity: 5, shopifyId: 'gid://local/ProductVariant/1', handle: 'classic-tee' },
    ]);
  });

  it('shows the chosen variant price, and the sale price struck through while it is below', async () => {
    serve(teeProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Sale')).toBeInTheDocument();
    // L comes in Black only, at $42.50: choosing the size settles the price.
    await user().click(sizes().getByRole('button', { name: 'L' }));
    expect(screen.getByText('$42.50')).not.toHaveTextContent('From');
    expect(screen.getByText('$55.00').closest('s')).not.toBeNull();
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(screen.getByText('$40.00')).not.toHaveTextContent('From');
  });

  it('asks for a color when there are several, as it asks for a size', async () => {
    serve(teeProduct());
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Color Required', description: 'Please choose a color before adding to cart.' }),
    );
    expect(screen.getByText('Please choose a color.')).toBeInTheDocument();
    expect(screen.queryByText('Please select a size.')).not.toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);
    await user().click(colors().getByRole('button', { name: 'Red' }));
    expect(screen.queryByText('Please choose a color.')).not.toBeInTheDocument();
  });

  it("stops the quantity at the store's limit of one item per order, counting the cart, and says so", async () => {
    serve(teeProduct());
    const product = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        url === '/api/store/purchase-limits' ? json({ maxUnitsPerLine: 4, maxUnitsPerOrder: 30 }) : product(url, init),
      ),
    );
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(sizes().getByRole('button', { name: 'M' }));
    await user().click(colors().getByRole('button', { name: 'Black' }));
    for (let n = 0; n < 3; n += 1)
      await user().click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    expect(screen.getByRole('status', { name: 'Quantity of Classic Tee' })).toHaveTextContent('4');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Classic Tee: at most 4 per order' }),
    ).toBeDisabled();
    expect(screen.getByText('You can buy at most 4 of this item in one order')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    await user().click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    await user().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartStore.get()).toMatchObject([{ size: 'M', color: 'Black', quantity: 2 }]);
    // Two in the cart: two more at most.
    expect(screen.getByRole('status', { name: 'Quantity of Classic Tee' })).toHaveTextContent('2');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Classic Tee: at most 4 per order' }),
    ).toBeDisabled();
    expect(screen.getByText('You can buy at most 4 of this item in one order (2 in your cart)')).toBeInTheDocument();
  });

  it('counts what the cart holds against the stock', async () => {
    serve(teeProduct());
    addItem({
      id: 'gid://local/Product/7-S-Black',
      productId: 'gid://local/Product/7',
      name: 'Classic Tee',
      price: '40.00',
      imageUrl: '/x.svg',
      size: 'S',
      color: 'Black',
      quantity: 5,
      shopifyId: 'gid://local/ProductVariant/1',
    });
    renderScreen();
    await screen.findByRole('heading', { level: 1 });
    await user().click(sizes().getByRole('button', { name: 'S' }));
    await user().click(colors().getByRole('button', { name: 'Black' }));
    expect(screen.getByText('Your cart holds all 5 we have in this size and color')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('promises delivery dates and free returns', async () => {
    serve(teeProduct());
    renderScreen();
    const promise = await screen.findByRole('list', { name: 'Delivery and returns' });
    const today = new Date();
    expect(
      within(promise).getByText(`Arrives ${formatDeliveryWindow(deliveryWindow('standard', today))}`),
    ).toBeInTheDocument();
    expect(
      within(promise).getByText(`Arrives ${formatDeliveryWindow(deliveryWindow('express', today))}`),
    ).toBeInTheDocument();
    expect(within(promise).getByText('Standard delivery: $9.99, free over $50.00')).toBeInTheDocument();
    expect(within(promise).getByRole('link', { name: 'Free 30-day returns' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
  });

  it('promises no delivery date for a product that is out of stock, and says so', async () => {
    serve(teeProduct({ availableForSale: false }));
    renderScreen();
    const promise = await screen.findByRole('list', { name: 'Delivery and returns' });
    expect(promise).not.toHaveTextContent(/Arrives|business days/);
    expect(within(promise).getByText('Out of stock')).toBeInTheDocument();
    expect(within(promise).getByText('No delivery date until it is restocked')).toBeInTheDocument();
    expect(within(promise).getByRole('link', { name: 'Free 30-day returns' })).toBeInTheDocument();
  });

  it('promises no delivery date when every size and color is sold out, though the product is listed for sale', async () => {
    // Only M in Red, with none left: both are chosen for the shopper.
    serve(teeProduct({ variants: teeProduct().variants.filter((v) => v.title === 'M / Red') }));
    renderScreen();
    const promise = await screen.findByRole('list', { name: 'Delivery and returns' });
    expect(promise).not.toHaveTextContent(/Arrives|business days/);
    expect(within(promise).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the suggestions and the products viewed before, and remembers this one', async () => {
    const dress = teeProduct({ id: 'gid://local/Product/8', handle: 'wrap-dress', name: 'Wrap Dress' });
    const skirt = teeProduct({ id: 'gid://local/Product/9', handle: 'midi-skirt', name: 'Midi Skirt' });
    const bag = teeProduct({ id: 'gid://local/Product/10', handle: 'tote-bag', name: 'Tote Bag' });
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['tote-bag', 'classic-tee']));
    serve(teeProduct(), { alsoLike: [dress], completeTheLook: [skirt] }, [bag]);
    renderScreen();
    const alsoLike = await screen.findByRole('list', { name: 'You may also like' });
    expect(within(alsoLike).getByRole('link', { name: 'Wrap Dress' })).toHaveAttribute('href', '/product/wrap-dress');
    expect(
      within(screen.getByRole('list', { name: 'Complete the look' })).getByRole('link', { name: 'Midi Skirt' }),
    ).toBeInTheDocument();
    const viewed = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(viewed).getAllByRole('article')).toHaveLength(1);
    expect(within(viewed).getByRole('link', { name: 'Tote Bag' })).toBeInTheDocument();
    expect(recentlyViewedStore.get()).toEqual(['classic-tee', 'tote-bag']);
  });

  it('cannot add a product that is not for sale', async () => {
    serve(teeProduct({ availableForSale: false }));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('saves to the wishlist and back', async () => {
    serve(teeProduct());
    renderScreen();
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await user().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore.get()).toMatchObject([
      { productId: 'gid://local/Product/7', handle: 'classic-tee', price: '40.00' },
    ]);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Added to wishlist',
      description: 'Classic Tee has been added to your wishlist.',
    });
    await user().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistStore.get()).toEqual([]);
  });
});
