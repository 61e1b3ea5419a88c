// Discover Collections on the home page: filters, the subcategory panel, grid or
// list view, and at most PAGE_SIZES.homeExplorer products straight from the server.
import { useReducer, useState } from 'react';
import { Link } from 'wouter';
import { PAGE_SIZES } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cx } from '../../lib/cx';
import { useProductList, ProductCard } from '../catalog';
import { useCategoryMenus } from '../navigation';
import { FilterBar, SubcategoryPanel, ViewToggle } from './ExplorerFilters';
import {
  EXPLORER_FILTERS,
  explorerParams,
  explorerReducer,
  INITIAL_EXPLORER,
  subcategoryGroups,
} from './explorer-state';

// The shared card is a column; in list view its image sits beside the details from sm up.
const LIST_CARD =
  'w-full sm:flex-row sm:[&>div:first-child]:w-48 sm:[&>div:first-child]:shrink-0 sm:[&>div:first-child]:aspect-square';

export function ProductExplorer() {
  const [state, dispatch] = useReducer(explorerReducer, INITIAL_EXPLORER);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const { data, isPending, isPlaceholderData } = useProductList(explorerParams(state));
  const products = (data?.products ?? []).slice(0, PAGE_SIZES.homeExplorer);
  const total = data?.totalCount ?? 0;
  const menus = useCategoryMenus();
  const groups = subcategoryGroups(state.filter, menus);
  const filterLabel = EXPLORER_FILTERS.find((f) => f.id === state.filter)?.label ?? '';

  return (
    <section aria-labelledby="explorer-title" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl space-y-6 px-4">
        <div className="text-center">
          <h2 id="explorer-title" className="font-display text-3xl font-bold text-gray-900 sm:text-4xl">
            Discover Collections
          </h2>
          <p className="mt-2 text-gray-600">Explore what is trending, featured and new across the store.</p>
        </div>
        <FilterBar value={state.filter} onChange={(filter) => dispatch({ type: 'filter', filter })} />
        {groups ? (
          <SubcategoryPanel
            label={filterLabel}
            groups={groups}
            selected={state.subcategory}
            onToggle={(slug) => dispatch({ type: 'subcategory', slug })}
            onClear={() => dispatch({ type: 'clear' })}
          />
        ) : null}
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-gray-600" aria-live="polite">
            {isPending ? 'Loading products...' : `Showing ${products.length} of ${total} products`}
          </p>
          <ViewToggle value={view} onChange={setView} />
        </div>
        {isPending ? (
          <div
            role="status"
            aria-label="Loading products"
            className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          >
            {Array.from({ length: PAGE_SIZES.homeExplorer }, (_, i) => (
              <div key={i} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                <Skeleton className="aspect-[4/5] w-full rounded-none" />
                <div className="space-y-3 p-4">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-5 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : products.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
            <h3 className="text-lg font-semibold text-gray-900">No products found</h3>
            <p className="mt-1 text-gray-600">Try adjusting your search terms or filter selection...</p>
          </div>
        ) : (
          <ul
            aria-label="Products"
            data-view={view}
            aria-busy={isPlaceholderData}
            className={cx(
              'grid gap-3 transition-opacity sm:gap-6',
              view === 'grid' ? 'grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1 lg:grid-cols-2',
              isPlaceholderData && 'opacity-60',
            )}
          >
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} variant="home" className={view === 'list' ? LIST_CARD : 'w-full'} />
              </li>
            ))}
          </ul>
        )}
        {total > PAGE_SIZES.homeExplorer ? (
          <div className="text-center">
            <Link href="/shop" className={buttonClasses('primary', 'lg')}>
              View All Products
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
