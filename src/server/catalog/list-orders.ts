// A list's page in any of the shop's sorts, from the facet index's products. The products a
// request lists are a bit set (FacetIndex.matching); each sort keeps every product in its order
// (SortOrders, built on first use and kept in step with each change the index reads), and a
// page is read by walking that order from the cursor's place, passing over the products not in
// the set. Page 1 and a page deep in a list cost the same; a list of few products (a narrow
// search) is sorted on its own instead of walked.
// The orders are the ones the shop promises (queries.ts: SORT_KEYS), each ending in the id so
// that every product has one place; names compare by their UTF-16 code units, as the database's
// C collation compares the names a shop writes.
import { toCents } from '../../shared/money';
import type { Cursor } from './cursor';
import type { ListSort, Travel } from './queries';
import { has, slotsIn, type SlotSet } from './slot-sets';

/** What the orders read per slot: the index's own arrays, for one synchronous read. */
export interface SortColumns {
  idOf: Int32Array;
  cents: Int32Array;
  createdMicros: Float64Array;
  names: readonly string[];
  flags: Uint8Array;
  featuredBit: number;
  trendingBit: number;
}

/** The sorts walked here; relevance is ordered by its ranks (FacetIndex.searchMatches). */
export type WalkedSort = Exclude<ListSort, 'relevance'>;

/** The orders kept: each sort is one of them, read forwards or backwards. */
type Kept = 'featured' | 'name' | 'price' | 'created';
const KEPT: readonly Kept[] = ['featured', 'name', 'price', 'created'];
const WALKS: Record<WalkedSort, { kept: Kept; reversed: boolean }> = {
  featured: { kept: 'featured', reversed: false },
  'name-asc': { kept: 'name', reversed: false },
  'price-asc': { kept: 'price', reversed: false },
  // Price high to low is (price desc, id desc): price order read backwards; so is newest.
  'price-desc': { kept: 'price', reversed: true },
  newest: { kept: 'created', reversed: true },
};

/** A list of few products is sorted on its own rather than found along a kept order. */
const FEW = 2048;
/** Past this many products changed at once, the kept orders are sorted again when next read. */
const MOVES_KEPT = 64;

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A cursor's `createdAt` (ISO, Z, up to microseconds) in microseconds since 1970. */
export function microsOf(iso: string): number {
  const [, whole, fraction = ''] = /^(.*?)(?:\.(\d+))?Z$/.exec(iso) ?? [];
  return Date.parse(`${whole}Z`) * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** The featured order's class: featured first, then trending (0 both, 3 neither). */
const classOf = (featured: boolean, trending: boolean) => (featured ? 0 : 2) + (trending ? 0 : 1);

/** Slots compared in a kept order, ascending. */
function comparing(kept: Kept, c: SortColumns): (a: number, b: number) => number {
  const { idOf, cents, createdMicros, names, flags } = c;
  const cls = (slot: number) => classOf((flags[slot]! & c.featuredBit) !== 0, (flags[slot]! & c.trendingBit) !== 0);
  switch (kept) {
    case 'featured':
      return (a, b) => cls(a) - cls(b) || idOf[a]! - idOf[b]!;
    case 'name':
      return (a, b) => text(names[a]!, names[b]!) || idOf[a]! - idOf[b]!;
    case 'price':
      return (a, b) => cents[a]! - cents[b]! || idOf[a]! - idOf[b]!;
    case 'created':
      return (a, b) => createdMicros[a]! - createdMicros[b]! || idOf[a]! - idOf[b]!;
  }
}

/** A slot compared with a cursor's place in a kept order: negative before it, 0 at it. */
function toCursor(kept: Kept, c: SortColumns, cursor: Cursor): (slot: number) => number {
  const { idOf, cents, createdMicros, names, flags } = c;
  const id = cursor.id;
  switch (kept) {
    case 'featured': {
      const at = cursor.sort === 'featured' ? classOf(cursor.featured, cursor.trending) : 0;
      return (slot) =>
        classOf((flags[slot]! & c.featuredBit) !== 0, (flags[slot]! & c.trendingBit) !== 0) - at || idOf[slot]! - id;
    }
    case 'name': {
      const at = cursor.sort === 'name-asc' ? cursor.name : '';
      return (slot) => text(names[slot]!, at) || idOf[slot]! - id;
    }
    case 'price': {
      const at = cursor.sort === 'price-asc' || cursor.sort === 'price-desc' ? toCents(cursor.price) : 0;
      return (slot) => cents[slot]! - at || idOf[slot]! - id;
    }
    case 'created': {
      const at = cursor.sort === 'newest' ? microsOf(cursor.createdAt) : 0;
      return (slot) => createdMicros[slot]! - at || idOf[slot]! - id;
    }
  }
}

/** The first position in `slots[0, length)` whose slot `above` says lies above the sought place. */
function firstAbove(slots: Int32Array, length: number, above: (slot: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (above(slots[mid]!)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Every slot of the index in each kept order, ascending. An order is sorted when first read;
 * the index then tells it of each product it changes (before and after), and it moves that
 * product within each order it holds, or forgets them all when many changed at once.
 */
export class SortOrders {
  readonly #orders = new Map<Kept, { slots: Int32Array; length: number }>();

  constructor(
    private readonly columns: () => SortColumns,
    private readonly size: () => number,
  ) {}

  /** `kept`'s order of every slot, sorted now if it is not held. */
  order(kept: Kept): { slots: Int32Array; length: number } {
    let order = this.#orders.get(kept);
    if (!order) {
      const n = this.size();
      const slots = new Int32Array(Math.max(n, 1024)).map((_, i) => i);
      slots.subarray(0, n).sort(comparing(kept, this.columns()));
      order = { slots, length: n };
      this.#orders.set(kept, order);
    }
    return order;
  }

  /** The index is about to read `count` changed products: many are sorted again, when next read. */
  startChanges(count: number) {
    if (count > MOVES_KEPT) this.#orders.clear();
  }

  /** A known slot is about to change: it leaves each held order (found by its keys as they still are). */
  leave(slot: number) {
    for (const kept of KEPT) {
      const order = this.#orders.get(kept);
      if (!order) continue;
      const compare = comparing(kept, this.columns());
      let at = firstAbove(order.slots, order.length, (other) => compare(other, slot) >= 0);
      if (order.slots[at] !== slot) at = order.slots.subarray(0, order.length).indexOf(slot);
      order.slots.copyWithin(at, at + 1, order.length);
      order.length--;
    }
  }

  /** A slot has its new keys: it joins each held order in its place. */
  join(slot: number) {
    for (const kept of KEPT) {
      const order = this.#orders.get(kept);
      if (!order) continue;
      if (order.length === order.slots.length) {
        const grown = new Int32Array(order.slots.length * 2);
        grown.set(order.slots);
        order.slots = grown;
      }
      const compare = comparing(kept, this.columns());
      const at = firstAbove(order.slots, order.length, (other) => compare(other, slot) > 0);
      order.slots.copyWithin(at + 1, at, order.length);
      order.slots[at] = slot;
      order.length++;
    }
  }
}

export interface Walked {
  /** The slots of the page, after the skipped ones, in the order of travel. */
  slots: number[];
  /** Whether any listed product lies at or behind the cursor in the order of travel; false without one. */
  behindCursor: boolean;
}

/**
 * The first `limit` slots of `listed` (`count` of them) beyond `cursor` (or from the start,
 * or the end going backwards) in `sort`'s order of travel, after passing over `skip`.
 */
export function walkList(
  listed: SlotSet,
  count: number,
  orders: SortOrders,
  columns: SortColumns,
  page: { sort: WalkedSort; travel: Travel; cursor: Cursor | undefined; skip: number; limit: number },
): Walked {
  const { kept, reversed } = WALKS[page.sort];
  let slots: Int32Array;
  let length: number;
  let isListed: (slot: number) => boolean;
  if (count <= FEW) {
    slots = slotsIn(listed).sort(comparing(kept, columns));
    length = slots.length;
    isListed = () => true;
  } else {
    ({ slots, length } = orders.order(kept));
    isListed = (slot) => has(listed, slot);
  }
  const up = (page.travel === 'forward') !== reversed;
  const cursor = page.cursor;
  // The first position to read, and what lies behind it.
  let from = up ? 0 : length - 1;
  if (cursor) {
    const place = toCursor(kept, columns, cursor);
    from = up
      ? firstAbove(slots, length, (slot) => place(slot) > 0)
      : firstAbove(slots, length, (s) => place(s) >= 0) - 1;
  }
  const step = up ? 1 : -1;
  let behindCursor = false;
  if (cursor) {
    for (let at = from - step; at >= 0 && at < length; at -= step) {
      if (isListed(slots[at]!)) {
        behindCursor = true;
        break;
      }
    }
  }
  const out: number[] = [];
  let skipped = 0;
  for (let at = from; at >= 0 && at < length && out.length < page.limit; at += step) {
    const slot = slots[at]!;
    if (!isListed(slot)) continue;
    if (skipped < page.skip) skipped++;
    else out.push(slot);
  }
  return { slots: out, behindCursor };
}
