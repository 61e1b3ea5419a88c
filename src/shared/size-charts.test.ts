import { describe, expect, it } from 'vitest';
import { KIDS_AGE_SIZES, SIZE_CHARTS, formatRange, getSizeChart, recommendSize } from './size-charts';
import { JEANS_SIZES, KIDS_SIZES, SIZES } from './store';

const womenTops = getSizeChart('women-tops');
const menShirts = getSizeChart('men-shirts');
const girls = getSizeChart('kids-girls');
const womenJeans = getSizeChart('women-jeans');

describe('size charts', () => {
  it('use XS to XXL for adults, waist sizes for jeans and 2T to 8T and 4 to 12 for kids', () => {
    for (const chart of SIZE_CHARTS) {
      const kids = chart.id.endsWith('-4-12') ? KIDS_AGE_SIZES : KIDS_SIZES;
      const expected =
        chart.group === 'kids'
          ? kids
          : chart.id === 'women-jeans'
            ? JEANS_SIZES
            : chart.id === 'men-jeans'
              ? ['28', '30', '32', '34', '36']
              : SIZES;
      expect(
        chart.rows.map((r) => r.size),
        chart.id,
      ).toEqual([...expected]);
    }
  });

  it('give every size a range for every measure, each range rising with the size', () => {
    for (const chart of SIZE_CHARTS) {
      for (const measure of chart.measures) {
        const ranges = chart.rows.map((r) => r.fit[measure]);
        ranges.forEach((range, i) => {
          expect(range, `${chart.id} ${measure} row ${i}`).toBeDefined();
          const [min, max] = range!;
          expect(min).toBeLessThanOrEqual(max);
          if (i > 0) expect(min, `${chart.id} ${measure} row ${i}`).toBeGreaterThan(ranges[i - 1]![0]);
        });
      }
    }
  });

  it('formats ranges with an en dash, single values alone', () => {
    expect(formatRange([32, 33])).toBe('32–33');
    expect(formatRange([21.5, 21.5])).toBe('21.5');
  });
});

describe('recommendSize', () => {
  it('gives the size whose ranges hold every measurement (exact fit)', () => {
    expect(recommendSize(womenTops, { bust: 36, waist: 28.5, hips: 39 })).toMatchObject({
      kind: 'size',
      size: 'M',
      fit: 'exact',
    });
    expect(recommendSize(menShirts, { chest: 41, waist: 35, neck: 16.5 })).toMatchObject({
      kind: 'size',
      size: 'L',
      fit: 'exact',
    });
    expect(recommendSize(girls, { height: 43, weight: 40 })).toMatchObject({ kind: 'size', size: '5T', fit: 'exact' });
    expect(recommendSize(getSizeChart('kids-boys-4-12'), { height: 55, weight: 80, chest: 29 })).toMatchObject({
      kind: 'size',
      size: '10',
      fit: 'exact',
    });
    expect(recommendSize(womenJeans, { waist: 28.5, hips: 38 })).toMatchObject({
      kind: 'size',
      size: '28',
      fit: 'exact',
    });
  });

  it('sizes up when a measurement falls between two sizes', () => {
    expect(recommendSize(womenTops, { bust: 33.5 })).toMatchObject({ kind: 'size', size: 'S', fit: 'sized-up' });
    expect(recommendSize(menShirts, { neck: 15.75 })).toMatchObject({ kind: 'size', size: 'L', fit: 'sized-up' });
    expect(recommendSize(girls, { height: 44.5 })).toMatchObject({ kind: 'size', size: '6T', fit: 'sized-up' });
    expect(recommendSize(womenJeans, { waist: 27.5 })).toMatchObject({ kind: 'size', size: '28', fit: 'sized-up' });
  });

  it('takes the larger size when measurements point to different sizes', () => {
    const result = recommendSize(womenTops, { bust: 34, waist: 30, hips: 36 });
    expect(result).toMatchObject({ kind: 'size', size: 'L', fit: 'sized-up' });
    if (result.kind !== 'size') throw new Error('expected a size');
    expect(result.results.map((r) => [r.measure, r.size, r.fit])).toEqual([
      ['bust', 'S', 'within'],
      ['waist', 'L', 'within'],
      ['hips', 'S', 'within'],
    ]);
  });

  it('answers larger than our biggest size beyond the largest range', () => {
    const result = recommendSize(womenTops, { bust: 47, waist: 30 });
    expect(result).toMatchObject({ kind: 'too-large', largest: 'XXL' });
    if (result.kind !== 'too-large') throw new Error('expected too-large');
    expect(result.results.find((r) => r.measure === 'bust')).toMatchObject({ size: null, fit: 'above-largest' });
    expect(recommendSize(girls, { height: 60 })).toMatchObject({ kind: 'too-large', largest: '8T' });
    expect(recommendSize(womenJeans, { waist: 40 })).toMatchObject({ kind: 'too-large', largest: '36' });
  });

  it('gives the smallest size below the smallest range', () => {
    expect(recommendSize(womenTops, { bust: 30 })).toMatchObject({ kind: 'size', size: 'XS', fit: 'below-smallest' });
    expect(recommendSize(girls, { height: 30, chest: 20.25 })).toMatchObject({
      kind: 'size',
      size: '2T',
      fit: 'below-smallest',
    });
  });

  it('accepts the exact edges of a range as inside it', () => {
    expect(recommendSize(menShirts, { chest: 38 })).toMatchObject({ size: 'M', fit: 'exact' });
    expect(recommendSize(menShirts, { chest: 40 })).toMatchObject({ size: 'M', fit: 'exact' });
  });

  it('ignores empty, invalid and unused measurements', () => {
    expect(recommendSize(womenTops, {})).toEqual({ kind: 'no-measurements' });
    expect(recommendSize(womenTops, { bust: Number.NaN, waist: 0, neck: 15 })).toEqual({ kind: 'no-measurements' });
    expect(recommendSize(womenTops, { bust: null, hips: 38 })).toMatchObject({ kind: 'size', size: 'M' });
  });
});
