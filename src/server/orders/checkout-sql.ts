// The checkout's own statements, as plain SQL (db/raw-sql.ts): an order is five round trips
// (begin, claim the key, lock the variants, write everything, commit) with no query building,
// which is what bench/checkout measures. Each is named, so PostgreSQL parses it once per
// connection (unnamed, the write's CTEs were parsed and analysed on every order). Lock
// order, as everywhere else (admin cancels and product saves): variants in id order, then
// products in id order. An order writes no product row unless it sells a variant out
// (queries.ts recheckInStock): the product rows were what concurrent orders queued on.
import type { SqlQuery } from '../db/raw-sql';
import type { VariantRow } from './queries';

/** True when this key is new (and now claimed by this transaction). */
export async function claimIdempotencyKey(query: SqlQuery, key: string, requestHash: string): Promise<boolean> {
  const rows = await query('insert into idempotency_keys (key, request_hash) values ($1, $2) on conflict do nothing returning key', [key, requestHash], 'checkout-claim-key');
  return rows.length === 1;
}

/**
 * The variants with their product, locked until the transaction ends: `stock` is what other
 * orders have committed, so the check that follows cannot be overtaken. NO KEY UPDATE is the
 * lock an UPDATE of stock takes anyway; a plain FOR UPDATE would also block other orders'
 * foreign-key checks (KEY SHARE) on these rows while their items reference them.
 */
export function lockVariants(query: SqlQuery, ids: number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return query<VariantRow>(
    `select v.id, v.product_id as "productId", v.sku, v.size, v.color, v.price::text as price, v.stock,
       p.name, p.category, p.active,
       (select i.url from product_images i where i.product_id = p.id
         order by (i.color = v.color) desc nulls last, i.position limit 1) as "imageUrl"
     from product_variants v join products p on p.id = v.product_id
     where v.id = any($1::int[])
     order by v.id
     for no key update of v`,
    [ids],
    'checkout-lock-variants',
  );
}

export interface OrderWrite {
  /** Units per variant (each id once). */
  variantTakes: Array<{ id: number; quantity: number }>;
  order: {
    email: string;
    subtotal: string;
    discount: string;
    shipping: string;
    tax: string;
    giftCardAmount: string;
    total: string;
    shippingAddress: string;
    customer: Record<string, unknown>;
    notes: string | null;
    promoCode: string | null;
    giftCardId: number | null;
    trackingNumber: string;
  };
  items: Array<{
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
  }>;
  eventNote: string;
  idempotencyKey: string;
  /** The address to add to the newsletter, when the shopper asked. */
  newsletterEmail: string | null;
  confirmation: { to: string; subject: string; text: string; html: string | null; status: 'pending' | 'stored' };
}

/**
 * One statement: takes the stock (checked under lock by the caller), writes the order, its
 * items and first event, links the idempotency key, subscribes to the newsletter and puts the
 * confirmation in the outbox. Foreign keys are checked at the end of the statement, so the
 * items may name the order inserted beside them.
 */
export async function writeOrder(query: SqlQuery, w: OrderWrite): Promise<{ id: number; createdAt: Date | string; confirmationId: number }> {
  const o = w.order;
  const [row] = await query<{ id: number; createdAt: Date | string; confirmationId: number }>(
    `with variant_stock as (
       update product_variants v set stock = v.stock - t.quantity
       from json_to_recordset($1::json) as t(id int, quantity int)
       where v.id = t.id
     ), new_order as (
       insert into orders (email, status, subtotal, discount, shipping, tax, gift_card_amount, total,
         shipping_address, customer, notes, promo_code, gift_card_id, tracking_number)
       values ($2, 'pending', $3::numeric, $4::numeric, $5::numeric, $6::numeric, $7::numeric, $8::numeric,
         $9, $10::jsonb, $11, $12, $13::int, $14)
       returning id, created_at
     ), new_items as (
       insert into order_items (order_id, product_id, variant_id, name, image_url, sku, design_id, quantity, price, size, color)
       select o.id, (e.item->>'productId')::int, (e.item->>'variantId')::int, e.item->>'name', e.item->>'imageUrl',
         e.item->>'sku', e.item->>'designId', (e.item->>'quantity')::int, (e.item->>'price')::numeric,
         e.item->>'size', e.item->>'color'
       from new_order o cross join json_array_elements($15::json) with ordinality as e(item, n)
       order by e.n
     ), new_event as (
       insert into order_events (order_id, status, note) select o.id, 'pending', $16 from new_order o
     ), linked_key as (
       update idempotency_keys k set order_id = o.id from new_order o where k.key = $17
     ), subscribed as (
       insert into newsletter (email) select $18::varchar where $18::varchar is not null on conflict do nothing
     ), confirmation as (
       insert into email_outbox ("to", subject, text, html, status, order_id)
       select $19, $20, $21, $22, $23, o.id from new_order o
       returning id
     )
     select o.id, o.created_at as "createdAt", c.id as "confirmationId" from new_order o cross join confirmation c`,
    [
      JSON.stringify(w.variantTakes),
      o.email,
      o.subtotal,
      o.discount,
      o.shipping,
      o.tax,
      o.giftCardAmount,
      o.total,
      o.shippingAddress,
      JSON.stringify(o.customer),
      o.notes,
      o.promoCode,
      o.giftCardId,
      o.trackingNumber,
      JSON.stringify(w.items),
      w.eventNote,
      w.idempotencyKey,
      w.newsletterEmail,
      w.confirmation.to,
      w.confirmation.subject,
      w.confirmation.text,
      w.confirmation.html,
      w.confirmation.status,
    ],
    'checkout-write-order',
  );
  if (!row) throw new Error('The order was not written');
  return row;
}
