// How staff read a payment: its status and provider in words, and which provider takes the
// store's money.
import type { PaymentProviderInfo } from '../../../shared/schemas/payments';
import type { BadgeTone } from './StatusBadge';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  failed: 'Failed',
  review: 'Needs review',
};

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  open: 'yellow',
  paid: 'green',
  declined: 'red',
  failed: 'red',
  review: 'pink',
};

/** A status the server adds later shows as it is. */
export const paymentStatusLabel = (status: string): string => STATUS_LABELS[status] ?? status;
export const paymentStatusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'gray';

const PROVIDER_NAMES: Readonly<Record<string, string>> = { stripe: 'Stripe', demo: 'Demo page' };

export const paymentProviderName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider;

/** The dashboard's line saying who takes the money. */
export function paymentProviderLine({ provider, mode }: PaymentProviderInfo): string {
  if (provider === 'demo') return 'Payments: demo page, no card is charged';
  return mode === 'live' ? 'Payments: Stripe (live)' : 'Payments: Stripe (test mode)';
}
