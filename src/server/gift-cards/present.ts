// A gift card as the storefront shows it.
import { toCents, toDecimal } from '../../shared/money';
import type { GiftCard } from '../../shared/schemas/gift-cards';
import type { GiftCardRow } from './queries';

const decimal = (money: string) => toDecimal(toCents(money));

export function toGiftCard(row: GiftCardRow): GiftCard {
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
