// Issuing gift cards, what a card can pay, and every movement of its balance: the only code
// that changes gift_cards.balance or writes gift_card_transactions. Checkout debits a card
// inside the order's transaction; cancelling an order credits the amount back. Each movement
// is a row in gift_card_transactions, so a card's balance always equals the sum of its
// entries.
import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../shared/money';
import { normalizeGiftCardCode, type GiftCardInput } from '../../shared/schemas/gift-cards';
import type { Tx } from '../db/database';
import { giftCards, giftCardTransactions } from '../db/schema';
import { insertGiftCard, type GiftCardRow } from './queries';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_ATTEMPTS = 5;

/** TJ-XXXX-XXXX-XXXX from a cryptographic source: 36^12 codes, not guessable. */
export function generateGiftCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `TJ-${group()}-${group()}-${group()}`;
}

/** Issues the card and its opening 'issue' entry together, retrying a (rare) code collision. */
export async function issueGiftCard(
  tx: Tx,
  input: GiftCardInput,
  issuedByStaffId: number | null = null,
): Promise<GiftCardRow> {
  const amount = toDecimal(input.amount);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const card = await insertGiftCard(tx, {
      ...input,
      code: generateGiftCardCode(),
      amount,
      balance: amount,
      design: input.design ?? null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      issuedByStaffId,
    });
    if (card) {
      await tx.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'issue', amount });
      return card;
    }
  }
  throw new Error(`No free gift card code after ${CODE_ATTEMPTS} attempts`);
}

export type SpendableGiftCard = { card: GiftCardRow; balanceCents: number } | { refused: 'not-found' | 'empty' };

/**
 * The card a shopper typed, if it can pay now: the code in any case and with spaces around
 * it; an unknown, malformed or expired code is one answer ("not-found"), a spent card
 * another.
 */
export async function findSpendableGiftCard(tx: Tx, rawCode: string, now: Date): Promise<SpendableGiftCard> {
  const code = normalizeGiftCardCode(rawCode);
  const [card] = code ? await tx.select().from(giftCards).where(eq(giftCards.code, code)) : [];
  if (!card || (card.expiresAt && card.expiresAt <= now)) return { refused: 'not-found' };
  const balanceCents = toCents(card.balance);
  return balanceCents === 0 ? { refused: 'empty' } : { card, balanceCents };
}

/** Spends `amountCents` of an order from the card if its balance still covers it. */
export async function debitGiftCard(
  tx: Tx,
  giftCardId: number,
  amountCents: number,
  orderId: number,
): Promise<boolean> {
  const amount = toDecimal(amountCents);
  const rows = await tx
    .update(giftCards)
    .set({
      balance: sql`${giftCards.balance} - ${amount}::numeric`,
      isRedeemed: sql`${giftCards.balance} - ${amount}::numeric = 0`,
      redeemedAt: sql`case when ${giftCards.balance} - ${amount}::numeric = 0 then now() else ${giftCards.redeemedAt} end`,
    })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  if (rows.length !== 1) return false;
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'debit', amount: `-${amount}` });
  return true;
}

/** Gives an order's `amountCents` back to the card (a cancelled order) and records it. */
export async function creditGiftCard(tx: Tx, giftCardId: number, amountCents: number, orderId: number): Promise<void> {
  const amount = toDecimal(amountCents);
  const rows = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${amount}::numeric`, isRedeemed: false, redeemedAt: null })
    .where(eq(giftCards.id, giftCardId))
    .returning({ id: giftCards.id });
  if (rows.length === 1) await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'refund', amount });
}
