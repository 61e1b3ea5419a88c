// bench/crawl: what a search engine or Merchant Center costs the store. Seeds N products on
// PostgreSQL (100k by default, with the scale bench's seeding), starts the server, and times
// the last full products sitemap file and the whole product feed as a crawler reads them
// (gzip), while sampling the server's resident memory: both are streamed from the database in
// keyset batches, so the server's memory should stay flat whatever the catalogue's size.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { URLS_PER_FILE } from '../src/server/crawlers/documents';
import { openDatabase } from '../src/server/db/database';
import { createPgDatabase, format, median, run, startStore, table } from './lib';

export interface CrawlOptions {
  products: number;
  /** Timed reads of each document, after one warm-up. */
  repetitions?: number;
}

/** The process's resident set size in MiB (Linux /proc), or NaN elsewhere. */
function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Read {
  ms: number;
  firstByteMs: number;
  entries: number;
  /** Uncompressed characters. */
  chars: number;
  peakRssMiB: number;
}

/** Reads the document to its end as a crawler does, counting its entries and sampling the server's memory meanwhile. */
async function read(url: string, closing: string, pid: number): Promise<Read> {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
    const decoder = new TextDecoder();
    let firstByteMs = 0;
    let entries = 0;
    let chars = 0;
    let carry = '';
    const reader = res.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!firstByteMs) firstByteMs = performance.now() - started;
      const text = carry + decoder.decode(chunk.value, { stream: true });
      entries += text.split(closing).length - 1;
      chars += text.length - carry.length;
      // Enough of the end to hold a closing tag cut in two, never a whole one.
      carry = text.endsWith(closing) ? '' : text.slice(-(closing.length - 1));
    }
    return { ms: performance.now() - started, firstByteMs, entries, chars, peakRssMiB: Math.max(peak, rssMiB(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

export interface CrawlResult {
  products: number;
  baselineRssMiB: number;
  rows: Array<{ document: string; entries: number; mib: number; firstByteMs: number; ms: number; peakRssMiB: number }>;
}

export async function benchCrawl(options: CrawlOptions): Promise<CrawlResult> {
  const reps = options.repetitions ?? 3;
  console.log(
    `\n== bench/crawl: the products sitemap and feed at ${options.products.toLocaleString('en-US')} products (PostgreSQL) ==`,
  );
  const target = await createPgDatabase('crawl');
  try {
    await run('npx', ['tsx', 'src/server/seed/cli.ts', '--products', String(options.products)], {
      DATABASE_URL: target.url,
    });
    const database = await openDatabase({ url: target.url, poolSize: 1 });
    try {
      await database.db.execute(sql`vacuum (analyze) products`);
    } finally {
      await database.close();
    }
    const server = await startStore({
      databaseUrl: target.url,
      seed: false,
      fromSource: true,
      clientDir: '/nonexistent-client-dir',
    });
    try {
      const pid = server.pid!;
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const files = [...index.matchAll(/\/sitemaps\/products-(\d+)\.xml/g)].map((m) => Number(m[1]));
      // Every file but the last is full. The last full one costs the most: finding where it
      // starts passes over every product before it.
      const lastFull = options.products % URLS_PER_FILE === 0 ? files.at(-1) : (files.at(-2) ?? files.at(-1));
      const largest = `/sitemaps/products-${lastFull}.xml`;
      const baselineRssMiB = rssMiB(pid);
      const rows: CrawlResult['rows'] = [];
      for (const [document, closing] of [
        [largest, '</url>'],
        ['/feeds/products.xml', '</item>'],
      ] as const) {
        const reads: Read[] = [];
        for (let i = 0; i <= reps; i++) reads.push(await read(`${server.url}${document}`, closing, pid));
        const timed = reads.slice(1);
        const row = {
          document,
          entries: timed[0]!.entries,
          mib: timed[0]!.chars / 1024 / 1024,
          firstByteMs: median(timed.map((r) => r.firstByteMs)),
          ms: median(timed.map((r) => r.ms)),
          peakRssMiB: Math.max(...reads.map((r) => r.peakRssMiB)),
        };
        rows.push(row);
        console.log(
          `  ${document}: ${row.entries.toLocaleString('en-US')} entries, ${format(row.mib)} MiB, p50 ${format(row.ms)} ms (first byte ${format(row.firstByteMs)} ms), server RSS peak ${format(row.peakRssMiB)} MiB`,
        );
      }
      const result = { products: options.products, baselineRssMiB, rows };
      printCrawl(result);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

function printCrawl(result: CrawlResult): void {
  console.log(`\nServer RSS before the reads: ${format(result.baselineRssMiB)} MiB`);
  console.log(
    table(
      [
        'document',
        'entries',
        'MiB (uncompressed)',
        'first byte p50 ms',
        'whole p50 ms',
        'RSS peak MiB',
        'RSS growth MiB',
      ],
      result.rows.map((r) => [
        r.document,
        r.entries,
        r.mib,
        r.firstByteMs,
        r.ms,
        r.peakRssMiB,
        r.peakRssMiB - result.baselineRssMiB,
      ]),
    ),
  );
}
