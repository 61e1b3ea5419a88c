// Each customer's figures for the admin list (customer_figures): kept in the transaction of every
// change that moves them, so the list reads a page of an index instead of aggregating every order
// (about 2 s at 100k orders). The writers call these after their own change:
// - an order's payment status or stage (orders/moves.ts), and an order placed already paid
//   (a gift card paid it all);
// - a refund that went through (payments/refunds.ts);
// - an account made, renamed, given another email or deleted, and guest orders joined to it
//   (accounts/service.ts).
// A customer's row is worked out again whole from their orders and account rather than nudged by
// each change: what a changed order is worth never has to be known, and the row cannot drift.
import { sql, type SQL } from 'drizzle-orm';
import { customerKeyOf } from '../../shared/customer-key';
import type { Tx } from '../db/database';
import {
  customerFigures,
  customerKeySql,
  customerPageSalt,
  customers,
  newsletter,
  orderCustomerName,
  orders,
  payments,
  refunds,
  returns,
} from '../db/schema';

/** A deleted account's orders (shared/customer-key.ts isAnonymousKey): kept without a name or email. */
export const ANONYMOUS_KEY = `^deleted-(account|customer)-[0-9]+@invalid$`;

/**
 * The figures of the customers `keys` names (all of them when null). An order counts for the
 * account it belongs to (an account's email may have changed since), else for its own key.
 * Placed orders are those whose payment went through; spend leaves out cancelled orders, which
 * gave everything back, and takes off what was refunded of the rest (as the dashboard's revenue
 * does); the difference paid for a dearer exchange counts with its order, less what of it went
 * back. The name and email are the account's, else those of the latest order.
 */
/**
 * A customer's page address from their key: the first 24 hex digits of SHA-256 over the key and
 * the store's own secret. The same key always gives the same address, and without the secret an
 * address tells nothing of the email, so a role that may not read emails learns none from it.
 */
export const pageIdSql = (key: SQL) =>
  sql`substr(encode(sha256(convert_to(${key} || (select salt from ${customerPageSalt} limit 1), 'UTF8')), 'hex'), 1, 24)`;

function figuresSql(keys: string[] | null): SQL {
  const accountKey = customerKeySql(customers.email);
  const ofKeys = (column: SQL) => (keys ? sql`${column} in ${keys}` : sql`true`);
  return sql`
    with account_keys as materialized (
      select ${customers.id} as account_id, ${accountKey} as key, ${customers.email} as email,
        nullif(${customers.name}, '') as name, ${customers.createdAt} as created_at
      from ${customers} where ${ofKeys(accountKey)}
    ),
    accounts as (select distinct on (key) * from account_keys order by key, account_id),
    figures as (
      select coalesce(c.key, o.customer_key) as key, count(*)::int as orders,
        coalesce(sum(case when o.status <> 'cancelled' then round((o.total + o.gift_card_amount) * 100) - coalesce((
          select sum(r.amount_cents) from ${refunds} r join ${payments} p on p.id = r.payment_id
          where p.order_id = o.id and r.status = 'succeeded'), 0)
          + coalesce((select sum(p.amount_cents - coalesce((
              select sum(r.amount_cents) from ${refunds} r where r.payment_id = p.id and r.status = 'succeeded'), 0))
            from ${payments} p join ${returns} rt on rt.id = p.return_id
            where rt.order_id = o.id and p.status = 'paid'), 0) end), 0)::bigint as spent_cents,
        max(o.created_at) as last_order_at,
        (array_agg(o.id order by o.created_at desc, o.id desc))[1] as latest_order_id
      from ${orders} o left join account_keys c on c.account_id = o.customer_id
      where o.payment_status <> 'unpaid' and o.customer_key is not null
        and ${keys ? sql`(o.customer_id in (select account_id from account_keys) or (o.customer_id is null and ${ofKeys(sql`o.customer_key`)}))` : sql`true`}
      group by 1
    ),
    joined as (
      select coalesce(f.key, a.key) as key, a.account_id, a.created_at as account_since,
        coalesce(f.orders, 0) as orders, coalesce(f.spent_cents, 0) as spent_cents, f.last_order_at,
        coalesce(a.name, nullif(${orderCustomerName(sql`lo.customer`)}, '')) as name,
        coalesce(a.email, lo.email) as email
      from figures f
        full join accounts a on a.key = f.key
        left join ${orders} lo on lo.id = f.latest_order_id
    )
    select key, account_id, account_since,
      case when key ~ ${ANONYMOUS_KEY} then null else name end as name,
      case when key ~ ${ANONYMOUS_KEY} then null else email end as email,
      orders, spent_cents, last_order_at, ${pageIdSql(sql`key`)} as page_id,
      exists (select 1 from ${newsletter} n where ${customerKeySql(sql`n.email`)} = key) as subscribed
    from joined`;
}

const insertFresh = (keys: string[] | null) => sql`
  insert into ${customerFigures} (customer_key, account_id, account_since, name, email, orders, spent_cents, last_order_at, page_id, subscribed)
  ${figuresSql(keys)}`;

/** Works out again the figures of the customers with these keys (a customer with nothing left loses their row). */
export async function refreshCustomerFigures(tx: Tx, keys: Iterable<string | null | undefined>): Promise<void> {
  const unique = [...new Set([...keys].filter((key): key is string => Boolean(key)))].sort();
  if (unique.length === 0) return;
  // One writer at a time per customer, in one order: a refresh that waited reads what the other
  // committed, so two changes to one customer's orders cannot each leave out the other's.
  for (const key of unique) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-figures:${key}`}))`);
  await tx.execute(sql`delete from ${customerFigures} where customer_key in ${unique}`);
  await tx.execute(insertFresh(unique));
}

/** The keys these orders count for: their account's mailbox, or their own for a guest order. */
export async function customerKeysOfOrders(tx: Tx, orderIds: readonly number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const result = await tx.execute(sql`
    select coalesce(${customerKeySql(sql`c.email`)}, o.customer_key) as key
    from ${orders} o left join ${customers} c on c.id = o.customer_id
    where o.id in ${[...orderIds]}`);
  return (result as unknown as { rows: Array<{ key: string | null }> }).rows.flatMap((row) =>
    row.key ? [row.key] : [],
  );
}

/** After these orders changed: their customers' figures again. */
export async function refreshFiguresOfOrders(tx: Tx, orderIds: readonly number[]): Promise<void> {
  await refreshCustomerFigures(tx, await customerKeysOfOrders(tx, orderIds));
}

/** After an account with this email changed (made, renamed, orders joined). */
export async function refreshFiguresOfEmail(tx: Tx, ...emails: string[]): Promise<void> {
  await refreshCustomerFigures(
    tx,
    emails.map((email) => customerKeyOf(email)),
  );
}

/** Every customer's figures from scratch: what the migration's backfill does, for data loaded by hand. */
export async function rebuildCustomerFigures(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${customerFigures}`);
  await tx.execute(insertFresh(null));
}
