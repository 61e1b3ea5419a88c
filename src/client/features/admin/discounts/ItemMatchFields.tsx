// Which products a rule reaches, each criterion a comma list typed as the products have it. All
// empty: every product. A product must meet each criterion filled in, and any value within one.
import { CATALOG_CATEGORIES } from '../../../../shared/schemas/catalog';
import { TextField } from '../form/fields';
import type { ItemMatchValues } from './form-values';

const CRITERIA: readonly { field: keyof ItemMatchValues; label: string; hint: string }[] = [
  {
    field: 'collections',
    label: 'Collections',
    hint: 'Their handles, as Collections lists them, e.g. summer, streetwear',
  },
  { field: 'categories', label: 'Categories', hint: `Any of: ${CATALOG_CATEGORIES.join(', ')}` },
  { field: 'tags', label: 'Tags', hint: 'As on the products, e.g. linen, party' },
  { field: 'sizes', label: 'Sizes', hint: 'e.g. S, M, L' },
  { field: 'colors', label: 'Colors', hint: 'e.g. Black, White' },
  { field: 'productIds', label: 'Product IDs', hint: 'The number in a product’s admin address (/admin/products/12)' },
];

export function ItemMatchFields({ prefix, legend }: { prefix: 'items' | 'buy.items' | 'get.items'; legend: string }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{legend}</legend>
      <p className="text-xs text-gray-600">
        Comma separated, all optional. Leave every box empty for all products; a product must match each box filled in.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {CRITERIA.map(({ field, label, hint }) => (
          <TextField
            key={field}
            name={`${prefix}.${field}`}
            label={
              <>
                <span className="sr-only">{legend}: </span>
                {label}
              </>
            }
            hint={hint}
          />
        ))}
      </div>
    </fieldset>
  );
}
