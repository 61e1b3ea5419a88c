// The customer list staff work from: one row per mailbox (shared/customer-key.ts) from shopper
// accounts and placed orders, with each person's order count, what they spent less refunds, their
// last order and whether they take the newsletter; found by part of a name or email, filtered,
// sorted and paged by position.
//
// The figures come from customer_figures, kept where orders, refunds and accounts change
// (figures.ts): a page is the first rows of the index of its sort.
import { sql, type SQL } from 'drizzle-orm';
import { customerKeyOf } from '../../shared/customer-key';
import { toDecimal } from '../../shared/money';
import type { AdminCustomer, CustomerExportQuery, CustomerListQuery } from '../../shared/schemas/customers';
import type { Tx } from '../db/database';
import { customerFigures } from '../db/schema';
import { ANONYMOUS_KEY } from './figures';

/** Every customer with their figures, as a subquery "people". */
const peopleSql = sql`
  select f.customer_key as key, f.account_id, f.account_since, f.orders, f.spent_cents, f.last_order_at,
    f.name, f.email, f.customer_key ~ ${ANONYMOUS_KEY} as anonymous, f.page_id, f.subscribed
  from ${customerFigures} f`;

/** One customer's row, by key. */
export const personSql = (key: string) => sql`select * from (${peopleSql}) p where key = ${key}`;

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
  page_id: string;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

export function presentPerson(row: PersonRow): AdminCustomer {
  return {
    id: row.page_id,
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
  spent: sql`spent_cents desc nulls last, key`,
  orders: sql`orders desc nulls last, spent_cents desc nulls last, key`,
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
  const where = filtersOf(query, byEmail);
  // The page and the count apart: a count beside each row would work out every row's figures.
  const [result, counted] = await Promise.all([
    tx.execute(
      sql`select * from (${peopleSql}) p where ${where}
        order by ${ORDER_BY[query.sort]} limit ${query.limit} offset ${offset}`,
    ),
    tx.execute(sql`select count(*)::int as total from (${peopleSql}) people where ${where}`),
  ]);
  const rows = rowsOf<PersonRow>(result);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return {
    items: rows.map(presentPerson),
    total,
    next: offset + rows.length < total ? offset + rows.length : undefined,
  };
}

/** Every customer the filters match, in the list's order: the CSV export. */
export async function allCustomers(tx: Tx, query: CustomerExportQuery, byEmail: boolean): Promise<AdminCustomer[]> {
  const result = await tx.execute(
    sql`select * from (${peopleSql}) p where ${filtersOf(query, byEmail)} order by ${ORDER_BY[query.sort]}`,
  );
  return rowsOf<PersonRow>(result).map(presentPerson);
}
