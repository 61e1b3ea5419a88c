import { describe, expect, it, vi } from 'vitest';
import { beginCheckout } from './checkout';
import { line } from '../../test/cart-lines';

const custom = line({
  id: 'custom-line',
  productId: 'custom-premium-t-shirt',
  shopifyId: null,
  custom: { productHandle: 'custom-premium-t-shirt', designId: 'thunder-strike', colorId: 'black' },
});

describe('slide-out checkout', () => {
  it('refuses an empty cart', async () => {
    const post = vi.fn();
    expect(await beginCheckout([], post)).toEqual({
      kind: 'error',
      notice: {
        title: 'Cart Empty',
        description: 'Add some items to your cart before checkout.',
        variant: 'destructive',
      },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a cart without a single product variant', async () => {
    const post = vi.fn();
    const outcome = await beginCheckout([line({ shopifyId: null }), line({ size: 'L', shopifyId: 'sku-1' })], post);
    expect(outcome).toMatchObject({
      kind: 'error',
      notice: { title: 'No Valid Items', description: 'Please select specific product variants to checkout.' },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends only variant lines as items, and custom lines along as cart items', async () => {
    const post = vi.fn().mockResolvedValue({ embedded: true });
    const items = [line({ quantity: 2 }), line({ size: 'L', shopifyId: null }), custom];
    expect(await beginCheckout(items, post)).toEqual({ kind: 'embedded' });
    expect(post).toHaveBeenCalledWith({
      items: [{ variantId: 'gid://local/ProductVariant/11', quantity: 2 }],
      cartItems: [items[0], custom],
    });
  });

  it('goes straight to the embedded checkout for a cart of custom designs only', async () => {
    const post = vi.fn();
    expect(await beginCheckout([custom], post)).toEqual({ kind: 'embedded' });
    expect(post).not.toHaveBeenCalled();
  });

  it('follows a hosted checkout URL', async () => {
    const post = vi.fn().mockResolvedValue({ checkoutUrl: 'https://shop.example/checkouts/1' });
    expect(await beginCheckout([line()], post)).toEqual({ kind: 'redirect', url: 'https://shop.example/checkouts/1' });
  });

  it('reports an answer with neither flag nor URL', async () => {
    const outcome = await beginCheckout([line()], vi.fn().mockResolvedValue({}));
    expect(outcome).toMatchObject({
      kind: 'error',
      notice: { title: 'Checkout Error', description: 'Unable to create checkout. Please try again.' },
    });
  });

  it('reports a failed call', async () => {
    const outcome = await beginCheckout([line()], vi.fn().mockRejectedValue(new Error('503: down')));
    expect(outcome).toMatchObject({
      kind: 'error',
      notice: { title: 'Checkout Error', description: 'Failed to proceed to checkout. Please try again.' },
    });
  });
});
