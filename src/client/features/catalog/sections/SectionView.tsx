// The women's and men's pages: tabs by subcategory, chosen by ?category= (the nav's links)
// and written back to the URL when the shopper switches tabs.
import { PAGE_SIZES, slugify } from '../../../../shared/store';
import { Spinner } from '../../../components/ui/spinner';
import { useGrowingProductList } from '../api';
import { EmptyState } from '../components/EmptyState';
import { GrowingResults } from '../components/GrowingResults';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { MEN_SUBCATEGORIES, WOMEN_SUBCATEGORIES } from '../labels';
import { useUrlParam } from '../use-url-param';

const SECTIONS = {
  women: {
    title: "Women's Collection",
    intro: 'Dresses, denim, tops and the finishing touches: jewelry, wigs and accessories.',
    subcategories: WOMEN_SUBCATEGORIES,
    loading: "Loading women's collection...",
    possessive: "women's",
  },
  men: {
    title: "Men's Collection",
    intro: 'Everyday polos and tees, sharp trousers and hard-wearing cargos.',
    subcategories: MEN_SUBCATEGORIES,
    loading: "Loading men's collection...",
    possessive: "men's",
  },
} as const;

export type Section = keyof typeof SECTIONS;

export function SectionView({ section }: { section: Section }) {
  const config = SECTIONS[section];
  const tabs = [{ value: 'all', label: 'All' }, ...config.subcategories.map((name) => ({ value: slugify(name), label: name }))];
  const [categoryParam, setCategory] = useUrlParam('category');
  const active = tabs.some((t) => t.value === categoryParam?.toLowerCase()) ? (categoryParam as string).toLowerCase() : 'all';
  const result = useGrowingProductList({
    category: section,
    first: PAGE_SIZES.shop,
    ...(active === 'all' ? {} : { subcategory: [active] }),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <h1 className="font-display text-4xl font-bold text-gray-900">{config.title}</h1>
        <p className="mt-2 max-w-2xl text-gray-600">{config.intro}</p>
      </header>
      <Tabs value={active} onChange={(value) => setCategory(value === 'all' ? null : value)}>
        <TabList label={`${config.title} categories`} items={tabs} value={active} className="mb-8" />
        <TabPanel value={active}>
          <GrowingResults
            result={result}
            label={config.title}
            loading={
              <p role="status" className="flex items-center justify-center gap-3 py-24 text-gray-600">
                <Spinner className="h-6 w-6 text-brand-700" />
                {config.loading}
              </p>
            }
            empty={
              <EmptyState
                title="No Products Found"
                description={`We're working on adding more products to our ${config.possessive} collection. Check back soon!`}
                action={{ href: '/shop', label: 'Browse All Products' }}
              />
            }
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
