// Promo code entry: the server checks the code; once it knows it, the input and button lock
// until the shopper removes it. Every code the server does not know gets its one answer. What a
// known code takes off, or why it takes nothing off this cart ("This code is for first
// orders."), is the cart's preview, which follows the cart and the email typed at checkout.
import { Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PROMO_CODE_REQUIRED } from '../../../shared/promo-codes';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { promoCheckFailure, useCheckPromoCode } from './api';
import type { CartPricing } from './preview';
import { applyPromo, clearPromo, useAppliedPromo } from './promo';
import { codeStatus } from './summary-lines';

export function PromoCodeBox({ pricing, framed = true }: { pricing: CartPricing; framed?: boolean }) {
  const applied = useAppliedPromo();
  const check = useCheckPromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const status = applied ? codeStatus(applied, pricing) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending) return;
    if (!code.trim()) return setError(PROMO_CODE_REQUIRED);
    setError(null);
    check.mutate(code, {
      onSuccess: (promo) => {
        applyPromo(promo.code);
        setCode('');
      },
      onError: (failure) => setError(promoCheckFailure(failure)),
    });
  }

  return (
    <form onSubmit={submit} className={framed ? 'rounded-lg border border-gray-200 p-5' : undefined} noValidate>
      {/* Unframed, the box sits under a heading of its own (the slide-out cart's "Add a promo code"). */}
      <label htmlFor={id} className={framed ? 'mb-2 flex items-center gap-2 font-semibold text-gray-900' : 'sr-only'}>
        <Tag className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Promo Code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={applied ?? code}
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
          className="shrink-0 whitespace-nowrap"
          disabled={applied !== null || check.isPending}
          aria-busy={check.isPending}
        >
          {check.isPending ? <Spinner /> : null}
          {!applied ? 'Apply' : status?.refused ? 'Not applied' : 'Applied'}
        </Button>
      </div>
      {error && !applied ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {applied && status ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p
            id={`${id}-applied`}
            role="status"
            className={cx('text-sm', status.refused ? 'text-red-700' : 'text-green-700')}
          >
            {status.text}
          </p>
          <button
            type="button"
            onClick={clearPromo}
            className="text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900"
          >
            Remove {applied}
          </button>
        </div>
      ) : null}
    </form>
  );
}
