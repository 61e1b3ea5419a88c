// Counts under a filter are exact up to a cap; past it the server stops counting and answers
// COUNT_CAP + 1, which the storefront and the admin's order list show as "10,000+". Large
// stores do the same: an exact figure in the millions costs a full scan and tells the reader
// nothing more. A list may count to a lower cap of its own (the order list's searches).
import { groupThousands } from '../money';

export const COUNT_CAP = 10_000;

/** True when a count answered by the server stands for "more than the cap" (COUNT_CAP unless given). */
export const isCappedCount = (count: number, cap = COUNT_CAP): boolean => count > cap;

/**
 * "1,234" or "10,000+" (grouped by hand: a filter panel formats hundreds of counts, and toLocaleString builds a
 * formatter each time).
 */
export function formatCount(count: number, cap = COUNT_CAP): string {
  return isCappedCount(count, cap) ? `${groupThousands(cap)}+` : groupThousands(count);
}
