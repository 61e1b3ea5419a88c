// The gift-cards module's side of a gift card purchase's payment (payments/handlers.ts): paid
// issues the card, unpaid issues nothing, and the payment's pages show what was asked for and,
// once issued, the card. Registered with payments where the app is wired.
import { formatMoney, toDecimal } from '../../shared/money';
import type { GiftCardInput } from '../../shared/schemas/gift-cards';
import { STORE } from '../../shared/store';
import type { PaymentHandler } from '../payments/handlers';
import type { PaymentPage } from '../payments/service';
import { toGiftCard } from './present';
import { cancelPurchase, completePurchase, findPurchase } from './purchases';

export const giftCardPayments: PaymentHandler = {
  paid: (tx, purchaseId, mail, now) => completePurchase(tx, purchaseId, mail, now),
  unpaid: (tx, purchaseId, _reason, now) => cancelPurchase(tx, purchaseId, now),
  // Money other than the card's price issues nothing: the purchase waits, unissued, for staff.
  review: async () => undefined,
  // A purchase keeps no money of its own to show as refunded: the refund lives in the payment's ledger.
  refunded: async () => undefined,
  async describe(tx, purchaseId) {
    const found = await findPurchase(tx, purchaseId);
    if (!found) throw new Error(`No gift card purchase ${purchaseId}`);
    const { purchase, card, emailSent } = found;
    const asked = purchase.request as GiftCardInput;
    return {
      kind: 'gift-card',
      order: null,
      giftCard: {
        amount: toDecimal(purchase.amountCents),
        title: asked.title,
        recipientName: asked.recipientName,
        recipientEmail: asked.recipientEmail,
        senderName: asked.senderName,
        issued: card ? toGiftCard(card) : null,
        emailSent,
      },
      exchange: null,
    };
  },
  // A purchase is a guest's: only the browser that bought it reads it by its link.
  belongsTo: async () => false,
};

/** What the payment page shows for a gift card, and where it sends the buyer back. */
export const giftCardPaymentPage = (
  purchase: { id: number; senderEmail: string; amountCents: number },
  token: string,
): PaymentPage => ({
  reference: `gift-card-${purchase.id}`,
  description: `${STORE.name} gift card, ${formatMoney(purchase.amountCents)}`,
  email: purchase.senderEmail,
  metadata: { gift_card_purchase_id: String(purchase.id) },
  returnPath: `/checkout/success?payment=${token}`,
  cancelPath: `/gift-cards?payment=${token}&cancelled=1`,
});
