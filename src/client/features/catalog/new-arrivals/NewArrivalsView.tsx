// New Arrivals (/new): the whole catalogue, newest first unless the shopper sorts otherwise,
// with the list every page has: filters, sort and numbered pages, held in the URL.
import { Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../components/EmptyState';
import { DEFAULT_LIST_FILTERS, filterQuery } from '../filters';
import type { ListDefaults } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { useListState } from '../list/use-list-state';
import { useSubcategoryChoices } from '../list/use-subcategory-choices';

/** Newest first is what the page is for, so it needs no ?sort= in its address. */
const DEFAULTS: ListDefaults = { filters: DEFAULT_LIST_FILTERS, sort: 'newest' };

export function NewArrivalsView() {
  const list = useListState(DEFAULTS);
  const subcategories = useSubcategoryChoices(filterQuery(list.state.filters));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <Badge tone="brand" className="mb-3 gap-1 px-3 py-1 text-sm">
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Just In
        </Badge>
        <h1 className="font-display text-4xl font-bold text-gray-900">New Arrivals</h1>
        <p className="mt-2 max-w-2xl text-gray-600">The latest pieces in the store, newest first.</p>
      </header>
      <CatalogList
        list={list}
        defaults={DEFAULTS}
        scope={{}}
        label="New arrivals"
        subcategories={subcategories}
        variant="default"
        empty={<EmptyState title="No new arrivals yet" description="New pieces land every week: check back soon." action={{ href: '/shop', label: 'Browse All Products' }} />}
      />
    </div>
  );
}
