// Writes a planned batch through the catalogue's write path, a few multi-row statements for the
// whole batch: new products by insertProducts, changed ones by updateProducts with the file's
// stock counts and low-stock thresholds; both keep the derived columns, search words and facet
// counts in step. Unchanged products are not written. All inside the caller's transaction.
import type { Tx } from '../db/database';
import { insertProducts, updateProducts, type ImageInput, type ProductInput } from '../catalog/write';
import { photoSizes } from '../media/queries';
import type { CsvProduct } from './columns';
import type { PlannedProduct } from './plan';
import type { StoredProduct } from './stored';

/** The picture size the store assumes for an address it has not measured (its artwork's). */
const UNMEASURED = { width: 800, height: 1000 };

export interface BatchResult {
  created: number;
  changed: number;
  unchanged: number;
}

function productInput(
  p: CsvProduct,
  stored: StoredProduct | undefined,
  sizes: Map<string, { width: number; height: number }>,
): ProductInput {
  // A picture a variant shows is of that variant's color; one the store has keeps its own details.
  const colorOf = new Map<string, string>();
  for (const v of p.variants) if (v.imageUrl && !colorOf.has(v.imageUrl)) colorOf.set(v.imageUrl, v.color);
  const images: ImageInput[] = p.images.map((image) => {
    const known = stored?.imageDetails.get(image.url);
    const measured = sizes.get(image.url);
    return {
      url: image.url,
      alt: image.alt,
      color: colorOf.get(image.url) ?? known?.color ?? null,
      ...(measured ? { ...measured, raster: true } : known ? known : { ...UNMEASURED, raster: false }),
    };
  });
  return {
    handle: p.handle,
    name: p.name,
    description: p.description,
    category: p.category,
    subcategory: p.subcategory,
    productType: p.productType,
    collection: p.collection,
    vendor: p.vendor,
    supplier: p.supplier,
    supplierId: p.supplierId,
    materials: p.materials,
    tags: p.tags,
    featured: p.featured,
    trending: p.trending,
    active: p.active,
    variants: p.variants.map((v) => ({
      size: v.size,
      color: v.color,
      priceCents: v.priceCents,
      compareAtPriceCents: v.compareAtPriceCents,
      stock: v.stock,
      lowStockAt: v.lowStockAt,
      ...(v.sku ? { sku: v.sku } : {}),
    })),
    images,
  };
}

export async function writeBatch(tx: Tx, planned: readonly PlannedProduct[]): Promise<BatchResult> {
  const sizes = await photoSizes(
    tx,
    planned.flatMap((p) => (p.kind === 'unchanged' ? [] : p.parsed.product.images.map((image) => image.url))),
  );
  const creating = planned.filter((p) => p.kind === 'create');
  await insertProducts(
    tx,
    creating.map((p) => productInput(p.parsed.product, undefined, sizes)),
  );
  const changing = planned.filter((p) => p.kind === 'change');
  await updateProducts(
    tx,
    changing.map(({ parsed, stored }) => ({
      productId: stored!.id,
      input: productInput(parsed.product, stored, sizes),
    })),
    { setCounts: true },
  );
  return {
    created: creating.length,
    changed: changing.length,
    unchanged: planned.length - creating.length - changing.length,
  };
}
