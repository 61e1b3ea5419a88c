// How a refund reads in an order's history, for staff.
import { formatMoney } from '../../shared/money';

export const refundAsked = (cents: number, reason: string | null) =>
  `Refund of ${formatMoney(cents)} asked for${reason ? `: ${reason}` : ''}`;
export const refundMade = (cents: number, reason: string | null) =>
  `Refunded ${formatMoney(cents)}${reason ? `: ${reason}` : ''}`;
