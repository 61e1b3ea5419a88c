// Each module owns its mutations: gift card balances and their ledger change only in
// gift-cards/, payments and the money they record only in payments/, orders and their
// history only in orders/, discounts, their use
// counts and uses only in promotions/, a variant's stock only in
// inventory/ (a variant's opening count is written when the catalogue creates it), the
// activity log only by audit/record.ts, and only added to, and the store settings only in
// store-settings/, the sales by day only in reports/, and the guard's count of sign-in tries
// only in auth/guard.ts. Other modules call their functions.
// Payments imports neither orders nor gift cards: their modules register handlers with it (payments/handlers.ts). This
// reads the server's source, so a new write or import in the wrong place fails here before it ships.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname);

interface Rule {
  what: string;
  owner: string;
  patterns: RegExp[];
}

const RULES: Rule[] = [
  {
    what: 'gift card balances and ledger',
    owner: 'gift-cards/',
    patterns: [
      /\.(update|insert|delete)\(\s*(giftCards|giftCardTransactions)\s*\)/,
      /\b(update|delete\s+from)\s+gift_cards?\b/i,
      /\binsert\s+into\s+gift_card(s|_transactions)\b/i,
      /\b(update|delete\s+from)\s+gift_card_transactions\b/i,
    ],
  },
  {
    what: 'discounts and their uses',
    owner: 'promotions/',
    patterns: [
      /\.set\(\s*\{[^}]*\busedCount\b/,
      /\bused_count\s*=/i,
      /\.(update|insert|delete)\(\s*(discounts|discountUses)\s*\)/,
      /\b(update|insert\s+into|delete\s+from)\s+(discounts|discount_uses)\b/i,
    ],
  },
  {
    what: 'payments and their ledger',
    owner: 'payments/',
    patterns: [
      /\.(update|insert|delete)\(\s*(payments|paymentLedger|refunds|demoPaymentSessions)\s*\)/,
      /\b(update|insert\s+into|delete\s+from)\s+(payments|payment_ledger|refunds|demo_payment_sessions)\b/i,
    ],
  },
  {
    what: 'orders, their parcels and their history',
    owner: 'orders/',
    patterns: [
      /\.(update|insert|delete)\(\s*(orders|orderItems|soldItemNames|orderEvents|shipments|shipmentItems|returnedItems)\s*\)/,
      /\b(update|insert\s+into|delete\s+from)\s+(orders|order_items|sold_item_names|order_events|shipments|shipment_items|returned_items)\b/i,
    ],
  },
  {
    what: 'the activity log (append-only: rows are added through recordAudit, never changed)',
    owner: 'audit/record.ts',
    patterns: [
      /\.(update|insert|delete)\(\s*auditLog\s*\)/,
      /\b(update|insert\s+into|delete\s+from|truncate(\s+table)?)\s+audit_log\b/i,
    ],
  },
  {
    what: "the store's sales by day and the orders they count, by discount and customer, the returns and the searches",
    owner: 'reports/',
    patterns: [
      /\.(update|insert|delete)\(\s*(salesByDay|salesCountedOrders|discountsByDay|customerSalesByDay|customerFirstSales|searchTermsByDay|searchTermsByMonth|returnsByDay)\s*\)/,
      /\b(update|insert\s+into|delete\s+from)\s+(\$\{(salesByDay|salesCountedOrders|discountsByDay|customerSalesByDay|customerFirstSales|searchTermsByDay|searchTermsByMonth|returnsByDay)\}|(sales_by_day|sales_counted_orders|discounts_by_day|customer_sales_by_day|customer_first_sales|search_terms_by_day|search_terms_by_month|returns_by_day)\b)/i,
    ],
  },
  {
    what: 'store settings',
    owner: 'store-settings/',
    patterns: [
      /\.(update|insert|delete)\(\s*storeSettings\s*\)/,
      /\b(update|insert\s+into|delete\s+from)\s+store_settings\b/i,
    ],
  },
  {
    what: "the guard's count of tries",
    owner: 'auth/guard.ts',
    patterns: [/\.(update|insert|delete)\(\s*authTries\s*\)/, /\b(update|insert\s+into|delete\s+from)\s+auth_tries\b/i],
  },
  {
    what: 'variant stock',
    owner: 'inventory/',
    patterns: [
      /\.update\(\s*productVariants\s*\)\s*\.set\(\s*\{[^}]*\bstock\b/,
      /\bupdate\s+(\$\{productVariants\}|product_variants)\b[^;`]*?\bset\b[^;`]*?\bstock\s*=/i,
    ],
  },
];

/** Production source of the server: tests, test support, the schema and the seed are not. */
function serverSources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(SERVER, path);
    if (entry.isDirectory()) return ['test', 'seed'].includes(rel) ? [] : serverSources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || rel === 'db/schema.ts') return [];
    return [path];
  });
}

/** Modules another may not import: payments learns of orders and gift cards only through its handlers. */
const FORBIDDEN_IMPORTS: Array<{ from: string; of: string[] }> = [{ from: 'payments/', of: ['orders', 'gift-cards'] }];

/** Every import of a module `rel` may not import, as the module's path in the source. */
function forbiddenImports(rel: string, source: string): string[] {
  const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return FORBIDDEN_IMPORTS.filter((rule) => rel.startsWith(rule.from)).flatMap((rule) => {
    const base = join(SERVER, rel, '..');
    return specifiers.filter(
      (spec) =>
        spec.startsWith('.') && rule.of.some((module) => relative(SERVER, join(base, spec)).split('/')[0] === module),
    );
  });
}

/** Every write a rule forbids in `source`, as "rule: first line of the match". */
function forbiddenWrites(rel: string, source: string): string[] {
  return RULES.filter((rule) => !rel.startsWith(rule.owner)).flatMap((rule) =>
    rule.patterns.flatMap((pattern) => {
      const match = source.match(pattern);
      return match ? [`${rule.what} (owned by ${rule.owner}): ${match[0].split('\n')[0]}`] : [];
    }),
  );
}

describe('module ownership of mutations', () => {
  it('finds no write of gift cards, promotion usage or stock outside its owner', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => {
      const rel = relative(SERVER, path);
      return forbiddenWrites(rel, readFileSync(path, 'utf8')).map((write) => `${rel}: ${write}`);
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['orders/x.ts', 'await tx.update(giftCards).set({ balance: 0 })', 'gift card'],
    ['admin/x.ts', "await tx.insert(giftCardTransactions).values({ kind: 'refund' })", 'gift card'],
    ['orders/x.ts', "query('update gift_cards set balance = balance - $1')", 'gift card'],
    ['admin/x.ts', 'await tx.update(promotions).set({ usedCount: sql`x - 1` })', 'discounts and their uses'],
    ['orders/x.ts', "query('update promotions set used_count = used_count + 1')", 'discounts and their uses'],
    ['admin/x.ts', 'await tx.update(productVariants).set({ stock: sql`stock + 1` })', 'variant stock'],
    ['orders/x.ts', 'query(`update product_variants v set stock = v.stock - t.quantity`)', 'variant stock'],
    ['orders/x.ts', "await tx.update(payments).set({ status: 'paid' })", 'payments'],
    ['admin/x.ts', "await tx.insert(paymentLedger).values({ kind: 'refund' })", 'payments'],
    ['orders/x.ts', "query('insert into payment_ledger (kind) values ($1)')", 'payments'],
    ['admin/x.ts', "await tx.update(orders).set({ status: 'shipped' })", 'orders'],
    ['payments/x.ts', "await tx.insert(orderEvents).values({ status: 'cancelled' })", 'orders'],
    ['admin/x.ts', "query('insert into order_events (order_id) values ($1)')", 'orders'],
    ['orders/x.ts', 'await tx.execute(sql`insert into ${salesByDay} (day) values (${day})`)', 'sales by day'],
    ['admin/x.ts', "query('update sales_by_day set net_cents = 0')", 'sales by day'],
    ['admin/x.ts', "await tx.insert(auditLog).values({ kind: 'product.updated' })", 'activity log'],
    ['audit/queries.ts', "await tx.update(auditLog).set({ kind: 'x' })", 'activity log'],
    ['audit/x.ts', "query('delete from audit_log where id = $1')", 'activity log'],
    ['admin/x.ts', 'await tx.insert(storeSettings).values({ id: 1 })', 'store settings'],
    ['orders/x.ts', "query('update store_settings set max_units_per_line = 99')", 'store settings'],
  ])('catches a write in the wrong module: %s', (rel, source, what) => {
    expect(forbiddenWrites(rel, source).join()).toContain(what);
  });

  it('lets the owner write, and others read', () => {
    expect(forbiddenWrites('gift-cards/ledger.ts', 'await tx.update(giftCards).set({ balance: 0 })')).toEqual([]);
    expect(
      forbiddenWrites('orders/x.ts', 'tx.select().from(giftCards); tx.update(productVariants).set({ size: park })'),
    ).toEqual([]);
  });
});

describe('payments knows nothing of what it is paid for', () => {
  it('finds no import of orders or gift cards in payments', () => {
    const files = serverSources(join(SERVER, 'payments'));
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((path) => {
      const rel = relative(SERVER, path);
      return forbiddenImports(rel, readFileSync(path, 'utf8')).map((spec) => `${rel}: ${spec}`);
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['payments/settle.ts', "import { confirmPaidOrder } from '../orders/payment-outcome';"],
    ['payments/service.ts', "import type { NotifyContext } from '../orders/notifications';"],
    ['payments/x.ts', "import { findPurchase } from '../gift-cards/purchases';"],
    ['payments/x.ts', "const { toGiftCard } = await import('../gift-cards/present');"],
  ])('catches an import in %s', (rel, source) => {
    expect(forbiddenImports(rel, source)).toHaveLength(1);
  });

  it('lets payments import its own files and shared ones, and others import payments', () => {
    expect(
      forbiddenImports(
        'payments/x.ts',
        "import { lockPayment } from './queries';\nimport type { PaymentView } from '../../shared/schemas/payments';",
      ),
    ).toEqual([]);
    expect(forbiddenImports('orders/x.ts', "import { openPayment } from '../payments/queries';")).toEqual([]);
  });
});
