// The customer list staff work from: one row per mailbox (shared/customer-key.ts) from shopper
// accounts and placed orders, with each person's order count, what they spent less refunds, their
// last order and whether they take the newsletter; found by part of a name or email, filtered,
// sorted and paged by position.
//
// The figures are an aggregate of every placed order by key, computed for each request. Measured
// at 100k orders (bench/customers.ts, docs/performance.md) that takes about 2 s on PostgreSQL:
// fine for a small shop, too slow for a large one, where the figures belong in a per-customer
// table kept where orders change (not built yet).
import { sql, type SQL } from 'drizzle-orm';
import { customerIdOf, customerKeyOf } from '../../shared/customer-key';
import { toDecimal } from '../../shared/money';
import type { AdminCustomer, CustomerExportQuery, CustomerListQuery } from '../../shared/schemas/customers';
import type { Tx } from '../db/database';
import { customerKeySql, customers, newsletter, orderCustomerName, orders, payments, refunds } from '../db/schema';

/** A deleted account's orders (shared/customer-key.ts isAnonymousKey): listed without a name or email. */
const ANONYMOUS_KEY = `^deleted-(account|customer)-[0-9]+@invalid$`;

/**
 * Every customer with their figures, as a subquery "people". An order counts for the account it
 * belongs to (an account's email may have changed since), else for its own key. Placed orders
 * are those whose payment went through; spend leaves out cancelled orders, which gave everything
 * back, and takes off what was refunded of the rest (as the dashboard's revenue does).
 */
export const peopleSql = sql`
  with account_keys as materialized (
    select ${customers.id} as account_id, ${customerKeySql(customers.email)} as key, ${customers.email} as email,
      nullif(${customers.name}, '') as name, ${customers.createdAt} as created_at
    from ${customers}
  ),
  accounts as (select distinct on (key) * from account_keys order by key, account_id),
  refunded as (
    select p.order_id, sum(r.amount_cents) as cents
    from ${refunds} r join ${payments} p on p.id = r.payment_id
    where r.status = 'succeeded' and p.order_id is not null
    group by p.order_id
  ),
  figures as (
    select coalesce(c.key, o.customer_key) as key, count(*)::int as orders,
      coalesce(sum(case when o.status <> 'cancelled'
        then round((o.total + o.gift_card_amount) * 100) - coalesce(rf.cents, 0) end), 0)::bigint as spent_cents,
      max(o.created_at) as last_order_at,
      (array_agg(o.id order by o.created_at desc, o.id desc))[1] as latest_order_id
    from ${orders} o
      left join account_keys c on c.account_id = o.customer_id
      left join refunded rf on rf.order_id = o.id
    where o.payment_status <> 'unpaid' and o.customer_key is not null
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
  select j.key, j.account_id, j.account_since, j.orders, j.spent_cents, j.last_order_at,
    case when j.key ~ ${ANONYMOUS_KEY} then null else j.name end as name,
    case when j.key ~ ${ANONYMOUS_KEY} then null else j.email end as email,
    j.key ~ ${ANONYMOUS_KEY} as anonymous,
    exists (select 1 from ${newsletter} n where ${customerKeySql(sql`n.email`)} = j.key) as subscribed
  from joined j`;

export interface PersonRow {
  key: string;
  account_id: number | null;
  account_since: string | Date | null;
  orders: number;
  spent_cents: string | number;
  last_order_at: string | Date | null;
  name: string | null;
  email: string | null;
  anonymous: boolean;
  subscribed: boolean;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

export function presentPerson(row: PersonRow): AdminCustomer {
  return {
    id: customerIdOf(row.key),
    kind: row.anonymous ? 'deleted' : row.account_id !== null ? 'account' : 'guest',
    name: row.name,
    email: row.email,
    orders: Number(row.orders),
    spent: toDecimal(Number(row.spent_cents)),
    lastOrderAt: iso(row.last_order_at),
    subscribed: row.subscribed,
  };
}

const ORDER_BY: Record<CustomerListQuery['sort'], SQL> = {
  spent: sql`spent_cents desc, key`,
  orders: sql`orders desc, spent_cents desc, key`,
  last_order: sql`last_order_at desc nulls last, key`,
  name: sql`lower(name) asc nulls last, key`,
};

/**
 * The filters over "people". `byEmail` false (a role without customers' contact details) leaves
 * emails out of the search, so typing parts of one cannot tell whose it is.
 */
function filtersOf(query: CustomerExportQuery, byEmail: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(
      byEmail
        ? sql`(name ilike ${pattern} or email ilike ${pattern} or key = ${customerKeyOf(query.q)})`
        : sql`name ilike ${pattern}`,
    );
  }
  if (query.account !== undefined) parts.push(query.account ? sql`account_id is not null` : sql`account_id is null`);
  if (query.subscribed !== undefined) parts.push(query.subscribed ? sql`subscribed` : sql`not subscribed`);
  if (query.spentOver !== undefined)
    parts.push(sql`spent_cents > ${Math.round(Number(query.spentOver) * 100)}::bigint`);
  if (query.orderedSince) parts.push(sql`last_order_at >= ${`${query.orderedSince}T00:00:00Z`}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface CustomerPage {
  items: AdminCustomer[];
  total: number;
  /** Where the next page starts, when there is one. */
  next: number | undefined;
}

export async function listCustomers(tx: Tx, query: CustomerListQuery, byEmail: boolean): Promise<CustomerPage> {
  const offset = Number(query.after ?? 0);
  const result = await tx.execute(sql`
    select *, count(*) over () as total from (${peopleSql}) people
    where ${filtersOf(query, byEmail)}
    order by ${ORDER_BY[query.sort]}
    limit ${query.limit} offset ${offset}`);
  const rows = rowsOf<PersonRow & { total: string | number }>(result);
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map(presentPerson),
    total,
    next: offset + rows.length < total ? offset + rows.length : undefined,
  };
}

/** Every customer the filters match, in the list's order: the CSV export. */
export async function allCustomers(tx: Tx, query: CustomerExportQuery, byEmail: boolean): Promise<AdminCustomer[]> {
  const result = await tx.execute(sql`
    select * from (${peopleSql}) people where ${filtersOf(query, byEmail)} order by ${ORDER_BY[query.sort]}`);
  return rowsOf<PersonRow>(result).map(presentPerson);
}
