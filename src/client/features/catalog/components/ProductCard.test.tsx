import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../shared/catalog/product';
import { testProduct, testVariant } from '../../../../shared/catalog/test-product';
import { cartStore } from '../../cart';
import { wishlistStore } from '../../wishlist';
import { ProductCard } from './ProductCard';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const variant = (size: string, color: string, available = true) =>
  testVariant(size, color, { available, priceCents: 4950 });

function makeProduct(overrides: Partial<Product> = {}): Product {
  const sizes = ['XS', 'S', 'M', 'L', 'XL'];
  const colors = ['Black', 'Red'];
  return testProduct({
    id: 'gid://local/Product/1',
    handle: 'wrap-dress',
    name: 'Wrap Dress',
    description: 'A dress.',
    descriptionHtml: '<p>A dress.</p>',
    category: 'women',
    subcategory: 'dresses',
    featured: true,
    priceCents: 4950,
    maxPriceCents: 4950,
    images: [{ url: '/media/dress.svg', altText: null, width: 800, height: 1000, raster: false }],
    imageUrl: '/media/dress.svg',
    sizes,
    colors,
    variants: sizes.flatMap((s) => colors.map((c) => variant(s, c, !(s === 'L' && c === 'Black')))),
    ...overrides,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  cartStore.set([]);
  wishlistStore.set([]);
  notify.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductCard', () => {
  it('shows the name, price, badges and links to the product page', () => {
    render(<ProductCard product={makeProduct()} />);
    expect(screen.getByRole('link', { name: 'Wrap Dress' })).toHaveAttribute('href', '/product/wrap-dress');
    expect(screen.getByText('$49.50')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByText('Trending')).not.toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Wrap Dress' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('asks for a size before adding when there is more than one', () => {
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Size Required',
      description: 'Please select a size before adding to cart.',
      variant: 'destructive',
    });
    expect(cartStore.get()).toEqual([]);
  });

  it('asks for a colour when there is more than one, with the size chosen', () => {
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Color Required',
      description: 'Please choose a color before adding to cart.',
      variant: 'destructive',
    });
    expect(cartStore.get()).toEqual([]);
  });

  it('reads "From" the lowest price when the variants differ, and the chosen one when they settle it', () => {
    const sizes = ['M', 'XXL'];
    const product = makeProduct({
      sizes,
      maxPriceCents: 5150,
      variants: sizes.flatMap((s) =>
        ['Black', 'Red'].map((c) => testVariant(s, c, { priceCents: s === 'XXL' ? 5150 : 4950 })),
      ),
    });
    render(<ProductCard product={product} />);
    expect(screen.getByText('$49.50')).toHaveTextContent('From $49.50');
    fireEvent.click(screen.getByRole('button', { name: 'XXL' }));
    expect(screen.getByText('$51.50')).not.toHaveTextContent('From');
  });

  it('marks a sale with a badge and the compare-at price struck through', () => {
    render(<ProductCard product={makeProduct({ compareAtPriceCents: 6999 })} />);
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('$69.99').closest('s')).not.toBeNull();
    expect(screen.getByText('$49.50')).toBeInTheDocument();
  });

  it('shows no sale when the compare-at price is not above the price', () => {
    render(<ProductCard product={makeProduct({ compareAtPriceCents: 4950 })} />);
    expect(screen.queryByText('Sale')).not.toBeInTheDocument();
    expect(screen.queryByText('Was')).not.toBeInTheDocument();
  });

  it('shows Adding... for 800 ms, then adds the chosen variant and says so', () => {
    vi.useFakeTimers();
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(cartStore.get()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(cartStore.get()).toEqual([
      {
        id: 'gid://local/Product/1-M-Black',
        productId: 'gid://local/Product/1',
        name: 'Wrap Dress',
        price: '49.50',
        imageUrl: '/media/dress.svg',
        size: 'M',
        color: 'Black',
        quantity: 1,
        shopifyId: 'gid://local/ProductVariant/M-Black',
        handle: 'wrap-dress',
      },
    ]);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Added to cart!',
      description: 'Wrap Dress has been added to your cart.',
    });
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeInTheDocument();
  });

  it('adds a one-size product without asking', () => {
    vi.useFakeTimers();
    const product = makeProduct({ sizes: ['One Size'], colors: ['Gold'], variants: [variant('One Size', 'Gold')] });
    render(<ProductCard product={product} />);
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    act(() => vi.advanceTimersByTime(800));
    expect(cartStore.get()[0]).toMatchObject({ size: 'One Size', color: 'Gold', quantity: 1 });
  });

  it('disables a sold-out colour for the chosen size', () => {
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'Black (sold out)' })).toBeDisabled();
  });

  it('cannot add a sold-out product', () => {
    render(<ProductCard product={makeProduct({ availableForSale: false })} />);
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('shows 3 sizes and colours on compact cards, then +N more', () => {
    const product = makeProduct({ colors: ['Black', 'Red', 'Blue', 'Green', 'Pink'], variants: [] });
    render(<ProductCard product={product} variant="compact" />);
    const sizes = screen.getByRole('group', { name: 'Size for Wrap Dress' });
    expect(within(sizes).getAllByRole('button', { pressed: false })).toHaveLength(3);
    expect(within(sizes).getByRole('button', { name: /\+2 more/ })).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Color for Wrap Dress' });
    expect(within(colours).getByRole('button', { name: /\+2 more/ })).toBeInTheDocument();
  });

  it('shows 2 colours on home cards', () => {
    const product = makeProduct({ colors: ['Black', 'Red', 'Blue'], variants: [] });
    render(<ProductCard product={product} variant="home" />);
    const colours = screen.getByRole('group', { name: 'Color for Wrap Dress' });
    expect(within(colours).getByRole('button', { name: /\+1 more/ })).toBeInTheDocument();
  });

  it('toggles the wishlist heart with a toast each way', () => {
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Wrap Dress to wishlist' }));
    expect(wishlistStore.get()).toEqual([
      {
        productId: 'gid://local/Product/1',
        handle: 'wrap-dress',
        name: 'Wrap Dress',
        price: '49.50',
        imageUrl: '/media/dress.svg',
      },
    ]);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Added to wishlist',
      description: 'Wrap Dress has been added to your wishlist.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wrap Dress from wishlist' }));
    expect(wishlistStore.get()).toEqual([]);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Removed from wishlist',
      description: 'Wrap Dress has been removed from your wishlist.',
    });
  });

  it('opens the quick view dialog with the size already chosen', async () => {
    render(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quick view Wrap Dress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wrap Dress' });
    expect(within(dialog).getByRole('button', { name: 'S', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      '/product/wrap-dress',
    );
  });
});

describe('the picture follows the colour', () => {
  const inColours = () =>
    makeProduct({
      images: ['black', 'red'].map((c) => ({
        url: `/media/dress-${c}.svg`,
        altText: null,
        width: 800,
        height: 1000,
        raster: false,
      })),
      imageUrl: '/media/dress-black.svg',
      variants: ['S', 'M'].flatMap((s) =>
        ['Black', 'Red'].map((c) => testVariant(s, c, { image: `/media/dress-${c.toLowerCase()}.svg` })),
      ),
    });
  const picture = () => screen.getByRole('img', { name: 'Wrap Dress' }).getAttribute('src');

  it('shows the product in the colour the list is filtered by, and in the colour picked on the card', () => {
    render(<ProductCard product={inColours()} listColors={['Green', 'Red']} />);
    expect(picture()).toContain('dress-red');
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(picture()).toContain('dress-black');
  });

  it('shows its own first picture on a list with no colour filter', () => {
    render(<ProductCard product={inColours()} />);
    expect(picture()).toContain('dress-black');
  });
});
