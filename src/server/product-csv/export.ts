// The catalogue as a Shopify product CSV, streamed a batch of products at a time so a large
// catalogue is never held in memory. Money in dollars with two decimals; pictures with the
// store's address in front, so Shopify can fetch them. No formula escaping, unlike the activity
// log's export: this file is for moving a catalogue, and an apostrophe before "-10% off" would
// come back as part of the name (docs/decisions/0032-product-csv.md).
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { toDecimal } from '../../shared/money';
import type { Tx } from '../db/database';
import {
  COLOR_OPTION,
  LIST_SEPARATOR,
  METAFIELD_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  SIZE_OPTION,
  type CsvProduct,
  type CsvRecord,
} from './columns';
import { readStoredProducts } from './stored';

const BATCH = 500;
const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/** Relative picture addresses made absolute with the store's public address. */
export const absoluteUrl = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** A product's rows: the first carries the product, each the variant and the picture of its place. */
export function productRecords(p: CsvProduct, publicUrl: string): CsvRecord[] {
  const rows = Math.max(p.variants.length, p.images.length, 1);
  return Array.from({ length: rows }, (_, i) => {
    const record: CsvRecord = { Handle: p.handle };
    if (i === 0)
      Object.assign(record, {
        Title: p.name,
        'Body (HTML)': p.description,
        Vendor: p.vendor,
        Type: p.productType,
        Tags: p.tags.join(LIST_SEPARATOR),
        Published: bool(p.active),
        'Option1 Name': SIZE_OPTION,
        'Option2 Name': COLOR_OPTION,
        'Gift Card': 'FALSE',
        Status: p.active ? 'active' : 'draft',
        [METAFIELD_COLUMNS.category]: p.category,
        [METAFIELD_COLUMNS.subcategory]: p.subcategory,
        [METAFIELD_COLUMNS.collection]: p.collection ?? '',
        [METAFIELD_COLUMNS.materials]: p.materials.join(LIST_SEPARATOR),
        [METAFIELD_COLUMNS.featured]: bool(p.featured),
        [METAFIELD_COLUMNS.trending]: bool(p.trending),
        [METAFIELD_COLUMNS.supplier]: p.supplier ?? '',
        [METAFIELD_COLUMNS.supplierId]: p.supplierId ?? '',
      });
    const v = p.variants[i];
    if (v)
      Object.assign(record, {
        'Option1 Value': v.size,
        'Option2 Value': v.color,
        'Variant SKU': v.sku,
        'Variant Grams': '0',
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': String(v.stock),
        'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual',
        'Variant Price': toDecimal(v.priceCents),
        'Variant Compare At Price': v.compareAtPriceCents === null ? '' : toDecimal(v.compareAtPriceCents),
        'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE',
        'Variant Image': v.imageUrl ? absoluteUrl(v.imageUrl, publicUrl) : '',
        'Variant Weight Unit': 'g',
        [METAFIELD_COLUMNS.lowStockAt]: v.lowStockAt === null ? '' : String(v.lowStockAt),
      });
    const image = p.images[i];
    if (image)
      Object.assign(record, {
        'Image Src': absoluteUrl(image.url, publicUrl),
        'Image Position': String(i + 1),
        'Image Alt Text': image.alt,
      });
    return record;
  });
}

async function* records(tx: Tx, publicUrl: string, first: CsvProduct[]): AsyncGenerator<CsvRecord> {
  let batch = first as Awaited<ReturnType<typeof readStoredProducts>>;
  for (;;) {
    for (const product of batch) yield* productRecords(product, publicUrl);
    const last = batch.at(-1);
    if (batch.length < BATCH || !last) return;
    batch = await readStoredProducts(tx, { afterId: last.id, limit: BATCH });
  }
}

/** Every product in id order, as CSV text with a header row (the first batch is read before the download starts). */
export async function productsCsv(tx: Tx, publicUrl: string): Promise<Readable> {
  const first = await readStoredProducts(tx, { afterId: 0, limit: BATCH });
  const output = stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS] });
  pipeline(Readable.from(records(tx, publicUrl, first)), output, () => {});
  return output;
}
