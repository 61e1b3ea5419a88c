// The products and returns reports: what they are asked (a range of UTC days) and what they
// answer (the range's figures beside those of the same number of days just before, per product
// and variant or per reason, size and product). PRODUCT_DEFINITIONS and RETURN_DEFINITIONS say
// once what each figure counts: the server keeps and sums the figures by them
// (server/reports/rollup.ts, products.ts, returns.ts) and the screens show them beside the figures.
import { z } from 'zod';
import { Amount, comparedPeriods } from './reports';

/** A share from 0 to 1, to 4 places; null when there is nothing to divide by. */
const Rate = z.number().nullable();

// ---------- Products and variants ----------

export const ProductFiguresSchema = z.object({
  unitsSold: z.number().int(),
  /** Unit price × units sold, before order-level discounts. */
  sales: Amount,
  /** The unit price of each unit that came back for money. */
  refunds: Amount,
  /** sales − refunds. */
  netSales: Amount,
  unitsReturned: z.number().int(),
  /** Units in stock now, of the variants counted. */
  stockNow: z.number().int(),
  /** unitsSold / (unitsSold + stockNow). */
  sellThrough: Rate,
  /** unitsReturned / unitsSold. */
  returnsRate: Rate,
});
export type ProductFigures = z.infer<typeof ProductFiguresSchema>;

export const VariantRowSchema = ProductFiguresSchema.extend({
  variantId: z.number().int(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
});
export type VariantRow = z.infer<typeof VariantRowSchema>;

/** The previous period's units and net sales, for comparison. */
export const PreviousSalesSchema = z.object({ unitsSold: z.number().int(), netSales: Amount });

export const ProductRowSchema = ProductFiguresSchema.extend({
  productId: z.number().int(),
  name: z.string(),
  category: z.string(),
  collection: z.string().nullable(),
  previous: PreviousSalesSchema,
  variants: z.array(VariantRowSchema),
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

/** The figures of a category, collection, size or colour. */
export const GroupRowSchema = ProductFiguresSchema.extend({ key: z.string(), previous: PreviousSalesSchema });
export type GroupRow = z.infer<typeof GroupRowSchema>;

/** The products the report lists: those with the highest net sales (the CSV download has every one). */
export const TOP_PRODUCTS = 50;

export const ProductsReportSchema = z.object({
  /**
   * Every variant with a sale or a return in the range (`current`), and in the same number of
   * days just before it (`previous`), each with its first and last day.
   */
  ...comparedPeriods(ProductFiguresSchema),
  /** How many products sold or had units back in the range. */
  productCount: z.number().int(),
  /**
   * The TOP_PRODUCTS with the highest net sales, highest first (then most units, then the
   * oldest product); each with its variants by size and colour. The CSV download has every one.
   */
  products: z.array(ProductRowSchema),
  /** Every group, from every product sold, not only those listed. */
  byCategory: z.array(GroupRowSchema),
  /** "" for products in no collection. */
  byCollection: z.array(GroupRowSchema),
  bySize: z.array(GroupRowSchema),
  byColor: z.array(GroupRowSchema),
});
export type ProductsReport = z.infer<typeof ProductsReportSchema>;

/** What each figure of the products report counts, in the words the screens show. */
export const PRODUCT_DEFINITIONS = [
  {
    term: 'Units sold',
    meaning:
      "Units in the lines of orders that count as sales (see the sales report's Orders), on the day the order counted, once however often its payment is reported.",
  },
  {
    term: 'Net sales',
    meaning:
      'The line subtotal (unit price × units) less line refunds. Order-level discounts, promo codes, shipping and tax are not spread over the lines: they are in the sales report only.',
  },
  {
    term: 'Line refunds',
    meaning:
      "The line's unit price for each unit that came back for money (taken back by staff with a refund, or received with a return asking for money back), on the day it came back. Units sent back for another size are returns but not refunds; money given back without taking units back is in the sales report only.",
  },
  {
    term: 'Units returned',
    meaning:
      'Units that came back, for money or for another size, on the day they came back: those put back on sale and those received with a return but kept off sale (damaged, say).',
  },
  { term: 'Sell-through', meaning: 'Units sold ÷ (units sold + units in stock now).' },
  { term: 'Returns rate', meaning: 'Units returned ÷ units sold, both in the range.' },
  {
    term: 'Groups',
    meaning:
      "A product's category and collection, and a variant's size and colour, as the catalogue has them now. A variant deleted since is left out.",
  },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const;

export const PRODUCTS_CSV_HEADER = [
  'Product',
  'SKU',
  'Category',
  'Collection',
  'Size',
  'Colour',
  'Units sold',
  'Sales',
  'Refunds',
  'Net sales',
  'Units returned',
  'Stock now',
  'Sell-through',
  'Returns rate',
];

/** A share as the CSV and the screens write it: "0.2500" (four places), "" when there is none. */
export const rateCell = (rate: number | null) => (rate === null ? '' : rate.toFixed(4));

/** A variant's row as the CSV's cells, in PRODUCTS_CSV_HEADER's order. */
export const productCsvCells = (product: ProductRow, variant: VariantRow) => [
  product.name,
  variant.sku,
  product.category,
  product.collection ?? '',
  variant.size,
  variant.color,
  String(variant.unitsSold),
  variant.sales,
  variant.refunds,
  variant.netSales,
  String(variant.unitsReturned),
  String(variant.stockNow),
  rateCell(variant.sellThrough),
  rateCell(variant.returnsRate),
];

// ---------- Returns by reason, size and product ----------

export const ReturnFiguresSchema = z.object({
  /** Returns asked for (each counted once, whatever it holds). */
  returns: z.number().int(),
  units: z.number().int(),
  /** Units × what each cost the shopper, for lines asking for money back. */
  refundAmount: Amount,
});
export type ReturnFigures = z.infer<typeof ReturnFiguresSchema>;

export const ReturnGroupSchema = ReturnFiguresSchema.extend({ key: z.string(), label: z.string() });
export type ReturnGroup = z.infer<typeof ReturnGroupSchema>;

export const ReturnsReportSchema = z.object({
  /** The range's returns (`current`) beside the same number of days just before it (`previous`). */
  ...comparedPeriods(ReturnFiguresSchema),
  /** Every reason, in the order the shopper reads them, those without a return included. */
  byReason: z.array(ReturnGroupSchema),
  /** By units, most first. */
  bySize: z.array(ReturnGroupSchema),
  /** By units, most first; key is the product's id ("" for a product deleted since). */
  byProduct: z.array(ReturnGroupSchema),
});
export type ReturnsReport = z.infer<typeof ReturnsReportSchema>;

/** What each figure of the returns report counts, in the words the screens show. */
export const RETURN_DEFINITIONS = [
  {
    term: 'Returns',
    meaning:
      'A return counts on the day the shopper asked for it, whatever happened to it since, unless staff rejected it.',
  },
  { term: 'Units', meaning: 'Units the returns hold, for money back or for another size.' },
  {
    term: 'Refund amount',
    meaning:
      'For units asking for money back: units × what one unit cost the shopper (its price less its share of the order discount). Exchanges add nothing.',
  },
  { term: 'Size and product', meaning: 'As the order line was sold: its size and product.' },
  { term: 'Days', meaning: 'Days run midnight to midnight UTC.' },
] as const;

export const RETURNS_CSV_HEADER = ['Group', 'Name', 'Returns', 'Units', 'Refund amount'];
