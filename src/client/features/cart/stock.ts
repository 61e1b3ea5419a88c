// How many of each cart line's variant the store has, read from the catalogue when the cart
// shows, so its steppers stop where the stock does instead of the order failing at Place
// Order. Read fresh on each showing (at most every STALE_MS per product); until the answer
// comes, or when it cannot be read, a line is limited only by the cart's own maximum, and the
// server checks the stock again when the order is placed.
import { useEffect, useSyncExternalStore } from 'react';
import type { CartItem } from '../../../shared/schemas/cart';
import type { Product } from '../../../shared/catalog/product';
import { apiRequest } from '../../lib/api';

const STALE_MS = 30_000;

/** Units for sale per variant id; null when the catalogue does not say. */
type VariantStock = ReadonlyMap<string, number | null>;

const known = new Map<string, { stock: VariantStock; readAt: number }>();
const reading = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

async function read(handle: string): Promise<void> {
  if (reading.has(handle)) return;
  reading.add(handle);
  try {
    const { product } = await apiRequest<{ product: Product }>(`/api/catalog/products/${encodeURIComponent(handle)}`);
    known.set(handle, {
      stock: new Map(product.variants.map((variant) => [variant.id, variant.quantity])),
      readAt: Date.now(),
    });
    changed();
  } catch {
    // The line keeps the cart's own limit; the order is checked against the stock anyway.
  } finally {
    reading.delete(handle);
  }
}

const handleOf = (item: CartItem) => (item.custom ? undefined : item.handle);

/** Forgets what was read (tests start from nothing). */
export function forgetStock(): void {
  known.clear();
  changed();
}

/** The units for sale of a line's variant: a number once read, else null. */
export function useLineStock(items: readonly CartItem[]): (item: CartItem) => number | null {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
  const handles = [...new Set(items.flatMap((item) => handleOf(item) ?? []))].sort().join('\n');
  useEffect(() => {
    const now = Date.now();
    for (const handle of handles ? handles.split('\n') : []) {
      const entry = known.get(handle);
      if (!entry || now - entry.readAt > STALE_MS) void read(handle);
    }
  }, [handles]);
  return (item) => {
    const handle = handleOf(item);
    if (!handle || !item.shopifyId) return null;
    return known.get(handle)?.stock.get(item.shopifyId) ?? null;
  };
}

/** What the cart says next to a line's stepper about its stock, or null when there is nothing to say. */
export function stockNote(stock: number | null, quantity: number): string | null {
  if (stock === null) return null;
  if (stock === 0) return 'Sold out: remove it to check out';
  if (quantity > stock) return `Only ${stock} left: lower the quantity to check out`;
  if (quantity === stock || stock < 10) return `Only ${stock} left`;
  return null;
}
