// A discount as its form holds it, and a stored discount put in the form. Staff type amounts in
// dollars, lists comma separated, and dates in their own time zone; every rule kind keeps its own
// fields, so switching the kind back and forth loses nothing typed.
import { toDecimal } from '../../../../shared/money';
import type { AdminDiscount, StoredDiscountRule } from '../../../../shared/schemas/discounts';
import { localDateTime } from '../form/typed-text';

export type RuleKind = StoredDiscountRule['kind'];
export type ItemMatch = Extract<StoredDiscountRule, { kind: 'items-percent' }>['items'];

export const ITEM_FIELDS = ['collections', 'categories', 'tags', 'sizes', 'colors', 'productIds'] as const;
export type ItemMatchValues = Record<(typeof ITEM_FIELDS)[number], string>;

export interface TierValues {
  minSubtotal: string;
  amount: string;
}

export interface DiscountFormValues {
  title: string;
  /** Blank: an automatic discount. */
  code: string;
  kind: RuleKind;
  percent: string;
  amount: string;
  items: ItemMatchValues;
  countries: string;
  buy: { quantity: string; items: ItemMatchValues };
  get: { quantity: string; items: ItemMatchValues; percent: string };
  maxUses: string;
  tiers: TierValues[];
  startsAt: string;
  endsAt: string;
  combinable: boolean;
  priority: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  minSubtotal: string;
  minQuantity: string;
}

const noItems = (): ItemMatchValues => ({
  collections: '',
  categories: '',
  tags: '',
  sizes: '',
  colors: '',
  productIds: '',
});

export const emptyDiscount = (): DiscountFormValues => ({
  title: '',
  code: '',
  kind: 'order-percent',
  percent: '',
  amount: '',
  items: noItems(),
  countries: '',
  buy: { quantity: '1', items: noItems() },
  get: { quantity: '1', items: noItems(), percent: '100' },
  maxUses: '',
  tiers: [{ minSubtotal: '', amount: '' }],
  startsAt: '',
  endsAt: '',
  combinable: false,
  priority: '0',
  usageLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  minSubtotal: '',
  minQuantity: '',
});

const dollars = (cents: number | null | undefined) => (cents == null ? '' : toDecimal(cents));
const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const list = (values: readonly (string | number)[] | undefined) => values?.join(', ') ?? '';
const itemValues = (match: ItemMatch): ItemMatchValues => ({
  collections: list(match.collections),
  categories: list(match.categories),
  tags: list(match.tags),
  sizes: list(match.sizes),
  colors: list(match.colors),
  productIds: list(match.productIds),
});

function ruleValues(rule: StoredDiscountRule): Partial<DiscountFormValues> {
  switch (rule.kind) {
    case 'order-percent':
      return { percent: text(rule.percent) };
    case 'order-amount':
      return { amount: dollars(rule.amountCents) };
    case 'items-percent':
      return { percent: text(rule.percent), items: itemValues(rule.items) };
    case 'items-amount':
      return { amount: dollars(rule.amountCents), items: itemValues(rule.items) };
    case 'free-shipping':
      return { countries: list(rule.countries) };
    case 'buy-get':
      return {
        buy: { quantity: text(rule.buy.quantity), items: itemValues(rule.buy.items) },
        get: { quantity: text(rule.get.quantity), items: itemValues(rule.get.items), percent: text(rule.get.percent) },
        maxUses: text(rule.maxUses),
      };
    case 'tiered':
      return {
        tiers: rule.tiers.map((tier) => ({
          minSubtotal: dollars(tier.minSubtotalCents),
          amount: dollars(tier.amountCents),
        })),
      };
  }
}

export function toFormValues(discount: AdminDiscount): DiscountFormValues {
  return {
    ...emptyDiscount(),
    title: discount.title,
    code: discount.code ?? '',
    kind: discount.rule.kind,
    ...ruleValues(discount.rule),
    startsAt: localDateTime(discount.startsAt),
    endsAt: localDateTime(discount.endsAt),
    combinable: discount.combinable,
    priority: String(discount.priority),
    usageLimit: text(discount.usageLimit),
    perCustomerLimit: text(discount.perCustomerLimit),
    firstOrderOnly: discount.firstOrderOnly,
    minSubtotal: dollars(discount.minSubtotalCents),
    minQuantity: text(discount.minQuantity),
  };
}
