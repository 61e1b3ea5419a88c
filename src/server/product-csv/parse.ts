// Reads a product CSV in Shopify's layout into products, streaming the records, and names every
// row it cannot take with its column and why. A product with any rejected row is left out as a
// whole: writing it without that row would drop a variant it has, or add half of it.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { CsvRejection } from '../../shared/schemas/product-csv';
import { ONE_SIZE } from '../../shared/store';
import { sanitizeDescription } from '../catalog/sanitize';
import type { ShopPlaces } from '../taxonomy/service';
import { categoryProblem } from './category-check';
import * as cell from './cells';
import { DEFAULT_COLOR, METAFIELD_COLUMNS, splitList, type CsvProduct } from './columns';

export interface ParsedProduct {
  product: CsvProduct;
  /** The spreadsheet row of each variant, in order (for naming a row rejected later). */
  variantRows: number[];
  firstRow: number;
}

export interface ParsedFile {
  products: ParsedProduct[];
  rejections: CsvRejection[];
  /** Products left out because a row of theirs was rejected. */
  rejectedProducts: number;
}

type OptionRole = 'size' | 'color' | 'title' | 'other';

const roleOf = (name: string): OptionRole => {
  const key = name.trim().toLowerCase();
  if (key === 'size') return 'size';
  if (key === 'color' || key === 'colour') return 'color';
  if (key === 'title' || key === '') return 'title';
  return 'other';
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64) || 'other';

interface Draft extends ParsedProduct {
  optionNames: string[];
  problems: CsvRejection[];
  options: Set<string>;
}

/** A picture of this store's own (its public address in front) goes back to its stored path. */
export const localUrl = (url: string, publicUrl: string) =>
  url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;

/** `places`: the shop's categories and collections, which every row's must be (taxonomy's readShopPlaces). */
export async function parseProductCsv(
  file: Buffer | string,
  publicUrl: string,
  places: ShopPlaces,
): Promise<ParsedFile> {
  const drafts = new Map<string, Draft>();
  const rejections: CsvRejection[] = [];
  const skuRows = new Map<string, number>();
  let header: Map<string, number> | undefined;
  let row = 0;

  const parser = Readable.from([file]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  ) as AsyncIterable<string[]>;
  for await (const cells of parser) {
    row++;
    if (!header) {
      header = new Map(cells.map((name, i) => [name.trim(), i]));
      for (const needed of ['Handle', 'Title'])
        if (!header.has(needed))
          return {
            products: [],
            rejections: [{ row: 1, column: needed, reason: 'the header has no such column', handle: '' }],
            rejectedProducts: 0,
          };
      continue;
    }
    const columns = header;
    const get = (column: string) => cells[columns.get(column) ?? -1] ?? '';
    let handle: string;
    try {
      handle = cell.handle(get('Handle'));
    } catch (error) {
      rejections.push({ row, column: 'Handle', reason: (error as Error).message, handle: get('Handle') });
      continue;
    }
    let draft = drafts.get(handle);
    const problem = (column: string, reason: string) => draft!.problems.push({ row, column, reason, handle });
    /** The cell read by `read`, or `fallback` with the problem noted under its column. */
    const read = <T>(column: string, reader: (value: string) => T, fallback: T): T => {
      try {
        return reader(get(column));
      } catch (error) {
        if (!(error instanceof cell.CellProblem)) throw error;
        problem(column, error.message);
        return fallback;
      }
    };

    if (!draft) {
      draft = {
        product: emptyProduct(handle),
        variantRows: [],
        firstRow: row,
        optionNames: [1, 2, 3].map((n) => get(`Option${n} Name`)),
        problems: [],
        options: new Set(),
      };
      drafts.set(handle, draft);
      readProduct(draft.product, get, read, problem, places);
    }

    const p = draft.product;
    const hasVariant = ['Option1 Value', 'Option2 Value', 'Option3 Value', 'Variant SKU', 'Variant Price'].some(
      (column) => get(column).trim() !== '',
    );
    if (hasVariant) {
      let size = ONE_SIZE;
      let color = DEFAULT_COLOR;
      draft.optionNames.forEach((name, i) => {
        const column = `Option${i + 1} Value`;
        const value = read(column, (v) => cell.text(v, 32), '');
        const role = roleOf(name);
        if (role === 'size' && value) size = value;
        else if (role === 'color' && value) color = value;
        else if (value && !(role === 'title' && value === 'Default Title'))
          problem(column, `the store's variants differ by Size and Color only, not by ${name || 'an unnamed option'}`);
      });
      const option = `${size}\u0000${color}`;
      if (draft.options.has(option)) problem('Option1 Value', `size ${size} in ${color} is listed twice`);
      draft.options.add(option);
      const sku = read('Variant SKU', (v) => cell.text(v, 64), '');
      const earlier = sku ? skuRows.get(sku) : undefined;
      if (earlier !== undefined) problem('Variant SKU', `SKU ${sku} is also on row ${earlier}`);
      else if (sku) skuRows.set(sku, row);
      const priceCents = read('Variant Price', (v) => cell.priceCents(v, true), 0) ?? 0;
      const compareAt = read('Variant Compare At Price', (v) => cell.priceCents(v, false), null);
      p.variants.push({
        size,
        color,
        sku,
        priceCents,
        // A "was" price at or below the price is no markdown (Shopify files often repeat the price).
        compareAtPriceCents: compareAt !== null && compareAt > priceCents ? compareAt : null,
        stock: read('Variant Inventory Qty', (v) => cell.count(v, 0), 0),
        lowStockAt: read(METAFIELD_COLUMNS.lowStockAt, (v) => cell.count(v, null), null),
        imageUrl: localUrl(get('Variant Image').trim(), publicUrl),
      });
      draft.variantRows.push(row);
    }
    const src = get('Image Src').trim();
    if (src)
      p.images.push({ url: localUrl(src, publicUrl), alt: read('Image Alt Text', (v) => cell.text(v, 255), '') });
  }

  const products: ParsedProduct[] = [];
  let rejectedProducts = 0;
  for (const draft of drafts.values()) {
    if (draft.product.variants.length === 0 && draft.problems.length === 0)
      draft.problems.push({
        row: draft.firstRow,
        column: 'Variant Price',
        reason: 'a product needs at least one variant with a price',
        handle: draft.product.handle,
      });
    if (draft.problems.length) {
      rejections.push(...draft.problems);
      rejectedProducts++;
    } else products.push({ product: draft.product, variantRows: draft.variantRows, firstRow: draft.firstRow });
  }
  rejections.sort((a, b) => a.row - b.row);
  return { products, rejections, rejectedProducts };
}

function emptyProduct(handle: string): CsvProduct {
  return {
    handle,
    name: '',
    description: '',
    vendor: '',
    productType: 'General',
    tags: [],
    active: true,
    category: '',
    subcategory: '',
    collection: null,
    materials: [],
    featured: false,
    trending: false,
    supplier: null,
    supplierId: null,
    variants: [],
    images: [],
  };
}

type Read = <T>(column: string, reader: (value: string) => T, fallback: T) => T;

/** The product's own fields, from its first row. */
function readProduct(
  p: CsvProduct,
  get: (column: string) => string,
  read: Read,
  problem: (column: string, reason: string) => void,
  places: ShopPlaces,
): void {
  p.name = read('Title', (v) => cell.text(v, 255), '');
  if (!p.name) problem('Title', "the product's first row needs its title");
  p.description = sanitizeDescription(read('Body (HTML)', (v) => cell.text(v, 100_000), ''));
  p.vendor = read('Vendor', (v) => cell.text(v, 128), '');
  p.productType = read('Type', (v) => cell.text(v, 64), '') || 'General';
  p.tags = splitList(get('Tags'));
  p.active = read('Status', (v) => cell.published(v, get('Published')), true);
  const category = get(METAFIELD_COLUMNS.category).trim();
  const subcategory = get(METAFIELD_COLUMNS.subcategory).trim();
  // A file from another Shopify store has no category of ours: such products wait, unlisted in
  // the shop's sections, under their Type, until staff place them.
  p.category = category || (subcategory ? '' : 'unclassified');
  p.subcategory = subcategory || (category ? '' : slug(p.productType));
  const wrong = categoryProblem(p.category, p.subcategory, places);
  if (wrong) problem(METAFIELD_COLUMNS[wrong.field], wrong.reason);
  p.collection = read(METAFIELD_COLUMNS.collection, (v) => cell.collection(v, places.collections), null);
  p.materials = [...new Set(splitList(get(METAFIELD_COLUMNS.materials)))];
  p.featured = read(METAFIELD_COLUMNS.featured, (v) => cell.flag(v, false), false);
  p.trending = read(METAFIELD_COLUMNS.trending, (v) => cell.flag(v, false), false);
  p.supplier = read(METAFIELD_COLUMNS.supplier, (v) => cell.text(v, 128), '') || null;
  p.supplierId = read(METAFIELD_COLUMNS.supplierId, (v) => cell.text(v, 128), '') || null;
}
