// Seasonal content is dated from today, so it never reads as a past season: a season's year is
// this year's until the season is over, then next year's, and the blog's posts are dated some
// days before today. Days are UTC days, so the server's render and the browser's agree in any
// time zone.

export type Season = 'spring' | 'summer';

/** The last month (0-based, UTC) of each season: spring ends May 31, summer August 31. */
const LAST_MONTH: Record<Season, number> = { spring: 4, summer: 7 };

/** The year of the season now or next: this year's until the season is over, then next year's. */
export function seasonYear(season: Season, today: Date = new Date()): number {
  const year = today.getUTCFullYear();
  return today.getUTCMonth() <= LAST_MONTH[season] ? year : year + 1;
}

/** 2027 as "27". */
export const shortYear = (year: number) => String(year % 100).padStart(2, '0');

const DAY_MS = 86_400_000;

/** Midnight (UTC) of the day `days` before today's. */
export function daysBefore(days: number, today: Date = new Date()): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - days * DAY_MS);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 18, 2026", read in UTC (no locale data: the server and every browser write it alike). */
export const longDate = (day: Date) => `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
