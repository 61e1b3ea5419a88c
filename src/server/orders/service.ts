// Placing an order composes the modules' steps in one transaction: claim the idempotency
// key and, in the same statement, lock every line's variant (inventory, in id order, so two
// carts never deadlock); re-price the lines, check the stock under those locks (lines for one variant added up first),
// claim the promotion's use (promotions), then one statement takes the stock and writes the order, its items and its
// first event; a product is marked out of stock after it when the order sold its last units, and the gift card is
// debited last (gift-cards).
//
// An order with something left to pay is written awaiting_payment with its payment
// (payments), holding its stock, promotion and gift-card amount until the payment settles; its
// confirmation email comes with the payment. One a gift card pays in full is confirmed at
// once: its confirmation goes into the outbox in the order's statement, so it exists exactly
// when the order does, and is handed to SMTP after the commit (deliverConfirmation); a replay
// of the same Idempotency-Key delivers it if the first attempt never got that far. The store's
// new-order email follows it in the same transaction, as a payment's would.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { toDecimal } from '../../shared/money';
import { customerKeyOf } from '../../shared/customer-key';
import type { PlaceOrder, PlaceOrderResponseSchema, PlacedOrder } from '../../shared/schemas/orders';
import type { Database, Db } from '../db/database';
import { isoTime, rawSql } from '../db/raw-sql';
import { HttpError, badRequest, conflict } from '../http/errors';
import { debitGiftCard, findSpendableGiftCard } from '../gift-cards/ledger';
import { planTake, recheckInStock } from '../inventory/stock';
import {
  findPaymentByToken,
  findPaymentOfOrder,
  openPaymentPart,
  setBuyerKeyHash,
  type PaymentRow,
} from '../payments/queries';
import type { PaymentProvider } from '../ports/payment-provider';
import { cancelPayment, startCheckout, type PaymentDeps } from '../payments/service';
import type { Mailer } from '../ports/mailer';
import { orderConfirmationEmail } from '../mail/templates';
import { claimDiscountUses } from '../promotions/claims';
import { refreshFiguresOfOrders } from '../customers/figures';
import { recordOrdersPaid } from '../reports/rollup';
import { placementRefusal } from '../promotions/service';
import { priceLines } from './discounts';
import { resolveLines, variantIdsOf, wantedLines, type ResolvedLine } from './lines';
import { claimCheckout, unpaidHoldKeys, writeOrder, type UnpaidLimit } from './checkout-sql';
import { checkPurchaseLimits, unpaidLimitRefusal } from './limits';
import * as q from './queries';
import { orderPaymentPage } from './payment-handler';
import { lastFourOf, placedDiscounts, toPlacedOrder } from './placed-order';
import { queueOrderNotice } from './notifications';
import { newTrackingNumber } from './tracking-number';

/** The stock this order takes, or a 409 naming the first line the stock cannot cover. */
function takeStock(lines: ResolvedLine[]) {
  const plan = planTake(lines.map((line) => ({ variant: line.variant, quantity: line.quantity, line })));
  if (plan.short) {
    const { line, left } = plan.short;
    const what = `${line.name} (${line.variant.size}, ${line.variant.color})`;
    const message = left > 0 ? `Only ${left} left of ${what}` : `${what} is out of stock`;
    throw conflict(message, [{ path: `items.${line.index}.quantity`, message }]);
  }
  return plan;
}

function shippingAddressText(c: PlaceOrder['customer']): string {
  const lines = [`${c.firstName} ${c.lastName}`, c.address, `${c.city} ${c.state} ${c.zipCode}`, c.country];
  if (c.phone) lines.push(`Phone: ${c.phone}`);
  return lines.join('\n');
}

export function requestHash(input: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export interface PlaceOrderResult {
  order: PlacedOrder;
  replayed: boolean;
  /** The outbox row of the order's confirmation, once it has one. */
  confirmationId: number | undefined;
  /** The store's new-order email, for an order a gift card paid in full (a paid one gets it with its payment). */
  storeNoticeId?: number | undefined;
  /** The payment it awaits; none when a gift card paid it all. */
  payment: PaymentRow | undefined;
}

export interface PlaceOrderContext {
  /** How a confirmation is written: into the outbox, in the order's transaction. */
  mailer: Pick<Mailer, 'queuedStatus' | 'queueDelivery'>;
  /** PUBLIC_URL, for the tracking link. */
  publicUrl: string;
  /** Where the store hears of an order a gift card paid in full. */
  storeEmail: string;
  /** Who takes the payment; a provider with sessionPart opens its page in the order's statement. */
  paymentProvider: Pick<PaymentProvider, 'name' | 'sessionPart'>;
  /** The signed-in shopper, whose account the order joins; null for a guest. */
  customerId?: number | null;
  /** The client address, as the unpaid-order limits count it (orders/limits.ts limitedAddress). */
  placedFrom?: string | null;
  /** A trusted address (RATE_LIMIT_EXEMPT_IPS): its orders are not limited per address. */
  addressExempt?: boolean;
  /** The placing browser's buyer key (payments/buyer.ts): only it reads the payment's details. */
  buyerKeyHash?: string | null;
}

/** The answer to a replayed Idempotency-Key: the order it placed, read after that order committed. */
async function replay(db: Db, idempotencyKey: string, hash: string): Promise<PlaceOrderResult> {
  const existing = await q.findIdempotencyKey(db, idempotencyKey);
  if (!existing || existing.requestHash !== hash || existing.orderId === null) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
  }
  const placed = await q.findOrderWithItems(db, existing.orderId);
  const payment = await findPaymentOfOrder(db, existing.orderId);
  return {
    order: toPlacedOrder(placed!),
    replayed: true,
    confirmationId: await q.findOrderConfirmation(db, existing.orderId),
    payment,
  };
}

export async function placeOrder(
  { db, driver, keyedTransaction }: Pick<Database, 'db' | 'driver' | 'keyedTransaction'>,
  input: PlaceOrder,
  idempotencyKey: string,
  context: PlaceOrderContext,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const hash = requestHash(input);
  const email = input.customer.email.toLowerCase();
  const placedFrom = context.placedFrom ?? null;
  const placed = await keyedTransaction(async (tx): Promise<PlaceOrderResult | undefined> => {
    const query = rawSql(tx, driver);
    const wanted = await wantedLines(tx, input.items);
    // Waits for a transaction holding the same key; finding it committed means a replay.
    const claim = await claimCheckout(
      query,
      idempotencyKey,
      hash,
      unpaidHoldKeys(email, context.addressExempt ? null : placedFrom),
      variantIdsOf(wanted),
    );
    if (!claim) return undefined;
    const { settings } = claim;

    const lines = resolveLines(wanted, claim.variants);
    checkPurchaseLimits(lines, settings);
    // The stock is checked first, so a shopper hears at once of what is gone, and a checkout that
    // lost the last unit lets go of the variants' locks before it prices anything: many buyers
    // of one last unit are each answered in one round trip, not queued behind the others' work.
    const plan = takeStock(lines);

    let giftCard: { id: number; code: string; balanceCents: number } | undefined;
    if (input.giftCardCode) {
      const found = await findSpendableGiftCard(tx, input.giftCardCode, now);
      if ('refused' in found) {
        throw badRequest(
          'giftCardCode',
          found.refused === 'empty' ? 'This gift card has no balance left' : 'Gift card not found',
        );
      }
      giftCard = { id: found.card.id, code: found.card.code, balanceCents: found.balanceCents };
    }

    // The automatic discounts that fit and the code entered, priced as the cart's preview prices them.
    const { totals, priced, discounts } = await priceLines(tx, {
      lines,
      codes: input.promoCode ? [input.promoCode] : [],
      email,
      accountId: context.customerId ?? null,
      country: input.customer.country,
      state: input.customer.country === 'US' ? input.customer.state : null,
      shippingMethod: input.shippingMethod,
      giftCardBalanceCents: giftCard?.balanceCents ?? 0,
      now,
    });
    // A code that does not apply is never dropped quietly: the shopper hears why.
    const refused = placementRefusal(priced, now);
    if (refused) throw badRequest('promoCode', refused);

    const toPay = totals.totalCents > 0;
    // A store that takes stock at payment leaves it for sale until the order is paid (payment-outcome.ts).
    const takesStockNow = !toPay || settings.stockReservedAt === 'placement';
    const { takes, soldOutProducts } = takesStockNow ? plan : { takes: [], soldOutProducts: [] };
    const { customer } = input;
    const unpaidLimit: UnpaidLimit | null = toPay
      ? {
          email,
          maxPerEmail: settings.maxUnpaidOrdersPerEmail,
          placedFrom: context.addressExempt ? null : placedFrom,
          maxPerAddress: settings.maxUnpaidOrdersPerAddress,
        }
      : null;
    const order: Omit<PlacedOrder, 'id' | 'createdAt'> = {
      trackingNumber: newTrackingNumber(),
      status: toPay ? 'awaiting_payment' : 'pending',
      email,
      subtotal: toDecimal(totals.subtotalCents),
      discount: toDecimal(totals.discountCents),
      shipping: toDecimal(totals.shippingCents),
      tax: toDecimal(totals.taxCents),
      giftCardAmount: toDecimal(totals.giftCardCents),
      total: toDecimal(totals.totalCents),
      shippingMethod: input.shippingMethod,
      shippingAddress: shippingAddressText(customer),
      country: customer.country,
      giftCardLast4: totals.giftCardCents > 0 ? lastFourOf(giftCard?.code) : null,
      discounts: placedDiscounts(discounts),
      items: lines.map((line) => ({
        name: line.name,
        size: line.variant.size,
        color: line.variant.color,
        quantity: line.quantity,
        price: toDecimal(line.unitPriceCents),
        imageUrl: line.variant.imageUrl,
      })),
    };
    const paymentToOpen = toPay
      ? openPaymentPart(
          {
            provider: context.paymentProvider.name,
            amountCents: totals.totalCents,
            now,
            reference: order.trackingNumber,
            buyerKeyHash: context.buyerKeyHash ?? null,
          },
          'new_order',
          context.paymentProvider,
        )
      : undefined;
    const written = await writeOrder(query, {
      takes,
      order: {
        ...order,
        status: toPay ? 'awaiting_payment' : 'pending',
        paymentStatus: toPay ? 'unpaid' : 'paid',
        customer: { ...customer, state: customer.country === 'US' ? customer.state.toUpperCase() : customer.state },
        notes: customer.notes ?? null,
        promoCode: priced.applied.find((d) => d.code !== null)?.code ?? null,
        customerKey: customerKeyOf(email),
        discounts,
        giftCardId: giftCard?.id ?? null,
        customerId: context.customerId ?? null,
        placedFrom,
        stockTaken: takesStockNow,
      },
      // The shopper's lines as placed, with what only the database keeps.
      items: lines.map((line, i) => ({
        ...order.items[i]!,
        productId: line.variant.productId,
        variantId: line.variant.id,
        sku: line.variant.sku,
        designId: line.designId,
      })),
      eventNote: toPay ? 'Order placed; awaiting payment' : 'Order received and being processed',
      idempotencyKey,
      newsletterEmail: customer.newsletter ? customer.email.trim().toLowerCase() : null,
      confirmation: toPay
        ? null
        : { ...orderConfirmationEmail(order, context.publicUrl), status: context.mailer.queuedStatus },
      payment: paymentToOpen ?? null,
      unpaidLimit,
    });
    // The shopper holds as many unpaid orders as the store allows: nothing was written, and the
    // stock the statement took goes back with the rollback.
    if (!written) throw await unpaidLimitRefusal(tx, unpaidLimit!, now);
    // Paid in full by a gift card: placed now, so it counts for its customer at once. A shopper
    // who ticked the newsletter takes it from now on, whether or not they pay.
    if (!toPay || customer.newsletter) await refreshFiguresOfOrders(tx, [written.id]);
    if (!toPay) await recordOrdersPaid(tx, [written.id]);

    // Each discount's use is claimed once the order exists; a checkout that lost the last use
    // to another rolls back whole.
    const claims = priced.applied.map((discount) => {
      const got = discounts.find((d) => d.id === discount.id)!;
      return { discount, amountCents: got.amountCents + got.shippingCents };
    });
    const lost = await claimDiscountUses(
      tx,
      written.id,
      { key: customerKeyOf(email), accountId: context.customerId ?? null },
      claims,
    );
    if (lost?.discount.code) throw badRequest('promoCode', lost.reason);
    if (lost)
      throw conflict(`${lost.discount.title} has just ended. Please place your order again.`, [
        { path: 'discounts', message: `${lost.discount.title} has just ended` },
      ]);

    if (written.confirmationId) await context.mailer.queueDelivery(tx, written.confirmationId);
    // Paid in full by a gift card: the store hears of it now, after the shopper's confirmation,
    // as it hears of an order whose payment succeeds.
    const storeNoticeId = toPay
      ? undefined
      : await queueOrderNotice(
          tx,
          written.id,
          { kind: 'new-order' },
          {
            queuedStatus: context.mailer.queuedStatus,
            queueDelivery: (queueTx, id) => context.mailer.queueDelivery(queueTx, id),
            publicUrl: context.publicUrl,
            storeEmail: context.storeEmail,
          },
        );
    await recheckInStock(tx, soldOutProducts);
    if (
      giftCard &&
      totals.giftCardCents > 0 &&
      !(await debitGiftCard(tx, giftCard.id, totals.giftCardCents, written.id))
    ) {
      throw conflict('The gift card balance changed. Please try again.', [
        { path: 'giftCardCode', message: 'The gift card balance changed' },
      ]);
    }
    const payment =
      paymentToOpen && written.paymentId !== null
        ? paymentToOpen.row(
            { id: written.paymentId, createdAt: new Date(isoTime(written.paymentCreatedAt!)) },
            written.id,
          )
        : undefined;
    return {
      order: { ...order, id: written.id, createdAt: isoTime(written.createdAt) },
      replayed: false,
      confirmationId: written.confirmationId ?? undefined,
      storeNoticeId,
      payment,
    };
  });
  return placed ?? replay(db, idempotencyKey, hash);
}

/**
 * After the commit: hands the order's confirmation to SMTP unless it was already handed over
 * (by the first attempt, or by a replay running at the same time). True only once SMTP has
 * accepted it.
 */
export async function deliverConfirmation(
  mailer: Pick<Mailer, 'deliver'>,
  confirmationId: number | undefined,
): Promise<boolean> {
  if (confirmationId === undefined) return false;
  return (await mailer.deliver(confirmationId)).sent;
}

/**
 * The shopper left this checkout's earlier payment page without paying (Back, or a closed tab)
 * and places the order again: that order is cancelled first, its page closed, and what it
 * held released, so a shopper starting over holds one order, not one per try. A provider that
 * does not answer leaves it to close with its page; the new order goes ahead either way.
 */
async function releaseEarlierAttempt(deps: PaymentDeps, token: string): Promise<void> {
  const earlier = await findPaymentByToken(deps.db, token);
  if (!earlier || earlier.status !== 'open' || earlier.orderId === null) return;
  try {
    await cancelPayment(deps, earlier);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: earlier.id }, 'the earlier payment page could not be closed');
  }
}

export const PAYMENT_ENDED = 'This order was released because its payment did not go through. Please place it again.';

/**
 * POST /api/orders' work: places the order (or finds the one this Idempotency-Key placed) and,
 * when something is left to pay, opens its payment page; then hands the confirmation to SMTP.
 */
export async function checkoutOrder(
  deps: PaymentDeps,
  database: Pick<Database, 'db' | 'driver' | 'keyedTransaction'>,
  input: PlaceOrder,
  idempotencyKey: string,
  shopper: { customerId: number | null; placedFrom: string; addressExempt: boolean; buyerKeyHash: string },
): Promise<{ replayed: boolean; answer: z.infer<typeof PlaceOrderResponseSchema> }> {
  if (input.replacesPayment) await releaseEarlierAttempt(deps, input.replacesPayment);
  const { order, replayed, confirmationId, storeNoticeId, payment } = await placeOrder(
    database,
    input,
    idempotencyKey,
    {
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      storeEmail: deps.storeEmail,
      paymentProvider: deps.provider,
      ...shopper,
    },
  );
  // Stock moved: cached catalogue answers are stale.
  if (!replayed) deps.stockChanged();
  let paymentUrl: string | null = null;
  if (payment) {
    // A replay of an attempt whose payment has ended cannot be paid again.
    if (payment.status !== 'open' && payment.status !== 'paid') throw new HttpError(409, PAYMENT_ENDED);
    // Only the browser that sent this Idempotency-Key can replay it: when the first answer (and
    // its buyer cookie) never arrived, the retry's browser becomes the payment's buyer.
    if (replayed && payment.buyerKeyHash !== shopper.buyerKeyHash)
      await setBuyerKeyHash(deps.db, payment.id, shopper.buyerKeyHash);
    paymentUrl =
      payment.status === 'open' ? await startCheckout(deps, payment, orderPaymentPage(order, payment.token)) : null;
  }
  // A replay delivers the confirmation too, when the first attempt stopped after its commit.
  const emailSent = await deliverConfirmation(deps.mailer, confirmationId);
  if (storeNoticeId !== undefined) await deps.mailer.deliver(storeNoticeId);
  return { replayed, answer: { order, emailSent, paymentUrl, paymentToken: paymentUrl ? payment!.token : null } };
}
