// The provider the configuration names: Stripe Checkout with STRIPE_SECRET_KEY, else the
// store's demo payment page.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createDemoProvider } from './demo-provider';
import type { PaymentProvider } from '../ports/payment-provider';
import { createStripeProvider } from './stripe-provider';

export function choosePaymentProvider(
  config: Pick<Config, 'stripe' | 'publicUrl'>,
  database: Database,
): PaymentProvider {
  if (config.stripe)
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      apiUrl: config.stripe.apiUrl,
      publicUrl: config.publicUrl,
    });
  return createDemoProvider(database.db);
}
