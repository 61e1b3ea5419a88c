// Pricing a cart's discounts from what is stored: the cart's check, the checkout's preview and
// the order placement all come here, and through it to the one shared priceDiscounts, so they
// show the same figures. Unknown, paused, not yet started, ended, used-up and oddly formed
// codes all get one identical answer, so nobody can tell which codes exist.
import { priceDiscounts, type DiscountLine, type DiscountOutcome } from '../../shared/discounts/price';
import { describeRule, type Discount } from '../../shared/discounts/rules';
import { customerKeyOf } from '../../shared/customer-key';
import { normalisePromoCode } from '../../shared/pricing';
import { PROMO_CODE_INVALID, PROMO_CODE_MAX } from '../../shared/promo-codes';
import type { Tx } from '../db/database';
import { badRequest } from '../http/errors';
import { USED_UP } from './claims';
import { discountsFor, isFirstOrder, productFacts, usesOf, type Customer } from './queries';

export interface DiscountCartInput {
  /** Lines with their server prices; collection and tags are read here. */
  lines: readonly Omit<DiscountLine, 'collection' | 'tags'>[];
  /** What shipping costs before any discount. */
  shippingCents: number;
  country: string | null;
  codes: readonly string[];
  /** The shopper's email when known, and their account when signed in. */
  email: string | null;
  accountId: number | null;
  /** The earlier attempt's unpaid order that placing this one cancels (see Customer). */
  replacingOrderId?: number | null;
  now: Date;
}

export interface PricedDiscounts {
  outcome: DiscountOutcome;
  /** The discounts that applied, as read. */
  applied: Discount[];
  /** Every discount read for the cart. */
  read: Discount[];
  customer: Customer;
}

const storedCode = (code: string) => {
  const normal = normalisePromoCode(code);
  return normal.length > 0 && normal.length <= PROMO_CODE_MAX ? [normal] : [];
};

export async function priceCartDiscounts(tx: Tx, input: DiscountCartInput): Promise<PricedDiscounts> {
  const customer: Customer = {
    key: input.email ? customerKeyOf(input.email) : null,
    accountId: input.accountId,
    replacingOrderId: input.replacingOrderId ?? null,
  };
  const discounts = await discountsFor(tx, input.codes.flatMap(storedCode), input.now);
  if (discounts.length === 0 && input.codes.length === 0) {
    return {
      outcome: priceDiscounts([], {
        ...input,
        lines: input.lines,
        firstOrder: true,
      }),
      applied: [],
      read: [],
      customer,
    };
  }
  const facts = await productFacts(
    tx,
    input.lines.map((line) => line.productId),
  );
  const lines = input.lines.map((line) => ({
    ...line,
    ...facts.get(line.productId),
  }));
  const [customerUses, firstOrder] = await Promise.all([usesOf(tx, customer), isFirstOrder(tx, customer)]);
  const outcome = priceDiscounts(discounts, {
    lines,
    shippingCents: input.shippingCents,
    country: input.country,
    now: input.now,
    firstOrder,
    codes: input.codes,
    customerUses,
  });
  const applied = outcome.applied.map((a) => discounts.find((d) => d.id === a.id)!);
  return { outcome, applied, read: discounts, customer };
}

const running = (discount: Discount, now: Date) =>
  discount.active && (!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now);
const usedUp = (discount: Discount) => discount.usageLimit != null && (discount.usedCount ?? 0) >= discount.usageLimit;

/**
 * Why the order refuses the first code that does not apply. A running code whose last use went
 * to another order says so: the shopper saw it accepted moments ago. The cart's check keeps the
 * one answer for every code that cannot be used, so codes cannot be probed there.
 */
export function placementRefusal(priced: PricedDiscounts, now: Date): string | undefined {
  const refused = priced.outcome.refused[0];
  if (!refused) return undefined;
  const discount = priced.read.find((d) => d.code === refused.code);
  return discount && refused.reason === PROMO_CODE_INVALID && running(discount, now) && usedUp(discount)
    ? USED_UP
    : refused.reason;
}

/**
 * The promo box's check of a code alone, before any cart is sent: whether it could apply at
 * all (running, not used up). What it takes off a cart is the preview's answer.
 */
export async function checkCode(
  tx: Tx,
  rawCode: string,
  now = new Date(),
): Promise<{
  code: string;
  title: string;
  description: string;
  percentOff: number | null;
}> {
  const [discount] = await discountsFor(tx, storedCode(rawCode), now).then((found) =>
    found.filter((d) => d.code !== null),
  );
  if (!discount || !running(discount, now) || usedUp(discount)) throw badRequest('code', PROMO_CODE_INVALID);
  return {
    code: discount.code!,
    title: discount.title,
    description: describeRule(discount.rule),
    percentOff: discount.rule.kind === 'order-percent' ? discount.rule.percent : null,
  };
}
