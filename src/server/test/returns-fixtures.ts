// What the returns tests share: an order placed, paid, shipped and delivered as a shopper and
// staff would, and the shopper's and staff's calls on returns.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../shared/schemas/admin';
import type { App } from '../app';
import type { Tx } from '../db/database';
import { orderEvents } from '../db/schema';
import { customer, placePaidOrder, variantGid } from './orders-fixtures';

let lastAddress = 0;
/** Each shopper call from its own address, so the per-address limit never interferes. */
export const returnsAddress = () => `10.9.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

export interface DeliveredOrder {
  id: number;
  trackingNumber: string;
  email: string;
  /** The order's lines, in the order placed: their ids. */
  itemIds: number[];
}

/** An order of these variants, paid, shipped in one parcel and delivered. */
export async function deliveredOrder(
  app: App,
  staff: Record<string, string>,
  lines: Array<{ variantId: number; quantity: number } | { custom: object; quantity: number }>,
  shopper: typeof customer = customer,
): Promise<DeliveredOrder> {
  const { order } = await placePaidOrder(app, {
    customer: shopper,
    items: lines.map((line) =>
      'variantId' in line ? { variantId: variantGid(line.variantId), quantity: line.quantity } : line,
    ),
  });
  for (const payload of [
    { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999AA1' },
    { status: 'delivered' },
  ]) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      cookies: staff,
      payload,
    });
    if (moved.statusCode !== 200) throw new Error(`The order was not ${payload.status}: ${moved.body}`);
  }
  const detail = await orderDetail(app, staff, order.id);
  return {
    id: order.id,
    trackingNumber: order.trackingNumber,
    email: shopper.email,
    itemIds: detail.items.map((item) => item.id),
  };
}

export const orderDetail = async (app: App, staff: Record<string, string>, orderId: number) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, cookies: staff })).json<AdminOrderDetail>();

/** Moves the order's delivery back by this many days, as if it had arrived then. */
export async function deliveredDaysAgo(db: Tx, orderId: number, days: number) {
  await db
    .update(orderEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status'), eq(orderEvents.status, 'delivered')));
}

export const shopperPost = (app: App, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: returnsAddress() });

export const eligibility = (app: App, order: Pick<DeliveredOrder, 'trackingNumber' | 'email'>) =>
  shopperPost(app, '/api/returns/eligibility', { trackingNumber: order.trackingNumber, email: order.email });

export interface AskedLine {
  itemId: number;
  quantity: number;
  outcome?: 'refund' | 'exchange';
  exchangeVariantId?: string;
  reason?: string;
}

export const startReturn = (
  app: App,
  order: Pick<DeliveredOrder, 'trackingNumber' | 'email'>,
  lines: AskedLine[],
  key: string | null = randomUUID(),
) =>
  shopperPost(
    app,
    '/api/returns',
    {
      trackingNumber: order.trackingNumber,
      email: order.email,
      lines: lines.map((line) => ({ reason: 'too_small', outcome: 'refund', ...line })),
    },
    key ? { 'idempotency-key': key } : {},
  );

export const staffStep = (app: App, staff: Record<string, string>, id: number, step: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${step}`, cookies: staff, payload });
