// The size guide's charts and the size finder's rule, in one place so the
// tables a shopper reads and the size the finder recommends can never disagree.
// Body measurements in inches (weight in pounds), US sizing. The charts list the sizes the
// store sells in its garments: XS-XXL, jeans by waist (24-36) and kids 2T-8T; kids also have
// the usual US kids' sizes 4-12, so a parent who knows their child's size can read it across.
import { JEANS_SIZES, KIDS_SIZES, SIZES } from './store';

/** US kids' sizes for girls and boys, by age (shown beside the toddler sizes 2T-8T). */
export const KIDS_AGE_SIZES = ['4', '5', '6', '7', '8', '10', '12'] as const;

/** Body measurements a shopper can take (see the guide's "How to measure"). */
export const MEASURES = {
  bust: 'Bust',
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  inseam: 'Inseam',
  neck: 'Neck',
  height: 'Height',
  weight: 'Weight',
} as const;
export type Measure = keyof typeof MEASURES;

/** The unit each measure is taken in: a tape measure's inches, or a scale's pounds. */
export const MEASURE_UNITS: Readonly<Record<Measure, { short: string; long: string }>> = {
  bust: { short: 'in', long: 'inches' },
  chest: { short: 'in', long: 'inches' },
  waist: { short: 'in', long: 'inches' },
  hips: { short: 'in', long: 'inches' },
  inseam: { short: 'in', long: 'inches' },
  neck: { short: 'in', long: 'inches' },
  height: { short: 'in', long: 'inches' },
  weight: { short: 'lb', long: 'pounds' },
};

/** Garment facts shown beside the body measurements; they do not decide a size. */
export const DETAILS = {
  usSize: 'US size',
  length: 'Dress length',
  inseam: 'Inseam',
} as const;
export type Detail = keyof typeof DETAILS;

/**
 * Inclusive range in the measure's unit. A size's ranges may leave gaps to the next size: a shopper in a gap is between
 * sizes.
 */
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
const WOMEN_BUST: Range[] = [
  [32, 33],
  [34, 35],
  [36, 37],
  [38, 40],
  [41, 43],
  [44, 46],
];
const WOMEN_WAIST: Range[] = [
  [24, 25],
  [26, 27],
  [28, 29],
  [30, 32],
  [33, 35],
  [36, 38],
];
const WOMEN_HIPS: Range[] = [
  [34, 35],
  [36, 37],
  [38, 39],
  [40, 42],
  [43, 45],
  [46, 48],
];

const MEN_CHEST: Range[] = [
  [32, 34],
  [35, 37],
  [38, 40],
  [41, 43],
  [44, 46],
  [47, 49],
];
const MEN_WAIST: Range[] = [
  [26, 28],
  [29, 31],
  [32, 34],
  [35, 37],
  [38, 40],
  [41, 43],
];
const MEN_HIPS: Range[] = [
  [32, 34],
  [35, 37],
  [38, 40],
  [41, 43],
  [44, 46],
  [47, 49],
];
const MEN_NECK: Range[] = [
  [13, 13.5],
  [14, 14.5],
  [15, 15.5],
  [16, 16.5],
  [17, 17.5],
  [18, 18.5],
];

// Jeans are sold by waist size: the size is the body waist it fits, in inches.
const WOMEN_JEANS_US = ['00', '2', '6', '10', '14', '18', '22'];
const WOMEN_JEANS_WAIST: Range[] = [
  [24, 25],
  [26, 27],
  [28, 29],
  [30, 31],
  [32, 33],
  [34, 35],
  [36, 37],
];
const WOMEN_JEANS_HIPS: Range[] = [
  [34, 35],
  [36, 37],
  [38, 39],
  [40, 41],
  [42, 43],
  [44, 45],
  [46, 47],
];
const MEN_JEANS_SIZES = JEANS_SIZES.filter((size) => Number(size) >= 28);
const MEN_JEANS_WAIST: Range[] = [
  [28, 29],
  [30, 31],
  [32, 33],
  [34, 35],
  [36, 37],
];
const MEN_JEANS_HIPS: Range[] = [
  [35, 36],
  [37, 38],
  [39, 40],
  [41, 42],
  [43, 44],
];

// Toddler and little-kid sizes 2T-8T: height and weight first, as most parents know them.
const KIDS_HEIGHT: Range[] = [
  [33, 35],
  [36, 38],
  [39, 41],
  [42, 44],
  [45, 47],
  [48, 50],
  [51, 53],
];
const KIDS_WEIGHT: Range[] = [
  [26, 29],
  [30, 33],
  [34, 38],
  [39, 43],
  [44, 49],
  [50, 56],
  [57, 64],
];
// Kids' sizes 4-12: cut longer and slimmer than the toddler size of the same number.
const KIDS_AGE_HEIGHT: Range[] = [
  [39, 41],
  [42, 44],
  [45, 47],
  [48, 50],
  [51, 53],
  [54, 56],
  [57, 59],
];
const KIDS_AGE_WEIGHT: Range[] = [
  [35, 39],
  [40, 45],
  [46, 52],
  [53, 60],
  [61, 70],
  [71, 84],
  [85, 100],
];
/** Boys' chest and waist run half an inch fuller than girls' in the same size. */
const fuller = (ranges: readonly Range[]): Range[] => ranges.map(([min, max]) => [min + 0.5, max + 0.5]);
const GIRLS_CHEST: Range[] = [
  [20, 20.5],
  [21, 21.5],
  [22, 22.5],
  [23, 23.5],
  [24, 24.5],
  [25, 25.5],
  [26, 26.5],
];
const GIRLS_WAIST: Range[] = [
  [19.5, 20],
  [20, 20.5],
  [20.5, 21],
  [21, 21.5],
  [21.5, 22],
  [22, 22.5],
  [22.5, 23],
];
const GIRLS_AGE_CHEST: Range[] = [
  [22.5, 23],
  [23.5, 24],
  [24.5, 25],
  [25.5, 26],
  [26.5, 27],
  [28, 29],
  [29.5, 30.5],
];
const GIRLS_AGE_WAIST: Range[] = [
  [21, 21.5],
  [21.5, 22],
  [22, 22.5],
  [22.5, 23],
  [23, 23.5],
  [24, 24.5],
  [25, 25.5],
];

/** A kids' chart: height and weight first, as most parents know them, then chest and waist. */
function kidsChart<Id extends string>(
  id: Id,
  title: string,
  sizes: readonly string[],
  columns: Columns<'height' | 'weight' | 'chest' | 'waist'>,
) {
  return {
    id,
    group: 'kids',
    title,
    measures: ['height', 'weight', 'chest', 'waist'],
    details: [],
    rows: rowsOf(sizes, columns),
  } as const;
}

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
    id: 'women-jeans',
    group: 'women',
    title: "Women's jeans",
    measures: ['waist', 'hips'],
    details: ['usSize', 'inseam'],
    rows: rowsOf(
      JEANS_SIZES,
      { waist: WOMEN_JEANS_WAIST, hips: WOMEN_JEANS_HIPS },
      { usSize: WOMEN_JEANS_US, inseam: ['30', '30', '30.5', '30.5', '31', '31', '31'] },
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
    id: 'men-jeans',
    group: 'men',
    title: "Men's jeans",
    measures: ['waist', 'hips'],
    details: ['inseam'],
    rows: rowsOf(
      MEN_JEANS_SIZES,
      { waist: MEN_JEANS_WAIST, hips: MEN_JEANS_HIPS },
      { inseam: ['30', '32', '32', '32', '32'] },
    ),
  },
  kidsChart('kids-girls', 'Girls 2T–8T', KIDS_SIZES, {
    height: KIDS_HEIGHT,
    weight: KIDS_WEIGHT,
    chest: GIRLS_CHEST,
    waist: GIRLS_WAIST,
  }),
  kidsChart('kids-girls-4-12', 'Girls 4–12', KIDS_AGE_SIZES, {
    height: KIDS_AGE_HEIGHT,
    weight: KIDS_AGE_WEIGHT,
    chest: GIRLS_AGE_CHEST,
    waist: GIRLS_AGE_WAIST,
  }),
  kidsChart('kids-boys', 'Boys 2T–8T', KIDS_SIZES, {
    height: KIDS_HEIGHT,
    weight: KIDS_WEIGHT,
    chest: fuller(GIRLS_CHEST),
    waist: fuller(GIRLS_WAIST),
  }),
  kidsChart('kids-boys-4-12', 'Boys 4–12', KIDS_AGE_SIZES, {
    height: KIDS_AGE_HEIGHT,
    weight: KIDS_AGE_WEIGHT,
    chest: fuller(GIRLS_AGE_CHEST),
    waist: fuller(GIRLS_AGE_WAIST),
  }),
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
  /**
   * exact: every measurement sits inside the size; sized-up: between sizes, or measurements point to different sizes.
   */
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
    return typeof value === 'number' && Number.isFinite(value) && value > 0
      ? [placeMeasure(chart, measure, value)]
      : [];
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

const WOMEN_BOTTOMS = new Set(['bottoms', 'cargos', 'skirts']);
const WOMEN_DRESSES = new Set(['dresses', 'jumpsuits']);
const WOMEN_TOPS = new Set(['blouses', 'shirts', 'tops', 't-shirts']);
const MEN_PANTS = new Set(['cargos', 'shorts', 'trousers', 'pants']);
const MEN_SHIRTS = new Set(['polos', 'polo', 't-shirts', 'shirts']);

/**
 * The chart a product is sized by, for the product page's size finder: none for one-size
 * pieces and accessories. Jeans go by waist size, kids' garments by 2T-8T.
 */
export function chartForProduct(product: {
  category: string;
  subcategory: string;
  sizes: readonly string[];
}): ChartId | null {
  if (product.sizes.length < 2) return null;
  const sub = product.subcategory;
  if (product.category === 'women') {
    if (sub === 'jeans') return 'women-jeans';
    if (WOMEN_BOTTOMS.has(sub)) return 'women-bottoms';
    if (WOMEN_DRESSES.has(sub)) return 'women-dresses';
    if (WOMEN_TOPS.has(sub)) return 'women-tops';
  }
  if (product.category === 'men') {
    if (sub === 'jeans') return 'men-jeans';
    if (MEN_PANTS.has(sub)) return 'men-pants';
    if (MEN_SHIRTS.has(sub)) return 'men-shirts';
  }
  if (product.category === 'kids') {
    if (sub.startsWith('girls-')) return 'kids-girls';
    if (sub.startsWith('boys-')) return 'kids-boys';
  }
  return null;
}
