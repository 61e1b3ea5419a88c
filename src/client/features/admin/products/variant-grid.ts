// The variant grid: staff give the option values (sizes, colours) and the form keeps one variant
// per combination. Rows already in the grid keep their price, compare-at price, stock and SKU
// whatever is added or removed around them; a new combination starts at the last row's prices
// (a new size or colour usually sells at the price of the one before it), with no stock.
import { DEFAULT_COLOR, ONE_SIZE } from '../../../../shared/store';
import type { ProductFormValues } from './form-values';

export type GridRow = ProductFormValues['variants'][number];
export type OptionName = 'size' | 'color';

/** What a product with no options of that kind is given: the one row's size or colour. */
export const PLACEHOLDER: Record<OptionName, string> = { size: ONE_SIZE, color: DEFAULT_COLOR };

const distinct = (values: readonly string[]) => [...new Set(values.filter((v) => v.trim() !== ''))];

/** The sizes and colours the rows use, in the order they first appear. */
export function optionsOf(rows: readonly GridRow[]): Record<OptionName, string[]> {
  return { size: distinct(rows.map((r) => r.size)), color: distinct(rows.map((r) => r.color)) };
}

const key = (size: string, color: string) => `${size}\u0000${color}`;

/**
 * One row per size and colour, sizes first (S Black, S Red, M Black, M Red): each existing
 * combination's row as it is, each new one from the last row's prices with no stock and no SKU
 * (the server generates one).
 */
export function variantGrid(rows: readonly GridRow[], sizes: readonly string[], colors: readonly string[]): GridRow[] {
  const existing = new Map(rows.map((r) => [key(r.size, r.color), r]));
  const last = rows.at(-1);
  return sizes.flatMap((size) =>
    colors.map(
      (color): GridRow =>
        existing.get(key(size, color)) ?? {
          size,
          color,
          price: last?.price ?? '',
          compareAtPrice: last?.compareAtPrice ?? null,
          stock: 0,
          sku: '',
        },
    ),
  );
}

/** The option values after adding one: the placeholder (One Size, Default) gives way to the first real value. */
export function withValue(values: readonly string[], option: OptionName, value: string): string[] {
  const added = value.trim();
  if (!added || values.some((v) => v.toLowerCase() === added.toLowerCase())) return [...values];
  if (values.length === 1 && values[0] === PLACEHOLDER[option]) return [added];
  return [...values, added];
}

/**
 * The rows after adding a value: the placeholder's rows are renamed to it (keeping their prices,
 * stock and SKU), else the grid grows by the new combinations.
 */
export function addOptionValue(rows: readonly GridRow[], option: OptionName, value: string): GridRow[] {
  const options = optionsOf(rows);
  const next = withValue(options[option], option, value);
  const placeholderReplaced =
    options[option].length === 1 && options[option][0] === PLACEHOLDER[option] && next[0] !== PLACEHOLDER[option];
  const renamed = placeholderReplaced ? rows.map((r) => ({ ...r, [option]: next[0] })) : rows;
  const values = { ...options, [option]: next };
  return variantGrid(renamed, values.size, values.color);
}

/** The rows after removing a value; the last value of an option gives way to its placeholder. */
export function removeOptionValue(rows: readonly GridRow[], option: OptionName, value: string): GridRow[] {
  const options = optionsOf(rows);
  const left = options[option].filter((v) => v !== value);
  if (left.length === 0) {
    // The rows of the value stay as the product's only ones, renamed back to the placeholder.
    const kept = rows.filter((r) => r[option] === value).map((r) => ({ ...r, [option]: PLACEHOLDER[option] }));
    const values = { ...options, [option]: [PLACEHOLDER[option]] };
    return variantGrid(kept, values.size, values.color);
  }
  const values = { ...options, [option]: left };
  return variantGrid(
    rows.filter((r) => r[option] !== value),
    values.size,
    values.color,
  );
}

/** The rows removing this value would drop that hold stock (staff confirm before they go). */
export function stockedRowsOf(rows: readonly GridRow[], option: OptionName, value: string): GridRow[] {
  return rows.filter((r) => r[option] === value && Number(r.stock) > 0);
}
