// The dashboard's reads: keyset pages newest first, optional search, and the card figures.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  contactMessages,
  emailOutbox,
  newsletter,
  orders,
  payments,
  productImages,
  products,
  productVariants,
  refunds,
} from '../db/schema';
import { containing, cursorTime, olderThan, type Cursor } from '../db/keyset';

export interface PageRequest {
  limit: number;
  after?: Cursor | undefined;
  q?: string | undefined;
}

export async function selectMessages(tx: Tx, { limit, after, q }: PageRequest) {
  const search = containing(q, [contactMessages.name, contactMessages.email, contactMessages.subject]);
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        category: contactMessages.category,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
        readAt: contactMessages.readAt,
        cursorTime: cursorTime(contactMessages.createdAt),
      })
      .from(contactMessages)
      .where(and(search, olderThan(contactMessages.createdAt, contactMessages.id, after)))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit + 1),
    tx.select({ total: count() }).from(contactMessages).where(search),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectSubscriptions(tx: Tx, { limit, after, q }: PageRequest) {
  const search = containing(q, [newsletter.email]);
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: newsletter.id,
        email: newsletter.email,
        subscribedAt: newsletter.subscribedAt,
        cursorTime: cursorTime(newsletter.subscribedAt),
      })
      .from(newsletter)
      .where(and(search, olderThan(newsletter.subscribedAt, newsletter.id, after)))
      .orderBy(desc(newsletter.subscribedAt), desc(newsletter.id))
      .limit(limit + 1),
    tx.select({ total: count() }).from(newsletter).where(search),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectStats(tx: Tx) {
  const [[orderFigures], [messageFigures], [subscriberFigures]] = await Promise.all([
    tx
      .select({
        // Orders whose payment succeeded: a checkout that was never paid is not an order.
        orders: sql<number>`count(*) filter (where ${orders.paymentStatus} <> 'unpaid')`.mapWith(Number),
        // What paid orders brought in (the gift-card part too), less what was refunded to them;
        // a cancelled order gave everything back, so it counts nothing.
        revenue: sql<string>`(
          coalesce(sum(${orders.total} + ${orders.giftCardAmount}) filter (where ${orders.paymentStatus} <> 'unpaid' and ${orders.status} <> 'cancelled'), 0)
          - coalesce((select sum(r.amount_cents) from ${refunds} r join ${payments} p on p.id = r.payment_id join ${orders} o on o.id = p.order_id
              where r.status = 'succeeded' and o.status <> 'cancelled'), 0) / 100.0
        )::numeric(12,2)::text`,
      })
      .from(orders),
    tx
      .select({
        messages: count(),
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
      })
      .from(contactMessages),
    tx.select({ subscribers: count() }).from(newsletter),
  ]);
  return {
    orders: orderFigures?.orders ?? 0,
    revenue: orderFigures?.revenue ?? '0',
    messages: messageFigures?.messages ?? 0,
    unreadMessages: messageFigures?.unread ?? 0,
    subscribers: subscriberFigures?.subscribers ?? 0,
  };
}

export async function selectOutbox(tx: Tx, { limit, after, q }: PageRequest) {
  const search = containing(q, [emailOutbox.to, emailOutbox.subject]);
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        secret: emailOutbox.secret,
        error: emailOutbox.error,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        cursorTime: cursorTime(emailOutbox.createdAt),
      })
      .from(emailOutbox)
      .where(and(search, olderThan(emailOutbox.createdAt, emailOutbox.id, after)))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit + 1),
    tx.select({ total: count() }).from(emailOutbox).where(search),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOutboxEmail(tx: Tx, id: number) {
  const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Whether the message has been read, locked until the transaction ends; undefined when there is no such message. */
export async function lockMessageRead(tx: Tx, id: number): Promise<boolean | undefined> {
  const [row] = await tx
    .select({ readAt: contactMessages.readAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row && row.readAt !== null;
}

/** Marks a message read (keeping the first read time) or unread. */
export async function setMessageRead(tx: Tx, id: number, read: boolean) {
  const [row] = await tx
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** Every subscriber, oldest first: the CSV export. */
export function selectAllSubscriptions(tx: Tx) {
  return tx
    .select({ email: newsletter.email, subscribedAt: newsletter.subscribedAt })
    .from(newsletter)
    .orderBy(asc(newsletter.subscribedAt), asc(newsletter.id));
}

export async function selectProducts(
  tx: Tx,
  { limit, after, q, category }: PageRequest & { category?: string | undefined },
) {
  const where = and(
    containing(q, [products.name, products.handle]),
    category ? eq(products.category, category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: products.id,
        handle: products.handle,
        name: products.name,
        category: products.category,
        subcategory: products.subcategory,
        collection: products.collection,
        price: products.price,
        stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${productVariants} v where v.product_id = ${products}.id)`,
        featured: products.featured,
        trending: products.trending,
        active: products.active,
        archivedAt: products.archivedAt,
        // Spelled out: a single-table select leaves columns unqualified, which would bind "id" to the images.
        imageUrl: sql<
          string | null
        >`(select i.url from ${productImages} i where i.product_id = ${products}.id order by i.position, i.id limit 1)`,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        cursorTime: cursorTime(products.createdAt),
      })
      .from(products)
      .where(and(where, olderThan(products.createdAt, products.id, after)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit + 1),
    tx.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
