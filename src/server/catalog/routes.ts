// The catalogue read API, registered under /api. From the CatalogSource (this database or the
// hosted storefront): the store's own Product at /catalog/products, which the storefront reads,
// and the same products in Shopify's storefront shape at /shopify/products, for outside clients
// (storefront-shape.ts writes it). From this database always: the stored shape at /products
// (a plain list; paging in X-Total-Count and Link).
import {
  CatalogPageSchema,
  CatalogProductAnswerSchema,
  CatalogQuerySchema,
  FacetsAnswerSchema,
  FacetsQuerySchema,
  HandleOrIdParamsSchema,
  NewArrivalsSchema,
  pagingOf,
  StoredProductSchema,
  StoredProductsResponseSchema,
} from '../../shared/schemas/catalog';
import { StorefrontProductResponseSchema, StorefrontProductsResponseSchema } from '../../shared/schemas/shopify';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { SuggestionsSchema, SuggestQuerySchema } from '../../shared/schemas/search';
import { PAGE_SIZES } from '../../shared/store';
import type { DomainRoutes } from '../http/types';
import { createCatalogCache } from './cache';
import { chooseCatalogSource } from './sources/choose';
import { registerRelatedRoutes } from './related';
import { toStoredProduct } from './reshape';
import { toStorefrontConnection, toStorefrontNode } from './storefront-shape';
import { enableFacetIndex, facetIndexReady } from './facet-answers';
import { getFacets, getProduct, listProducts } from './service';
import { suggest } from './search-suggest';
import { readArrivalWindow } from '../store-settings/queries';
import { collectionPublished } from '../taxonomy/service';
import { badRequest } from '../http/errors';
import { NOT_A_SEARCH_HEADER, searchLogFor } from '../reports/searches';

// 429: a read the cache cannot answer, past the per-address limit (cache.ts).
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };
const sourceErrors = { ...errors, 502: ApiErrorSchema };

/** The same filters and page size continued forwards after `cursor`, as an RFC 8288 Link value. */
function nextLink(requestUrl: string, size: number, cursor: string): string {
  const url = new URL(requestUrl, 'http://store.invalid');
  for (const name of ['page', 'skip', 'before', 'last', 'after']) url.searchParams.delete(name);
  if (url.searchParams.has('first') || size !== PAGE_SIZES.shop) url.searchParams.set('first', String(size));
  url.searchParams.set('after', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

export const catalogRoutes: DomainRoutes = async (app, { config, database }) => {
  const { db } = database;
  enableFacetIndex(db, { minProducts: config.facetIndexMinProducts });
  // A large catalogue's index is read in the background; until then the database counts.
  void facetIndexReady(db).catch((error: unknown) =>
    app.log.error({ err: error }, 'The facet index could not be built'),
  );
  const source = chooseCatalogSource(config, db, app.log);
  const { cached } = createCatalogCache(app);
  /** A filter by a collection shoppers do not see (unknown, or unpublished) is refused, naming the field. */
  const checkCollection = async (query: { collection?: string | undefined }) => {
    if (query.collection !== undefined && !(await collectionPublished(db, query.collection)))
      throw badRequest('collection', 'Unknown collection');
  };
  // Each search of the list counts for the searches report, after its answer has gone.
  const searchLog = searchLogFor(db, (error) => app.log.error({ err: error }, 'Searches could not be counted'));
  app.addHook('onClose', async () => searchLog.close());

  app.get(
    '/catalog/products',
    {
      // A search's first page of results, from the database or the cache, counts once.
      onResponse: async (request, reply) => {
        // Parsed when the route ran, raw when the cache answered first.
        const query = request.query as unknown as Record<string, unknown>;
        const firstPage =
          !query.after && !query.before && !query.last && String(query.page ?? 1) === '1' && !Number(query.skip ?? 0);
        const shoppers = request.headers[NOT_A_SEARCH_HEADER] === undefined;
        if (reply.statusCode === 200 && typeof query.query === 'string' && firstPage && shoppers)
          searchLog.note(query.query, Number(reply.getHeader('x-total-count') ?? 0));
      },
      schema: {
        tags: ['catalogue'],
        querystring: CatalogQuerySchema,
        response: { 200: CatalogPageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    cached(async (request, reply) => {
      await checkCollection(request.query);
      const { products, pageInfo, totalCount } = await source.listProducts(request.query);
      // Kept with the cached answer, so a search answered from the cache counts with its results too.
      reply.header('X-Total-Count', String(totalCount));
      return { products, pageInfo, totalCount };
    }),
  );

  app.get(
    '/catalog/products/:handleOrId',
    {
      schema: {
        tags: ['catalogue'],
        params: HandleOrIdParamsSchema,
        response: { 200: CatalogProductAnswerSchema, ...sourceErrors },
      },
    },
    cached(async (request) => ({ product: await source.getProduct(request.params.handleOrId) })),
  );

  app.get(
    '/shopify/products',
    {
      schema: {
        tags: ['catalogue'],
        querystring: CatalogQuerySchema,
        response: {
          200: StorefrontProductsResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    cached(async (request) => {
      await checkCollection(request.query);
      return toStorefrontConnection(await source.listProducts(request.query));
    }),
  );

  app.get(
    '/shopify/products/:handleOrId',
    {
      schema: {
        tags: ['catalogue'],
        params: HandleOrIdParamsSchema,
        response: { 200: StorefrontProductResponseSchema, ...sourceErrors },
      },
    },
    cached(async (request) => ({ product: toStorefrontNode(await source.getProduct(request.params.handleOrId)) })),
  );

  registerRelatedRoutes(app, source, cached, config.shopify ? undefined : db);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        querystring: CatalogQuerySchema,
        response: { 200: StoredProductsResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    cached(async (request, reply) => {
      await checkCollection(request.query);
      const page = await listProducts(db, request.query);
      reply.header('X-Total-Count', String(page.totalCount));
      const last = page.cursors.at(-1);
      if (page.hasNextPage && last) reply.header('Link', nextLink(request.url, pagingOf(request.query).size, last));
      return page.rows.map(toStoredProduct);
    }),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalogue'],
        querystring: FacetsQuerySchema,
        response: { 200: FacetsAnswerSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    cached(async (request) => {
      await checkCollection(request.query);
      return getFacets(db, request.query);
    }),
  );

  // New Arrivals' window and how many products arrived in it, counted where the list is read.
  app.get(
    '/new-arrivals',
    { schema: { tags: ['catalogue'], response: { 200: NewArrivalsSchema, 429: ApiErrorSchema, 502: ApiErrorSchema } } },
    cached(async () => {
      const window = await readArrivalWindow(db);
      const count = await source.countProducts(CatalogQuerySchema.parse({ newArrivals: 'true', sort: 'newest' }));
      return { days: window.days, since: window.since.toISOString().slice(0, 10), count };
    }),
  );

  // The header search's suggestions while typing: cached like the other reads, so a word
  // typed by many shoppers costs the database once per catalogue change.
  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionsSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    cached(async (request) => suggest(db, request.query.q)),
  );

  app.get(
    '/products/:handleOrId',
    {
      schema: {
        tags: ['catalogue'],
        params: HandleOrIdParamsSchema,
        response: { 200: StoredProductSchema, ...errors },
      },
    },
    cached(async (request) => toStoredProduct(await getProduct(db, request.params.handleOrId))),
  );
};
