// Finding products for a sale: the admin's product list searched by name or handle, each match a
// checkbox. Searching waits for a pause in typing; Enter searches at once (and does not send the
// form around it).
import { useEffect, useId, useState, type Ref } from 'react';
import type { AdminProductSummary } from '../../../../shared/schemas/admin';
import { Field, Input } from '../../../components/ui/field';
import { money } from '../format';
import { useProductSearch } from '../products/api';

const TYPING_PAUSE_MS = 300;

function foundText(q: string, found: ReturnType<typeof useProductSearch>): string {
  if (q === '') return '';
  if (found.isError) return 'Could not search the products. Please try again.';
  if (!found.data) return 'Searching…';
  const { items, total } = found.data;
  if (total === 0) return `No product matches “${q}”`;
  if (total > items.length) return `${items.length} of ${total} matching products shown: type more to narrow them`;
  return `${total} matching ${total === 1 ? 'product' : 'products'}`;
}

export function ProductSearch({
  chosen,
  onChoose,
  error,
  inputRef,
}: {
  chosen: readonly number[];
  onChoose: (product: AdminProductSummary, chosen: boolean) => void;
  /** Why the sale's products were refused. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const settled = typed.trim();
    if (settled === q) return;
    const timer = window.setTimeout(() => setQ(settled), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q]);
  const found = useProductSearch(q);
  const products = found.data?.items ?? [];

  return (
    <div className="space-y-2">
      <Field label="Find products" hint="Part of a name or handle" error={error}>
        {(ids) => (
          <Input
            {...ids}
            ref={inputRef}
            type="search"
            value={typed}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setQ(typed.trim());
            }}
          />
        )}
      </Field>
      <p role="status" className="text-sm text-gray-600">
        {foundText(q, found)}
      </p>
      {products.length > 0 ? (
        <fieldset>
          <legend className="sr-only">Matching products</legend>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
            {products.map((product) => (
              <li key={product.id}>
                {/* Named by the product's name; its price and whether shoppers see it are said after. */}
                <label className="flex items-center gap-3 px-3 py-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0 accent-brand-700"
                    checked={chosen.includes(product.id)}
                    onChange={(event) => onChoose(product, event.target.checked)}
                    aria-labelledby={`${id}-${product.id}-name`}
                    aria-describedby={`${id}-${product.id}-about`}
                  />
                  <span id={`${id}-${product.id}-name`} className="min-w-0 flex-1 break-words">
                    {product.name}
                  </span>
                  <span id={`${id}-${product.id}-about`} className="text-gray-600">
                    {money(product.price)}
                    {product.active ? null : ', hidden from the shop'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
