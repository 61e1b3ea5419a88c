// npm run bench                          every bench (scale at 10k and 100k)
// npm run bench -- --only api,checkout   pick benches: api, scale, web, checkout
// npm run bench -- --quick               skip the slow ones (scale, web) and measure 2 s per point
// npm run bench -- --million             scale also at 1M products (about 20 minutes more)
// npm run bench -- --only scale --sizes 10000,50000   scale at chosen sizes, ascending
// npm run bench -- --only crawl           the products sitemap and feed at 100k products (--sizes N for another size)
// npm run bench -- --only orders          the admin order list's filters and searches at 100k orders
// npm run bench -- --only customers       the admin customer list's sorts and filters at 100k orders
// npm run bench -- --only reports         the admin reports at 1M orders (--sizes N for another count)
// npm run bench -- --only reports --keep  ...keeping the seeded database and printing its URL;
//   --database URL times the reports again on such a database without seeding it
// npm run bench -- --duration 10 --connections 10 --no-postgres --reuse-build
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); each
// bench creates its own database and drops it. The whole run stops after --max-minutes.
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchCheckout } from './checkout';
import { benchCrawl } from './crawl';
import { benchOrders } from './orders';
import { benchCustomers } from './customers';
import { benchReports } from './reports';
import { postgresAvailable } from './lib';
import { benchScale } from './scale';
import { benchWeb } from './web';

const ALL = ['api', 'scale', 'web', 'checkout', 'crawl', 'orders', 'customers', 'reports'] as const;
type Bench = (typeof ALL)[number];
const SLOW: readonly Bench[] = ['scale', 'web', 'crawl', 'reports'];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    'no-postgres': { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '45' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run bench -- [--only api,scale,web,checkout,crawl,orders,customers,reports] [--quick] [--million] [--sizes N,M] [--duration S] [--connections N] [--no-postgres] [--reuse-build] [--max-minutes M] [--keep] [--database URL]',
  );
  process.exit(0);
}

const chosen: Bench[] = values.only
  ? values.only.split(',').map((name) => {
      if (!(ALL as readonly string[]).includes(name)) {
        console.error(`Unknown bench "${name}": choose from ${ALL.join(', ')}`);
        process.exit(2);
      }
      return name as Bench;
    })
  : ALL.filter((name) => !(values.quick && SLOW.includes(name)));
if (values['reuse-build']) process.env.BENCH_REUSE_BUILD = '1';

const durationSec = Number(values.duration ?? (values.quick ? 2 : 5));
const connections = Number(values.connections);
const postgres = !values['no-postgres'] && (await postgresAvailable());
const scaleSizes = values.sizes
  ? values.sizes.split(',').map((n) => Number(n.replaceAll('_', '')))
  : values.million
    ? [10_000, 100_000, 1_000_000]
    : [10_000, 100_000];
const maxMs = Number(values['max-minutes']) * 60_000;

const timer = setTimeout(() => {
  console.error(`\nThe bench run passed ${values['max-minutes']} minutes: stopped.`);
  process.exit(3);
}, maxMs);
timer.unref();

console.log(
  `Benches: ${chosen.join(', ')}; ${durationSec} s per point, ${connections} connections; PostgreSQL ${postgres ? 'on' : 'off'}.`,
);
const started = performance.now();
for (const bench of chosen) {
  switch (bench) {
    case 'api':
      await benchApi({ durationSec, connections, postgres });
      break;
    case 'scale':
      if (postgres) await benchScale({ sizes: scaleSizes });
      else console.log('\n== bench/scale needs PostgreSQL: skipped ==');
      break;
    case 'web':
      await benchWeb();
      break;
    case 'checkout':
      if (postgres) await benchCheckout({ durationSec, connections });
      else console.log('\n== bench/checkout needs PostgreSQL: skipped ==');
      break;
    case 'crawl':
      if (postgres) await benchCrawl({ products: values.sizes ? scaleSizes.at(-1)! : 100_000 });
      else console.log('\n== bench/crawl needs PostgreSQL: skipped ==');
      break;
    case 'orders':
      if (postgres) await benchOrders(values.sizes ? scaleSizes : undefined);
      else console.log('\n== bench/orders needs PostgreSQL: skipped ==');
      break;
    case 'customers':
      if (postgres) await benchCustomers(values.sizes ? scaleSizes : undefined);
      else console.log('\n== bench/customers needs PostgreSQL: skipped ==');
      break;
    case 'reports':
      if (postgres)
        await benchReports(values.sizes ? scaleSizes : undefined, { keep: values.keep, database: values.database });
      else console.log('\n== bench/reports needs PostgreSQL: skipped ==');
      break;
  }
}
console.log(`\nDone in ${((performance.now() - started) / 60_000).toFixed(1)} minutes.`);
