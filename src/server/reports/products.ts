// The products and variants report: a range of UTC days read from variant_sales_by_day
// (rollup.ts keeps it; PRODUCT_DEFINITIONS says what each figure counts), beside the same number
// of days just before, per product with its variants, and by category, collection, size and
// colour. One statement reads both periods: a row per variant and month of variant_sales_by_month
// for the months wholly inside a period, a row per variant and day for the days around them.
import { sql, type SQL } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import type {
  GroupRow,
  ProductFigures,
  ProductRow,
  ProductsReport,
  VariantRow,
} from '../../shared/schemas/product-reports';
import { addDays, daysIn } from '../../shared/schemas/reports';
import type { Tx } from '../db/database';
import { products, productVariants, variantSalesByDay, variantSalesByMonth } from '../db/schema';
import { rowsByMonths } from './range';

interface Sums {
  units: number;
  salesCents: number;
  returnedUnits: number;
  refundedCents: number;
  stock: number;
}

interface VariantSums {
  variantId: number;
  productId: number;
  name: string;
  category: string;
  collection: string | null;
  sku: string;
  size: string;
  color: string;
  current: Sums;
  previous: Sums;
}

const nothing = (): Sums => ({ units: 0, salesCents: 0, returnedUnits: 0, refundedCents: 0, stock: 0 });

function add(into: Sums, sums: Sums): Sums {
  into.units += sums.units;
  into.salesCents += sums.salesCents;
  into.returnedUnits += sums.returnedUnits;
  into.refundedCents += sums.refundedCents;
  into.stock += sums.stock;
  return into;
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

const COLUMNS = sql`variant_id, units, sales_cents, returned_units, refunded_cents`;

/**
 * The rows of the days from `from` to `to`: a row per variant and month for the months wholly
 * inside, and per variant and day for the days before and after them.
 */
const rowsBetween = (from: string, to: string): SQL =>
  rowsByMonths(
    from,
    to,
    (a, b) => sql`select ${COLUMNS} from ${variantSalesByDay} where day between ${a}::date and ${b}::date`,
    (first, after) =>
      sql`select ${COLUMNS} from ${variantSalesByMonth} where month >= ${first}::date and month < ${after}::date`,
  );

/** Each variant's sums over the range and over the days just before it. */
async function variantSums(tx: Tx, from: string, to: string): Promise<VariantSums[]> {
  const length = daysIn(from, to);
  const sum = (column: string, now: boolean) =>
    sql`coalesce(sum(s.${sql.identifier(column)}) filter (where s.now = ${now}), 0)::bigint`;
  const result = await tx.execute(sql`
    select v.id as variant_id, v.product_id, p.name, p.category, p.collection, v.sku, v.size, v.color, v.stock,
      ${sum('units', true)} as units, ${sum('sales_cents', true)} as sales,
      ${sum('returned_units', true)} as returned, ${sum('refunded_cents', true)} as refunded,
      ${sum('units', false)} as prev_units, ${sum('sales_cents', false)} as prev_sales,
      ${sum('returned_units', false)} as prev_returned, ${sum('refunded_cents', false)} as prev_refunded
    from (
      select *, true as now from (${rowsBetween(from, to)}) as current_rows
      union all
      select *, false from (${rowsBetween(addDays(from, -length), addDays(from, -1))}) as previous_rows
    ) s
      join ${productVariants} v on v.id = s.variant_id
      join ${products} p on p.id = v.product_id
    group by v.id, p.id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => {
    const stock = Number(row.stock);
    return {
      variantId: Number(row.variant_id),
      productId: Number(row.product_id),
      name: String(row.name),
      category: String(row.category),
      collection: row.collection === null ? null : String(row.collection),
      sku: String(row.sku),
      size: String(row.size),
      color: String(row.color),
      current: {
        units: Number(row.units),
        salesCents: Number(row.sales),
        returnedUnits: Number(row.returned),
        refundedCents: Number(row.refunded),
        stock,
      },
      previous: {
        units: Number(row.prev_units),
        salesCents: Number(row.prev_sales),
        returnedUnits: Number(row.prev_returned),
        refundedCents: Number(row.prev_refunded),
        stock,
      },
    };
  });
}

/** The variants' figures summed by `keyOf`, highest net sales first (then by key). */
function groupBy(variants: readonly VariantSums[], keyOf: (variant: VariantSums) => string): GroupRow[] {
  const groups = new Map<string, { current: Sums; previous: Sums }>();
  for (const variant of variants) {
    const key = keyOf(variant);
    const group = groups.get(key) ?? { current: nothing(), previous: nothing() };
    add(group.current, variant.current);
    add(group.previous, variant.previous);
    groups.set(key, group);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => netOf(y.current) - netOf(x.current) || a.localeCompare(b))
    .map(([key, group]) => ({ key, ...presentProductFigures(group.current), previous: previousOf(group.previous) }));
}

export async function productsReport(tx: Tx, query: { from: string; to: string }): Promise<ProductsReport> {
  const { from, to } = query;
  const variants = await variantSums(tx, from, to);
  const byProduct = new Map<number, { first: VariantSums; current: Sums; previous: Sums; variants: VariantSums[] }>();
  for (const variant of variants) {
    const product = byProduct.get(variant.productId) ?? {
      first: variant,
      current: nothing(),
      previous: nothing(),
      variants: [],
    };
    add(product.current, variant.current);
    add(product.previous, variant.previous);
    product.variants.push(variant);
    byProduct.set(variant.productId, product);
  }
  const variantRow = (variant: VariantSums): VariantRow => ({
    variantId: variant.variantId,
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    ...presentProductFigures(variant.current),
  });
  const rows: ProductRow[] = [...byProduct.values()]
    .sort(
      (a, b) =>
        netOf(b.current) - netOf(a.current) ||
        b.current.units - a.current.units ||
        a.first.productId - b.first.productId,
    )
    .map((product) => ({
      productId: product.first.productId,
      name: product.first.name,
      category: product.first.category,
      collection: product.first.collection,
      ...presentProductFigures(product.current),
      previous: previousOf(product.previous),
      // In the order the catalogue made them, its sizes' order.
      variants: product.variants.sort((a, b) => a.variantId - b.variantId).map(variantRow),
    }));
  const total = (period: 'current' | 'previous') =>
    variants.reduce((sums, variant) => add(sums, variant[period]), nothing());
  const length = daysIn(from, to);
  return {
    from,
    to,
    current: presentProductFigures(total('current')),
    previous: {
      from: addDays(from, -length),
      to: addDays(from, -1),
      ...presentProductFigures(total('previous')),
    },
    products: rows,
    byCategory: groupBy(variants, (variant) => variant.category),
    byCollection: groupBy(variants, (variant) => variant.collection ?? ''),
    bySize: groupBy(variants, (variant) => variant.size),
    byColor: groupBy(variants, (variant) => variant.color),
  };
}
