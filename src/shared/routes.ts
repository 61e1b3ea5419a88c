// Which page an address shows, which addresses have moved, and which addresses the sitemap
// lists, from the page registry (pages.ts). The server reads these; a post's address is checked
// against the blog.
import { blogPostByFormerSlug, blogPostBySlug, blogPostPath } from './blog-posts';
import { movedCollectionSearch } from './collections';
import { PAGE_NAMES, pageDefinition, pageIs, type PageName } from './pages';

/** The address's start for a page with a parameter or screens of its own: `/product/`. */
function prefixOf(page: PageName): string | undefined {
  const { path, nested } = pageDefinition(page);
  if (!path) return undefined;
  if (path.includes('/:')) return path.slice(0, path.indexOf(':'));
  return nested ? `${path}/` : undefined;
}

/** Addresses with no parameter, each with the page it shows. */
const EXACT = new Map<string, PageName>(
  PAGE_NAMES.flatMap((page) => {
    const { path, also = [], formerly = [] } = pageDefinition(page);
    return [path, ...also, ...formerly]
      .filter((p): p is string => p !== undefined && !p.includes('/:'))
      .map((p) => [p, page] as const);
  }),
);

const PREFIXES = PAGE_NAMES.flatMap((page) => {
  const prefix = prefixOf(page);
  return prefix ? [[prefix, page] as const] : [];
});

/** The addresses the sitemap lists: each page's own, less the shopper's, staff's and unlisted ones. */
export const LISTED_PATHS: readonly string[] = PAGE_NAMES.filter(
  (page) => !pageIs(page, 'noindex') && !pageIs(page, 'unlisted'),
)
  .map((page) => pageDefinition(page).path)
  .filter((path): path is string => path !== undefined && !path.includes('/:'));

/** The page a path shows; NotFound for paths the store does not have. */
export function pageFor(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT.get(path);
  if (exact) return exact;
  // A post the blog does not have answers 404 (its page says so too).
  if (path.startsWith('/blog/')) return blogPostBySlug(path.slice('/blog/'.length)) ? 'BlogPost' : 'NotFound';
  for (const [prefix, page] of PREFIXES) if (path.startsWith(prefix) && path.length > prefix.length) return page;
  return 'NotFound';
}

/**
 * Where an address has moved for good, its query kept: a post's or a collection's former slug
 * (`/blog/spring-2025-fashion-trends`, `/collections?collection=summer-25`). Undefined when it
 * has not moved. `search` is the query without its "?".
 */
export function movedAddress(pathname: string, search: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = search ? `?${search}` : '';
  if (path.startsWith('/blog/')) {
    const post = blogPostByFormerSlug(path.slice('/blog/'.length));
    return post && `${blogPostPath(post)}${query}`;
  }
  if (path === '/collections') {
    const moved = movedCollectionSearch(search);
    return moved === undefined ? undefined : `/collections?${moved}`;
  }
  return undefined;
}
