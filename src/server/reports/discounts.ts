// The discounts report: each discount's uses, its orders' net and its cost over a range of UTC
// days, read from discounts_by_day (discounts-rollup.ts keeps it; DISCOUNT_DEFINITIONS says
// what each figure counts), beside the same number of days just before.
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import type { DiscountFigures, DiscountsReport } from '../../shared/schemas/reports-money';
import type { Tx } from '../db/database';
import { discounts, discountsByDay } from '../db/schema';
import { rowsOf } from './order-net';
import { previousRange } from './range';

interface Sums {
  uses: number;
  revenue_cents: number;
  cost_cents: number;
}

const figures = (sums: Sums | undefined): DiscountFigures => ({
  uses: Number(sums?.uses ?? 0),
  revenue: toDecimal(Number(sums?.revenue_cents ?? 0)),
  cost: toDecimal(Number(sums?.cost_cents ?? 0)),
});

async function totals(tx: Tx, from: string, to: string) {
  const [sums] = rowsOf<Sums>(
    await tx.execute(sql`
      select coalesce(sum(uses), 0)::bigint as uses, coalesce(sum(revenue_cents), 0)::bigint as revenue_cents,
        coalesce(sum(cost_cents), 0)::bigint as cost_cents
      from ${discountsByDay} where day between ${from}::date and ${to}::date`),
  );
  return { from, to, ...figures(sums) };
}

export async function discountsReport(tx: Tx, { from, to }: { from: string; to: string }): Promise<DiscountsReport> {
  const before = previousRange(from, to);
  const rows = rowsOf<Sums & { discount_id: number; code: string | null; title: string | null }>(
    await tx.execute(sql`
      select r.discount_id, d.code, d.title, r.uses, r.revenue_cents, r.cost_cents from (
        select discount_id, sum(uses)::bigint as uses, sum(revenue_cents)::bigint as revenue_cents,
          sum(cost_cents)::bigint as cost_cents
        from ${discountsByDay} where day between ${from}::date and ${to}::date
        group by discount_id
      ) r left join ${discounts} d on d.id = r.discount_id
      order by r.cost_cents desc, r.uses desc, r.discount_id`),
  );
  return {
    current: await totals(tx, from, to),
    previous: await totals(tx, before.from, before.to),
    rows: rows.map((row) => ({
      discountId: Number(row.discount_id),
      name: row.code ?? row.title ?? `Discount ${row.discount_id}`,
      code: row.code !== null,
      ...figures(row),
    })),
  };
}
