import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline';

const order = (status: string, events: Array<[string, string]>) => ({
  id: 1,
  status,
  trackingNumber: 'TJ1',
  createdAt: '2026-11-01T10:00:00.000Z',
  total: '10.00',
  shippingAddress: 'A',
  carrier: null,
  carrierTrackingNumber: null,
  events: events.map(([s, at]) => ({ status: s, note: null, createdAt: at })),
});

describe('buildTimeline', () => {
  it('marks the steps up to the current status as done, with their event times', () => {
    const { steps, known } = buildTimeline(order('shipped', [['pending', 't1'], ['confirmed', 't2'], ['shipped', 't3']]));
    expect(known).toBe(true);
    expect(steps.map((s) => [s.label, s.done, s.current, s.at])).toEqual([
      ['Order Confirmed', true, false, 't1'],
      ['Processing', true, false, null],
      ['Shipped', true, true, 't3'],
      ['Delivered', false, false, null],
    ]);
  });

  it('falls back to the first entry with a neutral style for other statuses', () => {
    const { steps, known } = buildTimeline(order('cancelled', [['pending', 't1'], ['cancelled', 't2']]));
    expect(known).toBe(false);
    expect(steps[0]).toMatchObject({ current: true, done: false });
  });
});
