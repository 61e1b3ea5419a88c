// A search's page in relevance or price order, from the facet index once the catalogue has
// one. In the database a search's order needs every match of the rank that fills the page read
// from the table (the GIN index knows which products match, not their order), and its total
// reads them again: at a million products, thousands of rows for one page. The index holds
// each product's terms, flags and filters, so it orders every match in memory, and the
// database only reads the page's own rows by id.
import { COUNT_CAP } from '../../shared/catalog/counts';
import type { Tx } from '../db/database';
import { currentIndex, indexBuilt } from './facet-answers';
import { toCents } from '../../shared/money';
import type { Cursor } from './cursor';
import { rankOfClass, relevanceClass, type MatchOrder, type OrderedMatches } from './facet-index';
import { selectProductsByIds, type ListSort, type PageRequest, type ProductRow, type Totals } from './queries';
import { searchWords, selectAlternatives } from './search';

/** The first position whose (key, id) lies after the given one, or (`orEqual`) at or after it. */
function firstFrom(matches: OrderedMatches, key: number, id: number, orEqual: boolean): number {
  const { ids, keys } = matches;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const k = keys[mid]!;
    const before = k < key || (k === key && (orEqual ? ids[mid]! < id : ids[mid]! <= id));
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The sorts the index answers a search in, and the order of its matches each one walks. */
const ORDERS: Partial<Record<ListSort, { order: MatchOrder; descending: boolean }>> = {
  relevance: { order: 'relevance', descending: false },
  'price-asc': { order: 'price', descending: false },
  'price-desc': { order: 'price', descending: true },
};

/** The anchor's place in the matches' order, as (key, id). */
function anchorKey(anchor: Cursor): [number, number] | undefined {
  if (anchor.sort === 'relevance') return [relevanceClass(anchor.rank, anchor.featured, anchor.trending), anchor.id];
  if (anchor.sort === 'price-asc' || anchor.sort === 'price-desc') return [toCents(anchor.price), anchor.id];
  return undefined;
}

/**
 * The page selectProductPage would answer for a search in relevance or price order, and the
 * totals selectTotals would, from the index; undefined when the database must answer (no
 * index yet, another sort, or a search of the designer's base garments, which the index's
 * listings leave out).
 */
export async function searchPageFromIndex(
  tx: Tx,
  page: PageRequest,
): Promise<{ rows: ProductRow[]; totals: Totals } | undefined> {
  const { search, searchReading, ...others } = page.filters;
  const walk = ORDERS[page.sort];
  if (!search || !walk || others.category === 'custom' || !indexBuilt(tx)) return undefined;
  const [index, alternatives] = await Promise.all([
    currentIndex(tx),
    selectAlternatives(tx, searchWords(search), searchReading),
  ]);
  if (!index) return undefined;
  const matches = index.searchMatches(alternatives, others, walk.order);
  const n = matches.ids.length;
  const anchor = page.anchor && anchorKey(page.anchor);
  // Positions in the order of travel: up the matches' order from just after the anchor, or
  // down it from just before (price-desc walks the cheapest-first order downwards).
  const up = (page.travel === 'forward') !== walk.descending;
  const positions: number[] = [];
  let behindAnchor: boolean;
  if (up) {
    const start = anchor ? firstFrom(matches, anchor[0], anchor[1], false) : 0;
    behindAnchor = start > 0;
    for (let at = start + page.skip; at < n && positions.length < page.limit; at++) positions.push(at);
  } else {
    const end = anchor ? firstFrom(matches, anchor[0], anchor[1], true) : n;
    behindAnchor = end < n;
    for (let at = end - 1 - page.skip; at >= 0 && positions.length < page.limit; at--) positions.push(at);
  }
  const ids = positions.map((at) => matches.ids[at]!);
  const ranks = walk.order === 'relevance' ? positions.map((at) => rankOfClass(matches.keys[at]!)) : undefined;
  const rows = await selectProductsByIds(tx, ids, ranks);
  return { rows, totals: { total: Math.min(n, COUNT_CAP + 1), behindAnchor } };
}
