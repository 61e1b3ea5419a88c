import { randomInt } from 'node:crypto';
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
import { findLiveGiftCard, insertGiftCard, insertGiftCardTransaction, type GiftCardRow } from './queries';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_ATTEMPTS = 5;

/** TJ-XXXX-XXXX-XXXX from a cryptographic source: 36^12 codes, not guessable. */
export function generateGiftCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `TJ-${group()}-${group()}-${group()}`;
}

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

/** Issues the card and its opening 'issue' entry together, retrying a (rare) code collision. */
async function issueGiftCard(tx: Tx, input: GiftCardInput): Promise<GiftCardRow> {
  const amount = toDecimal(input.amount);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const card = await insertGiftCard(tx, {
      ...input,
      code: generateGiftCardCode(),
      amount,
      balance: amount,
      design: input.design ?? null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    if (card) {
      await insertGiftCardTransaction(tx, { giftCardId: card.id, kind: 'issue', amount });
      return card;
    }
  }
  throw new Error(`No free gift card code after ${CODE_ATTEMPTS} attempts`);
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
