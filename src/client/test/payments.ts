// A payment as GET /api/payments/:token answers it (for an order or a gift card), and a fake
// server routing requests by method and path, for the tests of the pages around a payment.
import { vi } from 'vitest';
import type { GiftCard } from '../../shared/schemas/gift-cards';
import type { PaymentView } from '../../shared/schemas/payments';

export const PAYMENT_TOKEN = 'tok_abcdefghijklmnopqrstuv';

export function paymentView(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    token: PAYMENT_TOKEN,
    provider: 'demo',
    status: 'open',
    amount: '84.50',
    currency: 'usd',
    expiresAt: '2026-11-20T10:30:00.000Z',
    kind: 'order',
    withheld: false,
    giftCard: null,
    exchange: null,
    order: {
      id: 7,
      trackingNumber: 'TJ0123456789ABCDEF',
      status: 'awaiting_payment',
      email: 'ada@example.com',
      country: 'US',
      subtotal: '70.00',
      discount: '0.00',
      shipping: '9.99',
      tax: '4.51',
      giftCardAmount: '0.00',
      total: '84.50',
      shippingMethod: 'standard',
      shippingAddress: 'Ada Lovelace\n12 Analytical Way\nAustin, TX 78701\nUnited States',
      giftCardLast4: null,
      emailSent: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      items: [{ name: 'Classic Tee', size: 'M', color: 'Black', quantity: 2, price: '35.00', imageUrl: null }],
    },
    ...overrides,
  };
}

/** The card a paid gift card payment issued. */
export const ISSUED_GIFT_CARD: GiftCard = {
  code: 'TJ-AB12-CD34-EF56',
  title: 'Birthday Special',
  amount: '50.00',
  balance: '50.00',
  design: null,
  recipientName: 'Sam',
  recipientEmail: 'sam@example.com',
  senderName: 'Alex',
  createdAt: '2026-11-20T10:05:00.000Z',
  expiresAt: null,
};

/** A gift card's payment; `issued` is its card once paid. */
export function giftCardPaymentView(overrides: Partial<PaymentView> = {}, issued: GiftCard | null = null): PaymentView {
  const { title, amount, recipientName, recipientEmail, senderName } = ISSUED_GIFT_CARD;
  return paymentView({
    amount,
    kind: 'gift-card',
    order: null,
    giftCard: { title, amount, recipientName, recipientEmail, senderName, issued, emailSent: issued !== null },
    ...overrides,
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with answers keyed "METHOD /path"; anything else is a 404. Returns the mock to read its calls. */
export function fakeServer(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${url}`];
    return route ? route(init) : json({ message: `No route for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD /path" of each request made, in order. */
export const requestsOf = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
