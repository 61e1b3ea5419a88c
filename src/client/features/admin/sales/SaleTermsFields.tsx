// What a sale marks down and by how much: a percentage off or one sale price, for chosen products
// or every product of a collection. Fixed once the sale has started.
import { useWatch } from 'react-hook-form';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { ChoiceField, CountField, MoneyField, SelectField } from '../form/fields';
import { COVERAGES, MARKDOWNS, type SaleFormValues } from './form-values';
import { useAdminCollections } from '../taxonomy/api';
import { saleCollections } from './labels';
import { ProductPicker } from './ProductPicker';

export function SaleTermsFields({ fixed, named }: { fixed: boolean; named: AdminSale['products'] }) {
  const [markdown, covers, chosen] = useWatch<SaleFormValues, ['markdown', 'covers', 'collection']>({
    name: ['markdown', 'covers', 'collection'],
  });
  // The shop's collections as staff keep them (and always the sale's own, should it be gone).
  const collections = saleCollections(useAdminCollections().data ?? []);
  if (chosen && !(chosen in collections)) collections[chosen] = chosen;
  const choices = { '': 'Choose a collection', ...collections };
  return (
    <fieldset disabled={fixed} className="space-y-6">
      <legend className="font-semibold text-gray-900">What it marks down</legend>
      {fixed ? (
        <p className="text-sm text-gray-600">
          Fixed while the sale runs, as is its start. To change them, end this sale and schedule another.
        </p>
      ) : null}
      <div className="space-y-3">
        <ChoiceField name="markdown" legend="Markdown" options={MARKDOWNS} />
        {markdown === 'percent' ? (
          <CountField
            name="percentOff"
            label="Percentage off (%)"
            hint="1 to 99, off each variant's price"
            className="max-w-xs"
          />
        ) : (
          <MoneyField
            name="salePrice"
            label="Sale price ($)"
            hint="Every variant sells at this price; one already cheaper keeps its own"
            className="max-w-xs"
          />
        )}
      </div>
      <div className="space-y-3">
        <ChoiceField name="covers" legend="Products on sale" options={COVERAGES} />
        {covers === 'products' ? (
          <ProductPicker fixed={fixed} named={named} />
        ) : (
          <SelectField name="collection" label="Collection" options={choices} className="max-w-sm" />
        )}
      </div>
    </fieldset>
  );
}
