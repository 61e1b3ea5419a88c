// What a refund the provider has made means for the order: its payment status becomes
// partially refunded or refunded, its history says how much went back and why, and the
// shopper is emailed the amount (a cancelled order's email already said it); a refund made for
// a shopper's return names the return and its items.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orders } from '../db/schema';
import { noteOnOrder, setPaymentStatus } from './moves';
import { queueOrderNotice, type NotifyContext } from './notifications';
import { refundMade } from './refund-notes';

export async function recordRefundOnOrder(
  tx: Tx,
  orderId: number,
  refund: {
    refundId?: number | undefined;
    amountCents: number;
    reason: string | null;
    staffId: number | null;
    wholePaymentRefunded: boolean;
  },
  notify?: NotifyContext,
): Promise<number | undefined> {
  const note = refundMade(refund.amountCents, refund.reason);
  const to = refund.wholePaymentRefunded ? 'refunded' : 'partially_refunded';
  const moved = await setPaymentStatus(tx, orderId, {
    from: ['paid', 'partially_refunded'],
    to,
    by: refund.staffId,
    note,
  });
  if (!moved) await noteOnOrder(tx, orderId, { by: refund.staffId, kind: 'payment', text: note });
  if (!notify) return undefined;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.status === 'cancelled') return undefined;
  return queueOrderNotice(
    tx,
    orderId,
    {
      kind: 'refunded',
      amountCents: refund.amountCents,
      partial: !refund.wholePaymentRefunded,
      refundId: refund.refundId,
    },
    notify,
  );
}
