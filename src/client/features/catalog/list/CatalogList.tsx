// Every product list's body: the filter sidebar (a drawer on small screens), the count and
// the sort, the grid of one numbered page and the links to the others. Filters, sort and page
// live in the URL (use-list-state.ts), so the server renders the same list the link names;
// page numbers are resolved to keyset cursors by shopPageQuery (page-cursors.ts).
import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { COUNT_CAP, formatCount, isCappedCount } from '../../../../shared/catalog/counts';
import { PAGE_SIZES } from '../../../../shared/store';
import { buttonClasses } from '../../../components/ui/button';
import { shopPageQuery, useShopPage, type ListQueryParams } from '../api';
import type { Chip } from '../chips';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import type { ProductCardVariant } from '../components/ProductCard';
import { GRID_COLUMNS_WITH_SIDEBAR, ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { activeFilterCount } from '../filters';
import { listQuery, type ListDefaults } from '../list-state';
import { pageRange, totalPages } from '../pagination';
import { FilterPanel, type FilterOptions } from './FilterPanel';
import { SortSelect } from './SortSelect';
import type { ListUrl } from './use-list-state';

const FilterDrawer = lazy(() => import('./FilterDrawer'));

const SKELETONS = 12;

export interface CatalogListProps {
  list: ListUrl;
  defaults: ListDefaults;
  /** What the page itself fixes (its category, tab or collection); it wins over the panel. */
  scope: ListQueryParams;
  /** Grid name for screen readers, e.g. "Women's products". */
  label: string;
  /** The panel's subcategory choices; none when the page has its own (tabs, chips). */
  subcategories?: readonly Chip[];
  options?: FilterOptions;
  variant?: ProductCardVariant;
  showViewDetails?: boolean;
  /** Shown when nothing matches and no filter is chosen. */
  empty: ReactNode;
  /** Lead with "{n} Products Found" (the collections page's wording) over the range shown. */
  found?: boolean;
}

/** Pages of a list; past a capped count ("10,000+"), as far as the shopper has gone and one more. */
function pageCount(total: number, page: number, hasNextPage: boolean): number {
  if (!isCappedCount(total)) return totalPages(total, PAGE_SIZES.shop);
  return Math.max(totalPages(COUNT_CAP, PAGE_SIZES.shop), page + (hasNextPage ? 1 : 0));
}

export function CatalogList({
  list,
  defaults,
  scope,
  label,
  subcategories = [],
  options,
  variant = 'compact',
  showViewDetails,
  empty,
  found = false,
}: CatalogListProps) {
  const { state, change, pageHref } = list;
  const query: ListQueryParams = { ...listQuery(state), ...scope };
  const result = useShopPage(query, state.page);
  const queryClient = useQueryClient();
  const [drawerRequested, setDrawerRequested] = useState(false);

  const data = result.data;
  const total = data?.totalCount ?? 0;
  const pages = pageCount(total, state.page, data?.hasNextPage ?? false);
  const { from, to } = pageRange(state.page, PAGE_SIZES.shop, isCappedCount(total) ? Number.MAX_SAFE_INTEGER : total);
  const loaded = data !== undefined && !result.isPlaceholderData;
  const chosen = activeFilterCount(state.filters, defaults.filters);

  // A page past the end (an old link) shows the last page instead.
  useEffect(() => {
    if (loaded && total > 0 && !isCappedCount(total) && state.page > pages)
      change({ type: 'page', page: pages }, { replace: true });
  });

  // The next page is usually what the shopper wants next (one request: after this page's endCursor).
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (loaded && state.page < pages)
      void queryClient.prefetchQuery(shopPageQuery(JSON.parse(queryKey) as ListQueryParams, state.page + 1));
  }, [loaded, state.page, pages, queryClient, queryKey]);

  const panel = {
    filters: state.filters,
    onChange: (filters: typeof state.filters) => change({ type: 'filters', filters }),
    onClear: () => change({ type: 'filters', filters: defaults.filters }),
    subcategories,
    ...(options ? { options } : {}),
  };
  const triggerLabel = chosen ? `Filters (${chosen})` : 'Filters';
  const triggerClassName = buttonClasses('outline', 'md', 'lg:hidden');
  const resultCount = data?.totalCount;
  const foundText = `${formatCount(total)} ${total === 1 ? 'Product' : 'Products'} Found`;

  let body: ReactNode;
  if (result.isPending) {
    body = (
      <ProductGridSkeleton
        count={SKELETONS}
        columns={GRID_COLUMNS_WITH_SIDEBAR}
        label={`Loading ${label.toLowerCase()}`}
      />
    );
  } else if (total === 0 && !result.isPlaceholderData) {
    body = chosen ? (
      <EmptyState
        title="No products match these filters"
        description="Try another size, color or price, or clear the filters."
        action={{ href: list.clearHref, label: 'Clear all filters' }}
      />
    ) : (
      empty
    );
  } else {
    body = (
      <>
        <ProductGrid
          products={data?.products ?? []}
          variant={variant}
          columns={GRID_COLUMNS_WITH_SIDEBAR}
          showViewDetails={showViewDetails}
          label={label}
          busy={result.isPlaceholderData}
          listColors={state.filters.colors}
        />
        <div className="mt-10">
          <Pagination
            page={Math.min(state.page, pages)}
            totalPages={pages}
            hrefFor={pageHref}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        </div>
      </>
    );
  }

  return (
    <div className="flex gap-8">
      <aside aria-label="Filters" className="hidden w-64 shrink-0 lg:block">
        <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2">
          <FilterPanel {...panel} />
        </div>
      </aside>

      <section aria-label="Products" className="min-w-0 flex-1">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="text-sm text-gray-600" aria-live="polite">
            {resultCount === undefined ? (
              <p>Loading products…</p>
            ) : total === 0 ? (
              <p>{found ? foundText : '0 products'}</p>
            ) : (
              <>
                {found ? <p className="text-base font-semibold text-gray-900">{foundText}</p> : null}
                <p className={found ? undefined : 'text-base font-semibold text-gray-900'}>
                  Showing {from}–{to} of {formatCount(total)} products
                </p>
                {/* Under the count found, the page is the pagination's to say. */}
                {found ? null : (
                  <p>
                    Page {Math.min(state.page, pages)} of{' '}
                    {isCappedCount(total) ? `${formatCount(pages)}+` : formatCount(pages)}
                  </p>
                )}
              </>
            )}
          </div>
          <div className="flex items-end gap-3">
            {drawerRequested ? (
              <Suspense
                fallback={
                  <button type="button" className={triggerClassName}>
                    <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                    {triggerLabel}
                  </button>
                }
              >
                <FilterDrawer
                  {...panel}
                  triggerLabel={triggerLabel}
                  triggerClassName={triggerClassName}
                  resultCount={resultCount}
                />
              </Suspense>
            ) : (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setDrawerRequested(true)}
                className={triggerClassName}
              >
                <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                {triggerLabel}
              </button>
            )}
            <SortSelect value={state.sort} onChange={(sort) => change({ type: 'sort', sort })} className="w-48" />
          </div>
        </div>
        {body}
      </section>
    </div>
  );
}
