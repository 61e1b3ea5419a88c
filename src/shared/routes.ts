// Which page an address shows, and which addresses the sitemap lists, from the page registry
// (pages.ts). The server reads these; a post's address is checked against the blog.
import { blogPostBySlug } from './blog-posts';
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
    return [path, ...also, ...formerly].filter((p): p is string => p !== undefined && !p.includes('/:')).map((p) => [p, page] as const);
  }),
);

const PREFIXES = PAGE_NAMES.flatMap((page) => {
  const prefix = prefixOf(page);
  return prefix ? [[prefix, page] as const] : [];
});

/** The addresses the sitemap lists: each page's own, less the shopper's, staff's and unlisted ones. */
export const LISTED_PATHS: readonly string[] = PAGE_NAMES.filter((page) => !pageIs(page, 'noindex') && !pageIs(page, 'unlisted'))
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
