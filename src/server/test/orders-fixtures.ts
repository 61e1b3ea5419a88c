// What the order tests share: a shopper, products written through the catalogue write
// path, a gift card, POST /api/orders with its Idempotency-Key, and the stored figures
// they check afterwards.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Tx } from '../db/database';
import { giftCards, orders, payments, products, productVariants } from '../db/schema';
import { insertProduct, type VariantInput } from '../catalog/write';

export const customer = {
  email: 'Shopper@Example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Fort Smith',
  state: 'AR',
  zipCode: '72901',
  country: 'US',
};

/**
 * Another shopper: the fixture's details under an email of their own. Unpaid orders are
 * limited per email (and the checkouts of one email wait on each other), so a race of many
 * buyers is a race of many shoppers.
 */
let lastShopper = 0;
export const anotherShopper = () => ({ ...customer, email: `shopper-${++lastShopper}@example.com` });

/**
 * For a suite whose one shopper leaves many orders unpaid, testing something else than the limit (orders/limits.test.ts
 * tests it).
 */
export const MANY_UNPAID_ORDERS = { maxUnpaidOrdersPerEmail: 100 } as const;

export const variantGid = (id: number) => `gid://local/ProductVariant/${id}`;

/** Inserts a product; returns its id and its variant ids by "size:color". */
export async function addTestProduct(db: Tx, handle: string, variants: VariantInput[], category = 'women') {
  const productId = await insertProduct(db, {
    handle,
    name: handle.replace(/-/g, ' '),
    description: '<p>Nice</p>',
    category,
    subcategory: category === 'custom' ? 'custom' : 'dresses',
    variants,
    images: [{ url: '/media/1', alt: handle, width: 800, height: 1000 }],
  });
  const rows = await db.select().from(productVariants).where(eq(productVariants.productId, productId));
  return { productId, variants: new Map(rows.map((row) => [`${row.size}:${row.color}`, row.id])) };
}

/** A gift card with `balance` (a decimal string) left of the same amount. */
export async function addGiftCard(db: Tx, code: string, balance: string) {
  const [card] = await db
    .insert(giftCards)
    .values({
      code,
      title: 'Thanks',
      amount: balance,
      balance,
      senderName: 'A',
      senderEmail: 'a@example.com',
      recipientName: 'B',
      recipientEmail: 'b@example.com',
    })
    .returning();
  return card!;
}

// POST /api/orders is limited per address (RATE_LIMITS.placeOrder): each order comes from
// its own address, so races of 50 buyers test stock, not the limit (security/abuse.test.ts does).
let lastBuyer = 0;
const buyerAddress = () => `10.7.${(++lastBuyer >> 8) & 255}.${lastBuyer & 255}`;

/** The buyer cookie of the tests' shopper's browser: the one that places their orders and reads their payments. */
export const BUYER_COOKIES = { tj_buyer: 'test-buyers-browser-key-0123456789abcdefghi' };

export const postOrder = (app: App, body: unknown, key: string = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key },
    payload: body as object,
    remoteAddress: buyerAddress(),
    cookies: BUYER_COOKIES,
  });

/**
 * The shopper's choice on the demo payment page: Pay or Decline (or Cancel); answers the payment as the page then shows
 * it.
 */
export const choosePayment = (app: App, token: string, choice: 'pay' | 'decline' | 'cancel') =>
  app.inject({
    method: 'POST',
    url: choice === 'cancel' ? `/api/payments/${token}/cancel` : `/api/payments/demo/${token}/${choice}`,
    payload: {},
    cookies: BUYER_COOKIES,
  });

/** The payment as its pages show it to the browser that placed it. */
export const viewPayment = (app: App, token: string) =>
  app.inject({ method: 'GET', url: `/api/payments/${token}`, cookies: BUYER_COOKIES });

/**
 * Places an order and pays for it on the demo payment page, as a shopper does: answers the
 * order as confirmed (`pending`), with emailSent from the payment's confirmation.
 */
export async function placePaidOrder(app: App, body: unknown, key: string = randomUUID()) {
  const placed = await postOrder(app, body, key);
  if (placed.statusCode !== 201) throw new Error(`The order was not placed: ${placed.statusCode} ${placed.body}`);
  const { order, paymentToken } = placed.json<{
    order: { id: number; trackingNumber: string; total: string; status: string };
    paymentToken: string | null;
  }>();
  if (!paymentToken) return placed.json<{ order: typeof order; emailSent: boolean }>();
  const paid = await choosePayment(app, paymentToken, 'pay');
  if (paid.json<{ status: string }>().status !== 'paid') throw new Error(`The payment was not taken: ${paid.body}`);
  return { order: { ...order, status: 'pending' }, paymentToken };
}

/**
 * Places an order and pays on the demo page an amount that is not its total (as if the total
 * changed after the page opened): the money arrives and the order is held for staff to check.
 */
export async function placeHeldOrder(app: App, db: Tx, body: unknown) {
  const placed = await postOrder(app, body);
  if (placed.statusCode !== 201) throw new Error(`The order was not placed: ${placed.statusCode} ${placed.body}`);
  const { order, paymentToken } = placed.json<{
    order: { id: number; trackingNumber: string; total: string; email: string };
    paymentToken: string;
  }>();
  await db
    .update(payments)
    .set({ amountCents: Math.round(Number(order.total) * 100) + 100 })
    .where(eq(payments.token, paymentToken));
  const paid = await choosePayment(app, paymentToken, 'pay');
  if (paid.json<{ status: string }>().status !== 'review')
    throw new Error(`The payment was not held for review: ${paid.body}`);
  return { order, paymentToken };
}

export const variantStock = async (db: Tx, variantId: number) =>
  (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .stock;

/** What the shop shows of a product's stock: its units (the variants' sum) and whether it is in stock. */
export async function productStock(db: Tx, productId: number): Promise<{ units: number; inStock: boolean }> {
  const [row] = await db
    .select({
      units: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${productVariants} v where v.product_id = ${products}.id)`,
      inStock: products.inStock,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`No product ${productId}`);
  return row;
}

export const orderCount = async (db: Tx) => Number((await db.select({ n: sql<number>`count(*)` }).from(orders))[0]!.n);
