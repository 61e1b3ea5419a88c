// A discount's state, use and dates in the words the list and its page show.
import { formatMoney } from '../../../../shared/money';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import type { BadgeTone } from '../StatusBadge';
import { formatDateTime } from '../format';
import type { RuleKind } from './form-values';

export const DISCOUNT_STATES: Record<AdminDiscount['state'], { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  paused: { label: 'Paused', tone: 'yellow' },
  ended: { label: 'Ended', tone: 'gray' },
  used_up: { label: 'Used up', tone: 'purple' },
};

export const RULE_KINDS: Record<RuleKind, string> = {
  'order-percent': 'Percentage off the order',
  'order-amount': 'Amount off the order',
  'items-percent': 'Percentage off matching items',
  'items-amount': 'Amount off each matching item',
  'free-shipping': 'Free shipping',
  'buy-get': 'Buy X, get Y',
  tiered: 'Spend more, save more (tiers)',
};

/** What staff call it: its code, or its title when it applies without one. */
export const discountName = (discount: AdminDiscount) => discount.code ?? discount.title;

/** "Used 3 times", or against its limit: "Used 3 / 100". */
export const usageText = ({ usedCount, usageLimit }: AdminDiscount) =>
  usageLimit === null ? `Used ${usedCount} ${usedCount === 1 ? 'time' : 'times'}` : `Used ${usedCount} / ${usageLimit}`;

export const savedText = (discount: AdminDiscount) => `${formatMoney(discount.savedCents)} off orders`;

/** When it starts and ends, past or to come. */
export function datesText(discount: AdminDiscount, now = Date.now()): [string, string] {
  const { startsAt, endsAt } = discount;
  const start = startsAt
    ? `${Date.parse(startsAt) > now ? 'Starts' : 'Started'} ${formatDateTime(startsAt)}`
    : `Started ${formatDateTime(discount.createdAt)}`;
  const end = endsAt ? `${Date.parse(endsAt) > now ? 'Ends' : 'Ended'} ${formatDateTime(endsAt)}` : 'No end date';
  return [start, end];
}
