// The statements a request sends to the database, as sent: drizzle passes each through its
// driver client's query(), on PGlite and on a pg Pool alike (text and values either in one
// config object or as a second argument).
import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './harness';

export interface SentStatement {
  text: string;
  values: unknown[];
}

type Query = (...args: unknown[]) => Promise<unknown>;

export async function statementsSentFor(t: TestApp, url: string): Promise<SentStatement[]> {
  const client = (t.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  const sent: SentStatement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: first.values ?? second ?? [] },
    );
    return query.apply(client, args);
  };
  try {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    client.query = query;
  }
  return sent;
}

/** A sent statement with its values in their places again, to run it again (EXPLAIN, say). */
export function withValues(statement: SentStatement): SQL {
  const pieces = statement.text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql.param(statement.values[Number(piece) - 1]))),
    sql``,
  );
}
