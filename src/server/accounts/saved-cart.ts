// A signed-in shopper's cart and wishlist, kept on the server so they follow the shopper to
// any device. They are stored in the browser's own shape (shared/schemas/cart.ts,
// shared/wishlist.ts); prices in them are only what the shopper saw, as in the browser:
// checkout prices every order itself. What the server adds is the stock: a line never
// holds more units than are on hand (one at least, so a sold-out line stays visible).
import { eq, sql } from 'drizzle-orm';
import { parseVariantGid } from '../../shared/catalog/gid';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, parseCart, sameCartLine, type CartItem } from '../../shared/schemas/cart';
import { mergeWishlists, parseWishlist, type WishlistItem } from '../../shared/wishlist';
import type { Db, Tx } from '../db/database';
import { customerCarts, customerWishlists } from '../db/schema';
import { unitsOnHand } from '../inventory/stock';

/** Each line's quantity, at most the units on hand of its variant. */
export async function capByStock(tx: Tx, items: readonly CartItem[]): Promise<CartItem[]> {
  const ids = items.flatMap((i) => {
    const id = i.shopifyId === null ? null : parseVariantGid(i.shopifyId);
    return id === null ? [] : [id];
  });
  const onHand = await unitsOnHand(tx, ids);
  return items.map((item) => {
    const id = item.shopifyId === null ? null : parseVariantGid(item.shopifyId);
    const units = id === null ? undefined : onHand.get(id);
    return units === undefined ? item : { ...item, quantity: Math.min(item.quantity, Math.max(units, 1)) };
  });
}

/** The browser's lines added into the account's: a line in both gets both quantities. */
export function mergeCartLines(account: readonly CartItem[], browser: readonly CartItem[]): CartItem[] {
  const merged = [...account];
  for (const line of browser) {
    const index = merged.findIndex((m) => sameCartLine(m, line));
    if (index === -1) merged.push(line);
    else
      merged[index] = {
        ...merged[index]!,
        quantity: Math.min(merged[index]!.quantity + line.quantity, MAX_LINE_QUANTITY),
      };
  }
  return merged.slice(0, MAX_CART_LINES);
}

/** The stored row, locked for the change that follows (made empty if there is none). */
async function lockedRow(
  tx: Tx,
  table: typeof customerCarts | typeof customerWishlists,
  customerId: number,
): Promise<unknown[]> {
  await tx.insert(table).values({ customerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ items: table.items })
    .from(table)
    .where(eq(table.customerId, customerId))
    .for('update');
  return row?.items ?? [];
}

async function store(
  tx: Tx,
  table: typeof customerCarts | typeof customerWishlists,
  customerId: number,
  items: unknown[],
): Promise<void> {
  await tx
    .update(table)
    .set({ items: sql`${JSON.stringify(items)}::jsonb`, updatedAt: new Date() })
    .where(eq(table.customerId, customerId));
}

export async function readCart(db: Db, customerId: number): Promise<CartItem[]> {
  const [row] = await db
    .select({ items: customerCarts.items })
    .from(customerCarts)
    .where(eq(customerCarts.customerId, customerId));
  return capByStock(db, parseCart(row?.items ?? []) ?? []);
}

/** Replaces the account's cart with the browser's (`merge`: adds the browser's lines to it). */
export function writeCart(
  db: Db,
  customerId: number,
  items: readonly CartItem[],
  mode: 'replace' | 'merge',
): Promise<CartItem[]> {
  return db.transaction(async (tx) => {
    const current = await lockedRow(tx, customerCarts, customerId);
    const next = await capByStock(tx, mode === 'merge' ? mergeCartLines(parseCart(current) ?? [], items) : [...items]);
    await store(tx, customerCarts, customerId, next);
    return next;
  });
}

export async function readWishlist(db: Db, customerId: number): Promise<WishlistItem[]> {
  const [row] = await db
    .select({ items: customerWishlists.items })
    .from(customerWishlists)
    .where(eq(customerWishlists.customerId, customerId));
  return parseWishlist(row?.items ?? []) ?? [];
}

export function writeWishlist(
  db: Db,
  customerId: number,
  items: readonly WishlistItem[],
  mode: 'replace' | 'merge',
): Promise<WishlistItem[]> {
  return db.transaction(async (tx) => {
    const current = await lockedRow(tx, customerWishlists, customerId);
    const next = mode === 'merge' ? mergeWishlists(parseWishlist(current) ?? [], items) : [...items];
    await store(tx, customerWishlists, customerId, next);
    return next;
  });
}
