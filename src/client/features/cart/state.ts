// The browser cart: lines merge by product, size and colour; a quantity
// of 0 or less removes a line; corrupt storage resets to empty; tabs stay in sync.
import { MAX_LINE_QUANTITY, parseCart, parseCartItem, sameCartLine, type CartItem } from '../../../shared/schemas/cart';
import { toCents } from '../../../shared/money';
import { createLocalStore } from '../../lib/local-store';
import { notify } from '../../lib/toast';
import { CART_STORAGE_KEY } from '../../../shared/page-render';

export { CART_STORAGE_KEY };

export const cartStore = createLocalStore<CartItem[]>(CART_STORAGE_KEY, parseCart, []);

export const MAX_QUANTITY = MAX_LINE_QUANTITY;

const clampQuantity = (quantity: number) => Math.min(Math.max(Math.floor(quantity), 1), MAX_QUANTITY);

/**
 * Adds a line, or adds its quantity to the matching line. Returns false (and leaves the
 * cart alone) for a line that would not survive validation on the next read: one bad
 * line must never make the whole stored cart read as corrupt.
 */
export function addItem(line: CartItem): boolean {
  if (!(line.quantity >= 1)) return false;
  const next = parseCartItem({ ...line, quantity: clampQuantity(line.quantity) });
  if (!next) return false;
  const items = cartStore.get();
  const existing = items.find((i) => sameCartLine(i, next));
  const updated = existing
    ? items.map((i) => (i === existing ? { ...i, quantity: clampQuantity(i.quantity + next.quantity) } : i))
    : [...items, next];
  // The whole cart must still read back (parseCart also caps the number of lines).
  if (!parseCart(updated)) return false;
  cartStore.set(updated);
  return true;
}

/** Sets a line's quantity (at most MAX_QUANTITY); 0 or less removes the line. */
export function updateQuantity(id: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  cartStore.set((items) =>
    quantity < 1
      ? items.filter((i) => i.id !== id)
      : items.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(quantity) } : i)),
  );
}

export function removeItem(id: string): void {
  cartStore.set((items) => items.filter((i) => i.id !== id));
}

/** Removes a line and offers to put it back where it was, while the toast shows. */
export function removeItemWithUndo(item: CartItem): void {
  const index = cartStore.get().findIndex((i) => i.id === item.id);
  removeItem(item.id);
  notify({
    title: `Removed ${item.name}`,
    action: {
      label: 'Undo',
      onClick: () =>
        cartStore.set((items) =>
          items.some((i) => sameCartLine(i, item))
            ? items
            : [...items.slice(0, Math.max(index, 0)), item, ...items.slice(Math.max(index, 0))],
        ),
    },
  });
}

/** Puts a whole cart in place (a signed-in shopper's account copy); false, and nothing changes, when it is not one. */
export function replaceCart(items: readonly CartItem[]): boolean {
  const parsed = parseCart(items);
  if (!parsed) return false;
  cartStore.set(parsed);
  return true;
}

export function clearCart(): void {
  cartStore.set([]);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** Lines in the shape the shared pricing function takes. */
export function pricedLines(items: readonly CartItem[]) {
  return items.map((i) => ({ unitPriceCents: toCents(i.price), quantity: i.quantity }));
}

export function lineTotalCents(item: CartItem): number {
  return toCents(item.price) * item.quantity;
}

export function useCart() {
  const items = cartStore.use();
  return { items, count: cartCount(items), addItem, updateQuantity, removeItem, clear: clearCart };
}
