// In place of Add to Cart when the chosen size and color is sold out: the shopper leaves an email
// (their account's, when signed in) and hears once when it is back. The answer is the same
// whether or not they had asked before.
import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BackInStockRequest, BackInStockResponse } from '../../../shared/schemas/back-in-stock';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { useAccountEmail } from '../account-sync';

const askToBeTold = (body: BackInStockRequest) =>
  apiRequest<BackInStockResponse>('/api/back-in-stock', { method: 'POST', body });

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && [400, 404, 409, 429].includes(error.status))
    return error.body?.errors?.[0]?.message ?? error.userMessage;
  return 'Could not save your request. Please try again.';
}

export function BackInStockForm({ variantId, option }: { variantId: string; option: string }) {
  const accountEmail = useAccountEmail();
  const [typed, setTyped] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ done: boolean; text: string } | null>(null);
  // The account's email until the shopper types another.
  const email = typed ?? accountEmail ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await askToBeTold({ variantId, email });
      setAnswer({ done: true, text: `${message}: ${option}.` });
    } catch (error) {
      setAnswer({ done: false, text: failureMessage(error) });
    } finally {
      setSending(false);
    }
  }

  if (answer?.done)
    return (
      <p role="status" className="flex items-center gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
        <BellRing aria-hidden="true" className="h-4 w-4 shrink-0" />
        {answer.text}
      </p>
    );
  return (
    <form onSubmit={submit} aria-label="Email me when it's back" noValidate className="space-y-2">
      <p className="text-sm text-gray-700">Sold out in {option}. We can email you once when it is back.</p>
      <Field label="Your email" error={answer?.text}>
        {(ids) => (
          <Input
            {...ids}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setTyped(e.target.value)}
            className="h-12"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="h-12 w-full" disabled={sending}>
        {sending ? <Spinner /> : <BellRing className="h-5 w-5" aria-hidden="true" />}
        Email me when it's back
      </Button>
    </form>
  );
}
