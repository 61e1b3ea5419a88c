// Keyset cursors: base64url JSON of the sort name, the sort key values of a row and its id.
// A cursor marks a position in its sort's order, so it pages either way from that row (after
// it or before it), and only in the sort it was made for. A relevance cursor also names the
// search, since the rank it holds is that search's.
import { z } from 'zod';
import { badRequest } from '../http/errors';
import type { ListSort } from './queries';

const id = z.number().int().min(1).max(2_147_483_647);
const decimal = z.string().regex(/^\d{1,8}\.\d{2}$/);

const CursorSchema = z.union([
  z.strictObject({ sort: z.literal('featured'), featured: z.boolean(), trending: z.boolean(), id }),
  z.strictObject({ sort: z.literal('name-asc'), name: z.string().max(255), id }),
  z.strictObject({ sort: z.enum(['price-asc', 'price-desc']), price: decimal, id }),
  z.strictObject({ sort: z.literal('newest'), createdAt: z.iso.datetime(), id }),
  z.strictObject({
    sort: z.literal('relevance'),
    query: z.string().max(100),
    rank: z.number().int().min(1).max(3),
    featured: z.boolean(),
    trending: z.boolean(),
    id,
  }),
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
  /** How well the row matched the search (relevance order only). */
  rank?: number | undefined;
}

/** `query`: the search a relevance order ranks for. */
export function cursorFor(sort: ListSort, row: CursorSource, query = ''): Cursor {
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
    case 'relevance':
      return { sort, query, rank: row.rank ?? 1, featured: row.featured, trending: row.trending, id: row.id };
  }
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/**
 * The cursor in `after` (or `before`), which must belong to `sort` (and `query`, for relevance); anything else answers
 * 400.
 */
export function decodeCursor(text: string, sort: ListSort, field: 'after' | 'before' = 'after', query = ''): Cursor {
  const invalid = badRequest(field, 'Invalid cursor');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const parsed = CursorSchema.safeParse(json);
  if (!parsed.success || parsed.data.sort !== sort) throw invalid;
  if (parsed.data.sort === 'relevance' && parsed.data.query !== query) throw invalid;
  return parsed.data;
}
