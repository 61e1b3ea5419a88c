// What a refund the provider has made means for the order: its payment status becomes
// partially refunded or refunded, and its history says how much went back and why.
import type { Tx } from '../db/database';
import { noteOnOrder, setPaymentStatus } from './moves';
import { refundMade } from './refund-notes';

export async function recordRefundOnOrder(
  tx: Tx,
  orderId: number,
  refund: { amountCents: number; reason: string | null; staffId: number | null; wholePaymentRefunded: boolean },
): Promise<void> {
  const note = refundMade(refund.amountCents, refund.reason);
  const to = refund.wholePaymentRefunded ? 'refunded' : 'partially_refunded';
  const moved = await setPaymentStatus(tx, orderId, { from: ['paid', 'partially_refunded'], to, by: refund.staffId, note });
  if (!moved) await noteOnOrder(tx, orderId, { by: refund.staffId, kind: 'payment', text: note });
}
