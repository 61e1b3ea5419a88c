// New Arrivals (/new): the products that arrived in the store's window (a setting, 30 days
// unless the owner chose otherwise), newest first unless the shopper sorts otherwise, with how
// many there are, and the list every page has: filters, sort and numbered pages, held in the URL.
import { Sparkles } from 'lucide-react';
import { formatCount } from '../../../../shared/catalog/counts';
import { Badge } from '../../../components/ui/badge';
import { useNewArrivals } from '../api';
import { EmptyState } from '../components/EmptyState';
import { DEFAULT_LIST_FILTERS, filterQuery } from '../filters';
import type { ListDefaults } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { useListState } from '../list/use-list-state';
import { useSubcategoryChoices } from '../list/use-subcategory-choices';

/** Newest first is what the page is for, so it needs no ?sort= in its address. */
const DEFAULTS: ListDefaults = { filters: DEFAULT_LIST_FILTERS, sort: 'newest' };
const SCOPE = { newArrivals: true } as const;

/** "today", "in the last week", "in the last 4 weeks", "in the last 10 days". */
export function arrivedWithin(days: number): string {
  if (days === 1) return 'today';
  if (days === 7) return 'in the last week';
  return days % 7 === 0 ? `in the last ${days / 7} weeks` : `in the last ${days} days`;
}

/** The line under the heading: how many arrived (when the catalogue can say), and over how long. */
export function arrivalsText(count: number | null, days: number): string {
  if (count === null) return `The pieces that arrived ${arrivedWithin(days)}, newest first.`;
  if (count === 0) return `Nothing new has arrived ${arrivedWithin(days)}: new pieces land every week.`;
  return `${formatCount(count)} new ${count === 1 ? 'piece' : 'pieces'} arrived ${arrivedWithin(days)}, newest first.`;
}

export function NewArrivalsView() {
  const list = useListState(DEFAULTS);
  const subcategories = useSubcategoryChoices({ ...filterQuery(list.state.filters), ...SCOPE });
  const arrivals = useNewArrivals().data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <Badge tone="brand" className="mb-3 gap-1 px-3 py-1 text-sm">
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Just In
        </Badge>
        <h1 className="font-display text-4xl font-bold text-gray-900">New Arrivals</h1>
        <p className="mt-2 max-w-2xl text-gray-600">
          {arrivals ? arrivalsText(arrivals.count, arrivals.days) : 'The latest pieces in the store, newest first.'}
        </p>
      </header>
      <CatalogList
        list={list}
        defaults={DEFAULTS}
        scope={SCOPE}
        label="New arrivals"
        subcategories={subcategories}
        variant="default"
        empty={
          <EmptyState
            title={arrivals ? `No new arrivals ${arrivedWithin(arrivals.days)}` : 'No new arrivals yet'}
            description="New pieces land every week: check back soon."
            action={{ href: '/shop', label: 'Browse All Products' }}
          />
        }
      />
    </div>
  );
}
