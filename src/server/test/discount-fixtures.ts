// Discounts for tests, written as the percentage codes most tests need.
import type { discounts } from '../db/schema';

export interface PercentCode {
  code: string;
  percentOff: number;
  usageLimit?: number | null;
  usedCount?: number;
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean;
  active?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** Rows for the discounts table: a code taking a percentage off the whole order. */
export function percentCodes(codes: PercentCode | readonly PercentCode[]): (typeof discounts.$inferInsert)[] {
  return [codes].flat().map(({ code, percentOff, active = true, ...rest }) => ({
    title: `${percentOff}% off (${code})`,
    code,
    rule: { kind: 'order-percent', percent: percentOff },
    paused: !active,
    ...rest,
  }));
}
