// The sales report: a range of UTC days read from sales_by_day (rollup.ts keeps it), its
// figures beside those of the same number of days just before, and a row per day, week or month.
import { between, sql, type SQLWrapper } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import {
  addDays,
  daysIn,
  DEFAULT_REPORT_DAYS,
  SALES_INTERVALS,
  utcToday,
  type SalesFigures,
  type SalesInterval,
  type SalesOverview,
  type SalesPeriod,
  type SalesReport,
} from '../../shared/schemas/reports';
import type { Tx } from '../db/database';
import { salesByDay } from '../db/schema';
import { firstOfMonth } from './range';

interface Sums {
  orders: number;
  grossCents: number;
  discountCents: number;
  refundCents: number;
  taxCents: number;
  shippingCents: number;
  netCents: number;
}

const NOTHING: Sums = {
  orders: 0,
  grossCents: 0,
  discountCents: 0,
  refundCents: 0,
  taxCents: 0,
  shippingCents: 0,
  netCents: 0,
};

const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

const SUMS = {
  orders: total(salesByDay.orders),
  grossCents: total(salesByDay.grossCents),
  discountCents: total(salesByDay.discountCents),
  refundCents: total(salesByDay.refundCents),
  taxCents: total(salesByDay.taxCents),
  shippingCents: total(salesByDay.shippingCents),
  netCents: total(salesByDay.netCents),
};

export function presentFigures(sums: Sums): SalesFigures {
  const soldCents = sums.grossCents - sums.discountCents;
  return {
    orders: sums.orders,
    grossSales: toDecimal(sums.grossCents),
    discounts: toDecimal(sums.discountCents),
    refunds: toDecimal(sums.refundCents),
    tax: toDecimal(sums.taxCents),
    shipping: toDecimal(sums.shippingCents),
    netSales: toDecimal(sums.netCents),
    averageOrderValue: toDecimal(sums.orders === 0 ? 0 : Math.round(soldCents / sums.orders)),
  };
}

const period = (from: string, to: string, sums: Sums): SalesPeriod => ({ from, to, ...presentFigures(sums) });

/** The figures of the days from `from` to `to`, both included. */
export async function salesBetween(tx: Tx, from: string, to: string): Promise<SalesPeriod> {
  const [sums] = await tx
    .select(SUMS)
    .from(salesByDay)
    .where(between(salesByDay.day, from, to));
  return period(from, to, sums ?? NOTHING);
}

/** The first day of the interval that holds `day`: itself, its week's Monday, its month's first. */
export function intervalStart(day: string, interval: SalesInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return firstOfMonth(day);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The day after the interval that starts on `start`. */
function nextStart(start: string, interval: SalesInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

/** The report's range: what was asked, else the last DEFAULT_REPORT_DAYS days up to `to` (today). */
export function reportRange(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = query.to ?? (query.from ? maxDay(query.from, utcToday(now)) : utcToday(now));
  const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  return { from, to };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

export async function salesReport(
  tx: Tx,
  query: { from: string; to: string; interval: SalesInterval },
): Promise<SalesReport> {
  const { from, to, interval } = query;
  const length = daysIn(from, to);
  // The interval is one of three words the schema allowed, written into the statement so that
  // its select and group by are the same expression.
  const unit = sql.raw(`'${SALES_INTERVALS.find((known) => known === interval)!}'`);
  const start = sql`date_trunc(${unit}, ${salesByDay.day}::timestamp)::date::text`;
  const [current, previous, rows] = [
    await salesBetween(tx, from, to),
    await salesBetween(tx, addDays(from, -length), addDays(from, -1)),
    await tx
      .select({ start: sql<string>`${start}`, ...SUMS })
      .from(salesByDay)
      .where(between(salesByDay.day, from, to))
      .groupBy(start),
  ];
  const byStart = new Map(rows.map((row) => [row.start, row]));
  const series: SalesPeriod[] = [];
  for (let at = intervalStart(from, interval); at <= to; at = nextStart(at, interval)) {
    const end = addDays(nextStart(at, interval), -1);
    series.push(period(maxDay(at, from), end < to ? end : to, byStart.get(at) ?? NOTHING));
  }
  return { interval, current, previous, series };
}

/** Today beside yesterday, the last 7 days beside the 7 before, and each of the last 30 days. */
export async function salesOverview(tx: Tx, now = new Date()): Promise<SalesOverview> {
  const today = utcToday(now);
  const { series } = await salesReport(tx, {
    from: addDays(today, 1 - DEFAULT_REPORT_DAYS),
    to: today,
    interval: 'day',
  });
  const between = (fromDaysAgo: number, toDaysAgo: number) =>
    salesBetween(tx, addDays(today, -fromDaysAgo), addDays(today, -toDaysAgo));
  return {
    today: { current: await between(0, 0), previous: await between(1, 1) },
    last7Days: { current: await between(6, 0), previous: await between(13, 7) },
    last30Days: series,
  };
}
