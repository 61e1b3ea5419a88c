import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { line } from '../../test/cart-lines';
import {
  addItem,
  CART_STORAGE_KEY,
  cartCount,
  cartStore,
  clearCart,
  lineTotalCents,
  removeItem,
  removeItemWithUndo,
  replaceCart,
  updateQuantity,
  useCart,
} from './state';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
});

describe('adding lines', () => {
  it('stores a new line under the cart key', () => {
    expect(addItem(line())).toBe(true);
    expect(cartStore.get()).toHaveLength(1);
    expect(stored()).toEqual([line()]);
  });

  it('merges lines with the same product, size and colour by adding quantities', () => {
    addItem(line({ quantity: 2 }));
    addItem(line({ quantity: 3 }));
    expect(cartStore.get()).toEqual([line({ quantity: 5 })]);
  });

  it('keeps a different size or colour of the same product apart', () => {
    addItem(line());
    addItem(line({ size: 'L' }));
    addItem(line({ color: 'Red' }));
    expect(cartStore.get().map((i) => i.id)).toEqual([line().id, line({ size: 'L' }).id, line({ color: 'Red' }).id]);
    expect(cartCount(cartStore.get())).toBe(3);
  });

  it('keeps custom lines of different designs apart', () => {
    const custom = { productHandle: 'custom-premium-t-shirt', colorId: 'black' };
    addItem(line({ shopifyId: null, custom: { ...custom, designId: 'thunder-strike' } }));
    addItem(line({ id: 'x-2', shopifyId: null, custom: { ...custom, designId: 'urban-legend' } }));
    expect(cartStore.get()).toHaveLength(2);
  });

  it('caps a line at 99', () => {
    addItem(line({ quantity: 60 }));
    addItem(line({ quantity: 60 }));
    expect(cartStore.get()[0]?.quantity).toBe(99);
  });

  it('refuses a line that would not survive the next read, leaving the cart intact', () => {
    addItem(line());
    expect(addItem(line({ id: 'bad', size: 'S', price: '12.345' }))).toBe(false);
    expect(addItem(line({ size: 'S', quantity: 0 }))).toBe(false);
    expect(addItem(line({ size: 'S', quantity: Number.NaN }))).toBe(false);
    expect(cartStore.get()).toEqual([line()]);
  });

  it('refuses a 101st line', () => {
    for (let n = 0; n < 100; n += 1) addItem(line({ productId: `p${n}` }));
    expect(addItem(line({ productId: 'p100' }))).toBe(false);
    expect(addItem(line({ productId: 'p0' }))).toBe(true);
    expect(cartStore.get()).toHaveLength(100);
  });
});

describe('quantities', () => {
  it('sets a quantity, capped at 99 and rounded down', () => {
    addItem(line());
    updateQuantity(line().id, 4);
    expect(cartStore.get()[0]?.quantity).toBe(4);
    updateQuantity(line().id, 250);
    expect(cartStore.get()[0]?.quantity).toBe(99);
    updateQuantity(line().id, 2.7);
    expect(cartStore.get()[0]?.quantity).toBe(2);
  });

  it('removes a line at 0 or less', () => {
    addItem(line());
    addItem(line({ size: 'L' }));
    updateQuantity(line().id, 0);
    updateQuantity(line({ size: 'L' }).id, -3);
    expect(cartStore.get()).toEqual([]);
  });

  it('ignores a quantity that is not a number', () => {
    addItem(line({ quantity: 2 }));
    updateQuantity(line().id, Number.NaN);
    expect(cartStore.get()[0]?.quantity).toBe(2);
  });

  it('removes one line and clears all', () => {
    addItem(line());
    addItem(line({ size: 'L' }));
    removeItem(line().id);
    expect(cartStore.get().map((i) => i.size)).toEqual(['L']);
    clearCart();
    expect(cartStore.get()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('computes line totals in cents', () => {
    expect(lineTotalCents(line({ price: '19.99', quantity: 3 }))).toBe(5997);
  });
});

describe('removing a line', () => {
  it('says which line went and puts it back where it was on Undo', () => {
    addItem(line());
    addItem(line({ size: 'L' }));
    addItem(line({ color: 'Red' }));
    removeItemWithUndo(line({ size: 'L' }));
    expect(cartStore.get().map((i) => i.id)).toEqual([line().id, line({ color: 'Red' }).id]);
    const notice = vi.mocked(notify).mock.calls.at(-1)![0];
    expect(notice.title).toBe(`Removed ${line().name}`);
    expect(notice.action?.label).toBe('Undo');
    notice.action!.onClick();
    expect(cartStore.get().map((i) => i.id)).toEqual([line().id, line({ size: 'L' }).id, line({ color: 'Red' }).id]);
    // A second Undo adds nothing.
    notice.action!.onClick();
    expect(cartStore.get()).toHaveLength(3);
  });
});

describe('replacing the whole cart', () => {
  it('puts the given lines in place of the old ones', () => {
    addItem(line());
    expect(replaceCart([line({ productId: 'gid://local/Product/2', quantity: 4 })])).toBe(true);
    expect(cartStore.get()).toEqual([line({ productId: 'gid://local/Product/2', quantity: 4 })]);
    expect(stored()).toEqual([line({ productId: 'gid://local/Product/2', quantity: 4 })]);
  });

  it('refuses a cart that would not read back, and keeps the old one', () => {
    addItem(line());
    expect(replaceCart([line({ quantity: 0 })])).toBe(false);
    expect(cartStore.get()).toEqual([line()]);
  });
});

describe('storage', () => {
  it.each([['not json'], ['{"a":1}'], ['[{"id":"x"}]'], ['null']])(
    'resets a corrupt value (%s) to an empty cart',
    (raw) => {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
      expect(cartStore.get()).toEqual([]);
      expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    },
  );

  it('reads a cart another tab wrote and re-renders on its storage event', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.count).toBe(0);
    act(() => {
      const raw = JSON.stringify([line({ quantity: 3 })]);
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: raw }));
    });
    expect(result.current.count).toBe(3);
    expect(result.current.items[0]?.name).toBe('Classic Tee');
  });

  it('follows another tab clearing storage', () => {
    addItem(line());
    const { result } = renderHook(() => useCart());
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.items).toEqual([]);
  });

  it('shows an empty cart when another tab writes garbage', () => {
    addItem(line());
    const { result } = renderHook(() => useCart());
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, '{oops');
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '{oops' }));
    });
    expect(result.current.items).toEqual([]);
  });
});
