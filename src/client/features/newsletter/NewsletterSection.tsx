// The home page's newsletter sign-up. It waits for the server and shows its real outcome
// rather than claiming success; success shows the welcome coupon.
import { Mail, PartyPopper } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PROMO, STORE } from '../../../shared/store';
import { SocialLinks } from '../../components/brand/SocialLinks';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useSubscribe } from './api';

export const WELCOME_COUPON = `Use code ${PROMO.welcomeCode} for ${PROMO.welcomePercent}% off your first order`;

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 429 || error.status === 400)) return error.userMessage;
  return 'Failed to subscribe. Please try again.';
}

export default function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const mutation = useSubscribe();
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mutation.mutateAsync({ email });
      setEmail('');
      setSubscribed(true);
    } catch (error) {
      notify({ title: 'Error', description: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-600 py-16 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        {subscribed ? (
          <div role="status" className="rounded-2xl bg-white/10 p-8">
            <PartyPopper aria-hidden="true" className="mx-auto h-10 w-10" />
            <h2 id="newsletter-title" className="mt-3 font-display text-3xl font-bold">
              Welcome Aboard!
            </h2>
            <p className="mt-2 text-white/90">
              You're on the list for new arrivals, style tips and members-only offers.
            </p>
            <p className="mt-4 inline-block rounded-lg bg-white px-4 py-2 font-semibold text-brand-800">
              {WELCOME_COUPON}
            </p>
          </div>
        ) : (
          <>
            <Mail aria-hidden="true" className="mx-auto h-10 w-10" />
            <h2 id="newsletter-title" className="mt-3 font-display text-3xl font-bold sm:text-4xl">
              Join the {STORE.name} Newsletter
            </h2>
            <p className="mt-2 text-white/90">
              New arrivals, style tips and offers in your inbox, plus {PROMO.welcomePercent}% off your first order.
            </p>
            <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
              <label htmlFor={inputId} className="sr-only">
                Email address
              </label>
              <input
                id={inputId}
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="Enter your email"
                className="h-12 flex-1 rounded-md border border-white/40 bg-white px-4 text-gray-900 placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-white"
              />
              <Button type="submit" size="lg" variant="secondary" disabled={mutation.isPending}>
                {mutation.isPending ? <Spinner /> : null}
                {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </form>
          </>
        )}
        <div className="mt-8 flex flex-col items-center gap-2">
          <p className="text-sm text-white/80">Follow us</p>
          <SocialLinks linkClassName="bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white" />
        </div>
      </div>
    </section>
  );
}
