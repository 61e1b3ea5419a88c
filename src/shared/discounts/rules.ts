// What a discount is: a rule (what it takes off), the conditions a cart must meet, and how it
// sits beside others. Plain data, stored by the server and priced by price.ts on both sides.
import { formatMoney } from '../money';

/**
 * Which items a rule reaches. Each field given must match (a product in the collection AND in
 * the size); within a field any value does. No field at all: every item.
 */
export interface ItemMatch {
  productIds?: readonly number[] | undefined;
  collections?: readonly string[] | undefined;
  categories?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  sizes?: readonly string[] | undefined;
  colors?: readonly string[] | undefined;
}

export type DiscountRule =
  /** A percentage off the whole order's merchandise. */
  | { kind: 'order-percent'; percent: number }
  /** An amount off the whole order's merchandise. */
  | { kind: 'order-amount'; amountCents: number }
  /** A percentage off the matching items. */
  | { kind: 'items-percent'; percent: number; items: ItemMatch }
  /** An amount off each matching item (each unit). */
  | { kind: 'items-amount'; amountCents: number; items: ItemMatch }
  /** No shipping charge, to the listed countries (every country when none is listed). */
  | { kind: 'free-shipping'; countries?: readonly string[] | undefined }
  /**
   * Buy `buy.quantity` matching items, get `get.quantity` matching items `get.percent` off (100:
   * free), as often as the cart allows, up to `maxUses` times. An item counts once, either as
   * bought or as given; the cheapest matching items are the ones given.
   */
  | {
      kind: 'buy-get';
      buy: { quantity: number; items: ItemMatch };
      get: { quantity: number; items: ItemMatch; percent: number };
      maxUses?: number | null | undefined;
    }
  /** The largest tier the merchandise reaches: an amount off for spending at least so much. */
  | { kind: 'tiered'; tiers: readonly { minSubtotalCents: number; amountCents: number }[] };

export interface Discount {
  id: number;
  /** What staff named it; shoppers see it beside the amount ("Summer sale"). */
  title: string;
  /** Upper-case; null for an automatic discount, which applies without a code. */
  code: string | null;
  rule: DiscountRule;
  /** Merchandise before discounts must reach this. */
  minSubtotalCents?: number | null | undefined;
  /** The cart must hold at least this many items. */
  minQuantity?: number | null | undefined;
  /** Only for a shopper's first order. */
  firstOrderOnly?: boolean | undefined;
  /** Uses per customer (by account and by normalised email); none: no limit. */
  perCustomerLimit?: number | null | undefined;
  /** Uses in all; none: no limit. */
  usageLimit?: number | null | undefined;
  usedCount?: number | undefined;
  /** Applies beside other combinable discounts; otherwise alone. */
  combinable: boolean;
  /** Higher first, within what it reaches (items, then the order, then shipping). */
  priority: number;
  /** Paused by staff. */
  active: boolean;
  startsAt?: Date | null | undefined;
  endsAt?: Date | null | undefined;
}

const amount = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/** The rule in a shopper's words: what it takes off. */
export function describeRule(rule: DiscountRule): string {
  switch (rule.kind) {
    case 'order-percent':
      return `${rule.percent}% off your order`;
    case 'order-amount':
      return `${amount(rule.amountCents)} off your order`;
    case 'items-percent':
      return `${rule.percent}% off selected items`;
    case 'items-amount':
      return `${amount(rule.amountCents)} off each selected item`;
    case 'free-shipping':
      return 'Free shipping';
    case 'buy-get': {
      const given = rule.get.percent >= 100 ? 'free' : `${rule.get.percent}% off`;
      return `Buy ${rule.buy.quantity}, get ${rule.get.quantity} ${given}`;
    }
    case 'tiered':
      return [...rule.tiers]
        .sort((a, b) => a.minSubtotalCents - b.minSubtotalCents)
        .map((tier) => `${amount(tier.amountCents)} off ${amount(tier.minSubtotalCents)}`)
        .join(', ');
  }
}
