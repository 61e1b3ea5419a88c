// Telling the waiting shoppers: a job claims the open requests whose variant is in stock at the
// moment it runs, marks them told and queues one email each, in one transaction. A variant that
// sold out again before the job ran keeps its requests open for its next return; a second run
// (or two at once) finds nothing left to claim, so each shopper is emailed once. The job runs
// every minute, which catches stock back by any path (a cancelled or returned order, an import),
// and is asked for at once when staff add stock to a sold-out variant.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { thumbnailUrl } from '../../shared/catalog/photos';
import type { Db, Tx } from '../db/database';
import { backInStockRequests, productImages, productVariants, products } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { queueEmail } from '../mail/outbox-part';
import { backInStockEmail } from '../mail/templates/back-in-stock';
import type { Mailer } from '../ports/mailer';

export interface BackInStockDeps {
  db: Db;
  mailer: Pick<Mailer, 'queuedStatus' | 'queueDelivery'>;
  publicUrl: string;
}

/** Requests told per transaction: a popular item's return does not hold one transaction long. */
const BATCH = 100;

/** Asks the queue to tell the waiting shoppers once this transaction commits. */
export async function askToTellWaiting(jobs: Pick<JobQueue, 'enqueue'> | undefined, tx: Tx): Promise<void> {
  await jobs?.enqueue('tell-back-in-stock', {}, { tx });
}

async function tellBatch(tx: Tx, deps: BackInStockDeps): Promise<number> {
  // Locked and skipped if another run holds them: two runs at once never claim one request.
  const due = tx
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(backInStockRequests.notifiedAt), gt(productVariants.stock, 0), eq(products.active, true)))
    .orderBy(asc(backInStockRequests.id))
    .limit(BATCH)
    .for('update', { of: backInStockRequests, skipLocked: true });
  const claimed = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(backInStockRequests.id, due), isNull(backInStockRequests.notifiedAt)))
    .returning({ variantId: backInStockRequests.variantId, email: backInStockRequests.email });
  if (claimed.length === 0) return 0;
  const variants = await tx
    .select({
      id: productVariants.id,
      productName: products.name,
      handle: products.handle,
      size: productVariants.size,
      color: productVariants.color,
      picture: sql<{ url: string; raster: boolean } | null>`(select json_build_object('url', i.url, 'raster', i.raster)
        from ${productImages} i where i.product_id = ${productVariants.productId}
        order by (i.color = ${productVariants.color}) desc nulls last, i.position, i.id limit 1)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        claimed.map((r) => r.variantId),
      ),
    );
  const byId = new Map(variants.map((v) => [v.id, v]));
  for (const { variantId, email } of claimed) {
    const { picture, ...variant } = byId.get(variantId)!;
    const imageUrl = picture ? thumbnailUrl([picture], picture.url) : null;
    const message = backInStockEmail({ ...variant, imageUrl }, email, deps.publicUrl);
    await queueEmail(tx, { ...message, status: deps.mailer.queuedStatus }, null, (t, id) =>
      deps.mailer.queueDelivery(t, id),
    );
  }
  return claimed.length;
}

/** Emails every shopper waiting for a variant that is in stock now; how many it told. */
export async function tellWaitingShoppers(deps: BackInStockDeps): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await deps.db.transaction((tx) => tellBatch(tx, deps));
    told += batch;
    if (batch < BATCH) return told;
  }
}
