import { describe, expect, it } from 'vitest';
import { addOptionValue, optionsOf, removeOptionValue, stockedRowsOf, variantGrid, type GridRow } from './variant-grid';

const row = (size: string, color: string, extra: Partial<GridRow> = {}): GridRow => ({
  size,
  color,
  price: '20.00',
  compareAtPrice: null,
  stock: 0,
  sku: '',
  ...extra,
});
const names = (rows: readonly GridRow[]) => rows.map((r) => `${r.size}/${r.color}`);
const addAll = (rows: GridRow[], option: 'size' | 'color', values: string[]) =>
  values.reduce((acc, value) => addOptionValue(acc, option, value), rows);

describe('the variant grid', () => {
  it('makes one variant per size and color: 4 sizes by 2 colors are 8 rows', () => {
    const start = [row('One Size', 'Default', { price: '35.00', stock: 5, sku: 'FIRST' })];
    const rows = addAll(addAll(start, 'size', ['S', 'M', 'L', 'XL']), 'color', ['Black', 'Red']);
    expect(names(rows)).toEqual(['S/Black', 'S/Red', 'M/Black', 'M/Red', 'L/Black', 'L/Red', 'XL/Black', 'XL/Red']);
    // The first value takes over the placeholder's row, with its stock and SKU.
    expect(rows[0]).toMatchObject({ price: '35.00', stock: 5, sku: 'FIRST' });
    expect(rows.slice(1).every((r) => r.price === '35.00' && r.stock === 0 && r.sku === '')).toBe(true);
    expect(optionsOf(rows)).toEqual({ size: ['S', 'M', 'L', 'XL'], color: ['Black', 'Red'] });
  });

  it("keeps existing rows' prices, stock and SKU when a value is added, and starts new rows at the last row's prices", () => {
    const rows = [
      row('S', 'Black', { price: '30.00', stock: 3, sku: 'S-BLK' }),
      row('M', 'Black', { price: '32.00', compareAtPrice: '40.00', stock: 1, sku: 'M-BLK' }),
    ];
    const grown = addOptionValue(rows, 'color', 'Red');
    expect(grown).toEqual([
      rows[0],
      row('S', 'Red', { price: '32.00', compareAtPrice: '40.00' }),
      rows[1],
      row('M', 'Red', { price: '32.00', compareAtPrice: '40.00' }),
    ]);
  });

  it('ignores a value already there, whatever its letter case', () => {
    const rows = [row('S', 'Black'), row('M', 'Black')];
    expect(addOptionValue(rows, 'size', 'm')).toEqual(rows);
    expect(addOptionValue(rows, 'size', '  ')).toEqual(rows);
  });

  it("removes a value's rows and keeps the others as they were", () => {
    const rows = variantGrid([row('S', 'Black', { stock: 2, sku: 'KEEP' })], ['S', 'M'], ['Black', 'Red']);
    const fewer = removeOptionValue(rows, 'color', 'Red');
    expect(names(fewer)).toEqual(['S/Black', 'M/Black']);
    expect(fewer[0]).toMatchObject({ stock: 2, sku: 'KEEP' });
  });

  it('falls back to One Size or Default when the last value of an option goes', () => {
    const rows = [row('S', 'Black', { sku: 'S-BLK', stock: 4 }), row('S', 'Red')];
    expect(names(removeOptionValue(rows, 'size', 'S'))).toEqual(['One Size/Black', 'One Size/Red']);
    expect(removeOptionValue(rows, 'size', 'S')[0]).toMatchObject({ sku: 'S-BLK', stock: 4 });
  });

  it('names the rows with stock a removal would drop, so staff confirm first', () => {
    const rows = [row('S', 'Black', { stock: 2 }), row('S', 'Red'), row('M', 'Red', { stock: 1 })];
    expect(names(stockedRowsOf(rows, 'color', 'Red'))).toEqual(['M/Red']);
    expect(stockedRowsOf(rows, 'size', 'S').length).toBe(1);
  });
});
