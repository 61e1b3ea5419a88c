// The hosted catalogue: the Storefront API's products query, with our filters turned into
// its search syntax where it has one, and applied to the fetched page where it has none
// (see README.md).
import type { CatalogQuery, Sort, StorefrontProduct, StorefrontProductsResponse } from '../../shared/schemas/catalog';
import { PAGE_SIZES } from '../../shared/store';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { CatalogSource } from './catalog-source';
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
/** A numbered page walks the cursors before it; beyond this many products, follow endCursor. */
export const MAX_SKIPPED_PRODUCTS = 5_000;
export const PAGE_TOO_FAR = `Numbered pages reach the first ${MAX_SKIPPED_PRODUCTS} products; follow pageInfo.endCursor beyond them`;

const SORT_KEYS: Record<Sort, { sortKey: string; reverse: boolean }> = {
  featured: { sortKey: 'BEST_SELLING', reverse: false },
  'name-asc': { sortKey: 'TITLE', reverse: false },
  'price-asc': { sortKey: 'PRICE', reverse: false },
  'price-desc': { sortKey: 'PRICE', reverse: true },
  newest: { sortKey: 'CREATED_AT', reverse: true },
};

const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** The filters Shopify's search syntax can express, joined with AND; undefined for none. */
export function searchQuery(q: CatalogQuery): string | undefined {
  const terms: string[] = [];
  if (q.query) terms.push(quoted(q.query));
  if (q.featured) terms.push('tag:featured');
  if (q.trending) terms.push('tag:trending');
  if (q.collection && q.collection !== 'all') terms.push(`tag:${quoted(`collection:${q.collection}`)}`);
  if (q.inStock) terms.push('available_for_sale:true');
  if (q.minPrice !== undefined) terms.push(`variants.price:>=${q.minPrice}`);
  if (q.maxPrice !== undefined) terms.push(`variants.price:<=${q.maxPrice}`);
  return terms.length > 0 ? terms.join(' AND ') : undefined;
}

const lower = (values: readonly string[] | undefined) => values?.map((v) => v.toLowerCase());

function optionValues(product: StorefrontProduct, name: string): string[] {
  return product.variants.edges.flatMap(({ node }) => node.selectedOptions.filter((o) => o.name.toLowerCase() === name).map((o) => o.value.toLowerCase()));
}

/** The filters only our reshaped product can answer: category, subcategory, sizes, colours, materials. */
export function matchesPageFilters(q: CatalogQuery): (product: StorefrontProduct) => boolean {
  const subcategories = lower(q.subcategory);
  const sizes = lower(q.sizes);
  const colors = lower(q.colors);
  const materials = lower(q.materials);
  const overlaps = (wanted: string[] | undefined, have: string[]) => !wanted?.length || have.some((v) => wanted.includes(v));
  return (product) =>
    (!q.category || product.category === q.category) &&
    overlaps(subcategories, [product.subcategory]) &&
    overlaps(sizes, optionValues(product, 'size')) &&
    overlaps(colors, optionValues(product, 'color')) &&
    overlaps(materials, lower(product.materials) ?? []);
}

export function shopifyCatalogSource(client: ShopifyClient): CatalogSource {
  async function ask<T>(operation: string, variables: Record<string, unknown>, schema: { parse(data: unknown): T }): Promise<T> {
    try {
      return schema.parse(await client.request(operation, variables));
    } catch {
      // Unreachable, or an answer in a shape we do not know: either way the shopper sees the same.
      throw new HttpError(502, CATALOGUE_UNAVAILABLE);
    }
  }

  /** The cursor a numbered page starts after, found by walking the pages before it. */
  async function cursorBefore(page: number, first: number, variables: Record<string, unknown>): Promise<string | 'past-the-end'> {
    let remaining = (page - 1) * first;
    if (remaining > MAX_SKIPPED_PRODUCTS) throw badRequest('page', PAGE_TOO_FAR);
    let after: string | null = null;
    while (remaining > 0) {
      const take = Math.min(remaining, PAGE_SIZES.maxApiPage);
      const answer: ShopifyCursorsData = await ask(PRODUCT_CURSORS_QUERY, { ...variables, first: take, after }, ShopifyCursorsDataSchema);
      const { pageInfo } = answer.products;
      if (!pageInfo.hasNextPage || !pageInfo.endCursor) return 'past-the-end';
      after = pageInfo.endCursor;
      remaining -= take;
    }
    return after ?? 'past-the-end';
  }

  return {
    async listProducts(q): Promise<StorefrontProductsResponse> {
      const variables = { query: searchQuery(q) ?? null, ...SORT_KEYS[q.sort] };
      let after: string | null = q.after ?? null;
      if (after === null && q.page && q.page > 1) {
        const start = await cursorBefore(q.page, q.first, variables);
        if (start === 'past-the-end') return emptyPage();
        after = start;
      }
      const data = await ask(PRODUCTS_QUERY, { ...variables, first: q.first, after }, ShopifyProductsDataSchema);
      const keep = matchesPageFilters(q);
      const edges = data.products.edges.map(({ cursor, node }) => ({ cursor, node: fromShopifyProduct(node) })).filter(({ node }) => keep(node));
      const { pageInfo } = data.products;
      return {
        products: {
          edges,
          // endCursor stays Shopify's, so paging continues past products the page filters dropped.
          pageInfo: { ...pageInfo, hasPreviousPage: pageInfo.hasPreviousPage || after !== null },
          totalCount: edges.length,
        },
      };
    },

    async getProduct(handleOrId) {
      const id = /^\d{1,20}$/.test(handleOrId) ? `gid://shopify/Product/${handleOrId}` : handleOrId.startsWith('gid://') ? handleOrId : null;
      const node: ShopifyProduct | null =
        id === null
          ? (await ask(PRODUCT_BY_HANDLE_QUERY, { handle: handleOrId }, ShopifyProductByHandleDataSchema)).product
          : (await ask(PRODUCT_BY_ID_QUERY, { id }, ShopifyProductByIdDataSchema)).node;
      if (!node) throw notFound('Product not found');
      return fromShopifyProduct(node);
    },
  };
}

function emptyPage(): StorefrontProductsResponse {
  return { products: { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null }, totalCount: 0 } };
}
