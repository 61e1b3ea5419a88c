// The women's and men's pages: tabs by subcategory, chosen by ?category= (the nav's links),
// then the list every page has: filters, sort and numbered pages, all held in the URL.
import { useSearch } from 'wouter';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { EmptyState } from '../components/EmptyState';
import { LIST_DEFAULTS } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import type { FilterOptions } from '../list/FilterPanel';
import { useListState } from '../list/use-list-state';
import { useSubcategories } from '../use-subcategories';

const ADULT_FILTERS: FilterOptions = {
  sizeGroups: ['clothing', 'jeans'],
  toggles: ['inStock', 'onSale'],
  materials: true,
};

const SECTIONS = {
  women: {
    title: "Women's Collection",
    intro: 'Dresses, denim, tops and the finishing touches: jewelry, wigs and accessories.',
    possessive: "women's",
  },
  men: {
    title: "Men's Collection",
    intro: 'Everyday polos and tees, sharp trousers and hard-wearing cargos.',
    possessive: "men's",
  },
} as const;

export type Section = keyof typeof SECTIONS;

export function SectionView({ section }: { section: Section }) {
  const config = SECTIONS[section];
  // The section's subcategories as the shop's menu lists them (renamed, reordered or hidden by staff).
  const subcategories = useSubcategories();
  const tabs = [
    { value: 'all', label: 'All' },
    ...subcategories.slugs[section].map((slug) => ({ value: slug, label: subcategories.label(slug) })),
  ];
  const list = useListState(LIST_DEFAULTS);
  const categoryParam = new URLSearchParams(useSearch()).get('category')?.toLowerCase();
  const active = tabs.some((t) => t.value === categoryParam) ? (categoryParam as string) : 'all';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <h1 className="font-display text-4xl font-bold text-gray-900">{config.title}</h1>
        <p className="mt-2 max-w-2xl text-gray-600">{config.intro}</p>
      </header>
      <Tabs value={active} onChange={(value) => list.setParams({ category: value === 'all' ? null : value })}>
        <TabList label={`${config.title} categories`} items={tabs} value={active} className="mb-8" />
        <TabPanel value={active}>
          <CatalogList
            list={list}
            defaults={LIST_DEFAULTS}
            scope={{ category: section, ...(active === 'all' ? {} : { subcategory: [active] }) }}
            label={config.title}
            options={ADULT_FILTERS}
            variant="default"
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
