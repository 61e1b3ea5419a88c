// Collections (/collections?collection=...): a tab per collection staff publish, with its
// banner, then the list every page has (filters, sort, numbered pages), filtered on the server
// and held in the URL.
import { useSearch } from 'wouter';
import { collectionName } from '../../../../shared/collections';
import type { TaxonomyCollection } from '../../../../shared/schemas/taxonomy';
import { TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTaxonomy } from '../../navigation';
import { facetCounts, useFacets } from '../api';
import { subcategoryChips, type Chip } from '../chips';
import { EmptyState } from '../components/EmptyState';
import { DEFAULT_COLLECTION_FILTERS, filterQuery, isCollectionSlug } from '../filters';
import { CATEGORIES } from '../../../../shared/store';
import type { Subcategories } from '../labels';
import { useSubcategories } from '../use-subcategories';
import type { ListDefaults } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { STANDARD_FILTERS, type FilterOptions } from '../list/FilterPanel';
import { useListState } from '../list/use-list-state';
import { CollectionBanner } from './CollectionBanner';
import { Lookbooks } from './Lookbooks';

const DEFAULTS: ListDefaults = { filters: DEFAULT_COLLECTION_FILTERS, sort: 'featured' };
const OPTIONS: FilterOptions = { ...STANDARD_FILTERS, toggles: ['inStock', 'onSale', 'featured', 'trending'] };

/** The whole shop's tab, until the published collections are read (or should they not be). */
const ALL: TaxonomyCollection = {
  id: 0,
  name: 'All Collections',
  handle: 'all',
  description: 'Every piece in the store, from everyday basics to statement looks.',
  imageUrl: null,
};

/** Subcategories found in the collection, else every section's own list. */
function subcategoryOptions(subcategories: Subcategories, counts: Parameters<typeof subcategoryChips>[2]): Chip[] {
  if (counts)
    return counts
      .filter((c) => c.count > 0)
      .map((c) => ({ value: c.value, label: subcategories.label(c.value), count: c.count }));
  const all = CATEGORIES.flatMap((section) => subcategoryChips(subcategories, section, null));
  return all.filter((chip, index) => all.findIndex((c) => c.value === chip.value) === index);
}

export function CollectionsView() {
  const list = useListState(DEFAULTS);
  const collectionParam = new URLSearchParams(useSearch()).get('collection');
  const published = useTaxonomy()?.collections ?? [];
  const collections = published.some((c) => c.handle === 'all') ? published : [ALL, ...published];
  const slug = isCollectionSlug(collectionParam, collections) ? collectionParam : 'all';
  const collection = collections.find((c) => c.handle === slug) ?? ALL;
  // Named as of today: a seasonal collection's name carries the season's year.
  const today = new Date();
  const name = collectionName(collection.name, today);
  const tabs = collections.map((c) => ({ value: c.handle, label: collectionName(c.name, today) }));
  const scope = slug === 'all' ? {} : { collection: slug };
  const facets = useFacets({ ...filterQuery(list.state.filters), ...scope });
  const subcategories = useSubcategories();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="font-display text-4xl font-bold text-gray-900">Collections</h1>
        <p className="mt-2 text-gray-600">Curated edits for every season, style and family member.</p>
      </header>
      <Tabs value={slug} onChange={(value) => list.setParams({ collection: value === 'all' ? null : value })}>
        <TabList label="Collections" items={tabs} value={slug} className="mb-6" />
        <TabPanel value={slug}>
          <CollectionBanner slug={slug} name={name} description={collection.description} />
          <div className="mt-8">
            <CatalogList
              list={list}
              defaults={DEFAULTS}
              scope={scope}
              label={`${name} products`}
              subcategories={subcategoryOptions(subcategories, facetCounts(facets))}
              options={OPTIONS}
              empty={
                <EmptyState
                  title="No products found"
                  description="Try adjusting your filters or browse other collections."
                />
              }
              found
            />
          </div>
        </TabPanel>
      </Tabs>

      <Lookbooks />
    </div>
  );
}
