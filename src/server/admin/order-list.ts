// The order list staff work from: placed orders or abandoned checkouts, filtered by payment,
// fulfillment and days, found by order number, name, email, product, SKU or tracking number,
// newest or oldest first, a keyset page at a time; and the counts of work waiting.
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../shared/catalog/counts';
import {
  ORDER_SEARCH_COUNT_CAP,
  type AdminOrder,
  type AdminOrderCounts,
  type AdminOrderListQuery,
} from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { Db, Tx } from '../db/database';
import { adminUsers, orderCustomerName, orderItems, orders, soldItemNames } from '../db/schema';
import { decodeCursor, toPage, type Page } from '../http/paging';
import { normalizeTrackingNumber } from '../orders/tracking-number';
import { containing, cursorTime, olderThan } from '../db/keyset';

/** Placed orders are those whose payment succeeded at some point; the rest are abandoned checkouts. */
const placed = ne(orders.paymentStatus, 'unpaid');
const abandoned = eq(orders.paymentStatus, 'unpaid');
/** Paid, not cancelled, with goods still to send. */
const toShip = and(
  inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
  inArray(orders.fulfillmentStatus, ['unfulfilled', 'partially_fulfilled']),
  ne(orders.status, 'cancelled'),
);

const customerName = orderCustomerName(orders.customer);

/** Counts stop here: past COUNT_CAP the owner reads "10,000+" (shared/catalog/counts.ts). */
const COUNTED = COUNT_CAP + 1;
/** A search's count stops here: "1,000+". */
const SEARCH_COUNTED = ORDER_SEARCH_COUNT_CAP + 1;

/** How many orders match `where`, reading at most COUNTED of them. */
const countUpTo = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${orders} ${where ? sql`where ${where}` : sql``} limit ${COUNTED}) as counted)`.mapWith(
    Number,
  );

/**
 * What a search matches, in two parts each served by its own indexes: the order itself
 * ("#1042" or "1042" is order 1042; a tracking number as typed, with O for 0; any text is part
 * of an email, name, tracking or carrier's number, by trigram) and its lines (part of a product's name or SKU).
 * Searched apart and joined by id, since one OR across both would read every order.
 *
 * The lines are matched in two steps: first the names and SKUs ever sold that contain the text
 * (a trigram search of sold_item_names), then the lines with one of those names or SKUs, through
 * plain indexes. The names go to the second query as values, so the planner weighs how many
 * lines they hold: a product in every seventh order is best found by reading the newest
 * orders, one SKU sold 30 times by reading its lines.
 */
async function searching(
  db: Db,
  q: string | undefined,
  byEmail: boolean,
): Promise<{ order: SQL; lines: SQL } | undefined> {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const number = /^#?(\d{1,9})$/.exec(q.trim());
  const order = or(
    containing(
      q,
      byEmail
        ? [orders.email, orders.trackingNumber, orders.carrierTrackingNumber]
        : [orders.trackingNumber, orders.carrierTrackingNumber],
    ),
    eq(orders.trackingNumber, normalizeTrackingNumber(q)),
    sql`${customerName} ilike ${pattern}`,
    number ? eq(orders.id, Number(number[1])) : undefined,
  )!;
  const [sold] = await db
    .select({
      names: sql<
        string[]
      >`coalesce(array_agg(distinct ${soldItemNames.name}) filter (where ${soldItemNames.name} ilike ${pattern}), '{}')`,
      skus: sql<
        string[]
      >`coalesce(array_agg(distinct ${soldItemNames.sku}) filter (where ${soldItemNames.sku} ilike ${pattern}), '{}')`,
    })
    .from(soldItemNames)
    .where(or(sql`${soldItemNames.name} ilike ${pattern}`, sql`${soldItemNames.sku} ilike ${pattern}`));
  const names = sold?.names ?? [];
  const skus = sold?.skus ?? [];
  const lines =
    names.length || skus.length
      ? sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders}.id and (i.name = any(${sql.param(names)}::text[]) or i.sku = any(${sql.param(skus)}::text[])))`
      : sql`false`;
  return { order, lines };
}

const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

export function filtersOf(query: Omit<AdminOrderListQuery, 'limit' | 'after' | 'q'>): SQL | undefined {
  return and(
    query.view === 'abandoned' ? abandoned : placed,
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.fulfillment ? eq(orders.fulfillmentStatus, query.fulfillment) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.toShip ? toShip : undefined,
    query.from ? sql`${orders.createdAt} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${orders.createdAt} < ${dayStart(query.to)} + interval '1 day'` : undefined,
  );
}

/**
 * A page of orders. `byEmail` false (a role that does not see customers' emails) leaves emails
 * out of the search, so typing parts of one cannot tell what it is.
 */
export async function listOrders(db: Db, query: AdminOrderListQuery, byEmail = true): Promise<Page<AdminOrder>> {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const filters = filtersOf(query);
  const search = await searching(db, query.q, byEmail);
  const oldestFirst = query.sort === 'oldest';
  const page = oldestFirst
    ? after
      ? sql`(${orders.createdAt}, ${orders.id}) > (${after.time}::timestamptz, ${after.id}::int)`
      : undefined
    : olderThan(orders.createdAt, orders.id, after);
  const order = oldestFirst ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const sorted = oldestFirst
    ? sql`${orders.createdAt} asc, ${orders.id} asc`
    : sql`${orders.createdAt} desc, ${orders.id} desc`;
  const shown = and(filters, page);
  // A search's page: each part's first page, in the list's order, then the first of both.
  const found = search
    ? sql`${orders.id} in (
        (select ${orders.id} from ${orders} where ${and(shown, search.order)} order by ${sorted} limit ${query.limit + 1})
        union all
        (select ${orders.id} from ${orders} where ${and(shown, search.lines)} order by ${sorted} limit ${query.limit + 1}))`
    : undefined;
  const counted = search
    ? sql<number>`(select count(*)::int from (
        (select ${orders.id} from ${orders} where ${and(filters, search.order)} limit ${SEARCH_COUNTED})
        union
        (select ${orders.id} from ${orders} where ${and(filters, search.lines)} limit ${SEARCH_COUNTED})
        limit ${SEARCH_COUNTED}) as counted)`.mapWith(Number)
    : countUpTo(filters);
  const [rows, [total]] = await Promise.all([
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
      .where(and(shown, found))
      .orderBy(...order)
      .limit(query.limit + 1),
    db.select({ total: counted }).from(sql`(select 1) as totals`),
  ]);
  return toPage(rows, query.limit, total?.total ?? 0, (row) => ({
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

/**
 * The counts beside the views, each read through its own index and capped like the list's
 * total: a view with more than COUNT_CAP orders shows "10,000+".
 */
export async function countOrderWork(db: Db, staffId: number): Promise<AdminOrderCounts> {
  const [seen] = await db.select({ at: adminUsers.ordersSeenAt }).from(adminUsers).where(eq(adminUsers.id, staffId));
  const [row] = await db
    .select({
      toShip: countUpTo(toShip),
      inReview: countUpTo(eq(orders.paymentStatus, 'in_review')),
      awaitingPayment: countUpTo(and(eq(orders.status, 'awaiting_payment'), abandoned)),
      newSinceLastVisit: countUpTo(and(placed, seen?.at ? gt(orders.createdAt, seen.at) : undefined)),
    })
    .from(sql`(select 1) as counts`);
  return {
    toShip: row?.toShip ?? 0,
    inReview: row?.inReview ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
    newSinceLastVisit: row?.newSinceLastVisit ?? 0,
  };
}

/** The orders waiting to ship, as the order list's tab counts them: what the dashboard shows every role. */
export async function countOrdersToShip(db: Db): Promise<number> {
  const [row] = await db.select({ toShip: countUpTo(toShip) }).from(sql`(select 1) as counts`);
  return row?.toShip ?? 0;
}

/** The staff member has seen the newest orders: the "new" badge starts again from now. */
export async function markOrdersSeen(tx: Tx, staffId: number): Promise<void> {
  await tx
    .update(adminUsers)
    .set({ ordersSeenAt: sql`now()` })
    .where(eq(adminUsers.id, staffId));
}
