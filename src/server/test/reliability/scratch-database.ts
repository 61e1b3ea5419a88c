// The reliability tests' throw-away databases on the TEST_DATABASE_URL server. Apart from the
// rest of their plumbing (support.ts), so only the tests that use one run again on PostgreSQL
// (scripts/database-tests.ts): the bundle's own test starts it on PGlite whatever the run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A connection to the server's maintenance database (TEST_DATABASE_URL), for admin SQL. */
  admin: pg.Client;
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server; drop() removes it whatever holds it. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `store_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 10_000 });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      try {
        // In case a test stopped half-way through an outage.
        await admin.query(`alter database ${name} with allow_connections true`).catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end().catch(() => {});
      }
    },
  };
}
