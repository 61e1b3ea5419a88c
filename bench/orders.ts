// bench/orders: the admin order list at 100k orders on PostgreSQL, each filter and search
// staff use, and the counts beside its views, answered by the same functions the routes call. Orders are written with
// SQL in one statement each for orders and items: a mix of paid, refunded, shipped and abandoned.
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { countOrderWork, listOrders } from '../src/server/admin/order-list';
import { AdminOrderListQuerySchema } from '../src/shared/schemas/admin';
import { createPgDatabase, format, median, table, verdict } from './lib';

/** The p50 each filter must meet at 100k orders. */
const BUDGET_MS = 50;
const RUNS = 21;

const FILTERS: Record<string, Record<string, string>> = {
  'all orders (first page)': {},
  'to ship': { toShip: 'true' },
  'abandoned checkouts': { view: 'abandoned' },
  'payment: partially refunded': { payment: 'partially_refunded' },
  'fulfillment: fulfilled': { fulfillment: 'fulfilled' },
  'one day': { from: '2026-06-01', to: '2026-06-01' },
  'oldest first': { sort: 'oldest' },
  'search: order number': { q: '#54321' },
  'search: email': { q: 'buyer4242@' },
  'search: name': { q: 'Lovelace 777' },
  'search: product': { q: 'culottes' },
  'search: SKU': { q: 'SKU-00042' },
  // Under three characters a trigram index cannot narrow anything: every order and line is read.
  'search: two letters, no match': { q: 'zz' },
};

/** The counts beside the views (GET /api/admin/orders/counts), for each staff member seeded. */
const COUNTS: Record<string, string> = {
  'view counts (list never opened)': 'newcomer',
  'view counts (opened a day ago)': 'regular',
};

async function seed(url: string, count: number) {
  const database = await openDatabase({
    url,
    dataDir: '',
    poolSize: 4,
    connectTimeoutMs: 5_000,
    statementTimeoutMs: 0,
  });
  await migrateDatabase(database);
  await database.executeSql(`
    insert into orders (email, status, payment_status, fulfillment_status, total, shipping_address, tracking_number, customer, created_at)
    select 'buyer' || n || '@example.com',
      case when n % 10 = 0 then 'cancelled' when n % 5 = 1 then 'shipped' else 'pending' end,
      case when n % 10 = 0 then 'unpaid' when n % 23 = 0 then 'partially_refunded' else 'paid' end,
      case when n % 5 = 1 then 'fulfilled' else 'unfulfilled' end,
      (n % 200 + 10)::numeric(10,2), 'Ada Lovelace' || chr(10) || '1 Main St', 'TJ' || lpad(n::text, 16, '0'),
      jsonb_build_object('firstName', 'Ada', 'lastName', 'Lovelace ' || n),
      timestamptz '2026-01-01' + (n * interval '2 minutes')
    from generate_series(1, ${count}) n`);
  await database.executeSql(`
    insert into order_items (order_id, name, sku, quantity, price)
    select o.id, case when o.id % 7 = 0 then 'Linen culottes' else 'Wrap dress ' || (o.id % 300) end,
      case when o.id % 7 = 0 then 'CUL-' || (o.id % 10) else 'SKU-' || lpad((o.id % 3000)::text, 5, '0') end, 1 + o.id % 3, 35.99
    from orders o`);
  await database.executeSql(
    `insert into sold_item_names (name, sku) select distinct name, coalesce(sku, '') from order_items`,
  );
  // One staff member never opened the list (every order is new); one opened it a day before the newest order.
  await database.executeSql(`
    insert into admin_users (username, email, password_hash, orders_seen_at)
    values ('newcomer', 'newcomer@example.com', 'x', null),
      ('regular', 'regular@example.com', 'x', (select max(created_at) - interval '1 day' from orders))`);
  await database.executeSql('analyze');
  return database;
}

export async function benchOrders(sizes: number[] = [100_000]): Promise<void> {
  console.log('\n== bench/orders: the admin order list on PostgreSQL ==');
  for (const size of sizes) {
    const target = await createPgDatabase('orders');
    const database = await seed(target.url, size);
    try {
      const rows: Array<Array<string | number>> = [];
      for (const [name, params] of Object.entries(FILTERS)) {
        const query = AdminOrderListQuerySchema.parse({ limit: '25', ...params });
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await listOrders(database.db, query);
          times.push(performance.now() - started);
        }
        const p50 = median(times.slice(1));
        rows.push([name, format(p50), verdict(p50 <= BUDGET_MS)]);
      }
      for (const [name, username] of Object.entries(COUNTS)) {
        const {
          rows: [staff],
        } = (await database.executeSql('select id from admin_users where username = $1', [username])) as {
          rows: Array<{ id: number }>;
        };
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await countOrderWork(database.db, staff!.id);
          times.push(performance.now() - started);
        }
        const p50 = median(times.slice(1));
        rows.push([name, format(p50), verdict(p50 <= BUDGET_MS)]);
      }
      console.log(`\n${format(size)} orders, p50 of ${RUNS - 1} runs (budget ${BUDGET_MS} ms):`);
      console.log(table(['filter', 'p50 ms', 'budget'], rows));
    } finally {
      await database.close();
      await target.drop();
    }
  }
}
