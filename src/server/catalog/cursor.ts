// Keyset cursors: base64url JSON of the sort name, the sort key values of a row and its id.
// A cursor marks a position in its sort's order, so it pages either way from that row (after
// it or before it), and only in the sort it was made for.
import { z } from 'zod';
import type { Sort } from '../../shared/schemas/catalog';
import { badRequest } from '../http/errors';

const id = z.number().int().min(1).max(2_147_483_647);
const decimal = z.string().regex(/^\d{1,8}\.\d{2}$/);

const CursorSchema = z.union([
  z.strictObject({ sort: z.literal('featured'), featured: z.boolean(), trending: z.boolean(), id }),
  z.strictObject({ sort: z.literal('name-asc'), name: z.string().max(255), id }),
  z.strictObject({ sort: z.enum(['price-asc', 'price-desc']), price: decimal, id }),
  z.strictObject({ sort: z.literal('newest'), createdAt: z.iso.datetime(), id }),
]);
export type Cursor = z.infer<typeof CursorSchema>;

/** The columns of a row that its cursor is made from. */
export interface CursorSource {
  id: number;
  featured: boolean;
  trending: boolean;
  name: string;
  price: string;
  /** created_at as ISO text with microseconds: a JS Date would lose them. */
  createdKey: string;
}

export function cursorFor(sort: Sort, row: CursorSource): Cursor {
  switch (sort) {
    case 'featured':
      return { sort, featured: row.featured, trending: row.trending, id: row.id };
    case 'name-asc':
      return { sort, name: row.name, id: row.id };
    case 'price-asc':
    case 'price-desc':
      return { sort, price: row.price, id: row.id };
    case 'newest':
      return { sort, createdAt: row.createdKey, id: row.id };
  }
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor in `after` (or `before`), which must belong to `sort`; anything else answers 400. */
export function decodeCursor(text: string, sort: Sort, field: 'after' | 'before' = 'after'): Cursor {
  const invalid = badRequest(field, 'Invalid cursor');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const parsed = CursorSchema.safeParse(json);
  if (!parsed.success || parsed.data.sort !== sort) throw invalid;
  return parsed.data;
}
