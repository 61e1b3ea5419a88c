import { describe, expect, it } from 'vitest';
import { sizeChartFor } from './size-chart';

const product = (category: string, subcategory: string, sizes = ['S', 'M', 'L']) => ({ category, subcategory, sizes });

describe('sizeChartFor', () => {
  it('picks the chart for the garment', () => {
    expect(sizeChartFor(product('women', 'jeans', ['24', '26']))).toBe('women-jeans');
    expect(sizeChartFor(product('women', 'skirts'))).toBe('women-bottoms');
    expect(sizeChartFor(product('women', 'jumpsuits'))).toBe('women-dresses');
    expect(sizeChartFor(product('women', 'blouses'))).toBe('women-tops');
    expect(sizeChartFor(product('men', 'jeans', ['30', '32']))).toBe('men-jeans');
    expect(sizeChartFor(product('men', 'trousers'))).toBe('men-pants');
    expect(sizeChartFor(product('men', 'polos'))).toBe('men-shirts');
    expect(sizeChartFor(product('kids', 'girls-skirts', ['2T', '3T']))).toBe('kids-girls');
    expect(sizeChartFor(product('kids', 'boys-button-ups', ['5T', '6T']))).toBe('kids-boys');
  });

  it('offers none for one-size items and accessories', () => {
    expect(sizeChartFor(product('women', 'jewelry', ['One Size']))).toBeNull();
    expect(sizeChartFor(product('women', 'wigs'))).toBeNull();
  });
});
