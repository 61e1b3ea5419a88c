// The collections filters: subcategories, sizes, colours,
// materials, price, and the Featured, Trending and In Stock Only switches.
import type { ReactNode } from 'react';
import { COLORS, JEANS_SIZES, KIDS_SIZES, MATERIALS, SIZES } from '../../../../shared/store';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import type { Chip } from '../chips';
import { toggleValue, type CollectionFilters, type ListFilterKey } from '../filters';
import { swatchColor } from '../swatch';
import { CheckboxRow, ShowMoreList, Switch } from './controls';
import { PriceRange } from './PriceRange';

const SHOWN_SUBCATEGORIES = 8;
const SHOWN_COLORS = 8;
const SHOWN_MATERIALS = 6;
const SIZE_GROUPS = [
  { label: 'Clothing', sizes: SIZES },
  { label: 'Jeans', sizes: JEANS_SIZES },
  { label: 'Kids', sizes: KIDS_SIZES },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-gray-200 py-5 first:pt-0">
      <legend className="mb-3 float-left w-full text-sm font-semibold uppercase tracking-wide text-gray-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export interface FilterPanelProps {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
  onClear: () => void;
  subcategories: readonly Chip[];
  /** The drawer has its own title. */
  showHeading?: boolean;
}

export function FilterPanel({ filters, onChange, onClear, subcategories, showHeading = true }: FilterPanelProps) {
  const toggle = (key: ListFilterKey, value: string) => onChange({ ...filters, [key]: toggleValue(filters[key], value) });

  return (
    <div>
      <div className={cx('mb-5 flex items-center', showHeading ? 'justify-between' : 'justify-end')}>
        {showHeading ? <h2 className="text-lg font-semibold text-gray-900">Filters</h2> : null}
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear All
        </Button>
      </div>

      {subcategories.length > 0 ? (
        <Section title="Category">
          <ShowMoreList
            items={subcategories}
            initial={SHOWN_SUBCATEGORIES}
            noun="categories"
            render={(chip) => (
              <CheckboxRow
                key={chip.value}
                label={chip.count === undefined ? chip.label : `${chip.label} (${chip.count})`}
                checked={filters.subcategories.includes(chip.value)}
                onChange={() => toggle('subcategories', chip.value)}
              />
            )}
          />
        </Section>
      ) : null}

      <Section title="Size">
        <div className="space-y-3">
          {SIZE_GROUPS.map((group) => (
            <div key={group.label} role="group" aria-label={`${group.label} sizes`}>
              <p className="mb-1.5 text-xs text-gray-600">{group.label}</p>
              <div className="flex flex-wrap gap-1.5">
                {group.sizes.map((size) => {
                  const active = filters.sizes.includes(size);
                  return (
                    <button
                      key={size}
                      type="button"
                      aria-pressed={active}
                      onClick={() => toggle('sizes', size)}
                      className={cx(
                        'h-8 min-w-9 rounded-md border px-2 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
                        active ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
                      )}
                    >
                      {size}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Color">
        <ShowMoreList
          items={COLORS}
          initial={SHOWN_COLORS}
          noun="colors"
          render={(color) => (
            <CheckboxRow
              key={color}
              label={color}
              checked={filters.colors.includes(color)}
              onChange={() => toggle('colors', color)}
              adornment={<span aria-hidden="true" className="h-4 w-4 rounded-full border border-gray-300" style={{ backgroundColor: swatchColor(color) }} />}
            />
          )}
        />
      </Section>

      <Section title="Material">
        <ShowMoreList
          items={MATERIALS}
          initial={SHOWN_MATERIALS}
          noun="materials"
          render={(material) => (
            <CheckboxRow key={material} label={material} checked={filters.materials.includes(material)} onChange={() => toggle('materials', material)} />
          )}
        />
      </Section>

      <Section title="Price">
        <PriceRange value={filters.priceRange} onChange={(priceRange) => onChange({ ...filters, priceRange })} />
      </Section>

      <Section title="Show">
        <Switch label="Featured" checked={filters.featured} onChange={(featured) => onChange({ ...filters, featured })} />
        <Switch label="Trending" checked={filters.trending} onChange={(trending) => onChange({ ...filters, trending })} />
        <Switch label="In Stock Only" checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })} />
      </Section>
    </div>
  );
}
