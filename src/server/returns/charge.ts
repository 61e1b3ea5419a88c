// The difference a return owes for exchanges to dearer sizes or colours (returns.charge_cents,
// fixed when it is started): the shopper pays it on the store's payment page, with a payment of
// the return's own (payments/handlers.ts, kind "return"). The new sizes are reserved at once but
// ship only once it is paid (staff.ts). Paid is recorded once, under the payment's row lock and
// a guarded update of the return: a second payment, or money for a return turned down
// meanwhile, is refused and refunded in full. A page that ends unpaid changes nothing: the
// return waits and the shopper can try again.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { formatMoney, toDecimal } from '../../shared/money';
import { RETURN_CHARGE_PAID, RETURN_NOTHING_OWED, type PayReturnResponse } from '../../shared/schemas/returns';
import { STORE } from '../../shared/store';
import { recordAudit } from '../audit/record';
import { refreshFiguresOfOrders } from '../customers/figures';
import type { Tx } from '../db/database';
import { returnEvents, returns } from '../db/schema';
import { conflict } from '../http/errors';
import { queueEmail } from '../mail/outbox-part';
import { returnChargePaidEmail, returnExchangedEmail, type ReturnEmail } from '../mail/templates';
import type { MailMessage } from '../ports/mailer';
import { noteOnOrder } from '../orders/moves';
import type { PaymentHandler, PaymentMail, RefusedPayment } from '../payments/handlers';
import { findPaymentsOfReturn, openPayment } from '../payments/queries';
import { startCheckout, syncPayment, type PaymentPage } from '../payments/service';
import { recordChargeMade } from '../reports/rollup';
import { moveReturn } from './moves';
import { returnEmailOf } from './present';
import * as q from './queries';
import { findAskedReturn, type Asker, type ReturnDeps } from './service';
import { sendExchanges } from './staff';

/** The return's page, with the order's email for a guest. */
const returnPagePath = (returnNumber: string, email: string | undefined, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(email ? { email } : {}), ...extra }).toString();
  return `/returns/${encodeURIComponent(returnNumber)}${query ? `?${query}` : ''}`;
};

/** 409 unless the return owes its difference and can still take it. */
function assertOwed(ret: q.ReturnRow) {
  if (ret.chargeCents === 0) throw conflict(RETURN_NOTHING_OWED);
  if (ret.chargePaidAt !== null) throw conflict(RETURN_CHARGE_PAID);
  if (ret.status === 'rejected') throw conflict('This return was rejected, so nothing is owed.');
}

/**
 * Opens the payment page for the difference the return owes, or answers the page already open
 * for it (one payment at a time: a page left without paying is taken up again until it ends).
 */
export async function payReturn(
  deps: ReturnDeps,
  returnNumber: string,
  asker: Asker,
  buyerKeyHash: string | null,
  now = new Date(),
): Promise<PayReturnResponse> {
  const { ret, order } = await findAskedReturn(deps.db, returnNumber, asker);
  assertOwed(ret);
  // An open page that has ended meanwhile (paid, declined, expired) is settled first.
  for (const payment of await findPaymentsOfReturn(deps.db, ret.id))
    if (payment.status === 'open') await syncPayment(deps, payment, now);
  const payment = await deps.db.transaction(async (tx) => {
    // Two requests at once open one payment: the second finds the first's.
    const locked = (await q.lockReturn(tx, ret.id))!;
    assertOwed(locked);
    const open = (await findPaymentsOfReturn(tx, ret.id)).find((candidate) => candidate.status === 'open');
    return (
      open ??
      openPayment(tx, {
        for: { kind: 'return', id: ret.id },
        provider: deps.provider.name,
        amountCents: locked.chargeCents,
        now,
        buyerKeyHash,
      })
    );
  });
  const page: PaymentPage = {
    reference: ret.returnNumber,
    description: `${STORE.name} return ${ret.returnNumber}: the difference for your exchange`,
    email: order.email,
    metadata: { return_id: String(ret.id) },
    returnPath: returnPagePath(ret.returnNumber, asker.email, { payment: payment.token }),
    cancelPath: returnPagePath(ret.returnNumber, asker.email, { payment: payment.token, cancelled: '1' }),
  };
  const paymentUrl = await startCheckout(deps, payment, page, now);
  return { paymentUrl, paymentToken: payment.token };
}

/**
 * The difference came in: recorded once on the return (its history, the order's, the activity
 * log, the sales figures), and the exchange goes on: a return already received ships its new
 * sizes now. Money for a return already paid, or turned down meanwhile, is refused (refunded).
 */
async function chargePaid(tx: Tx, returnId: number, mail: PaymentMail, now: Date) {
  const [claimed] = await tx
    .update(returns)
    .set({ chargePaidAt: now, updatedAt: sql`now()` })
    .where(
      and(
        eq(returns.id, returnId),
        isNull(returns.chargePaidAt),
        gt(returns.chargeCents, 0),
        ne(returns.status, 'rejected'),
      ),
    )
    .returning();
  const ret = claimed ?? (await q.findReturn(tx, { id: returnId }))!;
  const amount = formatMoney(ret.chargeCents);
  // The money came in either way: the sales figures count it (and its refund, when refused).
  await recordChargeMade(tx, { orderId: ret.orderId, amountCents: ret.chargeCents, at: now });
  if (!claimed) {
    const refused: RefusedPayment = {
      refused:
        ret.status === 'rejected'
          ? `Return ${ret.returnNumber} was rejected before its difference was paid`
          : `The difference on return ${ret.returnNumber} was already paid`,
    };
    await noteOnOrder(tx, ret.orderId, { by: null, text: `${refused.refused}: the ${amount} paid is refunded` });
    return refused;
  }
  // What the customer spent grows by it.
  await refreshFiguresOfOrders(tx, [ret.orderId]);
  await tx
    .insert(returnEvents)
    .values({ returnId, status: ret.status, message: `You paid the ${amount} difference.`, staffId: null });
  await noteOnOrder(tx, ret.orderId, {
    by: null,
    text: `Return ${ret.returnNumber}: the ${amount} difference for its exchange was paid`,
  });
  await recordAudit(tx, {
    kind: 'return.paid',
    subject: { type: 'return', id: ret.id, label: ret.returnNumber },
    before: { chargePaid: false },
    after: { chargePaid: true, charge: toDecimal(ret.chargeCents) },
    actor: null,
  });
  // The parcel is back already: the new sizes were waiting only for this.
  const shipsNow = (ret.status === 'received' || ret.status === 'refunded') && !ret.exchangeShipped;
  if (shipsNow) {
    await sendExchanges(tx, ret, null);
    if (ret.status === 'received' && ret.refundCents === 0) {
      const moved = await moveReturn(tx, ret.id, { from: ['received'], to: 'exchanged', by: null });
      if (moved) {
        await noteOnOrder(tx, ret.orderId, {
          by: null,
          text: `Return ${ret.returnNumber}: the exchange is complete`,
        });
        return tellShopper(tx, moved, mail, (email) => returnExchangedEmail(email, mail.publicUrl));
      }
    }
  }
  // Otherwise a receipt, saying when the new sizes go out.
  return tellShopper(tx, ret, mail, (email) => returnChargePaidEmail({ ...email, shipsNow }, mail.publicUrl));
}

/** Queues the shopper's email about the return, sent once the payment's transaction commits. */
async function tellShopper(
  tx: Tx,
  ret: q.ReturnRow,
  mail: PaymentMail,
  write: (email: ReturnEmail) => MailMessage,
): Promise<{ confirmationId: number; alsoQueued: [] }> {
  const order = (await q.findOrderById(tx, ret.orderId))!;
  const message = write(await returnEmailOf(tx, ret, order));
  const confirmationId = await queueEmail(
    tx,
    { ...message, status: mail.queuedStatus },
    ret.orderId,
    mail.queueDelivery,
  );
  return { confirmationId, alsoQueued: [] };
}

const UNPAID_WORDS = { declined: 'was declined', cancelled: 'was cancelled', expired: 'expired', failed: 'failed' };

/** The return's side of its difference's payment (payments/handlers.ts). */
export const returnPayments: PaymentHandler = {
  paid: (tx, returnId, mail, now) => chargePaid(tx, returnId, mail, now),
  // Nothing held is given back: the new sizes stay reserved and the shopper can pay again.
  async unpaid(tx, returnId, reason) {
    const ret = await q.findReturn(tx, { id: returnId });
    if (!ret) return;
    await noteOnOrder(tx, ret.orderId, {
      by: null,
      text: `Return ${ret.returnNumber}: the payment of its ${formatMoney(ret.chargeCents)} difference ${UNPAID_WORDS[reason]}; it is still owed`,
    });
  },
  async review(tx, returnId, money) {
    const ret = await q.findReturn(tx, { id: returnId });
    if (!ret) return;
    await noteOnOrder(tx, ret.orderId, {
      by: null,
      text: `Return ${ret.returnNumber}: ${formatMoney(money.receivedCents)} ${money.currency.toUpperCase()} came in for its ${formatMoney(money.expectedCents)} difference; held for staff to check`,
    });
  },
  async refunded(tx, returnId, refund) {
    const ret = await q.findReturn(tx, { id: returnId });
    if (ret)
      await noteOnOrder(tx, ret.orderId, {
        by: refund.staffId,
        text: `Refunded ${formatMoney(refund.amountCents)} of the difference paid for return ${ret.returnNumber}`,
      });
    return undefined;
  },
  async describe(tx, returnId) {
    const ret = await q.findReturn(tx, { id: returnId });
    const order = ret ? await q.findOrderById(tx, ret.orderId) : undefined;
    if (!ret || !order) throw new Error(`No return ${returnId}`);
    return {
      kind: 'return',
      order: null,
      giftCard: null,
      exchange: {
        returnNumber: ret.returnNumber,
        trackingNumber: order.trackingNumber,
        amount: toDecimal(ret.chargeCents),
        href: returnPagePath(ret.returnNumber, order.email),
      },
    };
  },
  async belongsTo(tx, returnId, customerId) {
    const ret = await q.findReturn(tx, { id: returnId });
    const order = ret ? await q.findOrderById(tx, ret.orderId) : undefined;
    return order?.customerId === customerId;
  },
  orderOf: async (tx, returnId) => (await q.findReturn(tx, { id: returnId }))?.orderId ?? null,
};
