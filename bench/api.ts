// bench/api: the catalogue API of the production server against the physical limit, a bare
// node:http server answering the same bytes, measured side by side in one run, on PGlite and
// on PostgreSQL. "uncached" gives every request its own cache key (a distinct, no-op minPrice).
import {
  buildProduction,
  createPgDatabase,
  load,
  postgresAvailable,
  startBareServer,
  startStore,
  table,
  verdict,
  type LoadResult,
} from './lib';

export interface ApiOptions {
  durationSec: number;
  connections: number;
  postgres: boolean;
}

interface Endpoint {
  name: string;
  path: string;
  uncached?: boolean;
}

// The addresses the storefront reads (the store's own catalogue contract).
const PAGE = '/api/catalog/products?first=24';

async function endpoints(base: string): Promise<Endpoint[]> {
  const res = await fetch(`${base}${PAGE}`);
  const body = (await res.json()) as { products: Array<{ handle: string }> };
  const handle = body.products[0]?.handle;
  if (!handle) throw new Error('The catalogue is empty: nothing to benchmark');
  return [
    { name: 'catalogue page', path: PAGE },
    { name: 'catalogue page, uncached', path: PAGE, uncached: true },
    {
      name: 'filtered page',
      path: '/api/catalog/products?first=24&category=women&colors=Black&maxPrice=80&sort=price-asc',
    },
    { name: 'search', path: '/api/catalog/products?first=24&query=dress' },
    { name: 'product', path: `/api/catalog/products/${handle}` },
    { name: 'facets', path: '/api/products/facets?category=women' },
    { name: 'subcategory counts', path: '/api/products/facets?category=women&facets=subcategories' },
  ];
}

let unique = 0;
const uncachedPath = (path: string) => `${path}&minPrice=0.${String(++unique % 1_000_000).padStart(6, '0')}`;

export interface ApiRow {
  database: string;
  endpoint: string;
  store: LoadResult;
  limit: LoadResult;
}

async function measure(database: string, base: string, options: ApiOptions): Promise<ApiRow[]> {
  const list = await endpoints(base);
  const rows: ApiRow[] = [];
  for (const endpoint of list) {
    const res = await fetch(`${base}${endpoint.path}`);
    if (!res.ok) throw new Error(`${endpoint.path} answered ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const bare = await startBareServer({
      body: bytes,
      contentType: res.headers.get('content-type') ?? 'application/json',
    });
    try {
      const common = { connections: options.connections, durationSec: options.durationSec };
      // Warm both (JIT, the cache's first fill), then measure one after the other.
      await load({ url: `${base}${endpoint.path}`, ...common, durationSec: 1 });
      const store = await load({
        url: `${base}${endpoint.path}`,
        ...common,
        ...(endpoint.uncached ? { setupRequest: (r) => ({ ...r, path: uncachedPath(endpoint.path) }) } : {}),
      });
      await load({ url: `${bare.url}${endpoint.path}`, ...common, durationSec: 1 });
      const limit = await load({ url: `${bare.url}${endpoint.path}`, ...common });
      if (store.errors || store.non2xx)
        throw new Error(`${endpoint.name}: ${store.errors} errors, ${store.non2xx} non-2xx answers`);
      rows.push({ database, endpoint: endpoint.name, store, limit });
      console.log(`  ${database} ${endpoint.name}: ${Math.round(store.rps)} req/s (limit ${Math.round(limit.rps)})`);
    } finally {
      await bare.stop();
    }
  }
  return rows;
}

export async function benchApi(options: ApiOptions): Promise<ApiRow[]> {
  await buildProduction();
  const rows: ApiRow[] = [];
  console.log('\n== bench/api: catalogue API vs bare node:http (same bytes) ==');
  const pglite = await startStore();
  try {
    rows.push(...(await measure('PGlite', pglite.url, options)));
  } finally {
    await pglite.stop();
  }
  if (options.postgres && (await postgresAvailable())) {
    const database = await createPgDatabase('api');
    try {
      const store = await startStore({ databaseUrl: database.url });
      try {
        rows.push(...(await measure('PostgreSQL', store.url, options)));
      } finally {
        await store.stop();
      }
    } finally {
      await database.drop();
    }
  } else if (options.postgres) {
    console.log('  PostgreSQL is not reachable: skipped.');
  }
  printApi(rows);
  return rows;
}

export function printApi(rows: ApiRow[]): void {
  console.log(
    `\n${table(
      ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'limit req/s', 'limit p50', 'ratio'],
      rows.map((r) => [
        r.database,
        r.endpoint,
        r.store.rps,
        r.store.p50,
        r.store.p99,
        r.limit.rps,
        r.limit.p50,
        `${Math.round((r.store.rps / r.limit.rps) * 100)}%`,
      ]),
    )}`,
  );
  const cached = rows.find((r) => r.database === 'PGlite' && r.endpoint === 'catalogue page');
  const uncached = rows.find((r) => r.database === 'PGlite' && r.endpoint === 'catalogue page, uncached');
  if (cached) {
    const ratio = cached.store.rps / cached.limit.rps;
    console.log(
      `Budget: cached catalogue page >= 85% of bare node:http: ${(ratio * 100).toFixed(1)}% ${verdict(ratio >= 0.85)}`,
    );
  }
  if (uncached)
    console.log(
      `Budget: uncached PGlite catalogue page >= 2,000 req/s: ${Math.round(uncached.store.rps)} ${verdict(uncached.store.rps >= 2000)}`,
    );
}
