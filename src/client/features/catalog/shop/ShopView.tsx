// The shop (/shop): search, category tabs, subcategory chips, the filters and sort every list
// has, and a numbered grid of 48 a page, all answered by the server and all held in the URL.
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { CATEGORIES, type Category } from '../../../../shared/store';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { facetCounts, useFacets } from '../api';
import { subcategoryChips } from '../chips';
import { useSubcategories } from '../use-subcategories';
import { EmptyState } from '../components/EmptyState';
import { filterQuery } from '../filters';
import { LIST_DEFAULTS } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { useListState } from '../list/use-list-state';
import { nextShopState, parseShopState, shopFilters, type ShopChange } from '../shop-state';
import { ShopSearch } from './ShopSearch';
import { SubcategoryChips } from './SubcategoryChips';

const CATEGORY_TABS = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: c.charAt(0).toUpperCase() + c.slice(1) })),
];

export function ShopView() {
  const list = useListState(LIST_DEFAULTS);
  const search = useSearch();
  const shop = useMemo(() => parseShopState(search), [search]);
  const scope = shopFilters(shop);
  const facets = useFacets(shop.category ? { ...filterQuery(list.state.filters), ...scope } : {});
  const subcategories = useSubcategories();

  const change = (next: ShopChange, options?: { replace?: boolean }) => {
    const { category, subcategory, query } = nextShopState(shop, next);
    list.setParams({ category, subcategory, query: query.trim() || null }, options);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl font-bold text-gray-900">Shop All</h1>
          <p className="mt-2 text-gray-600">Everything in the store, for women, men and kids.</p>
        </div>
        <ShopSearch query={shop.query} onSearch={(query, options) => change({ type: 'query', query }, options)} />
      </header>

      <Tabs
        value={shop.category ?? 'all'}
        onChange={(value) => change({ type: 'category', category: value === 'all' ? null : (value as Category) })}
      >
        <div className="mb-6 space-y-4">
          <TabList label="Categories" items={CATEGORY_TABS} value={shop.category ?? 'all'} />
          {shop.category ? (
            <SubcategoryChips
              chips={subcategoryChips(subcategories, shop.category, facetCounts(facets), shop.subcategory)}
              active={shop.subcategory}
              onSelect={(subcategory) => change({ type: 'subcategory', subcategory })}
            />
          ) : null}
        </div>

        <TabPanel value={shop.category ?? 'all'}>
          <CatalogList
            list={list}
            defaults={LIST_DEFAULTS}
            scope={scope}
            label="Shop products"
            variant="default"
            empty={
              <EmptyState
                title="No products found"
                description="Try adjusting your search terms or filter selection."
                action={shop.query || shop.category ? { href: '/shop', label: 'Browse All Products' } : undefined}
              />
            }
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
