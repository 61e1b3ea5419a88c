// A list's page, with or without a search and in any sort, from the facet index once the
// catalogue has one. In the database a search's order needs every match of the rank that fills
// the page read from the table (the GIN index knows which products match, not their order), and
// its total reads them again: at a million products, thousands of rows for one page. The index
// holds each product's terms, flags, filters and sort keys, so it orders every match in memory
// (relevance here by its ranks, the other sorts in list-orders.ts), and the database only reads
// the page's own rows by id.
import { COUNT_CAP } from '../../shared/catalog/counts';
import { sizeOf } from './slot-sets';
import type { Tx } from '../db/database';
import { currentIndex, indexBuilt } from './facet-answers';
import type { Cursor } from './cursor';
import { rankOfClass, relevanceClass, type FacetIndex, type OrderedMatches } from './facet-index';
import { walkList } from './list-orders';
import { selectProductsByIds, type PageRequest, type ProductRow, type Totals } from './queries';
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

/** The anchor's place in the relevance order, as (class, id). */
function anchorKey(anchor: Cursor): [number, number] | undefined {
  if (anchor.sort === 'relevance') return [relevanceClass(anchor.rank, anchor.featured, anchor.trending), anchor.id];
  return undefined;
}

/**
 * The page selectProductPage would answer, and the totals selectTotals would, from the index;
 * undefined while there is none (the catalogue is small, or the index is being built) and the
 * database must answer.
 */
export async function pageFromIndex(
  tx: Tx,
  page: PageRequest,
): Promise<{ rows: ProductRow[]; totals: Totals } | undefined> {
  if (!indexBuilt(tx)) return undefined;
  const { search, searchReading, ...others } = page.filters;
  const [index, alternatives] = await Promise.all([
    currentIndex(tx),
    search === undefined ? undefined : selectAlternatives(tx, searchWords(search), searchReading),
  ]);
  if (!index) return undefined;
  if (page.sort === 'relevance') return rankedPage(tx, index, page, alternatives ?? []);
  const listed = index.matching(others, alternatives && index.searchSet(alternatives));
  const count = sizeOf(listed);
  const walked = walkList(listed, count, index.orders, index.sortColumns, {
    sort: page.sort,
    travel: page.travel,
    cursor: page.anchor,
    skip: page.skip,
    limit: page.limit,
  });
  const { idOf } = index.sortColumns;
  const rows = await selectProductsByIds(
    tx,
    walked.slots.map((slot) => idOf[slot]!),
  );
  return { rows, totals: { total: Math.min(count, CAPPED), behindAnchor: walked.behindCursor } };
}

/** A search's page in relevance order: best rank first, then the featured order within each. */
async function rankedPage(
  tx: Tx,
  index: FacetIndex,
  page: PageRequest,
  alternatives: readonly (readonly string[])[],
): Promise<{ rows: ProductRow[]; totals: Totals }> {
  const { search: _search, searchReading: _reading, ...others } = page.filters;
  const matches = index.searchMatches(alternatives, others);
  const n = matches.ids.length;
  const anchor = page.anchor && anchorKey(page.anchor);
  // Positions in the order of travel: up the matches' order from just after the anchor, or
  // down it from just before.
  const positions: number[] = [];
  let behindAnchor: boolean;
  if (page.travel === 'forward') {
    const start = anchor ? firstFrom(matches, anchor[0], anchor[1], false) : 0;
    behindAnchor = start > 0;
    for (let at = start + page.skip; at < n && positions.length < page.limit; at++) positions.push(at);
  } else {
    const end = anchor ? firstFrom(matches, anchor[0], anchor[1], true) : n;
    behindAnchor = end < n;
    for (let at = end - 1 - page.skip; at >= 0 && positions.length < page.limit; at--) positions.push(at);
  }
  const ids = positions.map((at) => matches.ids[at]!);
  const ranks = positions.map((at) => rankOfClass(matches.keys[at]!));
  const rows = await selectProductsByIds(tx, ids, ranks);
  return { rows, totals: { total: Math.min(n, CAPPED), behindAnchor } };
}

const CAPPED = COUNT_CAP + 1;
