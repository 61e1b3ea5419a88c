// How the reports name their days and compare a figure with the period before, in staff's words.
import { toCents } from '../../../../shared/money';
import type { SalesPeriod } from '../../../../shared/schemas/reports';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 3": a chart's label for the period starting that day. */
export const periodLabel = (row: Pick<SalesPeriod, 'from'>) => shortDay.format(at(row.from));

/** "Nov 3, 2026", or "Nov 3 – Nov 9, 2026" for a week or month. */
export const periodName = (row: Pick<SalesPeriod, 'from' | 'to'>) =>
  row.from === row.to
    ? fullDay.format(at(row.from))
    : `${shortDay.format(at(row.from))} – ${fullDay.format(at(row.to))}`;

/** "+25%", "−10%", "no change", or "new" when there was nothing before to compare with. */
export function changeFrom(now: string | number, before: string | number): string {
  const [a, b] = typeof now === 'number' ? [now, Number(before)] : [toCents(now), toCents(String(before))];
  if (a === b) return 'no change';
  if (b === 0) return 'new';
  const percent = Math.round(((a - b) / Math.abs(b)) * 100);
  return percent === 0 ? 'no change' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
