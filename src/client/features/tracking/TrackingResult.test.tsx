import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { TrackingResponse } from '../../../shared/schemas/tracking';
import { TrackingResult } from './TrackingResult';

type Order = TrackingResponse['order'];

const tracked = (
  facts: Pick<Order, 'status' | 'paymentStatus' | 'fulfillmentStatus'>,
  events: Order['events'] = [],
): TrackingResponse => ({
  order: {
    id: 1,
    ...facts,
    trackingNumber: 'TJ-7H2K9Q4M',
    createdAt: '2026-03-01T10:00:00.000Z',
    total: '80.00',
    shippingAddress: 'Austin, TX',
    fullAddress: false,
    carrier: null,
    carrierTrackingNumber: null,
    parcels: [],
    events,
  },
  items: [],
});

/** The status shown beside the order's total. */
const statusShown = () => screen.getByText('$80.00').previousElementSibling?.textContent;

describe('the tracking page', () => {
  it('shows a paid order not yet shipped as confirmed, at the timeline step that says the payment was received', () => {
    const events = [
      { status: 'awaiting_payment', note: null, createdAt: '2026-03-01T10:00:00.000Z' },
      { status: 'pending', note: 'Payment received', createdAt: '2026-03-01T10:01:00.000Z' },
    ];
    render(
      <TrackingResult
        data={tracked({ status: 'pending', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' }, events)}
      />,
    );
    expect(statusShown()).toBe('Order Confirmed');
    expect(screen.queryByText(/pending/i)).not.toBeInTheDocument();
    const progress = within(screen.getByRole('list', { name: 'Order progress' }));
    expect(progress.getAllByRole('listitem').map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Order Confirmed (done)',
      'Processing (not yet)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(
      progress.getByText('Payment received. Your order has been received and is being processed.'),
    ).toBeInTheDocument();
  });

  it.each([
    [{ status: 'confirmed', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' }, 'Order Confirmed'],
    [{ status: 'awaiting_payment', paymentStatus: 'unpaid', fulfillmentStatus: 'unfulfilled' }, 'Awaiting payment'],
    [{ status: 'awaiting_payment', paymentStatus: 'in_review', fulfillmentStatus: 'unfulfilled' }, 'Payment in review'],
    [{ status: 'processing', paymentStatus: 'paid', fulfillmentStatus: 'partially_fulfilled' }, 'Partially shipped'],
    [{ status: 'shipped', paymentStatus: 'paid', fulfillmentStatus: 'fulfilled' }, 'Shipped'],
    [{ status: 'shipped', paymentStatus: 'partially_refunded', fulfillmentStatus: 'fulfilled' }, 'Shipped'],
    [{ status: 'delivered', paymentStatus: 'paid', fulfillmentStatus: 'delivered' }, 'Delivered'],
    [{ status: 'pending', paymentStatus: 'refunded', fulfillmentStatus: 'unfulfilled' }, 'Refunded'],
    [{ status: 'cancelled', paymentStatus: 'refunded', fulfillmentStatus: 'unfulfilled' }, 'Cancelled'],
  ] as const)('shows %j as %s', (facts, label) => {
    render(<TrackingResult data={tracked(facts)} />);
    expect(statusShown()).toBe(label);
  });
});

describe('returning from the tracking page', () => {
  const delivered = { status: 'delivered', paymentStatus: 'paid', fulfillmentStatus: 'delivered' } as const;

  it('offers a delivered order a return, carrying the number and the email the shopper typed', () => {
    render(
      <Router>
        <TrackingResult data={tracked(delivered)} email="ada@example.com" />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Return an item from order TJ-7H2K9Q4M' })).toHaveAttribute(
      'href',
      '/returns/new?order=TJ-7H2K9Q4M&email=ada%40example.com',
    );
  });

  it('offers no return before the order is delivered', () => {
    render(
      <TrackingResult data={tracked({ status: 'shipped', paymentStatus: 'paid', fulfillmentStatus: 'fulfilled' })} />,
    );
    expect(screen.queryByRole('link', { name: /^Return an item/ })).not.toBeInTheDocument();
  });
});
