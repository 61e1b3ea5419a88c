// Facet counts for a large catalogue, from memory. Under a category, colour and price filter
// the database must read every product the category and price narrow to (a million-product
// catalogue: hundreds of thousands of index rows per facet), while a scan of compact arrays
// in this process counts every facet in one pass over all of them.
//
// The index holds, per product, only what facets count and filter by, and its search terms.
// Before each answer it reads what changed since it last looked: every write to one of those
// columns (or those the terms come from) stamps the product with its transaction
// (products.facet_xid, migrations 0011 and 0015), and the snapshot of its
// last read says which transactions it has seen: those that had finished by then. So it reads
// the products stamped by transactions that were running then or began since, and a change
// is seen once it has committed, whichever process made it. A deleted product (the store
// deactivates; only a reset deletes) shows as a listed count that disagrees with the counts
// table, and the index is built again.
//
// It answers what the SQL facets answer (queries.ts: selectFacets), with the same 10,001 cap.
// It also holds each product's search terms (search-postings.ts), so a search's matches, in
// relevance order and under any filters, are found here too (indexed-search.ts), and a
// searched list's facets are counted among them. Catalogues below FACET_INDEX_MIN_PRODUCTS
// never build it.
import { asc, gt, sql } from 'drizzle-orm';
import type { FacetCount, FacetName, FacetsAnswer, ProductFacets } from '../../shared/schemas/catalog';
import { COUNT_CAP } from '../../shared/catalog/counts';
import { toCents, toDecimal } from '../../shared/money';
import type { Tx } from '../db/database';
import { catalogFacetCounts, products } from '../db/schema';
import type { ProductFilters } from './queries';
import { Codes, ValueSets } from './facet-values';
import { inSet, rankSets, TermPostings, type SlotSet } from './search-postings';

const CAPPED = COUNT_CAP + 1;
/**
 * What this statement's snapshot has seen: every transaction below `xmax` but those in `xip`
 * (still running) had finished, so their writes are in what it reads.
 */
const SEEN = sql`(select pg_snapshot_xmax(s)::text as xmax, coalesce((select array_agg(x::text) from pg_snapshot_xip(s) as x), '{}') as xip
  from (select pg_current_snapshot() as s) as snapshot)`;

interface Seen {
  xmax: string;
  xip: string[];
}
const BUILD_BATCH = 20_000;

/** The filters a facet part can leave out, as bits of a product's failures. */
const GROUP = { category: 1, subcategory: 2, sizes: 4, colors: 8, materials: 16, price: 32, featured: 64, trending: 128, inStock: 256, onSale: 512 } as const;
const FLAG = { active: 1, featured: 2, trending: 4, inStock: 8, onSale: 16 } as const;

const rowColumns = {
  id: products.id,
  category: products.category,
  subcategory: products.subcategory,
  collection: products.collection,
  sizes: products.sizes,
  colors: products.colors,
  materials: products.materials,
  price: products.price,
  featured: products.featured,
  trending: products.trending,
  inStock: products.inStock,
  onSale: sql<boolean>`coalesce(${products.originalPrice} > ${products.price}, false)`,
  active: products.active,
  // As one text: the database's array parsing would cost more than the index's build otherwise.
  searchTerms: sql<string>`array_to_string(${products.searchTerms}, ' ')`,
};
interface Row {
  id: number;
  category: string;
  subcategory: string;
  collection: string | null;
  sizes: string[];
  colors: string[];
  materials: string[];
  price: string;
  featured: boolean;
  trending: boolean;
  inStock: boolean;
  onSale: boolean;
  active: boolean;
  /** search_terms, space-separated (a term has no spaces). */
  searchTerms: string;
}

/** The orders the index lists a search's matches in: relevance, or price (cheapest first). */
export type MatchOrder = 'relevance' | 'price';

/**
 * A search's listed matches, ascending by (key, id). In relevance order (best rank first;
 * within a rank featured, then trending, then by id) the key is the row's class: (3 - rank) * 4,
 * plus 2 when not featured, plus 1 when not trending. In price order it is the price in cents.
 */
export interface OrderedMatches {
  ids: Int32Array;
  keys: Int32Array;
}

/** A row's class in the relevance order (OrderedMatches). */
export const relevanceClass = (rank: number, featured: boolean, trending: boolean) => (3 - rank) * 4 + (featured ? 0 : 2) + (trending ? 0 : 1);
/** The rank a relevance class stands for. */
export const rankOfClass = (cls: number) => 3 - (cls >> 2);
const CLASSES = 12;

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The slots a bit set holds, in increasing order. */
function slotsIn(set: SlotSet): Int32Array {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += popcount(set[w]!);
  const slots = new Int32Array(n);
  n = 0;
  for (let w = 0; w < set.length; w++) {
    for (let word = set[w]!; word !== 0; word &= word - 1) slots[n++] = w * 32 + 31 - Math.clz32(word & -word);
  }
  return slots;
}

/** A facet's counts per value code, capped and sorted as the SQL answers them. */
function facetCounts(tally: Uint32Array, values: readonly string[]): FacetCount[] {
  const out: FacetCount[] = [];
  for (let code = 1; code < tally.length; code++) if (tally[code]! > 0) out.push({ value: values[code]!, count: Math.min(tally[code]!, CAPPED) });
  return out.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The filters in the index's codes (a value no product has gets a code that matches nothing). */
interface Coded {
  category: number | undefined;
  customCode: number | undefined;
  subcategories: Set<number> | undefined;
  collection: number | undefined;
  sizes: Uint32Array | undefined;
  colors: Uint32Array | undefined;
  materials: Uint32Array | undefined;
  minCents: number;
  maxCents: number;
  flags: number;
}

export class FacetIndex {
  #size = 0;
  #capacity = 0;
  #slotOf = new Int32Array(0);
  #idOf = new Int32Array(0);
  #category = new Uint8Array(0);
  #subcategory = new Uint16Array(0);
  #collection = new Uint16Array(0);
  #cents = new Int32Array(0);
  #flags = new Uint8Array(0);
  readonly #categories = new Codes();
  readonly #subcategories = new Codes();
  readonly #collections = new Codes();
  readonly #sizes = new ValueSets();
  readonly #colors = new ValueSets();
  readonly #materials = new ValueSets();
  readonly #terms = new TermPostings();
  /** Listed products held, to compare with the counts table's total. */
  #listed = 0;
  /** The transactions whose writes the index has read (SEEN at its last read). */
  #seen: Seen = { xmax: '0', xip: [] };
  #running: Promise<boolean> | undefined;
  #next: Promise<boolean> | undefined;

  /** Reads every product, in batches by id. */
  static async build(db: Tx): Promise<FacetIndex> {
    const index = new FacetIndex();
    const [seen] = await db.select({ xmax: sql<string>`seen.xmax`, xip: sql<string[]>`seen.xip` }).from(sql`${SEEN} as seen`);
    if (seen) index.#seen = seen;
    let after = 0;
    for (;;) {
      const rows = await db.select(rowColumns).from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(BUILD_BATCH);
      for (const row of rows) index.#put(row);
      if (rows.length < BUILD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    return index;
  }

  get listed(): number {
    return this.#listed;
  }

  /**
   * Reads the products changed since the index last looked (one statement). False when the
   * index can no longer be trusted (a product was deleted): build a new one. Requests that
   * arrive while a read runs share the one read after it, which starts after they arrived.
   */
  refresh(db: Tx): Promise<boolean> {
    const running = this.#running;
    if (!running) return this.#read(db);
    this.#next ??= running.then(
      () => this.#read(db),
      () => this.#read(db),
    );
    return this.#next;
  }

  #read(db: Tx): Promise<boolean> {
    this.#next = undefined;
    const read = this.#readChanges(db).finally(() => {
      if (this.#running === read) this.#running = undefined;
    });
    this.#running = read;
    return read;
  }

  async #readChanges(db: Tx): Promise<boolean> {
    const { xmax, xip } = this.#seen;
    const rows = await db
      .select({ xmax: sql<string>`seen.xmax`, xip: sql<string[]>`seen.xip`, listed: sql<number>`seen.listed`, ...rowColumns })
      .from(
        sql`(select s.*, (select coalesce(sum(${catalogFacetCounts.n}), 0)::int from ${catalogFacetCounts}
          where ${catalogFacetCounts.facet} = 'total') as listed from ${SEEN} as s) as seen`,
      )
      .leftJoin(products, sql`(${products.facetXid} >= ${xmax}::xid8 or ${products.facetXid} = any(${`{${xip.join(',')}}`}::xid8[]))`);
    const [head] = rows;
    if (!head) return true;
    for (const row of rows) if (row.id !== null) this.#put(row as Row);
    this.#seen = { xmax: head.xmax, xip: head.xip };
    return this.#listed === Number(head.listed);
  }

  #grow(minimum: number) {
    const capacity = Math.max(minimum, this.#capacity * 2, 1024);
    const grown = <T extends Uint8Array | Uint16Array | Int32Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.#category = grown(this.#category, (n) => new Uint8Array(n));
    this.#subcategory = grown(this.#subcategory, (n) => new Uint16Array(n));
    this.#collection = grown(this.#collection, (n) => new Uint16Array(n));
    this.#cents = grown(this.#cents, (n) => new Int32Array(n));
    this.#flags = grown(this.#flags, (n) => new Uint8Array(n));
    this.#idOf = grown(this.#idOf, (n) => new Int32Array(n));
    for (const set of [this.#sizes, this.#colors, this.#materials]) set.grow(capacity);
    this.#terms.grow(capacity);
    this.#capacity = capacity;
  }

  #slot(id: number): number {
    if (id >= this.#slotOf.length) {
      const next = new Int32Array(Math.max(id + 1, this.#slotOf.length * 2)).fill(-1);
      next.set(this.#slotOf);
      this.#slotOf = next;
    }
    let slot = this.#slotOf[id]!;
    if (slot < 0) {
      slot = this.#size++;
      if (slot >= this.#capacity) this.#grow(slot + 1);
      this.#slotOf[id] = slot;
      this.#idOf[slot] = id;
    }
    return slot;
  }

  #put(row: Row) {
    const known = row.id < this.#slotOf.length && this.#slotOf[row.id]! >= 0;
    const slot = this.#slot(row.id);
    this.#terms.put(slot, row.searchTerms === '' ? [] : row.searchTerms.split(' '), known);
    const wasListed = (this.#flags[slot]! & FLAG.active) !== 0;
    const category = this.#categories.code(row.category);
    if (category > 255) throw new Error('The facet index holds at most 255 categories');
    this.#category[slot] = category;
    this.#subcategory[slot] = this.#subcategories.code(row.subcategory);
    this.#collection[slot] = row.collection === null ? 0 : this.#collections.code(row.collection);
    this.#cents[slot] = toCents(row.price);
    this.#sizes.put(slot, row.sizes);
    this.#colors.put(slot, row.colors);
    this.#materials.put(slot, row.materials);
    this.#flags[slot] =
      (row.active ? FLAG.active : 0) |
      (row.featured ? FLAG.featured : 0) |
      (row.trending ? FLAG.trending : 0) |
      (row.inStock ? FLAG.inStock : 0) |
      (row.onSale ? FLAG.onSale : 0);
    this.#listed += (row.active ? 1 : 0) - (wasListed ? 1 : 0);
  }

  /**
   * The slots of the products every word of a search matches somewhere (listed or not:
   * count and searchMatches pass over the others). `alternatives`: per word, the catalogue
   * words it stands for.
   */
  searchSlots(alternatives: readonly (readonly string[])[]): Int32Array {
    return slotsIn(rankSets(this.#terms, alternatives)[1]);
  }

  /** The listed products matching a search (`alternatives`, as searchSlots) and the filters `f`, in `order`. */
  searchMatches(alternatives: readonly (readonly string[])[], f: ProductFilters, order: MatchOrder = 'relevance'): OrderedMatches {
    const ranks = rankSets(this.#terms, alternatives);
    const c = this.#coded(f);
    const slots = slotsIn(ranks[1]);
    const keyOf = new Int32Array(slots.length);
    let kept = 0;
    for (const slot of slots) {
      if (!this.#passes(slot, c)) continue;
      slots[kept] = slot;
      if (order === 'price') keyOf[kept++] = this.#cents[slot]!;
      else {
        const flags = this.#flags[slot]!;
        const rank = inSet(ranks[3], slot) ? 3 : inSet(ranks[2], slot) ? 2 : 1;
        keyOf[kept++] = relevanceClass(rank, (flags & FLAG.featured) !== 0, (flags & FLAG.trending) !== 0);
      }
    }
    const idOf = this.#idOf;
    const ids = new Int32Array(kept);
    const keys = new Int32Array(kept);
    if (order === 'price') {
      const byPrice = new Uint32Array(kept).map((_, i) => i);
      byPrice.sort((a, b) => keyOf[a]! - keyOf[b]! || idOf[slots[a]!]! - idOf[slots[b]!]!);
      byPrice.forEach((i, at) => {
        ids[at] = idOf[slots[i]!]!;
        keys[at] = keyOf[i]!;
      });
      return { ids, keys };
    }
    // Placed class by class (a counting sort), each class in slot order, which is id order but
    // for products first seen out of order: those classes are sorted by id afterwards.
    const perClass = new Int32Array(CLASSES + 1);
    for (let i = 0; i < kept; i++) perClass[keyOf[i]! + 1]!++;
    for (let cls = 0; cls < CLASSES; cls++) perClass[cls + 1]! += perClass[cls]!;
    const next = perClass.slice(0, CLASSES);
    for (let i = 0; i < kept; i++) {
      const at = next[keyOf[i]!]!++;
      ids[at] = idOf[slots[i]!]!;
      keys[at] = keyOf[i]!;
    }
    for (let cls = 0; cls < CLASSES; cls++) {
      const run = ids.subarray(perClass[cls]!, perClass[cls + 1]!);
      for (let i = 1; i < run.length; i++) {
        if (run[i]! < run[i - 1]!) {
          run.sort();
          break;
        }
      }
    }
    return { ids, keys };
  }

  /** Whether the product in `slot` is listed and passes every filter. */
  #passes(slot: number, c: Coded): boolean {
    const flags = this.#flags[slot]!;
    if ((flags & FLAG.active) === 0 || (c.flags & ~flags) !== 0) return false;
    const category = this.#category[slot]!;
    if (c.category !== undefined ? category !== c.category : category === c.customCode) return false;
    if (c.collection !== undefined && this.#collection[slot] !== c.collection) return false;
    if (c.subcategories && !c.subcategories.has(this.#subcategory[slot]!)) return false;
    const cents = this.#cents[slot]!;
    if (cents < c.minCents || cents > c.maxCents) return false;
    if (c.sizes && !this.#sizes.overlaps(slot, c.sizes)) return false;
    if (c.colors && !this.#colors.overlaps(slot, c.colors)) return false;
    return !c.materials || this.#materials.overlaps(slot, c.materials);
  }

  #coded(f: ProductFilters): Coded {
    const NONE = Number.MAX_SAFE_INTEGER;
    const codeOf = (codes: Codes, value: string | undefined) => (value === undefined ? undefined : (codes.find(value) ?? NONE));
    const set = (sets: ValueSets, values: string[] | undefined): Uint32Array | undefined => (values?.length ? sets.mask(values) : undefined);
    return {
      category: codeOf(this.#categories, f.category),
      customCode: this.#categories.find('custom'),
      subcategories: f.subcategories?.length ? new Set(f.subcategories.map((s) => this.#subcategories.find(s) ?? NONE)) : undefined,
      collection: codeOf(this.#collections, f.collection),
      sizes: set(this.#sizes, f.sizes),
      colors: set(this.#colors, f.colors),
      materials: set(this.#materials, f.materials),
      minCents: f.minPrice === undefined ? -Infinity : toCents(f.minPrice),
      maxCents: f.maxPrice === undefined ? Infinity : toCents(f.maxPrice),
      flags: (f.featured ? FLAG.featured : 0) | (f.trending ? FLAG.trending : 0) | (f.inStock ? FLAG.inStock : 0) | (f.onSale ? FLAG.onSale : 0),
    };
  }

  /**
   * The facets asked for, counted as selectFacets counts them. A search's matches are the
   * index's own: with a search, `among` holds its searchSlots, and
   * only those are counted (every part of the answer keeps the search).
   */
  count(f: ProductFilters, names: readonly FacetName[], among?: Int32Array): FacetsAnswer {
    const c = this.#coded(f);
    const slots = among;
    const tally = {
      categories: new Uint32Array(this.#categories.values.length),
      subcategories: new Uint32Array(this.#subcategories.values.length),
      sizes: new Uint32Array(this.#sizes.values.length),
      colors: new Uint32Array(this.#colors.values.length),
      materials: new Uint32Array(this.#materials.values.length),
    };
    let total = 0;
    let featured = 0;
    let trending = 0;
    let inStock = 0;
    let onSale = 0;
    let minCents = Infinity;
    let maxCents = -Infinity;
    // Locals, not fields, inside the loop: it runs once per product.
    const [flagsOf, categoryOf, subcategoryOf, collectionOf, centsOf] = [this.#flags, this.#category, this.#subcategory, this.#collection, this.#cents];
    const [sizes, colors, materials] = [this.#sizes, this.#colors, this.#materials];
    const { category: wantedCategory, customCode, subcategories, collection, sizes: sizeMask, colors: colorMask, materials: materialMask, minCents: low, maxCents: high, flags: wantedFlags } = c;
    const hasCategory = wantedCategory !== undefined;
    const hasCollection = collection !== undefined;
    const size = slots ? slots.length : this.#size;

    for (let i = 0; i < size; i++) {
      const slot = slots ? slots[i]! : i;
      const flags = flagsOf[slot]!;
      if ((flags & FLAG.active) === 0) continue;
      if (hasCollection && collectionOf[slot] !== collection) continue;
      const category = categoryOf[slot]!;
      const custom = category === customCode;
      // 'custom' (the designer's base garments) shows only when asked for, and never among the categories.
      if (custom && wantedCategory !== category) continue;
      let failed = 0;
      if (hasCategory && category !== wantedCategory) failed = GROUP.category;
      const subcategory = subcategoryOf[slot]!;
      if (subcategories && !subcategories.has(subcategory)) failed |= GROUP.subcategory;
      const cents = centsOf[slot]!;
      if (cents < low || cents > high) failed |= GROUP.price;
      const missing = wantedFlags & ~flags;
      if (missing !== 0) {
        if (missing & FLAG.featured) failed |= GROUP.featured;
        if (missing & FLAG.trending) failed |= GROUP.trending;
        if (missing & FLAG.inStock) failed |= GROUP.inStock;
        if (missing & FLAG.onSale) failed |= GROUP.onSale;
      }
      if (failed & (failed - 1)) continue;
      if (sizeMask && !sizes.overlaps(slot, sizeMask)) failed |= GROUP.sizes;
      if (colorMask && !colors.overlaps(slot, colorMask)) failed |= GROUP.colors;
      if (materialMask && !materials.overlaps(slot, materialMask)) failed |= GROUP.materials;
      // Counted by the parts that leave out its one failed filter, or by all when none failed.
      if (failed === 0) {
        total++;
        if (!custom) tally.categories[category]!++;
        tally.subcategories[subcategory]!++;
        sizes.tally(slot, tally.sizes);
        colors.tally(slot, tally.colors);
        materials.tally(slot, tally.materials);
        if (flags & FLAG.featured) featured++;
        if (flags & FLAG.trending) trending++;
        if (flags & FLAG.inStock) inStock++;
        if (flags & FLAG.onSale) onSale++;
        if (cents < minCents) minCents = cents;
        if (cents > maxCents) maxCents = cents;
        continue;
      }
      switch (failed) {
        case GROUP.category:
          if (!custom) tally.categories[category]!++;
          break;
        case GROUP.subcategory:
          tally.subcategories[subcategory]!++;
          break;
        case GROUP.sizes:
          sizes.tally(slot, tally.sizes);
          break;
        case GROUP.colors:
          colors.tally(slot, tally.colors);
          break;
        case GROUP.materials:
          materials.tally(slot, tally.materials);
          break;
        case GROUP.price:
          if (cents < minCents) minCents = cents;
          if (cents > maxCents) maxCents = cents;
          break;
        // A product failing only a flag filter lacks that flag: it adds nothing to the flag's count.
      }
    }

    const whole: ProductFacets = {
      total: Math.min(total, CAPPED),
      categories: facetCounts(tally.categories, this.#categories.values),
      subcategories: facetCounts(tally.subcategories, this.#subcategories.values),
      sizes: facetCounts(tally.sizes, this.#sizes.values),
      colors: facetCounts(tally.colors, this.#colors.values),
      materials: facetCounts(tally.materials, this.#materials.values),
      featured: Math.min(featured, CAPPED),
      trending: Math.min(trending, CAPPED),
      inStock: Math.min(inStock, CAPPED),
      onSale: Math.min(onSale, CAPPED),
      price: minCents === Infinity ? { min: null, max: null } : { min: toDecimal(minCents), max: toDecimal(maxCents) },
    };
    return Object.fromEntries(names.map((name) => [name, whole[name]])) as FacetsAnswer;
  }
}
