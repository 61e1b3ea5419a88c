// The shopper's side of returns: find the order (its number and the email it was placed with, or
// the signed-in owner's account), see what can come back, start a return, read it, and say it
// was sent. Starting one locks the order's row, so two returns of the same order are checked
// one after the other and never take back more than was bought; an exchange reserves its new
// size in the same transaction, under the variant locks checkout takes, so a shopper and a buyer
// racing for the last unit cannot both have it.
import { createHash, randomInt } from 'node:crypto';
import { parseVariantGid } from '../../shared/catalog/gid';
import { toCents, toDecimal } from '../../shared/money';
import {
  EXCHANGE_SOLD_OUT,
  RETURN_NOT_FOUND,
  RETURN_ORDER_NOT_FOUND,
  ReturnNumberSchema,
  type CreateReturnSchema,
  type MarkReturnSentSchema,
  type Return,
  type ReturnableOrder,
} from '../../shared/schemas/returns';
import type { z } from 'zod';
import type { Tx } from '../db/database';
import { returnLines, returns } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { takeStock } from '../inventory/stock';
import { queueEmail } from '../mail/outbox-part';
import { returnStartedEmail } from '../mail/templates';
import { noteOnOrder } from '../orders/moves';
import { lockOrder } from '../orders/queries';
import { normalizeTrackingNumber } from '../orders/tracking-number';
import type { PaymentDeps } from '../payments/service';
import { firstStep, moveReturn, returnMoveRefused } from './moves';
import { presentReturn, returnEmailOf } from './present';
import * as q from './queries';
import {
  closedReason,
  exchangeOptions,
  lineRules,
  NOT_RETURNABLE,
  returnBy,
  toExchangeOption,
  unitPaidCents,
} from './rules';

export type ReturnDeps = PaymentDeps;
type CreateReturn = z.output<typeof CreateReturnSchema>;
type MarkSent = z.output<typeof MarkReturnSentSchema>;

/** Who is asking: the email typed, and the signed-in shopper's account (null for a guest). */
export interface Asker {
  email: string | undefined;
  customerId: number | null;
}

/** orders.tracking_number is varchar(64): nothing longer can match. */
const TRACKING_NUMBER_MAX = 64;

const sameEmail = (typed: string, stored: string) => typed.trim().toLowerCase() === stored.trim().toLowerCase();

/** The order's email when typed; with none, the signed-in shopper's own order. */
const mayRead = (order: Pick<q.ReturnOrder, 'email' | 'customerId'>, asker: Asker) =>
  asker.email !== undefined
    ? sameEmail(asker.email, order.email)
    : asker.customerId !== null && order.customerId === asker.customerId;

async function findAskedOrder(tx: Tx, typed: string, asker: Asker): Promise<q.ReturnOrder> {
  const trackingNumber = normalizeTrackingNumber(typed);
  const order =
    trackingNumber.length <= TRACKING_NUMBER_MAX ? await q.findOrderByTrackingNumber(tx, trackingNumber) : undefined;
  if (!order || !mayRead(order, asker)) throw notFound(RETURN_ORDER_NOT_FOUND);
  return order;
}

/** The order as the return form shows it: each line with what can come back and what it can be exchanged for. */
async function returnableOrder(tx: Tx, order: q.ReturnOrder, now: Date) {
  const delivered = await q.deliveredAt(tx, order.id);
  const closed = closedReason(order, delivered, now);
  const lines = await q.orderLines(tx, order.id);
  const variants = await q.findVariants(tx, {
    productIds: [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))],
  });
  const facts = lines.map((line) => {
    const rules = lineRules(line);
    const returnable = closed ? 0 : rules.returnable;
    return {
      line,
      rules,
      returnable,
      unitPaidCents: unitPaidCents(order, toCents(line.price)),
      options: rules.returnable > 0 ? exchangeOptions(line, variants) : [],
    };
  });
  return { delivered, closed, facts };
}

export async function checkEligibility(
  db: Tx,
  lookup: { trackingNumber: string; email?: string | undefined },
  customerId: number | null,
  now = new Date(),
): Promise<ReturnableOrder> {
  const order = await findAskedOrder(db, lookup.trackingNumber, { email: lookup.email, customerId });
  const { delivered, closed, facts } = await returnableOrder(db, order, now);
  const started = await q.returnsOfOrders(db, [order.id]);
  return {
    trackingNumber: order.trackingNumber,
    deliveredAt: delivered?.toISOString() ?? null,
    returnBy: delivered ? returnBy(delivered).toISOString() : null,
    closedReason: closed,
    lines: facts.map(({ line, rules, returnable, unitPaidCents: paid, options }) => ({
      itemId: line.id,
      name: line.name,
      size: line.size,
      color: line.color,
      imageUrl: line.imageUrl,
      price: toDecimal(paid),
      bought: line.quantity,
      returnable,
      notReturnableReason: rules.notReturnableReason,
      exchangeOptions: options.map(toExchangeOption),
    })),
    returns: started.map((ret) => ({
      returnNumber: ret.returnNumber,
      status: ret.status as ReturnableOrder['returns'][number]['status'],
      createdAt: ret.createdAt.toISOString(),
    })),
  };
}

/** Why a line cannot come back, as the form's field error says it. */
const refusal = (name: string, reason: string) => {
  switch (reason) {
    case NOT_RETURNABLE.finalSale:
      return `${name} was bought as Final Sale and can't be returned`;
    case NOT_RETURNABLE.customised:
      return `${name} was made to your design and can't be returned`;
    case NOT_RETURNABLE.notShipped:
      return `${name} hasn't shipped yet`;
    default:
      return `${name} has already been returned`;
  }
};

interface PlannedLine {
  index: number;
  itemId: number;
  quantity: number;
  reason: string;
  outcome: 'refund' | 'exchange';
  note: string | null;
  unitPaidCents: number;
  exchange: q.VariantRow | null;
  /** What the line gives back: its price for a refund, the difference for a cheaper exchange. */
  refundCents: number;
  /** What the shopper owes for it: the difference for a dearer exchange. */
  chargeCents: number;
}

/** Checks every asked line against the order's rules; the first that fails is a 400 naming its field. */
function planLines(
  order: q.ReturnOrder,
  facts: Awaited<ReturnType<typeof returnableOrder>>['facts'],
  asked: CreateReturn['lines'],
): PlannedLine[] {
  return asked.map((want, index) => {
    const fact = facts.find((candidate) => candidate.line.id === want.itemId);
    const at = (field: string) => `lines.${index}.${field}`;
    if (!fact) throw badRequest(at('itemId'), 'This order has no such item');
    const { line } = fact;
    if (asked.findIndex((other) => other.itemId === want.itemId) !== index)
      throw badRequest(at('itemId'), `${line.name} is listed twice`);
    if (fact.returnable === 0) throw badRequest(at('itemId'), refusal(line.name, fact.rules.notReturnableReason ?? ''));
    if (want.quantity > fact.returnable)
      throw badRequest(
        at('quantity'),
        `Only ${fact.returnable} of ${line.name} ${fact.returnable === 1 ? 'is' : 'are'} left to return`,
      );
    const planned = {
      index,
      itemId: line.id,
      quantity: want.quantity,
      reason: want.reason,
      outcome: want.outcome,
      note: want.note || null,
      unitPaidCents: fact.unitPaidCents,
    };
    if (want.outcome === 'refund')
      return { ...planned, exchange: null, refundCents: fact.unitPaidCents * want.quantity, chargeCents: 0 };
    const variantId = parseVariantGid(want.exchangeVariantId ?? '');
    const exchange = fact.options.find((option) => option.id === variantId);
    if (!exchange) throw badRequest(at('exchangeVariantId'), `Choose another size or color of ${line.name}`);
    // The new size as this order would have charged for it (its discount and tax): a cheaper one
    // gives the difference back, a dearer one owes it.
    const difference = unitPaidCents(order, toCents(exchange.price)) - fact.unitPaidCents;
    return {
      ...planned,
      exchange,
      refundCents: Math.max(0, -difference) * want.quantity,
      chargeCents: Math.max(0, difference) * want.quantity,
    };
  });
}

/** R- and six letters and digits, without those read alike (0 and O, 1 and I). */
const RETURN_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newReturnNumber = () =>
  `R-${Array.from({ length: 6 }, () => RETURN_NUMBER_ALPHABET[randomInt(RETURN_NUMBER_ALPHABET.length)]).join('')}`;

/** What a repeat of the same request looks like: the order's number and the lines, as validated. */
const requestHashOf = (trackingNumber: string, lines: CreateReturn['lines']) =>
  createHash('sha256').update(JSON.stringify({ trackingNumber, lines })).digest('hex');

const describeLine = (line: PlannedLine, name: string) =>
  `${line.quantity} × ${name} (${line.exchange ? `exchange for ${line.exchange.size}, ${line.exchange.color}` : 'refund'})`;

export interface StartedReturn {
  answer: Return;
  replayed: boolean;
}

/**
 * Starts a return (or answers the one this request already started: the same Idempotency-Key,
 * or without one the same lines of the same order still awaiting staff).
 */
export async function startReturn(
  deps: ReturnDeps,
  input: CreateReturn,
  asker: Asker,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<StartedReturn> {
  const { db, mailer, publicUrl } = deps;
  let emailId: number | undefined;
  let reserved = false;
  const attempt = () =>
    db.transaction(async (tx): Promise<StartedReturn> => {
      const order = await findAskedOrder(tx, input.trackingNumber, asker);
      // One return of an order at a time: what is left to return is counted after the last committed.
      await lockOrder(tx, order.id);
      const hash = requestHashOf(order.trackingNumber, input.lines);
      const earlier = idempotencyKey
        ? await q.findReturn(tx, { idempotencyKey })
        : await q.findRepeatedReturn(tx, order.id, hash);
      if (earlier) {
        if (earlier.orderId !== order.id || earlier.requestHash !== hash)
          throw new HttpError(422, 'This Idempotency-Key was already used for a different return');
        return { answer: await presentReturn(tx, earlier, order), replayed: true };
      }

      const { closed, facts } = await returnableOrder(tx, order, now);
      if (closed) throw badRequest('trackingNumber', closed);
      const planned = planLines(order, facts, input.lines);
      const exchanges = planned.filter((line) => line.exchange !== null);
      const taken = await takeStock(
        tx,
        exchanges.map((line) => ({ variantId: line.exchange!.id, quantity: line.quantity })),
      );
      if (taken.short) {
        const line = exchanges.find((candidate) => candidate.exchange!.id === taken.short!.variantId)!;
        throw conflict(EXCHANGE_SOLD_OUT, [
          { path: `lines.${line.index}.exchangeVariantId`, message: EXCHANGE_SOLD_OUT },
        ]);
      }
      reserved = exchanges.length > 0;

      let ret: q.ReturnRow | undefined;
      while (!ret) {
        [ret] = await tx
          .insert(returns)
          .values({
            returnNumber: newReturnNumber(),
            orderId: order.id,
            // What comes back and what is owed are kept apart, never netted: the refund goes back
            // through the order's payment when the parcel arrives, the charge is paid now with a
            // payment of the return's own, and the new sizes wait for it.
            refundCents: planned.reduce((sum, line) => sum + line.refundCents, 0),
            chargeCents: planned.reduce((sum, line) => sum + line.chargeCents, 0),
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
          })
          .onConflictDoNothing({ target: returns.returnNumber })
          .returning();
      }
      await tx.insert(returnLines).values(
        planned.map((line) => ({
          returnId: ret!.id,
          orderItemId: line.itemId,
          quantity: line.quantity,
          unitPaidCents: line.unitPaidCents,
          reason: line.reason,
          outcome: line.outcome,
          note: line.note,
          exchangeVariantId: line.exchange?.id ?? null,
          exchangeSize: line.exchange?.size ?? null,
          exchangeColor: line.exchange?.color ?? null,
          exchangeUnitCents: line.exchange ? toCents(line.exchange.price) : null,
        })),
      );
      await firstStep(tx, ret.id);
      const nameOf = (itemId: number) => facts.find((fact) => fact.line.id === itemId)!.line.name;
      await noteOnOrder(tx, order.id, {
        by: null,
        text: `Return ${ret.returnNumber} started: ${planned.map((line) => describeLine(line, nameOf(line.itemId))).join(', ')}`,
      });
      emailId = await queueEmail(
        tx,
        { ...returnStartedEmail(await returnEmailOf(tx, ret, order), publicUrl), status: mailer.queuedStatus },
        order.id,
        (inner, id) => mailer.queueDelivery(inner, id),
      );
      return { answer: await presentReturn(tx, ret, order), replayed: false };
    });

  let started: StartedReturn;
  try {
    started = await attempt();
  } catch (error) {
    // The same key sent for another order at the same moment: the index has the last word.
    if (violatedUniqueIndex(error) === 'returns_idempotency_key')
      throw new HttpError(422, 'This Idempotency-Key was already used for a different return');
    throw error;
  }
  if (reserved) deps.stockChanged();
  if (emailId !== undefined) await mailer.deliver(emailId);
  return started;
}

export async function findAskedReturn(tx: Tx, typed: string, asker: Asker) {
  const returnNumber = ReturnNumberSchema.safeParse(typed);
  const ret = returnNumber.success ? await q.findReturn(tx, { returnNumber: returnNumber.data }) : undefined;
  const order = ret ? await q.findOrderById(tx, ret.orderId) : undefined;
  if (!ret || !order || !mayRead(order, asker)) throw notFound(RETURN_NOT_FOUND);
  return { ret, order };
}

export async function readReturn(db: Tx, returnNumber: string, asker: Asker): Promise<Return> {
  const { ret, order } = await findAskedReturn(db, returnNumber, asker);
  return presentReturn(db, ret, order);
}

/** The shopper sent the parcel back: an approved return is on its way (saying it again changes nothing). */
export async function markReturnSent(
  db: ReturnDeps['db'],
  returnNumber: string,
  body: MarkSent,
  customerId: number | null,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const { ret, order } = await findAskedReturn(tx, returnNumber, { email: body.email, customerId });
    if (ret.status === 'in_transit') return presentReturn(tx, ret, order);
    const moved = await moveReturn(tx, ret.id, {
      from: ['approved'],
      to: 'in_transit',
      by: null,
      also: { carrierTrackingNumber: body.carrierTrackingNumber || null },
    });
    if (!moved) {
      const now = (await q.findReturn(tx, { id: ret.id }))!;
      if (now.status === 'in_transit') return presentReturn(tx, now, order);
      if (now.status === 'requested')
        throw conflict("We haven't approved this return yet: please wait for our email before sending it.");
      throw returnMoveRefused(now.status, 'in_transit');
    }
    await noteOnOrder(tx, order.id, {
      by: null,
      text: `Return ${ret.returnNumber} sent back by the shopper${moved.carrierTrackingNumber ? ` (tracking ${moved.carrierTrackingNumber})` : ''}`,
    });
    return presentReturn(tx, moved, order);
  });
}
