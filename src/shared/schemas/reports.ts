// The sales report: what it is asked (a range of UTC days and an interval) and what it answers
// (the range's figures, the same for the period just before it, and one row per interval).
// SALES_DEFINITIONS says once what each figure counts: the server keeps the figures by it
// (server/reports/rollup.ts) and the screens show it beside them.
import { z } from 'zod';
import { isoDay } from './admin';

export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

/** The longest range a report covers: three years of days. */
export const MAX_REPORT_DAYS = 1096;
/** What the report covers when it is asked no range: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The number of days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** The day `n` days after `day` (before it when n is negative). */
export const addDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);

function isRealDay(day: string | undefined): day is string {
  if (day === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

/** Today in UTC, the day every figure is kept by. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** A report's range: `to` not before `from`, at most MAX_REPORT_DAYS days (each day's own error said first). */
export function checkReportRange(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  // Each day's own error says what is wrong with it; the range is only checked between two real days.
  if (!isRealDay(query.from) || !isRealDay(query.to)) return;
  if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (daysIn(query.from, query.to) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
}

/** What every report is asked: a range of UTC days, both included, as JSON or as a CSV download. */
const reportRangeFields = {
  /** The first day, UTC (default: 29 days before `to`). */
  from: isoDay('from'),
  /** The last day, UTC, included (default: today). */
  to: isoDay('to'),
  /** csv: the report's rows as a spreadsheet download instead of JSON. */
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
};

/** A range of UTC days (default: the last 30 days), as JSON or as a CSV download. */
export const ReportRangeQuerySchema = z.object(reportRangeFields).superRefine(checkReportRange);
export type ReportRangeQuery = z.input<typeof ReportRangeQuerySchema>;

export const SalesReportQuerySchema = z
  .object({
    ...reportRangeFields,
    interval: z.enum(SALES_INTERVALS, { error: 'interval must be day, week or month' }).default('day'),
  })
  .superRefine(checkReportRange);
export type SalesReportQuery = z.input<typeof SalesReportQuerySchema>;

/** An amount of money as a decimal string with 2 places, e.g. "1234.50" or "-12.00". */
export const Amount = z.string();

export const SalesFiguresSchema = z.object({
  orders: z.number().int(),
  grossSales: Amount,
  discounts: Amount,
  refunds: Amount,
  tax: Amount,
  shipping: Amount,
  netSales: Amount,
  averageOrderValue: Amount,
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

/** The figures of days without a sale. */
export const NO_SALES: SalesFigures = {
  orders: 0,
  grossSales: '0.00',
  discounts: '0.00',
  refunds: '0.00',
  tax: '0.00',
  shipping: '0.00',
  netSales: '0.00',
  averageOrderValue: '0.00',
};

/** Figures over a range of days, both included. */
export const SalesPeriodSchema = SalesFiguresSchema.extend({ from: z.string(), to: z.string() });
export type SalesPeriod = z.infer<typeof SalesPeriodSchema>;

export const SalesReportSchema = z.object({
  interval: z.enum(SALES_INTERVALS),
  ...comparedPeriods(SalesFiguresSchema),
  /** One row per day, week (Monday to Sunday) or month of the range, oldest first, cut to the range. */
  series: z.array(SalesPeriodSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/**
 * A report's figures over the range asked for (`current`) and over the same number of days just
 * before it (`previous`), each with its first and last day.
 */
export function comparedPeriods<Figures extends z.ZodRawShape>(figures: z.ZodObject<Figures>) {
  const period = figures.extend({ from: z.string(), to: z.string() });
  return { current: period, previous: period };
}

/** A period's figures beside those of the same number of days just before it. */
export const SalesComparisonSchema = z.object(comparedPeriods(SalesFiguresSchema));
export type SalesComparison = z.infer<typeof SalesComparisonSchema>;

/** How today is going, for the dashboard. */
export const SalesOverviewSchema = z.object({
  /** Today (UTC) beside yesterday. */
  today: SalesComparisonSchema,
  /** The last 7 days, today included, beside the 7 before. */
  last7Days: SalesComparisonSchema,
  /** Each of the last 30 days, oldest first: the dashboard's chart. */
  last30Days: z.array(SalesPeriodSchema),
});
export type SalesOverview = z.infer<typeof SalesOverviewSchema>;

/** What each figure counts, in the words the screens show. */
export const SALES_DEFINITIONS = [
  {
    term: 'Orders',
    meaning:
      'An order counts on the day its payment goes through (or a gift card pays it all). Checkouts never paid, and orders cancelled before their money arrived, never count.',
  },
  { term: 'Gross sales', meaning: "The orders' item prices before discounts." },
  { term: 'Discounts', meaning: 'What discounts and promo codes took off the items.' },
  { term: 'Refunds', meaning: 'Money given back, on the day the refund went through.' },
  { term: 'Net sales', meaning: 'What was paid (gross − discounts + shipping + tax) minus what was refunded.' },
  { term: 'Average order value', meaning: 'Gross sales less discounts, divided by the orders.' },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const;

export const SALES_CSV_HEADER = [
  'From',
  'To',
  'Orders',
  'Gross sales',
  'Discounts',
  'Refunds',
  'Tax',
  'Shipping',
  'Net sales',
  'Average order value',
];

/** A report row as the CSV's cells, in SALES_CSV_HEADER's order. */
export const salesCsvCells = (row: SalesPeriod) => [
  row.from,
  row.to,
  String(row.orders),
  row.grossSales,
  row.discounts,
  row.refunds,
  row.tax,
  row.shipping,
  row.netSales,
  row.averageOrderValue,
];
