// Where a facets answer comes from: the in-memory facet index (facet-index.ts) once the
// catalogue has FACET_INDEX_MIN_PRODUCTS listed products; otherwise the database (queries.ts:
// selectFacets), which is exact and fast while the catalogue is small. Each database handle
// the catalogue routes use has its own index.
import type { FacetName, FacetsAnswer } from '../../shared/schemas/catalog';
import type { Tx } from '../db/database';
import { catalogFacetCounts } from '../db/schema';
import { FacetIndex } from './facet-index';
import type { ProductFilters } from './queries';
import { searchWords, selectAlternatives } from './search';
import { eq, sql } from 'drizzle-orm';

/** How often a catalogue without an index is counted again, to see whether it grew past the threshold. */
const RECHECK_MS = 60_000;

interface Holder {
  minProducts: number;
  index: FacetIndex | undefined;
  /** The check or build under way. */
  settling: Promise<void> | undefined;
  checkedAt: number;
}

const holders = new WeakMap<object, Holder>();

async function listedProducts(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${catalogFacetCounts.n}), 0)::int` })
    .from(catalogFacetCounts)
    .where(eq(catalogFacetCounts.facet, 'total'));
  return Number(row?.n ?? 0);
}

const onlyCategory = (f: ProductFilters) =>
  Object.entries(f).every(
    ([name, value]) => name === 'category' || value === undefined || (Array.isArray(value) && value.length === 0),
  );

/** Counts the catalogue, and builds the index when it is large enough and has none. */
function settle(db: Tx, holder: Holder): Promise<void> {
  holder.settling ??= (async () => {
    try {
      holder.checkedAt = Date.now();
      if (holder.index || (await listedProducts(db)) < holder.minProducts) return;
      holder.index = await FacetIndex.build(db);
    } finally {
      holder.settling = undefined;
    }
  })();
  return holder.settling;
}

/** Lets `db`'s facets come from an index once its catalogue reaches `minProducts` listed products. */
export function enableFacetIndex(db: Tx, { minProducts }: { minProducts: number }): void {
  if (!holders.has(db)) holders.set(db, { minProducts, index: undefined, settling: undefined, checkedAt: -Infinity });
}

/**
 * Builds `db`'s index now if its catalogue is large enough (after a bulk load, and in tests),
 * and waits for it; nothing when the index is not enabled for `db`.
 */
export async function facetIndexReady(db: Tx): Promise<void> {
  const holder = holders.get(db);
  if (holder) await settle(db, holder);
}

/** Whether `db` has an index built (which may still have to read what changed). */
export const indexBuilt = (db: Tx): boolean => holders.get(db)?.index !== undefined;

/**
 * `db`'s index, current to this moment (it reads what changed first); undefined while there
 * is none (the catalogue is small, or the index is being built) and the database must answer.
 */
export async function currentIndex(db: Tx): Promise<FacetIndex | undefined> {
  const holder = holders.get(db);
  if (!holder) return undefined;
  const index = holder.index;
  if (!index) {
    if (Date.now() - holder.checkedAt > RECHECK_MS) void settle(db, holder).catch(() => undefined);
    return undefined;
  }
  if (!(await index.refresh(db)) || index.listed < holder.minProducts) {
    // A product was deleted (the counts disagree) or the catalogue shrank: start again.
    holder.index = undefined;
    holder.checkedAt = -Infinity;
    return undefined;
  }
  return index;
}

/** The facets from the index, current to this moment; undefined when the database must answer. */
export async function facetsFromIndex(
  db: Tx,
  filters: ProductFilters,
  names: readonly FacetName[],
): Promise<FacetsAnswer | undefined> {
  // A category alone reads the counts table's few rows; the designer's base garments, which
  // only their own list searches, are few.
  if (onlyCategory(filters) || (filters.search && filters.category === 'custom')) return undefined;
  const index = await currentIndex(db);
  if (!index) return undefined;
  if (!filters.search) return index.count(filters, names);
  // The index finds the search's matches and counts every facet among them. Counted by the
  // database instead, each facet read the matches again with its filters: seconds for a common
  // word at a million products.
  const { search, searchReading, ...others } = filters;
  const alternatives = await selectAlternatives(db, searchWords(search), searchReading);
  return index.count(others, names, index.searchSet(alternatives));
}
