// Trending Now and Featured (/featured): two tabs, each with its count, over the products
// carrying the real trending and featured flags.
import { Sparkles, TrendingUp } from 'lucide-react';
import { PAGE_SIZES } from '../../../../shared/store';
import { useGrowingProductList } from '../api';
import { EmptyState } from '../components/EmptyState';
import { GrowingResults } from '../components/GrowingResults';
import { ProductGridSkeleton } from '../components/ProductGrid';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { useUrlParam } from '../use-url-param';

const SKELETONS = 8;

const TABS = {
  trending: { label: 'Trending Now', Icon: TrendingUp, empty: 'No trending products found' },
  featured: { label: 'Featured', Icon: Sparkles, empty: 'No featured products found' },
} as const;
type Tab = keyof typeof TABS;

export function FeaturedView() {
  const [tabParam, setTab] = useUrlParam('tab');
  const tab: Tab = tabParam === 'featured' ? 'featured' : 'trending';
  const lists = {
    trending: useGrowingProductList({ trending: true, first: PAGE_SIZES.shop }),
    featured: useGrowingProductList({ featured: true, first: PAGE_SIZES.shop }),
  };

  const items = (Object.keys(TABS) as Tab[]).map((value) => {
    const { label, Icon } = TABS[value];
    const count = lists[value].data?.totalCount;
    return {
      value,
      label: (
        <>
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
          <span className="rounded-full bg-black/10 px-2 text-xs tabular-nums">{count ?? '…'}</span>
        </>
      ),
    };
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 text-center">
        <h1 className="font-display text-4xl font-bold text-gray-900">Trending &amp; Featured</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600">What shoppers love right now, and the pieces our stylists picked for the season.</p>
      </header>
      <Tabs value={tab} onChange={(value) => setTab(value === 'trending' ? null : value, { replace: true })}>
        <TabList label="Product highlights" items={items} value={tab} className="mb-8 justify-center" />
        <TabPanel value={tab}>
          <GrowingResults
            result={lists[tab]}
            label={TABS[tab].label}
            showViewDetails
            loading={<ProductGridSkeleton count={SKELETONS} label={`Loading ${TABS[tab].label.toLowerCase()}`} />}
            empty={<EmptyState title={TABS[tab].empty} description="Check back soon" action={{ href: '/shop', label: 'Browse All Products' }} />}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
