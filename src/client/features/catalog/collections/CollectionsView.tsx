// Collections (/collections?collection=...): a tab per collection with its banner, the
// filter sidebar (a drawer on small screens) and the grid, filtered on the server.
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { COLLECTIONS, type CollectionSlug } from '../../../../shared/store';
import { buttonClasses } from '../../../components/ui/button';
import { facetCounts, filterParams, useFacets, useGrowingProductList } from '../api';
import { subcategoryChips, type Chip } from '../chips';
import { EmptyState } from '../components/EmptyState';
import { GrowingResults } from '../components/GrowingResults';
import { GRID_COLUMNS_WITH_SIDEBAR, ProductGridSkeleton } from '../components/ProductGrid';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { activeFilterCount, collectionQueryParams, DEFAULT_COLLECTION_FILTERS, isCollectionSlug, type CollectionFilters } from '../filters';
import { subcategoryLabel } from '../labels';
import { useUrlParam } from '../use-url-param';
import { CollectionBanner } from './CollectionBanner';
import { FilterPanel } from './FilterPanel';
import { Lookbooks } from './Lookbooks';

const FilterDrawer = lazy(() => import('./FilterDrawer'));

const SKELETONS = 12;
const TABS = COLLECTIONS.map((c) => ({ value: c.slug, label: c.name }));

/** Subcategories found in the collection, else every section's own list. */
function subcategoryOptions(counts: Parameters<typeof subcategoryChips>[1]): Chip[] {
  if (counts) return counts.filter((c) => c.count > 0).map((c) => ({ value: c.value, label: subcategoryLabel(c.value), count: c.count }));
  const all = (['women', 'men', 'kids'] as const).flatMap((section) => subcategoryChips(section, null));
  return all.filter((chip, index) => all.findIndex((c) => c.value === chip.value) === index);
}

export function CollectionsView() {
  const [collectionParam, setCollection] = useUrlParam('collection');
  const slug: CollectionSlug = isCollectionSlug(collectionParam) ? collectionParam : 'all';
  const collection = COLLECTIONS.find((c) => c.slug === slug) ?? COLLECTIONS[0];
  const [filters, setFilters] = useState<CollectionFilters>(DEFAULT_COLLECTION_FILTERS);
  const [drawerRequested, setDrawerRequested] = useState(false);

  const params = collectionQueryParams(slug, filters);
  const result = useGrowingProductList(params);
  const facets = useFacets(filterParams(params));
  const count = result.data?.totalCount;
  const chosen = activeFilterCount(filters);

  const panel = {
    filters,
    onChange: setFilters,
    onClear: () => setFilters(DEFAULT_COLLECTION_FILTERS),
    subcategories: subcategoryOptions(facetCounts(facets)),
  };
  const triggerLabel = chosen ? `Filters (${chosen})` : 'Filters';
  const triggerClassName = buttonClasses('outline', 'md', 'lg:hidden');

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="font-display text-4xl font-bold text-gray-900">Collections</h1>
        <p className="mt-2 text-gray-600">Curated edits for every season, style and family member.</p>
      </header>
      <Tabs value={slug} onChange={(value) => setCollection(value === 'all' ? null : value)}>
        <TabList label="Collections" items={TABS} value={slug} className="mb-6" />
        <TabPanel value={slug}>
          <CollectionBanner slug={slug} name={collection.name} description={collection.description} />

          <div className="mt-8 flex gap-8">
            <aside aria-label="Filters" className="hidden w-64 shrink-0 lg:block">
              <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2">
                <FilterPanel {...panel} />
              </div>
            </aside>

            <section aria-label="Products" className="min-w-0 flex-1">
              <div className="mb-6 flex items-center justify-between gap-4">
                <p className="text-lg font-semibold text-gray-900" aria-live="polite">
                  {count === undefined ? 'Loading products…' : `${count} Products Found`}
                </p>
                {drawerRequested ? (
                  <Suspense
                    fallback={
                      <button type="button" className={triggerClassName}>
                        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                        {triggerLabel}
                      </button>
                    }
                  >
                    <FilterDrawer {...panel} triggerLabel={triggerLabel} triggerClassName={triggerClassName} resultCount={count} />
                  </Suspense>
                ) : (
                  <button type="button" aria-haspopup="dialog" onClick={() => setDrawerRequested(true)} className={triggerClassName}>
                    <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                    {triggerLabel}
                  </button>
                )}
              </div>
              <GrowingResults
                result={result}
                label={`${collection.name} products`}
                variant="compact"
                columns={GRID_COLUMNS_WITH_SIDEBAR}
                loading={<ProductGridSkeleton count={SKELETONS} columns={GRID_COLUMNS_WITH_SIDEBAR} label="Loading collection" />}
                empty={<EmptyState title="No products found" description="Try adjusting your filters or browse other collections." />}
              />
            </section>
          </div>
        </TabPanel>
      </Tabs>

      <Lookbooks />
    </div>
  );
}
