// The fake Stripe as a process of its own, for the Stripe browser tests
// (scripts/e2e-stripe-server.sh): on a fixed loopback port, so the store can be pointed at it
// before either starts, with the key and webhook endpoint the store is given. It runs until
// it is told to stop.
import { startFakeStripe } from '../../src/server/test/fake-stripe';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const fake = await startFakeStripe({
  port: Number(required('FAKE_STRIPE_PORT')),
  apiKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: required('FAKE_STRIPE_WEBHOOK_URL'),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
