// The products a sale marks down: found with the product search, shown as chips, each removable
// while the sale has not started. The products chosen before this form opened come named with the sale.
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { AdminProductSummary } from '../../../../shared/schemas/admin';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { useFieldError } from '../form/fields';
import type { SaleFormValues } from './form-values';
import { ProductSearch } from './ProductSearch';

export function ProductPicker({ fixed, named }: { fixed: boolean; named: AdminSale['products'] }) {
  const { field } = useController<SaleFormValues, 'productIds'>({ name: 'productIds' });
  const chosen = field.value;
  const error = useFieldError('productIds');
  // Named as the sale was read, then as the search finds each one added.
  const [found, setFound] = useState<ReadonlyMap<number, string>>(() => new Map(named.map((p) => [p.id, p.name])));
  const nameOf = (id: number) => found.get(id) ?? `Product #${id}`;
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();

  const choose = (product: AdminProductSummary, on: boolean) => {
    if (!on) return field.onChange(chosen.filter((id) => id !== product.id));
    setFound(new Map(found).set(product.id, product.name));
    field.onChange([...chosen, product.id]);
  };
  const remove = (id: number) => {
    field.onChange(chosen.filter((each) => each !== id));
    // The chip's button is gone: the search is where to choose again.
    search.current?.focus();
  };

  return (
    <div className="space-y-3">
      {fixed ? null : (
        <ProductSearch
          chosen={chosen}
          onChoose={choose}
          error={error}
          inputRef={(input) => {
            search.current = input;
            // A refusal of the products puts focus on the search.
            field.ref(input);
          }}
        />
      )}
      <div className="space-y-2">
        <p id={listId} className="text-sm font-medium text-gray-800">
          Chosen products ({chosen.length})
        </p>
        {chosen.length === 0 ? (
          <p className="text-sm text-gray-600">None yet</p>
        ) : (
          <ul aria-labelledby={listId} className="flex flex-wrap gap-2">
            {chosen.map((id) => (
              <li
                key={id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
              >
                <span className="min-w-0 break-words">{nameOf(id)}</span>
                {fixed ? null : (
                  <button
                    type="button"
                    onClick={() => remove(id)}
                    aria-label={`Remove ${nameOf(id)}`}
                    className="rounded-full p-1.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
