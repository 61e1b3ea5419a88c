// Empties the catalogue before a fresh seed (npm run seed -- --reset).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, products } from '../db/schema';

/**
 * With no orders, the catalogue tables are truncated (fast, ids restart). Once orders
 * exist their lines keep their snapshots: products are deleted instead (lines lose only
 * their product link) and stored images stay, since order lines may show them.
 */
export async function resetCatalogue(db: Db): Promise<'truncated' | 'deleted'> {
  const [lines] = await db.select({ n: count() }).from(orderItems);
  if ((lines?.n ?? 0) === 0) {
    // The tables that point at order lines go with them (empty too, with no lines), and the names they were sold under.
    await db.execute(
      sql`truncate table back_in_stock_requests, sale_variants, sales, product_images, product_variants, products, media, order_items, shipment_items, returned_items, return_lines, sold_item_names restart identity`,
    );
    return 'truncated';
  }
  await db.delete(products);
  return 'deleted';
}
