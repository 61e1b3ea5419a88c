// What a payment is for, and what happens to it when the payment moves. A payment is opened
// for an order, a gift card purchase or the difference a return owes for a dearer exchange;
// the module that owns that thing gives payments a handler for its kind when the app is wired
// (payment-handlers.ts), so payments decides only the payment's own state and never reaches
// into orders, gift cards or returns. Every handler but
// describe runs inside the transaction that moves the payment, under its row lock, and only
// when the payment did move: each happens once, whatever arrives twice or out of order.
import type { PaymentView } from '../../shared/schemas/payments';
import type { Tx } from '../db/database';
import type { QueuedEmail, QueuedEmails, QueueDelivery } from '../mail/outbox-part';
import type { PaymentRow } from './queries';

/** What a payment pays for: the kind of thing, and its id in its owner's tables. */
export type PaymentFor =
  { kind: 'order'; id: number } | { kind: 'gift-card'; id: number } | { kind: 'return'; id: number };
export type PaymentKind = PaymentFor['kind'];

/** What the emails a handler writes need: the outbox status, its delivery job, links and the store's address. */
export interface PaymentMail {
  queuedStatus: QueuedEmail['status'];
  queueDelivery?: QueueDelivery | undefined;
  publicUrl: string;
  /** Where the store hears of new paid orders. */
  storeEmail: string;
}

/** Why a payment ended without money. */
export type UnpaidReason = 'declined' | 'cancelled' | 'expired' | 'failed';

/** Money that came in but is not what was asked (another amount or currency). */
export interface ReviewedMoney {
  receivedCents: number;
  currency: string;
  expectedCents: number;
  expectedCurrency: string;
}

/** A refund the provider has made. */
export interface MadeRefund {
  /** The refund's row (payments' refunds): what it was made for may name it. */
  refundId: number;
  amountCents: number;
  reason: string | null;
  staffId: number | null;
  /** Whether the refunds made so far give back the whole payment. */
  wholePaymentRefunded: boolean;
}

/** The part of a payment's view that shows what it paid for. */
export type PaidForView = Pick<PaymentView, 'kind' | 'order' | 'giftCard' | 'exchange'>;

/**
 * What a handler answers to money it cannot take: the order was cancelled before its payment
 * came in, or its stock sold out while the shopper paid. The payment gives it all back.
 */
export interface RefusedPayment {
  /** Why, as the refund records it. */
  refused: string;
  /** The email telling the shopper, to hand to SMTP after the commit. */
  noticeId?: number | undefined;
}

export interface PaymentHandler {
  /**
   * The money came in: answers the emails written, to hand to SMTP after the commit, or that
   * what it paid for cannot take it (RefusedPayment).
   */
  paid(
    tx: Tx,
    id: number,
    mail: PaymentMail,
    now: Date,
  ): Promise<(QueuedEmails & { stockTaken?: boolean }) | RefusedPayment | undefined>;
  /** The payment ended without money: what it held is given back. */
  unpaid(tx: Tx, id: number, reason: UnpaidReason, now: Date): Promise<void>;
  /** unpaid for many at once (the sweep's expired pages), where the kind has a faster way than one by one. */
  unpaidMany?(tx: Tx, ids: readonly number[], reason: UnpaidReason, now: Date): Promise<void>;
  /** Money came in that is not what was asked: held for staff to check. */
  review(tx: Tx, id: number, money: ReviewedMoney, now: Date): Promise<void>;
  /** A refund was made; answers an email to the shopper when one was written (only with `mail`). */
  refunded(tx: Tx, id: number, refund: MadeRefund, mail: PaymentMail | undefined): Promise<number | undefined>;
  /** What the shopper is shown of it on the payment's pages. */
  describe(tx: Tx, id: number): Promise<PaidForView>;
  /** Whether it belongs to this signed-in shopper's account. */
  belongsTo(tx: Tx, id: number, customerId: number): Promise<boolean>;
  /**
   * The order whose money this is, for a kind that is not an order itself but counts towards
   * one (a return's difference): its ledger rows and refunds are the order's, in the sales
   * figures too. Absent: the payment's own order, if any.
   */
  orderOf?(tx: Tx, id: number): Promise<number | null>;
}

/** One handler for every kind, so a payment of any kind always has one. */
export type PaymentHandlers = Record<PaymentKind, PaymentHandler>;

/** What the payment row says it pays for. */
export function paidFor(payment: Pick<PaymentRow, 'orderId' | 'giftCardPurchaseId' | 'returnId'>): PaymentFor {
  if (payment.orderId !== null) return { kind: 'order', id: payment.orderId };
  if (payment.giftCardPurchaseId !== null) return { kind: 'gift-card', id: payment.giftCardPurchaseId };
  if (payment.returnId !== null) return { kind: 'return', id: payment.returnId };
  throw new Error('A payment pays for nothing');
}

/** The handler of what the payment pays for, and its id. */
export function handlerOf(
  handlers: PaymentHandlers,
  payment: Pick<PaymentRow, 'orderId' | 'giftCardPurchaseId' | 'returnId'>,
): { handler: PaymentHandler; id: number } {
  const what = paidFor(payment);
  return { handler: handlers[what.kind], id: what.id };
}

/** The order the payment's money counts towards (its own, or what its handler names), or null (a gift card). */
export async function orderOfPayment(
  tx: Tx,
  handlers: PaymentHandlers,
  payment: Pick<PaymentRow, 'orderId' | 'giftCardPurchaseId' | 'returnId'>,
): Promise<number | null> {
  if (payment.orderId !== null) return payment.orderId;
  const { handler, id } = handlerOf(handlers, payment);
  return handler.orderOf ? handler.orderOf(tx, id) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The handlers registered for each kind of thing a payment pays for (payment-handlers.ts). */
    paymentHandlers: PaymentHandlers;
  }
}
