// Migration 0001 (unique keys ignoring case) over a store with data, including the duplicates its
// unique indexes forbid and that concurrent writes could leave before it: staff usernames and
// emails differing only in case, and media stored twice (two identical uploads at once, or two
// seeding runs at once: `npm run seed` takes no lock). It applies, and keeps every reference.
// Migration 0003 (products keep in_stock instead of a stock total) keeps what is in stock and
// the facet counts, and leaves the counts' triggers following in_stock. Migration 0004 (emails
// tried again) counts one handover for the emails already handed over and schedules none.
// Migration 0005 (staff sessions renamed, unused shopper tables dropped) keeps staff signed in.
// Migration 0019 (names sold) keeps the names of the lines sold before it, for the order search.
// Migration 0032 (summer collection) moves the products of "summer-25" to "summer", their tag too.
// Migration 0048 (searches by month) adds up the months of the searches counted by day before it.
// Migration 0050 (customers' days) works out each customer's day's first day, last day with an
// order before it and sums from it on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { violatedUniqueIndex } from './unique-violation';
import { migrateDatabase, migrationsFolder } from './migrate';

/** A copy of the migrations folder that ends at `tag`, as a database of that release was migrated. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

/** A database migrated as far as `tag`, for the describe block it is called in; dropped after it. */
function storeMigratedUpTo(tag: string): () => TestDatabase {
  let test: TestDatabase | undefined;
  let oldMigrations: string | undefined;
  beforeAll(async () => {
    oldMigrations = migrationsUpTo(tag);
    test = await createTestDatabase({ migrationsFolder: oldMigrations });
  });
  afterAll(async () => {
    await test?.drop();
    if (oldMigrations) rmSync(oldMigrations, { recursive: true, force: true });
  });
  return () => test!;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('migration 0001 over an existing store', () => {
  const store = storeMigratedUpTo('0000_init');

  it('merges duplicates, keeps every reference and adds the unique indexes', async () => {
    const db = store().database.db;
    // The data a store of the previous release can hold (written with SQL: schema.ts is newer).
    await db.execute(sql`insert into media (content_type, body, sha256) values
      ('image/svg+xml', '\\x3c7376672f3e', 'aaaa'),
      ('image/svg+xml', '\\x3c7376672f3e', 'aaaa'),
      ('image/png', '\\x89504e47', 'bbbb'),
      ('image/webp', '\\x89504e47', 'bbbb'),
      ('image/svg+xml', '\\x3c7376672f3e', 'aaaa')`);
    await db.execute(
      sql`insert into products (handle, name, price, category, subcategory) values ('old-tee', 'Old tee', 10, 'women', 'tops')`,
    );
    await db.execute(
      sql`insert into product_images (product_id, url, position) values (1, '/media/2', 0), (1, '/media/5', 1), (1, '/media/4', 2), (1, '/media/12', 3)`,
    );
    await db.execute(
      sql`insert into orders (email, total, shipping_address, tracking_number) values ('a@example.com', 10, 'Somewhere', 'TJOLD')`,
    );
    await db.execute(
      sql`insert into order_items (order_id, name, image_url, quantity, price) values (1, 'Old tee', '/media/2', 1, 10), (1, 'Old tee', '/media/3', 1, 10)`,
    );
    await db.execute(
      sql`insert into email_outbox ("to", subject, text, status) values ('a@example.com', 'Your order', 'Thanks', 'stored')`,
    );
    await db.execute(sql`insert into admin_users (username, email, password_hash) values
      ('Clerk', 'clerk@store.test', 'h1'), ('clerk', 'clerk2@store.test', 'h2'), ('CLERK', 'Clerk@Store.test', 'h3'), ('boss', 'boss@store.test', 'h4')`);

    await migrateDatabase(store().database);

    // One media row per bytes and type; the same bytes under two types stay two rows.
    expect(rows(await db.execute(sql`select id, content_type, sha256 from media order by id`))).toEqual([
      { id: 1, content_type: 'image/svg+xml', sha256: 'aaaa' },
      { id: 3, content_type: 'image/png', sha256: 'bbbb' },
      { id: 4, content_type: 'image/webp', sha256: 'bbbb' },
    ]);
    // Images and order lines point at the copy that was kept; other URLs are untouched.
    expect(rows(await db.execute(sql`select url from product_images order by position`))).toEqual([
      { url: '/media/1' },
      { url: '/media/1' },
      { url: '/media/4' },
      { url: '/media/12' },
    ]);
    expect(rows(await db.execute(sql`select image_url from order_items order by id`))).toEqual([
      { image_url: '/media/1' },
      { image_url: '/media/3' },
    ]);
    // The order list's search by product finds lines sold before the names it searches were kept.
    expect(rows(await db.execute(sql`select name, sku from sold_item_names`))).toEqual([{ name: 'Old tee', sku: '' }]);
    // The oldest account keeps its name (sign-in always found it); the others get their id added.
    expect(rows(await db.execute(sql`select id, username, email from admin_users order by id`))).toEqual([
      { id: 1, username: 'Clerk', email: 'clerk@store.test' },
      { id: 2, username: 'clerk-2', email: 'clerk2@store.test' },
      { id: 3, username: 'CLERK-3', email: 'Clerk+dup3@Store.test' },
      { id: 4, username: 'boss', email: 'boss@store.test' },
    ]);
    // Existing mail is kept, linked to no order.
    expect(rows(await db.execute(sql`select "to", status, order_id, reply_to from email_outbox`))).toEqual([
      { to: 'a@example.com', status: 'stored', order_id: null, reply_to: null },
    ]);

    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => undefined,
        (error: unknown) => violatedUniqueIndex(error),
      );
    expect(
      await refusal(sql`insert into media (content_type, body, sha256) values ('image/png', '\\x00', 'bbbb')`),
    ).toBe('media_sha256_content_type_key');
    expect(
      await refusal(sql`insert into admin_users (username, email, password_hash) values ('BOSS', 'x@store.test', 'h')`),
    ).toBe('admin_users_username_lower_key');
    expect(
      await refusal(sql`insert into admin_users (username, email, password_hash) values ('x', 'BOSS@store.test', 'h')`),
    ).toBe('admin_users_email_lower_key');
  });
});

describe('migration 0003 over an existing store', () => {
  const store = storeMigratedUpTo('0002_facet_counts_and_newest_index');

  const inStockCounts = async () =>
    rows<{ category: string; n: number }>(
      await store().database.db.execute(
        sql`select category, n from catalog_facet_counts where facet = 'inStock' and n <> 0 order by category`,
      ),
    );

  it('keeps whether each product is in stock, and the in-stock counts, then follows in_stock', async () => {
    const { db } = store().database;
    // Products as 0002 kept them: a stock total beside the variants'.
    await db.execute(sql`insert into products (handle, name, price, category, subcategory, sizes, colors, stock, active) values
      ('left', 'Left', 10, 'women', 'dresses', '{M}', '{Red}', 3, true),
      ('sold-out', 'Sold out', 10, 'women', 'dresses', '{M}', '{Red}', 0, true),
      ('hidden', 'Hidden', 10, 'men', 'shirts', '{M}', '{Red}', 5, false),
      ('mens', 'Mens', 10, 'men', 'shirts', '{S}', '{Blue}', 1, true)`);
    await db.execute(sql`insert into product_variants (product_id, sku, size, color, price, stock)
      select id, handle, sizes[1], colors[1], 10, stock from products`);
    expect(await inStockCounts()).toEqual([
      { category: 'men', n: 1 },
      { category: 'women', n: 1 },
    ]);

    await migrateDatabase(store().database);

    expect(rows(await db.execute(sql`select handle, in_stock from products order by handle`))).toEqual([
      { handle: 'hidden', in_stock: true },
      { handle: 'left', in_stock: true },
      { handle: 'mens', in_stock: true },
      { handle: 'sold-out', in_stock: false },
    ]);
    expect(await inStockCounts()).toEqual([
      { category: 'men', n: 1 },
      { category: 'women', n: 1 },
    ]);
    // The counts' triggers now follow in_stock.
    await db.execute(sql`update products set in_stock = false where handle = 'mens'`);
    expect(await inStockCounts()).toEqual([{ category: 'women', n: 1 }]);
    await db.execute(sql`update products set in_stock = true where handle = 'sold-out'`);
    expect(await inStockCounts()).toEqual([{ category: 'women', n: 2 }]);
  });
});

describe('migration 0004 over an existing outbox', () => {
  const store = storeMigratedUpTo('0003_products_in_stock');

  it('counts one handover for every email already handed over, and tries none again', async () => {
    const { db } = store().database;
    await db.execute(sql`insert into email_outbox ("to", subject, text, status, error) values
      ('a@example.com', 'Sent', 'x', 'sent', null),
      ('b@example.com', 'Failed', 'x', 'failed', 'Mailbox unavailable'),
      ('c@example.com', 'Stored', 'x', 'stored', null),
      ('d@example.com', 'Pending', 'x', 'pending', null)`);

    await migrateDatabase(store().database);

    expect(
      rows(await db.execute(sql`select subject, status, attempts, next_attempt_at from email_outbox order by id`)),
    ).toEqual([
      { subject: 'Sent', status: 'sent', attempts: 1, next_attempt_at: null },
      { subject: 'Failed', status: 'failed', attempts: 1, next_attempt_at: null },
      { subject: 'Stored', status: 'stored', attempts: 0, next_attempt_at: null },
      { subject: 'Pending', status: 'pending', attempts: 0, next_attempt_at: null },
    ]);
  });
});

describe('migration 0005 over a store with signed-in staff', () => {
  const store = storeMigratedUpTo('0004_outbox_retries');

  it('keeps staff signed in under staff_sessions and keeps every order', async () => {
    const { db } = store().database;
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await db.execute(
      sql`insert into admin_users (username, email, password_hash) values ('boss', 'boss@store.test', 'h')`,
    );
    await db.execute(
      sql`insert into user_sessions (session_id, user_id, expires_at, absolute_expires_at) values ('hash-1', 1, ${later}, ${later})`,
    );
    await db.execute(
      sql`insert into orders (email, total, shipping_address, tracking_number) values ('a@example.com', 10, 'Somewhere', 'TJKEPT')`,
    );

    await migrateDatabase(store().database);

    expect(rows(await db.execute(sql`select id, session_id, staff_id from staff_sessions`))).toEqual([
      { id: 1, session_id: 'hash-1', staff_id: 1 },
    ]);
    expect(rows(await db.execute(sql`select tracking_number from orders`))).toEqual([{ tracking_number: 'TJKEPT' }]);
    const tables = rows<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables where table_name in ('users', 'cart_items', 'user_sessions')`,
      ),
    );
    expect(tables).toEqual([]);
    const userId = rows(
      await db.execute(
        sql`select 1 from information_schema.columns where table_name = 'orders' and column_name = 'user_id'`,
      ),
    );
    expect(userId).toEqual([]);
    // The renamed table's identity and keys work: a new session takes the next id, a staff member's deletion ends
    // theirs.
    await db.execute(
      sql`insert into staff_sessions (session_id, staff_id, expires_at, absolute_expires_at) values ('hash-2', 1, ${later}, ${later})`,
    );
    expect(rows(await db.execute(sql`select max(id) as id from staff_sessions`))).toEqual([{ id: 2 }]);
    await db.execute(sql`delete from admin_users where id = 1`);
    expect(rows(await db.execute(sql`select id from staff_sessions`))).toEqual([]);
  });
});

describe('migration 0032 over a store with the summer-25 collection', () => {
  const store = storeMigratedUpTo('0031_new_arrival_days');

  it('moves its products and their tag to summer, and leaves every other product as it was', async () => {
    const { db } = store().database;
    await db.execute(sql`insert into products (handle, name, price, category, subcategory, collection, tags, search_text) values
      ('sun-hat', 'Sun hat', 20, 'women', 'accessories', 'summer-25', '{accessories,summer-25,linen}', 'sun hat tj fashion accessories summer-25 linen'),
      ('beach-tee', 'Beach tee', 15, 'men', 't-shirts', 'summer-25', '{summer,summer-25}', 'beach tee summer summer-25'),
      ('cargo', 'Cargo', 40, 'men', 'cargos', 'streetwear', '{cargos}', 'cargo cargos'),
      ('plain', 'Plain', 10, 'kids', 'shirts', null, '{}', 'plain')`);

    await migrateDatabase(store().database);

    expect(rows(await db.execute(sql`select handle, collection, tags from products order by handle`))).toEqual([
      { handle: 'beach-tee', collection: 'summer', tags: ['summer'] },
      { handle: 'cargo', collection: 'streetwear', tags: ['cargos'] },
      { handle: 'plain', collection: null, tags: [] },
      { handle: 'sun-hat', collection: 'summer', tags: ['accessories', 'summer', 'linen'] },
    ]);
    // Search finds them by the tag's words now, and no longer by the old year.
    const terms = rows<{ search_terms: string[] }>(
      await db.execute(sql`select search_terms from products where handle = 'sun-hat'`),
    )[0]!.search_terms;
    expect(terms).toContain('2:summer');
    expect(terms).not.toContain('2:25');
  });
});

describe('migration 0033 over a store whose products still carry search_text', () => {
  const store = storeMigratedUpTo('0032_summer_collection');

  it('drops the unread column and keeps the products, still found by search', async () => {
    const { db } = store().database;
    await db.execute(sql`insert into products (handle, name, price, category, subcategory, tags, search_text) values
      ('wool-coat', 'Wool coat', 120, 'women', 'coats', '{winter}', 'wool coat winter')`);

    await migrateDatabase(store().database);

    const columns = rows<{ column_name: string }>(
      await db.execute(sql`select column_name from information_schema.columns where table_name = 'products'`),
    );
    expect(columns.map((c) => c.column_name)).not.toContain('search_text');
    expect(rows(await db.execute(sql`select handle, name, tags from products`))).toEqual([
      { handle: 'wool-coat', name: 'Wool coat', tags: ['winter'] },
    ]);
    const terms = rows<{ search_terms: string[] }>(
      await db.execute(sql`select search_terms from products where handle = 'wool-coat'`),
    )[0]!.search_terms;
    expect(terms).toContain('3:coat');
  });
});

describe('migration 0048 over a store with searches counted by day', () => {
  const store = storeMigratedUpTo('0047_money_reports');

  it('adds up each month of each term from its days', async () => {
    const { db } = store().database;
    await db.execute(sql`insert into search_terms_by_day (day, term, searches, zero_results) values
      ('2026-01-31', 'linen dress', 3, 0), ('2026-02-01', 'linen dress', 2, 1), ('2026-02-28', 'linen dress', 4, 0),
      ('2026-02-10', 'zebra velvet', 5, 5)`);

    await migrateDatabase(store().database);

    expect(
      rows(
        await db.execute(sql`select to_char(month, 'YYYY-MM-DD') as month, term, searches, zero_results
        from search_terms_by_month order by month, term`),
      ),
    ).toEqual([
      { month: '2026-01-01', term: 'linen dress', searches: 3, zero_results: 0 },
      { month: '2026-02-01', term: 'linen dress', searches: 6, zero_results: 1 },
      { month: '2026-02-01', term: 'zebra velvet', searches: 5, zero_results: 5 },
    ]);
  });
});

describe('migration 0050 over a store with customers counted by day', () => {
  const store = storeMigratedUpTo('0049_returns_by_day');

  it("gives each customer's day their first day, their last day with an order before it and the sums from it on", async () => {
    const { db } = store().database;
    // Ann: orders on the 3rd and 9th, a refund alone on the 5th; Bo: one order on the 4th.
    await db.execute(sql`insert into customer_sales_by_day (day, page_id, orders, net_cents) values
      ('2026-03-03', 'ann', 1, 5000), ('2026-03-05', 'ann', 0, -1000), ('2026-03-09', 'ann', 2, 8000),
      ('2026-03-04', 'bo', 1, 3000)`);

    await migrateDatabase(store().database);

    expect(
      rows(
        await db.execute(sql`select page_id, to_char(day, 'MM-DD') as day, to_char(first_day, 'MM-DD') as first_day,
          to_char(previous_day, 'MM-DD') as previous_day, later_orders, later_net_cents::int as later_net
        from customer_sales_by_day order by page_id, day`),
      ),
    ).toEqual([
      { page_id: 'ann', day: '03-03', first_day: '03-03', previous_day: null, later_orders: 3, later_net: 12000 },
      { page_id: 'ann', day: '03-05', first_day: '03-03', previous_day: '03-03', later_orders: 2, later_net: 7000 },
      { page_id: 'ann', day: '03-09', first_day: '03-03', previous_day: '03-03', later_orders: 2, later_net: 8000 },
      { page_id: 'bo', day: '03-04', first_day: '03-04', previous_day: null, later_orders: 1, later_net: 3000 },
    ]);
  });
});
