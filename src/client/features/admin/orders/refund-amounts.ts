// Refund sums worked out in cents: a line's worth never offers more than is left to give back.
import { toCents, toDecimal } from '../../../../shared/money';
import { AdminMoneySchema, type AdminOrderItem } from '../../../../shared/schemas/admin';
import { money } from '../format';

/** Whether anything paid through a provider is left to give back. */
export const canRefund = (refundable: string | null): refundable is string =>
  refundable !== null && toCents(refundable) > 0;

/** A line's price × quantity, capped at what is left. */
export const lineRefund = (item: Pick<AdminOrderItem, 'price' | 'quantity'>, refundable: string) =>
  toDecimal(Math.min(toCents(item.price ?? '0') * item.quantity, toCents(refundable)));

/** "Refund $12.50" while the amount typed reads as money, else just "Refund". */
export function refundLabel(amount: string | undefined): string {
  const parsed = AdminMoneySchema.safeParse(amount);
  return parsed.success && toCents(parsed.data) > 0 ? `Refund ${money(parsed.data)}` : 'Refund';
}
