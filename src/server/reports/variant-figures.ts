// Each variant's figures (PRODUCT_DEFINITIONS) by UTC day in variant_sales_by_day, and running
// totals through each month in variant_sales_through_month, kept in the same transaction: the
// figures through a day are one month's row plus the days of one month (the fewer: the days of
// its own month up to it, or the days after it taken off its month's row), and a range is the
// figures through its last day less those through the day before it. A report over a year reads
// a row per variant and two or three thin slices of days, instead of a row per variant and month.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysIn } from '../../shared/schemas/reports';
import type { Tx } from '../db/database';
import { variantSalesByDay, variantSalesSpan, variantSalesThroughMonth } from '../db/schema';
import { firstOfMonth, monthOf } from './range';

const DAYS = variantSalesByDay;
const MONTHS = variantSalesThroughMonth;
const SPAN = variantSalesSpan;

/**
 * Adds `rows` (day, variant_id, units, sales_cents, returned_units, refunded_cents; in variant
 * order, so two writers take shared rows in the same order) to the variants' days and to their
 * running totals of every month from the day's on.
 */
export async function addVariantFigures(tx: Tx, rows: SQL): Promise<void> {
  await tx.execute(sql`
    insert into ${DAYS} (day, variant_id, units, sales_cents, returned_units, refunded_cents)
    ${rows}
    on conflict (day, variant_id) do update set
      units = ${DAYS}.units + excluded.units,
      sales_cents = ${DAYS}.sales_cents + excluded.sales_cents,
      returned_units = ${DAYS}.returned_units + excluded.returned_units,
      refunded_cents = ${DAYS}.refunded_cents + excluded.refunded_cents`);
  const added = sql`(
    select ${monthOf(sql`r.day`)} as month, r.variant_id, sum(r.units)::int as units, sum(r.sales_cents)::bigint as sales_cents,
      sum(r.returned_units)::int as returned_units, sum(r.refunded_cents)::bigint as refunded_cents
    from (${rows}) as r (day, variant_id, units, sales_cents, returned_units, refunded_cents)
    group by 1, 2)`;
  const months = sql`(select variant_id, min(month) as first_month, max(month) as last_month from ${added} a group by 1)`;
  // Each variant's span row first (made empty for a variant's first figures): it holds the
  // variant's months until the end of the transaction.
  await tx.execute(sql`
    insert into ${SPAN} (variant_id)
    select variant_id from ${months} m order by variant_id
    on conflict (variant_id) do update set variant_id = excluded.variant_id`);
  // The months the figures reach that have no row yet: before the first, nothing; after the last,
  // the last row's figures.
  await tx.execute(sql`
    insert into ${MONTHS} (month, variant_id, units, sales_cents, returned_units, refunded_cents)
    select g.month::date, s.variant_id,
      case when g.month > s.last_month then s.units else 0 end,
      case when g.month > s.last_month then s.sales_cents else 0 end,
      case when g.month > s.last_month then s.returned_units else 0 end,
      case when g.month > s.last_month then s.refunded_cents else 0 end
    from ${months} m
      join ${SPAN} s on s.variant_id = m.variant_id
      cross join lateral generate_series(
        least(m.first_month, s.first_month)::timestamp, greatest(m.last_month, s.last_month)::timestamp, interval '1 month'
      ) as g(month)
    where s.first_month is null or g.month < s.first_month or g.month > s.last_month
    order by s.variant_id, g.month`);
  // Every month from each addition's on holds it.
  await tx.execute(sql`
    update ${MONTHS} t set
      units = t.units + a.units,
      sales_cents = t.sales_cents + a.sales_cents,
      returned_units = t.returned_units + a.returned_units,
      refunded_cents = t.refunded_cents + a.refunded_cents
    from (
      select t.month, t.variant_id, sum(a.units)::int as units, sum(a.sales_cents)::bigint as sales_cents,
        sum(a.returned_units)::int as returned_units, sum(a.refunded_cents)::bigint as refunded_cents
      from ${added} a join ${MONTHS} t on t.variant_id = a.variant_id and t.month >= a.month
      group by 1, 2
    ) a
    where t.month = a.month and t.variant_id = a.variant_id`);
  await tx.execute(sql`
    update ${SPAN} s set
      first_month = least(s.first_month, m.first_month),
      last_month = greatest(s.last_month, m.last_month),
      units = s.units + m.units,
      sales_cents = s.sales_cents + m.sales_cents,
      returned_units = s.returned_units + m.returned_units,
      refunded_cents = s.refunded_cents + m.refunded_cents
    from (
      select variant_id, min(month) as first_month, max(month) as last_month, sum(units)::int as units,
        sum(sales_cents)::bigint as sales_cents, sum(returned_units)::int as returned_units,
        sum(refunded_cents)::bigint as refunded_cents
      from ${added} a group by 1
    ) m
    where s.variant_id = m.variant_id`);
}

const COLUMNS = sql`units, sales_cents, returned_units, refunded_cents`;

/**
 * Each variant's figures through the end of `month` (a first day): its row for that month, or
 * what its last row holds when that was before.
 */
const throughMonth = (month: string) => sql`
  select variant_id, ${COLUMNS} from ${MONTHS} where month = ${month}::date
  union all
  select variant_id, ${COLUMNS} from ${SPAN} where last_month < ${month}::date`;

/** The days from `from` to `to`, each variant's figures times `sign`. */
const days = (from: string, to: string, sign: 1 | -1) => sql`
  select variant_id, ${sql.raw(`${sign} * units, ${sign} * sales_cents, ${sign} * returned_units, ${sign} * refunded_cents`)}
  from ${DAYS} where day between ${from}::date and ${to}::date`;

const lastOfMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * Rows (variant_id, units, sales_cents, returned_units, refunded_cents) whose sums by variant are
 * each variant's figures from its first through `day`. Days after `today` hold nothing yet: they
 * count as none when choosing which days to read.
 */
export function variantFiguresThrough(day: string, today: string): SQL {
  const month = firstOfMonth(day);
  const end = lastOfMonth(day);
  if (day === end) return throughMonth(month);
  const daysUpTo = daysIn(month, day);
  const daysAfterWithFigures = day >= today ? 0 : daysIn(addDays(day, 1), end < today ? end : today);
  if (daysAfterWithFigures < daysUpTo) return sql`${throughMonth(month)} union all ${days(addDays(day, 1), end, -1)}`;
  return sql`${throughMonth(firstOfMonth(addDays(month, -1)))} union all ${days(month, day, 1)}`;
}

/** Every variant's running totals again from its days: what the migration's backfill does. */
export async function rebuildVariantMonths(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${MONTHS}`);
  await tx.execute(sql`delete from ${SPAN}`);
  await tx.execute(sql`
    insert into ${MONTHS} (month, variant_id, ${COLUMNS})
    select g.month::date, s.variant_id,
      sum(coalesce(m.units, 0)) over running, sum(coalesce(m.sales_cents, 0)) over running,
      sum(coalesce(m.returned_units, 0)) over running, sum(coalesce(m.refunded_cents, 0)) over running
    from (
      select variant_id, min(${monthOf(sql`day`)})::timestamp as first_month, max(${monthOf(sql`day`)})::timestamp as last_month
      from ${DAYS} group by variant_id
    ) s
    cross join lateral generate_series(s.first_month, s.last_month, interval '1 month') as g(month)
    left join (
      select ${monthOf(sql`day`)} as month, variant_id, sum(units) as units, sum(sales_cents) as sales_cents,
        sum(returned_units) as returned_units, sum(refunded_cents) as refunded_cents
      from ${DAYS} group by 1, 2
    ) m on m.variant_id = s.variant_id and m.month = g.month::date
    window running as (partition by s.variant_id order by g.month)`);
  await tx.execute(sql`
    insert into ${SPAN} (variant_id, first_month, last_month, ${COLUMNS})
    select distinct on (variant_id) variant_id, min(month) over (partition by variant_id), month, ${COLUMNS}
    from ${MONTHS}
    order by variant_id, month desc`);
}
