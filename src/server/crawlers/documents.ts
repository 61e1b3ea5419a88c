// The sitemaps (sitemaps.org) and the pieces they are written from. The small ones (pages,
// categories, collections, blog) are whole strings; the products' are streamed batch by
// batch (stream.ts), at most URLS_PER_FILE to a file as the protocol allows.
import { blogPostPath, blogPosts } from '../../shared/blog-posts';
import { LISTED_PATHS } from '../../shared/routes';
import type { Taxonomy } from '../../shared/schemas/taxonomy';
import { CATEGORIES, OTHER_LINES } from '../../shared/store';
import type { ChangeGroup, SitemapProduct } from './queries';
import { absoluteUrl, escapeXml, later, productPath, w3cTime, XML_DECLARATION } from './xml';

/** The protocol's limit of addresses in one sitemap file. */
export const URLS_PER_FILE = 50_000;

const CATEGORY_PAGES = CATEGORIES.map((category) => `/${category}`);

/** The storefront pages in pages.xml; the category pages are in categories.xml with their subcategories. */
export const SITEMAP_PAGES: readonly string[] = LISTED_PATHS.filter((path) => !CATEGORY_PAGES.includes(path));

/** Pages that show products: they change when the catalogue does. */
const CATALOGUE_PAGES: ReadonlySet<string> = new Set(['/', '/shop', '/featured', '/new', '/sale', '/collections']);

/**
 * The women's and men's pages' subcategory tabs (?category=<slug>), as their pages show them:
 * the subcategories their published menu lists, then the section's other lines. The kids' page
 * takes any subcategory.
 */
export function subcategoryTabs(taxonomy: Taxonomy): Readonly<Record<string, ReadonlySet<string>>> {
  const tabs = (section: 'women' | 'men') =>
    new Set([
      ...(taxonomy.categories.find((top) => top.handle === section)?.children.map((child) => child.handle) ?? []),
      ...OTHER_LINES[section],
    ]);
  return { women: tabs('women'), men: tabs('men') };
}

/** When each part of the catalogue last changed, read from the listed products' change groups. */
export interface CatalogueChanges {
  newest: Date | undefined;
  byCategory: ReadonlyMap<string, Date>;
  /** Keyed `category/subcategory`. */
  bySubcategory: ReadonlyMap<string, Date>;
  byCollection: ReadonlyMap<string, Date>;
}

function keepLatest(map: Map<string, Date>, key: string, time: Date) {
  const known = map.get(key);
  map.set(key, known ? later(known, time) : time);
}

export function summariseChanges(groups: readonly ChangeGroup[]): CatalogueChanges {
  const byCategory = new Map<string, Date>();
  const bySubcategory = new Map<string, Date>();
  const byCollection = new Map<string, Date>();
  let newest: Date | undefined;
  for (const group of groups) {
    const time = new Date(group.updatedAt);
    newest = newest ? later(newest, time) : time;
    keepLatest(byCategory, group.category, time);
    keepLatest(bySubcategory, `${group.category}/${group.subcategory}`, time);
    if (group.collection) keepLatest(byCollection, group.collection, time);
  }
  return { newest, byCategory, bySubcategory, byCollection };
}

export interface SitemapUrl {
  path: string;
  lastmod: Date;
}

const urlEntry = (origin: string, path: string, lastmod: string) =>
  `<url><loc>${escapeXml(absoluteUrl(origin, path))}</loc><lastmod>${lastmod}</lastmod></url>\n`;

export const URLSET_HEAD = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_TAIL = '</urlset>\n';

export function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  return `${URLSET_HEAD}${urls.map((url) => urlEntry(origin, url.path, w3cTime(url.lastmod))).join('')}${URLSET_TAIL}`;
}

/** One batch of a products sitemap: each product's page and when it last changed. */
export const productUrls = (origin: string, rows: readonly SitemapProduct[]) =>
  rows.map((row) => urlEntry(origin, productPath(row.handle), row.updatedAt)).join('');

/** A blog post's date ("March 18, 2026") as a time; the site's own time when it does not read as one. */
function postTime(date: string, fallback: Date): Date {
  const time = Date.parse(`${date} 00:00:00 UTC`);
  return Number.isNaN(time) ? fallback : new Date(time);
}

const newestOf = (times: readonly Date[], fallback: Date) => times.reduce(later, fallback);

/**
 * `siteTime`: when the running release's pages were built, the last change of pages whose
 * content ships with the code.
 */
export function pageUrls(changes: CatalogueChanges, siteTime: Date): SitemapUrl[] {
  const newestPost = newestOf(
    blogPosts().map((post) => postTime(post.date, siteTime)),
    new Date(0),
  );
  return SITEMAP_PAGES.map((path) => {
    if (CATALOGUE_PAGES.has(path))
      return { path, lastmod: changes.newest ? later(changes.newest, siteTime) : siteTime };
    if (path === '/blog') return { path, lastmod: newestPost.getTime() > 0 ? newestPost : siteTime };
    return { path, lastmod: siteTime };
  });
}

export function blogUrls(siteTime: Date): SitemapUrl[] {
  return blogPosts().map((post) => ({ path: blogPostPath(post), lastmod: postTime(post.date, siteTime) }));
}

/** Each category page, then its subcategories that list products, as the page's own links reach them. */
export function categoryUrls(
  changes: CatalogueChanges,
  siteTime: Date,
  tabsOf: Readonly<Record<string, ReadonlySet<string>>>,
): SitemapUrl[] {
  return CATEGORIES.flatMap((category) => {
    const page = { path: `/${category}`, lastmod: later(changes.byCategory.get(category) ?? siteTime, siteTime) };
    const tabs = tabsOf[category];
    const subcategories = [...changes.bySubcategory]
      .filter(([key]) => key.startsWith(`${category}/`))
      .map(([key, lastmod]) => ({ slug: key.slice(category.length + 1), lastmod }))
      .filter(({ slug }) => !tabs || tabs.has(slug))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    return [
      page,
      ...subcategories.map(({ slug, lastmod }) => ({
        path: `/${category}?category=${encodeURIComponent(slug)}`,
        lastmod,
      })),
    ];
  });
}

/** The published collections (handles, in the shop's order) with listed products, as their page links them. */
export function collectionUrls(changes: CatalogueChanges, published: readonly string[]): SitemapUrl[] {
  return published.flatMap((handle) => {
    const lastmod = changes.byCollection.get(handle);
    return lastmod && handle !== 'all'
      ? [{ path: `/collections?collection=${encodeURIComponent(handle)}`, lastmod }]
      : [];
  });
}

export interface ChildSitemap {
  path: string;
  lastmod?: Date | undefined;
}

export function sitemapIndex(origin: string, children: readonly ChildSitemap[]): string {
  const entries = children.map(
    (child) =>
      `<sitemap><loc>${escapeXml(absoluteUrl(origin, child.path))}</loc>${child.lastmod ? `<lastmod>${w3cTime(child.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** The newest lastmod of a list of addresses (undefined for none). */
export const newestLastmod = (urls: readonly SitemapUrl[]) =>
  urls.length
    ? newestOf(
        urls.map((url) => url.lastmod),
        new Date(0),
      )
    : undefined;

export const productsFilePath = (file: number) => `/sitemaps/products-${file}.xml`;
