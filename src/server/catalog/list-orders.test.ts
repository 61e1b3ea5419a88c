// Pages walked along the kept orders (and sorted alone, for few products) answer what a plain
// sort of the listed products answers: in every sort, both ways, from any cursor, with skips,
// over products full of ties, and after products change their price, name, flags or arrival
// while the orders are held.
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import { SORTS, type Sort } from '../../shared/schemas/catalog';
import { cursorFor, type Cursor } from './cursor';
import { SortOrders, walkList, type SortColumns } from './list-orders';
import { addSlot, emptySet, type SlotSet } from './slot-sets';

const N = 300;
const FEATURED = 2;
const TRENDING = 4;

/** A small random generator, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

function catalogue(seed: number): SortColumns & { names: string[] } {
  const pick = random(seed);
  // Slots are not in id order: a product first seen late can have a low id.
  const ids = Array.from({ length: N }, (_, i) => i * 3 + 1).sort(() => pick(3) - 1);
  return {
    idOf: Int32Array.from(ids),
    cents: Int32Array.from({ length: N }, () => [999, 1500, 2500, 4000][pick(4)]!),
    createdMicros: Float64Array.from({ length: N }, () => 1.75e15 + [0, 1, 2, 60_000_000][pick(4)]!),
    names: Array.from({ length: N }, () => ['Anchor', 'anchor', 'Beacon', 'Zed', 'Éclair'][pick(5)]!),
    flags: Uint8Array.from({ length: N }, () => 1 | (pick(4) === 0 ? FEATURED : 0) | (pick(3) === 0 ? TRENDING : 0)),
    featuredBit: FEATURED,
    trendingBit: TRENDING,
  };
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The shop's promised order, written out plainly. */
function model(c: SortColumns, sort: Sort): (a: number, b: number) => number {
  const id = (s: number) => c.idOf[s]!;
  const flag = (s: number, bit: number) => ((c.flags[s]! & bit) !== 0 ? 1 : 0);
  const orders: Record<Sort, (a: number, b: number) => number> = {
    featured: (a, b) => flag(b, FEATURED) - flag(a, FEATURED) || flag(b, TRENDING) - flag(a, TRENDING) || id(a) - id(b),
    'name-asc': (a, b) => text(c.names[a]!, c.names[b]!) || id(a) - id(b),
    'price-asc': (a, b) => c.cents[a]! - c.cents[b]! || id(a) - id(b),
    'price-desc': (a, b) => c.cents[b]! - c.cents[a]! || id(b) - id(a),
    newest: (a, b) => c.createdMicros[b]! - c.createdMicros[a]! || id(b) - id(a),
  };
  return orders[sort];
}

const isoOf = (micros: number) =>
  `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;

function cursorOf(c: SortColumns, sort: Sort, slot: number): Cursor {
  return cursorFor(sort, {
    id: c.idOf[slot]!,
    featured: (c.flags[slot]! & FEATURED) !== 0,
    trending: (c.flags[slot]! & TRENDING) !== 0,
    name: c.names[slot]!,
    price: toDecimal(c.cents[slot]!),
    createdKey: isoOf(c.createdMicros[slot]!),
  });
}

function setOf(slots: readonly number[]): SlotSet {
  const set = emptySet(N);
  for (const slot of slots) addSlot(set, slot);
  return set;
}

/** Every way of reading `listed` in `sort`, walked (`count` past the few) and modelled. */
function expectWalksModel(c: SortColumns, orders: SortOrders, listed: number[], sort: Sort, count: number) {
  const order = [...listed].sort(model(c, sort));
  const set = setOf(listed);
  // Cursors at listed products, and at products not in the list (filtered out, or changed since).
  const anchors: Array<number | undefined> = [undefined, ...order.slice(0, 3), ...order.slice(-2), 0, 7, N - 1];
  for (const anchor of anchors) {
    const cursor = anchor === undefined ? undefined : cursorOf(c, sort, anchor);
    const place = (slot: number) => (anchor === undefined ? 0 : model(c, sort)(slot, anchor));
    for (const travel of ['forward', 'backward'] as const) {
      for (const skip of [0, 3]) {
        const walked = walkList(set, count, orders, c, { sort, travel, cursor, skip, limit: 5 });
        const beyond = order.filter(
          (slot) => anchor === undefined || (travel === 'forward' ? place(slot) > 0 : place(slot) < 0),
        );
        const inTravel = travel === 'forward' ? beyond : [...beyond].reverse();
        const label = JSON.stringify({ sort, travel, skip, anchor, count });
        expect(walked.slots, label).toEqual(inTravel.slice(skip, skip + 5));
        expect(walked.behindCursor, label).toBe(anchor !== undefined && beyond.length < order.length);
      }
    }
  }
}

describe('a list walked along the kept orders', () => {
  it.each([1, 2, 3])(
    'answers what a plain sort answers, every way and from every kind of cursor (catalogue %i)',
    (seed) => {
      const c = catalogue(seed);
      const orders = new SortOrders(
        () => c,
        () => N,
      );
      const pick = random(seed + 100);
      const everything = Array.from({ length: N }, (_, slot) => slot);
      const some = everything.filter(() => pick(3) === 0);
      for (const sort of SORTS) {
        for (const listed of [everything, some, [5], []]) {
          expectWalksModel(c, orders, listed, sort, Number.MAX_SAFE_INTEGER);
          // The same list sorted on its own, as a list of few products is.
          expectWalksModel(c, orders, listed, sort, listed.length);
        }
      }
    },
  );

  it('keeps each held order in step as products arrive and change, and sorts again after many changes at once', () => {
    const c = catalogue(7);
    let size = N - 40;
    const orders = new SortOrders(
      () => c,
      () => size,
    );
    const first = Array.from({ length: size }, (_, slot) => slot);
    for (const sort of SORTS) expectWalksModel(c, orders, first, sort, Number.MAX_SAFE_INTEGER);
    // New products take the next slots.
    orders.startChanges(40);
    while (size < N) orders.join(size++);
    const everything = Array.from({ length: N }, (_, slot) => slot);
    for (const sort of SORTS) expectWalksModel(c, orders, everything, sort, Number.MAX_SAFE_INTEGER);
    const pick = random(8);
    const change = (slot: number) => {
      orders.leave(slot);
      c.cents[slot] = [500, 1500, 9000][pick(3)]!;
      c.names[slot] = ['Aa', 'Beacon', 'zz'][pick(3)]!;
      c.createdMicros[slot] = 1.75e15 + pick(5);
      c.flags[slot] = 1 | (pick(2) ? FEATURED : 0);
      orders.join(slot);
    };
    orders.startChanges(10);
    for (let i = 0; i < 10; i++) change(pick(N));
    for (const sort of SORTS) expectWalksModel(c, orders, everything, sort, Number.MAX_SAFE_INTEGER);
    orders.startChanges(N);
    for (let slot = 0; slot < N; slot++) {
      c.cents[slot] = 100 + pick(50);
      orders.join(slot);
    }
    for (const sort of SORTS) expectWalksModel(c, orders, everything, sort, Number.MAX_SAFE_INTEGER);
  });
});
