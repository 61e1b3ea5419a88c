// The sale (/sale): every product whose compare-at price is above its price, from every
// section, with the list every page has: filters, sort and numbered pages, held in the URL.
import { Tag } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../components/EmptyState';
import { filterQuery } from '../filters';
import { LIST_DEFAULTS } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import { STANDARD_FILTERS, type FilterOptions } from '../list/FilterPanel';
import { useListState } from '../list/use-list-state';
import { useSubcategoryChoices } from '../list/use-subcategory-choices';

const SCOPE = { onSale: true } as const;
/** Everything here is on sale already. */
const SALE_FILTERS: FilterOptions = { ...STANDARD_FILTERS, toggles: ['inStock'] };

export function SaleView() {
  const list = useListState(LIST_DEFAULTS);
  const subcategories = useSubcategoryChoices({ ...filterQuery(list.state.filters), ...SCOPE });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <Badge tone="pink" className="mb-3 gap-1 px-3 py-1 text-sm">
          <Tag aria-hidden="true" className="h-4 w-4" />
          Reduced
        </Badge>
        <h1 className="font-display text-4xl font-bold text-gray-900">Sale</h1>
        <p className="mt-2 max-w-2xl text-gray-600">
          Pieces for women, men and kids, marked down from their usual price while they last.
        </p>
      </header>
      <CatalogList
        list={list}
        defaults={LIST_DEFAULTS}
        scope={SCOPE}
        label="Sale products"
        subcategories={subcategories}
        options={SALE_FILTERS}
        variant="default"
        empty={
          <EmptyState
            title="Nothing on sale right now"
            description="Markdowns come often: check back soon."
            action={{ href: '/shop', label: 'Browse All Products' }}
          />
        }
      />
    </div>
  );
}
