// Shared bench plumbing: the production build (in node_modules/.cache/tj-bench, never dist/), servers in child
// processes, throw-away PostgreSQL databases, autocannon runs and the printed tables.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result as CannonResult } from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under node_modules: ignored by git and ESLint, and the bundle still resolves its packages there.
export const BUILD_DIR = path.join(ROOT, 'node_modules', '.cache', 'tj-bench');
export const CLIENT_DIR = path.join(BUILD_DIR, 'client');
export const SERVER_ENTRY = path.join(BUILD_DIR, 'server', 'main.js');
export const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

let built = false;
/** The production client and server, built once per run into BUILD_DIR. */
export async function buildProduction(options: { force?: boolean } = {}): Promise<void> {
  if (built || (!options.force && process.env.BENCH_REUSE_BUILD === '1' && existsSync(SERVER_ENTRY))) return;
  console.log('Building the production client and server into node_modules/.cache/tj-bench ...');
  await run('npx', ['vite', 'build', '--outDir', CLIENT_DIR, '--emptyOutDir', '--logLevel', 'warn']);
  // The page renderer, beside the client as in dist/ (the server looks for ../ssr).
  await run('npx', [
    'vite',
    'build',
    '--ssr',
    'entry-server.tsx',
    '--outDir',
    path.join(BUILD_DIR, 'ssr'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  const { build } = await import('esbuild');
  // The same options as scripts/build-server.mjs, to another file.
  await build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  built = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process, for its CPU time (processCpuSeconds). */
  pid?: number;
  stop(): Promise<void>;
}

/** Clock ticks per second in /proc/<pid>/stat: 100 on every Linux we run on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) these processes have used so far; undefined without Linux's /proc. */
export function processCpuSeconds(pids: number[]): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name may hold spaces, so fields are counted after its closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Exited since it was listed: its time is gone with it.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** The PostgreSQL server's processes on this machine (postmaster, backends, background workers). */
export function postgresPids(): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} did not become healthy`);
}

/**
 * The production server in a child process: PGlite in a temp dir unless databaseUrl is given.
 * `fromSource`: run src/server/main.ts through tsx in that one process, for benches that need
 * no build (the server alone, no storefront). `hostName`: the name its address uses; the
 * pages a browser measures need a name, as a shop's address is (on an IP address the account
 * page withdraws its passkey offer once its code runs, a shift no shop's shoppers see).
 */
export async function startStore(
  options: {
    databaseUrl?: string;
    clientDir?: string;
    seed?: boolean;
    fromSource?: boolean;
    env?: Record<string, string>;
    hostName?: 'localhost';
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${options.hostName ?? '127.0.0.1'}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tj-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    CLIENT_DIR: options.clientDir ?? CLIENT_DIR,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    SEED_ON_START: options.seed === false ? 'false' : 'true',
    DB_POOL_SIZE: '10',
    // The benches drive POST /api/orders and the catalogue far past the per-address abuse
    // limits (src/server/http/rate-limits.ts) from this one address.
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const entry = options.fromSource ? ['--import', 'tsx', path.join(ROOT, 'src', 'server', 'main.ts')] : [SERVER_ENTRY];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** The physical limit: node:http answering fixed bytes with the same content type, in its own process. */
export async function startBareServer(response: { body: Buffer; contentType: string }): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-bare-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, response.body);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'bench/bare-server.mjs'), String(port), bodyFile, response.contentType],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database for one bench, dropped by drop(). */
export async function createPgDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tj_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: PG_SERVER_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  durationSec?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called per request: a new path or headers (unique keys and the like). */
  setupRequest?: (request: { path: string; headers?: Record<string, string>; body?: string }) => {
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const times: number[] = [];
  const result = await new Promise<CannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections: options.connections ?? 10,
        duration: options.durationSec ?? 5,
        requests: [
          {
            method: options.method ?? 'GET',
            path: target.pathname + target.search,
            ...(options.headers ? { headers: options.headers } : {}),
            ...(options.body ? { body: options.body } : {}),
            ...(options.setupRequest ? { setupRequest: options.setupRequest as never } : {}),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => void times.push(ms));
  });
  // Exact percentiles from every response time (autocannon's own table has no p95).
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return {
    rps: times.length / result.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? format(c) : c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Array<string | number>) => r.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function format(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toFixed(n < 10 ? 2 : 1);
}

export const verdict = (ok: boolean) => (ok ? 'ok' : 'SHORT');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
