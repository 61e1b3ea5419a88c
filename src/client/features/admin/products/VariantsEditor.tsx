// The variants table: size, colour, price, compare-at price, stock and SKU per row; rows can be
// added (starting from the last row's prices) and removed.
// A stored variant shows its stock as it is now with an adjust control (the save leaves its
// stock alone); a new row takes its opening stock.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { AdminVariant } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import type { ProductFormValues } from './form-values';
import { ProductStockAdjuster } from './StockAdjuster';

type Cell = 'size' | 'color' | 'price' | 'compareAtPrice' | 'stock' | 'sku';
const CELLS: readonly { key: Cell; label: string }[] = [
  { key: 'size', label: 'Size' },
  { key: 'color', label: 'Color' },
  { key: 'price', label: 'Price' },
  { key: 'compareAtPrice', label: 'Compare-at price' },
  { key: 'stock', label: 'Stock' },
  { key: 'sku', label: 'SKU' },
];

/** Stock is a number; an empty compare-at price is none (the product is not on sale). */
const registerOptions = (cell: Cell) =>
  cell === 'stock'
    ? { valueAsNumber: true as const }
    : cell === 'compareAtPrice'
      ? { setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value) }
      : undefined;

export function VariantsEditor({
  control,
  register,
  errors,
  productId,
  stored = [],
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The product being edited (none while it is created). */
  productId?: string | undefined;
  /** Its variants as stored, with their stock now. */
  stored?: readonly AdminVariant[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const rows = useWatch({ control, name: 'variants' });
  // A row is the stored variant with its SKU: the save keeps that variant's row and stock.
  const storedOf = (index: number) => {
    const sku = rows?.[index]?.sku;
    return sku ? stored.find((v) => v.sku === sku) : undefined;
  };
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">Variants</legend>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr>
              {CELLS.map((c) => (
                <th key={c.key} scope="col" className="px-1 py-2 text-left font-medium text-gray-700">
                  {c.label}
                </th>
              ))}
              <th scope="col" className="sr-only">
                Remove
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id} className="align-top">
                {CELLS.map((c) => {
                  const error = errors.variants?.[index]?.[c.key]?.message;
                  const existing = c.key === 'stock' && productId !== undefined ? storedOf(index) : undefined;
                  if (existing && productId !== undefined) {
                    return (
                      <td key={c.key} className="px-1 py-1">
                        <ProductStockAdjuster productId={productId} variant={existing} label={`Variant ${index + 1}`} />
                      </td>
                    );
                  }
                  return (
                    <td key={c.key} className="px-1 py-1">
                      <Input
                        aria-label={`Variant ${index + 1} ${c.label.toLowerCase()}`}
                        aria-invalid={Boolean(error)}
                        inputMode={
                          c.key === 'price' || c.key === 'compareAtPrice'
                            ? 'decimal'
                            : c.key === 'stock'
                              ? 'numeric'
                              : undefined
                        }
                        type={c.key === 'stock' ? 'number' : 'text'}
                        min={c.key === 'stock' ? 0 : undefined}
                        className="min-w-20"
                        {...register(`variants.${index}.${c.key}`, registerOptions(c.key))}
                      />
                      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
                    </td>
                  );
                })}
                <td className="px-1 py-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                    aria-label={`Remove variant ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          // A new size or colour usually sells at the price of the one before it.
          const last = rows?.[rows.length - 1];
          append({
            size: '',
            color: '',
            price: last?.price ?? '',
            compareAtPrice: last?.compareAtPrice ?? null,
            stock: 0,
            sku: '',
          });
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add variant
      </Button>
    </fieldset>
  );
}
