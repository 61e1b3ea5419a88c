// Starting and ending sales: the only code that marks variants down for a sale and puts them
// back. Starting a sale records each variant's price and "was" price before it (sale_variants),
// then sets the sale price with the old price as the "was" price; ending it puts back exactly
// what was recorded. Each runs in one transaction behind a guarded state change, so a sale
// starts once and ends once however often the job that runs it is repeated.
//
// A variant is in one running sale at a time: a sale that starts while another holds a variant
// leaves that variant alone. A variant staff repriced during the sale keeps their price when
// the sale ends. Locks follow the store's order: variants in id order, then products.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../shared/money';
import type { Db, Tx } from '../db/database';
import { sales } from '../db/schema';
import { syncProductPrices } from '../catalog/write';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type SaleRow = typeof sales.$inferSelect;

/** The sale price of a variant: a percentage off (to the cent), or the sale's price when lower. */
export function salePriceCents(sale: Pick<SaleRow, 'percentOff' | 'priceCents'>, priceCents: number): number | null {
  const cents =
    sale.percentOff !== null ? Math.round((priceCents * (100 - sale.percentOff)) / 100) : (sale.priceCents as number);
  return cents < priceCents ? cents : null;
}

interface Target {
  id: number;
  productId: number;
  price: string;
  compareAtPrice: string | null;
}

/** Marks the sale's products down; false when it was not a scheduled sale due to start. */
export async function startSale(tx: Tx, saleId: number, now: Date): Promise<boolean> {
  const [sale] = await tx
    .update(sales)
    .set({ state: 'active', startedAt: now, updatedAt: now })
    .where(and(eq(sales.id, saleId), eq(sales.state, 'scheduled'), lte(sales.startsAt, now)))
    .returning();
  if (!sale) return false;
  const targets = rowsOf<Target>(
    await tx.execute(sql`select v.id, v.product_id as "productId", v.price::text as price,
        v.compare_at_price::text as "compareAtPrice"
      from product_variants v join products p on p.id = v.product_id
      where (p.id = any(${sql.param(sale.productIds)}::int[]) or p.collection = ${sale.collection})
        and not exists (select 1 from sale_variants s where s.variant_id = v.id)
      order by v.id
      for update of v`),
  );
  const marked = targets.flatMap((variant) => {
    const priceCents = toCents(variant.price);
    const saleCents = salePriceCents(sale, priceCents);
    if (saleCents === null) return [];
    const wasCents = variant.compareAtPrice !== null ? toCents(variant.compareAtPrice) : null;
    // The shopper sees the price before the sale struck through, or the "was" price it already showed.
    const shownWas = wasCents !== null && wasCents > priceCents ? wasCents : priceCents;
    return [{ ...variant, sale: toDecimal(saleCents), was: toDecimal(shownWas) }];
  });
  if (marked.length > 0) {
    await tx.execute(sql`insert into sale_variants (variant_id, sale_id, price_before, compare_at_before, sale_price)
      select u.id, ${sale.id}, u.price, u.compare_at, u.sale
      from unnest(${sql.param(marked.map((m) => m.id))}::int[], ${sql.param(marked.map((m) => m.price))}::numeric[],
        ${sql.param(marked.map((m) => m.compareAtPrice))}::numeric[], ${sql.param(marked.map((m) => m.sale))}::numeric[])
        as u(id, price, compare_at, sale)`);
    await tx.execute(sql`update product_variants v set price = u.sale, compare_at_price = u.was
      from unnest(${sql.param(marked.map((m) => m.id))}::int[], ${sql.param(marked.map((m) => m.sale))}::numeric[],
        ${sql.param(marked.map((m) => m.was))}::numeric[]) as u(id, sale, was)
      where v.id = u.id`);
    await syncProductPrices(tx, [...new Set(marked.map((m) => m.productId))]);
  }
  return true;
}

interface Held {
  id: number;
  productId: number;
  price: string;
  salePrice: string;
}

/** Puts the sale's variants back; false when it had already ended. A scheduled sale ends without starting. */
export async function endSale(tx: Tx, saleId: number, now: Date): Promise<boolean> {
  const [ended] = await tx
    .update(sales)
    .set({ state: 'ended', endedAt: now, updatedAt: now })
    .where(and(eq(sales.id, saleId), inArray(sales.state, ['scheduled', 'active'])))
    .returning({ id: sales.id });
  if (!ended) return false;
  const held = rowsOf<Held>(
    await tx.execute(sql`select v.id, v.product_id as "productId", v.price::text as price, s.sale_price::text as "salePrice"
      from sale_variants s join product_variants v on v.id = s.variant_id
      where s.sale_id = ${saleId}
      order by v.id
      for update of v`),
  );
  if (held.length === 0) return true;
  // A variant whose price staff changed during the sale keeps the price they set.
  await tx.execute(sql`update product_variants v set price = s.price_before, compare_at_price = s.compare_at_before
    from sale_variants s
    where s.sale_id = ${saleId} and s.variant_id = v.id and v.price = s.sale_price`);
  await tx.execute(sql`delete from sale_variants where sale_id = ${saleId}`);
  await syncProductPrices(tx, [...new Set(held.map((h) => h.productId))]);
  return true;
}

/**
 * Ends the sales whose end has come and starts those whose start has, each in a transaction of
 * its own; how many changed. Ending first frees the variants a sale starting at that moment takes.
 */
export async function runDueSales(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: sales.id, state: sales.state, endsAt: sales.endsAt })
    .from(sales)
    .where(
      and(
        inArray(sales.state, ['scheduled', 'active']),
        sql`(${sales.startsAt} <= ${now} or ${sales.endsAt} <= ${now})`,
      ),
    )
    .orderBy(sales.id);
  const over = due.filter((s) => s.endsAt !== null && s.endsAt <= now);
  const starting = due.filter((s) => s.state === 'scheduled' && !over.includes(s));
  let changed = 0;
  for (const sale of over) if (await db.transaction((tx) => endSale(tx, sale.id, now))) changed++;
  for (const sale of starting) if (await db.transaction((tx) => startSale(tx, sale.id, now))) changed++;
  return changed;
}
