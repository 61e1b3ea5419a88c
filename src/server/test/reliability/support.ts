// Plumbing for the reliability tests: the real server bundle in child processes (built by
// scripts/build-server.mjs into node_modules/.cache, never dist/), HTTP calls with a deadline,
// and bounded polling. Every wait has a limit, so a hang fails a test instead of stalling CI.
// Their throw-away PostgreSQL databases are in scratch-database.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../db/database';
import { insertProduct } from '../../catalog/write';
import { productVariants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { customer as orderCustomer } from '../orders-fixtures';

/** Redis for the shared rate limits, when the run has one. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(everyMs);
  }
}

/** Rejects when `promise` has not settled within `ms`. */
export function within<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---------- databases ----------

/** The test's own handle on a scratch database, for setting up and checking rows. */
export function openScratch(url: string): Promise<Database> {
  return openDatabase({ url, poolSize: 3, connectTimeoutMs: 10_000 });
}

/** A product with one variant; returns the variant's storefront id and row id. */
export async function addProduct(database: Database, handle: string, stock: number, priceCents = 2500) {
  const productId = await insertProduct(database.db, {
    handle,
    name: handle.replace(/-/g, ' '),
    description: '<p>For the reliability tests.</p>',
    category: 'women',
    subcategory: 'dresses',
    variants: [{ size: 'M', color: 'Black', priceCents, stock }],
    images: [{ url: '/media/1', alt: handle, width: 800, height: 1000 }],
  });
  const [variant] = await database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return { productId, variantId: variant!.id, gid: `gid://local/ProductVariant/${variant!.id}` };
}

export const customer = { ...orderCustomer, email: 'buyer@example.com' };

// ---------- the server bundle in child processes ----------

export interface Bundle {
  entry: string;
  remove(): void;
}

/** Builds the production server bundle with the project's own build script, to a private path. */
export async function buildBundle(): Promise<Bundle> {
  const dir = path.join(ROOT, 'node_modules', '.cache', `tj-reliability-${randomBytes(4).toString('hex')}`);
  const entry = path.join(dir, 'server', 'main.js');
  const child = spawn(process.execPath, ['scripts/build-server.mjs', '--outfile', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await within(
    'building the server bundle',
    new Promise<number | null>((resolve) => child.on('exit', resolve)),
    120_000,
  ).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (code !== 0) throw new Error(`build-server.mjs exited with ${code}:\n${output}`);
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; safe to call twice. */
  stop(): Promise<void>;
}

/** Variables the tests set themselves; never inherited from the shell running the tests. */
const CONTROLLED = [
  'DATABASE_URL',
  'REDIS_URL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'ADMIN_EMAIL',
  'SMTP_URL',
  'TRUST_PROXY',
  'RATE_LIMIT_EXEMPT_IPS',
  'RATE_LIMIT_NAMESPACE',
  'SEED_ON_START',
  'DB_POOL_SIZE',
  'DB_CONNECT_TIMEOUT_MS',
  'DB_STATEMENT_TIMEOUT_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'DATA_DIR',
  'MIGRATIONS_DIR',
  'SHOPIFY_STORE_DOMAIN',
  'SHOPIFY_STOREFRONT_ACCESS_TOKEN',
];

/** Starts the bundle on a free port and waits (bounded) until /healthz answers 200. */
export async function startServer(bundle: Bundle, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of CONTROLLED) delete inherited[key];
  const child = spawn(process.execPath, [bundle.entry], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: '/nonexistent-client-dir',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test runner itself exit early, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(5_000)]);
    }
  };
  const server: ServerProcess = { url, port, child, exited, output: () => output, stop };
  try {
    let started = false;
    await Promise.race([
      waitFor(
        `${url}/healthz`,
        async () => {
          const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
          return res.status === 200;
        },
        90_000,
        150,
      ).then(() => (started = true)),
      // Exiting during start-up fails at once instead of at the deadline.
      exited.then(({ code, signal }) => {
        if (!started) throw new Error(`the server exited during start-up (code ${code}, signal ${signal})`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

/**
 * Starts the bundle's worker entry (worker.js beside main.js: only the job workers, no port)
 * and waits (bounded) until it says its workers are running.
 */
export async function startWorker(
  bundle: Bundle,
  env: Record<string, string>,
): Promise<Omit<ServerProcess, 'url' | 'port'>> {
  const inherited = { ...process.env };
  for (const key of CONTROLLED) delete inherited[key];
  const child = spawn(process.execPath, [path.join(path.dirname(bundle.entry), 'worker.js')], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      CLIENT_DIR: '/nonexistent-client-dir',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(5_000)]);
    }
  };
  try {
    await Promise.race([
      waitFor('the workers to start', async () => output.includes('The job workers are running'), 90_000),
      exited.then(({ code, signal }) => {
        throw new Error(`the worker exited during start-up (code ${code}, signal ${signal})`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- worker output ---\n${output}`);
  }
  return { child, exited, output: () => output, stop };
}

// ---------- HTTP ----------

export interface Answer {
  status: number;
  /** Parsed JSON when the answer is JSON, otherwise the text. */
  body: unknown;
  text: string;
  headers: Headers;
  ms: number;
}

/** One HTTP call that gives up after `timeoutMs` (status 0, body 'timeout') instead of hanging. */
export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  const { timeoutMs = 20_000, ...rest } = init;
  try {
    const res = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        // leave the text
      }
    }
    return { status: res.status, body, text, headers: res.headers, ms: performance.now() - started };
  } catch (error) {
    const name = (error as Error).name;
    const status = 0;
    const body =
      name === 'TimeoutError' || name === 'AbortError'
        ? 'timeout'
        : `network: ${String((error as Error).cause ?? error)}`;
    return { status, body, text: String(body), headers: new Headers(), ms: performance.now() - started };
  }
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The store's error shape: a message, optionally field errors, nothing else (no stack). */
export function isStoreError(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const keys = Object.keys(body);
  return (
    typeof (body as { message?: unknown }).message === 'string' && keys.every((k) => k === 'message' || k === 'errors')
  );
}

/** True once a TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The session cookie from a sign-in answer, as a Cookie header value. */
export function sessionCookie(answer: Answer): string {
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`no cookie in the answer (${answer.status} ${answer.text})`);
  return cookies.join('; ');
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
