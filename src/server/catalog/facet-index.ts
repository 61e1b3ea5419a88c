// Facet counts for a large catalogue, from memory. Under a category, colour and price filter
// the database must read every product the category and price narrow to (a million-product
// catalogue: hundreds of thousands of index rows per facet), while this process holds, for
// every value of every filter, the set of products that have it (a bit per product): a
// filter's products are the union of its values' sets, each facet's products the
// intersection of every filter's but its own, all in word operations over the sets (a price
// range is one scan of the prices); a facet's counts are then tallied product by product when
// few products are left, or as the intersection with each value's set when many are.
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
// relevance order and under any filters, are found here too, and a searched list's facets are
// counted among them; and each product's sort keys (name, price, arrival, flags), so a list's
// page in any sort is read from here too (list-orders.ts, indexed-page.ts). Catalogues below
// FACET_INDEX_MIN_PRODUCTS never build it.
import { asc, gt, sql } from 'drizzle-orm';
import type { FacetCount, FacetName, FacetsAnswer, ProductFacets } from '../../shared/schemas/catalog';
import { COUNT_CAP } from '../../shared/catalog/counts';
import { toCents, toDecimal } from '../../shared/money';
import type { Tx } from '../db/database';
import { catalogFacetCounts, products } from '../db/schema';
import type { ProductFilters } from './queries';
import { Codes, SlotsByCode, ValueSets } from './facet-values';
import { SortOrders, type SortColumns } from './list-orders';
import { rankSets, TermPostings } from './search-postings';
import {
  andInto,
  andNotInto,
  countBoth,
  emptySet,
  forEachSlot,
  has,
  setWithin,
  sizeOf,
  slotsIn,
  type SlotSet,
} from './slot-sets';

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

/** The filters a facet part can leave out (its own). */
type Group =
  | 'category'
  | 'subcategory'
  | 'sizes'
  | 'colors'
  | 'materials'
  | 'price'
  | 'featured'
  | 'trending'
  | 'inStock'
  | 'onSale';
const FLAG = { active: 1, featured: 2, trending: 4, inStock: 8, onSale: 16 } as const;
const FLAG_BITS = Object.values(FLAG);

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
  name: products.name,
  // Whole minutes: New Arrivals' window starts on a day, so minutes compare as exactly as the timestamp.
  arrivedMinute: sql<number>`floor(extract(epoch from ${products.createdAt}) / 60)::int`,
  // Microseconds, as the newest order and its cursors compare them (exact in a double until 2255).
  createdMicros: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
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
  name: string;
  /** created_at in minutes since 1970. */
  arrivedMinute: number;
  /** created_at in microseconds since 1970, as text. */
  createdMicros: string;
  /** search_terms, space-separated (a term has no spaces). */
  searchTerms: string;
}

/**
 * A search's listed matches in relevance order (best rank first; within a rank featured, then
 * trending, then by id), ascending by (key, id): the key is the row's class, (3 - rank) * 4,
 * plus 2 when not featured, plus 1 when not trending.
 */
export interface OrderedMatches {
  ids: Int32Array;
  keys: Int32Array;
}

/** A row's class in the relevance order (OrderedMatches). */
export const relevanceClass = (rank: number, featured: boolean, trending: boolean) =>
  (3 - rank) * 4 + (featured ? 0 : 2) + (trending ? 0 : 1);
/** The rank a relevance class stands for. */
export const rankOfClass = (cls: number) => 3 - (cls >> 2);
const CLASSES = 12;

/** A facet's counts per value code, capped and sorted as the SQL answers them. */
function facetCounts(tally: Uint32Array, values: readonly string[]): FacetCount[] {
  const out: FacetCount[] = [];
  for (let code = 1; code < tally.length; code++)
    if (tally[code]! > 0) out.push({ value: values[code]!, count: Math.min(tally[code]!, CAPPED) });
  return out.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The filters in the index's codes (a value no product has gets a code that matches nothing). */
interface Coded {
  category: number | undefined;
  customCode: number | undefined;
  subcategories: Set<number> | undefined;
  collection: number | undefined;
  minCents: number;
  maxCents: number;
  flags: number;
  /** The first minute of New Arrivals' window; none without it. */
  arrivedFrom: number | undefined;
}

/**
 * A request's filters as bit sets: `universe`, the listed products any facet part may count
 * (in the collection asked for, among a search's matches; the designer's base garments only
 * when their category is asked for), and per filter a part leaves out when it is its own, the
 * products that pass it.
 */
interface FilterSets {
  universe: SlotSet;
  filters: Array<[Group, SlotSet]>;
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
  #arrivedMinute = new Int32Array(0);
  #createdMicros = new Float64Array(0);
  #flags = new Uint8Array(0);
  #names: string[] = [];
  readonly #categories = new Codes();
  readonly #subcategories = new Codes();
  readonly #collections = new Codes();
  readonly #sizes = new ValueSets();
  readonly #colors = new ValueSets();
  readonly #materials = new ValueSets();
  readonly #terms = new TermPostings();
  readonly #categorySlots = new SlotsByCode();
  readonly #subcategorySlots = new SlotsByCode();
  readonly #collectionSlots = new SlotsByCode();
  /** Per flag (its FLAG bit as the code), the slots that have it. */
  readonly #flagSlots = new SlotsByCode();
  /** Every product in each list order, for pages in the shop's sorts (list-orders.ts). */
  readonly orders = new SortOrders(
    () => this.sortColumns,
    () => this.#size,
  );
  /** Listed products held, to compare with the counts table's total. */
  #listed = 0;
  /** The transactions whose writes the index has read (SEEN at its last read). */
  #seen: Seen = { xmax: '0', xip: [] };
  #running: Promise<boolean> | undefined;
  #next: Promise<boolean> | undefined;

  /** Reads every product, in batches by id. */
  static async build(db: Tx): Promise<FacetIndex> {
    const index = new FacetIndex();
    const [seen] = await db
      .select({ xmax: sql<string>`seen.xmax`, xip: sql<string[]>`seen.xip` })
      .from(sql`${SEEN} as seen`);
    if (seen) index.#seen = seen;
    let after = 0;
    for (;;) {
      const rows = await db
        .select(rowColumns)
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(BUILD_BATCH);
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
      .select({
        xmax: sql<string>`seen.xmax`,
        xip: sql<string[]>`seen.xip`,
        listed: sql<number>`seen.listed`,
        ...rowColumns,
      })
      .from(
        sql`(select s.*, (select coalesce(sum(${catalogFacetCounts.n}), 0)::int from ${catalogFacetCounts}
          where ${catalogFacetCounts.facet} = 'total') as listed from ${SEEN} as s) as seen`,
      )
      .leftJoin(
        products,
        sql`(${products.facetXid} >= ${xmax}::xid8 or ${products.facetXid} = any(${`{${xip.join(',')}}`}::xid8[]))`,
      );
    const [head] = rows;
    if (!head) return true;
    this.orders.startChanges(rows.length);
    for (const row of rows) if (row.id !== null) this.#put(row as Row);
    this.#seen = { xmax: head.xmax, xip: head.xip };
    return this.#listed === Number(head.listed);
  }

  #grow(minimum: number) {
    const capacity = Math.max(minimum, this.#capacity * 2, 1024);
    type Column = Uint8Array | Uint16Array | Int32Array | Float64Array;
    const grown = <T extends Column>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.#category = grown(this.#category, (n) => new Uint8Array(n));
    this.#subcategory = grown(this.#subcategory, (n) => new Uint16Array(n));
    this.#collection = grown(this.#collection, (n) => new Uint16Array(n));
    this.#cents = grown(this.#cents, (n) => new Int32Array(n));
    this.#arrivedMinute = grown(this.#arrivedMinute, (n) => new Int32Array(n));
    this.#createdMicros = grown(this.#createdMicros, (n) => new Float64Array(n));
    this.#flags = grown(this.#flags, (n) => new Uint8Array(n));
    this.#idOf = grown(this.#idOf, (n) => new Int32Array(n));
    for (const set of [this.#sizes, this.#colors, this.#materials]) set.grow(capacity);
    this.#terms.grow(capacity);
    for (const sets of [this.#categorySlots, this.#subcategorySlots, this.#collectionSlots, this.#flagSlots])
      sets.grow(capacity);
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
    if (known) this.orders.leave(slot);
    this.#terms.put(slot, row.searchTerms === '' ? [] : row.searchTerms.split(' '), known);
    const was = {
      category: this.#category[slot]!,
      subcategory: this.#subcategory[slot]!,
      collection: this.#collection[slot]!,
      flags: this.#flags[slot]!,
    };
    const wasListed = (was.flags & FLAG.active) !== 0;
    const category = this.#categories.code(row.category);
    if (category > 255) throw new Error('The facet index holds at most 255 categories');
    this.#category[slot] = category;
    this.#subcategory[slot] = this.#subcategories.code(row.subcategory);
    this.#collection[slot] = row.collection === null ? 0 : this.#collections.code(row.collection);
    this.#cents[slot] = toCents(row.price);
    this.#arrivedMinute[slot] = Number(row.arrivedMinute);
    this.#createdMicros[slot] = Number(row.createdMicros);
    this.#names[slot] = row.name;
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
    this.#placeInSets(slot, was);
    this.orders.join(slot);
  }

  /** Moves the slot from the sets of its former codes and flags (`was`) to those of its present ones. */
  #placeInSets(slot: number, was: { category: number; subcategory: number; collection: number; flags: number }) {
    const moves: Array<[SlotsByCode, number, number]> = [
      [this.#categorySlots, was.category, this.#category[slot]!],
      [this.#subcategorySlots, was.subcategory, this.#subcategory[slot]!],
      [this.#collectionSlots, was.collection, this.#collection[slot]!],
    ];
    for (const [sets, before, now] of moves) {
      if (before === now) continue;
      // Code 0 is no value: no set holds it.
      if (before !== 0) sets.remove(before, slot);
      if (now !== 0) sets.add(now, slot);
    }
    const flags = this.#flags[slot]!;
    for (const flag of FLAG_BITS) {
      if ((was.flags & flag) === (flags & flag)) continue;
      if (flags & flag) this.#flagSlots.add(flag, slot);
      else this.#flagSlots.remove(flag, slot);
    }
  }

  /**
   * The products every word of a search matches somewhere (listed or not: count and
   * searchMatches pass over the others). `alternatives`: per word, the catalogue words it
   * stands for.
   */
  searchSet(alternatives: readonly (readonly string[])[]): SlotSet {
    return rankSets(this.#terms, alternatives)[1];
  }

  /** The listed products matching a search (`alternatives`, as searchSet) and the filters `f`, in relevance order. */
  searchMatches(alternatives: readonly (readonly string[])[], f: ProductFilters): OrderedMatches {
    const ranks = rankSets(this.#terms, alternatives);
    const matches = this.matching(f, ranks[1]);
    const slots = slotsIn(matches);
    const n = slots.length;
    const keyOf = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
      const flags = this.#flags[slot]!;
      const rank = has(ranks[3], slot) ? 3 : has(ranks[2], slot) ? 2 : 1;
      keyOf[i] = relevanceClass(rank, (flags & FLAG.featured) !== 0, (flags & FLAG.trending) !== 0);
    }
    const idOf = this.#idOf;
    const ids = new Int32Array(n);
    const keys = new Int32Array(n);
    // Placed class by class (a counting sort), each class in slot order, which is id order but
    // for products first seen out of order: those classes are sorted by id afterwards.
    const perClass = new Int32Array(CLASSES + 1);
    for (let i = 0; i < n; i++) perClass[keyOf[i]! + 1]!++;
    for (let cls = 0; cls < CLASSES; cls++) perClass[cls + 1]! += perClass[cls]!;
    const next = perClass.slice(0, CLASSES);
    for (let i = 0; i < n; i++) {
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

  /** The listed products passing every filter of `f`, within `among` (a search's matches) when given. */
  matching(f: ProductFilters, among?: SlotSet): SlotSet {
    const { universe, filters } = this.#filterSets(f, among);
    for (const [, set] of filters) andInto(universe, set);
    return universe;
  }

  /** What the list orders compare, per slot: views of the index's own arrays, for one synchronous read. */
  get sortColumns(): SortColumns {
    return {
      idOf: this.#idOf,
      cents: this.#cents,
      createdMicros: this.#createdMicros,
      names: this.#names,
      flags: this.#flags,
      featuredBit: FLAG.featured,
      trendingBit: FLAG.trending,
    };
  }

  #coded(f: ProductFilters): Coded {
    const NONE = Number.MAX_SAFE_INTEGER;
    const codeOf = (codes: Codes, value: string | undefined) =>
      value === undefined ? undefined : (codes.find(value) ?? NONE);
    return {
      category: codeOf(this.#categories, f.category),
      customCode: this.#categories.find('custom'),
      subcategories: f.subcategories?.length
        ? new Set(f.subcategories.map((s) => this.#subcategories.find(s) ?? NONE))
        : undefined,
      collection: codeOf(this.#collections, f.collection),
      minCents: f.minPrice === undefined ? -Infinity : toCents(f.minPrice),
      maxCents: f.maxPrice === undefined ? Infinity : toCents(f.maxPrice),
      flags:
        (f.featured ? FLAG.featured : 0) |
        (f.trending ? FLAG.trending : 0) |
        (f.inStock ? FLAG.inStock : 0) |
        (f.onSale ? FLAG.onSale : 0),
      arrivedFrom: f.arrivedSince === undefined ? undefined : Math.ceil(f.arrivedSince.getTime() / 60_000),
    };
  }

  /**
   * The facets asked for, counted as selectFacets counts them: each part over the listed
   * products that pass every filter but its own, found as bit sets over the slots (a filter's
   * products are the union of its values' sets), then tallied product by product. With a
   * search, `among` holds the products it matches (searchSet), and every part keeps it.
   */
  count(f: ProductFilters, names: readonly FacetName[], among?: SlotSet): FacetsAnswer {
    const { universe, filters } = this.#filterSets(f, among);
    const customCode = this.#categories.find('custom');
    const passingAllBut = (group?: Group): SlotSet => {
      const out = universe.slice();
      for (const [g, set] of filters) if (g !== group) andInto(out, set);
      return out;
    };
    const all = passingAllBut();
    const part = (group: Group) => (filters.some(([g]) => g === group) ? passingAllBut(group) : all);
    const asked = new Set(names);
    const empty = this.#emptySet();
    const flagCount = (flag: number) => Math.min(countBoth(all, this.#flagSlots.get(flag), CAPPED), CAPPED);
    // A part's count per value: product by product over a small part, or value by value (the
    // slots both the part and the value's set hold, stopping at the cap) over a large one.
    const tallied = (
      values: readonly string[],
      group: Group,
      slotsWith: (code: number) => SlotSet,
      add: (slot: number, counts: Uint32Array) => void,
    ) => {
      const counts = new Uint32Array(values.length);
      const slots = part(group);
      if (sizeOf(slots) * 8 < values.length * slots.length) forEachSlot(slots, (slot) => add(slot, counts));
      else for (let code = 1; code < values.length; code++) counts[code] = countBoth(slots, slotsWith(code), CAPPED);
      return facetCounts(counts, values);
    };
    const [categoryOf, subcategoryOf, centsOf] = [this.#category, this.#subcategory, this.#cents];
    const answer: Partial<ProductFacets> = {};
    if (asked.has('total')) answer.total = Math.min(sizeOf(all, CAPPED), CAPPED);
    if (asked.has('featured')) answer.featured = flagCount(FLAG.featured);
    if (asked.has('trending')) answer.trending = flagCount(FLAG.trending);
    if (asked.has('inStock')) answer.inStock = flagCount(FLAG.inStock);
    if (asked.has('onSale')) answer.onSale = flagCount(FLAG.onSale);
    if (asked.has('categories')) {
      // 'custom' is never among the categories, even when asked for.
      const categories = (code: number) => (code === customCode ? empty : this.#categorySlots.get(code));
      answer.categories = tallied(this.#categories.values, 'category', categories, (slot, counts) => {
        if (categoryOf[slot] !== customCode) counts[categoryOf[slot]!]!++;
      });
    }
    if (asked.has('subcategories')) {
      const subcategories = (code: number) => this.#subcategorySlots.get(code);
      answer.subcategories = tallied(
        this.#subcategories.values,
        'subcategory',
        subcategories,
        (slot, counts) => counts[subcategoryOf[slot]!]!++,
      );
    }
    for (const [name, group, sets] of [
      ['sizes', 'sizes', this.#sizes],
      ['colors', 'colors', this.#colors],
      ['materials', 'materials', this.#materials],
    ] as const) {
      if (asked.has(name))
        answer[name] = tallied(
          sets.values,
          group,
          (code) => sets.slotsWith(code),
          (slot, counts) => sets.tally(slot, counts),
        );
    }
    if (asked.has('price')) {
      let minCents = Infinity;
      let maxCents = -Infinity;
      forEachSlot(part('price'), (slot) => {
        const cents = centsOf[slot]!;
        if (cents < minCents) minCents = cents;
        if (cents > maxCents) maxCents = cents;
      });
      answer.price =
        minCents === Infinity ? { min: null, max: null } : { min: toDecimal(minCents), max: toDecimal(maxCents) };
    }
    return Object.fromEntries(names.map((name) => [name, answer[name]])) as FacetsAnswer;
  }

  /** The request's filters as bit sets (FilterSets), the universe kept within `among` when given. */
  #filterSets(f: ProductFilters, among?: SlotSet): FilterSets {
    const c = this.#coded(f);
    const universe = this.#flagSlots.get(FLAG.active).slice();
    if (among) andInto(universe, among);
    if (c.customCode !== undefined && c.category !== c.customCode)
      andNotInto(universe, this.#categorySlots.get(c.customCode));
    if (c.collection !== undefined) andInto(universe, this.#collectionSlots.get(c.collection));
    // No facet leaves New Arrivals' window out: like a collection, it is the list itself.
    if (c.arrivedFrom !== undefined) andInto(universe, this.#within(this.#arrivedMinute, c.arrivedFrom, Infinity));

    const filters: Array<[Group, SlotSet]> = [];
    if (c.category !== undefined) filters.push(['category', this.#categorySlots.get(c.category)]);
    if (c.subcategories) filters.push(['subcategory', this.#subcategorySlots.any(c.subcategories)]);
    if (f.sizes?.length) filters.push(['sizes', this.#sizes.slotsWithAny(f.sizes)]);
    if (f.colors?.length) filters.push(['colors', this.#colors.slotsWithAny(f.colors)]);
    if (f.materials?.length) filters.push(['materials', this.#materials.slotsWithAny(f.materials)]);
    if (c.minCents > -Infinity || c.maxCents < Infinity)
      filters.push(['price', this.#within(this.#cents, c.minCents, c.maxCents)]);
    for (const flag of ['featured', 'trending', 'inStock', 'onSale'] as const)
      if (c.flags & FLAG[flag]) filters.push([flag, this.#flagSlots.get(FLAG[flag])]);
    return { universe, filters };
  }

  /** The slots whose value (in cents, or minutes) lies within [low, high]. */
  #within(values: Int32Array, low: number, high: number): SlotSet {
    const out = this.#emptySet();
    setWithin(out, values, this.#size, low, high);
    return out;
  }

  /** An empty set over every slot the index has room for. */
  #emptySet(): SlotSet {
    return emptySet(this.#capacity);
  }
}
