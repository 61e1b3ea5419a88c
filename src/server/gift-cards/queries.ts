import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { giftCards } from '../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/** Inserts the card, or returns undefined when its code is already taken. */
export async function insertGiftCard(tx: Tx, card: NewGiftCard): Promise<GiftCardRow | undefined> {
  const [row] = await tx.insert(giftCards).values(card).onConflictDoNothing({ target: giftCards.code }).returning();
  return row;
}

const notExpired = or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`));

/** The card with this (normalised) code, unless it has expired. */
export async function findLiveGiftCard(tx: Tx, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.code, code), notExpired))
    .limit(1);
  return row;
}

/** A card that can still pay: not expired, not fully redeemed, with money left. */
export async function findUsableGiftCard(tx: Tx, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.code, code), notExpired, eq(giftCards.isRedeemed, false), gt(giftCards.balance, '0')))
    .limit(1);
  return row;
}
