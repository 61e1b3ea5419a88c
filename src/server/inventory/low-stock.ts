// Low-stock alerts: a job every few minutes emails the store once for each variant that fell to
// its threshold, and forgets the alert once the stock is back above it, so the next fall is told
// too. Reading the stock later (not at each sale) keeps checkout free of it, and one email lists
// everything that ran low since the last.
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { products, productVariants } from '../db/schema';
import { queueEmail } from '../mail/outbox-part';
import { lowStockEmail } from '../mail/templates/stock-alerts';
import type { Mailer } from '../ports/mailer';

export interface LowStockDeps {
  db: Db;
  mailer: Pick<Mailer, 'queuedStatus' | 'queueDelivery'>;
  publicUrl: string;
  /** Where the store's own notices go. */
  storeEmail: string;
}

/** Queues one email for the variants newly at or below their threshold; how many it listed. */
export async function alertLowStock(deps: LowStockDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx
      .update(productVariants)
      .set({ lowStockAlerted: false })
      .where(
        and(
          isNotNull(productVariants.lowStockAt),
          eq(productVariants.lowStockAlerted, true),
          gt(productVariants.stock, productVariants.lowStockAt),
        ),
      );
    // Claimed by the update itself: two runs at once cannot both list a variant.
    const low = await tx
      .update(productVariants)
      .set({ lowStockAlerted: true })
      .where(
        and(
          isNotNull(productVariants.lowStockAt),
          eq(productVariants.lowStockAlerted, false),
          lte(productVariants.stock, productVariants.lowStockAt),
        ),
      )
      .returning({
        productId: productVariants.productId,
        sku: productVariants.sku,
        size: productVariants.size,
        color: productVariants.color,
        stock: productVariants.stock,
        lowStockAt: productVariants.lowStockAt,
      });
    if (low.length === 0) return 0;
    const names = new Map(
      (
        await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, [...new Set(low.map((v) => v.productId))]))
      ).map((p) => [p.id, p.name]),
    );
    const lines = low
      .map((v) => ({ ...v, productName: names.get(v.productId) ?? v.sku, lowStockAt: v.lowStockAt ?? 0 }))
      .sort((a, b) => a.stock - b.stock || a.productName.localeCompare(b.productName));
    const email = lowStockEmail(lines, deps.storeEmail, deps.publicUrl);
    await queueEmail(tx, { ...email, status: deps.mailer.queuedStatus }, null, (t, id) =>
      deps.mailer.queueDelivery(t, id),
    );
    return lines.length;
  });
}
