// The catalogue as the CSV carries it: export writes these, and an import compares the file's
// products with them to tell what would change. Read a batch at a time, three statements a batch.
import { asc, gt, inArray } from 'drizzle-orm';
import { toCents } from '../../shared/money';
import type { Tx } from '../db/database';
import { productImages, productVariants, products } from '../db/schema';
import type { CsvProduct } from './columns';

export interface StoredProduct extends CsvProduct {
  id: number;
  /** The stored images' own details an import keeps for a picture it names again. */
  imageDetails: Map<string, { color: string | null; width: number; height: number; raster: boolean }>;
  variantIds: Map<string, number>;
}

const cents = (value: string | null) => (value === null ? null : toCents(value));

/** Products with these handles, or the next `limit` after id `afterId`, in id order. */
export async function readStoredProducts(
  tx: Tx,
  which: { handles: readonly string[] } | { afterId: number; limit: number },
): Promise<StoredProduct[]> {
  const query = tx.select().from(products);
  const rows =
    'handles' in which
      ? which.handles.length
        ? await query.where(inArray(products.handle, [...which.handles])).orderBy(asc(products.id))
        : []
      : await query.where(gt(products.id, which.afterId)).orderBy(asc(products.id)).limit(which.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images] = await Promise.all([
    tx
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    tx
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const group = <T extends { productId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const variantsOf = group(variants);
  const imagesOf = group(images);
  return rows.map((row) => {
    const pictures = imagesOf.get(row.id) ?? [];
    // A variant's picture is the first of its color, the way the product page picks one.
    const firstOfColor = new Map<string, string>();
    for (const image of pictures)
      if (image.color && !firstOfColor.has(image.color)) firstOfColor.set(image.color, image.url);
    const own = variantsOf.get(row.id) ?? [];
    return {
      id: row.id,
      handle: row.handle,
      name: row.name,
      description: row.description,
      vendor: row.vendor,
      productType: row.productType,
      tags: row.tags,
      active: row.active,
      category: row.category,
      subcategory: row.subcategory,
      collection: row.collection,
      materials: row.materials,
      featured: row.featured,
      trending: row.trending,
      supplier: row.supplier,
      supplierId: row.supplierId,
      variants: own.map((v) => ({
        size: v.size,
        color: v.color,
        sku: v.sku,
        priceCents: toCents(v.price),
        compareAtPriceCents: cents(v.compareAtPrice),
        stock: v.stock,
        lowStockAt: v.lowStockAt,
        imageUrl: firstOfColor.get(v.color) ?? '',
      })),
      images: pictures.map((image) => ({ url: image.url, alt: image.alt })),
      imageDetails: new Map(
        pictures.map((image) => [
          image.url,
          { color: image.color, width: image.width, height: image.height, raster: image.raster },
        ]),
      ),
      variantIds: new Map(own.map((v) => [v.sku, v.id])),
    };
  });
}

/** The fields the file carries, in a fixed order: equal text means the file changes nothing. */
export const comparable = (p: CsvProduct): string =>
  JSON.stringify([
    p.handle,
    p.name,
    p.description,
    p.vendor,
    p.productType,
    p.tags,
    p.active,
    p.category,
    p.subcategory,
    p.collection,
    p.materials,
    p.featured,
    p.trending,
    p.supplier,
    p.supplierId,
    p.variants.map((v) => [
      v.size,
      v.color,
      v.sku,
      v.priceCents,
      v.compareAtPriceCents,
      v.stock,
      v.lowStockAt,
      v.imageUrl,
    ]),
    p.images.map((i) => [i.url, i.alt]),
  ]);
