// What a batch of the file's products would do to the catalogue as it stands: each product is
// created, changed or unchanged (matched by Handle), each variant matched by SKU, else by its
// size and color. A SKU another product holds rejects the row that names it.
import { inArray, eq } from 'drizzle-orm';
import type { CsvRejection } from '../../shared/schemas/product-csv';
import type { Tx } from '../db/database';
import { productVariants, products } from '../db/schema';
import { matchVariants } from '../catalog/write';
import type { CsvVariant } from './columns';
import type { ParsedProduct } from './parse';
import { comparable, readStoredProducts, type StoredProduct } from './stored';

export interface VariantCounts {
  created: number;
  changed: number;
  unchanged: number;
  removed: number;
}

export interface PlannedProduct {
  parsed: ParsedProduct;
  stored: StoredProduct | undefined;
  kind: 'create' | 'change' | 'unchanged';
  variants: VariantCounts;
}

export interface BatchPlan {
  planned: PlannedProduct[];
  rejections: CsvRejection[];
}

const variantText = (v: CsvVariant) => JSON.stringify(v);

/** Who holds these SKUs now: SKU -> handle. */
async function skuHolders(tx: Tx, skus: string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: productVariants.sku, handle: products.handle })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.handle]));
}

export async function planBatch(tx: Tx, batch: readonly ParsedProduct[]): Promise<BatchPlan> {
  const stored = new Map(
    (await readStoredProducts(tx, { handles: batch.map((p) => p.product.handle) })).map((p) => [p.handle, p]),
  );
  const holders = await skuHolders(
    tx,
    batch.flatMap((p) => p.product.variants.map((v) => v.sku).filter(Boolean)),
  );
  const planned: PlannedProduct[] = [];
  const rejections: CsvRejection[] = [];
  for (const parsed of batch) {
    const { product } = parsed;
    const clash = product.variants.findIndex((v) => v.sku && (holders.get(v.sku) ?? product.handle) !== product.handle);
    if (clash >= 0) {
      const sku = product.variants[clash]!.sku;
      rejections.push({
        row: parsed.variantRows[clash]!,
        column: 'Variant SKU',
        reason: `SKU ${sku} belongs to product ${holders.get(sku)}`,
        handle: product.handle,
      });
      continue;
    }
    const current = stored.get(product.handle);
    if (!current) {
      planned.push({
        parsed,
        stored: undefined,
        kind: 'create',
        variants: { created: product.variants.length, changed: 0, unchanged: 0, removed: 0 },
      });
      continue;
    }
    const matches = matchVariants(product.variants, current.variants);
    // A variant the file gives no SKU keeps the one it has.
    product.variants.forEach((v, i) => {
      if (!v.sku && matches[i]) v.sku = matches[i].sku;
    });
    const counts: VariantCounts = { created: 0, changed: 0, unchanged: 0, removed: 0 };
    matches.forEach((match, i) => {
      if (!match) counts.created++;
      else if (variantText(match) === variantText(product.variants[i]!)) counts.unchanged++;
      else counts.changed++;
    });
    counts.removed = current.variants.length - matches.filter(Boolean).length;
    const same = comparable(product) === comparable(current);
    planned.push({ parsed, stored: current, kind: same ? 'unchanged' : 'change', variants: counts });
  }
  return { planned, rejections };
}
