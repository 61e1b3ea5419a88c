// The kids' page (/kids): a category filter of the subcategories found in the data,
// chosen by ?category= (the nav's girls-*/boys-* links), and a sort selector.
import { Baby } from 'lucide-react';
import type { Sort } from '../../../../shared/schemas/catalog';
import { PAGE_SIZES } from '../../../../shared/store';
import { Badge } from '../../../components/ui/badge';
import { Field, Select } from '../../../components/ui/field';
import { facetCounts, useFacets, useGrowingProductList } from '../api';
import { subcategoryChips } from '../chips';
import { EmptyState } from '../components/EmptyState';
import { GrowingResults } from '../components/GrowingResults';
import { ProductGridSkeleton } from '../components/ProductGrid';
import { useUrlParam } from '../use-url-param';

const SKELETONS = 8;
const ALL = 'all';

export const KIDS_SORTS: ReadonlyArray<{ value: Sort; label: string }> = [
  { value: 'featured', label: 'Featured' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
];

const isKidsSort = (value: string | null): value is Sort => KIDS_SORTS.some((s) => s.value === value);

export function KidsView() {
  const [categoryParam, setCategory] = useUrlParam('category');
  const [sortParam, setSort] = useUrlParam('sort');
  const category = categoryParam?.toLowerCase() || null;
  const sort: Sort = isKidsSort(sortParam) ? sortParam : 'featured';
  const facets = useFacets({ category: 'kids' });
  const options = subcategoryChips('kids', facetCounts(facets), category);
  const result = useGrowingProductList({
    category: 'kids',
    sort,
    first: PAGE_SIZES.shop,
    ...(category ? { subcategory: [category] } : {}),
  });

  return (
    <div>
      <section className="bg-linear-to-br from-yellow-100 via-pink-100 to-sky-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
          <Badge tone="yellow" className="mb-4 gap-1 px-3 py-1 text-sm">
            <Baby aria-hidden="true" className="h-4 w-4" />
            All Ages
          </Badge>
          <h1 className="font-display text-4xl font-bold text-gray-900 sm:text-5xl">Kids Collection</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">Play-ready clothes for girls and boys: soft, tough and made to keep up.</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Field label="Category" className="sm:w-64">
            {(ids) => (
              <Select {...ids} value={category ?? ALL} onChange={(e) => setCategory(e.target.value === ALL ? null : e.target.value)}>
                <option value={ALL}>All Categories</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Sort by" className="sm:w-64">
            {(ids) => (
              <Select {...ids} value={sort} onChange={(e) => setSort(e.target.value === 'featured' ? null : e.target.value, { replace: true })}>
                {KIDS_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <GrowingResults
          result={result}
          label="Kids products"
          variant="compact"
          loading={<ProductGridSkeleton count={SKELETONS} label="Loading kids collection" />}
          empty={<EmptyState title="No products found" description="Try adjusting your filters to see more products." />}
        />
      </div>
    </div>
  );
}
