// The order list as a CSV file for the books: the list's filters (not its search), newest or
// oldest first, read in keyset batches so a long history is never held in memory. Money in
// dollars; a role that may not contact customers gets the file without emails and addresses,
// as its list shows none. Formula-looking cells get an apostrophe (a name typed by a shopper).
import { pipeline, Readable } from 'node:stream';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { toCents, toDecimal } from '../../shared/money';
import type { AdminOrderListQuery } from '../../shared/schemas/admin';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { filtersOf } from './order-list';

const BATCH = 500;

export const ORDER_CSV_COLUMNS = [
  'Order',
  'Date (UTC)',
  'Customer email',
  'Status',
  'Payment status',
  'Fulfillment status',
  'Items',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Shipping address',
];

export type OrderExportFilters = Omit<AdminOrderListQuery, 'limit' | 'after' | 'q'>;

type OrderRow = typeof orders.$inferSelect;
const dollars = (amount: string) => toDecimal(toCents(amount));

async function readBatch(db: Db, filters: OrderExportFilters, after: OrderRow | undefined): Promise<OrderRow[]> {
  const oldestFirst = filters.sort === 'oldest';
  const page = after
    ? oldestFirst
      ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)`
      : sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::int)`
    : undefined;
  return db
    .select()
    .from(orders)
    .where(and(filtersOf(filters), page))
    .orderBy(...(oldestFirst ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
    .limit(BATCH);
}

async function* records(db: Db, filters: OrderExportFilters, first: OrderRow[], contact: boolean) {
  let batch = first;
  for (;;) {
    const items = batch.length
      ? await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              batch.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    const linesOf = new Map<number, string[]>();
    for (const item of items) {
      const options = [item.size, item.color].filter(Boolean).join(' / ');
      const line = `${item.quantity} x ${item.name}${options ? ` (${options})` : ''}`;
      linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), line]);
    }
    for (const order of batch)
      yield [
        `#${order.id}`,
        order.createdAt.toISOString(),
        contact ? order.email : '',
        order.status,
        order.paymentStatus,
        order.fulfillmentStatus,
        (linesOf.get(order.id) ?? []).join('; '),
        dollars(order.subtotal),
        dollars(order.discount),
        dollars(order.shipping),
        dollars(order.tax),
        dollars(order.total),
        contact ? order.shippingAddress : '',
      ];
    const last = batch.at(-1);
    if (batch.length < BATCH || !last) return;
    batch = await readBatch(db, filters, last);
  }
}

/** The matching orders with a header row; the first batch is read before the download starts. */
export async function ordersCsv(db: Db, filters: OrderExportFilters, contact: boolean): Promise<Readable> {
  const first = await readBatch(db, filters, undefined);
  const output = stringify({ header: true, columns: ORDER_CSV_COLUMNS, bom: true, escape_formulas: true });
  pipeline(Readable.from(records(db, filters, first, contact)), output, () => {});
  return output;
}
