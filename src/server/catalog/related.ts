// The product page's merchandising rows, read with the listing's own filters: "You may also
// like" (in stock, the same subcategory, then the same category) and "Complete the look" (in
// stock, the same collection, other subcategories: a top with the trousers and jewelry of its
// collection). The store's own database reads the first rows of each list without counting
// the whole match, which a shop page needs and these rows do not; the hosted storefront
// answers through its catalogue source.
import type { Product } from '../../shared/catalog/product';
import { CATALOG_CATEGORIES, HandleOrIdParamsSchema, type CatalogQuery } from '../../shared/schemas/catalog';
import type { Tx } from '../db/database';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { RELATED_LIMITS, RelatedProductsSchema, type RelatedProducts } from '../../shared/schemas/related';
import { StorefrontRelatedProductsSchema } from '../../shared/schemas/shopify';
import type { ZodApp } from '../http/types';
import type { CatalogSource } from './sources/source';
import type { createCatalogCache } from './cache';
import { selectProductPage } from './queries';
import { productFromRow } from './reshape';
import { toStorefrontRelated } from './storefront-shape';
import { toFilters } from './service';

/** How many of the collection are read to find other subcategories in: the first few of each, in the shop's order. */
const COLLECTION_SAMPLE = 48;

type Category = NonNullable<CatalogQuery['category']>;
const asCategory = (value: string): Category | undefined => CATALOG_CATEGORIES.find((c) => c === value);
/** A product's collection, read whole: All Collections lists every product, so it narrows nothing. */
const asCollection = (value: string | null) => (value && value !== 'all' ? value : undefined);

/** Up to `limit` products taken in turns from each subcategory, the preferred subcategories' turn first. */
function takeInTurns(products: readonly Product[], limit: number, preferred: (p: Product) => boolean): Product[] {
  const groups = new Map<string, Product[]>();
  for (const product of [...products.filter(preferred), ...products.filter((p) => !preferred(p))]) {
    const group = groups.get(product.subcategory) ?? [];
    group.push(product);
    groups.set(product.subcategory, group);
  }
  const taken: Product[] = [];
  for (let turn = 0; taken.length < limit && [...groups.values()].some((g) => g.length > turn); turn++) {
    for (const group of groups.values()) {
      const next = group[turn];
      if (next && taken.length < limit) taken.push(next);
    }
  }
  return taken;
}

/** The first `first` products of a listing, in the shop's order. */
type Lister = (query: CatalogQuery & { first: number }) => Promise<Product[]>;

const sourceLister =
  (source: CatalogSource): Lister =>
  async (query) =>
    (await source.listProducts(query)).products;

const databaseLister =
  (db: Tx): Lister =>
  async (query) => {
    const rows = await selectProductPage(db, {
      filters: toFilters(query),
      sort: query.sort,
      travel: 'forward',
      anchor: undefined,
      skip: 0,
      limit: query.first,
    });
    return rows.map(productFromRow);
  };

export async function relatedProducts(
  source: CatalogSource,
  handleOrId: string,
  lister: Lister = sourceLister(source),
): Promise<RelatedProducts> {
  const product = await source.getProduct(handleOrId);
  const list = async (query: Omit<CatalogQuery, 'sort'> & { first: number }) =>
    (await lister({ sort: 'featured', inStock: true, ...query })).filter(
      (p) => p.id !== product.id && p.availableForSale,
    );
  const category = asCategory(product.category);
  const collection = asCollection(product.collection);

  const [sameSubcategory, inCollection] = await Promise.all([
    list({ category, subcategory: [product.subcategory], first: RELATED_LIMITS.alsoLike + 1 }),
    collection ? list({ collection, first: COLLECTION_SAMPLE }) : Promise.resolve([]),
  ]);
  const completeTheLook = takeInTurns(
    inCollection.filter((p) => p.subcategory !== product.subcategory),
    RELATED_LIMITS.completeTheLook,
    (p) => p.category === product.category,
  );

  // The look's products stay in their own row; the same category fills what the subcategory lacks.
  const shown = new Set(completeTheLook.map((p) => p.id));
  const alsoLike = sameSubcategory.filter((p) => !shown.has(p.id)).slice(0, RELATED_LIMITS.alsoLike);
  if (alsoLike.length < RELATED_LIMITS.alsoLike) {
    for (const p of alsoLike) shown.add(p.id);
    const more = await list({ category, first: RELATED_LIMITS.alsoLike * 2 + 1 });
    alsoLike.push(...more.filter((p) => !shown.has(p.id)).slice(0, RELATED_LIMITS.alsoLike - alsoLike.length));
  }
  return { alsoLike, completeTheLook };
}

type Cached = ReturnType<typeof createCatalogCache>['cached'];

/**
 * GET /catalog/products/:handleOrId/related (the store's Products) and
 * /shopify/products/:handleOrId/related (the same rows as storefront nodes), answered from the
 * catalogue cache like the other reads. `db`: the store's own database when it is the catalogue source.
 */
export function registerRelatedRoutes(app: ZodApp, source: CatalogSource, cached: Cached, db?: Tx): void {
  const lister = db ? databaseLister(db) : sourceLister(source);
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema };
  app.get(
    '/catalog/products/:handleOrId/related',
    {
      schema: {
        tags: ['catalogue'],
        params: HandleOrIdParamsSchema,
        response: { 200: RelatedProductsSchema, ...errors },
      },
    },
    cached(async (request) => relatedProducts(source, request.params.handleOrId, lister)),
  );
  app.get(
    '/shopify/products/:handleOrId/related',
    {
      schema: {
        tags: ['catalogue'],
        params: HandleOrIdParamsSchema,
        response: { 200: StorefrontRelatedProductsSchema, ...errors },
      },
    },
    cached(async (request) => toStorefrontRelated(await relatedProducts(source, request.params.handleOrId, lister))),
  );
}
