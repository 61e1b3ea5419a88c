// A variant's low-stock threshold: the store is emailed when its stock falls to this many or
// fewer. Empty turns the alert off.
import { useId, useState, type FormEvent } from 'react';
import type { InventoryItem } from '../../../../shared/schemas/inventory';
import { Button } from '../../../components/ui/button';
import { UnitsError, UnitsInput } from '../UnitsInput';
import { errorText } from '../http';
import { useSetLowStock } from './api';

export function LowStockField({ item, label }: { item: InventoryItem; label: string }) {
  const save = useSetLowStock();
  const [draft, setDraft] = useState(item.lowStockAt === null ? '' : String(item.lowStockAt));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const lowStockAt = text === '' ? null : Number(text);
    if (lowStockAt !== null && (!Number.isInteger(lowStockAt) || lowStockAt < 0)) {
      setError('Enter a whole number of units, or leave it empty for no alert');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ variantId: item.id, lowStockAt });
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const saved = (item.lowStockAt === null ? '' : String(item.lowStockAt)) === draft.trim();

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="min-w-40 space-y-1">
      <div className="flex gap-1">
        <UnitsInput
          label={`${label} low-stock alert`}
          errorId={error ? errorId : undefined}
          placeholder="Off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline" size="sm" disabled={save.isPending || saved}>
          Save
        </Button>
      </div>
      <UnitsError id={errorId} error={error} />
    </form>
  );
}
