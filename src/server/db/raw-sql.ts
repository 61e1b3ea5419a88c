// Plain SQL on the connection a Drizzle transaction (or the database) runs on, for hot paths
// where building statements with the query builder costs more CPU than running them (the
// checkout: bench/checkout). Both drivers keep their client on the session: a pg Pool or
// PoolClient, a PGlite instance or transaction; each has query(text, params).
// Rows come back as the driver types them, which differs for numeric, bigint and timestamps:
// cast in SQL (::text, ::int) so both drivers give the same values.
import type { Database, Tx } from './database';

/**
 * `name` makes it a prepared statement on PostgreSQL: parsed and analysed once per connection
 * instead of on every call (PGlite has no named statements and runs the text as it is). A name
 * stands for one text: two texts under one name fail on the connection.
 */
export type SqlQuery = <Row extends object>(text: string, params?: readonly unknown[], name?: string) => Promise<Row[]>;

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** node-postgres (a Pool or a Client) also takes a query as { name, text, values }. */
interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

export function rawSql(tx: Tx, driver: Database['driver']): SqlQuery {
  const client = (tx as unknown as { session?: { client?: Partial<Queryable> } }).session?.client;
  if (typeof client?.query !== 'function')
    throw new Error('rawSql: the Drizzle session has no driver client (did Drizzle change?)');
  const queryable = client as Queryable;
  return async <Row extends object>(text: string, params: readonly unknown[] = [], name?: string) => {
    const result =
      name && driver === 'postgres'
        ? await (client as unknown as PgQueryable).query({ name, text, values: [...params] })
        : await queryable.query(text, [...params]);
    return result.rows as Row[];
  };
}

/** A timestamp as either driver returns it (a Date, or text for a ::text cast) -> ISO 8601. */
export const isoTime = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
