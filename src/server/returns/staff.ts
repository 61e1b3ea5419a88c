// Staff's side of returns: the list and a return's page, and its steps. Approving (optionally
// sending the exchanged sizes at once), rejecting (the reserved sizes go back on sale), receiving
// (each line back on sale or not; exchanged sizes not yet sent become lines of the order to ship)
// and refunding (through the order's one refund path, so the payment ledger stays exact; the
// units went back on sale at receipt, so not again). Each step is a guarded move (moves.ts) that
// happens once, with its step row, a line in the order's history, an activity log row and an
// email to the shopper, all in one transaction; the email is handed to SMTP after the commit.
import { eq } from 'drizzle-orm';
import { formatMoney, toCents, toDecimal } from '../../shared/money';
import type {
  AdminReturnDetail,
  AdminReturnListQuery,
  AdminReturnSummary,
  ApproveReturn,
  ReceiveReturn,
  RefundReturn,
  RejectReturn,
  ReturnStatus,
} from '../../shared/schemas/returns';
import type { AuditKind } from '../../shared/audit';
import { recordAudit } from '../audit/record';
import { askToTellWaiting } from '../back-in-stock/notify';
import type { Tx } from '../db/database';
import { returnLines, returns } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { returnStock } from '../inventory/stock';
import { queueEmail } from '../mail/outbox-part';
import { returnApprovedEmail, returnExchangedEmail, returnReceivedEmail, returnRejectedEmail } from '../mail/templates';
import type { MailMessage } from '../ports/mailer';
import { addExchangeLines } from '../orders/exchange-lines';
import { noteOnOrder } from '../orders/moves';
import { askOrderRefund } from '../orders/refund-request';
import { restockReturnLines } from '../orders/returns';
import { findPaymentsOfReturn } from '../payments/queries';
import { refundWholePayment, sendRefund } from '../payments/refunds';
import { recordUnitsKeptBack } from '../reports/rollup';
import { awaitingPayment, owesCharge } from './rules';
import { moveReturn, returnMoveRefused, type ReturnMove } from './moves';
import { presentForStaff, returnEmailOf } from './present';
import * as q from './queries';
import type { ReturnDeps } from './service';

export const RETURN_NOT_FOUND_FOR_STAFF = 'Return not found';

export interface ReturnPage {
  returns: AdminReturnSummary[];
  counts: Record<string, number>;
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
}

export async function listForStaff(db: Tx, query: AdminReturnListQuery): Promise<ReturnPage> {
  const after = query.after === undefined ? undefined : Number(query.after);
  const [rows, counts] = await Promise.all([
    q.listReturns(db, { status: query.status, q: query.q, after, limit: query.limit }),
    q.countReturns(db, query.q),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    returns: page.map((row) => ({
      id: row.id,
      returnNumber: row.returnNumber,
      status: row.status as ReturnStatus,
      orderId: row.orderId,
      trackingNumber: row.trackingNumber,
      customerName: row.customerName || row.email,
      email: row.email,
      items: row.items,
      kind: row.outcomes?.length === 1 ? (row.outcomes[0] as 'refund' | 'exchange') : 'mixed',
      refundAmount: toDecimal(row.refundCents),
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
    next: rows.length > query.limit ? String(page[page.length - 1]!.id) : undefined,
  };
}

async function found(tx: Tx, id: number) {
  const ret = await q.findReturn(tx, { id });
  if (!ret) throw notFound(RETURN_NOT_FOUND_FOR_STAFF);
  return ret;
}

export async function detailForStaff(db: Tx, id: number): Promise<AdminReturnDetail> {
  return presentForStaff(db, await found(db, id));
}

interface StepOutcome {
  /** The email to the shopper, to hand to SMTP after the commit. */
  emailId?: number | undefined;
  /** Stock moved: cached catalogue answers are stale. */
  stockChanged?: boolean;
  /** A refund to send to the provider after the commit. */
  refundId?: number | undefined;
}

/**
 * One step: the guarded move (refused with 409 from any other status), then `work` in the same
 * transaction, then the order's history, the activity log and the shopper's email.
 */
async function step(
  deps: ReturnDeps,
  id: number,
  move: ReturnMove & { kind: AuditKind; history: (ret: q.ReturnRow) => string },
  work: (tx: Tx, ret: q.ReturnRow) => Promise<StepOutcome & { audit?: Record<string, unknown> }>,
  email: ((ret: q.ReturnRow, order: q.ReturnOrder, tx: Tx) => Promise<MailMessage>) | null,
): Promise<AdminReturnDetail> {
  const { db, mailer } = deps;
  let outcome: StepOutcome = {};
  const detail = await db.transaction(async (tx) => {
    const before = await found(tx, id);
    const moved = await moveReturn(tx, id, move);
    if (!moved) throw returnMoveRefused((await found(tx, id)).status, move.to);
    const done = await work(tx, moved);
    const ret = (await q.findReturn(tx, { id }))!;
    const order = (await q.findOrderById(tx, ret.orderId))!;
    await noteOnOrder(tx, ret.orderId, { by: move.by, text: move.history(ret) });
    await recordAudit(tx, {
      kind: move.kind,
      subject: { type: 'return', id: ret.id, label: ret.returnNumber },
      before: { status: before.status },
      after: {
        status: ret.status,
        ...(move.message ? { message: move.message } : {}),
        ...done.audit,
      },
    });
    const message = email ? await email(ret, order, tx) : undefined;
    outcome = {
      ...done,
      emailId: message
        ? await queueEmail(tx, { ...message, status: mailer.queuedStatus }, ret.orderId, (inner, outboxId) =>
            mailer.queueDelivery(inner, outboxId),
          )
        : undefined,
    };
    return presentForStaff(tx, ret);
  });
  if (outcome.stockChanged) deps.stockChanged();
  if (outcome.emailId !== undefined) await mailer.deliver(outcome.emailId);
  if (outcome.refundId !== undefined) {
    await sendRefund(deps, outcome.refundId);
    return detailForStaff(db, id);
  }
  return detail;
}

/**
 * The exchanged sizes of the return not yet sent become lines of its order, to ship: their
 * units were reserved when the return was started. Answers how many lines were added. `staffId`
 * null: the store did it (the difference owed for them was just paid).
 */
export async function sendExchanges(tx: Tx, ret: q.ReturnRow, staffId: number | null): Promise<number> {
  const lines = (await q.linesOfReturn(tx, ret.id)).filter(
    ({ line }) => line.outcome === 'exchange' && line.exchangeItemId === null && line.exchangeVariantId !== null,
  );
  if (lines.length === 0) return 0;
  const variants = await q.findVariants(tx, { ids: lines.map(({ line }) => line.exchangeVariantId!) });
  const sendable = lines.flatMap(({ line, imageUrl }) => {
    const variant = variants.find((candidate) => candidate.id === line.exchangeVariantId);
    return variant ? [{ line, variant, imageUrl }] : [];
  });
  const ids = await addExchangeLines(
    tx,
    ret.orderId,
    sendable.map(({ line, variant, imageUrl }) => ({
      productId: variant.productId,
      variantId: variant.id,
      name: variant.name,
      imageUrl,
      sku: variant.sku,
      size: line.exchangeSize ?? '',
      color: line.exchangeColor ?? '',
      quantity: line.quantity,
      unitCents: line.exchangeUnitCents ?? 0,
    })),
    { by: staffId, note: `Exchange for return ${ret.returnNumber}` },
  );
  for (const [index, { line }] of sendable.entries())
    await tx.update(returnLines).set({ exchangeItemId: ids[index]! }).where(eq(returnLines.id, line.id));
  await tx.update(returns).set({ exchangeShipped: true }).where(eq(returns.id, ret.id));
  return ids.length;
}

const emailWith =
  (
    template: (ret: Awaited<ReturnType<typeof returnEmailOf>> & { message: string | null }, url: string) => MailMessage,
    publicUrl: string,
    message: string | null,
  ) =>
  async (ret: q.ReturnRow, order: q.ReturnOrder, tx: Tx) =>
    template({ ...(await returnEmailOf(tx, ret, order)), message }, publicUrl);

export function approveReturn(deps: ReturnDeps, id: number, body: ApproveReturn, staffId: number) {
  const message = body.message || null;
  return step(
    deps,
    id,
    {
      from: ['requested'],
      to: 'approved',
      by: staffId,
      message,
      kind: 'return.approved',
      history: (ret) =>
        `Return ${ret.returnNumber} approved${ret.exchangeShipped ? '; the exchanged sizes are to ship now' : ''}`,
    },
    async (tx, ret) => {
      if (body.shipExchangeNow && owesCharge(ret)) throw conflict(awaitingPayment(ret));
      const sent = body.shipExchangeNow ? await sendExchanges(tx, ret, staffId) : 0;
      return { audit: sent > 0 ? { exchangeShipped: true } : {} };
    },
    emailWith(returnApprovedEmail, deps.publicUrl, message),
  );
}

/** Sizes already sent cannot be called back by a rejection: the return has to come in. */
const EXCHANGE_ALREADY_SENT =
  'The exchanged sizes were already sent, so this return cannot be rejected: receive it instead.';

export async function rejectReturn(deps: ReturnDeps, id: number, body: RejectReturn, staffId: number) {
  if ((await found(deps.db, id)).exchangeShipped) throw conflict(EXCHANGE_ALREADY_SENT);
  return step(
    deps,
    id,
    {
      from: ['requested', 'approved', 'in_transit'],
      to: 'rejected',
      by: staffId,
      message: body.message,
      kind: 'return.rejected',
      history: (moved) => `Return ${moved.returnNumber} rejected: ${body.message}`,
    },
    async (tx, moved) => {
      if (moved.exchangeShipped) throw conflict(EXCHANGE_ALREADY_SENT);
      const held = (await q.heldExchanges(tx, moved.id)).flatMap((line) =>
        line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
      );
      await returnStock(tx, held);
      if (held.length > 0) await askToTellWaiting(deps.jobs, tx);
      // The difference paid for sizes it will not get goes back in full.
      const paid = moved.chargePaidAt
        ? (await findPaymentsOfReturn(tx, moved.id)).find((payment) => payment.status === 'paid')
        : undefined;
      const refund = paid
        ? await refundWholePayment(tx, deps.jobs, paid.id, { reason: `Return ${moved.returnNumber} rejected`, staffId })
        : undefined;
      return {
        stockChanged: held.length > 0,
        refundId: refund?.id,
        ...(refund ? { audit: { chargeRefunded: toDecimal(refund.amountCents) } } : {}),
      };
    },
    emailWith(returnRejectedEmail, deps.publicUrl, body.message),
  );
}

/** Every line of the return, once, with whether it goes back on sale; a 400 naming the first that is not. */
function receiptOf(lines: q.ReturnLineWithItem[], asked: ReceiveReturn['lines']) {
  asked.forEach((want, index) => {
    if (!lines.some(({ line }) => line.id === want.lineId))
      throw badRequest(`lines.${index}.lineId`, `This return has no line ${want.lineId}`);
    if (asked.findIndex((other) => other.lineId === want.lineId) !== index)
      throw badRequest(`lines.${index}.lineId`, 'This line is listed twice');
  });
  const missing = lines.find(({ line }) => !asked.some((want) => want.lineId === line.id));
  if (missing) throw badRequest('lines', `Say whether ${missing.name} goes back on sale`);
  return lines.map((entry) => ({ ...entry, restock: asked.find((want) => want.lineId === entry.line.id)!.restock }));
}

export async function receiveReturn(deps: ReturnDeps, id: number, body: ReceiveReturn, staffId: number) {
  const ret = await found(deps.db, id);
  const received = receiptOf(await q.linesOfReturn(deps.db, id), body.lines);
  // Nothing left to refund or to be paid (exchanges for the same price, or a difference paid
  // already): receiving it is the end.
  const to: ReturnStatus = ret.refundCents > 0 || owesCharge(ret) ? 'received' : 'exchanged';
  return step(
    deps,
    id,
    {
      from: ['approved', 'in_transit'],
      to,
      by: staffId,
      kind: 'return.received',
      history: (moved) =>
        `Return ${moved.returnNumber} received${
          moved.status === 'exchanged'
            ? '; the exchange is complete'
            : owesCharge(moved)
              ? `; the exchanged sizes wait for the ${formatMoney(moved.chargeCents)} difference to be paid`
              : ''
        }`,
    },
    async (tx, moved) => {
      for (const { line, restock } of received)
        await tx.update(returnLines).set({ restocked: restock }).where(eq(returnLines.id, line.id));
      const back = received
        .filter(({ restock }) => restock)
        .map(({ line }) => ({ itemId: line.orderItemId, quantity: line.quantity, returnLineId: line.id }));
      const restocked = await restockReturnLines(tx, moved.orderId, back, staffId);
      // What came back but stays off sale is a return all the same, for the products report.
      await recordUnitsKeptBack(
        tx,
        received.filter(({ restock }) => !restock).map(({ line }) => line.id),
      );
      if (restocked) await askToTellWaiting(deps.jobs, tx);
      // The moved row is read under the return's lock: a difference paid since the first read counts.
      if (!owesCharge(moved)) {
        await sendExchanges(tx, moved, staffId);
        if (moved.status === 'received' && moved.refundCents === 0)
          await moveReturn(tx, moved.id, { from: ['received'], to: 'exchanged', by: staffId });
      }
      return {
        stockChanged: restocked,
        audit: { restocked: back.map(({ itemId, quantity }) => ({ itemId, quantity })) },
      };
    },
    async (moved, order, tx) =>
      (moved.status === 'exchanged' ? returnExchangedEmail : returnReceivedEmail)(
        await returnEmailOf(tx, moved, order),
        deps.publicUrl,
      ),
  );
}

export async function refundReturn(deps: ReturnDeps, id: number, body: RefundReturn, staffId: number) {
  const ret = await found(deps.db, id);
  // Where it stands first: an amount is only worth checking for a return that is due a refund.
  if (ret.status !== 'received') throw returnMoveRefused(ret.status, 'refunded');
  const amountCents = body.amount === undefined ? ret.refundCents : toCents(body.amount);
  if (amountCents <= 0) throw badRequest('amount', 'amount must be more than 0.00');
  if (amountCents > ret.refundCents)
    throw badRequest('amount', `At most ${toDecimal(ret.refundCents)} is due for this return`);
  return step(
    deps,
    id,
    {
      from: ['received'],
      to: 'refunded',
      by: staffId,
      kind: 'return.refunded',
      history: (moved) => `Return ${moved.returnNumber} refunded`,
    },
    async (tx, moved) => {
      // The order's refund path: the payment's lock, what is left to refund, the pending refund and its job.
      const { refund } = await askOrderRefund(tx, deps.jobs, moved.orderId, {
        amountCents,
        reason: `Return ${moved.returnNumber}`,
        staffId,
      });
      await tx.update(returns).set({ refundId: refund.id }).where(eq(returns.id, moved.id));
      return { refundId: refund.id, audit: { refund: toDecimal(amountCents) } };
    },
    // The shopper hears of the money once the provider has made it: the order's refund email,
    // naming this return and its items.
    null,
  );
}
