// The shop's categories and collections, as staff keep them: the tree the storefront's menus
// read, staff's changes (each written with its activity-log row in one transaction), and the
// check that a product names a category, subcategory and collection the shop has.
//
// A product stores its top category's handle (women, men, kids) and, as its subcategory, the
// handles from below the top joined by dashes (dresses, girls-skirts): a category's "path".
// Renaming a handle moves the products, sales, discounts and addresses that name it; the old address
// answers 301 (redirects.ts).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditKind } from '../../shared/audit';
import { CATALOG_CATEGORIES } from '../../shared/catalog/sorts';
import {
  CATEGORY_MAX_DEPTH,
  type AdminCategory,
  type AdminCollection,
  type CategoryUpdate,
  type CategoryInputSchema,
  type CollectionInputSchema,
  type CollectionUpdate,
  type Taxonomy,
  type TaxonomyCategory,
} from '../../shared/schemas/taxonomy';
import type { z } from 'zod';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { categories, collections, products, sales } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { renameCollectionInDiscounts } from '../promotions/collections';
import { addRedirect } from './redirects';

type CategoryRow = typeof categories.$inferSelect;
type CollectionRow = typeof collections.$inferSelect;
type CategoryValues = z.output<typeof CategoryInputSchema>;
type CollectionValues = z.output<typeof CollectionInputSchema>;

const UNKNOWN_COLLECTION = 'Unknown collection';
/** The collection every product is in: its page lists the whole shop, so no product is assigned to it. */
export const ALL_COLLECTION = 'all';
/** The top categories are the shop's sections (/women, /men, /kids): their handles are fixed. */
const SECTIONS: readonly string[] = CATALOG_CATEGORIES;

export interface TaxonomyDeps {
  db: Db;
  /** The catalogue changed: caches forget their answers. */
  catalogChanged(): void;
}

interface Placed {
  row: CategoryRow;
  top: CategoryRow;
  /** The value a product stores for it: the top's handle for a top, else the handles below the top joined by dashes. */
  path: string;
  depth: number;
}

/** Every category with its top, path and depth, tops first and each level in order. */
function place(rows: readonly CategoryRow[]): Placed[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const placed: Placed[] = [];
  const walk = (parentId: number | null, top: CategoryRow | null, prefix: string, depth: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      const path = top ? `${prefix}${row.handle}` : row.handle;
      placed.push({ row, top: top ?? row, path, depth });
      walk(row.id, top ?? row, top ? `${path}-` : '', depth + 1);
    }
  };
  walk(null, null, '', 1);
  return placed;
}

const allCategories = (tx: Tx) => tx.select().from(categories);

/** The published categories as a tree (each shown only when those above it are too) and the published collections. */
export async function readTaxonomy(db: Db): Promise<Taxonomy> {
  const rows = (await allCategories(db)).filter((row) => row.published);
  const build = (parentId: number | null, depth: number): TaxonomyCategory[] =>
    place(rows)
      .filter((p) => p.row.parentId === parentId)
      .map(({ row }) => ({
        id: row.id,
        name: row.name,
        handle: row.handle,
        description: row.description,
        imageUrl: row.imageUrl,
        children: depth < CATEGORY_MAX_DEPTH ? (build(row.id, depth + 1) as never) : [],
      }));
  const found = await db
    .select()
    .from(collections)
    .where(eq(collections.published, true))
    .orderBy(asc(collections.position), asc(collections.id));
  return {
    categories: build(null, 1),
    collections: found.map(({ id, name, handle, description, imageUrl }) => ({
      id,
      name,
      handle,
      description,
      imageUrl,
    })),
  };
}

/**
 * Whether shoppers see the collection with this handle (the catalogue refuses a filter by one
 * they do not: staff's unpublished collections and ones the shop never had).
 */
export async function collectionPublished(db: Db, handle: string): Promise<boolean> {
  const [found] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.handle, handle), eq(collections.published, true)));
  return found !== undefined;
}

// ---- What uses a category or collection ----

async function productsInCategory(tx: Tx, placed: Placed): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      placed.depth === 1
        ? eq(products.category, placed.path)
        : and(
            eq(products.category, placed.top.handle),
            sql`(${products.subcategory} = ${placed.path} or ${products.subcategory} like ${`${placed.path}-%`})`,
          ),
    );
  return Number(row?.n ?? 0);
}

/** Discounts whose rule names `value` among its `field` (categories or collections). */
async function discountsNaming(tx: Tx, field: 'categories' | 'collections', value: string): Promise<number> {
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from discounts where jsonb_path_exists(rule, ${`$.**.${field}[*] ? (@ == $value)`}::jsonpath, jsonb_build_object('value', ${value}::text))`,
  );
  return Number((found as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

async function collectionUse(tx: Tx, handle: string) {
  const [inProducts] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.collection, handle));
  const [inSales] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(eq(sales.collection, handle), sql`${sales.state} <> 'ended'`));
  return {
    products: Number(inProducts?.n ?? 0),
    sales: Number(inSales?.n ?? 0),
    discounts: await discountsNaming(tx, 'collections', handle),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 products and 1 sale": what still uses it, or '' when nothing does. */
function usesText(uses: Record<string, number>): string {
  const parts = Object.entries(uses)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => plural(n, what.replace(/s$/, ''), what === 'subcategories' ? what : undefined));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

// ---- Categories ----

const toAdminCategory = (placed: Placed, productCount: number): AdminCategory => ({
  id: placed.row.id,
  parentId: placed.row.parentId,
  name: placed.row.name,
  handle: placed.row.handle,
  path: placed.path,
  description: placed.row.description,
  imageUrl: placed.row.imageUrl,
  position: placed.row.position,
  published: placed.row.published,
  products: productCount,
});

/** Every category, tops first and each below its parent in order, with how many products each holds. */
export async function listCategories(db: Db): Promise<AdminCategory[]> {
  const placed = place(await allCategories(db));
  const counts = await db
    .select({ category: products.category, subcategory: products.subcategory, n: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.category, products.subcategory);
  return placed.map((p) => {
    const n = counts
      .filter((c) =>
        p.depth === 1
          ? c.category === p.path
          : c.category === p.top.handle && (c.subcategory === p.path || c.subcategory.startsWith(`${p.path}-`)),
      )
      .reduce((sum, c) => sum + Number(c.n), 0);
    return toAdminCategory(p, n);
  });
}

async function placedCategory(tx: Tx, id: number): Promise<Placed> {
  const found = place(await allCategories(tx)).find((p) => p.row.id === id);
  if (!found) throw notFound('No such category');
  return found;
}

export async function getCategory(tx: Tx, id: number): Promise<AdminCategory> {
  const placed = await placedCategory(tx, id);
  return toAdminCategory(placed, await productsInCategory(tx, placed));
}

const categoryAudit = ({ products: _n, path: _p, ...fields }: AdminCategory) => fields;

async function auditCategory(tx: Tx, kind: AuditKind, before: AdminCategory | null, after: AdminCategory) {
  await recordAudit(tx, {
    kind,
    subject: { type: 'category', id: after.id, label: after.name },
    before: before ? categoryAudit(before) : null,
    after: categoryAudit(after),
  });
}

/** Refuses a parent that does not exist, would put a category under itself, or is too deep; answers the new depth. */
function checkParent(all: readonly Placed[], id: number | null, parentId: number | null, height: number): Placed {
  if (parentId === null) throw badRequest('parentId', 'Choose Women, Men or Kids: the shop has only these sections');
  const parent = all.find((p) => p.row.id === parentId);
  if (!parent) throw badRequest('parentId', 'parentId: no such category');
  let above: Placed | undefined = parent;
  while (above) {
    if (above.row.id === id) throw badRequest('parentId', 'A category cannot go under itself or its subcategories');
    const next: number | null = above.row.parentId;
    above = next === null ? undefined : all.find((p) => p.row.id === next);
  }
  if (parent.depth + height > CATEGORY_MAX_DEPTH)
    throw badRequest('parentId', `Categories go ${CATEGORY_MAX_DEPTH} deep at most (Kids > Girls > Skirts)`);
  return parent;
}

/** How many levels a category and those below it take. */
const heightOf = (all: readonly Placed[], id: number): number =>
  1 + Math.max(0, ...all.filter((p) => p.row.parentId === id).map((p) => heightOf(all, p.row.id)));

function checkFreeHandle(all: readonly Placed[], id: number | null, parent: Placed, handle: string): void {
  const path = parent.depth === 1 ? handle : `${parent.path}-${handle}`;
  const same = all.find((p) => p.row.id !== id && p.depth > 1 && p.top.id === parent.top.id && p.path === path);
  if (same)
    throw conflict(`${parent.top.name} already has a subcategory at ${path}`, [
      { path: 'handle', message: `${parent.top.name} already has a subcategory at ${path}` },
    ]);
}

/** A reorder: `moved` goes to index `at` among its siblings, which are numbered 0, 1, 2... in their order. */
async function renumber(
  siblings: ReadonlyArray<{ id: number; position: number }>,
  moved: number,
  at: number,
  write: (id: number, position: number) => PromiseLike<unknown>,
): Promise<void> {
  const order = siblings.filter((s) => s.id !== moved);
  order.splice(Math.min(at, order.length), 0, { id: moved, position: at });
  for (const [index, sibling] of order.entries()) if (sibling.position !== index) await write(sibling.id, index);
}

const nextPosition = async (tx: Tx, parentId: number | null) => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return Number(row?.n ?? 0);
};

export async function createCategory(deps: TaxonomyDeps, input: CategoryValues): Promise<AdminCategory> {
  const created = await deps.db.transaction(async (tx) => {
    const all = place(await allCategories(tx));
    const parent = checkParent(all, null, input.parentId, 1);
    checkFreeHandle(all, null, parent, input.handle);
    const [row] = await tx
      .insert(categories)
      .values({ ...input, position: input.position ?? (await nextPosition(tx, input.parentId)) })
      .returning({ id: categories.id });
    const category = await getCategory(tx, row!.id);
    await auditCategory(tx, 'category.created', null, category);
    return category;
  });
  deps.catalogChanged();
  return created;
}

/** Products and addresses follow a category whose path changed (renamed, or moved, or one above it was). */
async function followPaths(tx: Tx, before: readonly Placed[], after: readonly Placed[]): Promise<void> {
  for (const old of before) {
    if (old.depth === 1) continue;
    const now = after.find((p) => p.row.id === old.row.id)!;
    if (now.path === old.path && now.top.id === old.top.id) continue;
    await tx
      .update(products)
      .set({ category: now.top.handle, subcategory: now.path, version: sql`${products.version} + 1` })
      .where(and(eq(products.category, old.top.handle), eq(products.subcategory, old.path)));
    await addRedirect(tx, `/${old.top.handle}?category=${old.path}`, `/${now.top.handle}?category=${now.path}`);
  }
}

/**
 * The products of a category or of any below it read its name again in their search words (the
 * products_search_terms trigger adds the published names of the categories on their path).
 */
async function renameInSearch(tx: Tx, placed: Placed): Promise<void> {
  const below =
    placed.depth === 1
      ? sql`true`
      : sql`(${products.subcategory} = ${placed.path} or left(${products.subcategory}, ${placed.path.length + 1}) = ${`${placed.path}-`})`;
  await tx
    .update(products)
    .set({ category: sql`${products.category}`, version: sql`${products.version} + 1` })
    .where(and(eq(products.category, placed.top.handle), below));
}

export async function updateCategory(deps: TaxonomyDeps, id: number, update: CategoryUpdate): Promise<AdminCategory> {
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!locked) throw notFound('No such category');
    const before = await getCategory(tx, id);
    const all = place(await allCategories(tx));
    const isTop = locked.parentId === null;
    if (isTop && update.handle !== undefined && update.handle !== locked.handle)
      throw badRequest('handle', `The sections' handles are fixed: ${SECTIONS.slice(0, 3).join(', ')}`);
    if (isTop && update.parentId !== undefined && update.parentId !== null)
      throw badRequest('parentId', 'Women, Men and Kids stay at the top');
    const parentId = update.parentId === undefined ? locked.parentId : update.parentId;
    const handle = update.handle ?? locked.handle;
    if (!isTop) {
      const parent = checkParent(all, id, parentId, heightOf(all, id));
      checkFreeHandle(all, id, parent, handle);
    }
    const { position: _p, ...rest } = update;
    const position =
      update.position ?? (parentId !== locked.parentId ? await nextPosition(tx, parentId) : locked.position);
    await tx
      .update(categories)
      .set({ ...rest, parentId, position, updatedAt: new Date() })
      .where(eq(categories.id, id));
    if (update.position !== undefined) {
      const siblings = await tx
        .select({ id: categories.id, position: categories.position })
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
        .orderBy(asc(categories.position), asc(categories.id));
      await renumber(siblings, id, update.position, (sibling, at) =>
        tx.update(categories).set({ position: at }).where(eq(categories.id, sibling)),
      );
    }
    const placedAfter = place(await allCategories(tx));
    await followPaths(tx, all, placedAfter);
    const now = placedAfter.find((p) => p.row.id === id)!;
    const was = all.find((p) => p.row.id === id)!;
    if (now.row.name !== was.row.name || now.row.published !== was.row.published) await renameInSearch(tx, now);
    const after = await getCategory(tx, id);
    if (JSON.stringify(categoryAudit(before)) !== JSON.stringify(categoryAudit(after)))
      await auditCategory(tx, 'category.updated', before, after);
    return after;
  });
  deps.catalogChanged();
  return updated;
}

export async function deleteCategory(deps: TaxonomyDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!locked) throw notFound('No such category');
    const placed = await placedCategory(tx, id);
    if (placed.depth === 1) throw conflict(`${locked.name} is one of the shop's sections: it cannot be deleted`);
    const [children] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.parentId, id));
    const uses = { products: await productsInCategory(tx, placed), subcategories: Number(children?.n ?? 0) };
    const text = usesText(uses);
    if (text) throw conflict(`${locked.name} is still used by ${text}`);
    const before = await getCategory(tx, id);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      kind: 'category.deleted',
      subject: { type: 'category', id, label: locked.name },
      before: categoryAudit(before),
    });
  });
  deps.catalogChanged();
}

// ---- Collections ----

const toAdminCollection = (row: CollectionRow, productCount: number): AdminCollection => ({
  id: row.id,
  name: row.name,
  handle: row.handle,
  description: row.description,
  imageUrl: row.imageUrl,
  position: row.position,
  published: row.published,
  products: productCount,
});

export async function listCollections(db: Db): Promise<AdminCollection[]> {
  const rows = await db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
  const counts = await db
    .select({ collection: products.collection, n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      inArray(
        products.collection,
        rows.map((r) => r.handle),
      ),
    )
    .groupBy(products.collection);
  return rows.map((row) => toAdminCollection(row, Number(counts.find((c) => c.collection === row.handle)?.n ?? 0)));
}

export async function getCollection(tx: Tx, id: number): Promise<AdminCollection> {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id));
  if (!row) throw notFound('No such collection');
  return toAdminCollection(row, (await collectionUse(tx, row.handle)).products);
}

const collectionAudit = ({ products: _n, ...fields }: AdminCollection) => fields;

async function auditCollection(tx: Tx, kind: AuditKind, before: AdminCollection | null, after: AdminCollection) {
  await recordAudit(tx, {
    kind,
    subject: { type: 'collection', id: after.id, label: after.name },
    before: before ? collectionAudit(before) : null,
    after: collectionAudit(after),
  });
}

async function checkFreeCollectionHandle(tx: Tx, id: number | null, handle: string) {
  const [same] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.handle, handle));
  if (same && same.id !== id) {
    const message = `Another collection has the handle ${handle}`;
    throw conflict(message, [{ path: 'handle', message }]);
  }
}

export async function createCollection(deps: TaxonomyDeps, input: CollectionValues): Promise<AdminCollection> {
  const created = await deps.db.transaction(async (tx) => {
    await checkFreeCollectionHandle(tx, null, input.handle);
    const [next] = await tx
      .select({ n: sql<number>`coalesce(max(${collections.position}) + 1, 0)::int` })
      .from(collections);
    const [row] = await tx
      .insert(collections)
      .values({ ...input, position: input.position ?? Number(next?.n ?? 0) })
      .returning({ id: collections.id });
    const collection = await getCollection(tx, row!.id);
    await auditCollection(tx, 'collection.created', null, collection);
    return collection;
  });
  deps.catalogChanged();
  return created;
}

export async function updateCollection(
  deps: TaxonomyDeps,
  id: number,
  update: CollectionUpdate,
): Promise<AdminCollection> {
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!locked) throw notFound('No such collection');
    const before = await getCollection(tx, id);
    const renamed = update.handle !== undefined && update.handle !== locked.handle;
    if (renamed) {
      if (locked.handle === ALL_COLLECTION)
        throw badRequest('handle', 'All Collections lists every product: its handle is fixed');
      await checkFreeCollectionHandle(tx, id, update.handle!);
      // The discounts that name it follow, so they keep applying to its products.
      await renameCollectionInDiscounts(tx, locked.handle, update.handle!);
      await tx
        .update(products)
        .set({ collection: update.handle!, version: sql`${products.version} + 1` })
        .where(eq(products.collection, locked.handle));
      await tx.update(sales).set({ collection: update.handle! }).where(eq(sales.collection, locked.handle));
      await addRedirect(tx, `/collections?collection=${locked.handle}`, `/collections?collection=${update.handle!}`);
    }
    await tx
      .update(collections)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(collections.id, id));
    if (update.position !== undefined) {
      const all = await tx
        .select({ id: collections.id, position: collections.position })
        .from(collections)
        .orderBy(asc(collections.position), asc(collections.id));
      await renumber(all, id, update.position, (other, at) =>
        tx.update(collections).set({ position: at }).where(eq(collections.id, other)),
      );
    }
    const after = await getCollection(tx, id);
    // Its products' search words hold its name while it is published (products_search_terms),
    // read once the collection's row says it under its new handle.
    if (renamed || after.name !== before.name || after.published !== before.published)
      await tx
        .update(products)
        .set({ collection: sql`${products.collection}`, version: sql`${products.version} + 1` })
        .where(eq(products.collection, after.handle));
    if (JSON.stringify(collectionAudit(before)) !== JSON.stringify(collectionAudit(after)))
      await auditCollection(tx, 'collection.updated', before, after);
    return after;
  });
  deps.catalogChanged();
  return updated;
}

export async function deleteCollection(deps: TaxonomyDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!locked) throw notFound('No such collection');
    if (locked.handle === ALL_COLLECTION) throw conflict('All Collections lists every product: it cannot be deleted');
    const text = usesText(await collectionUse(tx, locked.handle));
    if (text) throw conflict(`${locked.name} is still used by ${text}`);
    const before = await getCollection(tx, id);
    await tx.delete(collections).where(eq(collections.id, id));
    await recordAudit(tx, {
      kind: 'collection.deleted',
      subject: { type: 'collection', id, label: locked.name },
      before: collectionAudit(before),
    });
  });
  deps.catalogChanged();
}

// ---- Products ----

/** The places a product may name: each section's subcategories (as products store them) and the collections. */
export interface ShopPlaces {
  subcategories: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every collection a product may be in: all but All Collections. */
  collections: ReadonlySet<string>;
}

/** The shop's categories and collections, published or not, as an import checks its rows against them. */
export async function readShopPlaces(db: Db): Promise<ShopPlaces> {
  const placed = place(await allCategories(db));
  const subcategories = new Map<string, Set<string>>();
  for (const p of placed)
    if (p.depth === 1) subcategories.set(p.path, subcategories.get(p.path) ?? new Set());
    else subcategories.set(p.top.handle, (subcategories.get(p.top.handle) ?? new Set()).add(p.path));
  const found = await db.select({ handle: collections.handle }).from(collections);
  return {
    subcategories,
    collections: new Set(found.map((c) => c.handle).filter((handle) => handle !== ALL_COLLECTION)),
  };
}

/**
 * Refuses a product whose subcategory its section does not have, or whose collection the shop
 * does not have (400 naming the field). The designer's garments and unsorted products have no
 * section to check against.
 */
export async function checkProductPlace(
  tx: Tx,
  product: { category: string; subcategory: string; collection: string | null },
): Promise<void> {
  const placed = place(await allCategories(tx));
  const top = placed.find((p) => p.depth === 1 && p.path === product.category);
  if (top) {
    const found = placed.some((p) => p.depth > 1 && p.top.id === top.row.id && p.path === product.subcategory);
    if (!found)
      throw badRequest('subcategory', `subcategory: ${top.row.name} has no subcategory ${product.subcategory}`);
  } else if (['women', 'men', 'kids'].includes(product.category)) {
    throw badRequest('category', `category: the shop has no category ${product.category}`);
  }
  if (product.collection !== null) await checkCollection(tx, product.collection);
}

/**
 * Refuses (400 naming the field) a collection the shop does not have, published or not, for a
 * product or sale to name. All Collections lists every product: none is assigned to it.
 */
export async function checkCollection(tx: Tx, handle: string, field = 'collection'): Promise<void> {
  if (handle === ALL_COLLECTION) throw badRequest(field, UNKNOWN_COLLECTION);
  const [known] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.handle, handle));
  if (!known) throw badRequest(field, UNKNOWN_COLLECTION);
}
