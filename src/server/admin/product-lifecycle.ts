// A product's life beyond its edits: duplicated into a draft to start a similar one, deleted when
// no order names it, archived when orders do (they keep reading it; the shop no longer shows
// it), and restored from the archive. Each writes its activity-log row in its transaction and
// signals the catalogue change, so the storefront answers fresh at once.
import { and, eq, like, sql } from 'drizzle-orm';
import type { AdminProductDetail, AdminProductRemoval } from '../../shared/schemas/admin';
import { toCents } from '../../shared/money';
import type { CatalogEvents } from '../catalog/events';
import { insertProduct } from '../catalog/write';
import type { Db, Tx } from '../db/database';
import { orderItems, products } from '../db/schema';
import { recordAudit } from '../audit/record';
import { conflict, notFound } from '../http/errors';
import { getProductDetail, productParts } from './product-service';
import { productFields } from './product-audit';

const PRODUCT_NOT_FOUND = 'Product not found';
const HANDLE_MAX = 255;
const NAME_MAX = 255;

/** "<name> (copy)", cut to fit the name column. */
export const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
};

/** The first of <handle>-copy, <handle>-copy-2, ... that no product uses yet. */
async function freeCopyHandle(tx: Tx, handle: string): Promise<string> {
  const base = `${handle.slice(0, HANDLE_MAX - '-copy-999'.length)}-copy`;
  const used = new Set(
    (
      await tx
        .select({ handle: products.handle })
        .from(products)
        .where(like(products.handle, `${base}%`))
    ).map((row) => row.handle),
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A draft copy of a product: its fields, options, prices and photos, named "<name> (copy)" at a
 * new handle, unpublished, with no stock (units are counted in, not copied) and SKUs generated
 * afresh (a SKU names one product's variant).
 */
export async function duplicateProduct(db: Db, productId: number, events: CatalogEvents): Promise<AdminProductDetail> {
  const detail = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(products).where(eq(products.id, productId));
    if (!source) throw notFound(PRODUCT_NOT_FOUND);
    const { variants, images } = await productParts(tx, productId);
    const copyId = await insertProduct(tx, {
      handle: await freeCopyHandle(tx, source.handle),
      name: copyName(source.name),
      description: source.description,
      category: source.category,
      subcategory: source.subcategory,
      productType: source.productType,
      collection: source.collection,
      vendor: source.vendor,
      supplier: source.supplier,
      supplierId: source.supplierId,
      materials: source.materials,
      tags: source.tags,
      featured: source.featured,
      trending: source.trending,
      active: false,
      variants: variants.map((v) => ({
        size: v.size,
        color: v.color,
        priceCents: toCents(v.price),
        compareAtPriceCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
        stock: 0,
      })),
      images: images.map((i) => ({
        url: i.url,
        alt: i.alt,
        color: i.color,
        width: i.width,
        height: i.height,
        raster: i.raster,
      })),
    });
    const copy = await getProductDetail(tx, copyId);
    await recordAudit(tx, {
      kind: 'product.duplicated',
      subject: { type: 'product', id: copyId, label: copy.product.name },
      before: null,
      after: { ...productFields(copy), copiedFrom: `${source.name} (#${source.id})` },
    });
    return copy;
  });
  events.changed();
  return detail;
}

/**
 * Deletes a product no order names (its variants and photos go with it). A product that orders
 * name is archived instead: unpublished and marked, so the shop, search and feeds no longer show
 * it while past orders and the admin still read it.
 */
export async function removeProduct(db: Db, productId: number, events: CatalogEvents): Promise<AdminProductRemoval> {
  const removal = await db.transaction(async (tx): Promise<AdminProductRemoval> => {
    // Locked first, so an order placed meanwhile either lands before (and is seen) or waits.
    const [locked] = await tx
      .select({ id: products.id, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw notFound(PRODUCT_NOT_FOUND);
    const before = await getProductDetail(tx, productId);
    const subject = { type: 'product' as const, id: productId, label: before.product.name };
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, productId))
      .limit(1);
    if (!ordered) {
      await tx.delete(products).where(eq(products.id, productId));
      await recordAudit(tx, { kind: 'product.deleted', subject, before: productFields(before), after: null });
      return { outcome: 'deleted', message: `${before.product.name} is deleted.`, product: null };
    }
    if (locked.archivedAt !== null)
      throw conflict(`${before.product.name} is already archived: orders name it, so it cannot be deleted`);
    await tx
      .update(products)
      .set({ active: false, archivedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      kind: 'product.archived',
      subject,
      before: { active: before.product.active, archived: false },
      after: { active: false, archived: true },
    });
    return {
      outcome: 'archived',
      message: `${before.product.name} is archived: orders name it, so it is kept for them and hidden from the shop.`,
      product: await getProductDetail(tx, productId),
    };
  });
  events.changed();
  return removal;
}

/**
 * Brings an archived product back to the catalogue as a draft: staff check it and publish it
 * when it is ready (its stock and prices may have aged while it was away).
 */
export async function restoreProduct(db: Db, productId: number, events: CatalogEvents): Promise<AdminProductDetail> {
  const detail = await db.transaction(async (tx) => {
    const restored = await tx
      .update(products)
      .set({ archivedAt: null, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, productId), sql`${products.archivedAt} is not null`))
      .returning({ name: products.name });
    if (restored.length === 0) {
      const [exists] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
      if (!exists) throw notFound(PRODUCT_NOT_FOUND);
      throw conflict(`${exists.name} is not archived`);
    }
    await recordAudit(tx, {
      kind: 'product.restored',
      subject: { type: 'product', id: productId, label: restored[0]!.name },
      before: { archived: true },
      after: { archived: false },
    });
    return getProductDetail(tx, productId);
  });
  events.changed();
  return detail;
}
