// The products and variants report: a range of UTC days read from variant_sales_by_day
// (rollup.ts keeps it; PRODUCT_DEFINITIONS says what each figure counts), beside the same number
// of days just before, per product with its variants, and by category, collection, size and
// colour. One statement reads both periods from each variant's figures through three days: the
// range's last, the day before it and the day before the period before it (variant-figures.ts).
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import {
  TOP_PRODUCTS,
  type GroupRow,
  type ProductFigures,
  type ProductRow,
  type ProductsReport,
  type VariantRow,
} from '../../shared/schemas/product-reports';
import { addDays, daysIn, utcToday } from '../../shared/schemas/reports';
import type { Tx } from '../db/database';
import { products, productVariants } from '../db/schema';
import { readReport } from './range';
import { variantFiguresThrough } from './variant-figures';

interface Sums {
  units: number;
  salesCents: number;
  returnedUnits: number;
  refundedCents: number;
  stock: number;
}

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

export function presentProductFigures(sums: Sums): ProductFigures {
  return {
    unitsSold: sums.units,
    sales: toDecimal(sums.salesCents),
    refunds: toDecimal(sums.refundedCents),
    netSales: toDecimal(sums.salesCents - sums.refundedCents),
    unitsReturned: sums.returnedUnits,
    stockNow: sums.stock,
    sellThrough: rate(sums.units, sums.units + sums.stock),
    returnsRate: rate(sums.returnedUnits, sums.units),
  };
}

const previousOf = (sums: Sums) => ({
  unitsSold: sums.units,
  netSales: toDecimal(sums.salesCents - sums.refundedCents),
});
const netOf = (sums: Sums) => sums.salesCents - sums.refundedCents;

/** Each variant's sums over the range (`now`) and over the days just before it. */
const VARIANT_SUMS = [
  ['units', 'units', true],
  ['sales', 'sales_cents', true],
  ['returned', 'returned_units', true],
  ['refunded', 'refunded_cents', true],
  ['prev_units', 'units', false],
  ['prev_sales', 'sales_cents', false],
  ['prev_returned', 'returned_units', false],
  ['prev_refunded', 'refunded_cents', false],
] as const;

/** What a row of the answer sums, from the variants `v` it stands for. */
const FIGURES = sql.raw(
  [...VARIANT_SUMS.map(([name]) => name), 'stock'].map((name) => `sum(${name})::bigint as ${name}`).join(', '),
);

type Kind = 'total' | 'category' | 'collection' | 'size' | 'color' | 'product' | 'variant';

interface Answer {
  kind: Kind;
  key: string | null;
  product_id: number | null;
  variant_id: number | null;
  name: string | null;
  category: string | null;
  collection: string | null;
  sku: string | null;
  size: string | null;
  color: string | null;
  products: number | null;
  units: number;
  sales: number;
  returned: number;
  refunded: number;
  stock: number;
  prev_units: number;
  prev_sales: number;
  prev_returned: number;
  prev_refunded: number;
}

const sumsOf = (row: Answer, now: boolean): Sums => ({
  units: Number(now ? row.units : row.prev_units),
  salesCents: Number(now ? row.sales : row.prev_sales),
  returnedUnits: Number(now ? row.returned : row.prev_returned),
  refundedCents: Number(now ? row.refunded : row.prev_refunded),
  stock: Number(row.stock),
});

/**
 * The report's rows in one statement: each variant summed over both periods once, then from
 * those the totals, each category, collection, size and colour, the `top` products by net sales
 * (every one when null) and their variants.
 */
async function answerRows(tx: Tx, from: string, to: string, top: number | null): Promise<Answer[]> {
  const length = daysIn(from, to);
  const today = utcToday();
  // A period is the figures through its last day less those through the day before it: each
  // day's figures count toward the range (now) and the period before it (before) this many times.
  const through = [
    { day: to, now: 1, before: 0 },
    { day: addDays(from, -1), now: -1, before: 1 },
    { day: addDays(from, -length - 1), now: 0, before: -1 },
  ].map(
    ({ day, now, before }) =>
      sql`select *, ${sql.raw(`${now} as now, ${before} as before`)}
        from (${variantFiguresThrough(day, today)}) as f (variant_id, units, sales_cents, returned_units, refunded_cents)`,
  );
  const columns = VARIANT_SUMS.map(
    ([name, column, now]) =>
      sql`sum(s.${sql.identifier(column)} * s.${sql.raw(now ? 'now' : 'before')})::bigint as ${sql.identifier(name)}`,
  );
  const group = (kind: Kind, key: string) =>
    sql`select ${sql.raw(`'${kind}'`)} as kind, ${sql.raw(key)} as key, null::int, null::int, null, null, null, null, null, null, null::bigint, ${FIGURES}
      from v group by ${sql.raw(key)}`;
  const result = await tx.execute(sql`
    with v as materialized (
      select v.id as variant_id, v.product_id, v.sku, v.size, v.color, v.stock, p.category,
        coalesce(p.collection, '') as collection, s.*
      from (
        select s.variant_id as sums_of, ${sql.join(columns, sql`, `)}
        from (${sql.join(through, sql` union all `)}) s
        group by s.variant_id
        -- A variant with no sale or return in either period has nothing to say.
        having sum(s.units * s.now) <> 0 or sum(s.returned_units * s.now) <> 0
          or sum(s.units * s.before) <> 0 or sum(s.returned_units * s.before) <> 0
      ) s
        join ${productVariants} v on v.id = s.sums_of
        join ${products} p on p.id = v.product_id
    ),
    top as (
      select product_id, ${FIGURES} from v group by product_id
      order by sum(sales) - sum(refunded) desc, sum(units) desc, product_id
      ${top === null ? sql`` : sql`limit ${top}`}
    )
    select 'total' as kind, null as key, null::int as product_id, null::int as variant_id, null as name,
      null as category, null as collection, null as sku, null as size, null as color,
      count(distinct product_id)::bigint as products, ${FIGURES}
    from v
    union all ${group('category', 'category')}
    union all ${group('collection', 'collection')}
    union all ${group('size', 'size')}
    union all ${group('color', 'color')}
    union all
    select 'product', null, t.product_id, null, p.name, p.category, p.collection, null, null, null, null,
      ${sql.raw([...VARIANT_SUMS.map(([name]) => name), 'stock'].map((name) => `t.${name}`).join(', '))}
    from top t join ${products} p on p.id = t.product_id
    union all
    select 'variant', null, v.product_id, v.variant_id, null, null, null, v.sku, v.size, v.color, null,
      ${sql.raw([...VARIANT_SUMS.map(([name]) => name), 'stock'].map((name) => `v.${name}`).join(', '))}
    from v where v.product_id in (select product_id from top)`);
  return (result as unknown as { rows: Answer[] }).rows;
}

/** The groups of `kind`, highest net sales first (then by key). */
function groupsOf(rows: readonly Answer[], kind: Kind): GroupRow[] {
  return rows
    .filter((row) => row.kind === kind)
    .map((row) => ({ key: String(row.key), current: sumsOf(row, true), previous: sumsOf(row, false) }))
    .sort((a, b) => netOf(b.current) - netOf(a.current) || a.key.localeCompare(b.key))
    .map((group) => ({
      key: group.key,
      ...presentProductFigures(group.current),
      previous: previousOf(group.previous),
    }));
}

/**
 * The report over `from`..`to`: the totals and every group whole, and the `top` products by net
 * sales with their variants (null: every product, as the CSV download has them).
 */
export async function productsReport(
  tx: Tx,
  query: { from: string; to: string },
  top: number | null = TOP_PRODUCTS,
): Promise<ProductsReport> {
  const { from, to } = query;
  const rows = await readReport(tx, (reading) => answerRows(reading, from, to, top));
  const variants = new Map<number, VariantRow[]>();
  for (const row of rows.filter((r) => r.kind === 'variant').sort((a, b) => a.variant_id! - b.variant_id!)) {
    const list = variants.get(Number(row.product_id)) ?? [];
    list.push({
      variantId: Number(row.variant_id),
      sku: String(row.sku),
      size: String(row.size),
      color: String(row.color),
      ...presentProductFigures(sumsOf(row, true)),
    });
    variants.set(Number(row.product_id), list);
  }
  const productRows: ProductRow[] = rows
    .filter((row) => row.kind === 'product')
    .map((row) => ({ row, current: sumsOf(row, true) }))
    .sort(
      (a, b) =>
        netOf(b.current) - netOf(a.current) ||
        b.current.units - a.current.units ||
        Number(a.row.product_id) - Number(b.row.product_id),
    )
    .map(({ row, current }) => ({
      productId: Number(row.product_id),
      name: String(row.name),
      category: String(row.category),
      collection: row.collection,
      ...presentProductFigures(current),
      previous: previousOf(sumsOf(row, false)),
      // In the order the catalogue made them, its sizes' order.
      variants: variants.get(Number(row.product_id)) ?? [],
    }));
  const length = daysIn(from, to);
  // One row whatever was sold: its sums are null (0 here) when nothing was.
  const total = rows.find((row) => row.kind === 'total')!;
  return {
    current: { from, to, ...presentProductFigures(sumsOf(total, true)) },
    previous: {
      from: addDays(from, -length),
      to: addDays(from, -1),
      ...presentProductFigures(sumsOf(total, false)),
    },
    productCount: Number(total.products),
    products: productRows,
    byCategory: groupsOf(rows, 'category'),
    byCollection: groupsOf(rows, 'collection'),
    bySize: groupsOf(rows, 'size'),
    byColor: groupsOf(rows, 'color'),
  };
}
