// A variant's stock as it is now, and a change to it (+ received, - damaged...) with a reason,
// on the product form and in the inventory. Staff never type the new total: orders move stock
// while the form is open, so the server applies the change to whatever is there when it arrives.
import { useId, useState, type KeyboardEvent } from 'react';
import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { UnitsError, UnitsInput } from '../UnitsInput';
import { notify } from '../../../lib/toast';
import { errorText } from '../http';
import { useAdjustStock } from './api';

/** Sends a change; answers the stock after it. */
export type AdjustStock = (change: number, reason: StockAdjustmentReason) => Promise<number | undefined>;

/** The adjuster of a stored variant on the product form. */
export function ProductStockAdjuster({
  productId,
  variant,
  label,
}: {
  productId: string;
  variant: { id: number; stock: number };
  label: string;
}) {
  const adjust = useAdjustStock(productId);
  const send: AdjustStock = async (change, reason) =>
    (await adjust.mutateAsync({ variantId: variant.id, change, reason })).variants.find((v) => v.id === variant.id)
      ?.stock;
  return <StockAdjuster stock={variant.stock} label={label} adjust={send} pending={adjust.isPending} />;
}

export function StockAdjuster({
  stock,
  label,
  adjust,
  pending,
}: {
  stock: number;
  label: string;
  adjust: AdjustStock;
  pending: boolean;
}) {
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<StockAdjustmentReason>('received');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const units = Number(change);

  const apply = async () => {
    if (!Number.isInteger(units) || units === 0) {
      setError('Enter a whole number of units to add (5) or take away (-2)');
      return;
    }
    setError(null);
    try {
      const now = await adjust(units, reason);
      notify({
        title: 'Stock adjusted',
        description: `${label}: ${now ?? ''} in stock (${units > 0 ? '+' : ''}${units}, ${STOCK_ADJUSTMENT_REASONS[reason]}).`,
      });
      setChange('');
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  // Enter applies the change instead of saving the whole product.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className="min-w-56 space-y-1">
      <p className="text-sm text-gray-900">
        <span className="font-semibold">{stock}</span> in stock
      </p>
      <div className="flex gap-1">
        <UnitsInput
          label={`${label} stock change`}
          errorId={error ? errorId : undefined}
          placeholder="+/-"
          value={change}
          onChange={(event) => setChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Select
          aria-label={`${label} stock change reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as StockAdjustmentReason)}
        >
          {Object.entries(STOCK_ADJUSTMENT_REASONS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
        <Button variant="outline" size="sm" onClick={() => void apply()} disabled={pending}>
          Adjust
        </Button>
      </div>
      <UnitsError id={errorId} error={error} />
    </div>
  );
}
