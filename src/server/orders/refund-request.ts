// Asking for a refund of part of a paid order: the one path every refund staff give takes (the
// order's refund form, and a shopper's return once received). It is written pending under the
// payment's row lock and only if that much is left to give back (payments/refunds.ts), with its
// line in the order's history, any units put back on sale with it, and the job that sends it to
// the provider. The caller sends it after the commit (sendRefund); the ledger gets its row once
// the provider has made it.
import { askToTellWaiting } from '../back-in-stock/notify';
import type { Tx } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { lockPaidPayment, nothingLeftToRefund, queueRefund, requestRefund, type RefundRow } from '../payments/refunds';
import { noteOnOrder } from './moves';
import { refundAsked } from './refund-notes';
import { returnToStock, type ReturnLine } from './returns';

export interface RefundAsk {
  amountCents: number;
  reason: string | null;
  staffId: number;
  /** Lines whose units go back on sale with this refund. */
  restock?: readonly ReturnLine[] | undefined;
}

export async function askOrderRefund(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'> | undefined,
  orderId: number,
  ask: RefundAsk,
): Promise<{ refund: RefundRow; restocked: boolean }> {
  const paid = await lockPaidPayment(tx, orderId);
  if (!paid) throw nothingLeftToRefund(0);
  const refund = (await requestRefund(tx, paid, {
    amountCents: ask.amountCents,
    reason: ask.reason,
    staffId: ask.staffId,
  }))!;
  await noteOnOrder(tx, orderId, {
    by: ask.staffId,
    kind: 'payment',
    text: refundAsked(refund.amountCents, refund.reason),
  });
  const restocked = await returnToStock(tx, orderId, refund.id, ask.restock ?? [], ask.staffId);
  if (restocked) await askToTellWaiting(jobs, tx);
  await queueRefund(jobs, tx, refund.id);
  return { refund, restocked };
}
