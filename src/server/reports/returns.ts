// The returns report: returns by the UTC day the shopper asked for them (RETURN_DEFINITIONS says
// what each figure counts), their units and refund amount by reason, by size and by product,
// beside the same number of days just before. Returns are few beside orders: it reads the
// returns of the range and their lines.
import { sql, type SQL } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import type { ReturnFigures, ReturnGroup, ReturnsReport } from '../../shared/schemas/product-reports';
import { addDays, daysIn } from '../../shared/schemas/reports';
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '../../shared/schemas/returns';
import type { Tx } from '../db/database';
import { orderItems, returnLines, returns } from '../db/schema';

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

/** The returns asked for from `from` to `to` (UTC days, both included), not rejected, summed by `key`. */
async function sums(tx: Tx, from: string, to: string, key: SQL, label: SQL): Promise<GroupSums[]> {
  const result = await tx.execute(sql`
    select ${key} as key, ${label} as label, count(distinct r.id)::int as returns, sum(l.quantity)::int as units,
      coalesce(sum(l.quantity * l.unit_paid_cents) filter (where l.outcome = 'refund'), 0)::bigint as refund
    from ${returns} r
      join ${returnLines} l on l.return_id = r.id
      join ${orderItems} i on i.id = l.order_item_id
    where r.created_at >= ${from}::timestamp at time zone 'UTC'
      and r.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
      and r.status <> 'rejected'
    group by 1
    order by 4 desc, 1`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    returns: Number(row.returns),
    units: Number(row.units),
    refundCents: Number(row.refund),
  }));
}

const EVERY = sql`''`;

async function totals(tx: Tx, from: string, to: string) {
  const [all] = await sums(tx, from, to, EVERY, EVERY);
  return figures(all ?? { returns: 0, units: 0, refundCents: 0 });
}

export async function returnsReport(tx: Tx, query: { from: string; to: string }): Promise<ReturnsReport> {
  const { from, to } = query;
  const length = daysIn(from, to);
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const reasons = new Map((await sums(tx, from, to, sql`l.reason`, sql`max(l.reason)`)).map((row) => [row.key, row]));
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
    from,
    to,
    current: await totals(tx, from, to),
    previous: { ...previous, ...(await totals(tx, previous.from, previous.to)) },
    byReason,
    bySize: (await sums(tx, from, to, sql`coalesce(i.size, '')`, sql`coalesce(max(i.size), 'No size')`)).map(group),
    byProduct: (await sums(tx, from, to, sql`coalesce(i.product_id::text, '')`, sql`max(i.name)`)).map(group),
  };
}
