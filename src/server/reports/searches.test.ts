// The searches report over ranges that hold whole months (read from search_terms_by_month) and
// days around them (read from search_terms_by_day) says exactly what the days' own counts add up
// to: searches, searches that found nothing, distinct terms, and the top lists. The months are
// written with the days and equal their sums.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schemas/reports';
import { TOP_SEARCHES } from '../../shared/schemas/reports-money';
import { searchTermsByDay, searchTermsByMonth } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { createSearchLog, searchesReport } from './searches';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.drop());

/** Days from late November to early April: across a new year and four whole months. */
const FIRST_DAY = '2025-11-20';
const DAYS = 140;
const TERMS = ['linen dress', 'wool coat', 'red shoes', 'zebra velvet', 'silk scarf', 'denim'];

const searchArbitrary = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  term: fc.constantFrom(...TERMS),
  found: fc.boolean(),
});

interface Counts {
  searches: number;
  foundNothing: number;
}

/** What the days from `from` to `to` add up to, term by term, from the daily rows. */
async function daysSummed(from: string, to: string) {
  const days = await test.database.db.select().from(searchTermsByDay);
  const byTerm = new Map<string, Counts>();
  for (const row of days) {
    if (row.day < from || row.day > to) continue;
    const counts = byTerm.get(row.term) ?? { searches: 0, foundNothing: 0 };
    counts.searches += row.searches;
    counts.foundNothing += row.zeroResults;
    byTerm.set(row.term, counts);
  }
  const terms = [...byTerm].map(([term, counts]) => ({ term, ...counts }));
  const sum = (key: keyof Counts) => terms.reduce((total, term) => total + term[key], 0);
  return {
    current: { from, to, searches: sum('searches'), foundNothing: sum('foundNothing'), terms: terms.length },
    top: [...terms]
      .sort((a, b) => b.searches - a.searches || b.foundNothing - a.foundNothing || (a.term < b.term ? -1 : 1))
      .slice(0, TOP_SEARCHES),
    foundNothing: terms
      .filter((term) => term.foundNothing > 0)
      .sort((a, b) => b.foundNothing - a.foundNothing || b.searches - a.searches || (a.term < b.term ? -1 : 1))
      .slice(0, TOP_SEARCHES),
  };
}

const RANGES = [
  ['2025-12-01', '2026-03-31'],
  ['2025-11-25', '2026-02-10'],
  ['2025-12-15', '2026-01-31'],
  ['2026-01-01', '2026-01-31'],
  ['2026-01-05', '2026-01-20'],
  ['2025-11-20', '2026-04-08'],
] as const;

describe('the searches report over months and days', () => {
  it('equals the sum of the days of its range, whole months read by month', async () => {
    const log = createSearchLog(test.database.db, (error) => {
      throw error;
    });
    await fc.assert(
      fc.asyncProperty(fc.array(searchArbitrary, { minLength: 1, maxLength: 40 }), async (searches) => {
        for (const search of searches)
          log.note(search.term, search.found ? 3 : 0, new Date(`${addDays(FIRST_DAY, search.day)}T12:00:00Z`));
        await log.flush();
        for (const [from, to] of RANGES) {
          const report = await searchesReport(test.database.db, { from, to });
          const expected = await daysSummed(from, to);
          expect(
            { current: report.current, top: report.top, foundNothing: report.foundNothing },
            `${from}..${to}`,
          ).toEqual(expected);
        }
      }),
      { numRuns: 15 },
    );

    // Each month holds the sum of its days.
    const days = await test.database.db.select().from(searchTermsByDay);
    const summed = new Map<string, { month: string; term: string; searches: number; zeroResults: number }>();
    for (const row of days) {
      const month = `${row.day.slice(0, 7)}-01`;
      const sums = summed.get(`${month} ${row.term}`) ?? { month, term: row.term, searches: 0, zeroResults: 0 };
      sums.searches += row.searches;
      sums.zeroResults += row.zeroResults;
      summed.set(`${month} ${row.term}`, sums);
    }
    const months = await test.database.db.select().from(searchTermsByMonth);
    expect(new Map(months.map((row) => [`${row.month} ${row.term}`, row]))).toEqual(summed);
  }, 120_000);
});
