import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { newTrackingNumber, normalizeTrackingNumber } from '../orders/tracking-number';

// Each request comes from its own address, so the per-address rate limit never interferes.
let lastHost = 0;
const freshAddress = () => `10.5.0.${++lastHost}`;

const NOT_FOUND = { message: "We couldn't find an order with that tracking number." };
const REQUIRED = {
  message: 'Tracking number is required',
  errors: [{ path: 'trackingNumber', message: 'Tracking number is required' }],
};

describe('GET /api/orders/track', () => {
  let t: TestApp;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [order] = await t.db
      .insert(orders)
      .values({
        email: 'dana@example.com',
        status: 'shipped',
        paymentStatus: 'paid',
        fulfillmentStatus: 'fulfilled',
        total: '63.47',
        shippingAddress: 'Dana Shopper\n1 Main St\nFort Smith AR 72901\nUS',
        trackingNumber: 'TRK-7H2K9Q4M',
        carrier: 'UPS',
        carrierTrackingNumber: '1Z999AA10123456784',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      })
      .returning({ id: orders.id });
    orderId = order!.id;
    await t.db.insert(orderItems).values([
      {
        orderId,
        name: 'Linen Wrap Dress',
        imageUrl: '/media/1',
        quantity: 1,
        price: '39.99',
        size: 'M',
        color: 'Blue',
      },
      {
        orderId,
        name: 'Custom Premium T-Shirt - Thunder Strike',
        imageUrl: null,
        quantity: 2,
        price: '11.74',
        size: 'L',
        color: null,
      },
    ]);
    // Inserted out of order: the answer sorts them by time.
    await t.db.insert(orderEvents).values([
      {
        orderId,
        status: 'shipped',
        note: 'Handed to UPS',
        shopperNote: 'Handed to UPS',
        createdAt: new Date('2025-03-03T09:00:00Z'),
      },
      { orderId, status: 'pending', note: null, createdAt: new Date('2025-03-01T10:00:00Z') },
      {
        orderId,
        status: 'confirmed',
        note: 'Payment received',
        shopperNote: 'Payment received',
        createdAt: new Date('2025-03-02T08:30:00Z'),
      },
      // Staff's own words and the payment's own line stay off the shopper's timeline.
      {
        orderId,
        status: 'confirmed',
        note: 'customer emailed asking to cancel',
        createdAt: new Date('2025-03-02T09:00:00Z'),
        kind: 'note',
      },
      {
        orderId,
        status: 'paid',
        note: 'Payment received',
        createdAt: new Date('2025-03-02T08:30:00Z'),
        kind: 'payment',
      },
    ]);
  });
  afterAll(() => t.close());

  const track = (url: string, remoteAddress = freshAddress()) => t.app.inject({ method: 'GET', url, remoteAddress });

  const expected = (fullAddress = false) => ({
    order: {
      id: orderId,
      status: 'shipped',
      paymentStatus: 'paid',
      fulfillmentStatus: 'fulfilled',
      trackingNumber: 'TRK-7H2K9Q4M',
      createdAt: '2025-03-01T10:00:00.000Z',
      total: '63.47',
      shippingAddress: fullAddress ? 'Dana Shopper\n1 Main St\nFort Smith AR 72901\nUS' : 'Fort Smith, AR',
      fullAddress,
      carrier: 'UPS',
      carrierTrackingNumber: '1Z999AA10123456784',
      parcels: [],
      events: [
        { status: 'pending', note: null, createdAt: '2025-03-01T10:00:00.000Z' },
        { status: 'confirmed', note: 'Payment received', createdAt: '2025-03-02T08:30:00.000Z' },
        { status: 'shipped', note: 'Handed to UPS', createdAt: '2025-03-03T09:00:00.000Z' },
      ],
    },
    items: [
      {
        id: expect.any(Number),
        size: 'M',
        color: 'Blue',
        price: '39.99',
        quantity: 1,
        product: { name: 'Linen Wrap Dress', imageUrl: '/media/1' },
      },
      {
        id: expect.any(Number),
        size: 'L',
        color: null,
        price: '11.74',
        quantity: 2,
        product: { name: 'Custom Premium T-Shirt - Thunder Strike', imageUrl: null },
      },
    ],
  });

  it('finds an order by its tracking number, with items and the timeline oldest first', async () => {
    const res = await track('/api/orders/track/TRK-7H2K9Q4M');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(expected());
  });

  it("shows the name, street and phone only with the order's email; a tracking number alone shows the city and state", async () => {
    for (const url of [
      '/api/orders/track/TRK-7H2K9Q4M?email=%20Dana@Example.com',
      '/api/orders/track?trackingNumber=TRK-7H2K9Q4M&email=dana@example.com',
    ]) {
      const res = await track(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(expected(true));
    }
    for (const url of [
      '/api/orders/track/TRK-7H2K9Q4M?email=someone@example.com',
      '/api/orders/track/TRK-7H2K9Q4M?email=',
    ]) {
      const res = await track(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().order.shippingAddress, url).toBe('Fort Smith, AR');
      expect(res.body, url).not.toContain('Dana');
      expect(res.body, url).not.toContain('Main St');
    }
  });

  it('answers the query form the same way, ignoring surrounding spaces', async () => {
    const res = await track('/api/orders/track?trackingNumber=%20TRK-7H2K9Q4M%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected());
  });

  it('finds it whatever the letter case, and with spaces typed inside', async () => {
    for (const url of ['/api/orders/track/trk-7h2k9q4m', '/api/orders/track?trackingNumber=Trk-7H2K%209Q4M']) {
      const res = await track(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual(expected());
    }
  });

  it('reads a store tracking number as typed from a receipt: O as zero, I and L as one', () => {
    for (let i = 0; i < 50; i++) {
      const trackingNumber = newTrackingNumber();
      const typed = ` ${trackingNumber.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
      expect(normalizeTrackingNumber(typed)).toBe(trackingNumber);
    }
  });

  it('gives every unknown number the same answer', async () => {
    for (const url of [
      '/api/orders/track/TRK-NOPE0000',
      '/api/orders/track?trackingNumber=trk-7h2k9q4',
      `/api/orders/track/${'X'.repeat(90)}`,
    ]) {
      const res = await track(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('asks for a tracking number when there is none', async () => {
    for (const url of [
      '/api/orders/track',
      '/api/orders/track?trackingNumber=',
      '/api/orders/track?trackingNumber=%20%20',
    ]) {
      const res = await track(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REQUIRED);
    }
  });

  it('limits lookups per address across both forms', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await track(`/api/orders/track/TRK-GUESS${i}`, address)).statusCode);
    for (let i = 0; i < 11; i++)
      statuses.push((await track(`/api/orders/track?trackingNumber=TRK-GUESS${i}`, address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});
