// Check a gift card's balance. Unknown, malformed and expired codes all get the server's
// one answer; a rate-limited lookup shows the server's message too.
import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { formatMoney, toCents } from '../../../shared/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useGiftCardBalance } from './api';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function lookupFailure(error: unknown): string {
  return error instanceof ApiRequestError && error.body?.message
    ? error.body.message
    : 'Could not check the balance. Please try again.';
}

export function BalanceView() {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const lookup = useGiftCardBalance();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    setMissing(false);
    lookup.mutate(code);
  };

  const error = missing ? 'Gift card code is required' : lookup.isError ? lookupFailure(lookup.error) : undefined;
  const card = lookup.data;

  return (
    <div className="mx-auto max-w-xl space-y-8 px-4 py-12">
      <header className="text-center">
        <CreditCard aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-2 font-display text-4xl font-bold text-gray-900">Gift Card Balance</h1>
        <p className="mt-2 text-gray-600">Enter the code from your gift card email to see what is left to spend.</p>
      </header>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
      >
        <Field label="Gift card code" error={error}>
          {(ids) => (
            <Input
              {...ids}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="TJ-XXXX-XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
            />
          )}
        </Field>
        <Button type="submit" disabled={lookup.isPending} className="w-full">
          {lookup.isPending ? <Spinner /> : null}
          Check balance
        </Button>
      </form>
      {card && !lookup.isError && !lookup.isPending ? (
        <section
          aria-labelledby="balance-title"
          className="rounded-2xl bg-gradient-to-br from-brand-700 to-accent-600 p-6 text-white shadow-lg"
        >
          <h2 id="balance-title" className="font-mono text-lg tracking-wider">
            {card.code}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-white/90">Balance</dt>
              <dd className="font-display text-3xl font-bold">{formatMoney(toCents(card.balance))}</dd>
            </div>
            <div>
              <dt className="text-sm text-white/90">Original amount</dt>
              <dd className="font-display text-3xl font-bold">{formatMoney(toCents(card.amount))}</dd>
            </div>
            <div>
              <dt className="text-sm text-white/90">Status</dt>
              <dd className="font-semibold">{card.isRedeemed ? 'Fully redeemed' : 'Active'}</dd>
            </div>
            <div>
              <dt className="text-sm text-white/90">Expires</dt>
              <dd className="font-semibold">
                {card.expiresAt ? dateFormat.format(new Date(card.expiresAt)) : 'Never'}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      <p className="text-center">
        <Link href="/gift-cards" className={buttonClasses('ghost', 'sm', 'text-brand-700')}>
          Buy a gift card
        </Link>
      </p>
    </div>
  );
}
