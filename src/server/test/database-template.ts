// Vitest global setup: migrates one database per run, and every test database starts as a
// copy of it instead of running the migrations again. Opening an empty PGlite runs initdb
// (about 4 s on a two-core machine) and migrating it another second; loading a dumped data
// directory takes about 1 s. On PostgreSQL, `create database … template …` copies the
// migrated schema in a fraction of the time migrating takes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateDatabase, migrationsFolder } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory, dumped as a tarball. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated database each test database is copied from. */
    postgresTemplate: string;
  }
}

/** Changes whenever a migration or the PGlite version does, so a stale dump is never loaded. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The PGlite build the dump was made by: its package.json, found above its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  hash.update(readFileSync(join(dir, 'package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function dumpPgliteTemplate(path: string): Promise<void> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written aside and renamed, so another run reading the same key never sees half a file.
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const path = join(tmpdir(), `store-test-db-${templateKey()}.tar`);
    if (!existsSync(path)) await dumpPgliteTemplate(path);
    project.provide('pgliteTemplate', path);
    return undefined;
  }
  const name = `store_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () =>
    onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
}
