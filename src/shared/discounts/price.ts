// One function prices every discount, for the slide-out cart, /cart, checkout and the order the
// server writes, so the four always show the same figures. It is pure: the server passes the
// discounts it read and the customer's past uses; the browser passes what the server told it.
//
// How discounts stack: each discount that applies is checked against the cart as it is, before
// any discount. Combinable discounts apply together, item discounts first, then the order's,
// then shipping, each on what the earlier ones left, by priority then id; an exclusive one
// applies alone. Of those choices the cart gets the one that saves the most, so the order in
// which discounts are passed never changes the result.
import { formatMoney } from '../money';
import { PROMO_CODE_INVALID } from '../promo-codes';
import { normalisePromoCode } from '../pricing';
import { describeRule, type Discount, type DiscountRule, type ItemMatch } from './rules';

export interface DiscountLine {
  /** Unique within the cart. */
  id: string;
  productId: number;
  unitPriceCents: number;
  quantity: number;
  collection?: string | null | undefined;
  category?: string | null | undefined;
  tags?: readonly string[] | undefined;
  size?: string | null | undefined;
  color?: string | null | undefined;
}

export interface DiscountCart {
  lines: readonly DiscountLine[];
  /** What shipping costs before any discount. */
  shippingCents: number;
  /** Two-letter country the order ships to, when known. */
  country?: string | null | undefined;
  now: Date;
  /** No earlier paid order by this account or email. */
  firstOrder: boolean;
  /** The codes the shopper entered, as typed. */
  codes: readonly string[];
  /** The customer's uses so far, by discount id. */
  customerUses?: ReadonlyMap<number, number> | undefined;
}

export interface AppliedDiscount {
  id: number;
  title: string;
  code: string | null;
  /** What it does, in a shopper's words ("10% off your order"). */
  description: string;
  /** Taken off the merchandise. */
  amountCents: number;
  /** Taken off shipping. */
  shippingCents: number;
}

export interface RefusedCode {
  code: string;
  /** Why, in a shopper's words. */
  reason: string;
}

export interface DiscountOutcome {
  applied: AppliedDiscount[];
  refused: RefusedCode[];
  /** What the discounts take off each line, by line id (every line, 0 when nothing). */
  lineCents: Record<string, number>;
  merchandiseCents: number;
  shippingCents: number;
}

export const DISCOUNT_REASONS = {
  invalid: PROMO_CODE_INVALID,
  firstOrders: 'This code is for first orders.',
  alreadyUsed: 'You have already used this code.',
  noItems: 'This code does not apply to the items in your cart.',
  noShippingHere: 'This code does not give free shipping to your country.',
  nothingMore: 'This code takes nothing more off this cart.',
  spendMore: (cents: number) => `Spend ${formatMoney(cents)} more to use this code.`,
  addItems: (count: number) => `Add ${count} more ${count === 1 ? 'item' : 'items'} to use this code.`,
  notWith: (title: string) => `This code cannot be combined with ${title}.`,
} as const;

const STAGE: Record<DiscountRule['kind'], number> = {
  'items-percent': 0,
  'items-amount': 0,
  'buy-get': 0,
  'order-percent': 1,
  'order-amount': 1,
  tiered: 1,
  'free-shipping': 2,
};

const inPriority = (a: Discount, b: Discount) => b.priority - a.priority || a.id - b.id;
const inOrder = (a: Discount, b: Discount) =>
  STAGE[a.rule.kind] - STAGE[b.rule.kind] || b.priority - a.priority || a.id - b.id;

const anyOf = (wanted: readonly (string | number)[] | undefined, value: string | number | null | undefined) =>
  !wanted || wanted.length === 0 || (value !== null && value !== undefined && wanted.includes(value));

function matches(match: ItemMatch, line: DiscountLine): boolean {
  return (
    anyOf(match.productIds, line.productId) &&
    anyOf(match.collections, line.collection) &&
    anyOf(match.categories, line.category) &&
    anyOf(match.sizes, line.size) &&
    anyOf(match.colors, line.color) &&
    (!match.tags || match.tags.length === 0 || (line.tags ?? []).some((tag) => match.tags!.includes(tag)))
  );
}

/** Splits `cents` over the weights in proportion, in whole cents, the remainder to the largest fractions. */
function allocate(cents: number, weights: readonly number[]): number[] {
  let total = 0;
  for (const w of weights) total += w;
  const shares = new Array<number>(weights.length).fill(0);
  if (cents <= 0 || total <= 0) return shares;
  // Whole cents first; each line's fraction kept as an exact integer remainder.
  const remainders = new Array<number>(weights.length);
  let left = cents;
  for (let i = 0; i < weights.length; i++) {
    shares[i] = Math.floor((cents * weights[i]!) / total);
    remainders[i] = (cents * weights[i]!) % total;
    left -= shares[i]!;
  }
  // Fewer cents are left than there are lines: one each to the largest remainders, first line first.
  for (; left > 0; left--) {
    let largest = 0;
    for (let i = 1; i < remainders.length; i++) if (remainders[i]! > remainders[largest]!) largest = i;
    shares[largest]! += 1;
    remainders[largest] = -1;
  }
  return shares;
}

interface Unit {
  line: number;
  cents: number;
  /** The rule may give it, or count it as bought. */
  gives: boolean;
  buys: boolean;
  used: boolean;
}

/**
 * The units given by each use of a buy-get rule, as many uses as the cart allows. Each unit of
 * the reached lines carries its share of what is left of its line; a unit is given or bought,
 * never both. The cheapest units the rule may give are given; the units counted as bought are
 * first those it could not give, then the dearest, so givable ones stay for later uses.
 */
function buyGetUses(
  rule: Extract<DiscountRule, { kind: 'buy-get' }>,
  lines: readonly DiscountLine[],
  left: readonly number[],
): Unit[][] {
  const pool: Unit[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const gives = matches(rule.get.items, line);
    const buys = matches(rule.buy.items, line);
    if ((!gives && !buys) || line.quantity <= 0) continue;
    const base = Math.floor(left[i]! / line.quantity);
    const extra = left[i]! - base * line.quantity;
    for (let k = 0; k < line.quantity; k++)
      pool.push({ line: i, cents: base + (k < extra ? 1 : 0), gives, buys, used: false });
  }
  const givable = pool.filter((u) => u.gives).sort((a, b) => a.cents - b.cents || a.line - b.line);
  const buyable = pool
    .filter((u) => u.buys)
    .sort((a, b) => Number(a.gives) - Number(b.gives) || b.cents - a.cents || a.line - b.line);
  let nextGiven = 0;
  let nextBought = 0;
  const take = (list: Unit[], from: number, count: number): [Unit[], number] => {
    const taken: Unit[] = [];
    let at = from;
    for (; at < list.length && taken.length < count; at++) if (!list[at]!.used) taken.push(list[at]!);
    return [taken, at];
  };
  const uses: Unit[][] = [];
  const limit = rule.maxUses ?? Infinity;
  while (uses.length < limit) {
    const [given, afterGiven] = take(givable, nextGiven, rule.get.quantity);
    if (given.length < rule.get.quantity) break;
    for (const unit of given) unit.used = true;
    const [bought, afterBought] = take(buyable, nextBought, rule.buy.quantity);
    if (bought.length < rule.buy.quantity) break;
    for (const unit of bought) unit.used = true;
    nextGiven = afterGiven;
    nextBought = afterBought;
    uses.push(given);
  }
  return uses;
}

const subtotalOf = (lines: readonly DiscountLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
const unitCount = (lines: readonly DiscountLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const bestTier = (rule: Extract<DiscountRule, { kind: 'tiered' }>, subtotal: number) =>
  [...rule.tiers]
    .filter((tier) => subtotal >= tier.minSubtotalCents)
    .sort((a, b) => b.minSubtotalCents - a.minSubtotalCents)[0];

/** Why the discount cannot apply to this cart as it is, or undefined when it can. */
function refusal(discount: Discount, cart: DiscountCart, subtotal: number, units: number): string | undefined {
  const { rule } = discount;
  const started = !discount.startsAt || discount.startsAt <= cart.now;
  const ended = discount.endsAt ? discount.endsAt <= cart.now : false;
  const spent =
    discount.usageLimit !== null &&
    discount.usageLimit !== undefined &&
    (discount.usedCount ?? 0) >= discount.usageLimit;
  if (!discount.active || !started || ended || spent) return DISCOUNT_REASONS.invalid;
  const limit = discount.perCustomerLimit;
  if (limit !== null && limit !== undefined && (cart.customerUses?.get(discount.id) ?? 0) >= limit)
    return DISCOUNT_REASONS.alreadyUsed;
  if (discount.firstOrderOnly && !cart.firstOrder) return DISCOUNT_REASONS.firstOrders;
  if (discount.minSubtotalCents && subtotal < discount.minSubtotalCents)
    return DISCOUNT_REASONS.spendMore(discount.minSubtotalCents - subtotal);
  if (discount.minQuantity && units < discount.minQuantity)
    return DISCOUNT_REASONS.addItems(discount.minQuantity - units);
  switch (rule.kind) {
    case 'items-percent':
    case 'items-amount':
      return cart.lines.some((line) => line.quantity > 0 && matches(rule.items, line))
        ? undefined
        : DISCOUNT_REASONS.noItems;
    case 'free-shipping': {
      const country = (cart.country ?? '').toUpperCase();
      return !rule.countries?.length || rule.countries.includes(country) ? undefined : DISCOUNT_REASONS.noShippingHere;
    }
    case 'tiered': {
      if (rule.tiers.length === 0) return DISCOUNT_REASONS.invalid;
      const lowest = Math.min(...rule.tiers.map((tier) => tier.minSubtotalCents));
      return subtotal >= lowest ? undefined : DISCOUNT_REASONS.spendMore(lowest - subtotal);
    }
    case 'buy-get': {
      // Some items can be given and others bought, without counting one twice, exactly when
      // there are enough of each and enough of the two together.
      let givable = 0;
      let buyable = 0;
      let either = 0;
      for (const line of cart.lines) {
        const gives = matches(rule.get.items, line);
        const buys = matches(rule.buy.items, line);
        givable += gives ? line.quantity : 0;
        buyable += buys ? line.quantity : 0;
        either += gives || buys ? line.quantity : 0;
      }
      const missing = Math.max(
        rule.get.quantity - givable,
        rule.buy.quantity - buyable,
        rule.buy.quantity + rule.get.quantity - either,
      );
      return missing <= 0 ? undefined : DISCOUNT_REASONS.addItems(missing);
    }
    default:
      return undefined;
  }
}

interface Priced {
  applied: AppliedDiscount[];
  lineCents: number[];
  shippingCents: number;
  saved: number;
}

/** What the rule takes off each line, given what the earlier discounts left of it. */
function takeOf(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  left: readonly number[],
  subtotal: number,
): number[] {
  const take = new Array<number>(lines.length).fill(0);
  const total = () => left.reduce((sum, cents) => sum + cents, 0);
  switch (rule.kind) {
    case 'items-percent':
      for (let i = 0; i < lines.length; i++)
        if (matches(rule.items, lines[i]!)) take[i] = Math.round((left[i]! * rule.percent) / 100);
      return take;
    case 'items-amount':
      for (let i = 0; i < lines.length; i++)
        if (matches(rule.items, lines[i]!)) take[i] = rule.amountCents * lines[i]!.quantity;
      return take;
    case 'order-percent':
      return allocate(Math.round((total() * rule.percent) / 100), left);
    case 'order-amount':
      return allocate(Math.min(rule.amountCents, total()), left);
    case 'tiered':
      return allocate(Math.min(bestTier(rule, subtotal)?.amountCents ?? 0, total()), left);
    case 'buy-get':
      for (const given of buyGetUses(rule, lines, left)) {
        for (const unit of given) take[unit.line]! += Math.round((unit.cents * Math.min(rule.get.percent, 100)) / 100);
      }
      return take;
    case 'free-shipping':
      return take;
  }
}

/** Applies the discounts in their order, each on what the earlier ones left. */
function applyAll(discounts: readonly Discount[], cart: DiscountCart, subtotal: number): Priced {
  const { lines } = cart;
  const left = lines.map((line) => Math.max(0, line.unitPriceCents * line.quantity));
  let shippingLeft = Math.max(0, cart.shippingCents);
  const applied: AppliedDiscount[] = [];
  for (const discount of [...discounts].sort(inOrder)) {
    const take = takeOf(discount.rule, lines, left, subtotal);
    const shipping = discount.rule.kind === 'free-shipping' ? shippingLeft : 0;
    let amountCents = 0;
    for (let i = 0; i < lines.length; i++) {
      take[i] = Math.max(0, Math.min(take[i]!, left[i]!));
      amountCents += take[i]!;
    }
    if (amountCents === 0 && shipping === 0) continue;
    for (let i = 0; i < lines.length; i++) left[i]! -= take[i]!;
    shippingLeft -= shipping;
    applied.push({
      id: discount.id,
      title: discount.title,
      code: discount.code,
      description: '',
      amountCents,
      shippingCents: shipping,
    });
  }
  const lineCents = lines.map((line, i) => Math.max(0, line.unitPriceCents * line.quantity) - left[i]!);
  const shippingCents = Math.max(0, cart.shippingCents) - shippingLeft;
  return { applied, lineCents, shippingCents, saved: lineCents.reduce((sum, cents) => sum + cents, 0) + shippingCents };
}

/** What the discounts take off this cart, which applied, and why each entered code did not. */
export function priceDiscounts(discounts: readonly Discount[], cart: DiscountCart): DiscountOutcome {
  const entered = [...new Set(cart.codes.map(normalisePromoCode).filter(Boolean))];
  const subtotal = subtotalOf(cart.lines);
  const units = unitCount(cart.lines);
  const refused: RefusedCode[] = [];
  const eligible: Discount[] = [];
  for (const code of entered) {
    const discount = discounts.find((d) => d.code === code);
    const reason = discount ? refusal(discount, cart, subtotal, units) : DISCOUNT_REASONS.invalid;
    if (reason) refused.push({ code, reason });
    else eligible.push(discount!);
  }
  for (const discount of discounts)
    if (discount.code === null && !refusal(discount, cart, subtotal, units)) eligible.push(discount);

  // The choices: every combinable discount together, or one exclusive discount alone; each
  // led by its first in priority, which settles a tie in savings.
  const together = eligible.filter((d) => d.combinable);
  const choices = [
    ...(together.length > 0 ? [together] : []),
    ...eligible.filter((d) => !d.combinable).map((d) => [d]),
  ];
  let best: { choice: Discount[]; lead: Discount; priced: Priced } | undefined;
  for (const choice of choices) {
    const lead = choice.reduce((a, b) => (inPriority(a, b) <= 0 ? a : b));
    const priced = applyAll(choice, cart, subtotal);
    if (
      !best ||
      priced.saved > best.priced.saved ||
      (priced.saved === best.priced.saved && inPriority(lead, best.lead) < 0)
    )
      best = { choice, lead, priced };
  }

  const priced = best?.priced ?? { applied: [], lineCents: cart.lines.map(() => 0), shippingCents: 0, saved: 0 };
  const appliedIds = new Set(priced.applied.map((a) => a.id));
  for (const discount of eligible) {
    if (discount.code === null || appliedIds.has(discount.id)) continue;
    const reason = best!.choice.includes(discount)
      ? DISCOUNT_REASONS.nothingMore
      : DISCOUNT_REASONS.notWith(best!.lead.title);
    refused.push({ code: discount.code, reason });
  }
  const lineCents = Object.fromEntries(cart.lines.map((line, i) => [line.id, priced.lineCents[i]!]));
  return {
    applied: priced.applied.map((a) => ({
      ...a,
      description: describeRule(eligible.find((d) => d.id === a.id)!.rule),
    })),
    refused: entered.flatMap((code) => refused.filter((r) => r.code === code)),
    lineCents,
    merchandiseCents: priced.lineCents.reduce((sum, cents) => sum + cents, 0),
    shippingCents: priced.shippingCents,
  };
}
