// Promo code entry: the server checks the code; once it matches, the input and button lock
// until the shopper removes it. Every code the server refuses gets its one answer.
import { Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PROMO_CODE_REQUIRED } from '../../../shared/promo-codes';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { promoCheckFailure, useCheckPromoCode } from './api';
import { applyPromo, clearPromo, useAppliedPromoDetails } from './promo';

export function PromoCodeBox() {
  const applied = useAppliedPromoDetails();
  const check = useCheckPromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending) return;
    if (!code.trim()) return setError(PROMO_CODE_REQUIRED);
    setError(null);
    check.mutate(code, {
      onSuccess: (promo) => {
        applyPromo(promo);
        setCode('');
      },
      onError: (failure) => setError(promoCheckFailure(failure)),
    });
  }

  return (
    <form onSubmit={submit} className="rounded-lg border border-gray-200 p-5" noValidate>
      <label htmlFor={id} className="mb-2 flex items-center gap-2 font-semibold text-gray-900">
        <Tag className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Promo Code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={applied?.code ?? code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Enter code"
          autoComplete="off"
          disabled={applied !== null}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : applied ? `${id}-applied` : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={applied !== null || check.isPending}
          aria-busy={check.isPending}
        >
          {check.isPending ? <Spinner /> : null}
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </div>
      {error && !applied ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {applied ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-applied`} role="status" className="text-sm text-green-700">
            {applied.code} applied: {applied.percentOff}% off your subtotal.
          </p>
          <button
            type="button"
            onClick={clearPromo}
            className="text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900"
          >
            Remove {applied.code}
          </button>
        </div>
      ) : null}
    </form>
  );
}
