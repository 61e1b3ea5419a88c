// Catalogue editing for staff. Every write goes through catalog/write.ts (sanitising,
// derived columns), is recorded in the activity log in its transaction, and ends by signalling
// the app's catalogue change, so the storefront answers fresh at once.
import { checkProductPlace } from '../taxonomy/service';
import { askToTellWaiting } from '../back-in-stock/notify';
import type { JobQueue } from '../jobs/queue';
import { asc, eq } from 'drizzle-orm';
import {
  PRODUCT_ARCHIVED_CANNOT_PUBLISH,
  PRODUCT_HANDLE_TAKEN,
  STOCK_ADJUSTMENT_REASONS,
  type AdminProductDetail,
  type AdminProductUpdateValues,
  type AdminProductValues,
  type StockAdjustmentInput,
} from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { CatalogEvents } from '../catalog/events';
import { insertProduct, skusTakenElsewhere, totalUnits, updateProduct, type ProductInput } from '../catalog/write';
import type { Db, Tx } from '../db/database';
import { productImages, productVariants, products } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { adjustStock } from '../inventory/stock';
import { recordAudit } from '../audit/record';
import { photoSizes } from '../media/queries';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordProductSave } from './product-audit';

const PRODUCT_NOT_FOUND = 'Product not found';
const SKU_TAKEN = 'A SKU is already used by another product';
const money = (value: string) => toDecimal(toCents(value));

/**
 * The product to write; an uploaded photo takes its stored size (not the one sent) and is marked for resized serving.
 */
async function toProductInput(tx: Tx, values: AdminProductValues): Promise<ProductInput> {
  const sizes = await photoSizes(
    tx,
    values.images.map((image) => image.url),
  );
  return {
    ...values,
    variants: values.variants.map((v) => ({
      size: v.size,
      color: v.color,
      priceCents: toCents(v.price),
      compareAtPriceCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
      stock: v.stock,
      sku: v.sku,
    })),
    images: values.images.map((image) => {
      const size = sizes.get(image.url);
      return size ? { ...image, ...size, raster: true } : image;
    }),
  };
}

async function checkUnique(tx: Tx, values: AdminProductValues, productId: number | undefined): Promise<void> {
  await checkProductPlace(tx, values);
  const [sameHandle] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, values.handle));
  if (sameHandle && sameHandle.id !== productId) {
    throw conflict(PRODUCT_HANDLE_TAKEN, [{ path: 'handle', message: PRODUCT_HANDLE_TAKEN }]);
  }
  const seen = new Set<string>();
  values.variants.forEach((v, i) => {
    if (!v.sku) return;
    if (seen.has(v.sku)) throw badRequest(`variants.${i}.sku`, `SKU ${v.sku} is listed twice`);
    seen.add(v.sku);
  });
  const taken = await skusTakenElsewhere(tx, productId, [...seen]);
  const clash = values.variants.findIndex((v) => v.sku && taken.has(v.sku));
  if (clash >= 0) {
    const message = `SKU ${values.variants[clash]!.sku} is already used by another product`;
    throw conflict(message, [{ path: `variants.${clash}.sku`, message }]);
  }
}

/** A product's variant and image rows, in the order staff arranged them. */
export async function productParts(tx: Tx, productId: number) {
  const [variants, images] = await Promise.all([
    tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return { variants, images };
}

export async function getProductDetail(tx: Tx, productId: number): Promise<AdminProductDetail> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const { variants, images } = await productParts(tx, productId);
  return {
    product: {
      id: product.id,
      handle: product.handle,
      name: product.name,
      description: product.description,
      category: product.category,
      subcategory: product.subcategory,
      productType: product.productType,
      collection: product.collection,
      vendor: product.vendor,
      price: money(product.price),
      originalPrice: product.originalPrice === null ? null : money(product.originalPrice),
      materials: product.materials,
      tags: product.tags,
      sizes: product.sizes,
      colors: product.colors,
      featured: product.featured,
      trending: product.trending,
      active: product.active,
      archivedAt: product.archivedAt?.toISOString() ?? null,
      stock: totalUnits(variants),
      version: product.version,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    },
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      price: money(v.price),
      compareAtPrice: v.compareAtPrice === null ? null : money(v.compareAtPrice),
      stock: v.stock,
      position: v.position,
    })),
    images: images.map((i) => ({
      id: i.id,
      url: i.url,
      alt: i.alt,
      color: i.color,
      width: i.width,
      height: i.height,
      position: i.position,
    })),
  };
}

/** Two saves of one handle or SKU at once both pass checkUnique; the unique index refuses the later one. */
async function refusingClashes<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'products_handle_key')
      throw conflict(PRODUCT_HANDLE_TAKEN, [{ path: 'handle', message: PRODUCT_HANDLE_TAKEN }]);
    if (index === 'product_variants_sku_key') throw conflict(SKU_TAKEN, [{ path: 'variants', message: SKU_TAKEN }]);
    throw error;
  }
}

export async function createProduct(
  db: Db,
  values: AdminProductValues,
  events: CatalogEvents,
): Promise<AdminProductDetail> {
  const detail = await refusingClashes(
    db.transaction(async (tx) => {
      await checkUnique(tx, values, undefined);
      return recordProductSave(
        tx,
        null,
        await getProductDetail(tx, await insertProduct(tx, await toProductInput(tx, values))),
      );
    }),
  );
  events.changed();
  return detail;
}

export async function editProduct(
  db: Db,
  productId: number,
  values: AdminProductUpdateValues,
  events: CatalogEvents,
): Promise<AdminProductDetail> {
  const { version, ...fields } = values;
  const detail = await refusingClashes(
    db.transaction(async (tx) => {
      const before = await getProductDetail(tx, productId);
      if (before.product.archivedAt !== null && fields.active)
        throw conflict(PRODUCT_ARCHIVED_CANNOT_PUBLISH, [{ path: 'active', message: PRODUCT_ARCHIVED_CANNOT_PUBLISH }]);
      await checkUnique(tx, fields, productId);
      if (!(await updateProduct(tx, productId, await toProductInput(tx, fields), version)))
        throw notFound(PRODUCT_NOT_FOUND);
      return recordProductSave(tx, before, await getProductDetail(tx, productId));
    }),
  );
  events.changed();
  return detail;
}

/**
 * Adds or takes units of one variant relative to its stock now (an order placed while staff
 * counted is not undone), with the reason, recorded with the stock before and after.
 */
export async function adjustProductStock(
  db: Db,
  productId: number,
  input: StockAdjustmentInput,
  events: CatalogEvents,
  jobs: JobQueue | undefined,
): Promise<AdminProductDetail> {
  const detail = await db.transaction(async (tx) => {
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const moved = await adjustStock(tx, productId, input.variantId, input.change);
    if (moved.before === null) {
      if (moved.left === null) throw notFound('Variant not found');
      const message = `Only ${moved.left} in stock: you can take away at most ${moved.left}`;
      throw conflict(message, [{ path: 'change', message }]);
    }
    // Back from sold out: the shoppers who asked hear of it now rather than at the next minute.
    if (moved.before === 0 && moved.after > 0) await askToTellWaiting(jobs, tx);
    const field = `variants.${moved.size} / ${moved.color}.stock`;
    await recordAudit(tx, {
      kind: 'product.stock_adjusted',
      subject: { type: 'product', id: productId, label: product.name },
      before: { [field]: moved.before },
      after: { [field]: moved.after, change: input.change, reason: STOCK_ADJUSTMENT_REASONS[input.reason] },
    });
    return getProductDetail(tx, productId);
  });
  events.changed();
  return detail;
}
