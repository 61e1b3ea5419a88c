// The checkout's own statements, as plain SQL (db/raw-sql.ts): an order is four round trips
// (begin; claim the key with the shopper's unpaid-order locks, the store settings and the
// variants' locks; write everything; commit) with no query building, which is what
// bench/checkout measures. Each is named, so PostgreSQL parses it once per
// connection. The write is one statement joined from parts: the orders module writes the
// order, its items, its first event and its idempotency key; the stock, newsletter, outbox
// and payment parts come from the modules that own those tables.
import type { SqlQuery } from '../db/raw-sql';
import { StatementParams, type StatementPart } from '../db/statement';
import { queueEmailPart, type QueuedEmail } from '../mail/outbox-part';
import { subscribePart } from '../newsletter/queries';
import { lockedForSaleJson, saleVariantsOf, takeStockPart, type SaleVariant, type StockPlan } from '../inventory/stock';
import type { OrderDiscount } from '../../shared/schemas/discounts';
import type { StoreSettings } from '../../shared/schemas/store-settings';
import { SETTINGS_SUBQUERY, settingsOf } from '../store-settings/queries';

/** Advisory locks of the unpaid-order limits (the first of the two keys); the second is the held key's hash. */
const UNPAID_HOLD_LOCKS = 72_401;

/**
 * Claims the Idempotency-Key (null when another attempt holds it: a replay), locks the
 * shopper's unpaid-order limits, reads the store settings and locks the order's variants, in
 * one round trip. The limits' locks are transaction advisory locks on each of `holdKeys` (the
 * email, the address), taken in the order given (callers sort them, so two checkouts never
 * wait on each other in a circle) and only once the key is claimed: a checkout of the same
 * shopper waits here until this one commits, and the write's count (next statement, so a
 * fresh snapshot) sees its order. The variants are locked after those locks (their subquery
 * reads the row that took them) and only for a claimed key.
 */
export async function claimCheckout(
  query: SqlQuery,
  key: string,
  requestHash: string,
  holdKeys: readonly string[],
  variantIds: readonly number[],
): Promise<{ settings: StoreSettings; variants: SaleVariant[] } | null> {
  type Row = { claimed: number; variants: Array<SaleVariant & { imageRaster: boolean | null }> } & Partial<
    Record<keyof StoreSettings, unknown>
  >;
  const [row] = await query<Row>(
    `with claimed as (
       insert into idempotency_keys (key, request_hash) values ($1, $2) on conflict do nothing returning key
     ), held as (
       select pg_advisory_xact_lock(${UNPAID_HOLD_LOCKS}, hashtext(h.key)) from claimed cross join unnest($3::text[]) as h(key)
     ), gate as materialized (
       select (select count(*) from claimed)::int as claimed, (select count(*) from held)::int as held
     )
     select gate.claimed, settings.*, ${lockedForSaleJson('$4::int[]', 'gate.claimed = 1')} as variants
     from gate cross join ${SETTINGS_SUBQUERY} as settings`,
    [key, requestHash, holdKeys, variantIds],
    'checkout-claim',
  );
  return row && row.claimed === 1 ? { settings: settingsOf(row), variants: saleVariantsOf(row.variants) } : null;
}

/** The lock keys of a shopper's unpaid orders, in the one order every checkout takes them. */
export const unpaidHoldKeys = (email: string, placedFrom: string | null): string[] =>
  [`email:${email}`, ...(placedFrom ? [`from:${placedFrom}`] : [])].sort();

/** How many unpaid orders the new one may join: per email, and per address unless it is exempt (null). */
export interface UnpaidLimit {
  email: string;
  maxPerEmail: number;
  placedFrom: string | null;
  maxPerAddress: number;
}

export interface NewOrder {
  email: string;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  giftCardAmount: string;
  total: string;
  shippingAddress: string;
  shippingMethod: string;
  customer: Record<string, unknown>;
  notes: string | null;
  promoCode: string | null;
  /** The email as one mailbox (shared/customer-key.ts). */
  customerKey: string;
  /** The discounts it got, as the order keeps them. */
  discounts: OrderDiscount[];
  giftCardId: number | null;
  trackingNumber: string;
  /** awaiting_payment, or pending when nothing is left to pay. */
  status: 'awaiting_payment' | 'pending';
  /** unpaid until its payment succeeds; paid when a gift card paid it all. */
  paymentStatus: 'unpaid' | 'paid';
  /** The signed-in shopper's account, or null for a guest. */
  customerId: number | null;
  /** The client address it came from, as the limits count it. */
  placedFrom: string | null;
  /** False when the store takes stock only once the order is paid. */
  stockTaken: boolean;
}

export interface NewOrderItem {
  productId: number;
  variantId: number;
  name: string;
  imageUrl: string | null;
  sku: string;
  designId: string | null;
  quantity: number;
  price: string;
  size: string | null;
  color: string | null;
}

export interface OrderWrite {
  takes: StockPlan<unknown>['takes'];
  order: NewOrder;
  items: NewOrderItem[];
  eventNote: string;
  idempotencyKey: string;
  /** The address to add to the newsletter, when the shopper asked. */
  newsletterEmail: string | null;
  /** The confirmation, for an order confirmed at once; a paid one gets it with its payment. */
  confirmation: QueuedEmail | null;
  /**
   * The payment's entry `new_payment` (payments/queries.ts), for an order with something to
   * pay, with whatever the payments module writes beside it; `name` tells its texts apart.
   */
  payment: { part: StatementPart; name: string } | null;
  /** For an order left unpaid: it is written only while its shopper holds fewer unpaid orders than this allows. */
  unpaidLimit: UnpaidLimit | null;
}

export interface WrittenOrder {
  id: number;
  createdAt: Date | string;
  confirmationId: number | null;
  /** The payment written with it, when it has one. */
  paymentId: number | null;
  paymentCreatedAt: Date | string | null;
}

/**
 * The unpaid orders already held by the email and by the address are fewer than the limits.
 * It counts with the statement's snapshot, taken after claimCheckout locked both: every order
 * of this shopper placed before has committed, and none can commit until this one does.
 */
const unpaidRoomCondition = (limit: UnpaidLimit, p: StatementParams) => {
  const unpaid = `o.status = 'awaiting_payment' and o.payment_status = 'unpaid'`;
  return `(select count(*) from orders o where o.email = ${p.add(limit.email)} and ${unpaid}) < ${p.add(limit.maxPerEmail, 'int')}
       and (${p.add(limit.placedFrom)}::varchar is null or (select count(*) from orders o where o.placed_from = ${p.add(limit.placedFrom)} and ${unpaid}) < ${p.add(limit.maxPerAddress, 'int')})`;
};

const newOrderPart =
  (o: NewOrder, limit: UnpaidLimit | null): StatementPart =>
  (p) =>
    `new_order as (
       insert into orders (email, status, payment_status, subtotal, discount, shipping, tax, gift_card_amount, total,
         shipping_address, shipping_method, customer, notes, promo_code, gift_card_id, tracking_number, customer_id, placed_from, stock_taken,
         customer_key, discounts)
       select ${p.add(o.email)}, ${p.add(o.status)}, ${p.add(o.paymentStatus)}, ${p.add(o.subtotal, 'numeric')}, ${p.add(o.discount, 'numeric')},
         ${p.add(o.shipping, 'numeric')}, ${p.add(o.tax, 'numeric')}, ${p.add(o.giftCardAmount, 'numeric')}, ${p.add(o.total, 'numeric')},
         ${p.add(o.shippingAddress)}, ${p.add(o.shippingMethod)}, ${p.add(JSON.stringify(o.customer), 'jsonb')}, ${p.add(o.notes)}, ${p.add(o.promoCode)},
         ${p.add(o.giftCardId, 'int')}, ${p.add(o.trackingNumber)}, ${p.add(o.customerId, 'int')}, ${p.add(o.placedFrom)}, ${p.add(o.stockTaken, 'boolean')},
         ${p.add(o.customerKey)}, ${p.add(JSON.stringify(o.discounts), 'jsonb')}
       ${limit ? `where ${unpaidRoomCondition(limit, p)}` : ''}
       returning id, created_at
     )`;

const newItemsPart =
  (items: NewOrderItem[]): StatementPart =>
  (p) =>
    `new_items as (
       insert into order_items (order_id, product_id, variant_id, name, image_url, sku, design_id, quantity, price, size, color)
       select o.id, (e.item->>'productId')::int, (e.item->>'variantId')::int, e.item->>'name', e.item->>'imageUrl',
         e.item->>'sku', e.item->>'designId', (e.item->>'quantity')::int, (e.item->>'price')::numeric,
         e.item->>'size', e.item->>'color'
       from new_order o cross join json_array_elements(${p.add(JSON.stringify(items), 'json')}) with ordinality as e(item, n)
       order by e.n
       returning name, sku
     ),
     -- In one order, so two checkouts selling the same new names wait on each other, never in a cycle.
     sold_names as (
       insert into sold_item_names (name, sku) select distinct name, coalesce(sku, '') from new_items order by 1, 2 on conflict do nothing
     )`;

const firstEventPart =
  (status: string, note: string): StatementPart =>
  (p) =>
    `new_event as (insert into order_events (order_id, status, note, shopper_note) select o.id, ${p.add(status)}, ${p.add(note)}, ${p.add(note)} from new_order o)`;

const linkKeyPart =
  (key: string): StatementPart =>
  (p) =>
    `linked_key as (update idempotency_keys k set order_id = o.id from new_order o where k.key = ${p.add(key)})`;

/**
 * One statement: takes the stock (checked under lock by the caller), writes the order, its
 * items (and any name they are first sold under) and first event, links the idempotency key, subscribes to the
 * newsletter and puts the confirmation in the outbox. Foreign keys are checked at the end of the statement, so the
 * items may name the order inserted beside them. Undefined when the unpaid-order limit left no room (the order and
 * everything beside it was not written; the caller rolls back the stock).
 */
export async function writeOrder(query: SqlQuery, w: OrderWrite): Promise<WrittenOrder | undefined> {
  const params = new StatementParams();
  const parts = [
    takeStockPart(w.takes),
    newOrderPart(w.order, w.unpaidLimit),
    newItemsPart(w.items),
    firstEventPart(w.order.status, w.eventNote),
    linkKeyPart(w.idempotencyKey),
    subscribePart(w.newsletterEmail),
    ...(w.confirmation ? [queueEmailPart(w.confirmation, 'new_order')] : []),
    ...(w.payment ? [w.payment.part] : []),
  ];
  const confirmation = w.confirmation ? 'c.id' : 'null::int';
  const payment = w.payment
    ? 'p.id as "paymentId", p.created_at as "paymentCreatedAt"'
    : 'null::int as "paymentId", null::timestamptz as "paymentCreatedAt"';
  const text = `with ${parts.map((part) => part(params)).join(',\n')}
     select o.id, o.created_at as "createdAt", ${confirmation} as "confirmationId", ${payment} from new_order o${w.confirmation ? ' cross join queued_email c' : ''}${w.payment ? ' cross join new_payment p' : ''}`;
  // Statement names by the parts joined: an order to pay (with its payment) and one confirmed at once.
  const name = `checkout-write-order${w.confirmation ? '' : '-to-pay'}${w.payment ? `-with-${w.payment.name}` : ''}${w.unpaidLimit ? '-limited' : ''}`;
  const [row] = await query<WrittenOrder>(text, params.values, name);
  return row;
}
