import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline';

const order = (status: string, events: Array<[string, string] | [string, string, string]>) => ({
  id: 1,
  status,
  paymentStatus: 'paid' as const,
  fulfillmentStatus: 'unfulfilled' as const,
  trackingNumber: 'TJ1',
  createdAt: '2026-11-01T10:00:00.000Z',
  total: '10.00',
  shippingAddress: 'A',
  fullAddress: true,
  carrier: null,
  carrierTrackingNumber: null,
  parcels: [],
  events: events.map(([s, at, note]) => ({ status: s, note: note ?? null, createdAt: at })),
});

describe('buildTimeline', () => {
  it('marks the steps up to the current status as done, with their event times', () => {
    const { steps, known } = buildTimeline(
      order('shipped', [
        ['pending', 't1'],
        ['confirmed', 't2'],
        ['shipped', 't3'],
      ]),
    );
    expect(known).toBe(true);
    expect(steps.map((s) => [s.label, s.done, s.current, s.at])).toEqual([
      ['Order Confirmed', true, false, 't1'],
      ['Processing', true, false, null],
      ['Shipped', true, true, 't3'],
      ['Delivered', false, false, null],
    ]);
  });

  it('shows an order awaiting payment at a step of its own before Order Confirmed, current and not yet done', () => {
    const { steps, known } = buildTimeline(order('awaiting_payment', [['awaiting_payment', 't1']]));
    expect(known).toBe(true);
    expect(steps.map((s) => [s.label, s.done, s.current, s.at])).toEqual([
      ['Awaiting payment', false, true, 't1'],
      ['Order Confirmed', false, false, null],
      ['Processing', false, false, null],
      ['Shipped', false, false, null],
      ['Delivered', false, false, null],
    ]);
  });

  it('leaves the payment step out once the order is paid, and says the payment was received', () => {
    const { steps } = buildTimeline(
      order('pending', [
        ['awaiting_payment', 't1'],
        ['pending', 't2', 'Payment received'],
      ]),
    );
    expect(steps.map((s) => s.label)).toEqual(['Order Confirmed', 'Processing', 'Shipped', 'Delivered']);
    expect(steps[0]).toMatchObject({
      done: true,
      current: true,
      at: 't2',
      text: 'Payment received. Your order has been received and is being processed.',
    });
  });

  it('falls back to the first entry with a neutral style for other statuses', () => {
    const { steps, known } = buildTimeline(
      order('cancelled', [
        ['pending', 't1'],
        ['cancelled', 't2'],
      ]),
    );
    expect(known).toBe(false);
    expect(steps[0]).toMatchObject({ current: true, done: false });
  });
});
