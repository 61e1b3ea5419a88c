// The order list staff work from: placed orders or abandoned checkouts, filtered by payment,
// fulfillment and days, found by order number, name, email, product, SKU or tracking number,
// newest or oldest first, a keyset page at a time; and the counts of work waiting.
import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderCounts, AdminOrderListQuery } from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { Db, Tx } from '../db/database';
import { adminUsers, orderItems, orders } from '../db/schema';
import { decodeCursor, toPage, type Page } from './paging';
import { containing, cursorTime, olderThan } from './queries';

/** Placed orders are those whose payment succeeded at some point; the rest are abandoned checkouts. */
const placed = ne(orders.paymentStatus, 'unpaid');
const abandoned = eq(orders.paymentStatus, 'unpaid');
/** Paid, not cancelled, with goods still to send. */
const toShip = and(
  inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
  inArray(orders.fulfillmentStatus, ['unfulfilled', 'partially_fulfilled']),
  ne(orders.status, 'cancelled'),
);

const customerName = sql<string>`trim(coalesce(${orders.customer}->>'firstName', '') || ' ' || coalesce(${orders.customer}->>'lastName', ''))`;

/** "#1042" or "1042" finds order 1042; any text finds numbers, emails, names, carriers' numbers, products and SKUs. */
function searching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byText = containing(q, [orders.trackingNumber, orders.email, orders.carrierTrackingNumber]);
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const byName = sql`${customerName} ilike ${pattern}`;
  const byLine = sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders}.id and (i.name ilike ${pattern} or i.sku ilike ${pattern}))`;
  const number = /^#?(\d{1,9})$/.exec(q.trim());
  return or(byText, byName, byLine, number ? eq(orders.id, Number(number[1])) : undefined);
}

const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

function filtersOf(query: AdminOrderListQuery): SQL | undefined {
  return and(
    query.view === 'abandoned' ? abandoned : placed,
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.fulfillment ? eq(orders.fulfillmentStatus, query.fulfillment) : undefined,
    query.toShip ? toShip : undefined,
    query.from ? sql`${orders.createdAt} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${orders.createdAt} < ${dayStart(query.to)} + interval '1 day'` : undefined,
    searching(query.q),
  );
}

export async function listOrders(db: Db, query: AdminOrderListQuery): Promise<Page<AdminOrder>> {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const where = filtersOf(query);
  const oldestFirst = query.sort === 'oldest';
  const page = oldestFirst
    ? after
      ? sql`(${orders.createdAt}, ${orders.id}) > (${after.time}::timestamptz, ${after.id}::int)`
      : undefined
    : olderThan(orders.createdAt, orders.id, after);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        trackingNumber: orders.trackingNumber,
        email: orders.email,
        customerName,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        fulfillmentStatus: orders.fulfillmentStatus,
        // Spelled out: a single-table select leaves columns unqualified, which would bind "id" to the items.
        itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = ${orders}.id)`,
        total: orders.total,
        createdAt: orders.createdAt,
        cursorTime: cursorTime(orders.createdAt),
      })
      .from(orders)
      .where(and(where, page))
      .orderBy(...(oldestFirst ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (row) => ({
    id: row.id,
    trackingNumber: row.trackingNumber,
    email: row.email,
    customerName: row.customerName,
    status: row.status,
    paymentStatus: row.paymentStatus as AdminOrder['paymentStatus'],
    fulfillmentStatus: row.fulfillmentStatus as AdminOrder['fulfillmentStatus'],
    itemCount: row.itemCount,
    total: toDecimal(toCents(row.total)),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function countOrderWork(db: Db, staffId: number): Promise<AdminOrderCounts> {
  const [seen] = await db.select({ at: adminUsers.ordersSeenAt }).from(adminUsers).where(eq(adminUsers.id, staffId));
  const [row] = await db
    .select({
      toShip: sql<number>`count(*) filter (where ${toShip})`.mapWith(Number),
      inReview: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'in_review')`.mapWith(Number),
      awaitingPayment: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_payment' and ${abandoned})`.mapWith(Number),
      newSinceLastVisit: seen?.at
        ? sql<number>`count(*) filter (where ${placed} and ${orders.createdAt} > ${seen.at.toISOString()}::timestamptz)`.mapWith(Number)
        : sql<number>`count(*) filter (where ${placed})`.mapWith(Number),
    })
    .from(orders)
    .where(or(toShip, eq(orders.status, 'awaiting_payment'), eq(orders.paymentStatus, 'in_review'), seen?.at ? gt(orders.createdAt, seen.at) : placed));
  return { toShip: row?.toShip ?? 0, inReview: row?.inReview ?? 0, awaitingPayment: row?.awaitingPayment ?? 0, newSinceLastVisit: row?.newSinceLastVisit ?? 0 };
}

/** The staff member has seen the newest orders: the "new" badge starts again from now. */
export async function markOrdersSeen(tx: Tx, staffId: number): Promise<void> {
  await tx.update(adminUsers).set({ ordersSeenAt: sql`now()` }).where(eq(adminUsers.id, staffId));
}
