// Environment -> typed config, with one clear error per bad variable.
import { isIP } from 'node:net';
import { z } from 'zod';
import { STORE } from '../shared/store';
import type { S3Settings } from './ports/media-store';

/** What proxy-addr accepts: a named range, an address, or an address with a prefix length. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const optional = z.string().trim().min(1).optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address shoppers use, for links in emails. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: the longest wait for a connection before a request answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL: statement_timeout and idle_in_transaction_session_timeout; 0 turns them off. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('TJ Fashion <no-reply@tjfashion.example>'),
  /** Where the store is told of each new order. */
  STORE_NOTIFY_EMAIL: z.email().optional(),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_EMAIL: optional,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
  COOKIE_SECURE: bool.optional(),
  /** Shopper sessions: how long an unused one lasts, and the longest any lasts. */
  CUSTOMER_SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CUSTOMER_SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  /**
   * Passkeys: the domain they belong to (the site's host name), and the origin pages are served from. Default:
   * PUBLIC_URL's.
   */
  PASSKEY_RP_ID: optional,
  PASSKEY_ORIGIN: z.url({ protocol: /^https?$/, error: 'expected an http(s) origin' }).optional(),
  /**
   * true/false, or the proxies to trust as comma-separated addresses or CIDR ranges
   * (`127.0.0.1`, `10.0.0.0/8`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): boolean | string => {
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0' || value === '') return false;
      const entries = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => !isProxyAddress(entry));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `expected true, false or proxy addresses/CIDR ranges, got "${bad}"` });
        return z.NEVER;
      }
      return entries.join(',');
    }),
  REDIS_URL: optional,
  /** Prefix of the rate-limit keys in Redis, so two stores (or test runs) can share one Redis. */
  RATE_LIMIT_NAMESPACE: z.string().trim().min(1).max(100).default('tj-rate-limit-'),
  /** Comma-separated addresses the rate limits never apply to (the browser-test server). */
  RATE_LIMIT_EXEMPT_IPS: z.string().default(''),
  SHOPIFY_STORE_DOMAIN: optional,
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: optional,
  SHOPIFY_API_VERSION: z.string().default('2025-01'),
  CHECKOUT_DOMAIN: optional,
  /** Stripe's secret key (sk_live_..., sk_test_..., or a restricted rk_ key): orders are paid on Stripe Checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9_]+$/, 'expected a Stripe secret key (sk_live_..., sk_test_..., rk_...)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The signing secret of the webhook endpoint /api/payments/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'expected a webhook signing secret (whsec_...)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A Stripe-compatible API server instead of Stripe's (a test double). */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Keep resized photos in this directory instead of the database. */
  MEDIA_DIR: optional,
  /** Keep resized photos in this S3 (or S3-compatible) bucket instead of the database. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'expected a region such as us-east-1')
    .default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces...); AWS when absent. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Address the bucket as <endpoint>/<bucket> rather than <bucket>.<endpoint> (most S3-compatible services). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  SEED_ON_START: bool.default(true),
  /** Whether `npm start` runs the job workers beside the web server; 0 when `npm run worker` runs them apart. */
  WORKERS: bool.default(true),
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(25_000),
  /** How long a request's headers and body may take to arrive (a photo upload on a slow phone fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
  /** Open connections one address may hold at once; 0 for no cap (always none behind a trusted proxy). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built client lives; served when present. */
  CLIENT_DIR: z.string().default('./dist/client'),
  /**
   * Time each second may spend rendering pages on the server; past it pages go out for the browser to render
   * (pages/pages.ts).
   */
  PAGE_RENDER_MS_PER_SECOND: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Listed products from which facet counts come from an in-memory index instead of the database. */
  FACET_INDEX_MIN_PRODUCTS: z.coerce.number().int().min(0).default(50_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  database: {
    url: string | undefined;
    dataDir: string;
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
  };
  mail: { smtpUrl: string | undefined; from: string; storeNotifyEmail: string };
  admin: { username: string | undefined; password: string | undefined; email: string | undefined };
  session: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  /** Shopper sessions, apart from staff sessions. */
  customerSession: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  /** WebAuthn relying party: passkeys are bound to rpId and accepted only from origin. */
  passkeys: { rpId: string; rpName: string; origin: string };
  /** Fastify's trustProxy: every proxy (true), none (false), or these addresses/ranges. */
  trustProxy: boolean | string;
  redisUrl: string | undefined;
  rateLimitNamespace: string;
  rateLimitExemptIps: string[];
  shopify:
    { storeDomain: string; accessToken: string; apiVersion: string; checkoutDomain: string | undefined } | undefined;
  /** Stripe Checkout takes payment; without it, the store's demo payment page does. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | undefined } | undefined;
  /** Where resized photos are kept. */
  media: { store: 'database' } | { store: 'disk'; dir: string } | { store: 's3'; s3: S3Settings };
  seedOnStart: boolean;
  workers: boolean;
  shutdownTimeoutMs: number;
  requestTimeoutMs: number;
  maxConnectionsPerAddress: number;
  logLevel: Env['LOG_LEVEL'];
  clientDir: string;
  pageRenderMsPerSecond: number;
  /** Listed products from which facets come from the in-memory facet index (catalog/facet-answers.ts). */
  facetIndexMinProducts: number;
}

const S3_DETAILS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function mediaStoreConfig(e: Env): Config['media'] {
  const fail = (line: string) => {
    throw new Error(`Invalid environment:\n  ${line}`);
  };
  if (e.MEDIA_DIR && e.S3_BUCKET) fail('MEDIA_DIR and S3_BUCKET both name a place for photos: set one');
  if (!e.S3_BUCKET) {
    const stray = S3_DETAILS.find((name) => e[name]);
    if (stray) fail(`${stray} needs S3_BUCKET`);
    return e.MEDIA_DIR ? { store: 'disk', dir: e.MEDIA_DIR } : { store: 'database' };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    store: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.SHOPIFY_STORE_DOMAIN) !== Boolean(e.SHOPIFY_STOREFRONT_ACCESS_TOKEN)) {
    throw new Error('Invalid environment:\n  SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_ACCESS_TOKEN go together');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    database: {
      url: e.DATABASE_URL,
      dataDir: e.DATA_DIR,
      poolSize: e.DB_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, storeNotifyEmail: e.STORE_NOTIFY_EMAIL ?? STORE.contact.email },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    },
    customerSession: {
      idleMs: e.CUSTOMER_SESSION_IDLE_DAYS * 86_400_000,
      absoluteMs: Math.max(e.CUSTOMER_SESSION_ABSOLUTE_DAYS, e.CUSTOMER_SESSION_IDLE_DAYS) * 86_400_000,
      cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    },
    passkeys: {
      rpId: e.PASSKEY_RP_ID ?? new URL(e.PUBLIC_URL).hostname,
      rpName: 'TJ Fashion',
      origin: new URL(e.PASSKEY_ORIGIN ?? e.PUBLIC_URL).origin,
    },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    rateLimitExemptIps: e.RATE_LIMIT_EXEMPT_IPS.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    shopify:
      e.SHOPIFY_STORE_DOMAIN && e.SHOPIFY_STOREFRONT_ACCESS_TOKEN
        ? {
            storeDomain: e.SHOPIFY_STORE_DOMAIN,
            accessToken: e.SHOPIFY_STOREFRONT_ACCESS_TOKEN,
            apiVersion: e.SHOPIFY_API_VERSION,
            checkoutDomain: e.CHECKOUT_DOMAIN,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
    media: mediaStoreConfig(e),
    seedOnStart: e.SEED_ON_START,
    workers: e.WORKERS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Behind a proxy every connection comes from the proxy: the cap would refuse shoppers.
    maxConnectionsPerAddress: e.TRUST_PROXY === false ? e.MAX_CONNECTIONS_PER_ADDRESS : 0,
    logLevel: e.LOG_LEVEL,
    clientDir: e.CLIENT_DIR,
    pageRenderMsPerSecond: e.PAGE_RENDER_MS_PER_SECOND,
    facetIndexMinProducts: e.FACET_INDEX_MIN_PRODUCTS,
  };
}
