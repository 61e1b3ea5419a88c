// Counts under a filter are exact up to a cap; past it the server stops counting and answers
// COUNT_CAP + 1, which the storefront shows as "10,000+". Large stores do the same: an exact
// figure in the millions costs a full scan and tells the shopper nothing more.
import { groupThousands } from '../money';

export const COUNT_CAP = 10_000;

/** True when a count answered by the server stands for "more than COUNT_CAP". */
export const isCappedCount = (count: number): boolean => count > COUNT_CAP;

/** "1,234" or "10,000+" (grouped by hand: a filter panel formats hundreds of counts, and toLocaleString builds a formatter each time). */
export function formatCount(count: number): string {
  return isCappedCount(count) ? `${groupThousands(COUNT_CAP)}+` : groupThousands(count);
}
