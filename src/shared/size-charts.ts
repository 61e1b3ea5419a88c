// The size guide's charts and the size finder's rule, in one place so the
// tables a shopper reads and the size the finder recommends can never disagree.
// All measurements are body measurements in inches, US sizing.
import { SIZES } from './store';

/** Body measurements a shopper can take (see the guide's "How to measure"). */
export const MEASURES = {
  bust: 'Bust',
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  inseam: 'Inseam',
  neck: 'Neck',
  height: 'Height',
} as const;
export type Measure = keyof typeof MEASURES;

/** Garment facts shown beside the body measurements; they do not decide a size. */
export const DETAILS = {
  usSize: 'US size',
  length: 'Dress length',
  inseam: 'Inseam',
} as const;
export type Detail = keyof typeof DETAILS;

/** Inclusive range in inches. A size's ranges may leave gaps to the next size: a shopper in a gap is between sizes. */
export type Range = readonly [min: number, max: number];

export interface SizeRow {
  size: string;
  fit: Readonly<Partial<Record<Measure, Range>>>;
  details?: Readonly<Partial<Record<Detail, string>>>;
}

export const CHART_GROUPS = ['women', 'men', 'kids'] as const;
export type ChartGroup = (typeof CHART_GROUPS)[number];

export function isChartGroup(value: unknown): value is ChartGroup {
  return CHART_GROUPS.some((group) => group === value);
}

export interface SizeChart {
  id: string;
  group: ChartGroup;
  title: string;
  /** The measurements that decide the size, in the order the table shows them. */
  measures: readonly Measure[];
  details: readonly Detail[];
  rows: readonly SizeRow[];
}

/** The size guide's kids' sizes (girls and boys), which carry a height range. */
export const KIDS_CHART_SIZES = ['4', '5', '6', '7', '8', '10', '12'] as const;

export const SIZE_ADVICE = 'Between sizes? Size up for a more comfortable fit.';

type Columns<M extends Measure> = Record<M, readonly Range[]>;

/** Builds rows from per-measure columns so each chart reads like the printed table. */
function rowsOf<M extends Measure>(
  sizes: readonly string[],
  columns: Columns<M>,
  details: Partial<Record<Detail, readonly string[]>> = {},
): SizeRow[] {
  return sizes.map((size, index) => {
    const fit: Partial<Record<Measure, Range>> = {};
    for (const [measure, ranges] of Object.entries(columns) as Array<[M, readonly Range[]]>) {
      const range = ranges[index];
      if (!range) throw new Error(`Size chart is missing ${measure} for ${size}`);
      fit[measure] = range;
    }
    const rowDetails: Partial<Record<Detail, string>> = {};
    for (const [detail, values] of Object.entries(details) as Array<[Detail, readonly string[]]>) {
      const value = values[index];
      if (value !== undefined) rowDetails[detail] = value;
    }
    return { size, fit, details: rowDetails };
  });
}

const WOMEN_US = ['0–2', '4–6', '8–10', '12–14', '16–18', '20–22'];
const WOMEN_BUST: Range[] = [[32, 33], [34, 35], [36, 37], [38, 40], [41, 43], [44, 46]];
const WOMEN_WAIST: Range[] = [[24, 25], [26, 27], [28, 29], [30, 32], [33, 35], [36, 38]];
const WOMEN_HIPS: Range[] = [[34, 35], [36, 37], [38, 39], [40, 42], [43, 45], [46, 48]];

const MEN_CHEST: Range[] = [[32, 34], [35, 37], [38, 40], [41, 43], [44, 46], [47, 49]];
const MEN_WAIST: Range[] = [[26, 28], [29, 31], [32, 34], [35, 37], [38, 40], [41, 43]];
const MEN_HIPS: Range[] = [[32, 34], [35, 37], [38, 40], [41, 43], [44, 46], [47, 49]];
const MEN_NECK: Range[] = [[13, 13.5], [14, 14.5], [15, 15.5], [16, 16.5], [17, 17.5], [18, 18.5]];

const KIDS_HEIGHT: Range[] = [[39, 41], [42, 44], [45, 47], [48, 50], [51, 53], [54, 56], [57, 59]];

export const SIZE_CHARTS = [
  {
    id: 'women-tops',
    group: 'women',
    title: "Women's tops",
    measures: ['bust', 'waist', 'hips'],
    details: ['usSize'],
    rows: rowsOf(SIZES, { bust: WOMEN_BUST, waist: WOMEN_WAIST, hips: WOMEN_HIPS }, { usSize: WOMEN_US }),
  },
  {
    id: 'women-dresses',
    group: 'women',
    title: "Women's dresses",
    measures: ['bust', 'waist', 'hips'],
    details: ['usSize', 'length'],
    rows: rowsOf(
      SIZES,
      { bust: WOMEN_BUST, waist: WOMEN_WAIST, hips: WOMEN_HIPS },
      { usSize: WOMEN_US, length: ['36', '36.5', '37', '37.5', '38', '38.5'] },
    ),
  },
  {
    id: 'women-bottoms',
    group: 'women',
    title: "Women's bottoms",
    measures: ['waist', 'hips'],
    details: ['usSize', 'inseam'],
    rows: rowsOf(
      SIZES,
      { waist: WOMEN_WAIST, hips: WOMEN_HIPS },
      { usSize: WOMEN_US, inseam: ['29.5', '30', '30.5', '31', '31', '31'] },
    ),
  },
  {
    id: 'men-shirts',
    group: 'men',
    title: "Men's shirts",
    measures: ['chest', 'waist', 'neck'],
    details: [],
    rows: rowsOf(SIZES, { chest: MEN_CHEST, waist: MEN_WAIST, neck: MEN_NECK }),
  },
  {
    id: 'men-pants',
    group: 'men',
    title: "Men's pants",
    measures: ['waist', 'hips'],
    details: ['inseam'],
    rows: rowsOf(SIZES, { waist: MEN_WAIST, hips: MEN_HIPS }, { inseam: ['30', '30', '32', '32', '32', '32'] }),
  },
  {
    id: 'kids-girls',
    group: 'kids',
    title: 'Girls',
    measures: ['height', 'chest', 'waist', 'hips'],
    details: [],
    rows: rowsOf(KIDS_CHART_SIZES, {
      height: KIDS_HEIGHT,
      chest: [[22, 23], [23.5, 24], [24.5, 25], [25.5, 26], [26.5, 27.5], [28, 29], [29.5, 31]],
      waist: [[20.5, 21], [21.5, 21.5], [22, 22], [22.5, 22.5], [23, 23.5], [24, 24.5], [25, 25.5]],
      hips: [[23, 24], [24.5, 25], [25.5, 26], [26.5, 27], [27.5, 28.5], [29, 30.5], [31, 32.5]],
    }),
  },
  {
    id: 'kids-boys',
    group: 'kids',
    title: 'Boys',
    measures: ['height', 'chest', 'waist'],
    details: [],
    rows: rowsOf(KIDS_CHART_SIZES, {
      height: KIDS_HEIGHT,
      chest: [[22, 23], [23.5, 24], [24.5, 25.5], [26, 26.5], [27, 28], [28.5, 29.5], [30, 31.5]],
      waist: [[20.5, 21], [21.5, 22], [22.5, 23], [23.5, 23.5], [24, 24.5], [25, 25.5], [26, 26.5]],
    }),
  },
] as const satisfies readonly SizeChart[];

export type ChartId = (typeof SIZE_CHARTS)[number]['id'];

export function getSizeChart(id: ChartId): SizeChart {
  const chart = SIZE_CHARTS.find((c) => c.id === id);
  if (!chart) throw new Error(`Unknown size chart ${id}`);
  return chart;
}

export function chartsFor(group: ChartGroup): SizeChart[] {
  return SIZE_CHARTS.filter((c) => c.group === group);
}

/** "32–33", or "21.5" when a range is a single value. */
export function formatRange([min, max]: Range): string {
  return min === max ? String(min) : `${min}–${max}`;
}

export type Measurements = Partial<Record<Measure, number | null | undefined>>;

/** Where one measurement lands: inside a size, in the gap below it, or outside the chart. */
export type MeasureFit = 'within' | 'between' | 'below-smallest' | 'above-largest';

export interface MeasureResult {
  measure: Measure;
  value: number;
  /** The size this measurement points to; null when it is above the largest size. */
  size: string | null;
  fit: MeasureFit;
}

export type SizeRecommendation =
  /** exact: every measurement sits inside the size; sized-up: between sizes, or measurements point to different sizes. */
  | { kind: 'size'; size: string; fit: 'exact' | 'sized-up' | 'below-smallest'; results: MeasureResult[] }
  | { kind: 'too-large'; largest: string; results: MeasureResult[] }
  | { kind: 'no-measurements' };

function placeMeasure(chart: SizeChart, measure: Measure, value: number): MeasureResult & { index: number } {
  for (const [index, row] of chart.rows.entries()) {
    const range = row.fit[measure];
    if (!range) continue;
    const [min, max] = range;
    if (value > max) continue;
    const fit: MeasureFit = value >= min ? 'within' : index === 0 ? 'below-smallest' : 'between';
    return { measure, value, size: row.size, fit, index };
  }
  return { measure, value, size: null, fit: 'above-largest', index: chart.rows.length };
}

/**
 * The size to buy for these measurements (inches). Each measurement points to the smallest
 * size whose range reaches it (so a shopper between two sizes gets the larger one); the
 * recommendation is the largest of those, because a garment must fit every measurement.
 * Measurements the chart does not use, and empty or non-positive values, are ignored.
 */
export function recommendSize(chart: SizeChart, measurements: Measurements): SizeRecommendation {
  const placed = chart.measures.flatMap((measure) => {
    const value = measurements[measure];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? [placeMeasure(chart, measure, value)] : [];
  });
  if (placed.length === 0) return { kind: 'no-measurements' };
  const results = placed.map(({ index: _index, ...result }) => result);
  const largest = chart.rows[chart.rows.length - 1]!.size;
  const top = Math.max(...placed.map((p) => p.index));
  const row = chart.rows[top];
  if (!row) return { kind: 'too-large', largest, results };
  const fit = placed.every((p) => p.index === top && p.fit === 'within')
    ? 'exact'
    : top === 0
      ? 'below-smallest'
      : 'sized-up';
  return { kind: 'size', size: row.size, fit, results };
}
