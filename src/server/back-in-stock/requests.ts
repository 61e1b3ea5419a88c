// Shoppers' requests to hear when a sold-out variant is back: stored once per address and
// variant while open. Nobody can read back who asked: staff see only how many wait (inventory/admin.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { backInStockRequests, productVariants, products } from '../db/schema';
import { conflict, notFound } from '../http/errors';

export const BACK_IN_STOCK_MESSAGE = "We'll email you once when it's back";

/**
 * Stores the request; asking again for the same variant changes nothing and answers the same.
 * Only a variant of a product on sale that is sold out now takes one: one in stock can be bought.
 */
export async function askToBeTold(db: Db, variantId: number, email: string): Promise<{ message: string }> {
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.active, true)));
  if (!variant) throw notFound('No such size and color');
  if (variant.stock > 0)
    throw conflict('This size and color is in stock now', [
      { path: 'variantId', message: 'In stock now: add it to your cart' },
    ]);
  await db.insert(backInStockRequests).values({ variantId, email }).onConflictDoNothing();
  return { message: BACK_IN_STOCK_MESSAGE };
}
