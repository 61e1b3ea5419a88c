// Trending Now and Featured (/featured): two tabs, each with its count under the shopper's
// filters, over the products carrying the real trending and featured flags; then the list
// every page has: filters, sort and numbered pages, all held in the URL.
import { Sparkles, TrendingUp } from 'lucide-react';
import { useSearch } from 'wouter';
import { formatCount } from '../../../../shared/catalog/counts';
import type { FacetName } from '../../../../shared/schemas/catalog';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { useFacets } from '../api';
import { EmptyState } from '../components/EmptyState';
import { filterQuery } from '../filters';
import { LIST_DEFAULTS } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { useListState } from '../list/use-list-state';
import { useSubcategoryChoices } from '../list/use-subcategory-choices';

const TABS = {
  trending: { label: 'Trending Now', Icon: TrendingUp, empty: 'No trending products found' },
  featured: { label: 'Featured', Icon: Sparkles, empty: 'No featured products found' },
} as const;
type Tab = keyof typeof TABS;
const TAB_COUNTS: readonly FacetName[] = ['featured', 'trending'];

export function FeaturedView() {
  const list = useListState(LIST_DEFAULTS);
  const tab: Tab = new URLSearchParams(useSearch()).get('tab') === 'featured' ? 'featured' : 'trending';
  const filters = filterQuery(list.state.filters);
  const counts = useFacets(filters, TAB_COUNTS);
  const scope = tab === 'featured' ? { featured: true } : { trending: true };
  const subcategories = useSubcategoryChoices({ ...filters, ...scope });

  const items = (Object.keys(TABS) as Tab[]).map((value) => {
    const { label, Icon } = TABS[value];
    const count = counts.data?.[value];
    return {
      value,
      label: (
        <>
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
          <span className="rounded-full bg-black/10 px-2 text-xs tabular-nums">
            {count === undefined ? '…' : formatCount(count)}
          </span>
        </>
      ),
    };
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 text-center">
        <h1 className="font-display text-4xl font-bold text-gray-900">Trending &amp; Featured</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600">
          What shoppers love right now, and the pieces our stylists picked for the season.
        </p>
      </header>
      <Tabs value={tab} onChange={(value) => list.setParams({ tab: value === 'trending' ? null : value })}>
        <TabList label="Product highlights" items={items} value={tab} className="mb-8 justify-center" />
        <TabPanel value={tab}>
          <CatalogList
            list={list}
            defaults={LIST_DEFAULTS}
            scope={scope}
            label={TABS[tab].label}
            subcategories={subcategories}
            showViewDetails
            variant="default"
            empty={
              <EmptyState
                title={TABS[tab].empty}
                description="Check back soon"
                action={{ href: '/shop', label: 'Browse All Products' }}
              />
            }
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
