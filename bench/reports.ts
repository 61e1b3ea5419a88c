// bench/reports: the admin reports at 1,000,000 orders on PostgreSQL, answered by the same
// functions the routes call. Two years of orders (about 1,370 a day) from 300,000 customers for
// 20,000 variants: a tenth abandoned, one in seven with one of 20 discounts, one in 23 partly
// refunded, one in 40 with a return (one in three of those kept off sale); a gift card sold
// for one order in 50 and spent on one in 100; 300 search terms a day. The rollups are filled
// from them as the migrations' backfills do, then each report is read for a month, a year and
// the two years, each with the period before it for comparison.
import { openDatabase, type Database } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { rebuildCustomerFigures } from '../src/server/customers/figures';
import { customersReport } from '../src/server/reports/customers';
import { discountsReport } from '../src/server/reports/discounts';
import { giftCardsReport } from '../src/server/reports/gift-cards';
import { productsReport } from '../src/server/reports/products';
import { returnsReport } from '../src/server/reports/returns';
import { rebuildReturnFigures } from '../src/server/reports/returns-rollup';
import { rebuildSalesFigures } from '../src/server/reports/rollup';
import { salesOverview, salesReport } from '../src/server/reports/sales';
import { searchesReport } from '../src/server/reports/searches';
import { addDays, utcToday } from '../src/shared/schemas/reports';
import { createPgDatabase, format, table, verdict } from './lib';

/** Every report answers within this at its 95th percentile. */
const BUDGET_P95_MS = 300;
const RUNS = 20;

/** The database at `url`, migrated. */
async function open(url: string): Promise<Database> {
  const database = await openDatabase({
    url,
    dataDir: '',
    poolSize: 4,
    connectTimeoutMs: 5_000,
    statementTimeoutMs: 0,
  });
  await migrateDatabase(database);
  return database;
}

async function seed(url: string, count: number): Promise<Database> {
  const database = await open(url);
  await database.executeSql(`
    insert into products (handle, name, price, category, subcategory, collection)
    select 'bench-' || n, 'Bench product ' || n, 20 + n % 80,
      (array['women', 'men', 'kids'])[1 + n % 3], (array['tops', 'dresses', 'jeans'])[1 + n % 3],
      case when n % 4 = 0 then 'summer-collection' end
    from generate_series(1, 2000) n`);
  await database.executeSql(`
    insert into product_variants (product_id, sku, size, color, price, stock)
    select p.id, 'B-' || p.id || '-' || s.size || '-' || c.color, s.size, c.color, p.price, (p.id * 7 + length(s.size)) % 40
    from products p
    cross join unnest(array['XS', 'S', 'M', 'L', 'XL']) as s(size)
    cross join unnest(array['Black', 'Red']) as c(color)
    where p.handle like 'bench-%'`);
  // Orders spread over the two years up to now; their figures follow from one line each.
  await database.executeSql(`
    insert into orders (email, customer_key, status, payment_status, fulfillment_status, subtotal, discount, shipping,
      tax, total, promo_code, discounts, shipping_address, tracking_number, customer, created_at)
    select email, email, status, payment_status, 'unfulfilled', subtotal, discount, 5.99, round(subtotal * 0.08, 2),
      subtotal - discount + 5.99 + round(subtotal * 0.08, 2), case when discount > 0 then 'WELCOME10' end,
      case when discount > 0
        then jsonb_build_array(jsonb_build_object('id', 1 + n % 20, 'amountCents', round(discount * 100)))
        else '[]'::jsonb end,
      '1 Main St', 'TJ' || lpad(n::text, 16, '0'), '{}'::jsonb, created_at
    from (
      select n, 'buyer' || (n % 300000) || '@example.com' as email,
        case when n % 10 = 0 then 'cancelled' else 'pending' end as status,
        case when n % 10 = 0 then 'unpaid' when n % 23 = 0 then 'partially_refunded' else 'paid' end as payment_status,
        (20 + n % 80)::numeric(10, 2) * (1 + n % 3) as subtotal,
        case when n % 7 = 0 then round((20 + n % 80)::numeric * (1 + n % 3) * 0.1, 2) else 0 end as discount,
        now() - (${count} - n) * (interval '730 days' / ${count}) as created_at
      from generate_series(1, ${count}) n
    ) o`);
  await database.executeSql(`
    insert into order_items (order_id, product_id, variant_id, name, sku, quantity, price, size, color)
    select o.id, v.product_id, v.id, 'Bench product', v.sku, 1 + o.id % 3, v.price, v.size, v.color
    from orders o join product_variants v on v.id = (select min(id) from product_variants) + o.id % 20000`);
  await database.executeSql(`
    insert into order_events (order_id, kind, status, created_at)
    select id, 'payment', 'paid', created_at + interval '1 minute' from orders where payment_status <> 'unpaid'`);
  await database.executeSql(`
    insert into payments (token, order_id, provider, status, amount_cents, expires_at, created_at)
    select 'p' || id, id, 'demo', 'paid', round(total * 100), created_at, created_at
    from orders where payment_status <> 'unpaid'`);
  await database.executeSql(`
    insert into refunds (payment_id, amount_cents, status, created_at, settled_at)
    select p.id, 500, 'succeeded', least(o.created_at + interval '3 days', now()), least(o.created_at + interval '3 days', now())
    from payments p join orders o on o.id = p.order_id where o.payment_status = 'partially_refunded'`);
  await database.executeSql(`
    insert into returns (return_number, order_id, status, refund_cents, request_hash, created_at, updated_at)
    select 'R-' || o.id, o.id, 'received', round(o.subtotal * 100), md5(o.id::text),
      o.created_at + interval '10 days', o.created_at + interval '14 days'
    from orders o
    where o.id % 40 = 3 and o.payment_status = 'paid' and o.created_at < now() - interval '14 days'`);
  await database.executeSql(`
    insert into return_lines (return_id, order_item_id, quantity, unit_paid_cents, reason, outcome, restocked)
    select r.id, i.id, 1, round(i.price * 100),
      (array['too_small', 'too_large', 'not_as_pictured', 'damaged', 'changed_mind'])[1 + r.order_id % 5],
      'refund', r.order_id % 3 <> 0
    from returns r join order_items i on i.order_id = r.order_id`);
  await database.executeSql(`
    insert into return_events (return_id, status, created_at)
    select id, 'requested', created_at from returns
    union all select id, 'received', updated_at from returns`);
  await database.executeSql(`
    insert into returned_items (order_item_id, return_line_id, quantity, created_at)
    select l.order_item_id, l.id, 1, r.updated_at
    from return_lines l join returns r on r.id = l.return_id where l.restocked`);
  await database.executeSql(`
    insert into gift_cards (code, title, amount, balance, sender_name, sender_email, recipient_name, recipient_email,
      created_at)
    select 'GC' || id, 'Gift card', 50, case when id % 100 = 0 then 20 else 50 end, 'Ada', email, 'Grace', email,
      created_at
    from orders where id % 50 = 0`);
  await database.executeSql(`
    insert into gift_card_transactions (gift_card_id, kind, amount, created_at)
    select id, 'issue', 50, created_at from gift_cards
    union all
    select id, 'debit', -30, created_at + interval '5 days' from gift_cards where balance = 20`);
  await database.executeSql(`
    insert into search_terms_by_day (day, term, searches, zero_results)
    select d::date, 'term ' || t, 1 + (t * 7) % 40, case when t % 9 = 0 then 1 + t % 5 else 0 end
    from generate_series(now() - interval '729 days', now(), interval '1 day') d, generate_series(1, 300) t`);
  // Loaded by hand, so the rollups are filled once, as the migrations' backfills do, on tables
  // whose sizes the planner knows (without, it reads every refund again for each order).
  await database.executeSql('analyze');
  await database.db.transaction(async (tx) => {
    await rebuildCustomerFigures(tx);
    await rebuildSalesFigures(tx);
    await rebuildReturnFigures(tx);
  });
  await database.executeSql('analyze');
  return database;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A database seeded before (--keep): brought up to date with the migrations, not seeded again. */
async function reopen(url: string): Promise<Database> {
  const database = await open(url);
  await database.executeSql('analyze');
  return database;
}

export async function benchReports(
  sizes: number[] = [1_000_000],
  options: { keep?: boolean; database?: string } = {},
): Promise<void> {
  console.log('\n== bench/reports: the admin reports on PostgreSQL ==');
  for (const size of options.database ? [0] : sizes) {
    const target = options.database
      ? { url: options.database, drop: async () => undefined }
      : await createPgDatabase('reports');
    const seeding = performance.now();
    const database = options.database ? await reopen(target.url) : await seed(target.url, size);
    const seeded = performance.now() - seeding;
    try {
      const today = utcToday();
      const ranges = {
        'last 30 days': { from: addDays(today, -29), to: today },
        'last 365 days': { from: addDays(today, -364), to: today },
        'last 730 days': { from: addDays(today, -729), to: today },
      };
      const reads: Array<[string, () => Promise<unknown>]> = [
        ['dashboard: how today is going', () => salesOverview(database.db)],
        ['sales, last 30 days by day', () => salesReport(database.db, { ...ranges['last 30 days'], interval: 'day' })],
        [
          'sales, last 365 days by week',
          () => salesReport(database.db, { ...ranges['last 365 days'], interval: 'week' }),
        ],
        [
          'sales, last 730 days by month',
          () => salesReport(database.db, { ...ranges['last 730 days'], interval: 'month' }),
        ],
      ];
      const REPORTS: Array<[string, (tx: Database['db'], range: { from: string; to: string }) => Promise<unknown>]> = [
        ['products', productsReport],
        ['returns', returnsReport],
        ['discounts', discountsReport],
        ['gift cards', giftCardsReport],
        ['customers', customersReport],
        ['searches', searchesReport],
      ];
      for (const [name, report] of REPORTS)
        for (const range of ['last 30 days', 'last 365 days'] as const)
          reads.push([`${name}, ${range}`, () => report(database.db, ranges[range])]);
      const whole = await salesReport(database.db, { ...ranges['last 730 days'], interval: 'month' });
      console.log(
        `The two years read ${format(whole.current.orders)} orders counted, net sales $${whole.current.netSales}, refunds $${whole.current.refunds}.`,
      );
      const rows: Array<Array<string | number>> = [];
      for (const [name, read] of reads) {
        await read();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await read();
          times.push(performance.now() - started);
        }
        const p95 = percentile(times, 95);
        rows.push([name, format(percentile(times, 50)), format(p95), verdict(p95 <= BUDGET_P95_MS)]);
      }
      console.log(
        options.database
          ? `\n${options.database} (migrated in ${format(seeded / 1000)} s), ${RUNS} runs after a warm-up (budget p95 ${BUDGET_P95_MS} ms):`
          : `\n${format(size)} orders (seeded and rolled up in ${format(seeded / 1000)} s), ${RUNS} runs after a warm-up (budget p95 ${BUDGET_P95_MS} ms):`,
      );
      console.log(table(['report', 'p50 ms', 'p95 ms', 'budget'], rows));
    } finally {
      await database.close();
      if (options.keep) console.log(`Kept the database: ${target.url}`);
      else await target.drop();
    }
  }
}
