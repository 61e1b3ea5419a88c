// What a page's HTML tells a crawler or a chat app before any script runs: its status (404 for
// a product, post or path the store does not have, 410 for a product it unpublished), and its
// head: title, description, canonical address and, for pages that are a shopper's own or
// empty, noindex. Decided here on the server for every page, rendered or not, from the same
// answers the page itself shows (app.inject: the same routes and answer cache as the browser's).
import type { FastifyInstance } from 'fastify';
import { blogPostBySlug } from '../../shared/blog-posts';
import { collectionName, currentCollectionSlug } from '../../shared/collections';
import { listDescription, PAGE_META, pageTitle, productDescription, type PageMeta } from '../../shared/page-meta';
import { pageIs, type PageName } from '../../shared/pages';
import { pageFor } from '../../shared/routes';
import type { Product } from '../../shared/catalog/product';
import { toDecimal } from '../../shared/money';
import type { CatalogPage, ProductFacets } from '../../shared/schemas/catalog';
import type { Taxonomy } from '../../shared/schemas/taxonomy';
import { CATEGORIES, STORE } from '../../shared/store';
import { htmlToSentences } from '../catalog/sanitize';
import { SHARE_IMAGE } from '../share-images/render';
import { attribute } from './page-hints';
import {
  blogPostingJsonLd,
  breadcrumbList,
  jsonLdTags,
  productJsonLd,
  storeJsonLd,
  type Crumb,
  type JsonLd,
} from './structured-data';
import { DESCRIPTION, TITLE } from './server-render';
import { NOT_A_SEARCH_HEADER } from '../reports/searches';

/** What a shared link shows as its picture. */
export interface ShareImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  status: number;
  meta: PageMeta;
  /** Open Graph's kind of page. */
  type: 'website' | 'product' | 'article';
  image: ShareImage;
  /** A product's lowest price, for a shared link's price line. */
  price?: { amount: string; currencyCode: string };
  /** schema.org facts (structured-data.ts). */
  jsonLd: JsonLd[];
  /** Absolute. */
  canonical: string;
  noindex: boolean;
  /** False when an answer the head needed failed: the page is not kept, so the next request asks again. */
  keep: boolean;
}

export interface PageHeadOptions {
  /** The store's public origin (PUBLIC_URL): canonical and shared addresses are absolute. */
  origin: string;
  /**
   * True when a product with this handle or id exists but is unpublished; absent when the store cannot tell (hosted
   * catalogue).
   */
  productUnpublished?: (handleOrId: string) => Promise<boolean>;
}

export type PageHeads = (url: string) => Promise<PageHead>;

/** Pages a search engine should not list: a shopper's own, or a step of buying. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The store's search results for a phrase: the search phrase follows. */
const SEARCH_PATH = '/shop?query=';
const MAX_QUERY = 100;

interface ListAddress {
  /**
   * The parameters that say which list this is, as the canonical address keeps them; filters, sort and tracking
   * parameters are left out.
   */
  params: [string, string][];
  /** What the list is counted over (GET /api/products/facets). */
  scope: Record<string, string>;
  possessive?: string;
  /** The list's own name and description (a collection's, as staff wrote them), in place of the page's. */
  name?: string;
  description?: string;
}

const POSSESSIVE: Record<string, string> = { women: "women's", men: "men's", kids: "kids'" };

const slugParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.toLowerCase();
  return value && SLUG.test(value) ? value : undefined;
};

/** The women's and men's tabs, as their pages list them: the subcategories staff publish. */
const SECTION_TABS: Record<string, readonly string[] | undefined> = {
  women: ['accessories', 'jewelry', 'wigs'],
  men: [],
};

/** A section's published subcategories as products name them (dresses, girls-skirts). */
const subcategoryPaths = (taxonomy: Taxonomy, section: string): string[] =>
  (taxonomy.categories.find((top) => top.handle === section)?.children ?? []).flatMap((child) => [
    child.handle,
    ...child.children.map((grand) => `${child.handle}-${grand.handle}`),
  ]);

/**
 * A section's tab (?category=dresses on /women): a subcategory of the section. The women's and
 * men's pages have a tab for each subcategory staff publish (and the women's lines the page
 * always lists); the kids' page, or any page when the published ones cannot be read, lists what it finds.
 */
function sectionList(section: string, params: URLSearchParams, taxonomy: Taxonomy | undefined): ListAddress {
  const slug = slugParam(params, 'category');
  const fixed = SECTION_TABS[section];
  const tabs = fixed && taxonomy ? [...fixed, ...subcategoryPaths(taxonomy, section)] : undefined;
  const tab = slug && (!tabs || tabs.includes(slug)) ? slug : undefined;
  return {
    params: tab ? [['category', tab]] : [],
    scope: { category: section, ...(tab ? { subcategory: tab } : {}) },
    possessive: POSSESSIVE[section],
  };
}

/** The lists, each read from its own parameters as the page reads them (features/catalog). */
const LISTS: Partial<Record<PageName, (params: URLSearchParams, taxonomy: Taxonomy | undefined) => ListAddress>> = {
  Shop(params) {
    const category = (CATEGORIES as readonly string[]).find((c) => c === params.get('category'));
    const subcategory = category ? slugParam(params, 'subcategory') : undefined;
    const query = (params.get('query') ?? '').slice(0, MAX_QUERY).trim();
    const kept: [string, string][] = [];
    if (category) kept.push(['category', category]);
    if (subcategory) kept.push(['subcategory', subcategory]);
    if (query) kept.push(['query', query]);
    return { params: kept, scope: Object.fromEntries(kept), possessive: category ? POSSESSIVE[category] : undefined };
  },
  Women: (params, taxonomy) => sectionList('women', params, taxonomy),
  Men: (params, taxonomy) => sectionList('men', params, taxonomy),
  Kids: (params, taxonomy) => sectionList('kids', params, taxonomy),
  Collections(params, taxonomy): ListAddress {
    const wanted = currentCollectionSlug(params.get('collection'));
    const found = taxonomy?.collections.find((c) => c.handle !== 'all' && c.handle === wanted);
    return found
      ? {
          params: [['collection', found.handle]],
          scope: { collection: found.handle },
          name: collectionName(found.name),
          description: found.description || undefined,
        }
      : { params: [], scope: {} };
  },
  Featured(params): ListAddress {
    return params.get('tab') === 'featured'
      ? { params: [['tab', 'featured']], scope: { featured: 'true' } }
      : { params: [], scope: { trending: 'true' } };
  },
  New: () => ({ params: [], scope: {} }),
  Sale: () => ({ params: [], scope: { onSale: 'true' } }),
};

/** A collection shoppers do not see (unknown, or unpublished): the page says it is not found. */
const unknownCollection = (page: PageName, params: URLSearchParams, taxonomy: Taxonomy | undefined) => {
  const slug = currentCollectionSlug(params.get('collection'));
  return (
    page === 'Collections' &&
    slug !== null &&
    taxonomy !== undefined &&
    !taxonomy.collections.some((c) => c.handle === slug)
  );
};

/** A list's page number from ?page=, kept in the canonical address from page 2. */
function pageNumber(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** "t-shirts" stays; "girls-skirts" reads "girls skirts". */
const kindLabel = (slug: string) => (/^[a-z]-/.test(slug) ? slug : slug.replace(/-/g, ' '));

/** The path as the store spells it: no trailing slash. */
const plainPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The handle a /product/<handle> path names, decoded; undefined when it does not decode. */
function productHandle(path: string): string | undefined {
  try {
    return decodeURIComponent(plainPath(path).slice('/product/'.length));
  } catch {
    return undefined;
  }
}

interface Answer<T> {
  status: number;
  body: T | undefined;
}

/** Facts for the head, before the origin is added. */
type PageFacts = Omit<PageHead, 'canonical' | 'keep' | 'type' | 'image' | 'jsonLd'> & {
  canonicalPath: string;
  keep?: boolean;
  type?: PageHead['type'];
  image?: ShareImage;
  jsonLd?: JsonLd[];
  /** The trail to the page, after Home. */
  crumbs?: Crumb[];
};

const HOME: Crumb = { name: 'Home', path: '/' };

/** Where a product's category is listed. */
const SECTIONS: Record<string, Crumb> = {
  women: { name: 'Women', path: '/women' },
  men: { name: 'Men', path: '/men' },
  kids: { name: 'Kids', path: '/kids' },
  custom: { name: 'Design Apparel', path: '/design-apparel' },
};

/** "girls-skirts" reads "Girls Skirts". */
const kindName = (slug: string) => kindLabel(slug).replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());

/** Home > Women > Dresses > the product; a product outside the sections is under Shop. */
function productCrumbs(product: Product, path: string): Crumb[] {
  const section = SECTIONS[product.category];
  const crumbs = [section ?? { name: 'Shop All', path: '/shop' }];
  // The sections' tabs (?category=<subcategory>) list a subcategory; the designer's garments have none.
  if (section && product.category !== 'custom' && product.subcategory) {
    crumbs.push({
      name: kindName(product.subcategory),
      path: `${section.path}?category=${encodeURIComponent(product.subcategory)}`,
    });
  }
  return [...crumbs, { name: product.name, path }];
}

/** A list's trail: the list, then each parameter that narrows it (a category, a tab, a collection). */
function listCrumbs(
  name: string,
  path: string,
  params: readonly [string, string][],
  collectionLabel: string | undefined,
): Crumb[] {
  const crumbs = [{ name, path }];
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === 'query') return [];
    kept.append(key, value);
    const label = key === 'collection' ? (collectionLabel ?? value) : key === 'tab' ? 'Featured' : kindName(value);
    crumbs.push({ name: label, path: `${path}?${kept.toString()}` });
  }
  return crumbs;
}

/** The store's own picture (share-images/), for every page without one of its own. */
const storeImage = (origin: string): ShareImage => ({ url: `${origin}/og/store.png`, ...SHARE_IMAGE, alt: STORE.name });

/** A product's picture: its hosted image as it is, else one drawn from its own (share-images/). */
function productImage(origin: string, product: Product): ShareImage {
  const first = product.images[0];
  const alt = first?.altText || product.name;
  if (first && /^https?:\/\//.test(first.url)) return { url: first.url, width: first.width, height: first.height, alt };
  return { url: `${origin}/og/product/${encodeURIComponent(product.handle)}.png`, ...SHARE_IMAGE, alt };
}

export function createPageHeads(app: FastifyInstance, options: PageHeadOptions): PageHeads {
  async function read<T>(path: string): Promise<Answer<T>> {
    // The head reads what the page shows; the page's own read of a search is the one that counts.
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', [NOT_A_SEARCH_HEADER]: '1' },
    });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? (answer.json() as T) : undefined };
  }

  async function productPage(path: string): Promise<PageFacts> {
    const handle = productHandle(path);
    // The address the page's own code reads, so the render and the head share one cached answer.
    const answer = handle
      ? await read<{ product: Product }>(`/api/catalog/products/${encodeURIComponent(handle)}`)
      : { status: 404, body: undefined };
    const found = answer.body?.product;
    if (found) {
      // Its description in sentences, as a search result quotes it.
      const product = { ...found, description: htmlToSentences(found.descriptionHtml) || found.description };
      const canonicalPath = `/product/${encodeURIComponent(product.handle)}`;
      const image = productImage(options.origin, product);
      return {
        status: 200,
        meta: { name: product.name, description: productDescription(product) },
        canonicalPath,
        noindex: false,
        type: 'product',
        image,
        price: { amount: toDecimal(product.priceCents), currencyCode: product.currencyCode },
        jsonLd: [productJsonLd(options.origin, product, `${options.origin}${canonicalPath}`, image.url)],
        crumbs: productCrumbs(product, canonicalPath),
      };
    }
    // A failed catalogue (hosted, unreachable) is not a missing product; a handle it refuses is.
    if (answer.status >= 500)
      return { status: 200, meta: PAGE_META.Shop, canonicalPath: plainPath(path), noindex: true, keep: false };
    const gone = handle !== undefined && (await options.productUnpublished?.(handle)) === true;
    return {
      status: gone ? 410 : 404,
      meta: {
        name: 'Product Not Found',
        description: gone ? 'This product is no longer available.' : PAGE_META.NotFound.description,
      },
      canonicalPath: plainPath(path),
      noindex: true,
    };
  }

  async function listPage(
    page: PageName,
    path: string,
    params: URLSearchParams,
    list: ListAddress,
  ): Promise<PageFacts> {
    const number = pageNumber(params);
    const kept = new URLSearchParams(list.params);
    if (number > 1) kept.set('page', String(number));
    const search = kept.toString();
    const pageMeta = PAGE_META[page as keyof typeof PAGE_META];
    const base = { name: list.name ?? pageMeta.name, description: list.description ?? pageMeta.description };
    const canonicalPath = `${plainPath(path)}${search ? `?${search}` : ''}`;
    const query = list.scope.query;
    if (query !== undefined) {
      // Search results, counted as the list shows them; a search that finds nothing is not worth listing.
      const { body } = await read<CatalogPage>(
        `/api/catalog/products?${new URLSearchParams({ ...list.scope, first: '1' }).toString()}`,
      );
      const total = body?.totalCount ?? 0;
      const description =
        total === 0
          ? `No products match “${query}” at ${STORE.name}.`
          : listDescription({ total, kinds: [`matches for “${query}”`], more: false });
      return {
        status: 200,
        meta: { name: base.name, description },
        canonicalPath,
        noindex: total === 0,
        keep: body !== undefined,
      };
    }
    const scope = new URLSearchParams({ ...list.scope, facets: 'total,subcategories' });
    const { body: facets } = await read<ProductFacets>(`/api/products/facets?${scope.toString()}`);
    let description = base.description;
    if (facets && facets.total > 0) {
      const kinds = list.scope.subcategory
        ? [list.scope.subcategory]
        : facets.subcategories.filter((s) => s.count > 0).map((s) => s.value);
      description = listDescription({
        total: facets.total,
        possessive: list.possessive,
        kinds: kinds.slice(0, 4).map(kindLabel),
        more: kinds.length > 4,
      });
    }
    const crumbs = listCrumbs(pageMeta.name ?? page, plainPath(path), list.params, list.name);
    return {
      status: 200,
      meta: { name: base.name, description },
      canonicalPath,
      noindex: false,
      keep: facets !== undefined,
      crumbs,
    };
  }

  async function facts(url: string): Promise<PageFacts> {
    const [rawPath = '/', search = ''] = url.split('?', 2);
    const path = plainPath(rawPath);
    const page = pageFor(path);
    if (page === 'Product') return productPage(path);
    if (page === 'BlogPost') {
      const post = blogPostBySlug(path.slice('/blog/'.length));
      if (post) {
        const canonicalPath = `/blog/${post.slug}`;
        const url = `${options.origin}${canonicalPath}`;
        return {
          status: 200,
          meta: { name: post.title, description: post.excerpt },
          canonicalPath,
          noindex: false,
          type: 'article',
          jsonLd: [blogPostingJsonLd(options.origin, post, url, storeImage(options.origin).url)],
          crumbs: [
            { name: PAGE_META.Blog.name ?? 'Blog', path: '/blog' },
            { name: post.title, path: canonicalPath },
          ],
        };
      }
    }
    const params = new URLSearchParams(search);
    // The published categories and collections, as the page's own menus and tabs read them.
    const published =
      page === 'Collections' || page === 'Women' || page === 'Men' ? await read<Taxonomy>('/api/taxonomy') : undefined;
    const taxonomy = published?.body;
    if (page === 'NotFound' || page === 'BlogPost' || unknownCollection(page, params, taxonomy)) {
      const name = path.startsWith('/blog/') ? 'Post Not Found' : PAGE_META.NotFound.name;
      return { status: 404, meta: { ...PAGE_META.NotFound, name }, canonicalPath: path, noindex: true };
    }
    const list = LISTS[page];
    if (list) {
      const facts = await listPage(page, path, params, list(params, taxonomy));
      return published && !taxonomy ? { ...facts, keep: false } : facts;
    }
    const jsonLd = page === 'Home' ? storeJsonLd(options.origin, SEARCH_PATH) : undefined;
    return {
      status: 200,
      meta: PAGE_META[page],
      canonicalPath: path,
      noindex: pageIs(page, 'noindex'),
      ...(jsonLd ? { jsonLd } : {}),
    };
  }

  return async (url) => {
    const { canonicalPath, keep, type, image, jsonLd = [], crumbs, ...head } = await facts(url);
    const trail = crumbs?.length ? [breadcrumbList(options.origin, [HOME, ...crumbs])] : [];
    return {
      ...head,
      canonical: `${options.origin}${canonicalPath}`,
      keep: keep ?? true,
      type: type ?? 'website',
      image: image ?? storeImage(options.origin),
      jsonLd: [...jsonLd, ...trail],
    };
  };
}

/** The head's elements beyond the title and description: canonical, robots, Open Graph and Twitter's card. */
function headTags(head: PageHead): string {
  const tags = [`<link rel="canonical" href="${attribute(head.canonical)}">`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  const title = head.meta.name ?? STORE.name;
  const properties: [string, string | number | undefined][] = [
    ['og:site_name', STORE.name],
    ['og:type', head.type],
    ['og:title', title],
    ['og:description', head.meta.description],
    ['og:url', head.canonical],
    ['og:image', head.image.url],
    ['og:image:width', head.image.width],
    ['og:image:height', head.image.height],
    ['og:image:alt', head.image.alt],
    ['product:price:amount', head.price?.amount],
    ['product:price:currency', head.price?.currencyCode],
  ];
  for (const [property, content] of properties)
    if (content !== undefined) tags.push(`<meta property="${property}" content="${attribute(String(content))}">`);
  const card = {
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': head.meta.description,
    'twitter:image': head.image.url,
    'twitter:image:alt': head.image.alt,
  };
  for (const [name, content] of Object.entries(card))
    tags.push(`<meta name="${name}" content="${attribute(content)}">`);
  return tags.join('') + jsonLdTags(head.jsonLd);
}

/** The page's HTML with its head: its title and description in place of the store's, the rest after the title. */
export function withHead(html: string, head: PageHead): string {
  // Replaced by functions: a shop's text may hold "$&", which a replacement string would expand.
  return html
    .replace(TITLE, () => `<title>${attribute(pageTitle(head.meta.name))}</title>${headTags(head)}`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${attribute(head.meta.description)}">`);
}
