// Reading one cell of a product CSV into the store's units, or saying why it cannot be.

/** A cell that cannot be read: the reason, named after its column by the caller. */
export class CellProblem extends Error {}

const PRICE = /^\d{1,8}(?:\.\d{1,2})?$/;

/** "12.5" or "12.50" -> 1250; an empty cell is none. */
export function priceCents(cell: string, required: boolean): number | null {
  const text = cell.trim().replace(/^\$/, '');
  if (text === '') {
    if (required) throw new CellProblem('a variant needs a price');
    return null;
  }
  if (!PRICE.test(text)) throw new CellProblem('not a price');
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number, 0 or more; an empty cell is `empty`. */
export function count<T extends number | null>(cell: string, empty: T): number | T {
  const text = cell.trim();
  if (text === '') return empty;
  if (!/^\d{1,9}$/.test(text)) throw new CellProblem('not a whole number of 0 or more');
  return Number(text);
}

/** TRUE or FALSE in any letter case; an empty cell is `empty`. */
export function flag(cell: string, empty: boolean): boolean {
  const text = cell.trim().toLowerCase();
  if (text === '') return empty;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new CellProblem('not TRUE or FALSE');
}

/** Text of at most `max` characters (trimmed); too long is a problem, not a cut. */
export function text(cell: string, max: number): string {
  const value = cell.trim();
  if (value.length > max) throw new CellProblem(`longer than ${max} characters`);
  return value;
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function handle(cell: string): string {
  const value = cell.trim().toLowerCase();
  if (value === '') throw new CellProblem('every row needs the handle of its product');
  if (value.length > 255 || !HANDLE.test(value))
    throw new CellProblem('a handle uses letters, digits and single dashes');
  return value;
}

/** A collection of the shop's (`known`: their handles), or null for none. */
export function collection(cell: string, known: ReadonlySet<string>): string | null {
  const value = cell.trim();
  if (value === '') return null;
  if (!known.has(value)) throw new CellProblem(`${value} is not a collection of the store (${[...known].join(', ')})`);
  return value;
}

/** Published unless Status says draft or archived, or (without a Status) Published says FALSE. */
export function published(status: string, publishedCell: string): boolean {
  const value = status.trim().toLowerCase();
  if (value === '') return flag(publishedCell, true);
  if (value === 'active') return true;
  if (value === 'draft' || value === 'archived') return false;
  throw new CellProblem('not active, draft or archived');
}
