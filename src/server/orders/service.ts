// Placing an order, in one transaction: claim the idempotency key, re-price every line
// from the database, take stock with guards (lines for one variant added up first,
// variants taken in id order so two carts never deadlock), count the promotion use,
// debit the gift card, write the order, its items, its first event and its confirmation
// email (in the outbox, so a committed order always has one and a failed one never does).
// The email is handed to SMTP after the commit (deliverConfirmation); a replay of the same
// Idempotency-Key delivers it if the first attempt never got that far.
import { createHash } from 'node:crypto';
import { DESIGN_COLORS, DESIGNER_PRODUCTS, DESIGNS } from '../../shared/store';
import { toCents, toDecimal } from '../../shared/money';
import { normalisePromoCode, priceOrder } from '../../shared/pricing';
import type { PlaceOrder, PlacedOrder } from '../../shared/schemas/orders';
import type { Db, Tx } from '../db/database';
import { HttpError, badRequest, conflict } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationEmail } from '../mail/templates';
import * as q from './queries';
import { newTrackingNumber } from './tracking-number';

interface ResolvedLine {
  /** Where the line stands in the request, for error paths. */
  index: number;
  variant: q.VariantRow;
  name: string;
  unitPriceCents: number;
  quantity: number;
  designId: string | null;
}

const variantIdOf = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

async function resolveLines(tx: Tx, items: PlaceOrder['items']): Promise<ResolvedLine[]> {
  const ids = items.flatMap((item) => ('variantId' in item ? [variantIdOf(item.variantId)] : []));
  const variants = new Map((await q.findVariants(tx, ids)).map((v) => [v.id, v]));
  const lines: ResolvedLine[] = [];
  for (const [index, item] of items.entries()) {
    if ('variantId' in item) {
      const variant = variants.get(variantIdOf(item.variantId));
      if (!variant || !variant.active || variant.category === 'custom') {
        throw badRequest(`items.${index}.variantId`, 'This product is no longer available');
      }
      lines.push({ index, variant, name: variant.name, unitPriceCents: toCents(variant.price), quantity: item.quantity, designId: null });
      continue;
    }
    const { productHandle, designId, colorId, size } = item.custom;
    const base = DESIGNER_PRODUCTS.find((p) => p.handle === productHandle);
    const design = DESIGNS.find((d) => d.id === designId);
    const color = DESIGN_COLORS.find((c) => c.id === colorId);
    if (!base || !design || !color) throw badRequest(`items.${index}.custom`, 'Unknown custom design');
    const variant = await q.findDesignerVariant(tx, base.handle, size, color.name);
    if (!variant) throw badRequest(`items.${index}.custom.size`, `${base.name} does not come in size ${size}`);
    lines.push({
      index,
      variant,
      name: `Custom ${base.name} - ${design.name}`,
      unitPriceCents: toCents(variant.price) + design.surchargeCents,
      quantity: item.quantity,
      designId: design.id,
    });
  }
  return lines;
}

async function takeAllStock(tx: Tx, lines: ResolvedLine[]): Promise<void> {
  const wanted = new Map<number, { quantity: number; line: ResolvedLine }>();
  for (const line of lines) {
    const entry = wanted.get(line.variant.id);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.variant.id, { quantity: line.quantity, line });
  }
  const byVariant = [...wanted.entries()].sort(([a], [b]) => a - b);
  for (const [variantId, { quantity, line }] of byVariant) {
    if (!(await q.takeStock(tx, variantId, quantity))) {
      // Not line.variant.stock: that was read before the guarded update waited for the
      // orders ahead of this one, so under a race it tells the loser of the last unit
      // "Only 1 left". A new statement sees what those orders committed.
      const left = await q.currentStock(tx, variantId);
      const what = `${line.name} (${line.variant.size}, ${line.variant.color})`;
      const message = left > 0 ? `Only ${left} left of ${what}` : `${what} is out of stock`;
      throw conflict(message, [{ path: `items.${line.index}.quantity`, message }]);
    }
  }
  const byProduct = new Map<number, number>();
  for (const [, { quantity, line }] of byVariant) byProduct.set(line.variant.productId, (byProduct.get(line.variant.productId) ?? 0) + quantity);
  for (const [productId, quantity] of [...byProduct.entries()].sort(([a], [b]) => a - b)) {
    await q.adjustProductStock(tx, productId, -quantity);
  }
}

function shippingAddressText(c: PlaceOrder['customer']): string {
  const lines = [`${c.firstName} ${c.lastName}`, c.address, `${c.city} ${c.state} ${c.zipCode}`, c.country];
  if (c.phone) lines.push(`Phone: ${c.phone}`);
  return lines.join('\n');
}

export function requestHash(input: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export function toPlacedOrder({ order, items }: NonNullable<Awaited<ReturnType<typeof q.findOrderWithItems>>>): PlacedOrder {
  return {
    id: order.id,
    trackingNumber: order.trackingNumber,
    status: order.status,
    email: order.email,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    giftCardAmount: order.giftCardAmount,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    items: items.map((i) => ({ name: i.name, size: i.size, color: i.color, quantity: i.quantity, price: i.price, imageUrl: i.imageUrl })),
  };
}

export interface PlaceOrderResult {
  order: PlacedOrder;
  replayed: boolean;
  /** The outbox row of the order's confirmation (none for orders placed before it was linked). */
  confirmationId: number | undefined;
}

/** How the order's confirmation is written: into the outbox, in the order's transaction. */
export interface Confirmation {
  mailer: Pick<Mailer, 'enqueue'>;
  /** PUBLIC_URL, for the tracking link. */
  publicUrl: string;
}

export async function placeOrder(
  db: Db,
  input: PlaceOrder,
  idempotencyKey: string,
  confirmation: Confirmation,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const hash = requestHash(input);
  return db.transaction(async (tx) => {
    if (!(await q.claimIdempotencyKey(tx, idempotencyKey, hash))) {
      const existing = await q.findIdempotencyKey(tx, idempotencyKey);
      if (!existing || existing.requestHash !== hash || existing.orderId === null) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
      }
      const placed = await q.findOrderWithItems(tx, existing.orderId);
      return { order: toPlacedOrder(placed!), replayed: true, confirmationId: await q.findOrderConfirmation(tx, existing.orderId) };
    }

    const lines = await resolveLines(tx, input.items);

    let promotion: Awaited<ReturnType<typeof q.findActivePromotion>>;
    if (input.promoCode) {
      promotion = await q.findActivePromotion(tx, normalisePromoCode(input.promoCode), now);
      if (!promotion) throw badRequest('promoCode', 'This promo code is not valid');
    }
    let giftCard: Awaited<ReturnType<typeof q.findGiftCardByCode>>;
    if (input.giftCardCode) {
      giftCard = await q.findGiftCardByCode(tx, input.giftCardCode.trim().toUpperCase());
      if (!giftCard || (giftCard.expiresAt && giftCard.expiresAt <= now)) throw badRequest('giftCardCode', 'Gift card not found');
      if (toCents(giftCard.balance) === 0) throw badRequest('giftCardCode', 'This gift card has no balance left');
    }

    const totals = priceOrder({
      lines,
      promoPercent: promotion?.percentOff ?? 0,
      state: input.customer.country === 'US' ? input.customer.state : null,
      giftCardBalanceCents: giftCard ? toCents(giftCard.balance) : 0,
    });

    await takeAllStock(tx, lines);
    if (promotion && !(await q.claimPromotionUse(tx, promotion.id))) {
      throw badRequest('promoCode', 'This promo code has been used up');
    }

    const { customer } = input;
    const order = await q.insertOrder(
      tx,
      {
        email: customer.email.toLowerCase(),
        status: 'pending',
        subtotal: toDecimal(totals.subtotalCents),
        discount: toDecimal(totals.discountCents),
        shipping: toDecimal(totals.shippingCents),
        tax: toDecimal(totals.taxCents),
        giftCardAmount: toDecimal(totals.giftCardCents),
        total: toDecimal(totals.totalCents),
        shippingAddress: shippingAddressText(customer),
        customer: { ...customer, state: customer.country === 'US' ? customer.state.toUpperCase() : customer.state },
        notes: customer.notes ?? null,
        promoCode: promotion?.code ?? null,
        giftCardId: giftCard?.id ?? null,
        trackingNumber: newTrackingNumber(),
      },
      lines.map((line) => ({
        productId: line.variant.productId,
        variantId: line.variant.id,
        name: line.name,
        imageUrl: line.variant.imageUrl,
        sku: line.variant.sku,
        designId: line.designId,
        quantity: line.quantity,
        price: toDecimal(line.unitPriceCents),
        size: line.variant.size,
        color: line.variant.color,
      })),
      'Order received and being processed',
    );

    if (giftCard && totals.giftCardCents > 0 && !(await q.debitGiftCard(tx, giftCard.id, toDecimal(totals.giftCardCents), order.id))) {
      throw conflict('The gift card balance changed. Please try again.', [{ path: 'giftCardCode', message: 'The gift card balance changed' }]);
    }
    if (customer.newsletter) await q.subscribeToNewsletter(tx, customer.email);
    await q.linkIdempotencyKey(tx, idempotencyKey, order.id);

    const placed = toPlacedOrder((await q.findOrderWithItems(tx, order.id))!);
    const confirmationId = await confirmation.mailer.enqueue(tx, orderConfirmationEmail(placed, confirmation.publicUrl), { orderId: order.id });
    return { order: placed, replayed: false, confirmationId };
  });
}

/**
 * After the commit: hands the order's confirmation to SMTP unless it was already handed over
 * (by the first attempt, or by a replay running at the same time). True only once SMTP has
 * accepted it.
 */
export async function deliverConfirmation(mailer: Pick<Mailer, 'deliver'>, confirmationId: number | undefined): Promise<boolean> {
  if (confirmationId === undefined) return false;
  return (await mailer.deliver(confirmationId)).sent;
}
