// Gift cards bought on the storefront: asked for first, issued once paid. A purchase holds
// the request until its payment settles; paid issues the card (with its opening ledger
// entry) and puts the recipient's email in the outbox in the same transaction, so a paid
// purchase always has exactly one card and one email; unpaid issues nothing.
import { and, eq } from 'drizzle-orm';
import { toCents } from '../../shared/money';
import type { GiftCardInput } from '../../shared/schemas/gift-cards';
import type { Tx } from '../db/database';
import { emailOutbox, giftCardPurchases, giftCards } from '../db/schema';
import { queueEmail, type QueuedEmail, type QueueDelivery, type QueuedEmails } from '../mail/outbox-part';
import { giftCardEmail, giftCardReceiptEmail } from '../mail/templates';
import { issueGiftCard } from './ledger';
import type { GiftCardRow } from './queries';

export type GiftCardPurchaseRow = typeof giftCardPurchases.$inferSelect;

export async function createPurchase(tx: Tx, input: GiftCardInput): Promise<GiftCardPurchaseRow> {
  const [row] = await tx.insert(giftCardPurchases).values({ request: input, amountCents: input.amount }).returning();
  return row!;
}

/** A purchase, its card once issued, and whether the mail server took the recipient's email. */
export async function findPurchase(
  tx: Tx,
  id: number,
): Promise<{ purchase: GiftCardPurchaseRow; card: GiftCardRow | undefined; emailSent: boolean } | undefined> {
  const [purchase] = await tx.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id));
  if (!purchase) return undefined;
  const [card] =
    purchase.giftCardId === null ? [] : await tx.select().from(giftCards).where(eq(giftCards.id, purchase.giftCardId));
  const [email] =
    purchase.emailOutboxId === null
      ? []
      : await tx
          .select({ status: emailOutbox.status })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, purchase.emailOutboxId));
  return { purchase, card, emailSent: email?.status === 'sent' };
}

/**
 * Issues the card a paid purchase asked for; answers its email's outbox id, or undefined when it was settled before.
 */
export async function completePurchase(
  tx: Tx,
  purchaseId: number,
  mail: GiftCardMail,
  now: Date,
): Promise<QueuedEmails | undefined> {
  const [claimed] = await tx
    .update(giftCardPurchases)
    .set({ status: 'paid', settledAt: now })
    .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, 'awaiting_payment')))
    .returning();
  if (!claimed) return undefined;
  const card = await issueGiftCard(tx, claimed.request as GiftCardInput);
  const emailOutboxId = await queueGiftCardEmail(tx, card, mail);
  await tx
    .update(giftCardPurchases)
    .set({ giftCardId: card.id, emailOutboxId })
    .where(eq(giftCardPurchases.id, purchaseId));
  // The buyer's receipt, after the recipient's card; it names the code by its last four characters only.
  const receipt = giftCardReceiptEmail(
    {
      to: card.senderEmail,
      buyerName: card.senderName,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      title: card.title,
      amountCents: toCents(card.amount),
      codeLast4: card.code.slice(-4),
    },
    mail.publicUrl,
  );
  const receiptId = await queueEmail(tx, { ...receipt, status: mail.queuedStatus }, null, mail.queueDelivery);
  return { confirmationId: emailOutboxId, alsoQueued: [receiptId] };
}

/** The recipient's email with the card's code, into the outbox in the caller's transaction. */
type GiftCardMail = { queuedStatus: QueuedEmail['status']; queueDelivery?: QueueDelivery; publicUrl: string };

export function queueGiftCardEmail(tx: Tx, card: GiftCardRow, mail: GiftCardMail): Promise<number> {
  const email = giftCardEmail(
    {
      to: card.recipientEmail,
      code: card.code,
      title: card.title,
      amountCents: toCents(card.amount),
      message: card.message,
      senderName: card.senderName,
      recipientName: card.recipientName,
      expiresAt: card.expiresAt,
      balanceUrl: `${mail.publicUrl}/gift-cards/balance`,
    },
    mail.publicUrl,
  );
  return queueEmail(tx, { ...email, status: mail.queuedStatus }, null, mail.queueDelivery);
}

/** A purchase whose payment ended unpaid: nothing is issued. */
export async function cancelPurchase(tx: Tx, purchaseId: number, now: Date): Promise<void> {
  await tx
    .update(giftCardPurchases)
    .set({ status: 'cancelled', settledAt: now })
    .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, 'awaiting_payment')));
}
