// The shop (/shop): search, category tabs, subcategory chips and a numbered grid of 48 a
// page, all answered by the server and all held in the URL. Page numbers are resolved to
// keyset cursors by shopPageQuery (page-cursors.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CATEGORIES, PAGE_SIZES, type Category } from '../../../../shared/store';
import { Spinner } from '../../../components/ui/spinner';
import { facetCounts, shopPageQuery, useFacets, useShopPage } from '../api';
import { subcategoryChips } from '../chips';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { pageRange, totalPages } from '../pagination';
import { shopFilters } from '../shop-state';
import { ShopSearch } from './ShopSearch';
import { SubcategoryChips } from './SubcategoryChips';
import { useShopState } from './use-shop-state';

const CATEGORY_TABS = [{ value: 'all', label: 'All' }, ...CATEGORIES.map((c) => ({ value: c, label: c.charAt(0).toUpperCase() + c.slice(1) }))];

export function ShopView() {
  const [state, change] = useShopState();
  const filters = shopFilters(state);
  const list = useShopPage(filters, state.page);
  const facets = useFacets(state.category ? { category: state.category, ...(state.query ? { query: state.query } : {}) } : {});
  const queryClient = useQueryClient();

  const total = list.data?.totalCount ?? 0;
  const pages = totalPages(total, PAGE_SIZES.shop);
  const { from, to } = pageRange(state.page, PAGE_SIZES.shop, total);
  const loaded = list.data !== undefined && !list.isPlaceholderData;

  // A page past the end (an old link) shows the last page instead.
  useEffect(() => {
    if (loaded && total > 0 && state.page > pages) change({ type: 'page', page: pages }, { replace: true });
  });

  // The next page is usually what the shopper wants next (one request: after this page's endCursor).
  useEffect(() => {
    if (loaded && state.page < pages) void queryClient.prefetchQuery(shopPageQuery(filters, state.page + 1));
  });

  const goToPage = (page: number) => {
    change({ type: 'page', page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl font-bold text-gray-900">Shop All</h1>
          <p className="mt-2 text-gray-600">Everything in the store, for women, men and kids.</p>
        </div>
        <ShopSearch query={state.query} onSearch={(query, options) => change({ type: 'query', query }, options)} />
      </header>

      <Tabs value={state.category ?? 'all'} onChange={(value) => change({ type: 'category', category: value === 'all' ? null : (value as Category) })}>
        <div className="mb-6 space-y-4">
          <TabList label="Categories" items={CATEGORY_TABS} value={state.category ?? 'all'} />
          {state.category ? (
            <SubcategoryChips
              chips={subcategoryChips(state.category, facetCounts(facets), state.subcategory)}
              active={state.subcategory}
              onSelect={(subcategory) => change({ type: 'subcategory', subcategory })}
            />
          ) : null}
        </div>

        <TabPanel value={state.category ?? 'all'}>
          {list.isPending ? (
            <p role="status" className="flex items-center justify-center gap-3 py-24 text-gray-600">
              <Spinner className="h-6 w-6 text-brand-700" />
              Loading shop collection...
            </p>
          ) : total === 0 && !list.isPlaceholderData ? (
            <EmptyState
              title="No products found"
              description="Try adjusting your search terms or filter selection."
              action={state.query || state.category ? { href: '/shop', label: 'Browse All Products' } : undefined}
            />
          ) : (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600" aria-live="polite">
                <p>
                  Showing {from}–{to} of {total} products
                </p>
                <p>
                  Page {Math.min(state.page, pages)} of {pages}
                </p>
              </div>
              <ProductGrid products={list.data?.products ?? []} busy={list.isPlaceholderData} label="Shop products" />
              <div className="mt-10">
                <Pagination page={state.page} totalPages={pages} onPageChange={goToPage} />
              </div>
            </>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
