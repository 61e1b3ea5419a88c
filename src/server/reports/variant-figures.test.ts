// Each variant's running totals by month against its days: whatever order figures arrive in
// (days long past after recent ones, a variant's first figures in a month before its others),
// the figures through any day read from the running totals equal a plain sum of the days up to
// it, whichever way the read is taken; rebuilding from the days gives the very rows kept; and
// writers at the same moment for the same variants lose nothing.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schemas/reports';
import type { Database } from '../db/database';
import { variantSalesByDay, variantSalesSpan, variantSalesThroughMonth } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { addVariantFigures, rebuildVariantMonths, variantFiguresThrough } from './variant-figures';

interface Figures {
  day: string;
  variant: number;
  units: number;
  sales: number;
  returned: number;
  refunded: number;
}

const TODAY = '2026-03-14';

let test: TestDatabase;
let db: Database['db'];
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
});
afterAll(async () => test?.drop());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `figures` as the store's writers pass them: summed by day and variant, in variant order. */
const asRows = (figures: readonly Figures[]) => sql`
  select day::date, variant_id, sum(units)::int, sum(sales)::bigint, sum(returned)::int, sum(refunded)::bigint
  from (values ${sql.join(
    figures.map(
      (f) =>
        sql`(${f.day}, ${f.variant}::int, ${f.units}::int, ${f.sales}::bigint, ${f.returned}::int, ${f.refunded}::bigint)`,
    ),
    sql`, `,
  )}) as f (day, variant_id, units, sales, returned, refunded)
  group by 1, 2
  order by 2, 1`;

type Sums = Record<number, [number, number, number, number]>;

async function readThrough(day: string, today: string): Promise<Sums> {
  const result = rowsOf<{ variant_id: number; units: string; sales: string; returned: string; refunded: string }>(
    await db.execute(sql`
      select variant_id, sum(units) as units, sum(sales_cents) as sales, sum(returned_units) as returned, sum(refunded_cents) as refunded
      from (${variantFiguresThrough(day, today)}) as f (variant_id, units, sales_cents, returned_units, refunded_cents)
      group by variant_id`),
  );
  const sums: Sums = {};
  for (const row of result)
    if ([row.units, row.sales, row.returned, row.refunded].some((value) => Number(value) !== 0))
      sums[row.variant_id] = [Number(row.units), Number(row.sales), Number(row.returned), Number(row.refunded)];
  return sums;
}

function plainSums(figures: readonly Figures[], day: string): Sums {
  const sums: Sums = {};
  for (const f of figures.filter((f) => f.day <= day)) {
    const sum = (sums[f.variant] ??= [0, 0, 0, 0]);
    sum[0] += f.units;
    sum[1] += f.sales;
    sum[2] += f.returned;
    sum[3] += f.refunded;
  }
  for (const [variant, sum] of Object.entries(sums))
    if (sum.every((value) => value === 0)) delete sums[Number(variant)];
  return sums;
}

const clear = async () => {
  await db.execute(sql`delete from ${variantSalesByDay}`);
  await db.execute(sql`delete from ${variantSalesThroughMonth}`);
  await db.execute(sql`delete from ${variantSalesSpan}`);
};

const kept = async () => ({
  months: await db
    .select()
    .from(variantSalesThroughMonth)
    .orderBy(variantSalesThroughMonth.variantId, variantSalesThroughMonth.month),
  spans: await db.select().from(variantSalesSpan).orderBy(variantSalesSpan.variantId),
});

const figuresArbitrary = fc.record({
  day: fc.integer({ min: -400, max: 0 }).map((offset) => addDays(TODAY, offset)),
  variant: fc.integer({ min: 1, max: 4 }),
  units: fc.integer({ min: 0, max: 3 }),
  sales: fc.integer({ min: 0, max: 20_000 }),
  returned: fc.integer({ min: 0, max: 2 }),
  refunded: fc.integer({ min: 0, max: 9_000 }),
});

describe('variant running totals by month', () => {
  it('give the figures through any day that the days themselves add up to', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(figuresArbitrary, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        async (batches) => {
          await clear();
          for (const batch of batches) await db.transaction((tx) => addVariantFigures(tx, asRows(batch)));
          const figures = batches.flat();
          const days = new Set<string>([TODAY, addDays(TODAY, -401), '2026-02-28', '2025-12-31', '2026-01-01']);
          for (const f of figures) for (const offset of [-1, 0, 1]) days.add(addDays(f.day, offset));
          for (const day of days) {
            const expected = plainSums(figures, day);
            // Which way the read goes depends on today; what it reads does not.
            expect(await readThrough(day, TODAY), day).toEqual(expected);
            expect(await readThrough(day, day), `${day}, read on the day`).toEqual(expected);
          }
          const before = await kept();
          await db.transaction((tx) => rebuildVariantMonths(tx));
          expect(await kept()).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);

  it('lose nothing when writers add to the same variants at once, in months before and after', async () => {
    await clear();
    const figures: Figures[] = Array.from({ length: 40 }, (_, i) => ({
      day: addDays(TODAY, -((i * 37) % 200)),
      variant: 1 + (i % 3),
      units: 1,
      sales: 100 + i,
      returned: i % 5 === 0 ? 1 : 0,
      refunded: i % 5 === 0 ? 50 : 0,
    }));
    await Promise.all(figures.map((f) => db.transaction((tx) => addVariantFigures(tx, asRows([f])))));
    for (const day of [TODAY, addDays(TODAY, -30), addDays(TODAY, -100), addDays(TODAY, -199)])
      expect(await readThrough(day, TODAY), day).toEqual(plainSums(figures, day));
    const before = await kept();
    await db.transaction((tx) => rebuildVariantMonths(tx));
    expect(await kept()).toEqual(before);
  }, 120_000);
});
