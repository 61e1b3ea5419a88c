// Returns as the admin return routes answer them, for the tests of the staff return screens: a
// return of two lines from order #41 (a dress too small, to refund; a shirt damaged, to exchange
// for another size), waiting for staff.
import type { AdminReturnDetail, AdminReturnSummary, ReturnLine } from '../../shared/schemas/returns';

export const DRESS: ReturnLine = {
  id: 11,
  itemId: 101,
  name: 'Wrap dress',
  size: 'S',
  color: 'Navy',
  quantity: 1,
  price: '59.00',
  reason: 'too_small',
  outcome: 'refund',
  exchange: null,
  note: 'Tight across the shoulders',
  restocked: null,
};

export const SHIRT: ReturnLine = {
  id: 12,
  itemId: 102,
  name: 'Linen shirt',
  size: 'M',
  color: 'White',
  quantity: 1,
  price: '35.00',
  reason: 'damaged',
  outcome: 'exchange',
  exchange: { variantId: 'gid://local/ProductVariant/77', size: 'L', color: 'White' },
  note: null,
  restocked: null,
};

type DetailOverrides = Partial<AdminReturnDetail>;

export function returnDetail(overrides: DetailOverrides = {}): AdminReturnDetail {
  return {
    id: 5,
    returnNumber: 'R-7F3K9Q',
    status: 'requested',
    trackingNumber: 'TJ0123456789ABCDEF',
    orderId: 41,
    shipsTo: 'US',
    customerName: 'Ann Tester',
    customerPageId: '0a1b2c3d4e5f60718293a4b5',
    email: 'ann@example.com',
    lines: [DRESS, SHIRT],
    sendTo: ['TJ Fashion Returns', '12 Garrison Ave', 'Fort Smith, AR 72901'],
    refundAmount: '59.00',
    charge: null,
    label: null,
    events: [{ status: 'requested', message: null, createdAt: '2026-12-01T09:00:00.000Z' }],
    createdAt: '2026-12-01T09:00:00.000Z',
    refundId: null,
    exchangeShipped: false,
    ...overrides,
  };
}

export function returnSummary(overrides: Partial<AdminReturnSummary> = {}): AdminReturnSummary {
  return {
    id: 5,
    returnNumber: 'R-7F3K9Q',
    status: 'requested',
    orderId: 41,
    trackingNumber: 'TJ0123456789ABCDEF',
    customerName: 'Ann Tester',
    email: 'ann@example.com',
    items: 2,
    kind: 'mixed',
    refundAmount: '59.00',
    createdAt: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}
