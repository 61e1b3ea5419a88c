// The returns report: returns by the UTC day the shopper asked for them (RETURN_DEFINITIONS says
// what each figure counts), their units and refund amount by reason, by size and by product,
// beside the same number of days just before, read from returns_by_day (returns-rollup.ts keeps
// it): a few rows a day.
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import type { ReturnFigures, ReturnGroup, ReturnsReport } from '../../shared/schemas/product-reports';
import { addDays, daysIn } from '../../shared/schemas/reports';
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '../../shared/schemas/returns';
import type { Tx } from '../db/database';
import { returnsByDay } from '../db/schema';

interface GroupSums {
  key: string;
  label: string;
  returns: number;
  units: number;
  refundCents: number;
}

const figures = (sums: Omit<GroupSums, 'key' | 'label'>): ReturnFigures => ({
  returns: sums.returns,
  units: sums.units,
  refundAmount: toDecimal(sums.refundCents),
});

const group = (sums: GroupSums): ReturnGroup => ({ key: sums.key, label: sums.label, ...figures(sums) });

/**
 * The returns asked for from `from` to `to` (UTC days, both included), not rejected, summed by
 * `dimension` from returns_by_day, most units first (then by key).
 */
async function sums(tx: Tx, from: string, to: string, dimension: Dimension): Promise<GroupSums[]> {
  const result = await tx.execute(sql`
    select key, max(label) filter (where units > 0) as label, sum(returns)::int as returns, sum(units)::int as units,
      sum(refund_cents)::bigint as refund
    from ${returnsByDay}
    where day between ${from}::date and ${to}::date and dimension = ${dimension}
    group by key
    having sum(units) > 0
    order by 4 desc, 1`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    returns: Number(row.returns),
    units: Number(row.units),
    refundCents: Number(row.refund),
  }));
}

type Dimension = 'all' | 'reason' | 'size' | 'product';

async function totals(tx: Tx, from: string, to: string) {
  const [all] = await sums(tx, from, to, 'all');
  return figures(all ?? { returns: 0, units: 0, refundCents: 0 });
}

export async function returnsReport(tx: Tx, query: { from: string; to: string }): Promise<ReturnsReport> {
  const { from, to } = query;
  const length = daysIn(from, to);
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const reasons = new Map((await sums(tx, from, to, 'reason')).map((row) => [row.key, row]));
  const byReason = RETURN_REASONS.map((reason: ReturnReason) =>
    group({
      returns: 0,
      units: 0,
      refundCents: 0,
      ...reasons.get(reason),
      key: reason,
      label: RETURN_REASON_LABELS[reason],
    }),
  );
  return {
    current: { from, to, ...(await totals(tx, from, to)) },
    previous: { ...previous, ...(await totals(tx, previous.from, previous.to)) },
    byReason,
    bySize: (await sums(tx, from, to, 'size')).map(group),
    byProduct: (await sums(tx, from, to, 'product')).map(group),
  };
}
