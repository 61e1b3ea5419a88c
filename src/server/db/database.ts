// One database API over two drivers: PGlite (embedded, the default) and node-postgres
// (DATABASE_URL). Both speak the same SQL, so every query runs unchanged on either.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Without Drizzle's relational query API (db.query.*): the store uses the query builder and
// plain SQL only, and with a schema every transaction would build one query object per table.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** True when the database answers a trivial query (within the connect timeout). */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while holding a lock shared by every process on this database, so servers
   * started together migrate, seed and create the first admin one after the other.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a session of its own, outside the pool and without the store's
   * timeouts, not yet connected (attach an 'error' listener, then connect; the caller ends
   * it). For work that must keep one connection, such as LISTEN.
   */
  session?(applicationName: string): pg.Client;
  /**
   * Plain SQL for libraries that bring their own (the job queue): with values, one statement
   * with $1.. parameters; without, a script of several statements. Answers the last result.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A transaction whose statements all find their rows by key, run many times a second (placing
   * an order). On PostgreSQL its statements keep the plan made the first time on the
   * connection instead of planning again for each set of values, and never read a whole table
   * where an index finds the rows: with only a few rows to look up, the planner would otherwise
   * price a scan of a small table below the index and keep planning anew. Both are set in the
   * round trip that begins the transaction. On PGlite, an ordinary transaction.
   */
  keyedTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data directory (a tarball) instead of an empty database. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL: the longest wait for a connection, new or from the full pool (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server cancels a statement, or a transaction left idle, after this long;
   * the driver gives up 5 s later if the server never answers. 0 or unset: no limit.
   */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** Any 64-bit number unique to this app: the key of the start-up advisory lock. */
const STARTUP_LOCK = 7_316_402_215;

const ignore = () => {};

/** Begins a keyed transaction (Database.keyedTransaction): one round trip, three statements. */
const KEYED_BEGIN = 'begin; set local plan_cache_mode = force_generic_plan; set local enable_seqscan = off';

function answersWithin(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    query.then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeoutMs = options.statementTimeoutMs || 0;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      ...(statementTimeoutMs > 0
        ? {
            statement_timeout: statementTimeoutMs,
            idle_in_transaction_session_timeout: statementTimeoutMs,
            query_timeout: statementTimeoutMs + 5_000,
          }
        : {}),
    });
    // A connection cut while idle in the pool (PostgreSQL restarted, pg_terminate_backend)
    // must not crash the process; the pool drops it and the next query opens a fresh one.
    pool.on('error', ignore);
    // The same for a connection cut while checked out between two statements of a
    // transaction: without a listener node-postgres would throw it as an uncaught 'error'.
    // The next statement on it fails instead, and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', ignore));
    const db = drizzlePg(pool) as unknown as Db;
    const session = (applicationName: string) =>
      new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
        application_name: applicationName,
      });
    return {
      db,
      driver: 'postgres',
      // Bounded, so /healthz answers even when the server stops answering mid-query.
      ping: () => answersWithin(pool.query('select 1'), connectTimeoutMs),
      async exclusive(work) {
        // Its own session, outside the pool and without a statement timeout: waiting here
        // while another process runs a long migration is expected. Ending it unlocks.
        const client = session('tj-store start-up lock');
        client.on('error', ignore);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.end().catch(ignore);
        }
      },
      session,
      async executeSql(text, values) {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      async keyedTransaction(work) {
        const client = await pool.connect();
        let failed: Error | undefined;
        try {
          await client.query(KEYED_BEGIN);
          const tx = drizzlePg(client) as unknown as Db;
          // Drizzle on a bare connection would BEGIN and COMMIT again on it, ending this one early.
          tx.transaction = () => Promise.reject(new Error('a keyed transaction cannot open a nested transaction'));
          const result = await work(tx);
          await client.query('commit');
          return result;
        } catch (error) {
          // A connection that cannot roll back is not given back to the pool.
          await client.query('rollback').catch((rollbackError: unknown) => {
            failed = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        } finally {
          client.release(failed);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    // One process owns a PGlite directory.
    exclusive: (work) => work(),
    keyedTransaction: (work) => db.transaction(work),
    // PGlite's query() takes one statement; exec() takes a script but no parameters.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  };
}
