// The filters every product list offers: subcategories (where the page has no chooser of its
// own), sizes, colors, materials, price, and the In Stock Only and On Sale switches (with
// Featured and Trending on the collections page).
import type { ReactNode } from 'react';
import { COLORS, JEANS_SIZES, KIDS_SIZES, MATERIALS, SIZES } from '../../../../shared/store';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import type { Chip } from '../chips';
import { toggleValue, type ListFilters, type ListFilterKey, type ToggleFilterKey } from '../filters';
import { swatchColor } from '../swatch';
import { CheckboxRow, ShowMoreList, Switch } from './controls';
import { PriceRange } from './PriceRange';

const SHOWN_SUBCATEGORIES = 8;
const SHOWN_COLORS = 8;
const SHOWN_MATERIALS = 6;
export const SIZE_GROUPS = {
  clothing: { label: 'Clothing', sizes: SIZES },
  jeans: { label: 'Jeans', sizes: JEANS_SIZES },
  kids: { label: 'Kids', sizes: KIDS_SIZES },
} as const;
export type SizeGroup = keyof typeof SIZE_GROUPS;

const TOGGLE_LABELS: Record<ToggleFilterKey, string> = {
  inStock: 'In Stock Only',
  onSale: 'On Sale',
  featured: 'Featured',
  trending: 'Trending',
};

/** Which parts a list offers: its sizes, and its switches (a list already on sale has no On Sale switch). */
export interface FilterOptions {
  sizeGroups: readonly SizeGroup[];
  toggles: readonly ToggleFilterKey[];
  materials: boolean;
}

export const STANDARD_FILTERS: FilterOptions = {
  sizeGroups: ['clothing', 'jeans', 'kids'],
  toggles: ['inStock', 'onSale'],
  materials: true,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-gray-200 py-5 first:pt-0">
      <legend className="mb-3 float-left w-full text-sm font-semibold uppercase tracking-wide text-gray-900">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export interface FilterPanelProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  onClear: () => void;
  /** None: the page chooses its subcategory itself (tabs or chips). */
  subcategories: readonly Chip[];
  options?: FilterOptions;
  /** The drawer has its own title. */
  showHeading?: boolean;
}

export function FilterPanel({
  filters,
  onChange,
  onClear,
  subcategories,
  options = STANDARD_FILTERS,
  showHeading = true,
}: FilterPanelProps) {
  const toggle = (key: ListFilterKey, value: string) =>
    onChange({ ...filters, [key]: toggleValue(filters[key], value) });

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
          {options.sizeGroups
            .map((key) => SIZE_GROUPS[key])
            .map((group) => (
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
                          active
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
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
              adornment={
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded-full border border-gray-300"
                  style={{ backgroundColor: swatchColor(color) }}
                />
              }
            />
          )}
        />
      </Section>

      {options.materials ? (
        <Section title="Material">
          <ShowMoreList
            items={MATERIALS}
            initial={SHOWN_MATERIALS}
            noun="materials"
            render={(material) => (
              <CheckboxRow
                key={material}
                label={material}
                checked={filters.materials.includes(material)}
                onChange={() => toggle('materials', material)}
              />
            )}
          />
        </Section>
      ) : null}

      <Section title="Price">
        <PriceRange value={filters.priceRange} onChange={(priceRange) => onChange({ ...filters, priceRange })} />
      </Section>

      {options.toggles.length ? (
        <Section title="Show">
          {options.toggles.map((key) => (
            <Switch
              key={key}
              label={TOGGLE_LABELS[key]}
              checked={filters[key]}
              onChange={(on) => onChange({ ...filters, [key]: on })}
            />
          ))}
        </Section>
      ) : null}
    </div>
  );
}
