import { toCents, toDecimal } from '../../shared/money';
import {
  GIFT_CARD_NOT_FOUND,
  normalizeGiftCardCode,
  type CreateGiftCardResponse,
  type GiftCard,
  type GiftCardBalance,
  type GiftCardInput,
} from '../../shared/schemas/gift-cards';
import type { Tx } from '../db/database';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { giftCardEmail } from '../mail/templates';
import { issueGiftCard } from './ledger';
import { findLiveGiftCard, type GiftCardRow } from './queries';

const decimal = (money: string) => toDecimal(toCents(money));

function toGiftCard(row: GiftCardRow): GiftCard {
  return {
    code: row.code,
    title: row.title,
    amount: decimal(row.amount),
    balance: decimal(row.balance),
    design: row.design,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function createGiftCard(
  { database, mailer, config }: Pick<AppDeps, 'database' | 'mailer' | 'config'>,
  input: GiftCardInput,
): Promise<CreateGiftCardResponse> {
  const card = await database.db.transaction((tx) => issueGiftCard(tx, input));
  const { sent } = await mailer.send(
    giftCardEmail({
      to: card.recipientEmail,
      code: card.code,
      title: card.title,
      amountCents: input.amount,
      message: card.message,
      senderName: card.senderName,
      recipientName: card.recipientName,
      expiresAt: card.expiresAt,
      balanceUrl: `${config.publicUrl}/gift-cards/balance`,
    }),
  );
  return { giftCard: toGiftCard(card), emailSent: sent };
}

/** Unknown, malformed and expired codes all get the same answer. */
export async function getGiftCardBalance(tx: Tx, rawCode: string): Promise<GiftCardBalance> {
  const code = normalizeGiftCardCode(rawCode);
  const card = code ? await findLiveGiftCard(tx, code) : undefined;
  if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
  return {
    code: card.code,
    amount: decimal(card.amount),
    balance: decimal(card.balance),
    isRedeemed: card.isRedeemed,
    expiresAt: card.expiresAt?.toISOString() ?? null,
  };
}
