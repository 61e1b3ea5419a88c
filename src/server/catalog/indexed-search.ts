// A search's page in relevance order, from the facet index once the catalogue has one. In the
// database a search's order needs every match of the rank that fills the page read from the
// table (the GIN index knows which products match, not their featured order), and its total
// reads them again: at a million products, thousands of rows for one page. The index holds
// each product's terms, flags and filters, so it orders every match in memory, and the
// database only reads the page's own rows by id.
import { COUNT_CAP } from '../../shared/catalog/counts';
import type { Tx } from '../db/database';
import { currentIndex, indexBuilt } from './facet-answers';
import { relevanceClass, type RankedMatches } from './facet-index';
import { selectProductsByIds, type PageRequest, type ProductRow, type Totals } from './queries';
import { searchWords, selectAlternatives } from './search';

/** The first position whose (class, id) lies after the key's, or (`orEqual`) at or after it. */
function firstFrom(matches: RankedMatches, cls: number, id: number, orEqual: boolean): number {
  const { ids, classes } = matches;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const c = classes[mid]!;
    const before = c < cls || (c === cls && (orEqual ? ids[mid]! < id : ids[mid]! <= id));
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The page selectProductPage would answer for a relevance request, and the totals
 * selectTotals would, from the index; undefined when the database must answer (no index
 * yet, or a search of the designer's base garments, which the index's listings leave out).
 */
export async function relevancePageFromIndex(tx: Tx, page: PageRequest): Promise<{ rows: ProductRow[]; totals: Totals } | undefined> {
  const { search, searchReading, ...others } = page.filters;
  if (!search || others.category === 'custom' || !indexBuilt(tx)) return undefined;
  const [index, alternatives] = await Promise.all([currentIndex(tx), selectAlternatives(tx, searchWords(search), searchReading)]);
  if (!index) return undefined;
  const matches = index.searchMatches(alternatives, others);
  const n = matches.ids.length;
  const anchor = page.anchor?.sort === 'relevance' ? page.anchor : undefined;
  const anchorClass = anchor && relevanceClass(anchor.rank, anchor.featured, anchor.trending);
  // Positions in the order of travel: forwards from just after the anchor, backwards from just before it.
  const positions: number[] = [];
  let behindAnchor = false;
  if (page.travel === 'forward') {
    const start = anchor ? firstFrom(matches, anchorClass!, anchor.id, false) : 0;
    behindAnchor = start > 0;
    for (let at = start + page.skip; at < n && positions.length < page.limit; at++) positions.push(at);
  } else {
    const end = anchor ? firstFrom(matches, anchorClass!, anchor.id, true) : n;
    behindAnchor = end < n;
    for (let at = end - 1 - page.skip; at >= 0 && positions.length < page.limit; at--) positions.push(at);
  }
  const rows = await selectProductsByIds(
    tx,
    positions.map((at) => matches.ids[at]!),
    positions.map((at) => 3 - (matches.classes[at]! >> 2)),
  );
  return { rows, totals: { total: Math.min(n, COUNT_CAP + 1), behindAnchor: anchor ? behindAnchor : false } };
}
