import { useState } from 'react';
import { toCents, formatMoney } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api';
import { fetchGiftCardBalance } from './api';

export interface AppliedGiftCard {
  code: string;
  balanceCents: number;
}

/** Applies a gift card after checking its balance; the server checks it again when the order is placed. */
export function GiftCardBox({
  applied,
  onApply,
  onRemove,
  disabled,
}: {
  applied: AppliedGiftCard | null;
  onApply: (card: AppliedGiftCard) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  if (applied) {
    return (
      <div className="flex items-center justify-between rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
        <span>
          Gift card {applied.code} ({formatMoney(applied.balanceCents)} available)
        </span>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          Remove
        </Button>
      </div>
    );
  }

  async function apply() {
    if (!code.trim()) return setError('Enter a gift card code');
    setChecking(true);
    setError(null);
    try {
      const card = await fetchGiftCardBalance(code);
      const balanceCents = toCents(card.balance);
      if (balanceCents === 0) setError('This gift card has no balance left');
      else onApply({ code: card.code, balanceCents });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.userMessage : 'Could not check the gift card. Please try again.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor="gift-card-code" className="text-sm font-medium">
        Gift card
      </label>
      <div className="flex gap-2">
        <Input
          id="gift-card-code"
          placeholder="TJ-XXXX-XXXX-XXXX"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'gift-card-error' : undefined}
          disabled={disabled || checking}
        />
        <Button variant="outline" onClick={apply} disabled={disabled || checking}>
          {checking ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      {error ? (
        <p id="gift-card-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
