// The catalogue contract: query parameters and the answer shapes (the store's own product
// and the stored product; Shopify's storefront shape is in shopify.ts). Used by the server
// routes, the client fetchers and the OpenAPI document.
import { z } from 'zod';
import type { Product } from '../catalog/product';
import { CATALOG_CATEGORIES, SORTS } from '../catalog/sorts';
import { currentCollectionSlug } from '../collections';
import { MAX_SKIP, PAGE_SIZES, PRICE_FILTER } from '../store';

export { CATALOG_CATEGORIES, SORTS, type Sort } from '../catalog/sorts';

/** "a,b,c" or repeated keys -> ["a","b","c"] */
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(64)).max(30));

/**
 * A collection's handle, a former slug read as the collection's handle now ('summer-25' is 'summer').
 * Which collections the shop has is data: the server refuses one it does not have.
 */
export const collectionHandle = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown collection')
  .max(64, 'Unknown collection')
  .transform((slug) => currentCollectionSlug(slug));

/** A filter toggle: true narrows the list, false or absent leaves it alone. */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const price = z.coerce.number().min(0, 'Price must be 0 or more').max(100_000, 'Price is too large');

const filterFields = {
  query: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  category: z.enum(CATALOG_CATEGORIES).optional(),
  /** Subcategory slug, e.g. dresses, t-shirts, girls-skirts. */
  subcategory: list.optional(),
  /** 'all' means no collection filter. */
  collection: collectionHandle.optional(),
  sizes: list.optional(),
  colors: list.optional(),
  materials: list.optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  featured: flag.optional(),
  trending: flag.optional(),
  inStock: flag.optional(),
  /** Marked down: a compare-at (original) price above the price. */
  onSale: flag.optional(),
  /** Arrived within the store's new-arrivals window (days, a store setting), today included. */
  newArrivals: flag.optional(),
};

const priceRangeInOrder = (q: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const priceRangeIssue = { path: ['maxPrice'], message: 'maxPrice must be at least minPrice' };

export const PAGE_TOO_FAR = `page reaches at most ${MAX_SKIP} products past the start ((page - 1) × first); further on, follow pageInfo.endCursor with after (and skip)`;

const pageSize = (name: 'first' | 'last') =>
  z.coerce
    .number()
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(PAGE_SIZES.maxApiPage, `${name} must be at most ${PAGE_SIZES.maxApiPage}`)
    .optional();

/** Paging arguments that may not travel together: the issue goes on the second. */
const EXCLUSIVE: ReadonlyArray<[keyof CatalogQueryInput, keyof CatalogQueryInput, string]> = [
  ['first', 'last', 'Use first or last, not both'],
  ['after', 'before', 'Use after or before, not both'],
  ['after', 'last', 'after pages forwards: use first with it, or last with before'],
  ['before', 'first', 'before pages backwards: use last with it, or first with after'],
  ['after', 'page', 'page counts from the start: use skip with after instead'],
  ['before', 'page', 'page counts from the start: use skip with before instead'],
  ['last', 'page', 'page counts from the start: use skip with last instead'],
  ['skip', 'page', 'Use page or skip, not both'],
];

interface CatalogQueryInput {
  first?: number | undefined;
  last?: number | undefined;
  after?: string | undefined;
  before?: string | undefined;
  skip?: number | undefined;
  page?: number | undefined;
}

/**
 * A superset of the Storefront API's connection arguments: `first` + `after` reads forwards
 * from a cursor (or the start), `last` + `before` backwards from a cursor (or the end: `last`
 * alone is the final rows), `skip` passes over that many rows first in the direction of travel,
 * and `page` is shorthand for `skip=(page - 1) * first` from the start.
 */
export const CatalogQuerySchema = z
  .object({
    /** Rows after `after` (or from the start); 48 when neither first nor last is given. */
    first: pageSize('first'),
    /** Opaque keyset cursor from pageInfo.endCursor (or any edge's cursor). */
    after: z.string().max(512).optional(),
    /** Rows before `before` (or up to the end), in list order. */
    last: pageSize('last'),
    /** Opaque keyset cursor from pageInfo.startCursor (or any edge's cursor). */
    before: z.string().max(512).optional(),
    /** Rows passed over after the cursor (or start, or end) in the direction of travel. */
    skip: z.coerce
      .number()
      .int('skip must be a whole number')
      .min(0, 'skip must be 0 or more')
      .max(MAX_SKIP, `skip must be at most ${MAX_SKIP}; follow a cursor further on`)
      .optional(),
    /** 1-based page from the start, for the first few pages: skip=(page - 1) * first. */
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(100_000, 'page must be at most 100000')
      .optional(),
    ...filterFields,
    sort: z.enum(SORTS).default('featured'),
  })
  .refine(priceRangeInOrder, priceRangeIssue)
  .superRefine((q, ctx) => {
    for (const [a, b, message] of EXCLUSIVE) {
      if (q[a] !== undefined && q[b] !== undefined) ctx.addIssue({ code: 'custom', path: [b], message });
    }
    if (q.page !== undefined && (q.page - 1) * (q.first ?? PAGE_SIZES.shop) > MAX_SKIP)
      ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_TOO_FAR });
  });
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/** A listing request in keyset terms: which way, how many, how many to pass over, from where. */
export interface Paging {
  direction: 'forward' | 'backward';
  /** Rows to answer. */
  size: number;
  /** Rows passed over after the anchor, in the direction of travel (at most MAX_SKIP). */
  skip: number;
  /** The cursor to start beyond (`after` forwards, `before` backwards); none: the start or the end. */
  cursor: string | undefined;
}

/** The paging a valid CatalogQuery asks for (its combinations are checked by the schema). */
export function pagingOf(q: Pick<CatalogQuery, 'first' | 'last' | 'after' | 'before' | 'skip' | 'page'>): Paging {
  if (q.last !== undefined || q.before !== undefined) {
    return { direction: 'backward', size: q.last ?? PAGE_SIZES.shop, skip: q.skip ?? 0, cursor: q.before };
  }
  const size = q.first ?? PAGE_SIZES.shop;
  return { direction: 'forward', size, skip: q.skip ?? (q.page ? (q.page - 1) * size : 0), cursor: q.after };
}

/** The parts of a facets answer (ProductFacetsSchema's keys). */
export const FACETS = [
  'total',
  'categories',
  'subcategories',
  'sizes',
  'colors',
  'materials',
  'featured',
  'trending',
  'inStock',
  'onSale',
  'price',
] as const;
export type FacetName = (typeof FACETS)[number];

/**
 * The filters, and `facets`: the parts to answer, all when absent. Each part counts the
 * matching products again, so a screen asks for what it shows.
 */
export const FacetsQuerySchema = z
  .object({
    ...filterFields,
    facets: list
      .pipe(
        z
          .array(z.enum(FACETS, { error: `facets are a comma-separated list of: ${FACETS.join(', ')}` }))
          .min(1, 'facets names at least one facet'),
      )
      .optional(),
  })
  .refine(priceRangeInOrder, priceRangeIssue);
export type FacetsQuery = z.infer<typeof FacetsQuerySchema>;
/** The filters alone: what the facets are counted over. */
export type CatalogFilter = Omit<FacetsQuery, 'facets'>;

export const DEFAULT_PRICE_RANGE = [PRICE_FILTER.min, PRICE_FILTER.max] as const;

/** GET /api/new-arrivals: the window New Arrivals shows, and how many listed products arrived in it. */
export const NewArrivalsSchema = z.object({
  /** The store's setting: products that arrived today or in the days before, this many days in all. */
  days: z.number().int(),
  /** The window's first day (UTC), YYYY-MM-DD. */
  since: z.string(),
  /**
   * Capped like every count (COUNT_CAP + 1 means "more than the cap"); null when the catalogue cannot say (a hosted one
   * with many).
   */
  count: z.number().int().nullable(),
});
export type NewArrivals = z.infer<typeof NewArrivalsSchema>;

// ---------- The store's own product (GET /api/catalog/products): shared/catalog/product.ts's Product ----------

export const ProductOptionSchema = z.object({ name: z.string(), value: z.string() });

/** A variant's picture. */
export const VariantImageSchema = z.object({ url: z.string(), altText: z.string().nullable() });

export const ProductImageSchema = z.object({
  url: z.string(),
  altText: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** An uploaded photo: also served at url + /<320|640|720|960|1280|1920>.<avif|webp|jpg>, never wider than width. */
  raster: z.boolean(),
  /** The colour the photo shows, when staff tied it to one (absent from sources that do not say). */
  color: z.string().nullable().optional(),
});

export const ProductVariantSchema = z.object({
  /** gid://local/ProductVariant/<id> (or a Shopify variant gid): what the cart and checkout send. */
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  /** The Size option, or One Size. */
  size: z.string(),
  /** The Color option, or Default. */
  color: z.string(),
  options: z.array(ProductOptionSchema),
  priceCents: z.number().int(),
  /** Its "was" price; null when it is not marked down. */
  compareAtPriceCents: z.number().int().nullable(),
  available: z.boolean(),
  /** Units for sale; null when the source does not say. */
  quantity: z.number().int().nullable(),
  image: VariantImageSchema.nullable(),
});

/** The store's own facts about a product, in both shapes (from tags in hosted mode). */
export const storeFactFields = {
  /** women, men, kids, unclassified, or custom (the designer's base garments). */
  category: z.string(),
  subcategory: z.string(),
  collection: z.string().nullable(),
  materials: z.array(z.string()),
  featured: z.boolean(),
  trending: z.boolean(),
};

export const ProductSchema = z.object({
  /** gid://local/Product/<id> (or a Shopify product gid). */
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  /** Plain text. */
  description: z.string(),
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  productType: z.string(),
  brand: z.string(),
  tags: z.array(z.string()),
  ...storeFactFields,
  /** The lowest variant price, in cents. */
  priceCents: z.number().int(),
  maxPriceCents: z.number().int(),
  /** The compare-at (original) price; null for none. */
  compareAtPriceCents: z.number().int().nullable(),
  currencyCode: z.string(),
  images: z.array(ProductImageSchema),
  /** The first picture, else a variant's, else the placeholder. */
  imageUrl: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  variants: z.array(ProductVariantSchema),
  /** Units for sale across the variants. */
  stock: z.number().int(),
  availableForSale: z.boolean(),
});

export const PageInfoSchema = z.object({
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  endCursor: z.string().nullable(),
  startCursor: z.string().nullable(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** GET /api/catalog/products: one page of the list, with the cursors to the pages beside it. */
export const CatalogPageSchema = z.object({
  products: z.array(ProductSchema),
  pageInfo: PageInfoSchema,
  /** Exact up to COUNT_CAP; a larger total is answered as COUNT_CAP + 1 ("10,000+"). */
  totalCount: z.number().int(),
});

/** What CatalogPageSchema describes, with the store's typed Product. */
export interface CatalogPage {
  products: Product[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** GET /api/catalog/products/:handleOrId */
export const CatalogProductAnswerSchema = z.object({ product: ProductSchema });

// ---------- Stored shape (GET /api/products): the product as the database keeps it ----------

export const StoredProductSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  /** Decimal string, 2 places. */
  price: z.string(),
  originalPrice: z.string().nullable(),
  category: z.string(),
  subcategory: z.string(),
  productType: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  materials: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrl: z.string(),
  images: z.array(z.string()),
  featured: z.boolean(),
  trending: z.boolean(),
  inStock: z.boolean(),
  collection: z.string().nullable(),
  brand: z.string(),
  supplier: z.string().nullable(),
  supplierId: z.string().nullable(),
  stock: z.number().int(),
});
export type StoredProduct = z.infer<typeof StoredProductSchema>;

/** A plain list of products; paging travels in headers X-Total-Count and Link (rel="next"). */
export const StoredProductsResponseSchema = z.array(StoredProductSchema);

// ---------- Facets (GET /api/products/facets): counts for chips, tabs and the price slider ----------

export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/**
 * Each facet counts the products matching every filter except its own, so a chip's count
 * says what choosing it would show. Lists are ordered by count, most first. Every count is
 * exact up to COUNT_CAP (shared/catalog/counts.ts); a larger one is answered as COUNT_CAP + 1.
 */
export const ProductFacetsSchema = z.object({
  /** Products matching every filter. */
  total: z.number().int(),
  categories: z.array(FacetCountSchema),
  subcategories: z.array(FacetCountSchema),
  sizes: z.array(FacetCountSchema),
  colors: z.array(FacetCountSchema),
  materials: z.array(FacetCountSchema),
  featured: z.number().int(),
  trending: z.number().int(),
  inStock: z.number().int(),
  /** Products on sale (a compare-at price above the price). */
  onSale: z.number().int(),
  /** Lowest and highest price (decimal strings) of the match without the price filter; null when nothing matches. */
  price: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

/** What GET /api/products/facets answers: the parts asked for (`facets`), or all of them. */
export const FacetsAnswerSchema = ProductFacetsSchema.partial();
export type FacetsAnswer = z.infer<typeof FacetsAnswerSchema>;

export const HandleOrIdParamsSchema = z.object({ handleOrId: z.string().min(1).max(255) });
