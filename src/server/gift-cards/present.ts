// A gift card as the storefront shows it, and as the activity log names it.
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

/**
 * A card as the activity log names it: by the end of its code, never the code itself (whoever holds it can spend it).
 */
export const giftCardAuditSubject = (row: GiftCardRow) => ({
  type: 'gift_card' as const,
  id: row.id,
  label: `Gift card ending ${row.code.slice(-4)}`,
});

export const giftCardAuditFields = (row: GiftCardRow) => ({
  amount: decimal(row.amount),
  title: row.title,
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  expiresAt: row.expiresAt,
});
