// Options and the variants they make: staff type the sizes and colours as chips and the table
// keeps one variant per combination (variant-grid.ts); each row's price, compare-at price,
// stock and SKU are edited in place. Removing a value whose rows hold stock asks first.
// A stored variant shows its stock as it is now with an adjust control (the save leaves its
// stock alone); a new row takes its opening stock.
import { useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { AdminVariant } from '../../../../shared/schemas/admin';
import { Input } from '../../../components/ui/field';
import { ChipsInput } from './ChipsInput';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';
import type { ProductFormValues } from './form-values';
import { ProductStockAdjuster } from './StockAdjuster';
import { addOptionValue, optionsOf, removeOptionValue, stockedRowsOf, type OptionName } from './variant-grid';

type Cell = 'price' | 'compareAtPrice' | 'stock' | 'sku';
const CELLS: readonly { key: Cell; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'compareAtPrice', label: 'Compare-at price' },
  { key: 'stock', label: 'Stock' },
  { key: 'sku', label: 'SKU' },
];
const OPTION_LABELS: Record<OptionName, { label: string; plural: string; example: string }> = {
  size: { label: 'Sizes', plural: 'sizes', example: 'S, M, L, XL' },
  color: { label: 'Colors', plural: 'colors', example: 'Black, Red' },
};

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
  const { fields, replace } = useFieldArray({ control, name: 'variants' });
  const rows = useWatch({ control, name: 'variants' }) ?? [];
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const options = optionsOf(rows);
  // A row is the stored variant with its SKU: the save keeps that variant's row and stock.
  const storedOf = (index: number) => {
    const sku = rows[index]?.sku;
    return sku ? stored.find((v) => v.sku === sku) : undefined;
  };
  const remove = (option: OptionName, value: string) => {
    const stocked = stockedRowsOf(rows, option, value);
    const apply = () => replace(removeOptionValue(rows, option, value));
    if (stocked.length === 0) return apply();
    const units = stocked.reduce((sum, r) => sum + Number(r.stock), 0);
    setConfirm({
      title: `Remove ${value}?`,
      description: `${stocked.length === 1 ? 'Its variant holds' : `Its ${stocked.length} variants hold`} ${units} in stock. Removing ${value} removes ${stocked.length === 1 ? 'it' : 'them'} when you save (a variant already ordered is kept with no stock).`,
      confirmLabel: `Remove ${value}`,
      onConfirm: () => {
        apply();
        setConfirm(null);
      },
    });
  };
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">Options and variants</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['size', 'color'] as const).map((option) => (
          <ChipsInput
            key={option}
            label={OPTION_LABELS[option].label}
            values={options[option]}
            placeholder={`Add ${OPTION_LABELS[option].plural.slice(0, -1)}`}
            hint={`Type the ${OPTION_LABELS[option].plural} (e.g. ${OPTION_LABELS[option].example}) and press Enter.`}
            onAdd={(value) => replace(addOptionValue(rows, option, value))}
            onRemove={(value) => remove(option, value)}
          />
        ))}
      </div>
      <p className="text-sm text-gray-600">
        {fields.length === 1 ? '1 variant' : `${fields.length} variants`}: one for each size and color. New ones start
        at the last one&apos;s prices.
      </p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-1 py-2 text-left font-medium text-gray-700">
                Variant
              </th>
              {CELLS.map((c) => (
                <th key={c.key} scope="col" className="px-1 py-2 text-left font-medium text-gray-700">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id} className="align-top">
                <th scope="row" className="whitespace-nowrap px-1 py-3 text-left font-medium text-gray-900">
                  {`${rows[index]?.size ?? field.size} / ${rows[index]?.color ?? field.color}`}
                  {errors.variants?.[index]?.size?.message || errors.variants?.[index]?.color?.message ? (
                    <p className="mt-1 text-xs font-normal text-red-600">
                      {errors.variants?.[index]?.size?.message ?? errors.variants?.[index]?.color?.message}
                    </p>
                  ) : null}
                </th>
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
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </fieldset>
  );
}
