// The tracking timeline: four steps in order; 'confirmed' is staff
// confirming a pending order, so it completes the first step. An order waiting for its
// payment has a step before them, current but not done. Any other status (cancelled)
// gets a neutral style. The steps are named as the order's status badge names its stage.
import type { TrackingResponse } from '../../../shared/schemas/tracking';
import { SHOPPER_STAGES } from '../../lib/order-status';

export const TIMELINE_STEPS = [
  {
    status: 'pending',
    label: SHOPPER_STAGES.pending,
    text: 'Your order has been received and is being processed.',
    matches: ['pending', 'confirmed'],
  },
  {
    status: 'processing',
    label: SHOPPER_STAGES.processing,
    text: 'Your order is being prepared for shipment.',
    matches: ['processing'],
  },
  { status: 'shipped', label: SHOPPER_STAGES.shipped, text: 'Your order is on its way.', matches: ['shipped'] },
  {
    status: 'delivered',
    label: SHOPPER_STAGES.delivered,
    text: 'Your order has been delivered successfully.',
    matches: ['delivered'],
  },
] as const;

/** The note the store writes on an order's timeline when its payment succeeds. */
export const PAYMENT_RECEIVED = 'Payment received';

export interface TimelineStep {
  label: string;
  text: string;
  done: boolean;
  current: boolean;
  /** When the order reached this step, from its events. */
  at: string | null;
}

/** Placed, not yet paid: waiting is the current step, and every other is still to come. */
function awaitingPayment(order: TrackingResponse['order']): TimelineStep[] {
  const placed = order.events.find((e) => e.status === 'awaiting_payment');
  return [
    {
      label: SHOPPER_STAGES.awaiting_payment,
      text: 'Your order is placed and waits for its payment.',
      done: false,
      current: true,
      at: placed?.createdAt ?? null,
    },
    ...TIMELINE_STEPS.map((step) => ({ label: step.label, text: step.text, done: false, current: false, at: null })),
  ];
}

export function buildTimeline(order: TrackingResponse['order']): { steps: TimelineStep[]; known: boolean } {
  if (order.status === 'awaiting_payment') return { steps: awaitingPayment(order), known: true };
  const reached = TIMELINE_STEPS.findIndex((step) => (step.matches as readonly string[]).includes(order.status));
  const known = reached >= 0;
  // Unknown statuses fall back to the first entry.
  const index = known ? reached : 0;
  // An order confirmed by its payment says so where it was confirmed.
  const paid = order.events.some((e) => e.note === PAYMENT_RECEIVED);
  const steps = TIMELINE_STEPS.map((step, i) => {
    const event = order.events.find((e) => (step.matches as readonly string[]).includes(e.status));
    const text = i === 0 && paid ? `${PAYMENT_RECEIVED}. ${step.text}` : step.text;
    return { label: step.label, text, done: i <= index && known, current: i === index, at: event?.createdAt ?? null };
  });
  return { steps, known };
}
