// The hosted catalogue: the Storefront API's products query, with our filters turned into
// its search syntax where it has one, and applied to the fetched page where it has none
// (see README.md).
import type { Product } from '../../../../shared/catalog/product';
import { formerCollectionSlugs } from '../../../../shared/collections';
import { PAGE_SIZES } from '../../../../shared/store';
import { pagingOf, type CatalogQuery, type Paging, type Sort } from '../../../../shared/schemas/catalog';
import { HttpError, notFound } from '../../../http/errors';
import type { CatalogSource, SourcePage } from '../source';
import { PRODUCT_BY_HANDLE_QUERY, PRODUCT_BY_ID_QUERY, PRODUCT_CURSORS_QUERY, PRODUCTS_QUERY } from './queries';
import { fromShopifyProduct } from './reshape';
import type { ShopifyClient } from './shopify-client';
import {
  ShopifyCursorsDataSchema,
  ShopifyProductByHandleDataSchema,
  ShopifyProductByIdDataSchema,
  ShopifyProductsDataSchema,
  type ShopifyCursorsData,
  type ShopifyProduct,
} from './shopify-types';

export const CATALOGUE_UNAVAILABLE = 'The product catalogue is unavailable. Please try again.';

const SORT_KEYS: Record<Sort, { sortKey: string; reverse: boolean }> = {
  featured: { sortKey: 'BEST_SELLING', reverse: false },
  'name-asc': { sortKey: 'TITLE', reverse: false },
  'price-asc': { sortKey: 'PRICE', reverse: false },
  'price-desc': { sortKey: 'PRICE', reverse: true },
  newest: { sortKey: 'CREATED_AT', reverse: true },
};

const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** A collection's tag, or any of its tags when products may still carry a former slug's. */
function collectionTerm(slug: string): string {
  const tags = [slug, ...formerCollectionSlugs(slug)].map((s) => `tag:${quoted(`collection:${s}`)}`);
  return tags.length > 1 ? `(${tags.join(' OR ')})` : tags[0]!;
}

/**
 * The filters Shopify's search syntax can express, joined with AND; undefined for none.
 * `arrivedSince`: New Arrivals' first day, when the query asks for new arrivals.
 */
export function searchQuery(q: CatalogQuery, arrivedSince?: Date): string | undefined {
  const terms: string[] = [];
  if (q.query) terms.push(quoted(q.query));
  if (q.featured) terms.push('tag:featured');
  if (q.trending) terms.push('tag:trending');
  if (q.collection && q.collection !== 'all') terms.push(collectionTerm(q.collection));
  if (q.inStock) terms.push('available_for_sale:true');
  if (q.minPrice !== undefined) terms.push(`variants.price:>=${q.minPrice}`);
  if (q.maxPrice !== undefined) terms.push(`variants.price:<=${q.maxPrice}`);
  if (q.newArrivals && arrivedSince) terms.push(`created_at:>=${arrivedSince.toISOString().slice(0, 10)}`);
  return terms.length > 0 ? terms.join(' AND ') : undefined;
}

const lower = (values: readonly string[] | undefined) => values?.map((v) => v.toLowerCase());

function optionValues(product: Product, name: string): string[] {
  return product.variants.flatMap((variant) =>
    variant.options.filter((o) => o.name.toLowerCase() === name).map((o) => o.value.toLowerCase()),
  );
}

/**
 * The filters only our reshaped product can answer: category, subcategory, sizes, colours,
 * materials, and on sale (the Storefront API's search has no compare-at price).
 */
export function matchesPageFilters(q: CatalogQuery): (product: Product) => boolean {
  const subcategories = lower(q.subcategory);
  const sizes = lower(q.sizes);
  const colors = lower(q.colors);
  const materials = lower(q.materials);
  const overlaps = (wanted: string[] | undefined, have: string[]) =>
    !wanted?.length || have.some((v) => wanted.includes(v));
  return (product) =>
    (!q.category || product.category === q.category) &&
    overlaps(subcategories, [product.subcategory]) &&
    overlaps(sizes, optionValues(product, 'size')) &&
    overlaps(colors, optionValues(product, 'color')) &&
    overlaps(materials, lower(product.materials) ?? []) &&
    (!q.onSale || (product.compareAtPriceCents ?? 0) > product.priceCents);
}

/** `arrivals`: New Arrivals' first day (the window is a setting of this store, not of Shopify). */
/**
 * The hosted storefront as the catalogue's source. `arrivals`: since when a product is new;
 * `collections`: the shop's collection handles, so a product tagged with one is in it.
 */
export function shopifyCatalogSource(
  client: ShopifyClient,
  arrivals: () => Promise<Date>,
  collections: () => Promise<ReadonlySet<string>>,
): CatalogSource {
  async function ask<T>(
    operation: string,
    variables: Record<string, unknown>,
    schema: { parse(data: unknown): T },
  ): Promise<T> {
    try {
      return schema.parse(await client.request(operation, variables));
    } catch {
      // Unreachable, or an answer in a shape we do not know: either way the shopper sees the same.
      throw new HttpError(502, CATALOGUE_UNAVAILABLE);
    }
  }

  /**
   * Where a page starts once `skip` products are passed over from `cursor` in the direction
   * of travel: one cursors-only request (skip is at most MAX_SKIP, under Shopify's 250).
   * Past the end when fewer than skip + 1 products lie that way; `behind` then says whether
   * any product lies behind the (empty) page.
   */
  async function skipFrom(
    paging: Paging,
    variables: Record<string, unknown>,
  ): Promise<string | null | { pastTheEnd: true; behind: boolean }> {
    const cursor = paging.cursor ?? null;
    if (paging.skip === 0) return cursor;
    const forward = paging.direction === 'forward';
    const walk: ShopifyCursorsData = await ask(
      PRODUCT_CURSORS_QUERY,
      forward
        ? { ...variables, first: paging.skip, after: cursor }
        : { ...variables, last: paging.skip, before: cursor },
      ShopifyCursorsDataSchema,
    );
    const { pageInfo } = walk.products;
    const more = forward ? pageInfo.hasNextPage : pageInfo.hasPreviousPage;
    const reached = forward ? pageInfo.endCursor : pageInfo.startCursor;
    return more && reached ? reached : { pastTheEnd: true, behind: reached !== null || cursor !== null };
  }

  async function listProducts(q: CatalogQuery): Promise<SourcePage> {
    const variables = {
      query: searchQuery(q, q.newArrivals ? await arrivals() : undefined) ?? null,
      ...SORT_KEYS[q.sort],
    };
    const paging = pagingOf(q);
    const forward = paging.direction === 'forward';
    const start = await skipFrom(paging, variables);
    if (typeof start === 'object' && start !== null) return emptyPage(forward, start.behind);
    const window = forward ? { first: paging.size, after: start } : { last: paging.size, before: start };
    const data = await ask(PRODUCTS_QUERY, { ...variables, ...window }, ShopifyProductsDataSchema);
    const keep = matchesPageFilters(q);
    const known = await collections();
    const kept = data.products.edges
      .map(({ cursor, node }) => ({ cursor, product: fromShopifyProduct(node, known) }))
      .filter(({ product }) => keep(product));
    const { pageInfo } = data.products;
    // A page that starts beyond a cursor has that cursor's product behind it.
    const behind = start !== null;
    return {
      products: kept.map(({ product }) => product),
      // Cursors stay Shopify's, so paging continues past products the page filters dropped.
      cursors: kept.map(({ cursor }) => cursor),
      pageInfo: {
        ...pageInfo,
        hasPreviousPage: pageInfo.hasPreviousPage || (forward && behind),
        hasNextPage: pageInfo.hasNextPage || (!forward && behind),
      },
      totalCount: kept.length,
    };
  }

  return {
    listProducts,

    // The Storefront API has no totals: the count is known when one page holds them all.
    async countProducts(q) {
      const page = await listProducts({ ...q, first: PAGE_SIZES.maxApiPage });
      return page.pageInfo.hasNextPage ? null : page.products.length;
    },

    async getProduct(handleOrId) {
      const id = /^\d{1,20}$/.test(handleOrId)
        ? `gid://shopify/Product/${handleOrId}`
        : handleOrId.startsWith('gid://')
          ? handleOrId
          : null;
      const node: ShopifyProduct | null =
        id === null
          ? (await ask(PRODUCT_BY_HANDLE_QUERY, { handle: handleOrId }, ShopifyProductByHandleDataSchema)).product
          : (await ask(PRODUCT_BY_ID_QUERY, { id }, ShopifyProductByIdDataSchema)).node;
      if (!node) throw notFound('Product not found');
      return fromShopifyProduct(node, await collections());
    },
  };
}

/** Nothing beyond the skipped products: whatever exists lies behind this page. */
function emptyPage(forward: boolean, behind: boolean): SourcePage {
  const pageInfo = {
    hasNextPage: !forward && behind,
    hasPreviousPage: forward && behind,
    startCursor: null,
    endCursor: null,
  };
  return { products: [], cursors: [], pageInfo, totalCount: 0 };
}
