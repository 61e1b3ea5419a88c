// An order as GET /api/admin/orders/:id answers it, for the tests of the admin order screen:
// paid by card, nothing refunded yet and nothing left to refund unless a test says so.
import type { AdminOrderDetail, AdminOrderItem, AdminPayment, AdminRefund } from '../../shared/schemas/admin';

export const PAID_PAYMENT: AdminPayment = {
  provider: 'stripe',
  status: 'paid',
  amount: '84.50',
  currency: 'usd',
  providerSessionId: 'cs_test_a1b2c3',
  providerPaymentId: 'pi_3Nx9',
  createdAt: '2026-11-20T10:05:00.000Z',
  settledAt: '2026-11-20T10:06:00.000Z',
};

export function refund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: 1,
    amount: '14.50',
    status: 'succeeded',
    reason: null,
    providerRefundId: 're_3Nx9',
    lastError: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    settledAt: '2026-11-21T09:00:05.000Z',
    ...overrides,
  };
}

type DetailOverrides = Partial<Omit<AdminOrderDetail, 'order'>> & { order?: Partial<AdminOrderDetail['order']> };

export function orderDetail({ order, ...rest }: DetailOverrides = {}): AdminOrderDetail {
  return {
    order: {
      id: 7,
      trackingNumber: 'TJ0123456789ABCDEF',
      email: 'ada@example.com',
      customerPageId: '0a1b2c3d4e5f60718293a4b5',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      subtotal: '70.00',
      discount: '0.00',
      shipping: '9.99',
      tax: '4.51',
      giftCardAmount: '0.00',
      total: '84.50',
      shippingAddress: '12 Garrison Ave\nFort Smith, AR 72901',
      shippingMethod: 'standard',
      customer: { firstName: 'Ada', lastName: 'Lovelace' },
      notes: null,
      promoCode: null,
      discounts: [],
      carrier: null,
      carrierTrackingNumber: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:06:00.000Z',
      ...order,
    },
    items: [],
    events: [],
    allowedTransitions: [],
    shipments: [],
    payments: [PAID_PAYMENT],
    refunds: [],
    refundable: '0.00',
    ...rest,
  };
}

/** A line of the order: `quantity` units at `price` each, `shipped` of them already in parcels. */
export const orderLine = (id: number, name: string, price: string, quantity: number, shipped = 0): AdminOrderItem => ({
  id,
  productId: id,
  variantId: id,
  name,
  imageUrl: null,
  sku: null,
  designId: null,
  size: null,
  color: null,
  quantity,
  shipped,
  returned: 0,
  price,
});
