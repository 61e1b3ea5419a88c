import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore, clearCart } from '../cart';
import { addProductToCart } from './add-to-cart';
import { teeProduct } from '../../test/product';

const product = teeProduct();

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
});

describe('add to cart from the product page', () => {
  it('asks for a size when there are several', () => {
    const outcome = addProductToCart(product, { size: null, color: null }, 1);
    expect(outcome).toMatchObject({
      added: false,
      reason: 'size-required',
      notice: { title: 'Size Required', description: 'Please select a size before adding to cart.' },
    });
    expect(cartStore.get()).toEqual([]);
  });

  it('adds the chosen variant with its picture and says so', () => {
    const outcome = addProductToCart(product, { size: 'S', color: 'Red' }, 2);
    expect(outcome).toEqual({
      added: true,
      notice: { title: 'Added to cart!', description: 'Classic Tee has been added to your cart.' },
    });
    expect(cartStore.get()).toEqual([
      {
        id: 'gid://local/Product/7-S-Red',
        productId: 'gid://local/Product/7',
        name: 'Classic Tee',
        price: '40.00',
        imageUrl: '/img/tee-red.svg',
        size: 'S',
        color: 'Red',
        quantity: 2,
        shopifyId: 'gid://local/ProductVariant/2',
        handle: 'classic-tee',
      },
    ]);
  });

  it("takes the chosen variant's own price", () => {
    addProductToCart(product, { size: 'L', color: 'Black' }, 1);
    expect(cartStore.get()).toMatchObject([{ price: '42.50', shopifyId: 'gid://local/ProductVariant/5' }]);
  });

  it('merges a second add of the same choice', () => {
    addProductToCart(product, { size: 'S', color: 'Red' }, 2);
    addProductToCart(product, { size: 'S', color: 'Red' }, 1);
    expect(cartStore.get()).toHaveLength(1);
    expect(cartStore.get()[0]?.quantity).toBe(3);
  });

  it('defaults a one-size product to One Size and Default', () => {
    const one = teeProduct({ variants: [] });
    addProductToCart(one, { size: null, color: null }, 1);
    expect(cartStore.get()).toMatchObject([{ size: 'One Size', color: 'Default', shopifyId: null }]);
  });

  it('reports a missing product', () => {
    expect(addProductToCart(null, { size: 'S', color: 'Red' }, 1)).toMatchObject({
      added: false,
      notice: { title: 'Error', description: 'Product not found. Please try again.', variant: 'destructive' },
    });
  });

  it('refuses a sold-out combination, naming it', () => {
    expect(addProductToCart(product, { size: 'M', color: 'Red' }, 1)).toMatchObject({
      added: false,
      reason: 'unavailable',
      notice: {
        title: 'Not Available',
        description: 'Classic Tee in M / Red is sold out. Please choose another option.',
      },
    });
    expect(cartStore.get()).toEqual([]);
  });

  it('refuses a product that is not for sale', () => {
    const soldOut = teeProduct({ availableForSale: false });
    expect(addProductToCart(soldOut, { size: 'S', color: 'Red' }, 1)).toMatchObject({
      added: false,
      reason: 'sold-out',
      notice: { title: 'Out of Stock' },
    });
    expect(cartStore.get()).toEqual([]);
  });
});
