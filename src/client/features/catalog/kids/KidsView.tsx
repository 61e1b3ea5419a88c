// The kids' page (/kids): a category filter of the subcategories found in the data, chosen by
// ?category= (the nav's girls-*/boys-* links), then the list every page has: filters, sort
// and numbered pages, all held in the URL.
import { Baby } from 'lucide-react';
import { useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Field, Select } from '../../../components/ui/field';
import { facetCounts, useFacets } from '../api';
import { subcategoryChips } from '../chips';
import { useSubcategories } from '../use-subcategories';
import { EmptyState } from '../components/EmptyState';
import { filterQuery } from '../filters';
import { LIST_DEFAULTS } from '../list-state';
import { CatalogList } from '../list/CatalogList';
import type { FilterOptions } from '../list/FilterPanel';
import { useListState } from '../list/use-list-state';

const ALL = 'all';
const KIDS_FILTERS: FilterOptions = { sizeGroups: ['kids'], toggles: ['inStock', 'onSale'], materials: true };

export function KidsView() {
  const list = useListState(LIST_DEFAULTS);
  const category = new URLSearchParams(useSearch()).get('category')?.toLowerCase() || null;
  const facets = useFacets({ ...filterQuery(list.state.filters), category: 'kids' });
  const subcategories = useSubcategories();
  const options = subcategoryChips(subcategories, 'kids', facetCounts(facets), category);

  return (
    <div>
      <section className="bg-linear-to-br from-yellow-100 via-pink-100 to-sky-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
          <Badge tone="yellow" className="mb-4 gap-1 px-3 py-1 text-sm">
            <Baby aria-hidden="true" className="h-4 w-4" />
            All Ages
          </Badge>
          <h1 className="font-display text-4xl font-bold text-gray-900 sm:text-5xl">Kids Collection</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            Play-ready clothes for girls and boys: soft, tough and made to keep up.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Field label="Category" className="mb-8 sm:w-64">
          {(ids) => (
            <Select
              {...ids}
              value={category ?? ALL}
              onChange={(e) => list.setParams({ category: e.target.value === ALL ? null : e.target.value })}
            >
              <option value={ALL}>All Categories</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <CatalogList
          list={list}
          defaults={LIST_DEFAULTS}
          scope={{ category: 'kids', ...(category ? { subcategory: [category] } : {}) }}
          label="Kids products"
          options={KIDS_FILTERS}
          empty={
            <EmptyState title="No products found" description="Try adjusting your filters to see more products." />
          }
        />
      </div>
    </div>
  );
}
