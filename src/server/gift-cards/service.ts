import { toCents, toDecimal } from '../../shared/money';
import {
  GIFT_CARD_NOT_FOUND,
  normalizeGiftCardCode,
  type CreateGiftCardResponse,
  type GiftCardBalance,
  type GiftCardInput,
} from '../../shared/schemas/gift-cards';
import type { Tx } from '../db/database';
import { notFound } from '../http/errors';
import { recordAudit } from '../audit/record';
import { openPayment } from '../payments/queries';
import { startCheckout, type PaymentDeps } from '../payments/service';
import { issueGiftCard } from './ledger';
import { giftCardPaymentPage } from './payment-handler';
import { giftCardAuditFields, giftCardAuditSubject, toGiftCard } from './present';
import { createPurchase, queueGiftCardEmail } from './purchases';
import { findLiveGiftCard } from './queries';

/**
 * A gift card bought on the storefront: the purchase and its payment are written together,
 * then the payment page is opened. The card is issued and emailed once the payment succeeds
 * (purchases.ts); until then the answer carries no card.
 */
export async function buyGiftCard(
  deps: PaymentDeps,
  provider: string,
  input: GiftCardInput,
  buyerKeyHash: string | null,
  now = new Date(),
): Promise<CreateGiftCardResponse> {
  const { purchase, payment } = await deps.db.transaction(async (tx) => {
    const purchase = await createPurchase(tx, input);
    const payment = await openPayment(tx, {
      for: { kind: 'gift-card', id: purchase.id },
      provider,
      amountCents: purchase.amountCents,
      now,
      buyerKeyHash,
    });
    return { purchase, payment };
  });
  const paymentUrl = await startCheckout(
    deps,
    payment,
    giftCardPaymentPage(
      { id: purchase.id, senderEmail: input.senderEmail, amountCents: purchase.amountCents },
      payment.token,
    ),
    now,
  );
  return { giftCard: null, emailSent: false, paymentUrl, paymentToken: payment.token };
}

/** A card staff issue by hand, with no payment: recorded as theirs, emailed to the recipient at once. */
export async function issueByStaff(
  deps: Pick<PaymentDeps, 'db' | 'mailer' | 'publicUrl'>,
  input: GiftCardInput,
  staffId: number,
): Promise<CreateGiftCardResponse> {
  const { card, outboxId } = await deps.db.transaction(async (tx) => {
    const card = await issueGiftCard(tx, input, staffId);
    await recordAudit(tx, {
      kind: 'gift_card.issued',
      subject: giftCardAuditSubject(card),
      after: giftCardAuditFields(card),
    });
    return {
      card,
      outboxId: await queueGiftCardEmail(tx, card, {
        queuedStatus: deps.mailer.queuedStatus,
        queueDelivery: (queueTx, id) => deps.mailer.queueDelivery(queueTx, id),
        publicUrl: deps.publicUrl,
      }),
    };
  });
  const { sent } = await deps.mailer.deliver(outboxId);
  return { giftCard: toGiftCard(card), emailSent: sent, paymentUrl: null, paymentToken: null };
}

/** Unknown, malformed and expired codes all get the same answer. */
export async function getGiftCardBalance(tx: Tx, rawCode: string): Promise<GiftCardBalance> {
  const code = normalizeGiftCardCode(rawCode);
  const card = code ? await findLiveGiftCard(tx, code) : undefined;
  if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
  return {
    code: card.code,
    amount: toDecimal(toCents(card.amount)),
    balance: toDecimal(toCents(card.balance)),
    isRedeemed: card.isRedeemed,
    expiresAt: card.expiresAt?.toISOString() ?? null,
  };
}
