// Money is integer cents in code, numeric(10,2) in the database, "$12.34" on screen.

/** "12.34" or 12.34 -> 1234. Rounds half away from zero on the third decimal. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(amount)}`);
  return Math.sign(value) * Math.round(Math.abs(value) * 100);
}

/** 1234 -> "12.34" (the database and storefront decimal form). */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 1234567 -> "1,234,567". By hand: toLocaleString builds a number formatter on every call, which made formatting the
 * prices of one page a 100 ms task on a throttled phone.
 */
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** 1234 -> "$12.34" */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
